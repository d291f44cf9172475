import { afterEach, describe, expect, it } from "vitest";
import { installGame, StandInUser } from "../../tests/foundry/game.ts";
import { resetFoundryGenerationForTests } from "./generation.ts";
import { timerDuration } from "./effect-duration.ts";

const gm = new StandInUser("gm", "GM", true);

afterEach(() => resetFoundryGenerationForTests());

describe("timerDuration (a timer effect's duration in the running Foundry's words)", () => {
  it("Foundry 14: value and units, as the effect editor's Duration tab stores them", () => {
    installGame({ users: [gm], user: gm, generation: 14 });
    resetFoundryGenerationForTests();
    expect(timerDuration({ value: 3, units: "rounds" })).toEqual({ value: 3, units: "rounds" });
    expect(timerDuration({ value: 4, units: "hours" })).toEqual({ value: 4, units: "hours" });
  });

  it("Foundry 13: none (effects do not end on their own there; nothing changes for a GM on 13)", () => {
    installGame({ users: [gm], user: gm, generation: 13 });
    resetFoundryGenerationForTests();
    expect(timerDuration({ value: 3, units: "rounds" })).toBeNull();
  });
});
