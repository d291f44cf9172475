/**
 * Sheet actions on Active Effects (actor and item sheets): create one on the sheet's document, switch
 * one on or off, open its editor, delete it. On an actor sheet, an effect an item transfers is
 * changed on that item.
 */
import { renderOptionsBeside } from "../../foundry-compat/windows.ts";
import type { EffectSnapshot } from "./context/effects.ts";
import { effectChangeRows, type EffectWithChanges } from "../../foundry-compat/effect-changes.ts";

/** The effect's changes in the core's words, read where the running Foundry keeps them. */
function changesOf(effect: ActiveEffect.Implementation): EffectSnapshot["changes"] {
  return effectChangeRows(effect as unknown as EffectWithChanges);
}

/** The sheet an effect action runs on (an actor or item sheet; its window is where effect sheets open). */
type EffectSheet = foundry.applications.api.ApplicationV2 & {
  document: Actor.Implementation | Item.Implementation;
};

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
      changes: changesOf(effect),
    });
  }
  return snapshots;
}

/** Plain snapshots of an item's own effects (for its sheet). */
export function itemEffectSnapshots(item: Item.Implementation): EffectSnapshot[] {
  return item.effects.contents.map((effect) => ({
    id: effect.id ?? "",
    itemId: "",
    itemName: "",
    name: effect.name,
    img: effect.img ?? "",
    disabled: effect.disabled,
    transfer: effect.transfer,
    statuses: effect.statuses,
    changes: changesOf(effect),
  }));
}

/** The effect a button names (by `data-effect-id`, on the actor's item `data-item-id` or the sheet's document). */
function effectOf(document: EffectSheet["document"], target: HTMLElement): ActiveEffect.Implementation | undefined {
  const { effectId, itemId } = target.dataset;
  if (!effectId) return undefined;
  if (document instanceof Item) return document.effects.get(effectId);
  const owner = itemId ? document.items.get(itemId) : document;
  return owner?.effects.get(effectId);
}

async function onCreateEffect(this: EffectSheet): Promise<void> {
  // No changes yet: 13 keeps them in `changes`, 14 in `system.changes`; both start empty.
  const data = { name: game.i18n.localize("PHASESIX.Effect.New"), img: "icons/svg/aura.svg" };
  const created = await ActiveEffect.implementation.create(data, { parent: this.document });
  // in the sheet's window (a detached one on Foundry 14)
  await created?.sheet?.render({ force: true, ...renderOptionsBeside(this) } as never);
}

async function onToggleEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const effect = effectOf(this.document, target);
  await effect?.update({ disabled: !effect.disabled });
}

async function onEditEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await effectOf(this.document, target)?.sheet?.render({ force: true, ...renderOptionsBeside(this) } as never);
}

async function onDeleteEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await effectOf(this.document, target)?.deleteDialog();
}

/** The actions, to spread into a sheet's DEFAULT_OPTIONS.actions. */
export const EFFECT_ACTIONS = {
  createEffect: onCreateEffect,
  toggleEffect: onToggleEffect,
  editEffect: onEditEffect,
  deleteEffect: onDeleteEffect,
} as const;
