/**
 * The state of one attack against its targets, as the attack card stores it (RULES.md → Attacks and
 * damage): per target the hits that came in, the defences rolled in order — cover, then dodge, then
 * parry — and the damage once applied. Pure data and pure transitions: the chat layer stores the
 * card in the message's flags, the GM's query applies the transitions.
 *
 * Which defence is a reaction (our reading of the rules, where the brief calls every defence button
 * a reaction): rolling terrain or hunkered cover and a shield block already raised cost no action;
 * a shield parry, a dodge and a parry are reactions (1 saved action each, one per participant per
 * action, none while Dying).
 */
import type { ConditionKey, ProtectionType } from "../catalog/index.ts";
import type { AttackMode, WeaponCondition } from "../items/vocabulary.ts";
import { WEAPON_CONDITIONS, ATTACK_MODES } from "../items/vocabulary.ts";
import type { AttackScore } from "../dice/score.ts";
import type { DieChain } from "../dice/pool.ts";
import { reactionRefusal, type ReactionRefusal } from "../combat/reactions.ts";
import { applyCover, effectiveCover, HUNKERED_COVER } from "./cover.ts";
import { applyDodge, applyParry, canDodge, canParry } from "./defence.ts";
import type { DamageResult } from "./damage.ts";

/** The defences a target can roll against an attack. */
export const DEFENCE_KINDS = ["cover", "hunkered", "shieldParry", "shieldBlock", "dodge", "parry"] as const;
export type DefenceKind = (typeof DEFENCE_KINDS)[number];

/** Whether a defence costs a saved action (a reaction). */
export const DEFENCE_IS_REACTION: Readonly<Record<DefenceKind, boolean>> = {
  cover: false,
  hunkered: false,
  shieldParry: true,
  shieldBlock: false,
  dodge: true,
  parry: true,
};

/** The order of the defences: every cover first (one cover roll), then dodge, then parry. */
const DEFENCE_STEP: Readonly<Record<DefenceKind, number>> = { cover: 0, hunkered: 0, shieldParry: 0, shieldBlock: 0, dodge: 1, parry: 2 };

/** Whether a defence is a cover roll (terrain, hunkered or a shield). */
export function isCoverDefence(kind: DefenceKind): boolean {
  return DEFENCE_STEP[kind] === 0;
}

/** A special attack that changes what the hits do (RULES.md → special attacks). */
export type SpecialAttack = "none" | "knockout" | "disarm" | "coupDeGrace";

/** The weapon's numbers after modifications, as the card keeps them. */
export interface CardWeapon {
  name: string;
  /** Wounds per hit (default 1). */
  wounds: number;
  piercing: number;
  conditions: Partial<Record<WeaponCondition, number>>;
  melee: boolean;
  special: SpecialAttack;
  /** A demonic attack (a demon's, demonic magic): demonic protection units work against it. */
  demonic?: boolean;
}

/** One defence rolled against the attack. */
export interface DefenceRecord {
  kind: DefenceKind;
  /** The user who asked for it. */
  by: string;
  /** Cover value (cover defences), or the min roll of a dodge. */
  target?: number;
  /** The parrying weapon. */
  weaponName?: string;
  /** Totals of the dice rolled (critical cover dice first). */
  dice: number[];
  successes: number;
  /** A reaction's saved action was spent for it (false outside a combat). */
  actionSpent: boolean;
  before: AttackScore;
  after: AttackScore;
}

/**
 * What a special attack did: the target's roll against a K.O. or disarming attack, or the Dying level
 * a coup de grâce left (no roll of the target; `need` 1 success of the attack).
 */
export interface SpecialOutcome {
  kind: "knockout" | "disarm" | "coupDeGrace";
  /** The attribute rolled (Resistance; the better of Strength and Deftness). */
  attribute: string;
  /** Successes needed to resist: the hits that got through (K.O.), the attacker's hits (disarm). */
  need: number;
  dice: number[];
  successes: number;
  /** Knocked out (Unconscious 1), disarmed, or (coup de grâce) at least one success. */
  effective: boolean;
  /** Coup de grâce: the target's Dying level afterwards. */
  dying?: number;
}

/** What applying the damage did, as recorded on the card. */
export interface AppliedDamage {
  by: string;
  variant: "pool" | "flat" | "none";
  wounds: number;
  conditions: Partial<Record<WeaponCondition, number>>;
  conditionsPrevented: WeaponCondition[];
  /** Conditions a foe's resistance kept off, and those its weakness raised (absent: none). */
  conditionsResisted?: WeaponCondition[];
  conditionsRaised?: WeaponCondition[];
  hitsStopped: number;
  criticalHitsStopped: number;
  /** Units spent (innate ones included), and how many of them were innate. */
  spent: ProtectionType[];
  innateUsed: number;
  wasted: number;
  weaponBound: boolean;
  reflectedHits: number;
  /** Condition the worn armour lost (optional armour damage rule), 0 when none was damaged. */
  armourDamagePercent: number;
  /** The armour piece that lost it and its condition afterwards (absent: none was damaged). */
  armour?: { name: string; condition: number };
  /** Names of the concentration spells that ended. */
  concentrationEnded: string[];
  /** The target is Dying after the damage. */
  dying: boolean;
  /** A K.O. or disarming attack: the target's roll against it. */
  special?: SpecialOutcome;
}

/** One target of the attack. */
export interface CardTarget {
  tokenUuid: string | null;
  actorUuid: string;
  name: string;
  /** The hits that came in (the attack roll's score). */
  incoming: AttackScore;
  defences: DefenceRecord[];
  applied: AppliedDamage | null;
}

/** The attack card's data (message flags `phasesix.attack`). */
export interface AttackCard {
  attacker: { actorUuid: string; tokenUuid: string | null; name: string };
  weapon: CardWeapon;
  mode: AttackMode;
  targets: CardTarget[];
}

/** The hits still coming at a target: after its last defence, or as they came in. */
export function currentHits(target: CardTarget): AttackScore {
  const last = target.defences[target.defences.length - 1];
  const score = last ? last.after : target.incoming;
  return { hits: score.hits, criticalHits: score.criticalHits, extraWounds: [...score.extraWounds] };
}

/** The card's targets for a newly rolled attack: every target takes the roll's full score. */
export function newTargets(score: AttackScore, targets: ReadonlyArray<{ tokenUuid: string | null; actorUuid: string; name: string }>): CardTarget[] {
  return targets.map((t) => ({
    tokenUuid: t.tokenUuid,
    actorUuid: t.actorUuid,
    name: t.name,
    incoming: { hits: score.hits, criticalHits: score.criticalHits, extraWounds: [...score.extraWounds] },
    defences: [],
    applied: null,
  }));
}

/** Why a defence or an application of damage is refused; the label is `PHASESIX.AttackCard.Reason.<key>`. */
export type CardRefusal =
  | ReactionRefusal
  | "unknownTarget"
  | "applied"
  | "nothingLeft"
  | "notMelee"
  | "order"
  | "noCover"
  | "noShield"
  | "notRaised"
  | "shieldNeedsOneHandedWeapon"
  | "coupDeGraceTarget"
  /** The dodge roll would have no dice (evasion 0 after conditions): it cannot succeed. */
  | "noDodgeDice"
  /** The chosen parry weapon gives no dice: the parry cannot succeed. */
  | "noParryDice";

/** What the rules need to know about the defender for a defence. */
export interface DefenderFacts {
  conditions?: Partial<Record<ConditionKey, number>>;
  /** Saved actions in the running combat; null without a combat (nothing is spent). */
  actions: number | null;
  /** The defender's best shield cover value (0 or absent: no shield). */
  shieldCover?: number;
  /** A shield block is raised (combat tracker state). */
  shieldBlockRaised?: boolean;
  /**
   * The defender has a one-handed weapon at hand, which a shield needs (rulebook-de → Schilder;
   * `shieldRefusal`). Absent: not known, not checked.
   */
  oneHandedWeapon?: boolean;
  /**
   * The dice of the defender's dodge roll (evasion after conditions, `dodgeCheck`). A dodge without
   * dice is refused, so no reaction is spent on a roll that cannot succeed. Absent: not known.
   */
  dodgeDice?: number;
}

/**
 * Null when `kind` may be rolled for target `index` now, else why not: the damage is not applied
 * yet, hits are left, dodge and parry only against attacks that allow them (melee), defences in
 * order (one cover roll, then dodge, then parry), shields need a shield (a block must be raised),
 * hunkered needs the condition, a dodge needs dice, reactions as {@link reactionRefusal} (once per
 * target and attack).
 */
export function defenceRefusal(card: AttackCard, index: number, kind: DefenceKind, defender: DefenderFacts): CardRefusal | null {
  const target = card.targets[index];
  if (!target) return "unknownTarget";
  if (target.applied) return "applied";
  const left = currentHits(target);
  if (left.hits + left.criticalHits <= 0) return "nothingLeft";
  if (kind === "dodge" && !canDodge(card.mode)) return "notMelee";
  if (kind === "parry" && !canParry(card.mode)) return "notMelee";
  const done = Math.max(-1, ...target.defences.map((d) => DEFENCE_STEP[d.kind]));
  if (DEFENCE_STEP[kind] <= done) return "order";
  if ((kind === "shieldParry" || kind === "shieldBlock") && !shieldCoverValue(defender.shieldCover)) return "noShield";
  if ((kind === "shieldParry" || kind === "shieldBlock") && defender.oneHandedWeapon === false) return "shieldNeedsOneHandedWeapon";
  if (kind === "shieldBlock" && !defender.shieldBlockRaised) return "notRaised";
  if (kind === "hunkered" && (defender.conditions?.hunkered ?? 0) <= 0) return "noCover";
  if (kind === "dodge" && defender.dodgeDice !== undefined && defender.dodgeDice <= 0) return "noDodgeDice";
  if (DEFENCE_IS_REACTION[kind]) {
    const reacted = target.defences.some((d) => DEFENCE_IS_REACTION[d.kind]);
    return reactionRefusal({ conditions: defender.conditions ?? {}, actions: defender.actions, reactedToThisAction: reacted });
  }
  return null;
}

/** A shield's cover value when it is a usable one (2..6), else null. */
export function shieldCoverValue(cover: number | undefined): number | null {
  return effectiveCover([cover ?? null]);
}

/**
 * The cover value a cover defence uses: the chosen terrain cover (4+/5+/6+), hunkered 6+, the
 * shield's own cover value for a shield parry or block. Null when there is none.
 */
export function coverValueFor(kind: DefenceKind, chosen: number | null, defender: DefenderFacts): number | null {
  switch (kind) {
    case "cover":
      return effectiveCover([chosen], (defender.conditions?.hunkered ?? 0) > 0);
    case "hunkered":
      return HUNKERED_COVER;
    case "shieldParry":
    case "shieldBlock":
      return shieldCoverValue(defender.shieldCover);
    default:
      return null;
  }
}

/** A cover defence from rolled dice: one die per critical hit, then one per normal hit. */
export function coverDefence(target: CardTarget, kind: DefenceKind, cover: number, criticalDice: readonly DieChain[], normalDice: readonly DieChain[], by: string, actionSpent: boolean): DefenceRecord {
  const before = currentHits(target);
  const result = applyCover(before, cover, criticalDice, normalDice);
  return {
    kind,
    by,
    target: cover,
    dice: [...criticalDice.slice(0, before.criticalHits), ...normalDice.slice(0, before.hits)].map((d) => d.total),
    successes: result.hitsStopped + result.criticalHitsStopped,
    actionSpent,
    before,
    after: { hits: result.hits, criticalHits: result.criticalHits, extraWounds: result.extraWounds },
  };
}

/** A dodge from the dodge roll's successes (one success avoids the whole attack). */
export function dodgeDefence(target: CardTarget, minRoll: number, dice: readonly number[], successes: number, by: string, actionSpent: boolean): DefenceRecord {
  const before = currentHits(target);
  return { kind: "dodge", by, target: minRoll, dice: [...dice], successes, actionSpent, before, after: applyDodge(before, successes).attack };
}

/** A parry from the parry roll's successes (each removes a normal hit; criticals get through). */
export function parryDefence(
  target: CardTarget,
  weaponName: string,
  dice: readonly number[],
  successes: number,
  by: string,
  actionSpent: boolean,
  criticals: { successes: number; cancelCriticals: boolean } = { successes: 0, cancelCriticals: false },
): DefenceRecord {
  const before = currentHits(target);
  return { kind: "parry", by, weaponName, dice: [...dice], successes, actionSpent, before, after: applyParry(before, successes, criticals.successes, criticals.cancelCriticals) };
}

/** A copy of the card with a defence added to target `index`. */
export function withDefence(card: AttackCard, index: number, defence: DefenceRecord): AttackCard {
  return { ...card, targets: card.targets.map((t, i) => (i === index ? { ...t, defences: [...t.defences, defence] } : t)) };
}

/** Null when the damage of target `index` may be applied, else why not (applying twice is refused). */
export function applyRefusal(card: AttackCard, index: number): CardRefusal | null {
  const target = card.targets[index];
  if (!target) return "unknownTarget";
  if (target.applied) return "applied";
  return null;
}

/** What the card records of a damage result. */
export function appliedRecord(result: DamageResult, extra: { by: string; variant: AppliedDamage["variant"]; concentrationEnded: string[]; dying: boolean }): AppliedDamage {
  return {
    by: extra.by,
    variant: extra.variant,
    wounds: result.wounds,
    conditions: { ...result.conditions },
    conditionsPrevented: [...result.conditionsPrevented],
    ...(result.conditionsResisted?.length ? { conditionsResisted: [...result.conditionsResisted] } : {}),
    ...(result.conditionsRaised?.length ? { conditionsRaised: [...result.conditionsRaised] } : {}),
    hitsStopped: result.hitsStopped,
    criticalHitsStopped: result.criticalHitsStopped,
    spent: result.pool ? [...result.pool.spent] : [],
    innateUsed: result.pool?.innateUsed ?? 0,
    wasted: result.pool?.wasted ?? 0,
    weaponBound: result.weaponBound,
    reflectedHits: result.reflectedHits,
    armourDamagePercent: result.armourDamagePercent,
    concentrationEnded: [...extra.concentrationEnded],
    dying: extra.dying,
  };
}

/** A copy of the card with target `index`'s damage recorded. */
export function withApplied(card: AttackCard, index: number, applied: AppliedDamage): AttackCard {
  return { ...card, targets: card.targets.map((t, i) => (i === index ? { ...t, applied } : t)) };
}

/**
 * A concentration spell ends when its caster takes a wound that gets through (RULES.md → Extensions
 * → Magic): true when the damage dealt at least one wound.
 */
export function breaksConcentration(result: Pick<DamageResult, "wounds">): boolean {
  return result.wounds > 0;
}

/** The megacritical extra wounds of the hits (shown on the card). */
export function megacriticalWounds(score: AttackScore): number {
  return score.extraWounds.reduce((sum, w) => sum + Math.max(0, w), 0);
}

/* Validation of stored (untrusted) card data: the card comes back from a message's flags. */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 1000;
}
function isScore(value: unknown): value is AttackScore {
  if (!isObject(value) || !isCount(value.hits) || !isCount(value.criticalHits) || !Array.isArray(value.extraWounds)) return false;
  return value.extraWounds.length === value.criticalHits && value.extraWounds.every(isCount);
}
function isConditions(value: unknown): value is Partial<Record<WeaponCondition, number>> {
  return isObject(value) && Object.entries(value).every(([k, v]) => (WEAPON_CONDITIONS as readonly string[]).includes(k) && isCount(v));
}

/** Whether stored data is an attack card (targets' defences and applied records are trusted as stored by the GM). */
export function isAttackCard(value: unknown): value is AttackCard {
  if (!isObject(value) || !isObject(value.attacker) || !isObject(value.weapon) || !Array.isArray(value.targets)) return false;
  const w = value.weapon;
  if (typeof w.name !== "string" || !isCount(w.wounds) || !isCount(w.piercing) || !isConditions(w.conditions) || typeof w.melee !== "boolean") return false;
  if (w.special !== "none" && w.special !== "knockout" && w.special !== "disarm" && w.special !== "coupDeGrace") return false;
  if (w.demonic !== undefined && typeof w.demonic !== "boolean") return false;
  if (typeof value.mode !== "string" || !(ATTACK_MODES as readonly string[]).includes(value.mode)) return false;
  if (typeof value.attacker.actorUuid !== "string" || typeof value.attacker.name !== "string") return false;
  return value.targets.every(
    (t) => isObject(t) && typeof t.actorUuid === "string" && typeof t.name === "string" && isScore(t.incoming) && Array.isArray(t.defences) && (t.applied === null || isObject(t.applied)),
  );
}
