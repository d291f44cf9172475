/**
 * The world settings that change how rules are read (RULES.md → World settings): era, extensions,
 * world, variants and optional rules. Core functions take a `WorldRules` value instead of reading
 * settings, so they stay pure and testable.
 */
import type { EraKey, ExtensionKey, WorldKey } from "./index.ts";

export interface WorldRules {
  world: WorldKey;
  era: EraKey;
  /**
   * Active extensions. `bodyMods` is the appendix's body-modification content (implants, cyberware):
   * no rules of its own, but content the GM may hide (on by default). `alchemy` (the appendix's flask
   * content) is on by default, so a new world offers its potions and herbs.
   */
  extensions: Record<"magic" | "horror" | "pantheon" | "bodyMods" | "alchemy", boolean>;
  /** Magic level of the world (default 3; above 5 chaotic, from 6 always side effects). */
  magicLevel: number;
  /** Faith level of the world (default 3). */
  faithLevel: number;
  variants: {
    /** "pool": Quickness exploding dice summed; "web": one exploding die + Quickness. */
    initiative: "pool" | "web";
    /** "pool": typed protection units; "flat": one protection number. */
    protection: "pool" | "flat";
    /** "rulebook": −2 critical threshold per aiming action; "web": −1. */
    aiming: "rulebook" | "web";
    /** "heal": first aid heals wounds; "boosts": first aid only gives boosts. */
    firstAid: "heal" | "boosts";
  };
  optional: {
    /** Range beyond the weapon's range up to double: +2 min roll, impossible beyond. */
    rangeBands: boolean;
    /** Every 2 hits stopped by protection cost the armour 10 % condition. */
    armourDamage: boolean;
  };
}

export const DEFAULT_WORLD_RULES: WorldRules = {
  world: "terra",
  era: "modern",
  extensions: { magic: false, horror: false, pantheon: false, bodyMods: true, alchemy: true },
  magicLevel: 3,
  faithLevel: 3,
  variants: { initiative: "pool", protection: "pool", aiming: "rulebook", firstAid: "heal" },
  optional: { rangeBands: true, armourDamage: false },
};

/**
 * The era and extensions a world brings (RULES.md → World settings; rulebook "Welten"):
 * Tirakan = Middle Ages + magic + pantheon; NEXUS = modern + horror; Terra sets nothing.
 */
export function worldPreset(world: WorldKey): { era?: EraKey; extensions?: Partial<WorldRules["extensions"]> } {
  switch (world) {
    case "tirakan":
      return { era: "middleAges", extensions: { magic: true, horror: false, pantheon: true } };
    case "nexus":
      return { era: "modern", extensions: { magic: false, horror: true, pantheon: false } };
    case "terra":
      return {};
  }
}

/** Whether an extension key is active. */
export function isExtensionActive(rules: WorldRules, extension: ExtensionKey): boolean {
  return rules.extensions[extension];
}
