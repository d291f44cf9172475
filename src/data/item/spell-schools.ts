import { SPELL_SCHOOL_ATTRIBUTE } from "../../rules/catalog/index.ts";
import type { SpellSchoolKey } from "../../rules/catalog/index.ts";

/** The magic schools as a list, in rulebook order. */
export const SPELL_SCHOOLS = Object.keys(SPELL_SCHOOL_ATTRIBUTE) as SpellSchoolKey[];
