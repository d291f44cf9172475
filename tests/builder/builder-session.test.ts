/**
 * The builder's Foundry layer on the stand-ins: a session over a PhaseSixActor with the German packs
 * as its catalog. Finishing creates the documents through PhaseSixItem's creation (its career check
 * and the actor's lineage-template hook run as for a drop), pays the equipment, finishes creation;
 * NPCs get their flat fields in one update; the GM's reputation award updates every character and
 * posts one card.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { CreatedMessage, StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { StandInPack } from "../foundry/compendium.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { contentPacks } from "../../src/applications/builder/catalog.ts";
import type { LoadedCatalog } from "../../src/applications/builder/catalog.ts";
import { keyOf as keyOfDoc, packCatalog, packDocuments } from "./pack-catalog.ts";
import { BuilderSession } from "../../src/applications/builder/session.ts";
import type { BuilderEnvironment } from "../../src/applications/builder/session.ts";
import { buyEquipment, checkAvailability, goToStep, pickLineage, pickTemplate, setMoney } from "../../src/rules/character/index.ts";
import { awardReputationTo, readAwardForm, reputationCandidates } from "../../src/applications/gm-tools/reputation.ts";
import { addGmToolButtons } from "../../src/applications/gm-tools/tool-buttons.ts";

type Data = Record<string, unknown>;

const DOCS = packDocuments("de");
const LOADED: LoadedCatalog = packCatalog(DOCS);
const keyOf = (type: string, name: string) => keyOfDoc(DOCS, type, name);

const gm = new StandInUser("gm", "Spielleitung", true);
const player = new StandInUser("p1", "Spielerin");
let notices: Notice[];
let messages: CreatedMessage[];
let actors: PhaseSixActor[];

/** Foundry's drop, as ActorSheetV2#_onDropItem does it: `Item.implementation.create(source, { parent, keepId })`. */
function drop(source: object, parent: unknown): Promise<unknown> {
  return (PhaseSixItem as unknown as { create(d: object, o: { parent: unknown }): Promise<unknown> }).create(structuredClone(source), { parent });
}

function environment(): BuilderEnvironment {
  const g = globalThis as unknown as { game: { i18n: { format(k: string, d?: Record<string, string>): string } } };
  return {
    resolve: async (key) => {
      const doc = DOCS.get(key);
      return doc ? { id: String(doc._id), toObject: () => structuredClone(doc) } : null;
    },
    createItem: (source, parent) => drop(source, parent),
    localize: (key, data) => g.game.i18n.format(key, Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]))),
    warn: (message) => void notices.push({ level: "warn", message }),
    info: (message) => void notices.push({ level: "info", message }),
  };
}

/** A PhaseSixActor whose items are a Collection of PhaseSixItem documents, as in Foundry. */
function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  (actor as unknown as { items: unknown }).items = new StandInCollection<PhaseSixItem>();
  (actor as unknown as StandInActorDocument).prepareData();
  actors.push(actor);
  return actor;
}

function character(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

const itemsOf = (actor: PhaseSixActor) => [...actor.items].map((item) => `${item.type}:${item.name}`).sort();

/** The Item packs as Foundry's game.packs gives them, for the lineage-template lookup of a drop. */
function packsStandIn() {
  return [StandInPack.fromPackSources("lineages-de")];
}

beforeEach(() => {
  actors = [];
  notices = installGame({ users: [gm, player], user: player, lang: "de" });
  messages = installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  const g = globalThis as unknown as { game: Data };
  g.game.items = [];
  g.game.packs = packsStandIn();
});

describe("the builder's catalog", () => {
  it("reads the packs of the content language, English when a language has none", () => {
    const packs = ["templates-de", "templates-en", "weapons-de", "weapons-en"].map((name) => ({ documentName: "Item", metadata: { name, packageName: "phasesix" } }));
    expect(contentPacks(packs, "de").map((p) => p.metadata.name)).toEqual(["templates-de", "weapons-de"]);
    expect(contentPacks(packs, "fr").map((p) => p.metadata.name)).toEqual(["templates-en", "weapons-en"]);
  });

  it("holds every lineage, template and piece of equipment of the German packs", () => {
    const { catalog } = LOADED;
    expect(catalog.lineages.length).toBeGreaterThan(20);
    expect(catalog.templates.filter((t) => t.category !== "lineage").length).toBe(300);
    expect(catalog.equipment.length).toBe([...DOCS.values()].filter((d) => ["weapon", "armor", "gear"].includes(String(d.type))).length);
    expect(catalog.equipment.length).toBeGreaterThan(500);
    expect(catalog.lineages.find((l) => l.lineage.name === "Mensch")?.lineage.aspects.careerPoints).toBe(20);
  });
});

describe("building a character from the German packs", () => {
  it("adds exactly what dragging the same documents onto the sheet adds, pays the equipment and finishes creation", async () => {
    const built = makeActor({ name: "Ada", type: "character", owners: ["p1"], system: { currency: 0 } });
    const session = new BuilderSession(built, LOADED, environment());
    expect(session.mode).toBe("creation");
    const human = keyOf("lineage", "Mensch");
    const occupation = keyOf("template", "Abdecker");
    const knife = LOADED.catalog.equipment.find((e) => e.kind === "weapon" && e.price > 0 && e.price <= 100);
    if (!knife) throw new Error("no cheap weapon in the packs");
    expect(await session.apply((s) => pickLineage(s, human), human)).toBe(true);
    expect(await session.apply((s) => goToStep(s, "templates"))).toBe(true);
    expect(await session.apply((s) => pickTemplate(s, occupation), occupation)).toBe(true);
    expect(await session.apply((s) => setMoney(s, 500))).toBe(true);
    expect(await session.apply((s) => buyEquipment(s, knife.key), knife.key)).toBe(true);
    expect(session.context(false).points).toMatchObject({ left: 15, total: 20 });

    const { refused } = await session.finish({ finishCreation: true });
    expect(refused).toBe(0);
    expect(itemsOf(built)).toEqual(["lineage:Mensch", "template:Abdecker", "template:Mensch", `weapon:${knife.name}`].sort());
    expect(character(built).currency).toBe(500 - knife.price);
    expect(character(built).career).toMatchObject({ finished: true, convertedPoints: 15 });
    expect((built as unknown as { flags: Data }).flags).toEqual({ phasesix: {} });

    // finishing again adds nothing and pays nothing
    expect(await session.finish({ finishCreation: true })).toEqual({ plan: { create: [], money: null, npc: null }, refused: 0 });
    expect(itemsOf(built)).toHaveLength(4);
    expect(character(built).currency).toBe(500 - knife.price);

    // the same documents dragged onto another character, one after the other
    const dragged = makeActor({ name: "Bea", type: "character", owners: ["p1"] });
    await drop(DOCS.get(human) as object, dragged);
    await vi.waitFor(() => expect(itemsOf(dragged)).toContain("template:Mensch"));
    await drop(DOCS.get(occupation) as object, dragged);
    await drop(DOCS.get(knife.key) as object, dragged);
    expect(itemsOf(dragged)).toEqual(itemsOf(built));
    const values = (a: PhaseSixActor) => {
      const d = character(a).derived;
      return { attributes: d.attributes, skills: d.skills, pools: d.pools, knowledge: d.knowledge.map((k) => [k.name, k.value.value]) };
    };
    expect(values(built)).toEqual(values(dragged));
  });

  it("after finishing, and while finishing, shows the actor as it is: each template once, its points, no money counter", async () => {
    const actor = makeActor({ name: "Ada", type: "character", owners: ["p1"], system: { currency: 0 } });
    // every created item redraws the actor's apps in Foundry: record what such a render shows
    const shown: Array<ReturnType<BuilderSession["context"]>> = [];
    const base = environment();
    const env: BuilderEnvironment = {
      ...base,
      createItem: async (source, parent, keepId) => {
        const created = await base.createItem(source, parent, keepId);
        shown.push(session.context(false));
        return created;
      },
    };
    const session = new BuilderSession(actor, LOADED, env);
    const human = keyOf("lineage", "Mensch");
    const occupation = keyOf("template", "Abdecker");
    await session.apply((s) => pickLineage(s, human), human);
    await session.apply((s) => pickTemplate(s, occupation), occupation);
    await session.apply((s) => goToStep(s, "finish"));
    await session.finish({ finishCreation: false });
    shown.push(session.context(false));
    expect(shown.length).toBeGreaterThan(1);
    for (const context of shown) {
      const names = context.summary?.templates.map((t) => t.name) ?? [];
      expect(new Set(names).size).toBe(names.length);
      expect(context.points?.negative).toBe(false);
      expect(context.money).toBeNull();
    }
    const after = shown.at(-1);
    expect(after?.summary?.templates.map((t) => t.name).sort()).toEqual(["Abdecker", "Mensch"]);
    expect(after?.points).toMatchObject({ left: 15, total: 20 });
  });

  it("summarizes the character exactly as the sheet shows it once finished: bought armour's protection and encumbrance count", async () => {
    const actor = makeActor({ name: "Ada", type: "character", owners: ["p1"], system: { currency: 0 } });
    const session = new BuilderSession(actor, LOADED, environment());
    const human = keyOf("lineage", "Mensch");
    const occupation = keyOf("template", "Abdecker");
    await session.apply((s) => pickLineage(s, human), human);
    await session.apply((s) => pickTemplate(s, occupation), occupation);
    await session.apply((s) => setMoney(s, 100_000));
    const fits = (e: (typeof LOADED.catalog.equipment)[number]) => checkAvailability(e, session.state().base.context).ok;
    const armour = LOADED.catalog.equipment.find((e) => e.kind === "armor" && fits(e) && (e.inputs?.armor?.[0]?.encumbrance ?? 0) > 0 && Object.values(e.inputs?.armor?.[0]?.protection ?? {}).some((n) => n > 0));
    const weapon = LOADED.catalog.equipment.find((e) => e.kind === "weapon" && fits(e) && e.price > 0);
    if (!armour || !weapon) throw new Error("no armour with protection and encumbrance, or no weapon, in this world");
    expect(await session.apply((s) => buyEquipment(s, armour.key), armour.key)).toBe(true);
    expect(await session.apply((s) => buyEquipment(s, weapon.key), weapon.key)).toBe(true);
    expect(await session.apply((s) => goToStep(s, "summary"))).toBe(true);
    const before = session.context(false).summary;
    const value = (label: string) => before?.values.find((v) => v.label === label)?.value;
    const withoutEquipment = new BuilderSession(makeActor({ name: "Bea", type: "character", owners: ["p1"] }), LOADED, environment());
    await withoutEquipment.apply((s) => pickLineage(s, human), human);
    await withoutEquipment.apply((s) => pickTemplate(s, occupation), occupation);
    await withoutEquipment.apply((s) => goToStep(s, "summary"));
    const bare = (label: string) => withoutEquipment.context(false).summary?.values.find((v) => v.label === label)?.value;
    expect(value("PHASESIX.Actor.Protection")).toBeGreaterThan(Number(bare("PHASESIX.Actor.Protection")));
    expect(value("PHASESIX.Actor.Evasion")).toBeLessThan(Number(bare("PHASESIX.Actor.Evasion")));

    await session.finish({ finishCreation: false });
    // the finished actor's own values, summarized the same way (a new draft adds nothing)
    const after = new BuilderSession(actor, LOADED, environment());
    await after.apply((s) => goToStep(s, "summary"));
    const sheet = after.context(false).summary;
    expect(sheet?.values).toEqual(before?.values);
    expect(sheet?.attributes).toEqual(before?.attributes);
    expect(sheet?.skills).toEqual(before?.skills);
    expect(value("PHASESIX.Actor.Protection")).toBe(character(actor).derived.protectionTotal);
    expect(value("PHASESIX.Actor.Evasion")).toBe(character(actor).derived.evasion.value);
  });

  it("gives a new character the world's starting capital (2,000 unless the GM set another, in 2025 too) and says where it comes from", async () => {
    const human = keyOf("lineage", "Mensch");
    const equipmentStep = async (settings: Record<string, unknown>) => {
      installGame({ users: [gm, player], user: player, lang: "de", settings });
      const g = globalThis as unknown as { game: Data };
      g.game.items = [];
      g.game.packs = packsStandIn();
      const session = new BuilderSession(makeActor({ name: "Ada", type: "character", owners: ["p1"] }), LOADED, environment());
      await session.apply((s) => pickLineage(s, human), human);
      await session.apply((s) => goToStep(s, "equipment"));
      return session.context(false, { currency: "Euro", locale: "de" });
    };
    const book2025 = await equipmentStep({ "phasesix.edition": "2025" });
    expect(book2025.money).toMatchObject({ capital: 2000, left: 2000, hint: "PHASESIX.Builder.CapitalHint.2025", worldCapital: "2.000 Euro", none: false });
    expect(book2025.equipment.filter((card) => card.reason.startsWith("Nicht genug Geld")).length).toBeLessThan(book2025.equipment.length);
    const set = await equipmentStep({ "phasesix.edition": "2026", "phasesix.startingCapital": 750 });
    expect(set.money).toMatchObject({ capital: 750, hint: "PHASESIX.Builder.CapitalHint.2026", worldCapital: "750 Euro" });
    const none = await equipmentStep({ "phasesix.edition": "2025", "phasesix.startingCapital": 0 });
    expect(none.money).toMatchObject({ capital: 0, none: true });
  });

  it("resumes a draft stored on the actor, and a refused pick warns with the card's reason and stores nothing", async () => {
    const actor = makeActor({ name: "Ada", type: "character", owners: ["p1"] });
    const first = new BuilderSession(actor, LOADED, environment());
    const human = keyOf("lineage", "Mensch");
    await first.apply((s) => pickLineage(s, human), human);
    const expensive = LOADED.catalog.templates.filter((t) => t.category === "occupation").sort((a, b) => b.cost - a.cost);
    let left = 20;
    for (const template of expensive) {
      if (template.cost > left || template.eras.length > 0 || template.worlds.length > 0) continue;
      await first.apply((s) => pickTemplate(s, template.id), template.id);
      left -= template.cost;
    }
    const again = new BuilderSession(actor, LOADED, environment());
    expect(again.draft).toEqual(first.draft);
    const tooDear = LOADED.catalog.templates.find((t) => t.category === "talent" && t.cost > left);
    if (!tooDear) throw new Error("no talent too dear");
    notices.length = 0;
    const stored = structuredClone(again.draft);
    expect(await again.apply((s) => pickTemplate(s, tooDear.id), tooDear.id)).toBe(false);
    expect(again.draft).toEqual(stored);
    expect(notices).toEqual([{ level: "warn", message: `Nicht genug Werdegangspunkte für ${tooDear.name}: kostet ${tooDear.cost}, ${left} übrig.` }]);
  });

  it("in advancement buys templates with reputation once creation is finished", async () => {
    const actor = makeActor({ name: "Ada", type: "character", owners: ["p1"], system: { reputation: { awarded: 12 }, career: { finished: true, creationTemplateIds: [], convertedPoints: 0 } } });
    const session = new BuilderSession(actor, LOADED, environment());
    expect(session.mode).toBe("advancement");
    const talent = LOADED.catalog.templates.find((t) => t.category === "talent" && t.cost > 0 && t.cost <= 12 && t.requires.length === 0 && t.eras.length === 0 && t.extensions.length === 0 && t.worlds.length === 0);
    const occupation = LOADED.catalog.templates.find((t) => t.category === "occupation" && t.eras.length === 0 && t.extensions.length === 0 && t.worlds.length === 0);
    if (!talent || !occupation) throw new Error("fixtures missing");
    expect(await session.apply((s) => pickTemplate(s, occupation.id), occupation.id)).toBe(false);
    expect(notices.at(-1)?.message).toBe("Schablonen aus dem Bereich Beruf können nur bei der Charaktererschaffung gewählt werden.");
    expect(await session.apply((s) => pickTemplate(s, talent.id), talent.id)).toBe(true);
    await session.finish({ finishCreation: false });
    expect(itemsOf(actor)).toEqual([`template:${talent.name}`]);
    expect(character(actor).derived.reputation.left).toBe(12 - talent.cost);
  });
});

describe("NPC quick build", () => {
  it("writes the lineage's and templates' values into the NPC's fields in one update", async () => {
    const npc = makeActor({ name: "Wache", type: "npc", owners: ["p1"] });
    const session = new BuilderSession(npc, LOADED, environment());
    expect(session.mode).toBe("npc");
    const human = keyOf("lineage", "Mensch");
    const occupation = keyOf("template", "Abdecker");
    await session.apply((s) => pickLineage(s, human), human);
    await session.apply((s) => pickTemplate(s, occupation), occupation);
    const updates = (npc as unknown as StandInActorDocument).updates;
    await session.finish({ finishCreation: false });
    expect((npc as unknown as StandInActorDocument).updates).toBe(updates + 1);
    if (!(npc.system instanceof NpcData)) throw new Error("not an NPC");
    // Abdecker: Resistance +1, Attractiveness −1, Intimidation +1, Nature +1; Mensch: bonus dice +2, rerolls +2
    expect(npc.system.attributes).toMatchObject({ resistance: 2, attractiveness: 0, strength: 1 });
    expect(npc.system.skills).toMatchObject({ intimidation: 2, nature: 2 });
    expect(npc.system.poolMax).toEqual({ bonusDice: 2, rerolls: 2, destinyDice: 0 });
    expect({ actions: npc.system.actions, minRoll: npc.system.minRoll, health: npc.system.health.max, stress: npc.system.stress.max }).toEqual({ actions: 2, minRoll: 5, health: 10, stress: 8 });
    expect(itemsOf(npc)).toEqual([]);
  });
});

describe("the GM's reputation award", () => {
  it("offers the party's characters (or only the selected ones ticked) and reads the dialog", () => {
    const a = makeActor({ name: "Ada", type: "character", owners: ["p1"] });
    const b = makeActor({ name: "Bea", type: "character", owners: ["p1"] });
    const foe = makeActor({ name: "Wache", type: "npc" });
    const like = (x: PhaseSixActor, owned: boolean) => ({ id: x.id, uuid: x.uuid, name: x.name, type: x.type, system: x.system, hasPlayerOwner: owned });
    const party = reputationCandidates([like(a, true), like(b, true), like(foe, false)], []);
    expect(party.map((c) => [c.name, c.checked])).toEqual([["Ada", true], ["Bea", true]]);
    const one = reputationCandidates([like(a, true), like(b, true)], [like(b, true)]);
    expect(one.map((c) => [c.name, c.checked])).toEqual([["Ada", false], ["Bea", true]]);
    expect(readAwardForm({ amount: 3, [`recipient.${b.id}`]: true }, party)).toMatchObject({ amount: 3, recipients: [{ name: "Bea" }] });
    expect(readAwardForm({ amount: 0, [`recipient.${b.id}`]: true }, party)).toEqual({ error: "PHASESIX.Reputation.BadAmount" });
    expect(readAwardForm({ amount: 2 }, party)).toEqual({ error: "PHASESIX.Reputation.NoneChosen" });
  });

  it("adds the reputation to every chosen character and posts one card listing who got what", async () => {
    const g = globalThis as unknown as { game: { user: StandInUser } };
    g.game.user = gm;
    const a = makeActor({ name: "Ada", type: "character", owners: ["p1"], system: { reputation: { awarded: 4 } } });
    const b = makeActor({ name: "Bea", type: "character", owners: ["p1"] });
    await awardReputationTo([a, b], 5);
    expect(character(a).reputation.awarded).toBe(9);
    expect(character(b).reputation.awarded).toBe(5);
    expect(character(a).derived.reputation.left).toBe(9);
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain("Ada: +5 (jetzt 9)");
    expect(messages[0].content).toContain("Bea: +5 (jetzt 5)");
  });

  it("is a GM tool button in the token controls", () => {
    const controls = { tokens: { tools: {} } };
    const calls: string[] = [];
    const actions = { groupRoll: () => undefined, concealment: () => undefined, reputation: () => void calls.push("reputation") };
    addGmToolButtons(controls, false, actions);
    expect(Object.keys(controls.tokens.tools)).toEqual([]);
    addGmToolButtons(controls, true, actions);
    const tools = controls.tokens.tools as Record<string, { onChange: () => void }>;
    tools.phasesixReputation.onChange();
    expect(calls).toEqual(["reputation"]);
  });
});
