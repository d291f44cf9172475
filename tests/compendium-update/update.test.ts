/**
 * Update from compendium (issue 35): a world item or actor that came from a pack takes over what the
 * pack defines now and keeps what play changed — on the repository's own packs (a corrected price,
 * rules text and damage potential after a release), through real PhaseSixItem/PhaseSixActor
 * documents on the stand-ins of tests/foundry.
 */
import fs from "node:fs";
import path from "node:path";
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { actorChanges, fieldLabel, itemChanges, matchingItem, shortValue, updateData } from "../../src/applications/compendium-update/update-plan.ts";
import type { SourcedDocument, SourceReader } from "../../src/applications/compendium-update/compendium-update.ts";
import { applyPlans, changeKey, changesSomething, compendiumSourceOf, planDocument, updatable, updateDialogContext } from "../../src/applications/compendium-update/compendium-update.ts";

type Data = Record<string, unknown>;
const ROOT = path.join(import.meta.dirname, "..", "..");
const gm = new StandInUser("gm", "GM", true);
let actors: PhaseSixActor[];

/** A document of the repository's packs by pack and name. */
function packDoc(pack: string, name: string): Data {
  const dir = path.join(ROOT, "packs", pack);
  for (const file of fs.readdirSync(dir)) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Data;
    if (doc.name === name) return doc;
  }
  throw new Error(`${name} not in ${pack}`);
}

const uuidOf = (pack: string, doc: Data) => `Compendium.phasesix.${pack}.${doc.type === "npc" || doc.type === "foe" ? "Actor" : "Item"}.${String(doc._id)}`;

/** A reader over pack documents as the packs hold them now (after a release). */
function reader(docs: Record<string, Data>): SourceReader & { reads: string[] } {
  const reads: string[] = [];
  const read = async (uuid: string) => {
    reads.push(uuid);
    return docs[uuid] ? structuredClone(docs[uuid]) : null;
  };
  return Object.assign(read, { reads });
}

function worldItem(source: Data, owned = true): PhaseSixItem & SourcedDocument {
  const item = new (PhaseSixItem as unknown as new (d: Data) => PhaseSixItem)(source) as PhaseSixItem & SourcedDocument;
  Object.assign(item, { uuid: `Item.${String(source._id)}`, documentName: "Item", pack: null, _stats: source._stats });
  Object.defineProperty(item, "isOwner", { value: owned });
  return item;
}

beforeEach(() => {
  actors = [];
  installGame({ users: [gm], user: gm });
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

describe("what an item takes from its pack", () => {
  const spatha = packDoc("weapons-de", "Spatha");
  /** The pack after a release: a corrected price, damage potential and rules text. */
  const corrected = { ...structuredClone(spatha), system: { ...(spatha.system as Data), price: 300, damagePotential: 3, rules: "<p>Neu: Reiterschwert.</p>" } };

  it("lists every field the pack defines differently and leaves the play state alone", () => {
    // In play: ammunition irrelevant, but carried off, bound, a modification fitted.
    const played = { ...structuredClone(spatha), system: { ...(spatha.system as Data), carried: false, bound: true, modifications: [{ name: "Scharfer Schliff" }] } };
    const changes = itemChanges(played, corrected);
    expect(changes.map((c) => c.path).sort()).toEqual(["system.damagePotential", "system.price", "system.rules"]);
    expect(changes.find((c) => c.path === "system.price")).toEqual({ path: "system.price", from: 250, to: 300 });
  });

  it("keeps each type's play state: worn and condition, quantity and charges, applied spell templates, a knowledge's value", () => {
    const armor = packDoc("armor-en", packDocName("armor-en"));
    expect(itemChanges({ ...armor, system: { ...(armor.system as Data), worn: false, condition: 40 } }, armor)).toEqual([]);
    const gear = packDoc("gear-en", packDocName("gear-en"));
    expect(itemChanges({ ...gear, system: { ...(gear.system as Data), quantity: 7, charges: { value: 0, max: (gear.system as { charges: { max: number } }).charges.max } } }, gear)).toEqual([]);
    const knowledge = packDoc("knowledge-en", packDocName("knowledge-en"));
    expect(itemChanges({ ...knowledge, system: { ...(knowledge.system as Data), value: 4 } }, knowledge)).toEqual([]);
    const spell = packDoc("spells-en", packDocName("spells-en"));
    expect(itemChanges({ ...spell, system: { ...(spell.system as Data), templates: [{ name: "Reichweite" }] } }, spell)).toEqual([]);
    // … but a changed charge maximum (what the pack defines) is listed
    const max = (gear.system as { charges: { max: number } }).charges.max;
    expect(itemChanges({ ...gear, system: { ...(gear.system as Data), charges: { value: 0, max: max + 3 } } }, gear).map((c) => c.path)).toEqual(["system.charges.max"]);
  });

  it("takes nothing from a pack document of another type", () => {
    expect(itemChanges({ type: "weapon", name: "x", system: {} }, { type: "armor", name: "y", system: { price: 3 } })).toEqual([]);
  });

  it("updates the world item with the chosen changes only, from the header's plan", async () => {
    const played = worldItem({ ...structuredClone(spatha), _id: "spathaWorld00001", system: { ...(spatha.system as Data), carried: false }, _stats: { compendiumSource: uuidOf("weapons-de", spatha) } });
    const read = reader({ [uuidOf("weapons-de", spatha)]: corrected });
    expect(updatable(played)).toBe(true);
    const plan = await planDocument(played, read);
    expect(changesSomething(plan)).toBe(true);
    const chosen = new Set([changeKey(0, -1, "system.price"), changeKey(0, -1, "system.damagePotential")]);
    expect(await applyPlans([plan], chosen)).toBe(1);
    const system = played.system as unknown as { price: number; damagePotential: number; rules: string; carried: boolean };
    expect(system.price).toBe(300);
    expect(system.damagePotential).toBe(3);
    expect(system.rules).toBe(String((spatha.system as Data).rules));
    expect(system.carried).toBe(false);
  });

  it("is offered only for world documents that came from a pack, to their owners", () => {
    expect(updatable(worldItem({ ...spatha, _id: "a000000000000001", _stats: { compendiumSource: uuidOf("weapons-de", spatha) } }, false))).toBe(false);
    expect(updatable(worldItem({ ...spatha, _id: "a000000000000002", _stats: {} }))).toBe(false);
    expect(compendiumSourceOf({ _stats: { compendiumSource: "Item.abc" } })).toBeNull();
  });
});

describe("what an actor takes from its pack", () => {
  it("a foe: the statblock the pack defines, its wounds and conditions kept", () => {
    const foe = packDoc("foes-en", packDocName("foes-en"));
    const corrected = structuredClone(foe);
    (corrected.system as { statblock: { movement: number } }).statblock.movement += 2;
    const played = structuredClone(foe);
    Object.assign(played.system as Data, { health: { ...((foe.system as Data).health as Data), wounds: 3 }, conditions: { ...((foe.system as Data).conditions as Data), bleeding: 2 } });
    expect(actorChanges(played, corrected).map((c) => c.path)).toEqual(["system.statblock.movement"]);
  });

  it("a character of the builder: its items from the packs take the corrections, what it owns in play stays", async () => {
    const rifle = packDoc("weapons-en", "AK 47");
    const corrected = { ...structuredClone(rifle), system: { ...(rifle.system as Data), piercing: 2 } };
    const rifleUuid = uuidOf("weapons-en", rifle);
    const source = {
      name: "Mara",
      type: "character",
      system: {},
      owners: ["gm"],
      items: [{ ...structuredClone(rifle), _id: "rifleOfMara00001", system: { ...(rifle.system as Data), ammunition: 3, carried: false }, _stats: { compendiumSource: rifleUuid } }],
    };
    const mara = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
    actors.push(mara);
    const doc = Object.assign(mara, { documentName: "Actor", pack: null, _stats: {} }) as unknown as SourcedDocument & PhaseSixActor;
    const items = [...(mara.items as unknown as Data[])].map((item) => {
      // the actor stand-in keeps no image on its plain items; Foundry's embedded items have theirs
      const data = { ...structuredClone(item), img: rifle.img };
      return Object.assign(item, { documentName: "Item", uuid: `Actor.mara.Item.${String(item._id)}`, pack: null, isOwner: true, toObject: () => structuredClone(data), update: async () => undefined });
    });
    Object.defineProperty(doc, "items", { value: items, configurable: true });
    expect(updatable(doc)).toBe(true);
    const plan = await planDocument(doc, reader({ [rifleUuid]: corrected }));
    expect(plan.changes).toEqual([]);
    expect(plan.embedded.map((e) => e.changes.map((c) => c.path))).toEqual([["system.piercing"]]);
    let written: Data[] = [];
    Object.assign(doc, { updateEmbeddedDocuments: async (_name: string, updates: Data[]) => void (written = updates) });
    await applyPlans([plan], null);
    expect(written).toEqual([{ _id: "rifleOfMara00001", system: { piercing: 2 } }]);
  });

  it("matches an NPC's items to the pack NPC's by stable key, else by type and name", () => {
    const sourceItems = [
      { type: "weapon", name: "Sword", flags: { phasesix: { key: "weapon:sword" } } },
      { type: "armor", name: "Mail", flags: {} },
    ];
    expect(matchingItem({ type: "weapon", name: "Renamed sword", flags: { phasesix: { key: "weapon:sword" } } }, sourceItems)?.name).toBe("Sword");
    expect(matchingItem({ type: "armor", name: "Mail" }, sourceItems)?.name).toBe("Mail");
    expect(matchingItem({ type: "gear", name: "Rope" }, sourceItems)).toBeNull();
  });
});

describe("the list of changes", () => {
  it("names each field and shows old → new in short", () => {
    const t = (key: string) => game.i18n.localize(key);
    expect(fieldLabel("system.price", "Item", t)).toBe("Price");
    expect(fieldLabel("name", "Item", t)).toBe("Name");
    expect(fieldLabel("system.unknownField", "Item", t)).toBe("unknownField");
    const en = (key: string) => ({ "PHASESIX.Item.FIELDS.protection.label": "Protection", "PHASESIX.Attribute.strength": "Strength" })[key] ?? key;
    expect(fieldLabel("system.protection.fire", "Item", en)).toBe("Protection · fire");
    expect(fieldLabel("system.attributes.strength", "Actor", en)).toBe("Strength");
    expect(shortValue("<p>Heals <b>Power</b> wounds.</p>")).toBe("Heals Power wounds.");
    expect(shortValue(["antiquity", "modern"])).toBe("antiquity, modern");
    expect(shortValue("")).toBe("—");
    expect(shortValue("x".repeat(100)).length).toBe(60);
    expect(updateData([{ path: "system.charges.max", from: 1, to: 4 }, { path: "name", from: "a", to: "b" }])).toEqual({ system: { charges: { max: 4 } }, name: "b" });
  });

  it("gives each change a box named for it", async () => {
    const spatha = packDoc("weapons-de", "Spatha");
    const played = worldItem({ ...structuredClone(spatha), _id: "spathaWorld00002", _stats: { compendiumSource: uuidOf("weapons-de", spatha) } });
    const plan = await planDocument(played, reader({ [uuidOf("weapons-de", spatha)]: { ...spatha, system: { ...(spatha.system as Data), price: 1 } } }));
    const context = updateDialogContext([plan], (key) => game.i18n.localize(key));
    expect(context.documents[0].changes).toEqual([{ key: "0|-1|system.price", label: "Price", from: "250", to: "1" }]);
  });
});

/** The name of the first document of a pack that has system data. */
function packDocName(pack: string): string {
  const dir = path.join(ROOT, "packs", pack);
  for (const file of fs.readdirSync(dir).sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Data;
    if (doc.system && typeof doc.name === "string" && (pack !== "gear-en" || (doc.system as { charges?: { max?: number } }).charges?.max !== undefined)) return doc.name;
  }
  throw new Error(`no document in ${pack}`);
}
