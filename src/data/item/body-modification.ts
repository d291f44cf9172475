/**
 * A body modification (Körpermodifikation; RULES.md → Body modifications; rulebook 2026, chapter
 * "Körpermodifikationen"): type, activation, price, rarity, Biolast, energy demand (mA, negative =
 * produces), charges, the places it may be fitted with their mounting points, and — on a character —
 * where it is fitted, whether it is switched on and whether an energy deficit took it offline.
 */
import { BODY_LOCATIONS, BODY_MODIFICATION_ACTIVATIONS, BODY_MODIFICATION_TYPES } from "../../rules/extensions/body-modifications.ts";
import type { BodyLocation, FittedModification } from "../../rules/extensions/body-modifications.ts";
import { RARITIES } from "../../rules/items/vocabulary.ts";
import { choice, contentTags, flag, html, int, MAX_AMOUNT, modifierList, optionalChoice } from "./fields.ts";

const { ArrayField, SchemaField } = foundry.data.fields;

function bodyModificationSchema() {
  return {
    description: html(),
    category: choice(BODY_MODIFICATION_TYPES, "enhancement", "PHASESIX.BodyMod.Type"),
    activation: choice(BODY_MODIFICATION_ACTIVATIONS, "passive", "PHASESIX.BodyMod.Activation"),
    price: int(0, 0, MAX_AMOUNT),
    rarity: choice(RARITIES, "common", "PHASESIX.Item.Rarity"),
    biolast: int(0, 0, 100),
    /** Energy demand in mA; negative = the modification produces energy. */
    energy: int(0, -1000, 1000),
    /** Charges left and the full number; max 0 = no charges. */
    charges: new SchemaField({ value: int(0, 0, 1000), max: int(0, 0, 1000) }),
    /** The places it may be fitted, each with the mounting points it takes there. */
    sockets: new ArrayField(
      new SchemaField({ location: choice(BODY_LOCATIONS, "torso", "PHASESIX.BodyMod.Location"), points: int(1, 0, 10) }),
      { required: true, nullable: false, initial: () => [] },
    ),
    /** Where it is fitted on the character ("" = the first place listed). */
    location: optionalChoice(BODY_LOCATIONS, "PHASESIX.BodyMod.Location"),
    /** An activatable modification is switched on. */
    active: flag(false),
    /** Taken offline by an energy deficit until the next rest. */
    offline: flag(false),
    /** Fitted in the body (a surgery removes it without deleting the item; at creation it is fitted without a roll). */
    installed: flag(true),
    modifiers: modifierList(),
    rules: html(),
    ...contentTags(["bodyMods"]),
  };
}
export type BodyModificationSchema = ReturnType<typeof bodyModificationSchema>;

/** System data of the `bodyModification` item type. */
export class BodyModificationData extends foundry.abstract.TypeDataModel<BodyModificationSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): BodyModificationSchema {
    return bodyModificationSchema();
  }

  /** The place it is fitted: the chosen one, else the first listed, else the torso. */
  get fittedAt(): { location: BodyLocation; points: number } {
    const chosen = this.sockets.find((s) => s.location === this.location) ?? this.sockets[0];
    return chosen ? { location: chosen.location, points: chosen.points } : { location: "torso", points: 0 };
  }

  /** The core's view of this modification, fitted on a character. */
  fitted(id: string, name: string): FittedModification {
    const { location, points } = this.fittedAt;
    return { id, name, biolast: this.biolast, energy: this.energy, activation: this.activation, active: this.active, offline: this.offline, location, points };
  }
}
