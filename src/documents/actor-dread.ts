/**
 * Horror of the 2026 edition on a character (src/rules/extensions/dread.ts): gaining stress with
 * dread and the dread card, stress relief, the rest's dread resolution and choosing a quirk. Only the
 * owner changes the character; the rules come from the core, the edition from the world's ruleset
 * (`ruleset.horror`), read by PhaseSixActor.
 */
import { CharacterData } from "../data/actor/character.ts";
import { storedNumber, storedValue } from "../data/stored.ts";
import { foundryFaces } from "../dice/faces.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { FaceSource } from "../rules/index.ts";
import { restMinRoll } from "../rules/character/index.ts";
import type { CheckScore } from "../rules/index.ts";
import type { DreadRestResult, DreadRoll, DreadState, DreadStressResult, StressReliefActivity } from "../rules/extensions/index.ts";
import { gainStressWithDread, gripWithDread, relieveStress, restDreadRoll, rollDread, therapyLowersBaseStress } from "../rules/extensions/index.ts";
import { dreadCardContext } from "./dread-card.ts";
import { speakerOf } from "../foundry-compat/stored.ts";

/** The actor as far as dread reads and writes it (Foundry's configured Actor: PhaseSixActor; no import of actor.ts, which calls these). */
type PhaseSixActor = Actor.Implementation;

function characterOf(actor: PhaseSixActor): CharacterData | null {
  const system: unknown = actor.system;
  return system instanceof CharacterData ? system : null;
}

/** The dread state stored on a character. */
export function dreadStateOf(system: CharacterData): DreadState {
  // The stored values: a change starts from them (an effect on stress shows, never written back).
  return { stress: storedNumber(system, "stress.value"), baseStress: storedNumber(system, "dread.baseStress"), dread: storedValue(system, "dread.gripped") === true };
}

function maxStressOf(system: CharacterData): number {
  return system.resourceLimits().maxStress;
}

function resistanceOf(system: CharacterData): number {
  return system.rollView().attributes.resistance;
}

function translate(key: string, data?: Record<string, string>): string {
  return data ? game.i18n.format(key, data) : game.i18n.localize(key);
}

/** Post the dread card of a roll on the table. */
export async function postDreadCard(actor: PhaseSixActor, roll: DreadRoll, gripped: boolean, resistance: number): Promise<void> {
  const context = dreadCardContext(actor.name, roll, gripped, resistance, translate);
  const content = await foundry.applications.handlebars.renderTemplate(`systems/${SYSTEM_ID}/templates/chat/dread-card.hbs`, context);
  await ChatMessage.create({ speaker: speakerOf(actor), content });
}

function stateUpdate(state: DreadState): Record<string, unknown> {
  return { "system.stress.value": state.stress, "system.dread.baseStress": state.baseStress, "system.dread.gripped": state.dread };
}

/**
 * Gain `n` stress under the dread rules: at max stress the character is gripped by dread, and on
 * that and every further stress the dread table is rolled and its card posted. Null for non-characters.
 */
export async function gainStressDread(actor: PhaseSixActor, n: number, faces: FaceSource = foundryFaces()): Promise<(DreadStressResult & { roll: DreadRoll | null }) | null> {
  const system = characterOf(actor);
  if (!system) return null;
  const result = gainStressWithDread(dreadStateOf(system), maxStressOf(system), n);
  const update = stateUpdate(result.state);
  const resistance = resistanceOf(system);
  const roll = result.rollTable ? rollDread(faces, resistance) : null;
  if (roll) Object.assign(update, { "system.dread.effect": roll.effect, "system.dread.hours": roll.hours });
  await actor.update(update);
  if (roll) await postDreadCard(actor, roll, result.gripped, resistance);
  return { ...result, roll };
}

/** A stress relief activity from the sheet (medication: `amount`); stress never drops below base stress. */
export async function relieveStressDread(actor: PhaseSixActor, activity: StressReliefActivity, amount = 0): Promise<DreadState | null> {
  const system = characterOf(actor);
  if (!system) return null;
  const next = relieveStress(dreadStateOf(system), activity, amount);
  await actor.update(stateUpdate(next));
  return next;
}

/** What the rest's horror part did, for the rest card. */
export type DreadRest = DreadRestResult & { roll: CheckScore | null; dreadRoll: DreadRoll | null };

/**
 * The rest's horror part in the 2026 edition: stress down to base stress; in dread a stress test
 * resolves it (failure: base stress +1 and a quirk to choose). Stores the result; null for non-characters.
 */
export async function restDread(actor: PhaseSixActor, faces: FaceSource): Promise<DreadRest | null> {
  const system = characterOf(actor);
  if (!system) return null;
  const input = system.characterInput();
  const d = system.derived;
  const minRoll = restMinRoll(d.minRoll.value, input.templates);
  const result = restDreadRoll(dreadStateOf(system), maxStressOf(system), d.stressTestDice.value, minRoll, faces);
  const update = stateUpdate(result.state);
  if (result.quirk) update["system.dread.quirksOwed"] = system.dread.quirksOwed + 1;
  if (!result.state.dread) Object.assign(update, { "system.dread.effect": "", "system.dread.hours": 0 });
  const resistance = resistanceOf(system);
  const dreadRoll = result.rollTable ? rollDread(faces, resistance) : null;
  if (dreadRoll) Object.assign(update, { "system.dread.effect": dreadRoll.effect, "system.dread.hours": dreadRoll.hours });
  await actor.update(update);
  if (dreadRoll) await postDreadCard(actor, dreadRoll, true, resistance);
  return { ...result, dreadRoll };
}

/** The player took a quirk they owed (the quirk item was added): one fewer to choose. */
export async function quirkChosen(actor: PhaseSixActor): Promise<void> {
  const system = characterOf(actor);
  if (!system || system.dread.quirksOwed <= 0) return;
  const update: Record<string, number> = { "system.dread.quirksOwed": system.dread.quirksOwed - 1 };
  await actor.update(update);
}

/**
 * Therapy lowers base stress (2026 horror chapter → Basisstress) by `amount`, the amount the GM and
 * player agreed (the book names none; our default is 1). Stress stays as it is. Null for non-characters.
 */
export async function therapyBaseStress(actor: PhaseSixActor, amount: number): Promise<DreadState | null> {
  const system = characterOf(actor);
  if (!system) return null;
  const next = therapyLowersBaseStress(dreadStateOf(system), amount);
  await actor.update(stateUpdate(next));
  return next;
}

/** Therapy heals a quirk (2026 horror chapter → Eigenarten heilen): the quirk item is removed. False when it is no quirk of the character. */
export async function therapyHealQuirk(actor: PhaseSixActor, itemId: string): Promise<boolean> {
  const item = actor.items.get(itemId);
  if (!characterOf(actor) || !item || item.type !== "quirk") return false;
  await actor.deleteEmbeddedDocuments("Item", [itemId]);
  return true;
}

/**
 * A creature's ability causes dread directly (2026 horror chapter → Grauen): the character is gripped
 * by dread (stress as it is, our reading) and the dread table is rolled and its card posted; already
 * in dread, the table is rolled again. Null for non-characters.
 */
export async function gripDread(actor: PhaseSixActor, faces: FaceSource = foundryFaces()): Promise<(DreadStressResult & { roll: DreadRoll }) | null> {
  const system = characterOf(actor);
  if (!system) return null;
  const result = gripWithDread(dreadStateOf(system), maxStressOf(system));
  const resistance = resistanceOf(system);
  const roll = rollDread(faces, resistance);
  const update = stateUpdate(result.state);
  Object.assign(update, { "system.dread.effect": roll.effect, "system.dread.hours": roll.hours });
  await actor.update(update);
  await postDreadCard(actor, roll, result.gripped, resistance);
  return { ...result, roll };
}
