/** The rulebook's foes: statblock vocabulary, defaults, the roll table, traits, stress and groups. */
export * from "./statblock.ts";
export * from "./traits.ts";
export * from "./stress.ts";
export * from "./group.ts";
export * from "./actions.ts";
export * from "./effect.ts";
