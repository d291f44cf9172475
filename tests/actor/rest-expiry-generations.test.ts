/**
 * Effects that end with a rest (issue 31, part 2): on Foundry 14 "After a rest" is an expiry event of
 * the effect editor and a rest tells Foundry's effect registry for that actor only; Foundry 13 has no
 * expiry events, so nothing is registered and a rest ends no effect, as before.
 */
import { afterEach, describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { REST_EXPIRY_EVENT, expireEffectsAfterRest, registerRestExpiryEvent } from "../../src/foundry-compat/rest-expiry.ts";

const gm = new StandInUser("gm", "GM", true);

/** Foundry 14's `ActiveEffect.registry` (client/helpers/active-effect-registry.d.mts): the refreshes asked for. */
const refreshes: Array<{ event: string; actors: unknown[] }> = [];
const registry = {
  refresh: async (event: string, context: { actors?: Set<unknown> } = {}) => void refreshes.push({ event, actors: [...(context.actors ?? [])] }),
};

function install(generation: 13 | 14): { expiryEvents?: Record<string, string> } {
  resetFoundryGenerationForTests();
  installGame({ users: [gm], user: gm, generation });
  const g = globalThis as unknown as { CONFIG: Record<string, unknown>; ActiveEffect: unknown };
  const config: { expiryEvents?: Record<string, string> } = generation === 14 ? { expiryEvents: {} } : {};
  g.CONFIG.ActiveEffect = config;
  g.ActiveEffect = generation === 14 ? { registry } : {};
  refreshes.length = 0;
  return config;
}

afterEach(() => resetFoundryGenerationForTests());

describe("effects ending with a rest", () => {
  it("Foundry 14: the event is offered with its label, and a rest refreshes the resting actor's effects only", async () => {
    const config = install(14);
    registerRestExpiryEvent();
    expect(config.expiryEvents).toEqual({ [REST_EXPIRY_EVENT]: "PHASESIX.Effect.ExpiryRest" });
    const mara = { name: "Mara" };
    await expireEffectsAfterRest(mara);
    expect(refreshes).toEqual([{ event: "phasesixRest", actors: [mara] }]);
  });

  it("Foundry 13: no event, and a rest ends nothing", async () => {
    const config = install(13);
    registerRestExpiryEvent();
    expect(config.expiryEvents).toBeUndefined();
    await expireEffectsAfterRest({ name: "Mara" });
    expect(refreshes).toEqual([]);
  });
});
