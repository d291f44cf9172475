/**
 * What the token ruler says about a move (RULES.md → Combat → Movement): the modes of its legs and
 * the actions it costs ("rennen · 1 Aktion", "2 × rennen, gehen · 3 Aktionen"), and the colour band
 * of the segment. The numbers come from the core (`movementCost`); this only words them.
 */
import type { MovementCost } from "../../rules/combat/index.ts";
import { legSummary } from "../../rules/combat/index.ts";
import type { Localize } from "../sheets/context/localize.ts";

/**
 * The colour band of a segment: one action walking (the character may act while walking), one
 * action running or crawling, more actions, more than the combatant has, or no move at all.
 */
export type RulerBand = "walk" | "run" | "more" | "exceeds" | "stopped";

/** The colour of each band on the canvas (segment and grid highlight); ours, readable on maps. */
export const RULER_BAND_COLOURS: Readonly<Record<RulerBand, number>> = {
  walk: 0x2e9d4a,
  run: 0xe0b000,
  more: 0xe07b00,
  exceeds: 0xd12b2b,
  stopped: 0xd12b2b,
};

export interface RulerMoveView {
  /** "rennen · 1 Aktion" (and "nur noch 1 übrig" when the combatant has fewer). */
  text: string;
  band: RulerBand;
  /** Actions the move costs (Infinity when the token cannot move). */
  actions: number;
}

/**
 * The ruler's words for a move of this cost, or null for no move. `available` is what the combatant
 * has in a running combat (null outside one: nothing to compare with).
 */
export function rulerMoveView(cost: MovementCost, available: number | null, localize: Localize): RulerMoveView | null {
  if (cost.actions === 0) return null;
  if (cost.stopped || !Number.isFinite(cost.actions)) {
    return { text: localize(`PHASESIX.Movement.Stopped.${cost.stopped ?? "noReach"}`), band: "stopped", actions: Infinity };
  }
  const modes = legSummary(cost.legs)
    .map(({ mode, count }) => {
      const word = localize(`PHASESIX.Movement.Mode.${mode}`);
      return count > 1 ? localize("PHASESIX.Movement.Repeat", { count, mode: word }) : word;
    })
    .join(", ");
  const actions = cost.actions === 1 ? localize("PHASESIX.Movement.One") : localize("PHASESIX.Movement.Many", { count: cost.actions });
  const text = localize("PHASESIX.Movement.Label", { modes, actions });
  if (available !== null && cost.actions > available) {
    return { text: `${text} (${localize("PHASESIX.Movement.Left", { left: Math.max(0, available) })})`, band: "exceeds", actions: cost.actions };
  }
  const band: RulerBand = cost.actions > 1 ? "more" : cost.mode === "walk" ? "walk" : "run";
  return { text, band, actions: cost.actions };
}

/** The parts of a ruler waypoint (Foundry's `TokenRulerWaypoint`) a move is measured from. */
export interface RulerPoint {
  readonly stage: "passed" | "pending" | "planned";
  readonly movementId: string | null;
  readonly measurement: { readonly cost: number };
  readonly previous: RulerPoint | null;
}

/** Waypoints of one move: every planned waypoint together, else those of one movement id. */
function moveKey(point: RulerPoint): string | null {
  return point.stage === "planned" ? "planned" : point.movementId;
}

/**
 * The cost (in scene units, as Foundry measured it: distance and terrain) of the move this waypoint
 * belongs to, up to the waypoint: the planned path from where the token stands, or one recorded
 * movement from where it started. Each move is a Handlung of its own (rulebook: "Aktionen sollten
 * nicht zusammen, sondern immer nacheinander ausgeführt werden").
 */
export function moveCostUpTo(point: RulerPoint): number {
  const key = moveKey(point);
  let first = point;
  while (first.previous && moveKey(first.previous) === key) first = first.previous;
  const start = first.previous ?? first;
  return point.measurement.cost - start.measurement.cost;
}
