import { describe, expect, it } from "vitest";
import { prototypeTokenDefaults } from "./token-defaults.ts";

describe("prototype token defaults", () => {
  it("shows health and arcana as bars and links a new character's token", () => {
    expect(prototypeTokenDefaults("character", { name: "Mara" })).toEqual({
      "prototypeToken.bar1.attribute": "resources.health",
      "prototypeToken.bar2.attribute": "resources.arcana",
      "prototypeToken.actorLink": true,
    });
  });

  it("leaves NPC tokens unlinked", () => {
    expect(prototypeTokenDefaults("npc", {})).not.toHaveProperty(["prototypeToken.actorLink"]);
  });

  it("keeps bars and links the creator chose", () => {
    const data = { prototypeToken: { bar1: { attribute: "resources.stress" }, bar2: { attribute: "resources.health" }, actorLink: false } };
    expect(prototypeTokenDefaults("character", data)).toEqual({});
  });
});
