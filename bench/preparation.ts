/**
 * Bench section: what every client pays for our actors and sheets, beside the anchors of the
 * performance issue (printed, never asserted).
 *
 * - deriveCharacter for the three-template character of the core's fixture (Human, Spy, Ranger) and
 *   for a character of the English packs with 20 templates and 5 Active Effects;
 * - "prepare 200 actors": the work Foundry 13's `Actor#prepareData` runs for our characters
 *   (the data model's prepareBaseData and prepareDerivedData: embedded items read into the core's
 *   input, effects, derivation), through the stand-ins of tests/foundry — 200 characters built from
 *   the packs, each prepared once per round;
 * - the character sheet's context builder and the builder's template card list over every template
 *   of the English packs (300+).
 *
 * The two deriveCharacter lines run before the other 199 actors are prepared, on the heap a client
 * has before it loads a world: V8 pretenures an allocation site whose objects mostly survived
 * (200 actors keeping their derived values do that to every site of the derivation), so a loop of
 * derivations whose results die at once then fills the old generation and keeps the young results
 * they point to alive through every scavenge. The last line times the 3-template derivation again
 * after the 200 actors' preparation, against the same anchor (V8's pretenuring decisions and the
 * polymorphic inputs of the prepare loop then weigh in; the prepare line measures the retained case
 * itself).
 */
import "../tests/foundry/data-fields.ts";
import { installActors } from "../tests/foundry/actor-document.ts";
import type { StandInActorDocument } from "../tests/foundry/actor-document.ts";
import type { EffectData } from "../tests/foundry/active-effect.ts";
import { StandInUser, installGame } from "../tests/foundry/game.ts";
import { packCatalog, packDocuments } from "../tests/builder/pack-catalog.ts";
import { actorDataModels } from "../src/data/index.ts";
import { CharacterData } from "../src/data/actor/character.ts";
import { PhaseSixActor } from "../src/documents/actor.ts";
import { builderContext, DEFAULT_UI } from "../src/applications/builder/builder-context.ts";
import { buildCharacterContext } from "../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../src/applications/sheets/context/sample.fixture.ts";
import { deriveCharacter, emptyCharacterInput, newDraft } from "../src/rules/character/index.ts";
import type { CharacterInput } from "../src/rules/character/index.ts";
import { HUMAN_SPY_RANGER } from "../src/rules/character/appendix.fixture.ts";

type Data = Record<string, unknown>;

/** Best-of-rounds time of one call in µs (a busy machine slows some rounds; the fastest is the least disturbed). */
function timeCall(job: () => unknown, perRound: number, rounds = 15): number {
  for (let i = 0; i < perRound; i++) job();
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < perRound; i++) job();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e3 / perRound);
  }
  return best;
}

function line(label: string, value: string, anchor: string): void {
  console.info(`  ${label.padEnd(58)} ${value.padStart(12)}   ${anchor}`);
}

const docs = packDocuments("en");
const byType = (type: string) => [...docs.values()].filter((doc) => doc.type === type);
const human = byType("lineage").find((doc) => doc.name === "Human");
if (!human) throw new Error("bench: the English lineage pack has no Human");
const humanTemplate = byType("template").find((doc) => doc.name === "Human" && (doc.system as Data).category === "lineage");
/** 20 templates with modifiers: Human's lineage template and 19 others, in pack order. */
const twenty = [humanTemplate, ...byType("template").filter((doc) => (doc.system as Data).category !== "lineage" && ((doc.system as { modifiers?: unknown[] }).modifiers ?? []).length > 0).slice(0, 19)].filter(
  (doc): doc is Data => doc !== undefined,
);
const weapons = byType("weapon").slice(0, 3);
const armor = byType("armor").slice(0, 2);
const effects: EffectData[] = [
  { name: "Adrenaline", changes: [{ key: "phasesix.attribute.strength", mode: 2, value: "1" }] },
  { name: "Blessing", changes: [{ key: "phasesix.aspect.minRoll", mode: 2, value: "-1" }] },
  { name: "Focus", changes: [{ key: "phasesix.skill.perception", mode: 2, value: "2" }] },
  { name: "Exhaustion", changes: [{ key: "phasesix.attribute.endurance", mode: 2, value: "-1" }, { key: "phasesix.aspect.actions", mode: 2, value: "-1" }] },
  { name: "Lore", changes: [{ key: "phasesix.knowledge.History", mode: 2, value: "1" }] },
];

const items = [human, ...twenty, ...weapons, ...armor].map((doc, i) => ({ _id: `benchItem${String(i).padStart(7, "0")}`, name: String(doc.name), type: String(doc.type), system: doc.system }));

const gm = new StandInUser("gm", "Gamemaster", true);
installGame({ users: [gm], user: gm });
const actors: StandInActorDocument[] = [];
installActors(actorDataModels, () => actors);
const Actor = PhaseSixActor as unknown as new (data: ConstructorParameters<typeof StandInActorDocument>[0]) => StandInActorDocument;
const benchActor = (i: number) => new Actor({ name: `Bench ${i}`, type: "character", items: items as never, effects, owners: ["gm"] });
actors.push(benchActor(0));

const first = actors[0].system;
if (!(first instanceof CharacterData)) throw new Error("bench: not a character");
const twentyInput: CharacterInput = first.characterInput();
if (twentyInput.templates.length !== 20 || (twentyInput.effects ?? []).length !== 5) {
  throw new Error(`bench: expected 20 templates and 5 effects, got ${twentyInput.templates.length} and ${(twentyInput.effects ?? []).length}`);
}

console.info("\nPreparation (best round; anchors from the performance issue)");
line("deriveCharacter, 3 templates (Human, Spy, Ranger)", `${timeCall(() => deriveCharacter(HUMAN_SPY_RANGER), 2000).toFixed(1)} µs`, "anchor ≤ 20 µs");
line("deriveCharacter, 20 templates + 5 effects (packs)", `${timeCall(() => deriveCharacter(twentyInput), 1000).toFixed(1)} µs`, "anchor ≤ 60 µs");
for (let i = 1; i < 200; i++) actors.push(benchActor(i));
const perActor = timeCall(() => {
  for (const actor of actors) actor.prepareData();
}, 2, 10) / actors.length;
line("prepare 200 actors (prepareData, stand-ins), per actor", `${(perActor / 1000).toFixed(3)} ms`, "anchor ≤ 0.5 ms");

const localize = (key: string) => key;
line("character sheet context (sample character)", `${timeCall(() => buildCharacterContext(sampleCharacterInput(), localize), 500).toFixed(1)} µs`, "");
const { catalog, entries } = packCatalog(docs);
const base = emptyCharacterInput({ era: "modern", extensions: ["magic", "horror", "pantheon"], world: "terra" });
const draft = { ...newDraft("creation"), step: "templates" as const };
const builderJob = () => builderContext({ state: { base, catalog, draft }, entries, ui: { ...DEFAULT_UI, availableOnly: false }, actorName: "Bench", owned: { lineage: null, templates: [] }, magic: true }, localize).templates.length;
const cards = builderJob();
line(`builder template cards (${cards} templates of the English packs)`, `${(timeCall(builderJob, 5, 8) / 1000).toFixed(2)} ms`, "");
line("deriveCharacter, 3 templates, after preparing the 200 actors", `${timeCall(() => deriveCharacter(HUMAN_SPY_RANGER), 2000).toFixed(1)} µs`, "anchor ≤ 20 µs");
