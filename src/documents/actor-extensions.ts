/**
 * The extension rules applied to actors (RULES.md → Wounds, healing, rest: first aid; Extensions:
 * magic, horror, pantheon). Thin: every rule is a pure function of src/rules/extensions; each
 * function here reads the actors, applies the outcome in a single update per changed document and
 * posts a short chat line with the result. Changes to an actor the user does not own (the patient of
 * first aid, the loser of a magic duel) go to the active GM through `phasesix.actorOperation`.
 *
 * The rolls themselves are made by the roll pipeline (`rollCheck(actor, { kind, key, options })`):
 * the `…Request`/`…Checks` functions here give what to roll, the `apply…` functions take the
 * successes rolled.
 */
import type { ActorRollView } from "../rules/catalog/index.ts";
import type { CheckScore, FaceSource } from "../rules/index.ts";
import type { ArmorPiece, SpellStats } from "../rules/items/index.ts";
import { emptyProtection } from "../rules/items/index.ts";
import { arcanaCurrent, safeInt, spendArcana, takeWounds } from "../rules/character/index.ts";
import type {
  ArtefactOutcome,
  CastingOutcome,
  CastingRequest,
  DuelOutcome,
  ExtensionCheckRequest,
  FirstAidOutcome,
  InvocationChecklist,
  PrayerForm,
  PrayerOutcome,
  StressTestOutcome,
  CreatureStress,
} from "../rules/extensions/index.ts";
import {
  castingOutcome,
  castingRequest,
  ceremonialServiceFavor,
  createArtefact,
  favorAfter,
  firstAidOutcome,
  hasSupplies,
  magicDuel,
  prayerChecks,
  prayerOutcome,
  prayerResultLine,
  rollEnsoulment,
  shockPrayerBonus,
  stressTestOutcome,
  creatureStressOutcome,
  stressTestRequest,
} from "../rules/extensions/index.ts";
import { CharacterData } from "../data/actor/character.ts";
import { NpcData } from "../data/actor/npc.ts";
import { resourceUpdate } from "../data/actor/resources.ts";
import { ArmorData } from "../data/item/armor.ts";
import { GearData } from "../data/item/gear.ts";
import { SpellData } from "../data/item/spell.ts";
import { foundryFaces } from "../dice/faces.ts";
import { worldRules } from "../settings.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { storedNumber } from "../data/stored.ts";
import type { PhaseSixActor } from "./actor.ts";
import type { PhaseSixItem } from "./item.ts";
import { MAX_OPERATION_AMOUNT, type OperationJustification } from "./actor-operations.ts";
import { speakerOf } from "../foundry-compat/stored.ts";

type Format = Record<string, string | number>;

function localize(key: string, data?: Format): string {
  return data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Post a short result card: a title and one line per result. */
async function postResult(actor: PhaseSixActor, area: string, title: string, lines: readonly string[]): Promise<void> {
  const items = lines.map((line) => `<li>${escape(line)}</li>`).join("");
  const content = `<div class="phasesix extension-card ${area}"><h3>${escape(title)}</h3><ul>${items}</ul></div>`;
  await ChatMessage.create({ speaker: speakerOf(actor), content });
}

/** The actor's roll view (character or NPC), or null for other actor types. */
/** Half the actor's Biolast, rounded up (0 for actors without body modifications): healing and own spells add it to their min roll. */
export function biolastMinRollOf(actor: PhaseSixActor): number {
  const system: unknown = actor.system;
  return system instanceof CharacterData ? (system.derived?.bodyModifications.minRollIncrease ?? 0) : 0;
}

function rollViewOf(actor: PhaseSixActor): ActorRollView | null {
  const system: unknown = actor.system;
  return system instanceof CharacterData || system instanceof NpcData ? system.rollView() : null;
}

/** Whether the current user owns `actor`; warns when not. */
function owns(actor: PhaseSixActor): boolean {
  if (actor.isOwner) return true;
  ui.notifications.warn(localize("PHASESIX.Notify.NotOwner", { name: actor.name }));
  return false;
}

type Obj = Record<string, unknown>;
function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null;
}

/** An armour item (a data model, or plain source data) as the casting rules read it. */
function armorPiece(system: unknown): ArmorPiece {
  if (system instanceof ArmorData) return system.piece;
  const s = isObj(system) ? system : {};
  return {
    protection: emptyProtection(),
    encumbrance: safeInt(s.encumbrance),
    worn: s.worn !== false,
    condition: safeInt(s.condition, 100),
    category: typeof s.category === "string" ? s.category : "",
  };
}

/** The armour the actor has (worn or not; the rules look at worn heavy pieces). */
function armorOf(actor: PhaseSixActor): ArmorPiece[] {
  const items: Iterable<{ type: string; system: unknown }> = actor.items;
  return Array.from(items)
    .filter((item) => item.type === "armor")
    .map((item) => armorPiece(item.system));
}

// ---------------------------------------------------------------------------------------------
// First aid

/**
 * First aid by `healer` on `target` with `successes` of the healer's First Aid roll
 * (`firstAidCheck()`), using the supply `item` of the healer (bandages …; null when the table
 * provides supplies). A supply with no charges left refuses (warning, nothing changes). On success
 * the patient gets ceil(successes / 2) wounds healed — or as many boosts under the world's variant
 * "boosts" —, bleeding stops, a dying patient with successes ≥ Dying is stabilised (one update, via
 * the GM when the user does not own the patient, naming the First Aid roll's message as
 * `justification`), and the supply loses one charge. Returns the outcome, or null when refused.
 */
export async function applyFirstAid(
  healer: PhaseSixActor,
  target: PhaseSixActor,
  item: PhaseSixItem | null,
  successes: number,
  justification?: OperationJustification,
): Promise<FirstAidOutcome | null> {
  if (!owns(healer)) return null;
  const supply: unknown = item?.system;
  if (item && supply instanceof GearData && !hasSupplies(supply.charges)) {
    ui.notifications.warn(localize("PHASESIX.FirstAid.NoSupplies", { item: item.name }));
    return null;
  }
  const view = rollViewOf(target);
  if (!view) return null;
  const variant = worldRules().variants.firstAid;
  const n = Math.min(MAX_OPERATION_AMOUNT, Math.max(0, safeInt(successes)));
  const outcome = firstAidOutcome(n, variant, view.conditions.dying);
  if (outcome.success) {
    const applied = await target.operate({ op: "firstAid", successes: n, variant }, justification);
    if (!applied) return null;
    if (item && outcome.usesCharge) await item.useCharge();
  }
  const lines = !outcome.success
    ? [localize("PHASESIX.FirstAid.Failed")]
    : [
        outcome.boosts > 0 ? localize("PHASESIX.FirstAid.Boosts", { n: outcome.boosts }) : localize("PHASESIX.FirstAid.Healed", { n: outcome.wounds }),
        localize("PHASESIX.FirstAid.BleedingStopped"),
        ...(outcome.stabilizes ? [localize("PHASESIX.FirstAid.Stabilized")] : []),
      ];
  if (outcome.stillDying) lines.push(localize("PHASESIX.FirstAid.NotStabilized", { n: view.conditions.dying }));
  await postResult(healer, "first-aid", localize("PHASESIX.FirstAid.Title", { healer: healer.name, target: target.name }), lines);
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Magic

/** A spell item's values with its spell templates applied; null for anything that is not a spell. */
export function spellStatsOf(item: PhaseSixItem): SpellStats | null {
  const system: unknown = item.system;
  return system instanceof SpellData ? system.stats : null;
}

/**
 * What `caster` rolls to cast a spell (values with templates, e.g. `spellStatsOf(item)`): the check
 * for `rollCheck` (Spell Casting + the school's attribute, worn heavy armour on the min roll), the
 * arcana cost, whether enough arcana is left, and the world's magic level effects. Null for actors
 * without attributes.
 */
export function castingRequestFor(caster: PhaseSixActor, spell: Pick<SpellStats, "school" | "arcanaCost" | "power">): CastingRequest | null {
  const view = rollViewOf(caster);
  const model = caster.resourceModel;
  if (!view || !model) return null;
  const arcana = arcanaCurrent(model.resourceState(), model.resourceLimits());
  return castingRequest({ spell, view, armor: armorOf(caster), arcana, magicLevel: currentRuleset().magic.level, biolastMinRoll: biolastMinRollOf(caster) });
}

/** The outcome of a rolled casting at the world's magic level (power, side effects, arcana paid). */
export function castingOutcomeFor(score: Pick<CheckScore, "successes" | "sideEffects">, spell: Pick<SpellStats, "power" | "arcanaCost">): CastingOutcome {
  return castingOutcome(score, spell, currentRuleset().magic.level);
}

/**
 * Pay a spell's arcana cost (paid whether the spell succeeded or not): one update. False with a
 * warning when the caster has too little arcana or the user does not own the caster.
 */
export async function payForSpell(caster: PhaseSixActor, arcanaCost: number): Promise<boolean> {
  if (!owns(caster)) return false;
  const cost = Math.max(0, safeInt(arcanaCost));
  return cost === 0 ? true : caster.spendArcana(cost);
}

/**
 * Settle a magic duel from both rivals' Spell Casting successes (`duelCheck()`): the loser takes the
 * difference as wounds that neither protection nor cover stops (through the GM when the user does
 * not own the loser, naming the user's casting roll message as `justification`); a tie changes
 * nothing. Posts the result.
 */
export async function applyMagicDuel(
  challenger: PhaseSixActor,
  defender: PhaseSixActor,
  challengerSuccesses: number,
  defenderSuccesses: number,
  justification?: OperationJustification,
): Promise<DuelOutcome> {
  const outcome = magicDuel(challengerSuccesses, defenderSuccesses);
  const loser = outcome.loser === "challenger" ? challenger : outcome.loser === "defender" ? defender : null;
  const winner = outcome.winner === "challenger" ? challenger : outcome.winner === "defender" ? defender : null;
  if (loser && outcome.wounds > 0) await loser.applyWounds(outcome.wounds, justification);
  const line =
    loser && winner ? localize("PHASESIX.Magic.Duel.Won", { winner: winner.name, loser: loser.name, n: outcome.wounds }) : localize("PHASESIX.Magic.Duel.Tie");
  await postResult(challenger, "magic-duel", localize("PHASESIX.Magic.Duel.Title", { challenger: challenger.name, defender: defender.name }), [line]);
  return outcome;
}

/**
 * The artefact `maker` makes with a scored casting roll of a spell costing `arcanaCost` per use
 * (uses = successes, limited by the arcana left; infinite on a successful die of 30+; level = the
 * maker's Magic Knowledge). Null for actors without attributes. Pay it with {@link payForArtefact}.
 */
export function artefactFor(maker: PhaseSixActor, score: Pick<CheckScore, "successes" | "dice">, arcanaCost: number): ArtefactOutcome | null {
  const view = rollViewOf(maker);
  const model = maker.resourceModel;
  if (!view || !model) return null;
  const arcana = arcanaCurrent(model.resourceState(), model.resourceLimits());
  return createArtefact({ score, arcanaCost, arcana, magicKnowledge: view.skills.magicKnowledge });
}

/**
 * Pay for making an artefact (`createArtefact` of the core): the arcana and, for an infinite
 * artefact beyond the arcana left, the wounds — in one update of the maker. Posts the result.
 */
export async function payForArtefact(maker: PhaseSixActor, outcome: ArtefactOutcome): Promise<boolean> {
  const model = maker.resourceModel;
  if (!model || !owns(maker)) return false;
  const limits = model.resourceLimits();
  let state = model.resourceState();
  const paid = Math.min(outcome.arcanaPaid, arcanaCurrent(state, limits));
  state = spendArcana(state, limits, paid) ?? state;
  state = takeWounds(state, limits, outcome.wounds);
  await maker.update(resourceUpdate(state));
  const lines = !outcome.created
    ? [localize("PHASESIX.Magic.Artefact.Failed", { arcana: paid })]
    : [
        outcome.infinite ? localize("PHASESIX.Magic.Artefact.Infinite") : localize("PHASESIX.Magic.Artefact.Uses", { n: outcome.uses ?? 0 }),
        localize("PHASESIX.Magic.Artefact.Cost", { arcana: paid, wounds: outcome.wounds }),
        localize("PHASESIX.Magic.Artefact.Level", { level: outcome.level }),
      ];
  await postResult(maker, "artefact", localize("PHASESIX.Magic.Artefact.Title", { name: maker.name }), lines);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Horror

/** The stress test of `actor` for `rollCheck`: Logic with Willpower as extra dice; null without attributes. */
export function stressTestRequestFor(actor: PhaseSixActor): ExtensionCheckRequest | null {
  const view = rollViewOf(actor);
  return view ? stressTestRequest(view) : null;
}

/**
 * Apply a rolled stress test: passed with one success; a failure gains `stressOnFailure` stress
 * (the GM's call, default 1), a tick at max stress (PhaseSixActor#gainStress). A creature's X/Y
 * (RULES.md → Foes) also costs `stressOnPass` (X) when passed. Posts the result.
 */
export async function applyStressTest(actor: PhaseSixActor, successes: number, stressOnFailure = 1, creature?: CreatureStress): Promise<StressTestOutcome | null> {
  if (!owns(actor)) return null;
  // A creature's X/Y (2026, horror → Stress): X stress on a pass, Y on a failure.
  const outcome = creature ? creatureStressOutcome(successes, creature) : stressTestOutcome(successes, stressOnFailure);
  if (outcome.stress > 0) await actor.gainStress(outcome.stress);
  const line = creature
    ? localize(outcome.passed ? "PHASESIX.Dread.StressTest.Passed" : "PHASESIX.Dread.StressTest.Failed", { n: outcome.stress, x: creature.pass, y: creature.fail })
    : outcome.passed
      ? localize("PHASESIX.Horror.StressTest.Passed")
      : localize("PHASESIX.Horror.StressTest.Failed", { n: outcome.stress });
  await postResult(actor, "stress-test", localize("PHASESIX.Horror.StressTest.Title", { name: actor.name }), [line]);
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Pantheon

/** The priest's favor (characters only; 0 otherwise). */
export function favorOf(actor: PhaseSixActor): number {
  const system: unknown = actor.system;
  return system instanceof CharacterData ? system.favor : 0;
}

/** Change a character's favor by `n` (signed; favor may go negative): one update. False when refused. */
export async function gainFavor(actor: PhaseSixActor, n: number): Promise<boolean> {
  const system: unknown = actor.system;
  if (!(system instanceof CharacterData) || !owns(actor)) return false;
  // From the stored favor: an effect on `system.favor` shows but is never written back.
  const stored = storedNumber(system, "favor");
  const favor = favorAfter(stored, safeInt(n));
  if (favor !== stored) await actor.update({ system: { favor } });
  return true;
}

/**
 * The checks a prayer form needs (each an attribute roll for `rollCheck`), with the invocation
 * checklist, the priest's favor and the world's faith level on every min roll.
 */
export function prayerChecksFor(priest: PhaseSixActor, form: PrayerForm, checklist: InvocationChecklist): ExtensionCheckRequest[] {
  return prayerChecks(form, checklist, favorOf(priest), currentRuleset().pantheon.level);
}

/** A prayer's outcome; a granted consecration also tells whether the object was ensouled. */
export interface AppliedPrayer extends PrayerOutcome {
  /** Consecration granted: the 50 % roll for an ensouled object; null for every other case. */
  ensouled: boolean | null;
}

/**
 * Apply a prayed form from the successes of its checks (in the order of `prayerChecksFor`): a
 * granted plea costs its favor (shock prayer 2, blessing 5, consecration 7, lesser plea and
 * invocation `cost`), silent prayer gains one per success; a granted consecration rolls whether the
 * object is ensouled (50 %, `faces` default Foundry's dice RNG). Posts the result.
 */
export async function applyPrayer(
  priest: PhaseSixActor,
  form: PrayerForm,
  successes: readonly number[],
  cost = 0,
  faces: FaceSource = foundryFaces(),
): Promise<AppliedPrayer | null> {
  if (!owns(priest)) return null;
  const outcome = prayerOutcome(form, successes, cost);
  if (outcome.favorChange !== 0 && !(await gainFavor(priest, outcome.favorChange))) return null;
  const ensouled = form === "consecration" && outcome.granted ? rollEnsoulment(faces) : null;
  const lines = [prayerResultLine(outcome.granted, outcome.favorChange, currentRuleset().pantheon.term, localize)];
  if (form === "shockPrayer" && outcome.granted) {
    const gift = shockPrayerBonus(currentRuleset().pantheon.level);
    lines.push(localize("PHASESIX.Pantheon.ShockPrayerBonus", { bonus: gift.bonus, minutes: gift.minutes }));
  }
  if (ensouled !== null) lines.push(localize(ensouled ? "PHASESIX.Pantheon.Ensouled" : "PHASESIX.Pantheon.NotEnsouled"));
  await postResult(priest, "prayer", localize("PHASESIX.Pantheon.PrayerTitle", { name: priest.name, form: localize(`PHASESIX.Pantheon.Form.${form}`) }), lines);
  return { ...outcome, ensouled };
}

/**
 * A ceremonial service: one favor per participant, at most twice the world's faith level, less the
 * cost of pleas made during it. Returns the favor change, or null when refused.
 */
export async function applyCeremonialService(priest: PhaseSixActor, participants: number, pleaCosts = 0): Promise<number | null> {
  const change = ceremonialServiceFavor(participants, currentRuleset().pantheon.level, pleaCosts);
  if (!(await gainFavor(priest, change))) return null;
  await postResult(priest, "service", localize("PHASESIX.Pantheon.ServiceTitle", { name: priest.name }), [prayerResultLine(true, change, currentRuleset().pantheon.term, localize)]);
  return change;
}
