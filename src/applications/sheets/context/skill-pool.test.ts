import { describe, expect, it } from "vitest";
import { SKILLS } from "../../../rules/catalog/index.ts";
import { sampleRollView } from "../../../rules/roll-request/fixtures.ts";
import { prepareCheck } from "../../../rules/roll-request/index.ts";
import { buildCharacterContext } from "./character.ts";
import { keysOnly } from "./localize.ts";
import { buildNpcContext } from "./npc.ts";
import { sampleCharacterInput, sampleNpcInput } from "./sample.fixture.ts";
import { checkableView, skillPool } from "./skill-pool.ts";

describe("a skill shows the pool it rolls (issue 24)", () => {
  it("rolls the skill value at the own min roll when no condition applies", () => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, stealth: 4 }, minRoll: 5 });
    expect(skillPool(view, "stealth", keysOnly)).toEqual({ dice: 4, minRoll: 5, text: 'PHASESIX.Sheet.SkillPool.Rolls{"dice":4,"min":5}', changed: false });
  });

  it("counts the conditions in: Shocked takes dice from every skill, Hunkered raises the min roll of physical skills only", () => {
    // rulebook-de → Zustände des Charakters → Geschockt ("so viele Würfel weniger") and In der Hocke
    // (+1 Mindestwurf für körperliches Handeln: Physis attributes and the skills based on them).
    const base = sampleRollView();
    const view = sampleRollView({ conditions: { ...base.conditions, shocked: 1, hunkered: 1 } });
    const stealth = skillPool(view, "stealth", keysOnly); // Conscientiousness: Persona
    const acrobatics = skillPool(view, "acrobatics", keysOnly); // Deftness: Physis
    expect([stealth.dice, stealth.minRoll, stealth.changed]).toEqual([1, 5, true]);
    expect([acrobatics.dice, acrobatics.minRoll, acrobatics.changed]).toEqual([1, 6, true]);
    expect(acrobatics.text).toBe('PHASESIX.Sheet.SkillPool.Rolls{"dice":1,"min":6} (PHASESIX.Sheet.SkillPool.With{"conditions":"PHASESIX.Condition.shocked, PHASESIX.Condition.hunkered"})');
  });

  it("gives every skill row of the character sheet the dice and min roll the roll dialog starts from", () => {
    const input = sampleCharacterInput();
    const view = input.rollView;
    if (!view) throw new Error("the sample has a roll view");
    const context = buildCharacterContext(input, keysOnly);
    expect(context.skillPools).toBe(true);
    expect(context.skills.length).toBe(SKILLS.length);
    for (const row of context.skills) {
      const check = prepareCheck(view, "skill", row.key);
      expect(row.pool).toMatchObject({ dice: check.dice, minRoll: check.minRoll });
      // The sample is Shocked 2: two dice fewer than the skill value, never below none.
      expect(row.pool?.dice).toBe(Math.max(0, row.value - 2));
    }
    expect(context.attributeGroups.flatMap((g) => g.traits).every((t) => t.pool === null)).toBe(true);
    const none = buildCharacterContext({ ...input, rollView: null }, keysOnly);
    expect(none.skillPools).toBe(false);
    expect(none.skills.every((s) => s.pool === null)).toBe(true);
  });

  it("gives the NPC sheet's skills their pool in play mode (Shocked 1 on the guard), none without a full view", () => {
    const input = sampleNpcInput();
    const context = buildNpcContext(input, keysOnly);
    const shooting = context.skills.find((s) => s.key === "shooting");
    expect(shooting?.pool).toMatchObject({ dice: 5, minRoll: 5, changed: true }); // shooting 6, Shocked 1
    expect(buildNpcContext(input).skills.every((s) => s.pool === null)).toBe(true);
    expect(checkableView({ ...input.view, conditions: undefined })).toBeNull();
  });
});
