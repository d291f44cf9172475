/**
 * CONFIG.statusEffects on Foundry 13 and 14 (issue 31, part 6): the Phase Six conditions come first in
 * the book's order, then the kept core statuses (dead, invisible, blind), each condition pointing at
 * its guide page — an array on 13; on 14 an object keyed by status id whose `order` keeps that order
 * (v14 sorts statuses without one by name).
 */
import { afterEach, describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { statusEffectList } from "../../src/foundry-compat/status-effects.ts";
import { configureStatusEffects } from "../../src/conditions/status-config.ts";
import { applyConditionReferences } from "../../src/applications/condition-references.ts";
import { CONDITIONS } from "../../src/rules/catalog/index.ts";
import { STATUS_EFFECT_IDS } from "../../src/conditions/status-effects.ts";

const gm = new StandInUser("gm", "GM", true);

/** Foundry's core statuses in each generation's shape (a few of them). */
const CORE = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "sleep", name: "EFFECT.StatusAsleep", img: "icons/svg/sleep.svg" },
  { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" },
  { id: "invisible", name: "EFFECT.StatusInvisible", img: "icons/svg/invisible.svg" },
];

function install(generation: 13 | 14): Record<string, unknown> {
  resetFoundryGenerationForTests();
  installGame({ users: [gm], user: gm, generation, settings: { "phasesix.contentLanguage": "en" } });
  const config = (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG;
  config.statusEffects = generation === 14 ? Object.fromEntries(CORE.map((entry, order) => [entry.id, { ...entry, order }])) : CORE.map((entry) => ({ ...entry }));
  return config;
}

afterEach(() => resetFoundryGenerationForTests());

describe.each([13, 14] as const)("Foundry %i", (generation) => {
  it("lists the conditions in the book's order, then dead, invisible and blind, each condition with its guide page", () => {
    const config = install(generation);
    configureStatusEffects();
    applyConditionReferences();
    const list = statusEffectList() as Array<{ id: string; _id?: string; reference?: string }>;
    expect(list.map((entry) => entry.id)).toEqual([...CONDITIONS, "dead", "invisible", "blind"]);
    expect(list.find((entry) => entry.id === "bleeding")).toMatchObject({ _id: STATUS_EFFECT_IDS.bleeding, name: "PHASESIX.Condition.bleeding" });
    expect(list.filter((entry) => (CONDITIONS as readonly string[]).includes(entry.id)).every((entry) => typeof entry.reference === "string" && entry.reference.length > 0)).toBe(true);
    if (generation === 13) expect(Array.isArray(config.statusEffects)).toBe(true);
    else {
      const keyed = config.statusEffects as Record<string, { id: string; order: number }>;
      expect(Array.isArray(keyed)).toBe(false);
      expect(keyed.dying).toMatchObject({ id: "dying", order: 0 });
      expect(keyed.blind.order).toBe(CONDITIONS.length + 2);
    }
  });
});
