import { describe, expect, it } from "vitest";
import { prototypeTokenDefaults } from "./token-defaults.ts";

describe("prototype token defaults", () => {
  it("shows health and arcana as bars (displayed to owners) and links a new character's token, friendly", () => {
    expect(prototypeTokenDefaults("character", { name: "Mara" })).toEqual({
      "prototypeToken.bar1.attribute": "resources.health",
      "prototypeToken.bar2.attribute": "resources.arcana",
      "prototypeToken.displayBars": 40,
      "prototypeToken.actorLink": true,
      "prototypeToken.disposition": 1,
    });
  });

  it("leaves NPC tokens unlinked; NPCs and foes meet the party as hostile", () => {
    expect(prototypeTokenDefaults("npc", {})).not.toHaveProperty(["prototypeToken.actorLink"]);
    expect(prototypeTokenDefaults("npc", {})).toHaveProperty(["prototypeToken.disposition"], -1);
    expect(prototypeTokenDefaults("foe", {})).toHaveProperty(["prototypeToken.disposition"], -1);
  });

  it("keeps bars, their display, links and the disposition the creator chose", () => {
    const data = { prototypeToken: { bar1: { attribute: "resources.stress" }, bar2: { attribute: "resources.health" }, displayBars: 0, actorLink: false, disposition: 0 } };
    expect(prototypeTokenDefaults("character", data)).toEqual({});
  });
});
