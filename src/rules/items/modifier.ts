/**
 * Template, quirk and lineage modifiers as stored on items (`{ kind, key, value }`) and their
 * checked form, the shared `Modifier` contract (src/rules/catalog/index.ts).
 */
import { ASPECTS, ATTRIBUTES, SKILLS } from "../catalog/index.ts";
import type { Modifier } from "../catalog/index.ts";
import { MODIFIER_KINDS } from "./vocabulary.ts";

/** A modifier as a data model stores it: strings and a signed integer, not yet checked. */
export interface ModifierSource {
  kind: string;
  key: string;
  value: number;
}

/** i18n keys of the reasons a stored modifier is invalid. */
export const MODIFIER_ERRORS = {
  kind: "PHASESIX.Item.Error.ModifierKind",
  key: "PHASESIX.Item.Error.ModifierKey",
  value: "PHASESIX.Item.Error.ModifierValue",
} as const;

const KEYS_BY_KIND: Record<Exclude<Modifier["kind"], "knowledge">, readonly string[]> = {
  attribute: ATTRIBUTES,
  skill: SKILLS,
  aspect: ASPECTS,
};

/**
 * Why a stored modifier is not a valid `Modifier`, as an i18n key, or null when it is valid:
 * the kind must be attribute/skill/aspect/knowledge, the key a catalog key of that kind (a knowledge
 * is named freely but not blank), the value a signed integer.
 */
export function modifierError(source: ModifierSource): string | null {
  if (!(MODIFIER_KINDS as readonly string[]).includes(source.kind)) return MODIFIER_ERRORS.kind;
  if (!Number.isInteger(source.value)) return MODIFIER_ERRORS.value;
  if (source.kind === "knowledge") return source.key.trim() === "" ? MODIFIER_ERRORS.key : null;
  const keys = KEYS_BY_KIND[source.kind as keyof typeof KEYS_BY_KIND];
  return keys.includes(source.key) ? null : MODIFIER_ERRORS.key;
}

/** The checked `Modifier` of a stored one, or null when it is invalid. Knowledge names are trimmed. */
export function toModifier(source: ModifierSource): Modifier | null {
  if (modifierError(source) !== null) return null;
  if (source.kind === "knowledge") return { kind: "knowledge", key: source.key.trim(), value: source.value };
  return { kind: source.kind, key: source.key, value: source.value } as Modifier;
}

/** All valid modifiers of a list, in order; invalid entries are left out. */
export function toModifiers(sources: readonly ModifierSource[]): Modifier[] {
  const result: Modifier[] = [];
  for (const source of sources) {
    const modifier = toModifier(source);
    if (modifier) result.push(modifier);
  }
  return result;
}
