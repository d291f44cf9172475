/**
 * One item sheet for every item type (issue 5 → item sheets): the header, the fields of the item's
 * data model (from its schema: every field, with its label from lang, bounds and choices), the
 * modifier list with its validation messages, fitted modifications / applied spell templates, the
 * availability tags and the rich texts. Dropping a weapon modification on a weapon fits it (a copy
 * in `modifications`); dropping a spell template on a spell applies it (a copy in `templates`).
 */
import { PhaseSixItem } from "../../documents/item.ts";
import { templatePath } from "../templates.ts";
import { canPlaceIn } from "../../rules/items/index.ts";
import { HandlebarsItemSheet } from "./base.ts";
import { sheetLocalize } from "./actor-sheet.ts";
import { int, list, record, text } from "./context/coerce.ts";
import { buildItemContext, kgFieldPaths, kgFormDataToGrams, normalizeItemFormData, stringListPaths } from "./context/item.ts";
import { MAX_AMOUNT } from "../../data/item/fields.ts";
import type { FieldNode } from "./context/item-fields.ts";
import { schemaTree } from "./item-schema.ts";
import { EFFECT_ACTIONS, itemEffectSnapshots } from "./effect-actions.ts";
import { effectRows } from "./context/effects.ts";
import { initialEditMode } from "./context/item-sections.ts";
import { worldCurrencyUnit } from "../../settings.ts";
import { formatNumber } from "../../rules/number-format.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { storedSystem, storedValue } from "../../data/stored.ts";
import { speakerOf } from "../../foundry-compat/stored.ts";

type BaseItemSheet = InstanceType<typeof HandlebarsItemSheet>;

/** Whether a drop lands in an open rich-text editor (Foundry's `<prose-mirror>` while active, or any editable text). */
export function isEditorDrop(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  if (typeof element?.closest !== "function") return false;
  return element.closest("prose-mirror.active, .ProseMirror, [contenteditable='true'], [contenteditable='']") !== null;
}

export class PhaseSixItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["phasesix", "sheet", "item"],
    position: { width: 620, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      addModifier: PhaseSixItemSheet.#onAddModifier,
      removeListEntry: PhaseSixItemSheet.#onRemoveListEntry,
      toggleTag: PhaseSixItemSheet.#onToggleTag,
      toggleMode: PhaseSixItemSheet.#onToggleMode,
      postToChat: PhaseSixItemSheet.#onPostToChat,
      ...EFFECT_ACTIONS,
    },
  };

  static override PARTS = {
    header: { template: templatePath("item/header.hbs") },
    details: { template: templatePath("item/details.hbs"), scrollable: [""] },
    description: { template: templatePath("item/description.hbs") },
    effects: { template: templatePath("actor/parts/effects.hbs") },
  };

  /** null until first asked: the read view, or the edit view for an owner of an item without any text yet (a new one). */
  #editMode: boolean | null = null;

  /** Whether the sheet shows the edit view (only to a user who may edit). */
  get editMode(): boolean {
    this.#editMode ??= initialEditMode(game.user?.isGM ?? false, this.fieldTree.some((node) => node.kind === "html" && text(record(this.item.system)[node.name]).trim() !== ""));
    return this.isEditable && this.#editMode;
  }

  /** The schema tree of this item's data model. */
  get fieldTree(): FieldNode[] {
    const system: unknown = this.item.system;
    const schema = record(system).schema;
    const fields = schema instanceof foundry.data.fields.SchemaField ? schema.fields : {};
    return schemaTree(fields);
  }

  protected override async _prepareContext(options: Parameters<BaseItemSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const context = await this.#itemContext(this.editMode);
    return { ...base, ...context, effects: effectRows(itemEffectSnapshots(this.item), sheetLocalize) };
  }

  /**
   * The item's context in the edit or the read view. `enrich: false` keeps the texts as stored (for
   * a chat card: every client enriches a message's text as it shows it — its own links, its secrets
   * for those who may read them).
   */
  async #itemContext(editMode: boolean, enrich = true) {
    const tree = this.fieldTree;
    const enriched: Record<string, string> = {};
    for (const node of tree) {
      if (node.kind !== "html") continue;
      const source = text(editMode ? storedValue(this.item, node.name) : record(this.item.system)[node.name]);
      enriched[node.path] = enrich ? await foundry.applications.ux.TextEditor.implementation.enrichHTML(source, { secrets: this.item.isOwner, relativeTo: this.item }) : source;
    }
    const context = buildItemContext(
      {
        id: this.item.id ?? "",
        name: this.item.name,
        img: this.item.img ?? "",
        type: this.item.type,
        // Edit inputs show and submit the stored values (data/stored.ts); the read view the prepared ones.
        system: editMode ? storedSystem(this.item) : this.item.system,
        tree,
        editable: this.isEditable,
        enriched,
        templateRoot: templatePath(""),
        containers: this.#containerChoices(),
        editMode,
        isGM: game.user?.isGM ?? false,
        units: { currency: worldCurrencyUnit(), locale: game.i18n.lang },
        startsFromLineage: currentRuleset().base.source === "lineage",
        ...offeredCategoriesOf(this.item.type),
      },
      sheetLocalize,
    );
    return context;
  }

  protected override _processFormData(...args: Parameters<BaseItemSheet["_processFormData"]>): object {
    const tree = this.fieldTree;
    // Weights are edited in kg and stored in whole grams; an entry that is no weight keeps the stored one.
    const { data, rejected } = kgFormDataToGrams(record(super._processFormData(...args)), kgFieldPaths(tree), MAX_AMOUNT);
    if (rejected.length > 0) {
      ui.notifications.warn(game.i18n.format("PHASESIX.Item.WeightInvalid", { max: formatNumber(MAX_AMOUNT / 1000, game.i18n.lang, 3) }));
      // The field shows the stored weight again.
      void this.render();
    }
    return normalizeItemFormData(data, stringListPaths(tree));
  }

  /** The owner's containers this gear may go into (never itself or one inside it: no loops), or null without owner. */
  #containerChoices(): Array<{ id: string; name: string }> | null {
    const owner = this.item.parent;
    if (!owner || this.item.type !== "gear") return null;
    const gear = owner.items.contents
      .filter((i) => i.type === "gear")
      .map((i) => ({ id: i.id ?? "", name: i.name, container: text(record(i.system).container), isContainer: record(i.system).isContainer === true }));
    return gear.filter((g) => g.isContainer && canPlaceIn(gear, this.item.id ?? "", g.id)).map((g) => ({ id: g.id, name: g.name }));
  }

  /** A copy of a stored list of the item (to write back whole). */
  #list(name: string): Array<Record<string, unknown>> {
    return list(storedValue(this.item, name)).map((entry) => structuredClone(record(entry)));
  }

  static async #onAddModifier(this: PhaseSixItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset.list ?? "system.modifiers";
    const rows = this.#list(name);
    rows.push({ kind: "attribute", key: "education", value: 1 });
    const update: Record<string, unknown> = { [name]: rows };
    await this.item.update(update);
  }

  static async #onRemoveListEntry(this: PhaseSixItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset.list;
    const index = int(target.dataset.index, -1);
    if (!name) return;
    if (name === "system.modifications") {
      await this.item.removeModification(index);
      return;
    }
    if (name === "system.templates") {
      await this.item.removeSpellTemplate(index);
      return;
    }
    const rows = this.#list(name);
    if (index < 0 || index >= rows.length) return;
    rows.splice(index, 1);
    const update: Record<string, unknown> = { [name]: rows };
    await this.item.update(update);
  }

  static async #onToggleTag(this: PhaseSixItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset.list;
    const value = target.dataset.value;
    if (!name || !value) return;
    const current = list(storedValue(this.item, name)).map(text);
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    const update: Record<string, unknown> = { [name]: next };
    await this.item.update(update);
  }

  static async #onToggleMode(this: PhaseSixItemSheet): Promise<void> {
    this.#editMode = !this.editMode;
    await this.render();
  }

  /** Posts the item's read view (texts and compact stats) to chat, spoken by its owner when it has one. */
  static async #onPostToChat(this: PhaseSixItemSheet): Promise<void> {
    // The texts as stored: a roll link enriched here would be markup on everyone else's page (inert,
    // enrichers.ts), and a secret enriched for the owner would reach every reader.
    const context = await this.#itemContext(false, false);
    const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/item-card.hbs"), context);
    const actor = this.item.actor;
    await ChatMessage.create({ speaker: actor ? speakerOf(actor) : ChatMessage.getSpeaker({}), content });
  }

  /**
   * Weapon modifications dropped on a weapon, spell templates on a spell, are fitted as copies —
   * except a drop into an open text editor (the description): the editor links it there, and a
   * drop must do one thing only.
   */
  protected async _onDropItemOnItem(event: DragEvent): Promise<void> {
    if (isEditorDrop(event.target)) return;
    const data: unknown = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    const d = record(data);
    if (d.type !== "Item" || typeof d.uuid !== "string") return;
    const dropped: unknown = await fromUuid(d.uuid as `Item.${string}`);
    if (!(dropped instanceof PhaseSixItem)) return;
    if (this.item.type === "weapon" && dropped.type === "weaponModification") await this.item.fitModification(dropped);
    else if (this.item.type === "spell" && dropped.type === "spellTemplate") await this.item.applySpellTemplate(dropped);
  }

  /** The window element stays across renders: listen for drops once. */
  protected override async _onFirstRender(...args: Parameters<BaseItemSheet["_onFirstRender"]>): Promise<void> {
    await super._onFirstRender(...args);
    this.element.addEventListener("drop", (event) => {
      if (this.isEditable) void this._onDropItemOnItem(event);
    });
    this.element.addEventListener("dragover", (event) => event.preventDefault());
  }
}

/** The kinds the world book offers for an item type's category (2026 Tirakan: its weapon types and modification categories). */
function offeredCategoriesOf(type: string): { offeredCategories?: readonly string[] } {
  const gear = currentRuleset().gear;
  if (type === "weapon") return { offeredCategories: gear.weaponCategories };
  if (type === "weaponModification") return { offeredCategories: gear.modificationCategories };
  return {};
}
