/**
 * Hooks for modules around an attack (README → Hooks for modules). Our own hook names are unknown to
 * fvtt-types, so they are called through a plain signature in this one place.
 */
export const ATTACK_HOOKS = {
  /** `(message, card)` after an attack card was posted (the attacker's client). */
  attackRolled: "phasesix.attackRolled",
  /** `(context)` before damage is applied (the GM's client); change `context.input`, return false to cancel. */
  preApplyDamage: "phasesix.preApplyDamage",
  /** `(context)` after damage was applied (the GM's client). */
  damageApplied: "phasesix.damageApplied",
} as const;

interface UntypedHooks {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
}

/** `Hooks.call`: false when a listener returned false. */
export function callHook(hook: string, ...args: unknown[]): boolean {
  return (Hooks as unknown as UntypedHooks).call(hook, ...args);
}

/** `Hooks.callAll`. */
export function callAllHooks(hook: string, ...args: unknown[]): void {
  (Hooks as unknown as UntypedHooks).callAll(hook, ...args);
}
