/**
 * Runs before every unit test file (vitest.config.ts → setupFiles). The files share their worker
 * threads (`isolate: false`: a fresh worker per file cost more than half of the run), so this gives
 * each file what a fresh worker gave it: the globals the worker started with (the Foundry stand-ins
 * in tests/foundry install `game`, `CONFIG`, `foundry`, `Hooks`, `ChatMessage`, … when imported) and
 * a fresh module registry, so that every module of ours and every stand-in is evaluated anew for the
 * file. Packages from node_modules stay loaded: that is what makes it cheap.
 */
import { vi } from "vitest";

const KEY = Symbol.for("phasesix.tests.pristineGlobals");
const g = globalThis as unknown as Record<string | symbol, unknown>;
const pristine = g[KEY] as Map<string, PropertyDescriptor> | undefined;

if (!pristine) {
  const snapshot = new Map<string, PropertyDescriptor>();
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    if (descriptor) snapshot.set(name, descriptor);
  }
  Object.defineProperty(globalThis, KEY, { value: snapshot });
} else {
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!pristine.has(name) && Object.getOwnPropertyDescriptor(globalThis, name)?.configurable) Reflect.deleteProperty(globalThis, name);
  }
  for (const [name, before] of pristine) {
    const now = Object.getOwnPropertyDescriptor(globalThis, name);
    const same = now && now.value === before.value && now.get === before.get && now.set === before.set;
    if (!same && (now?.configurable ?? true)) Object.defineProperty(globalThis, name, before);
  }
}

vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.resetModules();
