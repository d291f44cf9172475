/**
 * The Phase Six token ruler (`CONFIG.Token.rulerClass`, Foundry 13 and 14): while a token is dragged
 * (and while it moves), each waypoint's label says which movement the way there takes and how many
 * actions ("rennen · 1 Aktion"), the segment and grid highlight take that move's colour band, and in
 * a running combat a move the combatant cannot pay turns red with what is left. The reach and the
 * costs come from the core through the document layer (`movePlanOf`, `moveCostOf`); the same numbers
 * charge the move (src/documents/token-movement.ts). The label is our own template; Foundry's
 * measurement (distance, elevation, hidden) stays in it.
 */
import { templatePath } from "../templates.ts";
import type { MovePlan } from "../../documents/token-movement.ts";
import { moveCostOf, movePlanOf } from "../../documents/token-movement.ts";
import type { Localize } from "../sheets/context/localize.ts";
import type { RulerMoveView, RulerPoint } from "./ruler-label.ts";
import { RULER_BAND_COLOURS, moveCostUpTo, rulerMoveView } from "./ruler-label.ts";

const localize: Localize = (key, data) => (data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key));

/** The label template (registered with the other templates). */
export const WAYPOINT_LABEL_TEMPLATE = templatePath("hud/waypoint-label.hbs");

type Waypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;
/** A segment's and a grid highlight's style, as Foundry 13 and 14 both take them. */
interface SegmentStyle {
  width: number;
  color?: PIXI.ColorSource | undefined;
  alpha?: number | undefined;
}
interface HighlightStyle {
  color?: PIXI.ColorSource | undefined;
  alpha?: number | undefined;
  texture?: PIXI.Texture | undefined;
  matrix?: PIXI.Matrix | null | undefined;
}
type LabelContext = foundry.canvas.placeables.tokens.TokenRuler.WaypointContext & { phasesix?: RulerMoveView };

/** The move view at one waypoint under a plan: what the way from the move's start costs. */
export function moveViewAt(point: RulerPoint, plan: MovePlan): RulerMoveView | null {
  const cost = moveCostOf(plan, moveCostUpTo(point));
  // Only a planned move is still to be paid: compare it with the actions left.
  return rulerMoveView(cost, point.stage === "planned" ? plan.available : null, localize);
}

/**
 * Foundry's movement actions as Phase Six counts them: its crawl costs double the distance, but
 * robben already has its own, shorter reach in the core — counted twice, a crawl would cost four
 * times a walk. Here a crawl costs its distance (init).
 */
export function configureMovementActions(actions: Record<string, { getCostFunction?: unknown } | undefined>): void {
  const crawl = actions.crawl;
  if (crawl) crawl.getCostFunction = () => (cost: number) => cost;
}

export class PhaseSixTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
  static override WAYPOINT_LABEL_TEMPLATE = WAYPOINT_LABEL_TEMPLATE;

  /** The token's move plan, read once per refresh (reach, scene unit, actions left). */
  #plan: MovePlan | null = null;

  override refresh(rulerData: foundry.canvas.placeables.tokens.TokenRuler.Data): void {
    this.#plan = this.token.document.actor ? movePlanOf(this.token.document) : null;
    super.refresh(rulerData);
  }

  #viewAt(waypoint: RulerPoint): RulerMoveView | null {
    return this.#plan ? moveViewAt(waypoint, this.#plan) : null;
  }

  protected override _getWaypointLabelContext(waypoint: Waypoint, state: foundry.canvas.placeables.tokens.TokenRuler.State): LabelContext | undefined {
    const base = super._getWaypointLabelContext(waypoint, state);
    if (!base) return undefined;
    const context: LabelContext = base;
    const view = this.#viewAt(waypoint as RulerPoint);
    if (view) context.phasesix = view;
    return context;
  }

  protected override _getSegmentStyle(waypoint: Waypoint): SegmentStyle {
    const style = super._getSegmentStyle(waypoint);
    const view = style.width > 0 ? this.#viewAt(waypoint as RulerPoint) : null;
    return view ? { ...style, color: RULER_BAND_COLOURS[view.band] } : style;
  }

  protected override _getGridHighlightStyle(
    waypoint: Parameters<foundry.canvas.placeables.tokens.TokenRuler["_getGridHighlightStyle"]>[0],
    offset: foundry.grid.BaseGrid.Offset3D,
  ): HighlightStyle {
    const style = super._getGridHighlightStyle(waypoint, offset);
    if (style.alpha === 0) return style;
    const view = this.#viewAt(waypoint as unknown as RulerPoint);
    return view ? { ...style, color: RULER_BAND_COLOURS[view.band] } : style;
  }
}
