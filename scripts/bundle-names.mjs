// Which Roll and DiceTerm classes the built bundle registers, and under which class names.
//
// Foundry 13 rebuilds a chat message's rolls by class name (`Roll.fromData` finds
// `CONFIG.Dice.rolls` by `cls.name`; `RollTerm.fromData` finds `CONFIG.Dice.terms` by `c.name`), so a
// minified bundle must keep the names. This loads the built module with every Foundry global
// replaced by an inert stand-in (any property, call or `new` gives another stand-in), runs the
// system's `init` hook, and reports what landed in `CONFIG.Dice`.
//
// Usage: node scripts/bundle-names.mjs dist/phasesix.mjs  → prints {"rolls":[…],"terms":{…}} as JSON.
// Run it in its own process: it replaces globals.
import fs from "node:fs";
import vm from "node:vm";
import { pathToFileURL } from "node:url";

/** An inert stand-in: callable, constructible, every property another stand-in, iterable as empty. */
function inert(label) {
  const store = new Map();
  const target = function () {};
  return new Proxy(target, {
    get(_t, key) {
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.toPrimitive) return () => "";
      if (key === "then") return undefined; // never a thenable: `await inert` must not hang
      if (key === "prototype") {
        if (!store.has(key)) store.set(key, {});
        return store.get(key);
      }
      if (!store.has(key)) store.set(key, inert(`${label}.${String(key)}`));
      return store.get(key);
    },
    set(_t, key, value) {
      store.set(key, value);
      return true;
    },
    has: () => true,
    apply: () => inert(`${label}()`),
    construct: () => inert(`new ${label}`),
  });
}

/**
 * Runs the bundle's init hook under stand-ins and returns the registered dice classes' names. The
 * bundle has no static import (one start module; its chunks load by dynamic import() on first use)
 * and its one export statement is dropped, so it runs as a strict script in a context whose every
 * unknown global is a stand-in.
 */
export function registeredDiceNames(bundle) {
  const hooks = new Map();
  const on = (name, fn) => {
    if (!hooks.has(name)) hooks.set(name, []);
    hooks.get(name).push(fn);
  };
  const dice = { terms: {}, rolls: [], termTypes: {}, rollModes: {}, randomUniform: Math.random };
  const config = inert("CONFIG");
  config.Dice = dice;
  const own = {
    CONFIG: config,
    Hooks: { once: on, on, off: () => {}, call: () => true, callAll: () => true },
    console: { info() {}, log() {}, warn() {}, error() {}, debug() {} },
  };
  const sandbox = new Proxy(own, {
    has: () => true,
    get(target, key) {
      if (key in target) return target[key];
      if (key in globalThis) return globalThis[key];
      return (target[key] = inert(String(key)));
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  // The bundle imports nothing statically (one start module); it exports what its lazily loaded
  // chunks (dist/chunks/, loaded by a dynamic import()) share with it: that one statement goes.
  const code = fs.readFileSync(bundle, "utf8").replace(/(^|[;}\n])export\s*\{[^}]*\};?/g, "$1");
  if (/(^|[;}\s])(import\s*[\w${*]|export\b)/m.test(code)) throw new Error(`${bundle} imports or exports: expected one self-contained module`);
  vm.runInContext(`(function () {\n"use strict";\n${code}\n})();`, vm.createContext(sandbox), { filename: bundle });
  for (const task of hooks.get("init") ?? []) task();
  return {
    rolls: dice.rolls.map((cls) => cls.name),
    terms: Object.fromEntries(Object.entries(dice.terms).map(([denomination, cls]) => [denomination, cls.name])),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bundle = process.argv[2] ?? "dist/phasesix.mjs";
  console.log(JSON.stringify(registeredDiceNames(bundle)));
}
