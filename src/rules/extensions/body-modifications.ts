/**
 * Body modifications (RULES.md → Body modifications; rulebook 2026, chapter "Körpermodifikationen"):
 * Biolast (sum of the fitted modifications, doubled while a region is overloaded) with its penalties,
 * the energy balance with surplus discharges and deficit failures, the mounting points per body
 * region, switching on and off, and the surgery roll. Pure: the sheet gathers the fitted
 * modifications, calls these functions and shows the results.
 */
import { MAX_POOL, drawFace } from "../dice/pool.ts";
import { MAX_COUNT } from "../guard.ts";
import type { FaceSource } from "../dice/faces.ts";

/** The body regions with mounting points (chapter "Befestigungspunkte"). */
export const BODY_REGIONS = ["head", "torso", "arms", "legs"] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** The places the appendix names for a modification; both arms share the arms' points, both legs the legs'. */
export const BODY_LOCATIONS = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const;
export type BodyLocation = (typeof BODY_LOCATIONS)[number];

/** The region whose mounting points a location uses. */
export const REGION_OF: Readonly<Record<BodyLocation, BodyRegion>> = {
  head: "head",
  torso: "torso",
  leftArm: "arms",
  rightArm: "arms",
  leftLeg: "legs",
  rightLeg: "legs",
};

/** A human's mounting points (chapter "Befestigungspunkte": Kopf 3, Torso 5, Arme 3, Beine 3). */
export const HUMAN_MOUNTING_POINTS: Readonly<Record<BodyRegion, number>> = { head: 3, torso: 5, arms: 3, legs: 3 };

/** The modification types of the chapter ("Typ"). */
export const BODY_MODIFICATION_TYPES = ["generator", "weapon", "sensor", "artificialLimb", "protection", "enhancement"] as const;
export type BodyModificationType = (typeof BODY_MODIFICATION_TYPES)[number];

/** Passive modifications always work and draw; activatable ones draw only while switched on. */
export const BODY_MODIFICATION_ACTIVATIONS = ["passive", "activatable"] as const;
export type BodyModificationActivation = (typeof BODY_MODIFICATION_ACTIVATIONS)[number];

/** Biolast thresholds ("Auswirkungen von Biolast"): above 5, 10, 15 → −1, −2, −3 (the highest applies). */
export const BIOLAST_THRESHOLDS: readonly number[] = [5, 10, 15];

/** From this surplus (mA) on, switching a modification on rolls Resistance ("Energieüberschuss": "10 mA oder mehr"). */
export const SURPLUS_DISCHARGE_FROM = 10;

/** Actions that switching a modification on or off costs in combat ("Aktivierbare und passive Modifikationen"). */
export const SWITCH_ACTIONS = 1;

/** A fitted modification as the core sees it. */
export interface FittedModification {
  id: string;
  name: string;
  biolast: number;
  /** Energy demand in mA; negative = the modification produces energy. */
  energy: number;
  activation: BodyModificationActivation;
  /** An activatable modification is switched on (passive ones are always on). */
  active: boolean;
  /** Failed through an energy deficit: works (and draws) no more until the next rest. */
  offline: boolean;
  /** Where it is fitted, and the points it takes there. */
  location: BodyLocation;
  points: number;
}

/** A whole number within the core's bounds (±its largest count); NaN and Infinity count 0. */
function whole(n: number): number {
  return Number.isFinite(n) ? Math.max(-MAX_COUNT, Math.min(MAX_COUNT, Math.trunc(n))) || 0 : 0;
}

/** Whether a modification works now: not offline, and passive or switched on. */
export function isRunning(mod: Pick<FittedModification, "activation" | "active" | "offline">): boolean {
  return !mod.offline && (mod.activation === "passive" || mod.active);
}

/** Mounting points used per region, with the points available and whether the region is overloaded. */
export interface RegionLoad {
  region: BodyRegion;
  used: number;
  available: number;
  overloaded: boolean;
}

/** The load of every region (chapter "Befestigungspunkte"). */
export function regionLoads(mods: readonly Pick<FittedModification, "location" | "points">[], available: Readonly<Record<BodyRegion, number>> = HUMAN_MOUNTING_POINTS): RegionLoad[] {
  // one pass over the modifications (every actor's derivation runs this, mostly with none fitted)
  const used = BODY_REGIONS.map(() => 0);
  for (const m of mods) {
    const at = BODY_REGIONS.indexOf(REGION_OF[m.location]);
    if (at >= 0) used[at] += Math.max(0, whole(m.points));
  }
  return BODY_REGIONS.map((region, at) => ({ region, used: used[at], available: available[region], overloaded: used[at] > available[region] }));
}

/** The penalty step of a Biolast: 0, or 1/2/3 above 5/10/15 (not cumulative: the highest applies). */
export function biolastPenalty(biolast: number): number {
  let penalty = 0;
  for (const threshold of BIOLAST_THRESHOLDS) if (biolast > threshold) penalty++;
  return penalty;
}

/** The min-roll increase of healing and of the character's spells: half the Biolast, rounded up. */
export function biolastMinRollIncrease(biolast: number): number {
  return Math.max(0, Math.ceil(whole(biolast) / 2));
}

/** Everything the fitted modifications do to the character. */
export interface BodyModificationState {
  /** Sum of the modifications' Biolast, before doubling. */
  baseBiolast: number;
  /** A region is overloaded: all Biolast counts double. */
  doubled: boolean;
  biolast: number;
  /** Lost points of Endurance and lost dice of every rest roll (0–3). */
  penalty: number;
  /** Added to the min roll of every healing of the character and of its spells. */
  minRollIncrease: number;
  /** Produced energy (mA) of the running producers. */
  produced: number;
  /** Drawn energy (mA) of the running consumers. */
  drawn: number;
  /** produced − drawn: ≥ 0 surplus, < 0 deficit. */
  balance: number;
  regions: RegionLoad[];
}

/** The state of a character's fitted modifications (chapter "Charakterwerte"). */
export function bodyModificationState(mods: readonly FittedModification[], available: Readonly<Record<BodyRegion, number>> = HUMAN_MOUNTING_POINTS): BodyModificationState {
  const regions = regionLoads(mods, available);
  let doubled = false;
  for (const r of regions) if (r.overloaded) doubled = true;
  let baseBiolast = 0;
  for (const m of mods) baseBiolast += Math.max(0, whole(m.biolast));
  const biolast = doubled ? baseBiolast * 2 : baseBiolast;
  let produced = 0;
  let drawn = 0;
  for (const mod of mods) {
    if (!isRunning(mod)) continue;
    const energy = whole(mod.energy);
    if (energy < 0) produced -= energy;
    else drawn += energy;
  }
  return {
    baseBiolast,
    doubled,
    biolast,
    penalty: biolastPenalty(biolast),
    minRollIncrease: biolastMinRollIncrease(biolast),
    produced,
    drawn,
    balance: produced - drawn,
    regions,
  };
}

/** Why a modification cannot be switched. */
export type SwitchRefusal = "passive" | "offline";

/** Whether a modification may be switched on or off: passive ones never, offline ones not until the next rest. */
export function switchRefusal(mod: Pick<FittedModification, "activation" | "offline">): SwitchRefusal | null {
  if (mod.activation === "passive") return "passive";
  if (mod.offline) return "offline";
  return null;
}

/** What switching a modification on sets off ("Energieüberschuss", "Energiedefizit"). */
export type SwitchOnConsequence =
  | { kind: "none" }
  /** Roll Resistance at the character's min roll + the surplus; failure: 1 wound and Shocked 1. */
  | { kind: "discharge"; surplus: number; minRollIncrease: number }
  /** Roll as many dice as the deficit; each 1 takes one modification (the player's choice) offline until the next rest. */
  | { kind: "failures"; deficit: number; dice: number };

/**
 * The consequence of switching `mod` on among `mods` (reading: the balance with the modification
 * drawing, i.e. after switching it on): surplus ≥ 10 mA → discharge roll; deficit → failure dice.
 */
export function switchOnConsequence(mods: readonly FittedModification[], modId: string): SwitchOnConsequence {
  const after = mods.map((m) => (m.id === modId ? { ...m, active: true } : m));
  const balance = bodyModificationState(after).balance;
  if (balance >= SURPLUS_DISCHARGE_FROM) return { kind: "discharge", surplus: balance, minRollIncrease: balance };
  if (balance < 0) return { kind: "failures", deficit: -balance, dice: Math.min(MAX_POOL, -balance) };
  return { kind: "none" };
}

/** The consequence of a failed discharge roll: 1 wound and Shocked 1. */
export const DISCHARGE_FAILURE = { wounds: 1, shocked: 1 } as const;

/** Rolls the failure dice of a deficit: the faces (each checked as `rollPool` checks its faces) and how many modifications fail (each 1). */
export function rollFailureDice(dice: number, faces: FaceSource): { faces: number[]; failures: number } {
  const count = Math.max(0, Math.min(MAX_POOL, whole(dice)));
  const rolled = Array.from({ length: count }, () => drawFace(faces));
  return { faces: rolled, failures: rolled.filter((f) => f === 1).length };
}

/** The surgeon's Medicine roll to fit or remove a modification: their min roll + the modification's Biolast ("Modifikationen integrieren"/"ausbauen"). */
export function surgeryMinRoll(surgeonMinRoll: number, modBiolast: number): number {
  return whole(surgeonMinRoll) + Math.max(0, whole(modBiolast));
}

/** Fitting or removing a modification (chapter "Modifikationen integrieren" / "Modifikationen ausbauen"). */
export type SurgeryKind = "fit" | "remove";

/**
 * Whether a knowledge is Medicine (Medizin), the one the chapter names for the surgeon's roll; by its
 * name in either language: "Medizin", "Medicine", "Medical science" (the English packs' name).
 */
export function isMedicine(name: string): boolean {
  return /\bmedizin|\bmedicine\b|\bmedical\b/i.test(name);
}

/** The Medicine knowledge of a surgeon (see {@link isMedicine}); null when they have none. */
export function medicineKnowledge<K extends { id: string; name: string }>(knowledge: readonly K[]): K | null {
  return knowledge.find((k) => isMedicine(k.name)) ?? null;
}

/** The surgery a modification needs next: a fitted one can only be removed, a removed one fitted. */
export function surgeryKind(fitted: boolean): SurgeryKind {
  return fitted ? "remove" : "fit";
}

/**
 * The surgeon's roll: their Medicine knowledge (`knowledgeId`) with the min roll raised by the
 * modification's own Biolast (`surgeryMinRoll`; the roll path adds the surgeon's own min roll and
 * conditions).
 */
export function surgeryCheck(knowledgeId: string, modBiolast: number): { kind: "knowledge"; key: string; options: { diceModifier: number; minRollModifier: number } } {
  return { kind: "knowledge", key: knowledgeId, options: { diceModifier: 0, minRollModifier: surgeryMinRoll(0, modBiolast) } };
}

/**
 * What a surgery achieves: the roll must be passed ("bestehen"), one success as for any check; a
 * passed roll fits (or removes) the modification, so `fitted` is its state afterwards. The chapter
 * gives no consequence for a failed roll (only that the operation "may not be without risk"): the
 * modification stays as it was, and any further harm is the GM's call.
 */
export function surgeryOutcome(kind: SurgeryKind, successes: number): { success: boolean; fitted: boolean | null } {
  const success = whole(successes) >= 1;
  return { success, fitted: success ? kind === "fit" : null };
}

/** The rest after a deficit: every offline modification works again ("bis zur nächsten Rast"). */
export function onlineAfterRest<T extends Pick<FittedModification, "offline">>(mods: readonly T[]): T[] {
  return mods.map((m) => ({ ...m, offline: false }));
}

/**
 * The energy sum of all fitted modifications, every one counted ("Energie": the sum of all fitted
 * modifications must be 0 or more): the builder refuses a choice below 0.
 */
export function creationEnergyBalance(mods: readonly Pick<FittedModification, "energy">[]): number {
  return -mods.reduce((sum, m) => sum + whole(m.energy), 0);
}
