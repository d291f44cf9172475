import { describe, expect, it } from "vitest";
import { prototypeTokenDefaults } from "./token-defaults.ts";

describe("prototype token defaults", () => {
  it("shows health and arcana as bars (displayed to owners) and links a new character's token", () => {
    expect(prototypeTokenDefaults("character", { name: "Mara" })).toEqual({
      "prototypeToken.bar1.attribute": "resources.health",
      "prototypeToken.bar2.attribute": "resources.arcana",
      "prototypeToken.displayBars": 40,
      "prototypeToken.actorLink": true,
    });
  });

  it("leaves NPC tokens unlinked", () => {
    expect(prototypeTokenDefaults("npc", {})).not.toHaveProperty(["prototypeToken.actorLink"]);
  });

  it("keeps bars, their display and links the creator chose", () => {
    const data = { prototypeToken: { bar1: { attribute: "resources.stress" }, bar2: { attribute: "resources.health" }, displayBars: 0, actorLink: false } };
    expect(prototypeTokenDefaults("character", data)).toEqual({});
  });
});
