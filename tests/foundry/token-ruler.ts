/**
 * Honest stand-in for Foundry VTT 13's `foundry.canvas.placeables.tokens.TokenRuler`, the part our
 * subclass relies on, written after v13's behaviour (never copied):
 * - `token` (a placeable with `document`); `static WAYPOINT_LABEL_TEMPLATE`;
 * - `refresh({ passedWaypoints, pendingWaypoints, plannedMovement })` builds the ruler paths as v13
 *   does — the passed and pending waypoints as one path (stages "passed"/"pending"), and per user the
 *   history followed by the planned path (stage "planned", movement id null) of which only the
 *   planned part is drawn — links each waypoint to its `previous`/`next`, measures the path (here:
 *   straight distance through the waypoints in grid units, 100 px = 1 unit, cost = distance;
 *   `measurement.distance`/`cost` cumulative from the path's start) and then, for each drawn
 *   waypoint, asks `_getSegmentStyle`, `_getGridHighlightStyle` and `_getWaypointLabelContext` and
 *   renders the label template with that context (`labels`, `segments`, `highlights` keep the results;
 *   `rendered` resolves when the labels are rendered);
 * - `_getWaypointLabelContext(waypoint, state)`: nothing for the first waypoint of a path or a zero
 *   move; else `{ action, cssClass, secret, units, uiScale, position, distance: { total, delta? },
 *   cost: { total, units, delta? }, elevation: { total, icon, hidden } }` with the totals formatted
 *   as v13 does (to 0.01, the game language's number format);
 * - `_getSegmentStyle(waypoint)`: width 0 for an action that is not visualized, else width 4 in the
 *   moving user's colour; `_getGridHighlightStyle(waypoint, offset)`: alpha 0 for an unreachable
 *   waypoint, else the user's colour at alpha 0.5.
 * Importing this module installs the class at `foundry.canvas.placeables.tokens.TokenRuler`.
 */
type Data = Record<string, unknown>;

export interface RulerInputWaypoint {
  x: number;
  y: number;
  movementId?: string | null;
  action?: string;
  explicit?: boolean;
  elevation?: number;
}

export interface StandInRulerWaypoint {
  x: number;
  y: number;
  elevation: number;
  action: string;
  explicit: boolean;
  intermediate: boolean;
  unreachable: boolean;
  hidden: boolean;
  stage: "passed" | "pending" | "planned";
  movementId: string | null;
  userId: string | null;
  actionConfig: { visualize: boolean; icon: string; label: string };
  index: number;
  measurement: { distance: number; cost: number };
  previous: StandInRulerWaypoint | null;
  next: StandInRulerWaypoint | null;
  ray: { distance: number; B: { x: number; y: number } } | null;
}

export interface RulerData {
  passedWaypoints: RulerInputWaypoint[];
  pendingWaypoints: RulerInputWaypoint[];
  plannedMovement: Record<string, { foundPath: RulerInputWaypoint[]; unreachableWaypoints?: RulerInputWaypoint[]; history: RulerInputWaypoint[]; hidden?: boolean }>;
}

const GRID_SIZE = 100;
const USER_COLOUR = 0x336699;
const ACTION = { visualize: true, icon: "fa-solid fa-person-walking", label: "TOKEN.MOVEMENT.ACTIONS.walk.label" };

function render(template: string, context: Data): Promise<string> {
  const foundry = (globalThis as unknown as { foundry: { applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } } }).foundry;
  return foundry.applications.handlebars.renderTemplate(template, context);
}

function lang(): string {
  return (globalThis as unknown as { game?: { i18n?: { lang?: string } } }).game?.i18n?.lang ?? "en";
}

export class StandInTokenRuler {
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";
  token: { document: unknown };
  labels: string[] = [];
  contexts: Data[] = [];
  segments: Array<{ waypoint: StandInRulerWaypoint; style: { width: number; color?: number; alpha?: number } }> = [];
  highlights: Array<{ waypoint: StandInRulerWaypoint; style: { color?: number; alpha?: number } }> = [];
  rendered: Promise<void> = Promise.resolve();

  constructor(token: { document: unknown }) {
    this.token = token;
  }

  /** One path: waypoints linked and measured from its start, as v13's ruler prepares them. */
  #path(parts: Array<{ waypoints: RulerInputWaypoint[]; stage: StandInRulerWaypoint["stage"]; unreachable: boolean; userId: string | null }>): StandInRulerWaypoint[] {
    const path: StandInRulerWaypoint[] = [];
    let distance = 0;
    let index = 0;
    for (const part of parts) {
      for (const input of part.waypoints) {
        const previous = path.at(-1) ?? null;
        const step = previous ? Math.hypot(input.x - previous.x, input.y - previous.y) / GRID_SIZE : 0;
        distance += step;
        const explicit = input.explicit ?? true;
        if (explicit) index++;
        const waypoint: StandInRulerWaypoint = {
          x: input.x,
          y: input.y,
          elevation: input.elevation ?? 0,
          action: input.action ?? "walk",
          explicit,
          intermediate: false,
          unreachable: part.unreachable,
          hidden: false,
          stage: part.stage,
          movementId: part.stage === "planned" ? null : (input.movementId ?? null),
          userId: part.userId,
          actionConfig: ACTION,
          index,
          measurement: { distance, cost: distance },
          previous,
          next: null,
          ray: previous ? { distance: step * GRID_SIZE, B: { x: input.x, y: input.y } } : null,
        };
        if (previous) previous.next = waypoint;
        path.push(waypoint);
      }
    }
    return path;
  }

  refresh(data: RulerData): void {
    const paths: StandInRulerWaypoint[][] = [
      this.#path([
        { waypoints: data.passedWaypoints, stage: "passed", unreachable: false, userId: null },
        { waypoints: data.pendingWaypoints, stage: "pending", unreachable: false, userId: null },
      ]),
    ];
    for (const [userId, planned] of Object.entries(data.plannedMovement)) {
      const whole = this.#path([
        { waypoints: planned.history, stage: "passed", unreachable: false, userId },
        { waypoints: planned.foundPath, stage: "planned", unreachable: false, userId },
        { waypoints: planned.unreachableWaypoints ?? [], stage: "planned", unreachable: true, userId },
      ]);
      // the history is measured with the plan but not drawn again
      paths.push(whole.slice(planned.history.length));
    }
    this.segments = [];
    this.highlights = [];
    this.contexts = [];
    const contexts: Data[] = [];
    for (const path of paths) {
      const state: Data = {};
      for (const waypoint of path) {
        if (waypoint.previous) this.segments.push({ waypoint, style: this._getSegmentStyle(waypoint) });
        this.highlights.push({ waypoint, style: this._getGridHighlightStyle(waypoint, { i: 0, j: 0, k: 0 }) });
        const context = this._getWaypointLabelContext(waypoint, state);
        if (context) contexts.push({ ...context, waypoint });
      }
    }
    this.contexts = contexts;
    const template = (this.constructor as typeof StandInTokenRuler).WAYPOINT_LABEL_TEMPLATE;
    this.rendered = Promise.all(contexts.map((context) => render(template, context))).then((labels) => {
      this.labels = labels;
    });
  }

  protected _getWaypointLabelContext(waypoint: StandInRulerWaypoint, _state: Data): Data | undefined {
    const { previous, ray, next } = waypoint;
    if (!previous || !ray) return undefined;
    if (ray.distance === 0 && waypoint.elevation === previous.elevation) return undefined;
    const format = (n: number) => (Math.round(n * 100) / 100).toLocaleString(lang());
    const context: Data = {
      action: waypoint.actionConfig,
      cssClass: [waypoint.hidden ? "secret" : "", next ? "" : "last"].filter(Boolean).join(" "),
      secret: waypoint.hidden,
      units: "m",
      uiScale: 1,
      position: { x: ray.B.x, y: ray.B.y + 16 },
      distance: { total: format(waypoint.measurement.distance) },
      cost: { total: format(waypoint.measurement.cost), units: "m" },
      elevation: { total: waypoint.elevation, icon: "fa-solid fa-arrows-up-down", hidden: true },
    };
    return context;
  }

  protected _getSegmentStyle(waypoint: StandInRulerWaypoint): { width: number; color?: number; alpha?: number } {
    if (!waypoint.actionConfig.visualize) return { width: 0 };
    return { width: 4, color: USER_COLOUR, alpha: 1 };
  }

  protected _getGridHighlightStyle(waypoint: StandInRulerWaypoint, _offset: Data): { color?: number; alpha?: number } {
    if (waypoint.unreachable) return { alpha: 0 };
    return { color: USER_COLOUR, alpha: 0.5 };
  }
}

const g = globalThis as unknown as { foundry?: Record<string, Record<string, Record<string, unknown>>> };
const foundry = (g.foundry ??= {});
const canvas = (foundry.canvas ??= {});
const placeables = (canvas.placeables ??= {});
placeables.tokens = { ...(placeables.tokens as object | undefined), TokenRuler: StandInTokenRuler };

/** The user colour the stand-in draws in (our subclass replaces it with a band colour). */
export const STAND_IN_USER_COLOUR = USER_COLOUR;
