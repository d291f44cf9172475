/**
 * Honest stand-in for Foundry VTT 13's client `TokenDocument`, the part PhaseSixTokenDocument
 * touches, written after v13's `TokenDocument#getBarAttribute`:
 * - `id`, `name`, `parent` (its scene), `actor`, `bar1`/`bar2` (`{ attribute }`), `displayBars`;
 * - `_onUpdate(changed, options, userId)`: the hook subclasses extend (nothing of its own here);
 * - `getBarAttribute(barName, { alternative })`: null without an attribute or actor, or when the
 *   value at `actor.system.<attribute>` is missing; a number → `{ type: "value", … }`; an object
 *   with `value` and `max` → `{ type: "bar", value, max, … }`. `editable` is whether
 *   `game.model.Actor[type]` has the path (this stand-in's model is empty, as for a system with data
 *   models and no template.json), overridden — when the system data is a DataModel and its schema
 *   has a field at the path (`<attribute>.value` for bars) — by whether that field is a NumberField.
 * {@link submitHudBar} does what v13's TokenHUD does when a bar input changes: a disabled input
 * (bar not editable) submits nothing; otherwise the input is parsed as `_parseAttributeInput` does
 * for whole numbers ("+n"/"-n" a delta, "=n" or "n" a value) and
 * `actor.modifyTokenAttribute(attribute, isDelta ? delta : value, isDelta, isBar)` is called.
 *
 * Movement, after v13's `TokenDocument#_preUpdate` and its private movement pre-update (not copied):
 * `move(waypoints, { method })` updates the token through them (`update({}, { movement })`);
 * `update(changed, options)` runs `_preUpdate(changed, options, user)`, which for a move builds the
 * movement operation — a new `id`, `chain` [] (a fresh move), `method`, `origin`, `passed` with its
 * `distance` and `cost` (here the straight distance through the waypoints in grid units: 100 px = 1
 * unit, no terrain), `pending` empty, `history` — and awaits `_preUpdateMovement(movement, options)`;
 * `false` cancels the move (the position stays). `_movementHistory` in the changes is dropped unless
 * `options.isUndo`, as v13 does; a move is recorded in the history (each waypoint with the movement's
 * id, the origin first) while the token's combatant is in a started combat
 * (`_shouldRecordMovementHistory`). `undoLastMove()` is what the token layer's undo sends: the origin
 * as a "displace" waypoint with method "undo", `isUndo`, and the history as it was before the move.
 * `combatant` and `parent` (the scene, `grid.units`) are given to the constructor.
 * Importing this module puts the class on `globalThis.TokenDocument`.
 */
import { DataModel, NumberField } from "./data-fields.ts";

type Data = Record<string, unknown>;

interface TokenActor {
  type: string;
  system: unknown;
  modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown>;
}

export interface BarAttribute {
  type: "value" | "bar";
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

function property(object: unknown, path: string): unknown {
  let current = object;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Data)[part];
  }
  return current;
}

function numeric(value: unknown): boolean {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)));
}

/** A recorded movement waypoint (the part of v13's `TokenMeasuredMovementWaypoint` the tests read). */
export interface StandInWaypoint {
  x: number;
  y: number;
  movementId: string;
  cost: number;
}

/** The movement operation v13 hands to `_preUpdateMovement` (the parts this stand-in builds). */
export interface StandInMovement {
  id: string;
  chain: string[];
  method: string;
  origin: { x: number; y: number };
  passed: { waypoints: Array<{ x: number; y: number }>; distance: number; cost: number };
  pending: { waypoints: Array<{ x: number; y: number }>; distance: number; cost: number };
  history: { recorded: { waypoints: StandInWaypoint[] } };
  recorded: boolean;
}

interface MoveOptions {
  movement?: { waypoints: Array<{ x: number; y: number; action?: string }>; method: string };
  isUndo?: boolean;
}

let movementCounter = 0;
/** Grid units per pixel (a 100 px square is one unit). */
const GRID_SIZE = 100;

export class StandInTokenDocument {
  id: string | null;
  name: string;
  /** The scene the token is placed on (its id and grid units). */
  parent: { id: string; grid: { units: string } } | null;
  actor: TokenActor | null;
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };
  displayBars: number;
  x: number;
  y: number;
  combatant: { parent?: { started?: boolean } | null } | null;
  _source: { x: number; y: number; _movementHistory: StandInWaypoint[] };

  constructor(
    data: {
      id?: string;
      name?: string;
      /** The scene (default: a scene "scene" on a metre grid). */
      parent?: { id: string } | null;
      actor?: TokenActor | null;
      bar1?: { attribute: string | null };
      bar2?: { attribute: string | null };
      displayBars?: number;
      x?: number;
      y?: number;
      combatant?: { parent?: { started?: boolean } | null } | null;
      units?: string;
    } = {},
  ) {
    this.id = data.id ?? null;
    this.name = data.name ?? "";
    this.actor = data.actor ?? null;
    this.bar1 = data.bar1 ?? { attribute: null };
    this.bar2 = data.bar2 ?? { attribute: null };
    this.displayBars = data.displayBars ?? 0;
    this.x = data.x ?? 0;
    this.y = data.y ?? 0;
    this.combatant = data.combatant ?? null;
    this.parent = data.parent === null ? null : { id: data.parent?.id ?? "scene", grid: { units: data.units ?? "m" } };
    this._source = { x: this.x, y: this.y, _movementHistory: [] };
  }

  /** v13: the history is recorded while the token's combatant is in a started combat. */
  _shouldRecordMovementHistory(): boolean {
    return this.combatant?.parent?.started === true;
  }

  /** v13's default: nothing; a subclass returns false to prevent the move. */
  async _preUpdateMovement(_movement: StandInMovement, _operation: MoveOptions): Promise<boolean | undefined> {
    return undefined;
  }

  async _preUpdate(changed: Data, options: MoveOptions, _user: unknown): Promise<boolean | undefined> {
    if (!options.isUndo) delete changed._movementHistory;
    const request = options.movement;
    if (!request) return undefined;
    const origin = { x: this._source.x, y: this._source.y };
    let distance = 0;
    let from = origin;
    for (const to of request.waypoints) {
      distance += to.action === "displace" ? 0 : Math.hypot(to.x - from.x, to.y - from.y) / GRID_SIZE;
      from = to;
    }
    const recorded = !options.isUndo && this._shouldRecordMovementHistory();
    const history = this._source._movementHistory.map((w) => ({ ...w }));
    const movement: StandInMovement = {
      id: `move${movementCounter++}`,
      chain: [],
      method: request.method,
      origin,
      passed: { waypoints: request.waypoints.map(({ x, y }) => ({ x, y })), distance, cost: distance },
      pending: { waypoints: [], distance: 0, cost: 0 },
      history: { recorded: { waypoints: history } },
      recorded,
    };
    const allowed = await this._preUpdateMovement(movement, options);
    if (allowed === false) {
      delete changed.x;
      delete changed.y;
      return undefined;
    }
    const destination = request.waypoints[request.waypoints.length - 1];
    changed.x = destination.x;
    changed.y = destination.y;
    if (recorded) {
      const start = history.length > 0 ? [] : [{ ...origin, movementId: movement.id, cost: 0 }];
      changed._movementHistory = [...history, ...start, ...request.waypoints.map(({ x, y }) => ({ x, y, movementId: movement.id, cost: 0 }))];
    }
    return undefined;
  }

  /** Apply an update after `_preUpdate` (false cancels it). */
  async update(changed: Data, options: MoveOptions = {}): Promise<this | undefined> {
    const allowed = await this._preUpdate(changed, options, (globalThis as { game?: { user?: unknown } }).game?.user);
    if (allowed === false) return undefined;
    if (typeof changed.x === "number") this.x = this._source.x = changed.x;
    if (typeof changed.y === "number") this.y = this._source.y = changed.y;
    if (Array.isArray(changed._movementHistory)) this._source._movementHistory = changed._movementHistory as StandInWaypoint[];
    if (typeof changed.name === "string") this.name = changed.name;
    const user = (globalThis as { game?: { user?: { id?: string } } }).game?.user;
    this._onUpdate(changed, options as Data, user?.id ?? "");
    return this;
  }

  /** `TokenDocument#move`: true when the token moved. */
  async move(waypoints: Array<{ x: number; y: number }>, { method = "dragging" }: { method?: string } = {}): Promise<boolean> {
    const before = { x: this.x, y: this.y };
    await this.update({}, { movement: { waypoints, method } });
    return this.x !== before.x || this.y !== before.y;
  }

  /**
   * What the token layer's undo sends for the last recorded move: the token back to its origin as a
   * "displace" waypoint (method "undo", `isUndo`) and the history as it was before that move.
   */
  async undoLastMove(): Promise<void> {
    const history = this._source._movementHistory;
    const lastId = history.at(-1)?.movementId;
    if (!lastId) return;
    const firstIndex = history.findIndex((w) => w.movementId === lastId);
    const kept = history.slice(0, firstIndex);
    const origin = kept.at(-1) ?? history[firstIndex];
    await this.update({ _movementHistory: kept }, { isUndo: true, movement: { waypoints: [{ x: origin.x, y: origin.y, action: "displace" }], method: "undo" } });
  }

  /** Foundry runs this on every client after an update (the changes, the operation, the updating user). */
  protected _onUpdate(_changed: Data, _options: Data, _userId: string): void {}

  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}): BarAttribute | null {
    const bar = barName === "bar1" ? this.bar1 : barName === "bar2" ? this.bar2 : undefined;
    const attribute = alternative || bar?.attribute;
    if (!attribute || !this.actor) return null;
    const system = this.actor.system;
    const isDataModel = system instanceof DataModel;
    const templateModel = {}; // game.model.Actor[type]: empty without template.json
    const data = property(system, attribute);
    if (data === null || data === undefined) return null;
    const editableAt = (path: string): boolean => {
      let editable = property(templateModel, path) !== undefined;
      if (isDataModel) {
        const field = system.schema.getField(path);
        if (field) editable = field instanceof NumberField;
      }
      return editable;
    };
    if (numeric(data)) return { type: "value", attribute, value: Number(data), editable: editableAt(attribute) };
    if (typeof data === "object" && "value" in data && "max" in data) {
      const { value, max } = data as { value: unknown; max: unknown };
      return { type: "bar", attribute, value: parseInt(String(value || 0)), max: parseInt(String(max || 0)), editable: editableAt(`${attribute}.value`) };
    }
    return null;
  }
}

/** What v13's TokenHUD does when the input of `bar1`/`bar2` changes to `input` (see the module comment). */
export async function submitHudBar(token: StandInTokenDocument, barName: "bar1" | "bar2", input: string): Promise<boolean> {
  const attr = token.getBarAttribute(barName);
  if (!attr?.editable || !token.actor) return false;
  const isDelta = input.startsWith("+") || input.startsWith("-");
  const n = Number(input.startsWith("=") ? input.slice(1) : input);
  if (!Number.isFinite(n)) return false;
  await token.actor.modifyTokenAttribute(attr.attribute, n, isDelta, attr.type === "bar");
  return true;
}

(globalThis as unknown as { TokenDocument: typeof StandInTokenDocument }).TokenDocument = StandInTokenDocument;
