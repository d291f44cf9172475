/**
 * The stress test (RULES.md → Extensions → Horror; rulebook-de.md → Stress Test): roll Logic +
 * Willpower dice; one success passes. What a failed test costs in stress is the GM's call (the
 * encounter decides); reaching max stress gives a tick and resets stress (character core's
 * `gainStress`).
 */
import type { ActorRollView } from "../catalog/index.ts";
import type { ExtensionCheckRequest } from "./magic.ts";
import { count, whole } from "../guard.ts";
import { MAX_POOL } from "../dice/pool.ts";

/** The stress test as a check: Logic with Willpower as extra dice. */
export function stressTestRequest(view: Pick<ActorRollView, "attributes">): ExtensionCheckRequest {
  return { kind: "attribute", key: "logic", options: { diceModifier: whole("attributes.willpower", view.attributes.willpower), minRollModifier: 0 } };
}

/** Dice of a stress test: Logic + Willpower (none below 0, at most the core's largest pool). */
export function stressTestDice(view: Pick<ActorRollView, "attributes">): number {
  const dice = whole("attributes.logic", view.attributes.logic) + whole("attributes.willpower", view.attributes.willpower);
  return Math.min(MAX_POOL, Math.max(0, dice));
}

/** What a stress test did. */
export interface StressTestOutcome {
  passed: boolean;
  /** Stress the character gains: 0 when passed, else the stress the GM named for the encounter. */
  stress: number;
}

/** The outcome of a stress test with `successes`; a failure costs `stressOnFailure` (≥ 0). */
export function stressTestOutcome(successes: number, stressOnFailure = 1): StressTestOutcome {
  const passed = count("successes", successes) > 0;
  return { passed, stress: passed ? 0 : count("stressOnFailure", stressOnFailure) };
}
