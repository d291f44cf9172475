/** Pure item rules: vocabulary and helpers the item data models, sheets and the pack importer use. */
export * from "./vocabulary.ts";
export * from "./modifier.ts";
export * from "./availability.ts";
export * from "./lineage.ts";
export * from "./weapon.ts";
export * from "./armor.ts";
export * from "./spell.ts";
export * from "./gear.ts";
export * from "./normalize.ts";
export * from "./duration.ts";
export * from "./money.ts";
export * from "./world-gear.ts";
export * from "./currency.ts";
