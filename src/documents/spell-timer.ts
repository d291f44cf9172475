/**
 * A cast spell's timer on its caster (issue 31: spell durations as effect durations that end on their
 * own): an effect named for the spell, with its picture, its origin and its running time — no
 * changes, the spell's text says what it does. Foundry 14 ends it when the time is up; Foundry 13's
 * effects do not end on their own, so there no timer is started (src/foundry-compat/effect-duration.ts)
 * and casting works as before. Casting the spell again restarts its timer (the old one goes).
 */
import { SYSTEM_ID } from "../constants.ts";
import { timerDuration } from "../foundry-compat/effect-duration.ts";
import type { SpellTimer } from "../rules/items/spell-timer.ts";

/** The flag under `flags.phasesix` that names the spell item a timer runs for. */
export const SPELL_TIMER_FLAG = "spellTimer";

interface TimerEffect {
  flags?: unknown;
  delete(): Promise<unknown>;
}

/** The caster's timer effects of the spell item `spellId`. */
function timersOf(caster: Actor.Implementation, spellId: string): TimerEffect[] {
  const effects = [...(caster.effects as unknown as Iterable<TimerEffect>)];
  return effects.filter((effect) => {
    const flags = (effect.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID];
    return flags?.[SPELL_TIMER_FLAG] === spellId;
  });
}

/** Start (or restart) the timer of `spell` on `caster` (Foundry 14; nothing on 13). */
export async function startSpellTimer(caster: Actor.Implementation, spell: { id: string | null; name: string; img?: string | null; uuid?: string | null }, timer: SpellTimer): Promise<void> {
  const duration = timerDuration(timer);
  if (!duration) return;
  const spellId = spell.id ?? spell.name;
  for (const old of timersOf(caster, spellId)) await old.delete();
  const data = {
    name: spell.name,
    img: spell.img ?? "icons/svg/aura.svg",
    origin: spell.uuid ?? null,
    transfer: false,
    duration,
    flags: { [SYSTEM_ID]: { [SPELL_TIMER_FLAG]: spellId } },
  };
  await ActiveEffect.implementation.create(data as never, { parent: caster });
}
