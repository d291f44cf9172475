/**
 * Token moves in a running combat (RULES.md → Combat → Movement): what a move of a token costs and
 * who pays it. The reach and the action cost come from the core (`src/rules/combat/movement.ts`);
 * the actor gives its reach (`actorMovementReach`) and conditions, the combatant its shield block and
 * actions. The ruler shows the same numbers (src/applications/canvas/token-ruler.ts).
 *
 * The world setting `movementActions` decides who pays: "players" (default) — a player's move spends
 * the actions from the tracker and is refused when they are missing, the GM moves freely; "everyone" —
 * the GM's moves spend too (what the combatant has; never refused); "off" — moves cost nothing.
 * An undone move (Foundry's undo, or `revertRecordedMovement`) gives back what it spent.
 */
import type { EffectiveReach, MovementCost } from "../rules/combat/index.ts";
import { effectiveReach, metresPerUnit, movementCost } from "../rules/combat/index.ts";
import { SYSTEM_ID } from "../constants.ts";
import { MOVEMENT_ACTION_CHOICES, type MovementActionSetting } from "../settings.ts";
import { actorConditions, actorMovementReach } from "./combat-actor.ts";

/** The parts of a combatant a move reads and spends. */
export interface MovingCombatant {
  readonly system: unknown;
  spendMove(count: number, movementId: string): Promise<boolean>;
  undoMoves(movementIds: string[]): Promise<boolean>;
}

/**
 * The parts of a token document a move reads: its actor, its combatant in the active combat (a
 * {@link MovingCombatant}) and its scene (whose grid's `units` say what one unit of distance is).
 * Read by shape: Foundry 13's and 14's typings of these differ, their objects do not.
 */
export interface MovingToken {
  readonly actor: unknown;
  readonly combatant: unknown;
  readonly parent: unknown;
}

/** The scene's grid units ("m" when unknown). */
function gridUnits(token: MovingToken): string {
  const grid = (token.parent as { grid?: { units?: unknown } } | null)?.grid;
  return typeof grid?.units === "string" ? grid.units : "m";
}

/** What the ruler and the move read about one token now. */
export interface MovePlan {
  effective: EffectiveReach;
  /** Metres per unit of the scene's grid. */
  metresPerUnit: number;
  /** The combatant's actions now, or null when the token fights in no running combat. */
  available: number | null;
}

/** The combatant's Phase Six numbers a move reads (shield block, actions), by shape. */
function combatantNumbers(combatant: MovingCombatant | null): { actions: number; shieldBlock: boolean } | null {
  const system = combatant?.system as { actions?: { value?: unknown }; shieldBlock?: unknown } | undefined;
  if (!system || typeof system.actions?.value !== "number") return null;
  return { actions: system.actions.value, shieldBlock: system.shieldBlock === true };
}

/** The combatant of a token in the running combat (Foundry's `TokenDocument#combatant`: the active combat's), or null. */
function runningCombatant(token: MovingToken): MovingCombatant | null {
  const combatant = token.combatant as (MovingCombatant & { parent?: { started?: boolean } | null }) | null;
  return combatant && combatant.parent?.started ? combatant : null;
}

/** The move plan of a token: its reach after conditions and shield block, the scene's unit, the actions left. */
export function movePlanOf(token: MovingToken): MovePlan {
  const combatant = runningCombatant(token);
  const numbers = combatantNumbers(combatant);
  const actor = token.actor as Actor.Implementation | null;
  const effective = effectiveReach(actorMovementReach(actor), { conditions: actorConditions(actor), shieldBlock: numbers?.shieldBlock ?? false });
  return { effective, metresPerUnit: metresPerUnit(gridUnits(token)), available: numbers ? numbers.actions : null };
}

/** What a move of `cost` scene units costs with this plan (the cost Foundry measured: distance and terrain). */
export function moveCostOf(plan: MovePlan, cost: number): MovementCost {
  if (!Number.isFinite(cost)) return { distance: Infinity, actions: Infinity, legs: [], mode: null, stopped: "noReach" };
  return movementCost(cost * plan.metresPerUnit, plan.effective);
}

/** The world's choice of who pays for moves ("players" when unreadable). */
export function movementActionSetting(): MovementActionSetting {
  let value: unknown;
  try {
    value = game.settings.get(SYSTEM_ID, "movementActions");
  } catch {
    value = undefined;
  }
  return (MOVEMENT_ACTION_CHOICES as readonly unknown[]).includes(value) ? (value as MovementActionSetting) : "players";
}

/** The parts of Foundry's movement operation a charge reads. */
export interface MoveOperation {
  readonly id: string;
  readonly chain: readonly string[];
  readonly method: string;
  readonly passed: { readonly cost: number };
  readonly pending: { readonly cost: number };
}

/**
 * Charge a token move on the moving user's client before it happens (`TokenDocument#_preUpdateMovement`).
 * Returns false when the move is refused: a player's move whose actions are missing (a warning says
 * how many it needs and has). The continuation of a move that was paid already, an undo, a token
 * outside a running combat and a move of no cost pass free.
 */
export async function chargeTokenMove(token: MovingToken, movement: MoveOperation, user: { readonly isGM: boolean }): Promise<boolean> {
  if (movement.method === "undo" || movement.chain.length > 0) return true;
  const setting = movementActionSetting();
  if (setting === "off" || (user.isGM && setting === "players")) return true;
  const combatant = runningCombatant(token);
  const plan = movePlanOf(token);
  if (!combatant || plan.available === null) return true;
  const cost = moveCostOf(plan, movement.passed.cost + movement.pending.cost);
  if (cost.actions === 0) return true;
  // The GM moves freely: spends what the combatant has, never refused.
  if (user.isGM) {
    const count = Math.min(cost.actions, plan.available);
    return count > 0 ? (await combatant.spendMove(count, movement.id), true) : true;
  }
  if (cost.actions > plan.available) {
    const key = cost.stopped ? `PHASESIX.Movement.Stopped.${cost.stopped}` : "PHASESIX.Movement.NotEnough";
    ui.notifications.warn(game.i18n.format(key, { needed: String(cost.actions), left: String(plan.available) }));
    return false;
  }
  return combatant.spendMove(cost.actions, movement.id);
}

/** The movement ids of a history (Foundry's `_movementHistory` waypoints). */
function movementIds(history: ReadonlyArray<{ readonly movementId?: string | null }>): Set<string> {
  return new Set(history.flatMap((w) => (typeof w.movementId === "string" && w.movementId ? [w.movementId] : [])));
}

/**
 * An undo sets the token's movement history back (`changed._movementHistory`): the moves that
 * leave the history give back the actions they spent. Runs on the undoing user's client.
 */
export async function refundUndoneMoves(
  token: MovingToken,
  before: ReadonlyArray<{ readonly movementId?: string | null }>,
  after: ReadonlyArray<{ readonly movementId?: string | null }>,
): Promise<void> {
  const combatant = runningCombatant(token);
  if (!combatant) return;
  const kept = movementIds(after);
  const undone = [...movementIds(before)].filter((id) => !kept.has(id));
  if (undone.length > 0) await combatant.undoMoves(undone);
}
