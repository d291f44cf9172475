/**
 * Honest stand-in for Foundry VTT 13's `Hooks` (client/helpers/hooks.mjs), the part our code uses:
 * - `Hooks.on(name, fn, { once })` registers a listener and returns its id; `Hooks.once` one that runs once;
 *   `Hooks.off(name, idOrFn)` removes it;
 * - `Hooks.call(name, ...args)` calls the listeners in registration order and stops at the first
 *   that returns `false`, returning false then (true otherwise);
 * - `Hooks.callAll(name, ...args)` calls every listener whatever they return, returning true.
 * `installHooks()` puts a fresh, empty registry on `globalThis.Hooks` (installGame calls it).
 */
type Listener = { id: number; fn: (...args: unknown[]) => unknown; once: boolean };

export class StandInHooks {
  #events = new Map<string, Listener[]>();
  #nextId = 1;

  on(name: string, fn: (...args: never[]) => unknown, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    const list = this.#events.get(name) ?? [];
    list.push({ id, fn: fn as (...args: unknown[]) => unknown, once });
    this.#events.set(name, list);
    return id;
  }

  once(name: string, fn: (...args: never[]) => unknown): number {
    return this.on(name, fn, { once: true });
  }

  off(name: string, idOrFn: number | ((...args: never[]) => unknown)): void {
    const list = this.#events.get(name) ?? [];
    this.#events.set(
      name,
      list.filter((l) => l.id !== idOrFn && l.fn !== idOrFn),
    );
  }

  #run(name: string, args: unknown[], stopOnFalse: boolean): boolean {
    for (const listener of [...(this.#events.get(name) ?? [])]) {
      if (listener.once) this.off(name, listener.id);
      if (listener.fn(...args) === false && stopOnFalse) return false;
    }
    return true;
  }

  call(name: string, ...args: unknown[]): boolean {
    return this.#run(name, args, true);
  }

  callAll(name: string, ...args: unknown[]): true {
    this.#run(name, args, false);
    return true;
  }
}

/** Install a fresh `Hooks` registry as the global and return it. */
export function installHooks(): StandInHooks {
  const hooks = new StandInHooks();
  (globalThis as unknown as { Hooks: StandInHooks }).Hooks = hooks;
  return hooks;
}
