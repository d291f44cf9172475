/**
 * The rules core of the phasesix.org campaign conversion (RULES.md → Campaigns from phasesix.org) on
 * the fixture exports built the way the site's `campaigns/foundry.py` builds them: detection by the
 * module's sub-type and category, the statblock field by field, each action's effect read by the
 * foes' one reader (keywords; prose kept as text and marked), NPCs and essential NPCs, hostile input,
 * and the three-way re-sync plan.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CampaignActor, ConvertedFoeAction, Json, SiteValues } from "../../src/rules/campaign/index.ts";
import { CAMPAIGN_FIELDS, campaignActorType, campaignModuleOfPack, campaignModuleOfType, convertCampaignActor, currentValues, exportInt, mergeActions, planResync, plainText, readCampaignActor, siteStatblockUpdate } from "../../src/rules/campaign/index.ts";
import { foeActionRoll, foeRollValues } from "../../src/rules/foes/index.ts";
import { ENGLISH_V1, GERMAN_V1, GERMAN_V2, documentId, type SiteExport } from "./site-export.fixture.ts";

function actorsOf(module: SiteExport): CampaignActor[] {
  return module.data.actors.map((a) => {
    const read = readCampaignActor(a);
    if (!read) throw new Error(`not a campaign actor: ${String(a.name)}`);
    return read;
  });
}

function byName(module: SiteExport, name: string): CampaignActor {
  const found = actorsOf(module).find((a) => a.name === name);
  if (!found) throw new Error(`${name} not in ${module.manifest.id}`);
  return found;
}

const convert = (actor: CampaignActor, version = "5.0.1") => convertCampaignActor(actor, { version }, "Aktion");

type Statblock = { category: string; strength: number; dexterity: number; mind: number; movement: number; stress: { passed: number; failed: number }; resistances: string[]; weaknesses: Array<{ trait: string; value: number }>; actions: ConvertedFoeAction[] };
function statblockOf(system: Record<string, Json>): Statblock {
  return system.statblock as unknown as Statblock;
}

describe("detecting the site's campaign actors", () => {
  it("reads the module, category, source flag and details of every actor of both campaigns", () => {
    const german = actorsOf(GERMAN_V1);
    expect(german.map((a) => [a.category, a.source])).toEqual([
      ["npc", "npc:31"],
      ["character", "character:5"],
      ["foe", "foe:101"],
      ["foe", "foe:102"],
      ["foe", "foe:7"],
    ]);
    expect(german.every((a) => a.module === "phasesix-campaign-7")).toBe(true);
    expect(german[2]).toMatchObject({ id: documentId("P6F", 101), name: "Aschewolf", img: "modules/phasesix-campaign-7/assets/foe-101.webp" });
    expect(actorsOf(ENGLISH_V1).map((a) => a.category)).toEqual(["npc", "foe", "foe", "foe"]);
  });

  it("knows the module's ids, sub-type and compendium", () => {
    expect(campaignActorType("phasesix-campaign-7")).toBe("phasesix-campaign-7.phasesix");
    expect(campaignModuleOfType("phasesix-campaign-7.phasesix")).toBe("phasesix-campaign-7");
    expect(campaignModuleOfType("phasesix-campaign-7.handout")).toBeNull();
    expect(campaignModuleOfType("foe")).toBeNull();
    expect(campaignModuleOfType("other-module.phasesix")).toBeNull();
    expect(campaignModuleOfPack("world.phasesix-campaign-12-actors")).toBe("phasesix-campaign-12");
    expect(campaignModuleOfPack("world.phasesix-campaign-12-items")).toBeNull();
  });

  it("leaves handouts, our own actors and unknown categories alone", () => {
    expect(readCampaignActor(GERMAN_V1.data.items[0])).toBeNull();
    expect(readCampaignActor({ _id: "x", name: "Wolf", type: "foe", system: {} })).toBeNull();
    expect(readCampaignActor({ _id: "x", name: "Ship", type: "phasesix-campaign-7.phasesix", system: { category: "vehicle" } })).toBeNull();
    expect(readCampaignActor(null)).toBeNull();
  });
});

describe("a site foe becomes our foe, field by field", () => {
  it("the Aschewolf: wounds, movement, the three values, stress X/Y, resistance, weakness, actions", () => {
    const wolf = convert(byName(GERMAN_V1, "Aschewolf"));
    expect(wolf.type).toBe("foe");
    expect(wolf.data.system).toMatchObject({ health: { max: 8 }, actions: 2, minRoll: 5, evasion: 3, description: "<p>Ein Wolf mit glimmendem Fell, der in Rudeln durch die Brandschneisen zieht.</p>" });
    const block = statblockOf(wolf.data.system);
    expect(block).toMatchObject({ category: "animal", strength: 3, dexterity: 3, mind: 1, movement: 6, stress: { passed: 0, failed: 1 }, resistances: ["fire"], weaknesses: [{ trait: "water", value: 1 }] });
    expect(block.actions[0]).toEqual({ name: "Biss", kind: "attack", dice: 6, wounds: 1, piercing: 1, conditions: { bleeding: 1, poisoned: 0, shocked: 0, burning: 0 }, range: 0, area: 0, demonic: false, notes: "", review: false });
    expect(block.actions[1]).toMatchObject({ name: "Heulen", dice: 4, piercing: 0, review: true, notes: "Alle in Hörweite würfeln Willenskraft; wer scheitert, verliert seine nächste Aktion." });
    expect(wolf.review).toEqual(["Heulen"]);
    expect(wolf.data.flags).toMatchObject({ "phasesix-campaign-7": { source: "foe:101" }, phasesix: { key: "phasesix-campaign-7/foe:101", worlds: ["tirakan"], campaign: { module: "phasesix-campaign-7", source: "foe:101", category: "foe", version: "5.0.1" } } });
    expect(wolf.data.prototypeToken).toEqual({ name: "Aschewolf", texture: { src: "modules/phasesix-campaign-7/assets/foe-101.webp" }, disposition: -1, actorLink: false });
  });

  it("reads keywords through the site's markup and keeps a partly read effect's readable numbers", () => {
    const block = statblockOf(convert(byName(GERMAN_V1, "Glutwächter")).data.system);
    expect(block.actions.map((a) => [a.name, a.piercing, a.conditions.burning, a.range, a.review])).toEqual([
      ["Flammenhieb", 2, 2, 0, false],
      ["Funkenregen", 0, 1, 8, false],
      ["Glutkern", 1, 0, 0, true],
    ]);
    expect(block.actions[2].notes).toBe("Durchschlag 1, blendet das Ziel für eine Runde");
    expect(block.resistances).toEqual(["fire", "magic"]);
    // the campaign's author set X/Y on the site: the GM's value, not our "not in the book" default (issue 33)
    expect(block.stress).toEqual({ passed: 1, failed: 2, source: "gm" });
  });

  it("reads the English keywords of a NEXUS foe (shock prod: Shocked 1 at 3 m)", () => {
    const drone = convert(byName(ENGLISH_V1, "Salvage Drone"));
    const block = statblockOf(drone.data.system);
    expect(block.category).toBe("mechanical");
    expect(block.actions[1]).toMatchObject({ name: "Shock Prod", dice: 5, range: 3, conditions: { shocked: 1 }, review: false });
    expect(drone.data.flags).toMatchObject({ phasesix: { worlds: ["nexus"] } });
    const stalker = statblockOf(convert(byName(ENGLISH_V1, "Hive Stalker")).data.system);
    expect(stalker.weaknesses).toEqual([{ trait: "fire", value: 1 }]);
    expect(stalker.actions.map((a) => a.review)).toEqual([false, false, true]);
  });

  it("every action of every fixture foe rolls as an attack of its dice (skill + damage potential = the site's dice)", () => {
    for (const module of [GERMAN_V1, GERMAN_V2, ENGLISH_V1]) {
      for (const actor of actorsOf(module).filter((a) => a.category === "foe")) {
        const block = statblockOf(convert(actor).data.system);
        const values = foeRollValues(block);
        for (const action of block.actions) {
          const roll = foeActionRoll(action, values);
          expect(roll.kind, `${actor.name}/${action.name}`).toBe("attack");
          if (roll.kind === "attack") {
            expect(values.skills[roll.skill] + roll.damagePotential).toBe(action.dice);
            expect(roll.mode).toBe(action.range > 2 ? "single" : "melee");
          }
        }
      }
    }
  });

  it("a foe type, resistance or weakness the book does not name is reported and left out", () => {
    const odd = readCampaignActor({ _id: "P6F0000000000009", name: "Ding", type: "phasesix-campaign-7.phasesix", system: { category: "foe", details: { type: "Pflanze", resistances: ["Säure", "Gift"], actions: [{ skill: "5", effect: "" }, { name: "", skill: 3, effect: "" }] } }, flags: {} });
    if (!odd) throw new Error("not read");
    const converted = convert(odd);
    expect(converted.unplaced).toEqual(["Pflanze", "Säure"]);
    const block = statblockOf(converted.data.system);
    expect(block.category).toBe("human");
    expect(block.resistances).toEqual(["poison"]);
    expect(block.actions.map((a) => [a.name, a.dice])).toEqual([
      ["Aktion", 5],
      ["Aktion (2)", 3],
    ]);
    expect(odd.source).toBe("foe:P6F0000000000009");
  });
});

describe("NPCs and essential NPCs", () => {
  it("an NPC keeps the site's health (as its max) and stress", () => {
    const hanne = convert(byName(GERMAN_V1, "Hanne Brack"));
    expect(hanne.type).toBe("npc");
    expect(hanne.data.system).toMatchObject({ health: { max: 6 }, stress: { value: 1, max: 8 }, description: "<p>Wirtin der Schmiedeschenke; weiß mehr, als sie sagt.</p>" });
    expect(hanne.data.prototypeToken).toMatchObject({ disposition: 0, actorLink: true });
  });

  it("an essential NPC keeps Mind, Will and Body, not mapped onto our attributes", () => {
    const mirela = convert(byName(GERMAN_V1, "Mirela Dunkelquell"));
    expect(mirela.type).toBe("npc");
    expect(mirela.data.system).toEqual({ description: "<p>Kräuterkundige aus dem Hochmoor.</p>\n<p>Schuldet dem Vogt einen Gefallen.</p>" });
    expect(mirela.data.flags).toMatchObject({ phasesix: { campaign: { category: "character", essential: { mind: 3, will: 2, body: 1 } } } });
  });
});

describe("hostile exports", () => {
  it("numbers are coerced and clamped, never NaN", () => {
    expect(exportInt("7", 0)).toBe(7);
    expect(exportInt(Number.NaN, 6)).toBe(6);
    expect(exportInt(1e9, 0)).toBe(99);
    expect(exportInt(-4, 0)).toBe(0);
    expect(exportInt({}, 2)).toBe(2);
  });

  it("any details convert without throwing, every number within the statblock's bounds", () => {
    const anything = fc.anything({ maxDepth: 3 });
    fc.assert(
      fc.property(fc.constantFrom("foe", "npc", "character"), fc.oneof(anything, fc.record({ health: anything, strength: anything, actions: fc.array(fc.record({ name: anything, skill: anything, effect: anything })) })), (category, details) => {
        const actor = readCampaignActor({ _id: "a", name: "X", type: "phasesix-campaign-1.phasesix", system: { category, details } });
        if (!actor) throw new Error("not read");
        const converted = convert(actor);
        const numbers: number[] = [];
        const walk = (value: unknown): void => {
          if (typeof value === "number") numbers.push(value);
          else if (Array.isArray(value)) value.forEach(walk);
          else if (typeof value === "object" && value !== null) Object.values(value).forEach(walk);
        };
        walk(converted.data.system);
        for (const n of numbers) expect(Number.isInteger(n) && n >= 0 && n <= 999, String(n)).toBe(true);
      }),
    );
  });

  it("markup is stripped for reading", () => {
    expect(plainText("<p><strong>Durchschlag 2</strong>, *Bluten 1*</p>")).toBe("Durchschlag 2, Bluten 1");
    expect(plainText("Feuer &amp; Rauch")).toBe("Feuer & Rauch");
  });
});

describe("the re-sync plan (three values per field)", () => {
  const base: SiteValues = { name: "Aschewolf", maxHealth: 8, strength: 3, description: "<p>alt</p>" };

  it("writes what the site changed and keeps what it left alone, edited in play or not", () => {
    const plan = planResync({ current: { name: "Aschewolf", maxHealth: 8, strength: 4, description: "<p>alt</p>" }, base, next: { ...base, maxHealth: 10 }, linked: false });
    expect(plan.update).toEqual({ "system.health.max": 10 });
    expect(plan.fields).toEqual([{ field: "maxHealth", from: 8, to: 10, kept: false }]);
  });

  it("the site wins over a GM's change of a statblock value, the GM over the site for notes", () => {
    const plan = planResync({ current: { ...base, strength: 5, description: "<p>meine Notizen</p>" }, base, next: { ...base, strength: 4, description: "<p>neu</p>" }, linked: false });
    expect(plan.update).toEqual({ "system.statblock.strength": 4 });
    expect(plan.fields).toEqual([
      { field: "strength", from: 5, to: 4, kept: false },
      { field: "description", from: "<p>meine Notizen</p>", to: "<p>neu</p>", kept: true },
    ]);
  });

  it("an unchanged export plans nothing", () => {
    const values = convert(byName(GERMAN_V1, "Glutwächter")).values;
    expect(planResync({ current: values, base: values, next: values, linked: false })).toEqual({ update: {}, fields: [], actions: [], skipped: 0 });
  });

  it("actions by name: changed and added written, removed dropped, the GM's own kept", () => {
    const a = (name: string, dice: number) => ({ name, dice, piercing: 0 });
    const merged = mergeActions([a("Biss", 6), a("Heulen", 4), a("Schwanzhieb", 3)], [a("Biss", 6), a("Heulen", 4)], [a("Biss", 7), a("Ansprung", 5)]);
    expect(merged.actions.map((x) => [x.name, x.dice])).toEqual([
      ["Biss", 7],
      ["Schwanzhieb", 3],
      ["Ansprung", 5],
    ]);
    expect(merged.changes).toEqual([
      { action: "Biss", change: "changed", diffs: [{ key: "dice", from: 6, to: 7 }], review: false },
      { action: "Ansprung", change: "added", diffs: [], review: false },
      { action: "Heulen", change: "removed", diffs: [], review: false },
    ]);
  });

  it("a foe linked to the book's statblock takes no statblock value, only name, portrait and text", () => {
    const plan = planResync({ current: base, base, next: { ...base, maxHealth: 10, strength: 4, name: "Leitwolf" }, linked: true });
    expect(plan.update).toEqual({ name: "Leitwolf" });
    expect(plan.skipped).toBe(2);
  });

  it("reads the current values at the fields' paths, and gives the site's statblock back as an update", () => {
    const source = { name: "Aschewolf", system: { health: { max: 9, wounds: 3 }, statblock: { strength: 4 } } };
    expect(currentValues(source, ["name", "maxHealth", "strength", "mind"])).toEqual({ name: "Aschewolf", maxHealth: 9, strength: 4 });
    const values = convert(byName(GERMAN_V1, "Aschewolf")).values;
    const update = siteStatblockUpdate(values);
    expect(update[CAMPAIGN_FIELDS.strength]).toBe(3);
    expect(update).not.toHaveProperty("name");
    expect(Object.keys(update)).toContain("system.statblock.actions");
  });
});
