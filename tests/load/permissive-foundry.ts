/**
 * A permissive stand-in for the Foundry globals, used only to check that the built bundle loads and
 * that its start-up hooks run: every property path that is read exists (as a function that can be
 * called, constructed and extended), every write is recorded. `Hooks` is real enough to run hooks.
 * This checks our own start-up code (module evaluation order, registration tables), not Foundry's API:
 * that is typechecked against fvtt-types and tested with the honest stand-ins in tests/foundry/.
 */

type Recorded = Map<PropertyKey, unknown>;

const PATH = Symbol("path");

/** Creates an auto-vivifying value for a dotted path. */
export function permissive(path: string, store: Map<string, Recorded> = new Map()): unknown {
  const own: Recorded = new Map();
  store.set(path, own);
  const target = function permissiveStandIn() {} as unknown as Record<PropertyKey, unknown>;
  return new Proxy(target, {
    get(t, prop) {
      if (prop === PATH) return path;
      if (prop === "prototype") return (t as { prototype: unknown }).prototype;
      if (prop === Symbol.toPrimitive) return () => path;
      if (prop === "then") return undefined; // not a thenable
      if (prop === Symbol.iterator) return function* () {};
      if (own.has(prop)) return own.get(prop);
      const child = permissive(`${path}.${String(prop)}`, store);
      own.set(prop, child);
      return child;
    },
    set(_t, prop, value) {
      own.set(prop, value);
      return true;
    },
    apply() {
      return permissive(`${path}()`, store);
    },
    construct() {
      return permissive(`new ${path}`, store) as object;
    },
  });
}

/** The path a permissive value stands for ("CONFIG.Actor"), or undefined for real values. */
export function pathOf(value: unknown): string | undefined {
  return (value as Record<PropertyKey, unknown> | null)?.[PATH] as string | undefined;
}

/** A minimal Hooks registry that can call what was registered. */
export class HookRegistry {
  readonly once = new Map<string, Array<(...args: unknown[]) => unknown>>();
  readonly on = new Map<string, Array<(...args: unknown[]) => unknown>>();
  api() {
    const add = (map: Map<string, Array<(...args: unknown[]) => unknown>>) => (name: string, fn: (...args: unknown[]) => unknown) => {
      map.set(name, [...(map.get(name) ?? []), fn]);
      return map.get(name)?.length ?? 0;
    };
    return { once: add(this.once), on: add(this.on), off: () => undefined, callAll: () => true, call: () => true };
  }
  /** Runs the `once` callbacks of a hook, returning what they threw. */
  run(name: string): unknown[] {
    const errors: unknown[] = [];
    for (const fn of this.once.get(name) ?? []) {
      try {
        fn();
      } catch (error) {
        errors.push(error);
      }
    }
    return errors;
  }
}
