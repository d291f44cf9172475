/**
 * What the character and NPC sheets share: edit mode vs play mode, the click actions on hearts,
 * pools, conditions and items, rolling from the sheet, and dragging traits to the hotbar.
 *
 * Edit vs play mode (our decision where the issue is silent): play mode shows values read-only and
 * clicks roll; edit mode shows inputs and item controls. A character whose creation is not finished
 * opens in edit mode, everything else in play mode; the mode is per sheet and not stored. Resource
 * clicks (hearts, pools, conditions) work in both modes for owners: they are play actions.
 */
import { storedActor } from "../../foundry-compat/stored.ts";
import type { ConditionKey, DicePoolKey, ProtectionType } from "../../rules/catalog/index.ts";
import { CONDITIONS, PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import { ATTACK_MODES } from "../../rules/items/index.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { isDying } from "../../rules/character/index.ts";
import { CHECK_KINDS } from "../../rules/roll-request/index.ts";
import type { CheckKind } from "../../rules/roll-request/index.ts";
import { int, record } from "./context/coerce.ts";
import type { SheetItem } from "./context/items.ts";
import type { Localize } from "./context/localize.ts";
import { POOL_KEYS } from "./context/resources.ts";
import { HandlebarsActorSheet } from "./base.ts";
import type { HandlebarsRenderOptions, TemplatePart } from "./base.ts";
import { templatePath } from "../templates.ts";
import { PhaseSixItem } from "../../documents/item.ts";
import { macroDragData } from "../macro-data.ts";
import { freeWeapon, reloadWeapon } from "../attack-flow.ts";
import { castSpell } from "../extension-rolls.ts";
import { rollAttackFromSheet, rollCheckFromSheet, weaponAttack } from "./roll-bridge.ts";
import { CharacterData } from "../../data/actor/character.ts";
import { NpcData } from "../../data/actor/npc.ts";
import { SpellData } from "../../data/item/spell.ts";
import { EFFECT_ACTIONS, effectSnapshots } from "./effect-actions.ts";
import { effectRows } from "./context/effects.ts";
import { dialogClasses } from "../../constants.ts";
import { skipRollDialog } from "../keybindings.ts";
import { isHTMLElement } from "../../foundry-compat/elements.ts";
import { dialogBeside, hostWindowId, renderBeside } from "../../foundry-compat/windows.ts";

type ApplicationV2Any = foundry.applications.api.ApplicationV2.Any;

/** `game.i18n` as the context builders' translator. */
export const sheetLocalize: Localize = (key, data) =>
  data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);

/** A plain snapshot of an embedded item for the context builders. */
export function sheetItem(item: Item.Implementation): SheetItem {
  return { id: item.id ?? "", name: item.name, img: item.img ?? "", type: item.type, system: item.system, sort: item.sort };
}

function isPool(value: unknown): value is DicePoolKey {
  return (POOL_KEYS as readonly unknown[]).includes(value);
}
function isCondition(value: unknown): value is ConditionKey {
  return (CONDITIONS as readonly unknown[]).includes(value);
}
function isProtectionType(value: unknown): value is ProtectionType {
  return (PROTECTION_TYPES as readonly unknown[]).includes(value);
}
function isCheckKind(value: unknown): value is CheckKind {
  return (CHECK_KINDS as readonly unknown[]).includes(value);
}
function isAttackMode(value: unknown): value is AttackMode {
  return (ATTACK_MODES as readonly unknown[]).includes(value);
}

/** Item types a sheet's "create" buttons may create. */
const CREATABLE = ["knowledge", "weapon", "armor", "gear", "spell", "template", "quirk"] as const;
type CreatableType = (typeof CREATABLE)[number];

export abstract class PhaseSixActorSheet extends HandlebarsActorSheet {
  /** null until first render decides the default mode. */
  #editMode: boolean | null = null;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["phasesix", "sheet", "actor"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: PhaseSixActorSheet.#onToggleMode,
      roll: PhaseSixActorSheet.#onRoll,
      rollAttack: PhaseSixActorSheet.#onRollAttack,
      wound: PhaseSixActorSheet.#onWound,
      heal: PhaseSixActorSheet.#onHeal,
      addBoost: PhaseSixActorSheet.#onAddBoost,
      spendPool: PhaseSixActorSheet.#onSpendPool,
      restorePool: PhaseSixActorSheet.#onRestorePool,
      spendProtection: PhaseSixActorSheet.#onSpendProtection,
      restoreProtection: PhaseSixActorSheet.#onRestoreProtection,
      refillProtection: PhaseSixActorSheet.#onRefillProtection,
      increaseCondition: PhaseSixActorSheet.#onIncreaseCondition,
      decreaseCondition: PhaseSixActorSheet.#onDecreaseCondition,
      toggleCondition: PhaseSixActorSheet.#onToggleCondition,
      createItem: PhaseSixActorSheet.#onCreateItem,
      editItem: PhaseSixActorSheet.#onEditItem,
      deleteItem: PhaseSixActorSheet.#onDeleteItem,
      toggleWorn: PhaseSixActorSheet.#onToggleWorn,
      useCharge: PhaseSixActorSheet.#onUseCharge,
      reload: PhaseSixActorSheet.#onReload,
      freeWeapon: PhaseSixActorSheet.#onFreeWeapon,
      toggleCarried: PhaseSixActorSheet.#onToggleCarried,
      castSpell: PhaseSixActorSheet.#onCastSpell,
      ...EFFECT_ACTIONS,
    },
  };

  /** The one part a user with LIMITED permission gets: name, portrait and description. */
  static LIMITED_PARTS = {
    limited: { template: templatePath("actor/parts/limited.hbs"), scrollable: [""] },
  };

  /**
   * A user with exactly LIMITED permission sees the limited view only (Foundry opens sheets from
   * LIMITED on): every other part stays unrendered, so nothing else reaches that user's screen.
   */
  protected override _configureRenderParts(options: HandlebarsRenderOptions): Record<string, TemplatePart> {
    if (this.actor.limited) return structuredClone(PhaseSixActorSheet.LIMITED_PARTS);
    return super._configureRenderParts(options);
  }

  /** The limited view's context: name, portrait and the enriched description (no secrets). */
  protected async limitedContext(description: string): Promise<{ limited: { name: string; img: string; description: string } }> {
    return { limited: { name: this.actor.name, img: this.actor.img ?? "", description: await this.enrich(description) } };
  }

  /** Whether the sheet shows edit mode (only when the user may edit). */
  get editMode(): boolean {
    this.#editMode ??= this.defaultEditMode();
    return this.isEditable && this.#editMode;
  }

  /** Switch the mode (takes effect at the next render). */
  protected setEditMode(editMode: boolean): void {
    this.#editMode = editMode;
  }

  /** The mode a sheet opens in. */
  protected defaultEditMode(): boolean {
    return false;
  }

  /** The embedded items as plain snapshots. */
  protected sheetItems(): SheetItem[] {
    return this.actor.items.contents.map(sheetItem);
  }

  /** The effects list (both sheets show it): every effect that applies to the actor. */
  protected override async _prepareContext(options: Parameters<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    return { ...base, effects: effectRows(effectSnapshots(this.actor), sheetLocalize) };
  }

  /** The enriched rules text (what it does) of each of the actor's spells, by item id. */
  protected async spellRules(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const item of this.actor.items) {
      const system: unknown = item.system;
      if (item.type === "spell" && item.id && system instanceof SpellData && system.rules.trim() !== "") out[item.id] = await this.enrich(system.rules);
    }
    return out;
  }

  /** Enriched HTML of a stored rich text of this actor. */
  protected async enrich(html: string): Promise<string> {
    return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { secrets: this.actor.isOwner, relativeTo: this.actor });
  }

  /**
   * Attributes and skills are dragged as roll data (the hotbar makes a macro of it); items — weapons
   * and knowledge included — as Foundry's item drag data, so they can go to another actor or, dropped
   * on the hotbar, become a roll macro too.
   */
  protected override _onDragStart(event: DragEvent): void {
    const target = isHTMLElement(event.currentTarget) ? event.currentTarget : null;
    const kind = target?.dataset.rollKind;
    const key = target?.dataset.key;
    if (target && isCheckKind(kind) && kind !== "knowledge" && key && !target.dataset.itemId) {
      event.dataTransfer?.setData("text/plain", JSON.stringify(macroDragData(storedActor(this.actor), kind, key)));
      return;
    }
    super._onDragStart(event);
  }

  static async #onToggleMode(this: PhaseSixActorSheet): Promise<void> {
    this.#editMode = !this.editMode;
    await this.render();
  }

  static async #onRoll(this: PhaseSixActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const { rollKind, key } = target.dataset;
    if (!isCheckKind(rollKind) || !key) return;
    await rollCheckFromSheet(this.actor, { kind: rollKind, key, skipDialog: skipRollDialog(event), host: this });
  }

  /** Cast a spell of the actor (the "roll at once" key: no dialog); rules and payment in `castSpell`. */
  static async #onCastSpell(this: PhaseSixActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const spell = this.actor.items.get(target.dataset.itemId ?? "");
    if (spell) await castSpell(this.actor, spell, { skipDialog: skipRollDialog(event), host: this });
  }

  static async #onRollAttack(this: PhaseSixActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const mode = target.dataset.mode;
    if (!isAttackMode(mode)) return;
    const item = target.dataset.itemId ? this.actor.items.get(target.dataset.itemId) : undefined;
    const weaponRequest = item ? weaponAttack(item, mode, skipRollDialog(event)) : null;
    if (weaponRequest) {
      // Ammunition, actions and the tracker's aim/recoil are handled by the one attack path.
      await rollAttackFromSheet(this.actor, { ...weaponRequest, host: this });
      return;
    }
    // Unarmed (RULES.md → Attacks): Hand to Hand, +1 die if Quickness > 2.
    const actorSystem: unknown = this.actor.system;
    const quickness = actorSystem instanceof CharacterData || actorSystem instanceof NpcData ? actorSystem.rollView().attributes.quickness : 0;
    await rollAttackFromSheet(this.actor, {
      mode: "melee",
      damagePotential: int(quickness) > 2 ? 1 : 0,
      weaponName: game.i18n.localize("PHASESIX.Sheet.Unarmed"),
      skipDialog: skipRollDialog(event),
      host: this,
    });
  }

  static async #onWound(this: PhaseSixActorSheet): Promise<void> {
    await this.actor.applyWounds(1);
  }

  /** Heal a wound; a dying character stays dying (RULES.md → Conditions), and the user is told what stabilising needs. */
  static async #onHeal(this: PhaseSixActorSheet): Promise<void> {
    const healed = await this.actor.heal(1);
    const system: unknown = this.actor.system;
    const dying = system instanceof CharacterData || system instanceof NpcData ? system.resourceState().conditions.dying : 0;
    if (healed && isDying(dying)) ui.notifications.info(game.i18n.format("PHASESIX.Notify.StillDying", { name: this.actor.name, n: String(dying) }));
  }

  static async #onAddBoost(this: PhaseSixActorSheet): Promise<void> {
    await this.actor.addBoost(1);
  }

  static async #onSpendPool(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const pool = target.dataset.pool;
    if (isPool(pool)) await this.actor.spendPool(pool, 1);
  }

  static async #onRestorePool(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const pool = target.dataset.pool;
    if (isPool(pool)) await this.actor.restorePool(pool, 1);
  }

  /** Spend one unit of a protection type from the pool (played by hand, e.g. without the damage dialog). */
  static async #onSpendProtection(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.protection;
    if (isProtectionType(type)) await this.actor.spendProtection(type, 1);
  }

  static async #onRestoreProtection(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.protection;
    if (isProtectionType(type)) await this.actor.restoreProtection(type, 1);
  }

  /** Restore the whole pool (it is also restored automatically when a combat ends). */
  static async #onRefillProtection(this: PhaseSixActorSheet): Promise<void> {
    await this.actor.refillProtection();
  }

  static async #onIncreaseCondition(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.condition;
    if (isCondition(key)) await this.actor.addCondition(key, 1);
  }

  static async #onDecreaseCondition(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.condition;
    if (isCondition(key)) await this.actor.addCondition(key, -1);
  }

  static async #onToggleCondition(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.condition;
    if (!isCondition(key)) return;
    const current = int(this.actor.resourceModel?.resourceState().conditions[key]);
    await this.actor.setCondition(key, current > 0 ? 0 : 1);
  }

  static async #onCreateItem(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type;
    if (!(CREATABLE as readonly unknown[]).includes(type)) return;
    const itemType = type as CreatableType;
    const name = game.i18n.format("DOCUMENT.New", { type: game.i18n.localize(`TYPES.Item.${itemType}`) });
    const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type: itemType }]);
    const sheet = created?.[0]?.sheet;
    if (sheet) void renderBeside(sheet as unknown as ApplicationV2Any, this.#itemSheetHost());
  }

  /**
   * Where an item's sheet opens: beside this sheet (as its child) while this sheet is in a detached
   * window (Foundry 14); in the main window an item's sheet stays a window of its own, as on 13 (it
   * does not close with the actor's sheet).
   */
  #itemSheetHost(): this | null {
    return hostWindowId(this) ? this : null;
  }

  static async #onEditItem(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item?.sheet) void renderBeside(item.sheet as unknown as ApplicationV2Any, this.#itemSheetHost());
  }

  static async #onDeleteItem(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (!item) return;
    const confirmed = await dialogBeside(this).confirm({
      classes: dialogClasses(),
      window: { title: game.i18n.localize("PHASESIX.Sheet.DeleteItem") },
      content: `<p>${foundry.utils.escapeHTML(game.i18n.format("PHASESIX.Sheet.DeleteConfirm", { name: item.name }))}</p>`,
      yes: { label: game.i18n.localize("PHASESIX.Sheet.DeleteItem"), icon: "fa-solid fa-trash" },
      no: { label: game.i18n.localize("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" },
    });
    if (confirmed) await item.delete();
  }

  static async #onToggleWorn(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (!item || item.type !== "armor") return;
    const update: Record<string, unknown> = { "system.worn": !record(item.system).worn };
    await item.update(update);
  }

  static async #onUseCharge(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.actor.items.get(target.dataset.itemId ?? "")?.useCharge();
  }

  /** Free a weapon bound by sticky protection: in a running combat it costs an action (attack-flow.ts). */
  static async #onFreeWeapon(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = target.dataset.itemId ? this.actor.items.get(target.dataset.itemId) : undefined;
    if (item) await freeWeapon(this.actor, item);
  }

  /** Reload: in a running combat it costs the weapon's reload actions (attack-flow.ts). */
  static async #onReload(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item) await reloadWeapon(this.actor, item);
  }

  static async #onToggleCarried(this: PhaseSixActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (!item || !["gear", "weapon"].includes(item.type)) return;
    const update: Record<string, unknown> = { "system.carried": !record(item.system).carried };
    await item.update(update);
  }

  /**
   * Gear dropped onto a container row of the same actor goes into it; dropped onto the gear list
   * outside any container, it comes out. Everything else is Foundry's drop (create, sort).
   */
  protected override async _onDrop(event: DragEvent): Promise<unknown> {
    const row = isHTMLElement(event.target) ? event.target.closest<HTMLElement>(".phasesix-gear [data-item-id]") : null;
    const data = record(foundry.applications.ux.TextEditor.implementation.getDragEventData(event));
    const dropped: unknown = data.type === "Item" && typeof data.uuid === "string" ? fromUuidSync(data.uuid as `Item.${string}`) : null;
    if (dropped instanceof PhaseSixItem && dropped.type === "gear" && dropped.parent === this.actor && row && this.isEditable) {
      const target = this.actor.items.get(row.dataset.itemId ?? "");
      const container = target && target.id !== dropped.id && record(target.system).isContainer === true ? target : null;
      if (container || record(dropped.system).container) {
        await dropped.placeIn(container);
        return dropped;
      }
    }
    return super._onDrop(event);
  }
}
