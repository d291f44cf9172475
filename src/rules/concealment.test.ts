import { describe, expect, it } from "vitest";
import { concealmentDice, concealmentSpotted } from "./concealment.ts";

describe("concealment roll", () => {
  it("rolls Perception + the highest concealment carried", () => {
    expect(concealmentDice(3, [1, 4, 2])).toBe(7);
  });
  it("with nothing carried rolls Perception alone", () => {
    expect(concealmentDice(3, [])).toBe(3);
  });
  it("one success spots it", () => {
    expect(concealmentSpotted(1)).toBe(true);
    expect(concealmentSpotted(0)).toBe(false);
  });
});
