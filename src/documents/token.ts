/**
 * The Phase Six token document. Token bars show the derived resources `resources.health`,
 * `resources.arcana` and `resources.stress` (computed from wounds, spent arcana and stress, see
 * src/data/actor/resources.ts). Foundry 13's `TokenDocument#getBarAttribute` marks a bar editable
 * only when the actor's schema has a NumberField at `<attribute>.value` (or a template.json model
 * has the path); derived values have neither, so the token HUD would render their inputs disabled.
 * This class reports those bars editable whenever the token's actor is a Phase Six actor with
 * resources; the HUD then hands the edit to `actor.modifyTokenAttribute`, which
 * `PhaseSixActor` turns into wounds or healing, spent or restored arcana, or stress — never a
 * write of the derived value. Other bars keep Foundry's decision.
 */
import { PhaseSixActor } from "./actor.ts";

/** The derived resource bars an edit is routed through the actor for. */
export const DERIVED_BARS: readonly string[] = ["resources.health", "resources.arcana", "resources.stress"];

export class PhaseSixTokenDocument extends TokenDocument {
  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions): TokenDocument.GetBarAttributeReturn {
    const bar = super.getBarAttribute(barName, options);
    if (bar?.type !== "bar" || !DERIVED_BARS.includes(bar.attribute)) return bar;
    const actor: unknown = this.actor;
    return actor instanceof PhaseSixActor && actor.resourceModel ? { ...bar, editable: true } : bar;
  }
}
