/**
 * The partials the actor sheet templates use, registered by their repository path like Foundry's
 * preload does (src/applications/templates.ts), in one place for every browser test of a sheet.
 */
import type { CharacterTabId } from "../../src/applications/sheets/context/character.ts";

/** The character sheet's tabs, in the order the sheet shows them (src/applications/sheets/character-sheet.ts). */
export const CHARACTER_TABS: CharacterTabId[] = ["attributes", "knowledge", "combat", "gear", "career", "magic", "horror", "pantheon", "notes"];

/** Partials both actor sheets share. */
const ACTOR_PARTS = [
  "templates/actor/parts/hearts.hbs",
  "templates/actor/parts/pools.hbs",
  "templates/actor/parts/conditions.hbs",
  "templates/actor/parts/weapons.hbs",
  "templates/actor/parts/item-controls.hbs",
  "templates/actor/parts/effects.hbs",
];

/** The NPC sheet's partials. */
export const NPC_SHEET_PARTS = ACTOR_PARTS;

/** The character sheet's parts and partials. */
export const CHARACTER_SHEET_PARTS = [
  "templates/actor/character/header.hbs",
  "templates/actor/parts/tabs.hbs",
  "templates/actor/parts/traits.hbs",
  ...ACTOR_PARTS,
  ...CHARACTER_TABS.map((tab) => `templates/actor/character/${tab}.hbs`),
];
