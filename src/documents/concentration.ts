/**
 * Concentration spells (RULES.md → Extensions → Magic): a spell that needs concentration lasts while
 * its caster concentrates and ends when the caster takes a wound that gets through. The spells a
 * caster concentrates on are kept in the actor's flags (`flags.phasesix.concentration`: item id and
 * name), set when such a spell is cast successfully and cleared by damage (src/applications/chat/damage-queries.ts).
 */
import { SYSTEM_ID } from "../constants.ts";

export const CONCENTRATION_FLAG = "concentration";

/** A spell the actor concentrates on. */
export interface ConcentrationEntry {
  itemId: string;
  name: string;
}

interface FlaggedActor {
  flags?: unknown;
  update?(data: Record<string, unknown>): Promise<unknown>;
}

function isEntry(value: unknown): value is ConcentrationEntry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.itemId === "string" && typeof v.name === "string";
}

/** The spells `actor` concentrates on. */
export function concentrationOf(actor: unknown): ConcentrationEntry[] {
  const flags = (actor as FlaggedActor | null)?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const list = flags?.[SYSTEM_ID]?.[CONCENTRATION_FLAG];
  return Array.isArray(list) ? list.filter(isEntry) : [];
}

/** The caster starts concentrating on a spell (cast successfully). */
export async function startConcentration(actor: unknown, spell: { id: string | null; name: string }): Promise<void> {
  const a = actor as FlaggedActor;
  if (!spell.id || typeof a.update !== "function") return;
  const list = concentrationOf(actor).filter((e) => e.itemId !== spell.id);
  await a.update({ [`flags.${SYSTEM_ID}.${CONCENTRATION_FLAG}`]: [...list, { itemId: spell.id, name: spell.name }] });
}

/** Every concentration of the actor ends; returns the names of the spells that ended. */
export async function endConcentration(actor: unknown): Promise<string[]> {
  const list = concentrationOf(actor);
  const a = actor as FlaggedActor;
  if (list.length === 0 || typeof a.update !== "function") return [];
  await a.update({ [`flags.${SYSTEM_ID}.${CONCENTRATION_FLAG}`]: [] });
  return list.map((e) => e.name);
}
