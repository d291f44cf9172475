import { afterEach, describe, expect, it } from "vitest";
import { installGame } from "../../tests/foundry/game.ts";
import { foundryGeneration, isFoundry14OrLater, resetFoundryGenerationForTests } from "./generation.ts";

const gm = { id: "gm", name: "GM", isGM: true, active: true };

describe("foundryGeneration", () => {
  afterEach(() => resetFoundryGenerationForTests());

  it("reads the running Foundry's generation once and keeps it", () => {
    installGame({ users: [gm as never], user: gm as never, generation: 14 });
    expect(foundryGeneration()).toBe(14);
    expect(isFoundry14OrLater()).toBe(true);
    installGame({ users: [gm as never], user: gm as never, generation: 13 });
    expect(foundryGeneration()).toBe(14);
    resetFoundryGenerationForTests();
    expect(foundryGeneration()).toBe(13);
    expect(isFoundry14OrLater()).toBe(false);
  });
});
