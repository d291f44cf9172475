import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { attackRollSetup, nextRecoilStreak, rangeBand, recoilPenalty } from "./min-roll.ts";

describe("attack min roll and critical threshold", () => {
  it("a plain attack uses the character's min roll and threshold 11", () => {
    expect(attackRollSetup({ mode: "melee", minRoll: 5 })).toEqual({ minRoll: 5, critThreshold: 11, canCrit: true, possible: true, modifiers: [] });
  });

  it("recoil: +2 on min roll and threshold per directly following firearm attack, stacking", () => {
    expect(attackRollSetup({ mode: "single", minRoll: 5, recoil: { precedingAttacks: 1 } })).toMatchObject({ minRoll: 7, critThreshold: 13 });
    expect(attackRollSetup({ mode: "single", minRoll: 5, recoil: { precedingAttacks: 2 } })).toMatchObject({ minRoll: 9, critThreshold: 15 });
  });

  it("recoil compensation lowers each step; 2 removes it", () => {
    expect(recoilPenalty(2, 1)).toBe(2);
    expect(recoilPenalty(3, 2)).toBe(0);
    expect(recoilPenalty(1, 0)).toBe(2);
    expect(attackRollSetup({ mode: "burst", minRoll: 5, recoil: { precedingAttacks: 2, compensation: 1 } })).toMatchObject({ minRoll: 7 });
  });

  it("no recoil for melee or thrown attacks", () => {
    expect(attackRollSetup({ mode: "melee", minRoll: 5, recoil: { precedingAttacks: 2 } }).minRoll).toBe(5);
  });

  it("the recoil streak grows with firearm attacks and resets on another action or a new round", () => {
    let streak = 0;
    streak = nextRecoilStreak(streak, "firearmAttack");
    streak = nextRecoilStreak(streak, "firearmAttack");
    expect(streak).toBe(2);
    expect(nextRecoilStreak(streak, "otherAction")).toBe(0);
    expect(nextRecoilStreak(streak, "newRound")).toBe(0);
  });

  it("aiming lowers the threshold 2 per action (web: 1), at most Perception; burst cannot aim", () => {
    expect(attackRollSetup({ mode: "single", minRoll: 5, aimActions: 1, perception: 3 }).critThreshold).toBe(9);
    expect(attackRollSetup({ mode: "single", minRoll: 5, aimActions: 3, perception: 3 }).critThreshold).toBe(8);
    expect(attackRollSetup({ mode: "melee", minRoll: 5, aimActions: 2, perception: 5, aimingVariant: "web" }).critThreshold).toBe(9);
    expect(attackRollSetup({ mode: "burst", minRoll: 5, aimActions: 2, perception: 5 })).toMatchObject({ critThreshold: 11, canCrit: false });
  });

  it("aiming does not move the min roll; the min roll does not move the threshold", () => {
    const s = attackRollSetup({ mode: "single", minRoll: 5, aimActions: 1, perception: 3, difficulty: 3 });
    expect(s.minRoll).toBe(8);
    expect(s.critThreshold).toBe(9);
  });

  it("accurate attack: −1 per action, at most Perception, never below 2", () => {
    expect(attackRollSetup({ mode: "single", minRoll: 5, accurateActions: 2, perception: 4 }).minRoll).toBe(3);
    expect(attackRollSetup({ mode: "single", minRoll: 5, accurateActions: 4, perception: 2 }).minRoll).toBe(3);
    expect(attackRollSetup({ mode: "single", minRoll: 5, accurateActions: 6, perception: 6 }).minRoll).toBe(2);
  });

  it("walking +1, disarming +3, off hand +1, supported −1", () => {
    expect(attackRollSetup({ mode: "single", minRoll: 5, walking: true }).minRoll).toBe(6);
    expect(attackRollSetup({ mode: "melee", minRoll: 5, disarm: true }).minRoll).toBe(8);
    expect(attackRollSetup({ mode: "melee", minRoll: 5, offHand: true }).minRoll).toBe(6);
    expect(attackRollSetup({ mode: "single", minRoll: 5, supported: true }).minRoll).toBe(4);
  });

  it("optional range rule: up to double range +2, beyond impossible", () => {
    expect(rangeBand(20, 20)).toBe("normal");
    expect(rangeBand(40, 20)).toBe("far");
    expect(rangeBand(41, 20)).toBe("outOfRange");
    expect(attackRollSetup({ mode: "single", minRoll: 5, range: { distance: 30, weaponRange: 20 } })).toMatchObject({ minRoll: 7, possible: true });
    expect(attackRollSetup({ mode: "single", minRoll: 5, range: { distance: 50, weaponRange: 20 } }).possible).toBe(false);
  });

  it("the attacker's conditions: burning, poisoned, hunkered raise an attack's min roll", () => {
    expect(attackRollSetup({ mode: "single", minRoll: 5, conditions: { burning: 1, poisoned: 2, hunkered: 1 } }).minRoll).toBe(9);
  });

  it("a weapon's threshold change applies", () => {
    expect(attackRollSetup({ mode: "single", minRoll: 5, weaponCritThreshold: -1 }).critThreshold).toBe(10);
  });

  it("property: the min roll is never below 2 and every modifier is listed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.integer({ min: -2, max: 6 }),
        (minRoll, accurate, perception, supported, difficulty) => {
          const s = attackRollSetup({ mode: "single", minRoll, accurateActions: accurate, perception, supported, difficulty });
          expect(s.minRoll).toBeGreaterThanOrEqual(2);
          const raw = minRoll + s.modifiers.reduce((sum, m) => sum + m.minRoll, 0);
          expect(s.minRoll).toBe(Math.max(2, raw));
        },
      ),
    );
  });
});
