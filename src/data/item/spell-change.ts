/** The changes a spell template makes, as schema fields shared by `spellTemplate` and a spell's applied templates. */
import { SPELL_SCHOOLS } from "./spell-schools.ts";
import { SPELL_SHAPES, SPELL_VARIANTS } from "../../rules/items/vocabulary.ts";
import { int, optionalChoice } from "./fields.ts";

export function spellChangeFields() {
  return {
    /** Spell points the template adds to the spell's learning cost. */
    spellPoints: int(0, 0, 100),
    arcana: int(0, -20, 20),
    power: int(0, -20, 20),
    range: int(0, -10_000, 10_000),
    actions: int(0, -10, 10),
    /** New school, variant or shape; "" = unchanged. */
    school: optionalChoice(SPELL_SCHOOLS, "PHASESIX.SpellSchool"),
    variant: optionalChoice(SPELL_VARIANTS, "PHASESIX.Item.SpellVariant"),
    shape: optionalChoice(SPELL_SHAPES, "PHASESIX.Item.SpellShape"),
  };
}
