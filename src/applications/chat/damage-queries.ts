/**
 * Defence and damage on an attack card, carried out by the active GM (one writer per card):
 * `phasesix.attackDefence` rolls a cover roll, dodge or parry for one target (spending the saved
 * action of a reaction through the combat state) and `phasesix.applyDamage` applies the damage to
 * it. Both go through the authority layer (./authority.ts), so the handler knows the verified
 * requester, and both are serialized per message.
 *
 * What justifies an operation: the attack card message. Its author is vouched for by the server and
 * must own the attacking actor (or be a GM); the card must name the target (index and actor uuid);
 * the requester must own the target's actor or be a GM; damage not applied yet. The rules of each
 * step are in src/rules/attack (card.ts, cover.ts, defence.ts, damage.ts).
 *
 * Hooks (on the GM's client, where the damage is applied):
 * - `phasesix.preApplyDamage(context)`: `context.input` is the {@link DamageInput} about to be
 *   resolved (change it to alter the damage); return false to cancel.
 * - `phasesix.damageApplied(context)`: `context.result` is the {@link DamageResult},
 *   `context.applied` what the card records.
 */
import { actorKey } from "../../gm-channel/serialized.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { foeTraitsOf } from "./foe-actions.ts";
import { SYSTEM_ID } from "../../constants.ts";
import type { ConditionKey, ProtectionType } from "../../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import type { AttackScore, DieChain } from "../../rules/index.ts";
import { coupDeGrace, diceAfterShock, dodgeCheck, parrySuccesses, resistanceAttribute, resolveDamage, scoreAttack, scoreCheck, specialAttackTakesEffect, type DamageInput, type DamageResult, type ResistedAttack } from "../../rules/index.ts";
import type { AppliedDamage, AttackCard, CardRefusal, DefenceKind, DefenceRecord, SpecialOutcome } from "../../rules/attack/card.ts";
import {
  DEFENCE_IS_REACTION,
  DEFENCE_KINDS,
  appliedRecord,
  applyRefusal,
  breaksConcentration,
  coverDefence,
  coverValueFor,
  defenceRefusal,
  dodgeDefence,
  isAttackCard,
  isCoverDefence,
  parryDefence,
  withApplied,
  withDefence,
} from "../../rules/attack/card.ts";
import { PhaseSixRoll, phaseSixFormula } from "../../dice/roll.ts";
import { showThrows } from "../../dice/dice-so-nice.ts";
import { actorConditions, actorRollView, setActorCondition, woundActor } from "../../documents/combat-actor.ts";
import { applyActionOperation, combatantData, type CombatantLike, type OperationReason } from "../../documents/combatant-ops.ts";
import { combatantStateUpdate } from "../../data/combatant.ts";
import { storedNumber } from "../../data/stored.ts";
import { combatantOf, defenderInput, defenderProtection, inCombat } from "./attack-actors.ts";
import { askGM, defineAuthorizedQuery, isRefusal, ownsDocument, refusalMessage, registerAuthorizedQuery, type Refusal } from "../../queries/authority.ts";
import { asWitnessed } from "../../queries/witness.ts";
import { endConcentration } from "../../documents/concentration.ts";
import { coupDeGraceRefusal } from "../../rules/attack/requirements.ts";
import { ATTACK_HOOKS, callAllHooks, callHook } from "./attack-hooks.ts";

export const DAMAGE_QUERIES = { defence: "phasesix.attackDefence", apply: "phasesix.applyDamage" } as const;

/** The flag under which an attack message keeps its card (`flags.phasesix.attack`). */
export const ATTACK_FLAG = "attack";

/** A defence asked for one target of a card. */
export interface DefenceQuery {
  messageId: string;
  targetIndex: number;
  /** The target's actor, as the requester saw it on the card. */
  actorUuid: string;
  kind: DefenceKind;
  /** The chosen terrain cover (4, 5 or 6) of a cover roll. */
  cover?: number | null;
  /** The parrying weapon (a key from the card's parry list). */
  weaponKey?: string | null;
}

/** Damage to apply to one target of a card, with the protection units the defender chose. */
export interface ApplyQuery {
  messageId: string;
  targetIndex: number;
  actorUuid: string;
  /** Protection units to spend, in order (pool variant); absent: the automatic plan. */
  spend?: ProtectionType[] | null;
}

export type CardReason = CardRefusal | OperationReason | "unjustified" | "notAsRolled" | "noCard" | "notOwner" | "noTarget" | "badSpend" | "cancelled" | "noWeapon";
export type CardAnswer = { ok: true } | { ok: false; reason: CardReason };

const isString = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const isIndex = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 100;

function isTargetQuery(d: Record<string, unknown>): boolean {
  return isString(d.messageId) && isIndex(d.targetIndex) && isString(d.actorUuid);
}

export function isDefenceQuery(data: unknown): data is DefenceQuery {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (!isTargetQuery(d) || !(DEFENCE_KINDS as readonly unknown[]).includes(d.kind)) return false;
  if (d.cover !== undefined && d.cover !== null && d.cover !== 4 && d.cover !== 5 && d.cover !== 6) return false;
  return d.weaponKey === undefined || d.weaponKey === null || (typeof d.weaponKey === "string" && d.weaponKey.length < 100);
}

export function isApplyQuery(data: unknown): data is ApplyQuery {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (!isTargetQuery(d)) return false;
  if (d.spend === undefined || d.spend === null) return true;
  return Array.isArray(d.spend) && d.spend.length <= 200 && d.spend.every((u) => (PROTECTION_TYPES as readonly unknown[]).includes(u));
}

/** The message's attack card, if it carries a valid one. */
export function attackCardOf(message: { flags?: unknown } | null | undefined): AttackCard | null {
  const flags = message?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const card = flags?.[SYSTEM_ID]?.[ATTACK_FLAG];
  return isAttackCard(card) ? card : null;
}

/** The actor of a card target: its token's actor (unlinked tokens), else the actor by uuid. */
export function targetActor(target: { tokenUuid: string | null; actorUuid: string }): Actor.Implementation | null {
  if (target.tokenUuid) {
    const token = fromUuidSync(target.tokenUuid as `Scene.${string}.Token.${string}`) as { actor?: Actor.Implementation | null } | null;
    if (token?.actor) return token.actor;
  }
  const actor = fromUuidSync(target.actorUuid as `Actor.${string}`);
  return (actor as Actor.Implementation | null) ?? null;
}

function tokenIdOf(tokenUuid: string | null): string | null {
  return tokenUuid ? (tokenUuid.split(".").pop() ?? null) : null;
}

/** The message and card a query names, justified as the module comment says, or why not. */
function justify(
  data: { messageId: string; targetIndex: number; actorUuid: string },
  requester: User.Implementation,
): { ok: true; message: ChatMessage.Implementation; card: AttackCard; actor: Actor.Implementation } | { ok: false; reason: CardReason | "unjustified" } {
  const message = game.messages.get(data.messageId);
  const card = attackCardOf(message);
  if (!message || !card) return { ok: false, reason: "noCard" };
  // The server vouches for a message's author (its creator, unless a GM made it).
  const authorId = (message.author as { id?: string | null } | null | undefined)?.id;
  const author = authorId ? game.users.get(authorId) : undefined;
  const attacker = fromUuidSync(card.attacker.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  if (!author || (!author.isGM && !ownsDocument(attacker, author))) return { ok: false, reason: "unjustified" };
  // A player's request acts on the card as the GM's client witnessed it (queries/witness.ts): its
  // author may have rewritten its flags and roll since. The GM acts on what the GM sees.
  if (!requester.isGM && !asWitnessed(message)) return { ok: false, reason: "notAsRolled" };
  const target = card.targets[data.targetIndex];
  if (!target || target.actorUuid !== data.actorUuid) return { ok: false, reason: "unknownTarget" };
  const actor = targetActor(target);
  if (!actor) return { ok: false, reason: "noTarget" };
  if (!requester.isGM && !ownsDocument(actor, requester)) return { ok: false, reason: "notOwner" };
  return { ok: true, message, card: syncIncoming(card, message), actor };
}

/** Targets without a defence yet take the roll's current score (bonus dice and rerolls change it). */
function syncIncoming(card: AttackCard, message: ChatMessage.Implementation): AttackCard {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) return card;
  const score = roll.attackScore;
  return {
    ...card,
    targets: card.targets.map((t) => (t.defences.length > 0 || t.applied ? t : { ...t, incoming: { hits: score.hits, criticalHits: score.criticalHits, extraWounds: [...score.extraWounds] } })),
  };
}

async function saveCard(message: ChatMessage.Implementation, card: AttackCard): Promise<void> {
  await message.update({ [`flags.${SYSTEM_ID}.${ATTACK_FLAG}`]: card } as ChatMessage.UpdateData);
}

/** Roll `count` Phase Six dice through PhaseSixRoll (Foundry's dice, scripted in tests). */
async function rollDice(count: number, minRoll: number, scoring: "check" | "attack" = "check"): Promise<DieChain[]> {
  if (count <= 0) return [];
  const roll = new PhaseSixRoll(phaseSixFormula(count), {}, { phasesix: { scoring, minRoll, critThreshold: 11, canCrit: true, destinyReroll: false, spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, log: [] } });
  await roll.evaluate();
  return roll.chains;
}

/** Spend the saved action of a reaction through the combat state (nothing outside a combat). */
async function spendReaction(combatant: CombatantLike | null): Promise<{ ok: true; spent: boolean } | { ok: false; reason: OperationReason }> {
  if (!combatant || !combatantData(combatant)) return { ok: true, spent: false };
  const result = await applyActionOperation(combatant, { op: "spend", count: 1, kind: "reaction" });
  return result.ok ? { ok: true, spent: true } : { ok: false, reason: result.reason };
}

/** GM side of `phasesix.attackDefence`. */
async function defence(data: DefenceQuery, requester: User.Implementation): Promise<CardAnswer> {
  const j = justify(data, requester);
  if (!j.ok) return { ok: false, reason: j.reason };
  const { message, card, actor } = j;
  const target = card.targets[data.targetIndex];
  const combatant = combatantOf(actor, tokenIdOf(target.tokenUuid));
  const input = defenderInput(actor, combatant);
  const refusal = defenceRefusal(card, data.targetIndex, data.kind, input.facts);
  if (refusal) return { ok: false, reason: refusal };
  const by = requester.name ?? "";
  let record: DefenceRecord;
  if (isCoverDefence(data.kind)) {
    const cover = coverValueFor(data.kind, data.cover ?? null, input.facts);
    if (cover === null) return { ok: false, reason: "noCover" };
    const spent = DEFENCE_IS_REACTION[data.kind] ? await spendReaction(combatant) : { ok: true as const, spent: false };
    if (!spent.ok) return spent;
    const left = target.defences.length ? target.defences[target.defences.length - 1].after : target.incoming;
    const criticalDice = await rollDice(left.criticalHits, cover);
    await showThrows(criticalDice, { user: requester });
    const normalDice = await rollDice(left.hits, cover);
    await showThrows(normalDice, { user: requester });
    record = coverDefence(target, data.kind, cover, criticalDice, normalDice, by, spent.spent);
  } else if (data.kind === "dodge") {
    const left = target.defences.length ? target.defences[target.defences.length - 1].after : target.incoming;
    const check = dodgeCheck({ evasion: input.evasion, minRoll: input.minRoll, attack: left, conditions: input.facts.conditions ?? {} });
    const spent = await spendReaction(combatant);
    if (!spent.ok) return spent;
    const dice = await rollDice(check.dice, check.minRoll);
    await showThrows(dice, { user: requester });
    const successes = dice.filter((d) => d.total >= check.minRoll).length;
    record = dodgeDefence(target, check.minRoll, dice.map((d) => d.total), successes, by, spent.spent);
  } else {
    const weapon = input.parryWeapons.find((w) => w.key === data.weaponKey) ?? null;
    if (!weapon) return { ok: false, reason: "noWeapon" };
    // No reaction is spent on a parry that has no dice to roll.
    if (weapon.dice <= 0) return { ok: false, reason: "noParryDice" };
    const spent = await spendReaction(combatant);
    if (!spent.ok) return spent;
    const dice = await rollDice(weapon.dice, weapon.minRoll, "attack");
    await showThrows(dice, { user: requester });
    const score: AttackScore = scoreAttack(dice, { minRoll: weapon.minRoll, critThreshold: 11, canCrit: true });
    record = parryDefence(target, weapon.name, dice.map((d) => d.total), parrySuccesses(score), by, spent.spent, {
      successes: score.criticalHits,
      cancelCriticals: currentRuleset().combat.parryCancelsCriticals,
    });
  }
  await saveCard(message, withDefence(card, data.targetIndex, record));
  return { ok: true };
}

/** What `phasesix.preApplyDamage` and `phasesix.damageApplied` receive. */
export interface DamageHookContext {
  message: ChatMessage.Implementation;
  card: AttackCard;
  targetIndex: number;
  actor: Actor.Implementation;
  requester: User.Implementation;
  /** The damage about to be resolved; modules may change it. */
  input: DamageInput;
  result?: DamageResult;
  applied?: AppliedDamage;
}

/** The world's protection variant. */
function protectionVariant(): "pool" | "flat" {
  return game.settings.get(SYSTEM_ID, "protectionVariant") === "flat" ? "flat" : "pool";
}

/** The damage input for a card target under the world's protection variant. */
export function damageInputFor(card: AttackCard, targetIndex: number, actor: Actor.Implementation, spend: readonly ProtectionType[] | null | undefined): DamageInput {
  const target = card.targets[targetIndex];
  const hits = target.defences.length ? target.defences[target.defences.length - 1].after : target.incoming;
  const protection = defenderProtection(actor, inCombat(actor, tokenIdOf(target.tokenUuid)));
  return {
    hits: { hits: hits.hits, criticalHits: hits.criticalHits, extraWounds: [...hits.extraWounds] },
    weapon: { wounds: card.weapon.wounds, piercing: card.weapon.piercing, conditions: { ...card.weapon.conditions }, demonic: card.weapon.demonic === true },
    protection:
      protectionVariant() === "flat"
        ? { variant: "flat", value: protection.flat }
        : { variant: "pool", pool: protection.pool, innate: protection.innate, ...(spend ? { spend: [...spend] } : {}) },
    noWounds: card.weapon.special !== "none",
    traits: foeTraitsOf(actor),
    armourDamage: currentRuleset().optional.armourDamage,
    demonicProtection: currentRuleset().combat.demonicProtection,
  };
}

/** Take units from the actor's protection pool (the GM owns every actor). */
async function spendPoolUnits(actor: Actor.Implementation, fromPool: Record<ProtectionType, number>): Promise<void> {
  const system = actor.system as unknown as { protectionSpent?: Record<ProtectionType, number> };
  if (!system.protectionSpent) return;
  const update: Record<string, number> = {};
  // From the stored units spent (data/stored.ts): an effect on them is never written back.
  for (const type of PROTECTION_TYPES) if (fromPool[type] > 0) update[`system.protectionSpent.${type}`] = storedNumber(actor, `protectionSpent.${type}`) + fromPool[type];
  if (Object.keys(update).length > 0) await actor.update(update as Actor.UpdateData);
}

/** What the optional armour damage did: the armour piece, the condition it lost and what is left. */
export interface ArmourDamaged {
  name: string;
  percent: number;
  condition: number;
}

/**
 * Optional armour damage: the worn armour piece with the most units loses the percentage (the core
 * gives 0 while the rule is off). Null when nothing was damaged: no percentage, no worn armour, or a
 * piece already at 0 %.
 */
async function damageArmour(actor: Actor.Implementation, percent: number): Promise<ArmourDamaged | null> {
  if (percent <= 0) return null;
  const items = (actor as unknown as { items?: Iterable<Item.Implementation> }).items;
  let best: { item: Item.Implementation; units: number; condition: number } | null = null;
  for (const item of items ?? []) {
    const s = item.system as unknown as { worn?: boolean; category?: string; condition?: number; protection?: Record<string, number> };
    if (item.type !== "armor" || s.worn === false || s.category === "shield" || typeof s.condition !== "number") continue;
    const units = Object.values(s.protection ?? {}).reduce((a, b) => a + (typeof b === "number" ? b : 0), 0);
    if (!best || units > best.units) best = { item, units, condition: s.condition };
  }
  if (!best || best.condition <= 0) return null;
  const condition = Math.max(0, best.condition - percent);
  await best.item.update({ "system.condition": condition } as Item.UpdateData);
  return { name: best.item.name ?? "", percent: best.condition - condition, condition };
}

/** GM side of `phasesix.applyDamage`. */
async function applyDamage(data: ApplyQuery, requester: User.Implementation): Promise<CardAnswer> {
  const j = justify(data, requester);
  if (!j.ok) return { ok: false, reason: j.reason };
  const { message, card, actor } = j;
  const refusal = applyRefusal(card, data.targetIndex);
  if (refusal) return { ok: false, reason: refusal };
  const context: DamageHookContext = { message, card, targetIndex: data.targetIndex, actor, requester, input: damageInputFor(card, data.targetIndex, actor, data.spend) };
  if (!callHook(ATTACK_HOOKS.preApplyDamage, context)) return { ok: false, reason: "cancelled" };
  if (card.weapon.special === "coupDeGrace") return applyCoupDeGrace(context);
  let result: DamageResult;
  try {
    result = resolveDamage(context.input);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, reason: "badSpend" };
    throw error;
  }
  // Conditions first: wounds that bring the target down (Dying) remove every other condition.
  const conditions = actorConditions(actor);
  for (const [key, value] of Object.entries(result.conditions)) {
    await setActorCondition(actor, key as ConditionKey, conditions[key as ConditionKey] + (value ?? 0));
  }
  if (result.pool) await spendPoolUnits(actor, result.pool.fromPool);
  await woundActor(actor, result.wounds);
  const dying = actorConditions(actor).dying > 0;
  const target = card.targets[data.targetIndex];
  const combatant = combatantOf(actor, tokenIdOf(target.tokenUuid));
  const combatantState = combatantData(combatant ?? undefined)?.state;
  // Dying means 0 actions and no reactions.
  if (dying && combatant && combatantState && combatantState.actions > 0) await combatant.update(combatantStateUpdate({ ...combatantState, actions: 0 }));
  const concentrationEnded = breaksConcentration(result) ? await endConcentration(actor) : [];
  const armour = await damageArmour(actor, result.armourDamagePercent);
  if (result.reflectedHits > 0) await reflect(card, result.reflectedHits);
  if (result.weaponBound) await bindWeapon(card);
  const special = card.weapon.special === "knockout" || card.weapon.special === "disarm" ? await resistSpecialAttack(card.weapon.special, actor, context.input, result, requester) : undefined;
  // The card records the armour damage that happened (none while the rule is off or no armour is worn).
  const applied: AppliedDamage = {
    ...appliedRecord({ ...result, armourDamagePercent: armour?.percent ?? 0 }, { by: requester.name ?? "", variant: context.input.protection.variant, concentrationEnded, dying }),
    ...(armour ? { armour: { name: armour.name, condition: armour.condition } } : {}),
    ...(special ? { special } : {}),
  };
  await saveCard(message, withApplied(card, data.targetIndex, applied));
  callAllHooks(ATTACK_HOOKS.damageApplied, { ...context, result, applied });
  return { ok: true };
}

/**
 * A coup de grâce (RULES.md → special attacks; rulebook "Coup de grâce") on an unconscious, sleeping
 * or dying target: with at least one success (hits after the defences) a target that is not dying
 * becomes Dying at the attack's successes; a dying target's level rises by the attack's wounds (its
 * weapon's wounds per hit and megacritical extras; protection plays no part). A player's request on a
 * target that is neither unconscious nor Dying is refused (`coupDeGraceRefusal`); sleeping is no
 * condition here, so the GM may apply it to a sleeping target.
 */
async function applyCoupDeGrace(context: DamageHookContext): Promise<CardAnswer> {
  const { message, card, targetIndex, actor, requester } = context;
  // Only against an unconscious, sleeping or Dying target; sleeping is no condition: the GM's call.
  if (!requester.isGM && coupDeGraceRefusal(actorConditions(actor))) return { ok: false, reason: "coupDeGraceTarget" };
  const hits = context.input.hits;
  const successes = hits.hits + hits.criticalHits;
  const result = resolveDamage({ ...context.input, protection: { variant: "none" }, noWounds: false });
  const before = actorConditions(actor).dying;
  const dying = coupDeGrace(successes, result.wounds, before);
  if (dying !== before) await setActorCondition(actor, "dying", dying);
  // Dying means 0 actions and no reactions, as after any damage.
  const combatant = combatantOf(actor, tokenIdOf(card.targets[targetIndex].tokenUuid));
  const combatantState = combatantData(combatant ?? undefined)?.state;
  if (dying > 0 && combatant && combatantState && combatantState.actions > 0) await combatant.update(combatantStateUpdate({ ...combatantState, actions: 0 }));
  const special: SpecialOutcome = { kind: "coupDeGrace", attribute: "", need: 1, dice: [], successes, effective: successes >= 1, dying: actorConditions(actor).dying };
  const applied: AppliedDamage = {
    ...appliedRecord({ ...result, wounds: 0, conditions: {}, reflectedHits: 0, weaponBound: false, armourDamagePercent: 0 }, { by: requester.name ?? "", variant: "none", concentrationEnded: [], dying: special.dying !== undefined && special.dying > 0 }),
    special,
  };
  await saveCard(message, withApplied(card, targetIndex, applied));
  callAllHooks(ATTACK_HOOKS.damageApplied, { ...context, result, applied });
  return { ok: true };
}

/**
 * The target's roll against a K.O. or disarming attack (RULES.md → special attacks), rolled on the
 * GM's client like the defences: Resistance against the hits that got through protection (K.O.),
 * the better of Strength and Deftness against the attacker's hits (disarm), at the target's min roll.
 * Nothing to resist (no hits): no roll. A K.O. that takes effect leaves the target Unconscious 1 (our
 * reading: the rulebook gives no depth; the GM may raise it); a disarmed target drops its weapon,
 * which the card says.
 */
async function resistSpecialAttack(kind: ResistedAttack, actor: Actor.Implementation, input: DamageInput, result: DamageResult, requester: User.Implementation): Promise<SpecialOutcome> {
  const need = kind === "knockout" ? result.through.hits + result.through.criticalHits : input.hits.hits + input.hits.criticalHits;
  const view = actorRollView(actor);
  const { attribute, dice } = resistanceAttribute(kind, view?.attributes ?? { resistance: 0, strength: 0, deftness: 0 });
  if (need <= 0) return { kind, attribute, need, dice: [], successes: 0, effective: false };
  const minRoll = view?.minRoll ?? 5;
  // Shocked X: X dice fewer on this roll too (RULES.md → Conditions).
  const chains = await rollDice(diceAfterShock(dice, view?.conditions), minRoll);
  await showThrows(chains, { user: requester });
  const successes = scoreCheck(chains, { minRoll }).successes;
  const effective = specialAttackTakesEffect(kind, need, successes);
  if (effective && kind === "knockout") {
    const unconscious = actorConditions(actor).unconscious;
    if (unconscious < 1) await setActorCondition(actor, "unconscious", 1);
  }
  return { kind, attribute, need, dice: chains.map((c) => c.total), successes, effective };
}

/**
 * A sticky unit binds the attacker's weapon (RULES.md → Protection): the weapon the card names is
 * marked bound on the attacker and cannot attack until freed (an action, from the sheet).
 */
async function bindWeapon(card: AttackCard): Promise<void> {
  const attacker = fromUuidSync(card.attacker.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  const items = (attacker as unknown as { items?: Iterable<Item.Implementation> } | null)?.items;
  for (const item of items ?? []) {
    if (item.type !== "weapon" || item.name !== card.weapon.name) continue;
    await item.update({ system: { bound: true } } as Item.UpdateData);
    return;
  }
}

/**
 * Reflection units send hits back (RULES.md → Protection): the attacker takes them as normal hits of
 * its own weapon's wounds, through its own protection on the automatic plan (our reading: the rules
 * leave the attacker no choice to make here).
 */
async function reflect(card: AttackCard, hits: number): Promise<void> {
  const attacker = fromUuidSync(card.attacker.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  if (!attacker) return;
  const protection = defenderProtection(attacker);
  const result = resolveDamage({
    hits: { hits, criticalHits: 0, extraWounds: [] },
    weapon: { wounds: card.weapon.wounds, piercing: card.weapon.piercing },
    protection: protectionVariant() === "flat" ? { variant: "flat", value: protection.flat } : { variant: "pool", pool: protection.pool, innate: protection.innate },
  });
  if (result.pool) await spendPoolUnits(attacker, result.pool.fromPool);
  await woundActor(attacker, result.wounds);
}

/**
 * The serial keys of a card request: the card, and every actor its defence or damage may change —
 * the target, and the attacker (a counter, reflected hits, a bound weapon). Two cards that wound one
 * actor run one after another, in one GM window or several (issue 32, D4), as does an actor
 * operation on that actor (the same key). The keys only order the work: what is carried out is
 * checked by the handler against the GM's record of the card.
 */
export function cardSerialKeys(d: { messageId: string; targetIndex: number; actorUuid: string }): string[] {
  const card = attackCardOf(game.messages.get(d.messageId));
  const target = card?.targets[d.targetIndex];
  const actor = target ? targetActor(target) : null;
  const keys = [`ChatMessage.${d.messageId}`, actorKey(actor?.uuid ?? d.actorUuid)];
  if (card) {
    const attacker = fromUuidSync(card.attacker.actorUuid as `Actor.${string}`) as { uuid?: unknown } | null;
    keys.push(actorKey(typeof attacker?.uuid === "string" ? attacker.uuid : card.attacker.actorUuid));
  }
  return keys;
}

export const defenceQuery = defineAuthorizedQuery<DefenceQuery, CardAnswer>({
  name: DAMAGE_QUERIES.defence,
  validate: isDefenceQuery,
  handle: defence,
  serialize: cardSerialKeys,
  // The GM's client shows the dice in Dice So Nice before it answers.
  timeoutMs: 60_000,
});

export const applyDamageQuery = defineAuthorizedQuery<ApplyQuery, CardAnswer>({
  name: DAMAGE_QUERIES.apply,
  validate: isApplyQuery,
  handle: applyDamage,
  serialize: cardSerialKeys,
});

/** Register both queries (init hook). */
export function registerDamageQueries(): void {
  registerAuthorizedQuery(defenceQuery);
  registerAuthorizedQuery(applyDamageQuery);
}

/** Show a refused card operation; returns whether it succeeded. */
export function reportCardAnswer(answer: CardAnswer | Refusal): boolean {
  if (answer.ok) return true;
  if (isRefusal(answer)) ui.notifications.warn(refusalMessage(answer.reason));
  else ui.notifications.warn(game.i18n.localize(`PHASESIX.AttackCard.Reason.${answer.reason}`));
  return false;
}

/** Ask the active GM for a defence (or do it, as the active GM). */
export async function requestDefence(data: DefenceQuery): Promise<boolean> {
  return reportCardAnswer(await askGM(defenceQuery, data));
}

/** Ask the active GM to apply the damage (or do it, as the active GM). */
export async function requestApplyDamage(data: ApplyQuery): Promise<boolean> {
  return reportCardAnswer(await askGM(applyDamageQuery, data));
}
