import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAll } from "../../scripts/build.mjs";
import { HookRegistry, permissive } from "./permissive-foundry.ts";

/**
 * Loads the built dist/phasesix.mjs into this process with permissive Foundry globals and runs its
 * start-up hooks: catches start-up crashes (evaluation order, a table row pointing at nothing) that
 * typechecking cannot see.
 */
describe("the built system module", () => {
  const hooks = new HookRegistry();
  const settings: string[] = [];
  const sheets: string[] = [];
  let config: Record<string, Record<string, unknown>>;
  let loadError: unknown = null;

  beforeAll(async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-load-"));
    await buildAll({ outDir: out });
    const g = globalThis as Record<string, unknown>;
    config = permissive("CONFIG") as Record<string, Record<string, unknown>>;
    // the collections our registration appends to are real
    config.Dice.rolls = [];
    config.Dice.terms = {};
    const foundry = permissive("foundry") as Record<string, Record<string, Record<string, unknown>>>;
    foundry.applications.apps.DocumentSheetConfig = {
      registerSheet: (_doc: unknown, _scope: string, cls: { name: string }) => sheets.push(cls.name),
      unregisterSheet: () => undefined,
    };
    const game = permissive("game") as Record<string, unknown>;
    game.settings = {
      register: (scope: string, key: string) => settings.push(`${scope}.${key}`),
      get: () => undefined,
      set: async () => undefined,
    };
    Object.assign(g, {
      CONFIG: config,
      foundry,
      game,
      Hooks: hooks.api(),
      ui: permissive("ui"),
      Handlebars: permissive("Handlebars"),
      Actor: permissive("Actor"),
      Item: permissive("Item"),
      Combat: permissive("Combat"),
      Combatant: permissive("Combatant"),
      ActiveEffect: permissive("ActiveEffect"),
      TokenDocument: permissive("TokenDocument"),
      ChatMessage: permissive("ChatMessage"),
      Roll: permissive("Roll"),
      TextEditor: permissive("TextEditor"),
      CONST: permissive("CONST"),
    });
    try {
      await import(pathToFileURL(path.join(out, "phasesix.mjs")).href);
    } catch (error) {
      loadError = error;
    }
  }, 120_000);

  it("evaluates without throwing", () => {
    expect(loadError).toBeNull();
  });

  it("registers its start-up tasks and runs init and setup without errors", () => {
    expect(hooks.once.get("init")?.length).toBeGreaterThan(0);
    expect(hooks.run("init")).toEqual([]);
    expect(hooks.run("i18nInit")).toEqual([]);
    expect(hooks.run("setup")).toEqual([]);
  });

  it("replaces the document classes with its own, keeping their names", () => {
    const names = ["Actor", "Item", "Combat", "Combatant", "ActiveEffect", "Token"].map((doc) => (config[doc].documentClass as { name: string }).name);
    expect(names).toEqual(["PhaseSixActor", "PhaseSixItem", "PhaseSixCombat", "PhaseSixCombatant", "PhaseSixActiveEffect", "PhaseSixTokenDocument"]);
  });

  it("registers data models for every type system.json declares", () => {
    const manifest = JSON.parse(fs.readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
    for (const [doc, types] of Object.entries(manifest.documentTypes)) {
      const models = config[doc].dataModels as Record<string, unknown>;
      for (const type of Object.keys(types)) expect(typeof models[type], `${doc}.${type}`).toBe("function");
    }
  });

  it("registers the world settings, the sheets and the Phase Six roll", () => {
    expect(settings).toEqual(expect.arrayContaining(["phasesix.dataVersion", "phasesix.era", "phasesix.initiativeVariant"]));
    expect(sheets).toEqual(["PhaseSixCharacterSheet", "PhaseSixNpcSheet", "PhaseSixFoeSheet", "PhaseSixItemSheet"]);
    const rolls = config.Dice.rolls as unknown;
    const rollNames = Array.isArray(rolls) ? rolls.map((r: { name: string }) => r.name) : [];
    expect(rollNames).toContain("PhaseSixRoll");
    expect(rollNames).toContain("PhaseSixInitiativeRoll");
    const terms = Object.values(config.Dice.terms as Record<string, { name: string }>).map((t) => t.name);
    expect(terms).toContain("PhaseSixDie");
  });
});
