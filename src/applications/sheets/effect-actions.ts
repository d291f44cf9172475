/**
 * Sheet actions on Active Effects (both actor sheets): create one on the actor, switch one on or off,
 * open its editor, delete it. An effect an item transfers is changed on that item.
 */
import type { EffectSnapshot } from "./context/effects.ts";

interface EffectSheet {
  actor: Actor.Implementation;
}

/** Plain snapshots of every effect that applies to `actor` (its own, then those its items transfer). */
export function effectSnapshots(actor: Actor.Implementation): EffectSnapshot[] {
  const snapshots: EffectSnapshot[] = [];
  for (const effect of actor.allApplicableEffects()) {
    const parent: unknown = effect.parent;
    const item = parent instanceof Item ? parent : null;
    snapshots.push({
      id: effect.id ?? "",
      itemId: item?.id ?? "",
      itemName: item?.name ?? "",
      name: effect.name,
      img: effect.img ?? "",
      disabled: effect.disabled,
      statuses: effect.statuses,
      changes: effect.changes.map((c) => ({ key: c.key, mode: Number(c.mode ?? 2), value: String(c.value) })),
    });
  }
  return snapshots;
}

/** The effect a button names (by `data-effect-id`, on the item `data-item-id` or the actor). */
function effectOf(actor: Actor.Implementation, target: HTMLElement): ActiveEffect.Implementation | undefined {
  const { effectId, itemId } = target.dataset;
  if (!effectId) return undefined;
  const owner = itemId ? actor.items.get(itemId) : actor;
  return owner?.effects.get(effectId);
}

async function onCreateEffect(this: EffectSheet): Promise<void> {
  const created = await this.actor.createEmbeddedDocuments("ActiveEffect", [
    { name: game.i18n.localize("PHASESIX.Effect.New"), img: "icons/svg/aura.svg", changes: [] },
  ]);
  await created?.[0]?.sheet?.render(true);
}

async function onToggleEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const effect = effectOf(this.actor, target);
  await effect?.update({ disabled: !effect.disabled });
}

async function onEditEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await effectOf(this.actor, target)?.sheet?.render(true);
}

async function onDeleteEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await effectOf(this.actor, target)?.deleteDialog();
}

/** The actions, to spread into a sheet's DEFAULT_OPTIONS.actions. */
export const EFFECT_ACTIONS = {
  createEffect: onCreateEffect,
  toggleEffect: onToggleEffect,
  editEffect: onEditEffect,
  deleteEffect: onDeleteEffect,
} as const;
