/**
 * The hooks Phase Six offers modules (README → Hooks for modules), below every layer that calls
 * them. A `pre…` hook runs through `Hooks.call`: a listener that returns `false` cancels the action
 * before anything is spent or rolled. An after-hook runs through `Hooks.callAll`: every listener
 * runs, whatever it returns. Each runs once per action, on the client that carries the action out.
 *
 * Our hook names are not in fvtt-types' hook table (augmenting it needs a namespace declaration,
 * which the lint rules forbid), so `Hooks` is called through a plain signature here once. The four
 * attack hooks (`preAttack`, `attackRolled`, `preApplyDamage`, `damageApplied`) predate this file
 * and keep their names in applications/attack-flow.ts and applications/chat/attack-hooks.ts.
 */
export const SYSTEM_HOOKS = {
  /** `(actor, data)` before a check's dice are spent and rolled; `data.check`, `data.rollMode` (who sees the card: Foundry 14's message mode, 13's roll mode). Cancels. */
  preRoll: "phasesix.preRoll",
  /** `(actor, message, roll)` after a check's chat card was posted. */
  rolled: "phasesix.rolled",
  /** `(caster, spell, data)` before a spell's casting roll; `data.arcanaCost`, `data.school`, `data.power`. Cancels. */
  preCast: "phasesix.preCast",
  /** `(caster, spell, result)` after a spell was cast and paid; `result.message`, `result.successes`. */
  cast: "phasesix.cast",
  /** `(actor)` before a rest is rolled and stored. Cancels. */
  preRest: "phasesix.preRest",
  /** `(actor, result)` after a rest was stored and posted; `result` is the rules' rest result. */
  rest: "phasesix.rest",
  /** `(combat, round, entries)` after the start-of-round condition saves were rolled and applied. */
  roundStartSaves: "phasesix.roundStartSaves",
  /** `(actor, change)` after a condition's counter changed; `change.key`, `change.value`, `change.previous`. */
  conditionChanged: "phasesix.conditionChanged",
  /** `(thief, victim)` before a destiny die is spent to steal an action. Cancels. */
  preSteal: "phasesix.preSteal",
  /** `(thief, victim, result)` after an action was stolen; `result.mode` "now" or "pending". */
  steal: "phasesix.steal",
} as const;

export type SystemHook = (typeof SYSTEM_HOOKS)[keyof typeof SYSTEM_HOOKS];

interface UntypedHooks {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
}

/** A pre-hook (`Hooks.call`): false when a listener returned false, i.e. the action is cancelled. */
export function callPreHook(hook: SystemHook, ...args: unknown[]): boolean {
  return (Hooks as unknown as UntypedHooks).call(hook, ...args);
}

/** An after-hook (`Hooks.callAll`): every listener runs. */
export function callAfterHook(hook: SystemHook, ...args: unknown[]): void {
  (Hooks as unknown as UntypedHooks).callAll(hook, ...args);
}
