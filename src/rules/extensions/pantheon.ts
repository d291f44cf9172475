/**
 * Gods, favor and the forms of invocation (RULES.md → Extensions → Pantheon; rulebook-de.md →
 * Pantheon: Glaubensniveau, Gunst, Die Formen der Anrufung, Stoßgebet, Segen, Geringe Bitte,
 * Anrufung, Weihe, Stille Andacht, Zeremonieller Gottesdienst).
 *
 * Favor starts at 0 and may go negative. Every roll of an invocation gets the same min roll
 * modifiers: the checklist below (favor, intention, ceremony, alignment, first plea of the day,
 * sacrifice, incense, Doldag, singing, faith level, extra priests, relic). A form needs all its
 * rolls to pass; only a granted plea costs favor (our reading: the cost pays for the god's favour,
 * and a plea not granted was no favour). Silent prayer (once a day) gains a favor per success; a
 * ceremonial service gains one per participant, at most twice the faith level, less the cost of
 * the pleas made during it.
 */
import type { AttributeKey } from "../catalog/index.ts";
import { clampMinRoll } from "../dice/score.ts";
import type { FaceSource } from "../dice/faces.ts";
import { drawFace } from "../dice/pool.ts";
import type { ExtensionCheckRequest } from "./magic.ts";

/** Default faith level of a world (rulebook-de → Glaubensniveau). */
export const DEFAULT_FAITH_LEVEL = 3;

/** The forms a priest can pray in. */
export const PRAYER_FORMS = ["shockPrayer", "blessing", "lesserPlea", "invocation", "consecration", "silentPrayer"] as const;
export type PrayerForm = (typeof PRAYER_FORMS)[number];

/** How a form is prayed: the attribute rolls it needs (each must pass) and its favor cost. */
export interface PrayerFormRule {
  rolls: readonly AttributeKey[];
  /**
   * Favor the granted plea costs; null where the book names no fixed cost (lesser plea,
   * invocation: the cost of the divine work asked for, entered by the GM).
   */
  cost: number | null;
  /** The form gains favor instead of costing it (silent prayer). */
  gainsFavor: boolean;
}

/** The rulebook's forms: rolls and costs. */
export const PRAYER_FORM_RULES: Readonly<Record<PrayerForm, PrayerFormRule>> = {
  /** 3 seconds: one Charm roll; +faith level on one attribute or skill for faith level minutes. */
  shockPrayer: { rolls: ["charm"], cost: 2, gainsFavor: false },
  /** 5 minutes: a Willpower and a Charm roll; breaks a curse or blesses an object. */
  blessing: { rolls: ["willpower", "charm"], cost: 5, gainsFavor: false },
  /** About 15 minutes: one Charm roll for a "lesser" divine work. */
  lesserPlea: { rolls: ["charm"], cost: null, gainsFavor: false },
  /** At least 30 minutes: two Charm rolls and one Willpower roll for a "higher" divine work. */
  invocation: { rolls: ["charm", "charm", "willpower"], cost: null, gainsFavor: false },
  /** Two hours: three Charm rolls and a Strength roll (holding the object); 50 % to be ensouled. */
  consecration: { rolls: ["charm", "charm", "charm", "strength"], cost: 7, gainsFavor: false },
  /** One hour, once a day: one Charm roll, a favor per success. */
  silentPrayer: { rolls: ["charm"], cost: 0, gainsFavor: true },
};

/** The yes/no circumstances of the invocation checklist and their min roll modifiers. */
export const INVOCATION_FLAGS = {
  /** The character's intention goes against the deity's virtues. */
  againstVirtues: 10,
  /** No ceremonial setting (candles, clean cloths …). */
  noCeremony: 5,
  /** The priest's alignment is opposed to the deity. */
  opposedAlignment: 15,
  /** Not the first plea of the day. */
  notFirstPlea: 2,
  /** A sacrifice is offered. */
  sacrifice: -3,
  /** The priest uses incense. */
  incense: -2,
  /** The invocation happens on Doldag. */
  doldag: -2,
  /** The invocation is sung (an extra singing roll). */
  sung: -5,
} as const;
export type InvocationFlag = keyof typeof INVOCATION_FLAGS;
export const INVOCATION_FLAG_KEYS = Object.keys(INVOCATION_FLAGS) as InvocationFlag[];

/** The invocation checklist: ticked circumstances and the numbers of the place and company. */
export interface InvocationChecklist {
  flags: Partial<Record<InvocationFlag, boolean>>;
  /** Additional priests taking part: −1 each. */
  extraPriests: number;
  /** Level of a relic present (1–6; 0 = none): −level. */
  relicLevel: number;
}

/** One line of the min roll modifier: what it is and its signed value. */
export interface InvocationModifierPart {
  key: "favor" | "faithLevel" | "extraPriests" | "relic" | InvocationFlag;
  value: number;
}

/** An empty checklist (nothing ticked, no extra priests, no relic). */
export function emptyChecklist(): InvocationChecklist {
  return { flags: {}, extraPriests: 0, relicLevel: 0 };
}

function int(n: number): number {
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/**
 * The favor part of the modifier: −(favor / 2), the half rounded toward 0 (our reading; favor 5 →
 * −2, favor −3 → +1).
 */
export function favorModifier(favor: number): number {
  const half = Math.trunc(int(favor) / 2);
  return half === 0 ? 0 : -half;
}

/** Every non-zero modifier on each roll of an invocation, in the rulebook's order. */
export function invocationModifiers(checklist: InvocationChecklist, favor: number, faithLevel: number): InvocationModifierPart[] {
  const parts: InvocationModifierPart[] = [{ key: "favor", value: favorModifier(favor) }];
  for (const key of INVOCATION_FLAG_KEYS) if (checklist.flags[key]) parts.push({ key, value: INVOCATION_FLAGS[key] });
  parts.push({ key: "faithLevel", value: -int(faithLevel) });
  parts.push({ key: "extraPriests", value: -Math.max(0, int(checklist.extraPriests)) });
  parts.push({ key: "relic", value: -Math.min(6, Math.max(0, int(checklist.relicLevel))) });
  return parts.filter((part) => part.value !== 0);
}

/** The sum of the invocation modifiers: what every roll of the invocation adds to the min roll. */
export function invocationMinRollModifier(checklist: InvocationChecklist, favor: number, faithLevel: number): number {
  return invocationModifiers(checklist, favor, faithLevel).reduce((sum, part) => sum + part.value, 0);
}

/** The min roll of each invocation roll: own min roll + modifiers, never below 2. */
export function invocationMinRoll(ownMinRoll: number, checklist: InvocationChecklist, favor: number, faithLevel: number): number {
  return clampMinRoll(ownMinRoll + invocationMinRollModifier(checklist, favor, faithLevel));
}

/** The rule of a form of prayer, or a RangeError naming an unknown form (a hostile macro's key). */
export function prayerFormRule(form: PrayerForm): PrayerFormRule {
  if (typeof form !== "string" || !Object.hasOwn(PRAYER_FORM_RULES, form)) throw new RangeError(`unknown form of prayer "${String(form)}"`);
  return PRAYER_FORM_RULES[form];
}

/**
 * The checks a form needs, in order, each an attribute roll with the invocation modifiers on its
 * min roll (e.g. a blessing: Willpower, then Charm).
 */
export function prayerChecks(form: PrayerForm, checklist: InvocationChecklist, favor: number, faithLevel: number): ExtensionCheckRequest[] {
  const minRollModifier = invocationMinRollModifier(checklist, favor, faithLevel);
  return prayerFormRule(form).rolls.map((key) => ({ kind: "attribute", key, options: { diceModifier: 0, minRollModifier } }));
}

/** What a prayer achieved. */
export interface PrayerOutcome {
  form: PrayerForm;
  /** Every roll the form needs passed (silent prayer: at least one success). */
  granted: boolean;
  /** Signed change of favor: −cost when granted, +successes for silent prayer, else 0. */
  favorChange: number;
}

/**
 * The outcome of a prayer from the successes of its rolls, in the order of
 * {@link PRAYER_FORM_RULES}`[form].rolls`. `cost` is the cost of the divine work asked for where the
 * form has no fixed one (lesser plea, invocation; default 0). Missing rolls count as failed.
 */
export function prayerOutcome(form: PrayerForm, successes: readonly number[], cost = 0): PrayerOutcome {
  const rule = prayerFormRule(form);
  const rolls = rule.rolls.map((_, i) => Math.max(0, int(successes[i] ?? 0)));
  const granted = rolls.every((s) => s > 0);
  if (rule.gainsFavor) return { form, granted, favorChange: rolls.reduce((sum, s) => sum + s, 0) };
  const price = rule.cost ?? Math.max(0, int(cost));
  return { form, granted, favorChange: granted ? -price : 0 };
}

/** A shock prayer's gift: +faith level on one attribute or skill, for faith level minutes. */
export function shockPrayerBonus(faithLevel: number): { bonus: number; minutes: number } {
  const level = Math.max(0, int(faithLevel));
  return { bonus: level, minutes: level };
}

/** Favor a silent prayer gains: one per success. */
export function silentPrayerFavor(successes: number): number {
  return Math.max(0, int(successes));
}

/**
 * Favor a ceremonial service gains: one per participant, at most twice the faith level, less the
 * cost of pleas or invocations made during it (the result may be negative).
 */
export function ceremonialServiceFavor(participants: number, faithLevel: number, pleaCosts = 0): number {
  const gained = Math.min(Math.max(0, int(participants)), 2 * Math.max(0, int(faithLevel)));
  return gained - Math.max(0, int(pleaCosts));
}

/** Bound of favor either way (the character data model's bounds). */
export const FAVOR_LIMIT = 999;

/** Favor after a change; favor may go negative (kept within ±{@link FAVOR_LIMIT}). */
export function favorAfter(favor: number, change: number): number {
  return Math.min(FAVOR_LIMIT, Math.max(-FAVOR_LIMIT, int(favor) + int(change)));
}

/** A consecrated object is ensouled on a 50 % chance: a d6 showing 4–6. */
export function rollEnsoulment(faces: FaceSource): boolean {
  return drawFace(faces) >= 4;
}
