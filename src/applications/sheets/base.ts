/**
 * The two base classes every Phase Six sheet extends: Foundry's HandlebarsApplicationMixin applied to
 * ActorSheetV2 and to ItemSheetV2.
 *
 * The ONE cast of the mixin (TOOLCHAIN.md): `class S extends HandlebarsApplicationMixin(ActorSheetV2)`
 * makes tsc fail with TS2589 (ItemSheetV2: TS2321) and take minutes. So the mixin result is cast
 * here, once, to a declared class shape that states what the mixin adds (PARTS, parts, render-part
 * hooks) and the drag-and-drop hooks ActorSheetV2 implements in Foundry 13 but fvtt-types 13.345
 * does not declare. Sheets subclass `HandlebarsActorSheet` / `HandlebarsItemSheet`, never the mixin.
 */
type Part = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type HandlebarsRenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

export declare abstract class HandlebarsActorSheetShape extends foundry.applications.sheets.ActorSheetV2 {
  static PARTS: Record<string, Part>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HandlebarsRenderOptions): Record<string, Part>;
  /** Foundry 13 ActorSheetV2: drag start of `.draggable` elements (items by `data-item-id`). */
  protected _onDragStart(event: DragEvent): void;
  /** Foundry 13 ActorSheetV2: a document dropped on the sheet. */
  protected _onDrop(event: DragEvent): Promise<unknown>;
}

export declare abstract class HandlebarsItemSheetShape extends foundry.applications.sheets.ItemSheetV2 {
  static PARTS: Record<string, Part>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HandlebarsRenderOptions): Record<string, Part>;
}

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

/** HandlebarsApplicationMixin(ActorSheetV2), cast once (see above). */
export const HandlebarsActorSheet = HandlebarsApplicationMixin(ActorSheetV2) as unknown as typeof HandlebarsActorSheetShape;

/** HandlebarsApplicationMixin(ItemSheetV2), cast once (see above). */
export const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheetV2) as unknown as typeof HandlebarsItemSheetShape;

export type { Part as TemplatePart, HandlebarsRenderOptions };
