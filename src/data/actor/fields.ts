/**
 * Small field builders shared by the actor data models, so every number on a document is validated
 * the same way (integer, bounds, never null).
 */
import type { ConditionKey, ProtectionType } from "../../rules/catalog/index.ts";
import { CONDITIONS, PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import { CONDITION_MAX } from "../../rules/character/index.ts";

const { BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** Upper bound of stored counters (wounds, spent dice…): far above any real value. */
export const COUNTER_MAX = 999;

/** A required integer with an initial value and optional bounds. */
export function intField(initial: number, options: { min?: number; max?: number } = {}) {
  return new NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    ...(options.min === undefined ? {} : { min: options.min }),
    ...(options.max === undefined ? {} : { max: options.max }),
  });
}

/** A non-negative counter (wounds, spent dice…), initially 0. */
export function counterField(initial = 0, max = COUNTER_MAX) {
  return intField(initial, { min: 0, max });
}

/** A required boolean. */
export function boolField(initial = false) {
  return new BooleanField({ required: true, nullable: false, initial });
}

/** A required plain string (may be blank). */
export function textField(initial = "") {
  return new StringField({ required: true, nullable: false, blank: true, initial });
}

/** Every condition's counter, within its bounds (RULES.md → Combat → Conditions). */
export function conditionsField() {
  const fields = {} as Record<ConditionKey, ReturnType<typeof counterField>>;
  for (const key of CONDITIONS) fields[key] = counterField(0, CONDITION_MAX[key]);
  return new SchemaField(fields);
}

/** A counter per protection type (units spent from the protection pool, or an NPC's units). */
export function protectionField() {
  const fields = {} as Record<ProtectionType, ReturnType<typeof counterField>>;
  for (const key of PROTECTION_TYPES) fields[key] = counterField(0);
  return new SchemaField(fields);
}
