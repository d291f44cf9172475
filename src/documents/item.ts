/**
 * The Phase Six Item. Thin: values and rules live in the data models (src/data/item) and the pure
 * item rules (src/rules/items). It adds
 * - the career check on creation: an item created on an actor is offered to the actor's
 *   `validateNewItem`; a refused item is not created and the user sees why;
 * - a default icon per item type;
 * - one-update operations sheets, macros and chat cards share: fit/remove weapon modifications,
 *   apply/remove spell templates, reload, use ammunition, use a charge, put gear into containers.
 * Gear whose container no longer exists simply counts as not in a container.
 */
import { ammunitionAfterAttack } from "../rules/items/weapon.ts";
import type { AttackMode } from "../rules/items/vocabulary.ts";
import { canPlaceIn, chargesAfterUse } from "../rules/items/gear.ts";
import { GearData } from "../data/item/gear.ts";
import { SpellData } from "../data/item/spell.ts";
import { SpellTemplateData } from "../data/item/spell-template.ts";
import { WeaponData } from "../data/item/weapon.ts";
import { WeaponModificationData } from "../data/item/weapon-modification.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { CAREER_REASON, SPELL_TEMPLATE_REASON, spellTemplateInEdition } from "../rules/character/index.ts";

const AVAILABILITY_REASONS: ReadonlySet<string> = new Set([CAREER_REASON.unavailableEra, CAREER_REASON.unavailableExtension, CAREER_REASON.unavailableWorld, SPELL_TEMPLATE_REASON.notInEdition]);

/** Whether a refusal is about the world's era, world or extensions (which a GM may override). */
export function isAvailabilityReason(key: string): boolean {
  return AVAILABILITY_REASONS.has(key);
}

/** Foundry's core icons used as the default image of each item type. */
export const ITEM_TYPE_ICONS: Readonly<Record<string, string>> = {
  lineage: "icons/svg/mystery-man.svg",
  template: "icons/svg/book.svg",
  knowledge: "icons/svg/book.svg",
  weapon: "icons/svg/sword.svg",
  weaponModification: "icons/svg/upgrade.svg",
  armor: "icons/svg/shield.svg",
  gear: "icons/svg/item-bag.svg",
  spell: "icons/svg/lightning.svg",
  spellTemplate: "icons/svg/aura.svg",
  quirk: "icons/svg/daze.svg",
};

/** What the item needs of an actor to check a new item (PhaseSixActor, issue 4 "character"). */
interface ItemCheckingActor {
  /** Null when the item may be added, else an i18n key naming why not. */
  validateNewItem(itemSource: object): string | null;
  /** The localized message with its placeholders filled, when the actor offers it. */
  describeInvalidItem?(itemSource: object): string | null;
}

function checksItems(actor: unknown): actor is ItemCheckingActor {
  return typeof actor === "object" && actor !== null && typeof (actor as Partial<ItemCheckingActor>).validateNewItem === "function";
}

export class PhaseSixItem extends Item {
  /** A type's own icon instead of the generic bag. */
  static override getDefaultArtwork(itemData?: Item.CreateData): Item.GetDefaultArtworkReturn {
    const type = itemData?.type;
    const icon = typeof type === "string" ? ITEM_TYPE_ICONS[type] : undefined;
    return icon ? { img: icon } : super.getDefaultArtwork(itemData);
  }

  /**
   * An item created on an actor must pass the actor's career check (points, requirements,
   * categories, eras and extensions). A refused item is not created (nothing changes) and the
   * creating user is told why. Items arriving with their actor (actor creation, duplication,
   * import) are not checked again.
   */
  protected override async _preCreate(
    data: Item.CreateData,
    options: Item.Database.PreCreateOptions,
    user: User.Stored,
  ): Promise<boolean | undefined> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const actor: unknown = this.parent;
    if (!checksItems(actor)) return undefined;
    // An item that is already part of the actor (the actor itself being created, duplicated or
    // imported with its items) was checked when it was first added: not checked again.
    if (this.id && this.parent?.items.has(this.id)) return undefined;
    const source = this.toObject();
    const key = actor.validateNewItem(source);
    if (key === null) return undefined;
    const message = actor.describeInvalidItem?.(source) ?? game.i18n.localize(key);
    // Content of another era, world or extension: refused for players; the GM is told and may add it.
    if (user.isGM && isAvailabilityReason(key)) {
      ui.notifications.warn(game.i18n.format("PHASESIX.Career.GmOverride", { message }));
      return undefined;
    }
    ui.notifications.warn(message);
    return false;
  }

  /** Fits a weapon modification to this weapon (its changes are copied; one update). */
  async fitModification(modification: PhaseSixItem): Promise<boolean> {
    if (!(this.system instanceof WeaponData) || !(modification.system instanceof WeaponModificationData)) return false;
    const entry = modification.system.fittingFor(modification.name);
    await this.update({ system: { modifications: [...this.system.toObject().modifications, entry] } });
    return true;
  }

  /** Removes the fitted modification at `index` from this weapon. */
  async removeModification(index: number): Promise<boolean> {
    if (!(this.system instanceof WeaponData)) return false;
    const modifications = this.system.toObject().modifications;
    if (index < 0 || index >= modifications.length) return false;
    modifications.splice(index, 1);
    await this.update({ system: { modifications } });
    return true;
  }

  /** Applies a spell template to this spell (copied; a template may be applied several times). */
  async applySpellTemplate(template: PhaseSixItem): Promise<boolean> {
    if (!(this.system instanceof SpellData) || !(template.system instanceof SpellTemplateData)) return false;
    // Not part of the world's edition (2026: no template "School"): refused for players, the GM is told and may apply it.
    if (!spellTemplateInEdition(currentRuleset(), template.system.category)) {
      const message = game.i18n.format(SPELL_TEMPLATE_REASON.notInEdition, { item: template.name, actor: this.name });
      if (!game.user.isGM) {
        ui.notifications.warn(message);
        return false;
      }
      ui.notifications.warn(game.i18n.format("PHASESIX.Career.GmOverride", { message }));
    }
    const entry = template.system.applicationFor(template.name);
    await this.update({ system: { templates: [...this.system.toObject().templates, entry] } });
    return true;
  }

  /** Removes the applied spell template at `index` from this spell. */
  async removeSpellTemplate(index: number): Promise<boolean> {
    if (!(this.system instanceof SpellData)) return false;
    const templates = this.system.toObject().templates;
    if (index < 0 || index >= templates.length) return false;
    templates.splice(index, 1);
    await this.update({ system: { templates } });
    return true;
  }

  /** Reloads this weapon to its capacity (after modifications). */
  async reload(): Promise<boolean> {
    if (!(this.system instanceof WeaponData) || this.system.stats.capacity <= 0) return false;
    await this.update({ system: { ammunition: this.system.stats.capacity } });
    return true;
  }

  /**
   * Uses the ammunition of one attack in `mode` (single 1, burst 3). False, and nothing changes,
   * when too few rounds are loaded.
   */
  async useAmmunition(mode: AttackMode): Promise<boolean> {
    if (!(this.system instanceof WeaponData) || !this.system.canAttack(mode)) return false;
    const capacity = this.system.stats.capacity;
    if (capacity <= 0) return true;
    await this.update({ system: { ammunition: ammunitionAfterAttack(mode, this.system.ammunition, capacity) } });
    return true;
  }

  /** Uses one charge of this gear after a successful use. False when none is left; items without charges always succeed. */
  async useCharge(): Promise<boolean> {
    if (!(this.system instanceof GearData) || !this.system.usable) return false;
    if (!this.system.hasCharges) return true;
    await this.update({ system: { charges: chargesAfterUse(this.system.charges) } });
    return true;
  }

  /** The gear inside this container on the same actor (empty for anything that is not a container). */
  get contents(): PhaseSixItem[] {
    const actor = this.parent;
    if (!actor || !(this.system instanceof GearData) || !this.system.isContainer) return [];
    return Array.from(actor.items).filter((item) => item.system instanceof GearData && item.system.container === this.id);
  }

  /**
   * Puts this gear into `container` on the same actor (null takes it out). Refused (false, nothing
   * changes) for non-containers, containers of another actor and loops (a bag into its own pouch).
   */
  async placeIn(container: PhaseSixItem | null): Promise<boolean> {
    if (!(this.system instanceof GearData)) return false;
    const actor = this.parent;
    const containerId = container?.id ?? "";
    if (container && (!actor || container.parent !== actor)) return false;
    const gear = actor
      ? Array.from(actor.items).flatMap((item) =>
          item.system instanceof GearData ? [{ id: item.id ?? "", container: item.system.container, isContainer: item.system.isContainer }] : [],
        )
      : [];
    if (!canPlaceIn(gear, this.id ?? "", containerId)) return false;
    await this.update({ system: { container: containerId } });
    return true;
  }
}
