/**
 * Small field builders shared by the actor and item data models, so every number on a document is
 * validated the same way (integer, bounds, never null).
 */
const { NumberField, SchemaField } = foundry.data.fields;

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

/** A `{ value, max }` resource with non-negative integers (health, arcana…). */
export function resourceField(value: number, max: number) {
  return new SchemaField({
    value: intField(value, { min: 0 }),
    max: intField(max, { min: 0 }),
  });
}
