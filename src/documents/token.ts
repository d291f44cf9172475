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
 *
 * In a running combat a move spends the combatant's actions before it happens, and an undone move
 * gives them back (./token-movement.ts).
 */
import { PhaseSixActor } from "./actor.ts";
import { refreshCombatantNames } from "./actor-rename.ts";
import { chargeTokenMove, refundUndoneMoves } from "./token-movement.ts";

/** The derived resource bars an edit is routed through the actor for. */
export const DERIVED_BARS: readonly string[] = ["resources.health", "resources.arcana", "resources.stress"];

export class PhaseSixTokenDocument extends TokenDocument {
  /** A renamed token's combatants show the new name at once, on every client (actor-rename.ts). */
  protected override _onUpdate(changed: TokenDocument.UpdateData, options: TokenDocument.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (!("name" in changed) || !this.id) return;
    const combats = game.combats as unknown as Parameters<typeof refreshCombatantNames>[0] | undefined;
    if (combats && refreshCombatantNames(combats, this.id, this.parent?.id ?? null)) void ui.combat?.render();
  }

  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions): TokenDocument.GetBarAttributeReturn {
    const bar = super.getBarAttribute(barName, options);
    if (bar?.type !== "bar" || !DERIVED_BARS.includes(bar.attribute)) return bar;
    const actor: unknown = this.actor;
    return actor instanceof PhaseSixActor && actor.resourceModel ? { ...bar, editable: true } : bar;
  }

  protected override async _preUpdateMovement(movement: TokenDocument.PreMovementOptions, operation: TokenDocument.Database.UpdateOperation): Promise<boolean | undefined> {
    const allowed = await super._preUpdateMovement(movement, operation);
    if (allowed === false) return false;
    return (await chargeTokenMove(this, movement, game.user)) ? undefined : false;
  }

  protected override async _preUpdate(changed: TokenDocument.UpdateData, options: TokenDocument.Database.PreUpdateOptions, user: User.Stored): Promise<boolean | undefined> {
    const before = [...this._source._movementHistory];
    const allowed = await super._preUpdate(changed, options, user);
    if (allowed === false) return false;
    // An undo sets the movement history back: the moves it drops give back their actions.
    const after = (changed as { _movementHistory?: unknown })._movementHistory;
    // (`isUndo` is set by the scene's undo and `revertRecordedMovement`; the v13 types leave it off the pre-update options.)
    if ((options as { isUndo?: boolean }).isUndo === true && Array.isArray(after)) await refundUndoneMoves(this, before, after as Array<{ movementId?: string | null }>);
    return undefined;
  }
}
