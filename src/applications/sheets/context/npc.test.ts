import { describe, expect, it } from "vitest";
import { buildNpcContext } from "./npc.ts";
import { sampleNpcInput } from "./sample.fixture.ts";

describe("NPC sheet context", () => {
  it("shows the compact numbers and the attacks with their dice", () => {
    const context = buildNpcContext(sampleNpcInput());
    expect(context).toMatchObject({ minRoll: 5, evasion: 2, actions: 2, protection: 3 });
    expect(context.health).toMatchObject({ value: 5, max: 6 });
    expect(context.attacks.map((a) => a.name)).toEqual(["Foil", "Service Pistol"]);
    expect(context.attacks[1].attacks.map((a) => a.dice)).toEqual([8, 10]); // shooting 6 + 2, + 2 burst
    expect(context.attackList.map((a) => [a.name, a.dice, a.rollable])).toEqual([
      ["Truncheon", 6, true],
      ["Whistle for help", 0, false],
    ]);
    expect(context.pools.map((p) => [p.key, p.current, p.max])).toEqual([["bonusDice", 1, 2]]);
    expect(context.conditions.find((c) => c.key === "shocked")?.value).toBe(1);
  });

  it("lists in play mode only skills that differ from their base attribute, all in edit mode", () => {
    const play = buildNpcContext(sampleNpcInput());
    expect(play.skills.map((s) => s.key)).toContain("shooting");
    expect(play.skills.map((s) => s.key)).not.toContain("empathy"); // 2 = Conscientiousness 2
    expect(play.skills.map((s) => s.key)).not.toContain("spellCasting");
    const edit = buildNpcContext(sampleNpcInput({ editMode: true }));
    expect(edit.skills).toHaveLength(22);
  });

  it("never shows NaN without a roll view", () => {
    const context = buildNpcContext(sampleNpcInput({ view: undefined, protection: Number.NaN, attacks: "x", poolMax: null, items: [] }));
    expect(context).toMatchObject({ minRoll: 5, evasion: 0, actions: 0, protection: 0, attackList: [] });
    expect(context.attacks.map((a) => a.name)).toEqual([""]); // only the unarmed attack
    expect(context.health.hearts).toEqual([]);
    expect(context.attributes.every((a) => a.value === 0)).toBe(true);
  });
});
