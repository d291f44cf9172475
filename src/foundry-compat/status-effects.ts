/**
 * The configured status effects (`CONFIG.statusEffects`):
 * - Foundry 13: an array, in the order the token HUD shows them;
 * - Foundry 14: an object keyed by status id, each entry with its `id` and an `order` (the HUD and
 *   the effect editor sort by it; without one, v14 sorts by name and our conditions would lose the
 *   book's order).
 * {@link statusEffectList} reads them in order on both; {@link setStatusEffects} writes a list in the
 * running Foundry's shape.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** One configured status effect (Foundry's StatusEffectConfig: id, name, img, and whatever else it carries). */
export interface StatusEffectConfigLike {
  id: string;
  name?: string | undefined;
  img?: string | undefined;
  order?: number | undefined;
}

function configured(): unknown {
  return (CONFIG as unknown as { statusEffects: unknown }).statusEffects;
}

/** The configured status effects in their order (14: by `order`, ties in their keys' order). */
export function statusEffectList(): StatusEffectConfigLike[] {
  const value = configured();
  if (Array.isArray(value)) return value as StatusEffectConfigLike[];
  if (typeof value !== "object" || value === null) return [];
  const entries = Object.entries(value as Record<string, StatusEffectConfigLike>).map(([id, entry]) => ({ ...entry, id: entry.id ?? id }));
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => (a.entry.order ?? 1000) - (b.entry.order ?? 1000) || a.index - b.index).map(({ entry }) => entry);
}

/** Configure these status effects, in this order: 13 an array; 14 an object keyed by id, each with its position as `order`. */
export function setStatusEffects(entries: readonly StatusEffectConfigLike[]): void {
  const config = CONFIG as unknown as { statusEffects: unknown };
  if (!isFoundry14OrLater()) {
    config.statusEffects = [...entries];
    return;
  }
  config.statusEffects = Object.fromEntries(entries.map((entry, index) => [entry.id, { ...entry, order: index }]));
}
