/**
 * Movement in combat (RULES.md → Combat → Movement), pure. Each movement is a Handlung that costs one
 * action (rulebook 2025 and 2026, combat chapter → "Akteur und Aktionen"):
 * - gehen: Schnelligkeit + 1 m (the character may perform one more Handlung while walking, at +1 min roll);
 * - rennen: Schnelligkeit + 5 m;
 * - robben: Schnelligkeit / 2 (rounded up) + 1 m, only while hunkered ("In der Hocke").
 * A raised shield block halves every reach ("Während der Schildblock aktiv ist, ist die
 * Bewegungsreichweite des Charakters halbiert"); Dying or unconscious combatants have no actions and
 * do not move.
 *
 * A path longer than one action's reach costs as many actions as it needs: full runs, and a last leg
 * that is a walk when it fits the walking reach (so the player sees they may act while walking).
 * Hunkered, every leg is a crawl (standing up is a Handlung of its own).
 */
import type { ConditionKey } from "../catalog/index.ts";
import { incapacitated } from "./reactions.ts";

/** The three ways to move, as the book names them. Labels: `PHASESIX.Movement.Mode.<mode>`. */
export const MOVEMENT_MODES = ["walk", "run", "crawl"] as const;
export type MovementMode = (typeof MOVEMENT_MODES)[number];

/** Metres one action moves in each mode. */
export type MovementReach = Record<MovementMode, number>;

/** What besides the reach decides a move. */
export interface MovementFacts {
  /** Condition counters of the actor (hunkered, Dying, unconscious). */
  conditions?: Partial<Record<ConditionKey, number>>;
  /** A raised shield block (halves the reach). */
  shieldBlock?: boolean;
}

/** Why a token cannot move at all; label `PHASESIX.Movement.Stopped.<key>`. */
export type MovementStop = "incapacitated" | "noReach";

/** The reach after conditions and the shield block, and which modes are open. */
export interface EffectiveReach {
  reach: MovementReach;
  /** Modes a move is made of: walk and run standing, crawl only while hunkered. */
  modes: readonly MovementMode[];
  /** Why the token cannot move at all, or null. */
  stopped: MovementStop | null;
}

const EPSILON = 1e-6;

function metres(value: number): number {
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

/** A character's reach from Quickness (values below 0 count as 0 m). */
export function reachFromQuickness(quickness: number): MovementReach {
  const q = Number.isFinite(quickness) ? Math.trunc(quickness) : 0;
  return { walk: metres(q + 1), run: metres(q + 5), crawl: metres(Math.ceil(q / 2) + 1) };
}

/**
 * A foe's reach from its statblock's movement (our reading, RULES.md → Foes: the block names one
 * movement in metres, the walk of one action; running and crawling follow the character's formulas
 * with that walk as Quickness + 1: run = movement + 4, crawl = ⌈(movement − 1) / 2⌉ + 1; movement 0 does not move).
 */
export function reachFromFoeMovement(movement: number): MovementReach {
  const m = Number.isFinite(movement) ? Math.max(0, Math.trunc(movement)) : 0;
  // A block without movement (0) does not move at all.
  return m === 0 ? { walk: 0, run: 0, crawl: 0 } : reachFromQuickness(m - 1);
}

/** The reach as the move sees it: halved with a raised shield block, none while Dying or unconscious. */
export function effectiveReach(base: MovementReach, facts: MovementFacts = {}): EffectiveReach {
  const factor = facts.shieldBlock ? 0.5 : 1;
  const reach: MovementReach = { walk: metres(base.walk) * factor, run: metres(base.run) * factor, crawl: metres(base.crawl) * factor };
  const hunkered = (facts.conditions?.hunkered ?? 0) > 0;
  const modes: readonly MovementMode[] = hunkered ? ["crawl"] : ["walk", "run"];
  if (incapacitated(facts.conditions)) return { reach, modes, stopped: "incapacitated" };
  const longest = Math.max(...modes.map((mode) => reach[mode]));
  return { reach, modes, stopped: longest > 0 ? null : "noReach" };
}

/** One action's worth of a move. */
export interface MovementLeg {
  mode: MovementMode;
  metres: number;
}

/** What a move of some distance costs. */
export interface MovementCost {
  /** Metres of the move (0 for none). */
  distance: number;
  /** Actions the move costs (one per leg); Infinity when the token cannot move. */
  actions: number;
  /** The legs in order: full runs (or crawls), then the last leg. */
  legs: MovementLeg[];
  /** The mode of the last leg (null for no move or when the token cannot move). */
  mode: MovementMode | null;
  /** Why the token cannot move, or null. */
  stopped: MovementStop | null;
}

/**
 * The actions a move of `distance` metres costs with this reach: none for no move; one when it fits
 * one walk or one run (a walk when it fits the walking reach); else full runs and a last leg (a walk
 * when the rest fits it). Hunkered, every leg is a crawl. A token that cannot move costs Infinity.
 */
export function movementCost(distance: number, effective: EffectiveReach): MovementCost {
  const d = metres(distance);
  if (d <= EPSILON) return { distance: 0, actions: 0, legs: [], mode: null, stopped: null };
  if (effective.stopped) return { distance: d, actions: Infinity, legs: [], mode: null, stopped: effective.stopped };
  const { reach } = effective;
  const longMode: MovementMode = effective.modes.includes("run") ? "run" : "crawl";
  const long = reach[longMode];
  const fullLegs = Math.max(0, Math.ceil(d / long - EPSILON) - 1);
  const legs: MovementLeg[] = Array.from({ length: fullLegs }, () => ({ mode: longMode, metres: long }));
  const rest = d - fullLegs * long;
  const lastMode: MovementMode = effective.modes.includes("walk") && rest <= reach.walk + EPSILON ? "walk" : longMode;
  legs.push({ mode: lastMode, metres: rest });
  return { distance: d, actions: legs.length, legs, mode: lastMode, stopped: null };
}

/** The legs grouped as the ruler names them: consecutive legs of one mode with their count. */
export function legSummary(legs: readonly MovementLeg[]): Array<{ mode: MovementMode; count: number }> {
  const groups: Array<{ mode: MovementMode; count: number }> = [];
  for (const leg of legs) {
    const last = groups.at(-1);
    if (last && last.mode === leg.mode) last.count += 1;
    else groups.push({ mode: leg.mode, count: 1 });
  }
  return groups;
}

/**
 * Metres per scene unit: Phase Six measures in metres; a scene measured in feet, yards, kilometres
 * or miles converts. Unknown units count as metres (the system's scenes default to 1 m squares).
 */
export function metresPerUnit(units: string): number {
  const unit = units.trim().toLowerCase().replace(/\.$/, "");
  if (["ft", "feet", "foot", "fuß", "fuss"].includes(unit)) return 0.3048;
  if (["yd", "yard", "yards"].includes(unit)) return 0.9144;
  if (["km", "kilometer", "kilometre", "kilometers", "kilometres"].includes(unit)) return 1000;
  if (["mi", "mile", "miles", "meile", "meilen"].includes(unit)) return 1609.344;
  return 1;
}
