import { describe, expect, it } from "vitest";
import { sampleRollView } from "./fixtures.ts";
import { prepareAttack } from "./attack.ts";
import { ATTACK_MODES } from "../items/vocabulary.ts";
import { canAimWith } from "../combat/index.ts";

const view = sampleRollView({
  skills: { ...sampleRollView().skills, shooting: 3, handToHand: 4, perception: 2 },
  attributes: { ...sampleRollView().attributes, strength: 2 },
});
const rifle = { mode: "single" as const, weaponName: "Gewehr", damagePotential: 2 };

describe("prepareAttack", () => {
  it("rolls skill + damage potential at the own min roll, critical from 11", () => {
    const a = prepareAttack(view, rifle);
    expect(a).toMatchObject({ kind: "skill", key: "shooting", dice: 5, minRoll: 5, critThreshold: 11 });
    expect(a.attack).toEqual({ mode: "single", weaponName: "Gewehr", canCrit: true, possible: true, ammunition: 1 });
    expect(a.diceParts.reduce((s, p) => s + p.value, 0)).toBe(a.pool);
  });

  it("adds the burst bonus (+2 dice, 3 rounds) and never crits in burst", () => {
    const a = prepareAttack(view, { ...rifle, mode: "burst" });
    expect(a.dice).toBe(7);
    expect(a.attack?.canCrit).toBe(false);
    expect(a.attack?.ammunition).toBe(3);
  });

  it("aims: −2 crit threshold per action, at most Perception", () => {
    expect(prepareAttack(view, rifle, { aimActions: 1 }).critThreshold).toBe(9);
    expect(prepareAttack(view, rifle, { aimActions: 3 }).critThreshold).toBe(9);
    expect(prepareAttack(view, rifle, { aimActions: 1, aimingVariant: "web" }).critThreshold).toBe(10);
  });

  it("aims only with melee and single shot: aiming actions do nothing for thrown, burst or flechette", () => {
    const knife = { mode: "thrown" as const, weaponName: "Messer", damagePotential: 1 };
    expect(prepareAttack(view, knife, { aimActions: 1 }).critThreshold).toBe(11);
    expect(prepareAttack(view, { ...rifle, mode: "burst" }, { aimActions: 1 }).critThreshold).toBe(11);
    expect(prepareAttack(view, { ...rifle, mode: "melee" }, { aimActions: 1 }).critThreshold).toBe(9);
    for (const mode of ATTACK_MODES) {
      const aimed = prepareAttack(view, { ...rifle, mode }, { aimActions: 1 }).critThreshold;
      const plain = prepareAttack(view, { ...rifle, mode }).critThreshold;
      expect(aimed < plain).toBe(canAimWith(mode));
    }
  });

  it("raises min roll and threshold by recoil, lowered by compensation", () => {
    const a = prepareAttack(view, { ...rifle, recoilCompensation: 1 }, { precedingAttacks: 2 });
    expect(a.minRoll).toBe(7);
    expect(a.critThreshold).toBe(13);
  });

  it("applies walking, off hand, disarm, supported, accurate attack and conditions to the min roll", () => {
    const shocked = sampleRollView({ ...view, conditions: { ...view.conditions, shocked: 1, burning: 1, hunkered: 1 } });
    const a = prepareAttack(shocked, { mode: "melee", weaponName: "Schwert", damagePotential: 1 }, { walking: true, offHand: true, disarm: true, supported: true, accurateActions: 1 });
    // 5 + burning 1 + hunkered 1 + walking 1 + disarm 3 + off hand 1 − supported 1 − accurate 1 = 10
    expect(a.minRoll).toBe(10);
    expect(a.minRollParts.reduce((s, p) => s + p.value, 0)).toBe(10);
    expect(a.dice).toBe(4 + 1 - 1);
    expect(a.conditions.map((c) => c.key)).toEqual(["shocked", "burning", "hunkered"]);
  });

  it("range bands (optional rule): within range nothing, up to double +2, beyond impossible; off without the setting", () => {
    const pistol = { ...rifle, range: 20 };
    expect(prepareAttack(view, pistol, { rangeBands: true, distance: 20 })).toMatchObject({ minRoll: 5, attack: { possible: true } });
    const far = prepareAttack(view, pistol, { rangeBands: true, distance: 35 });
    expect(far).toMatchObject({ minRoll: 7, attack: { possible: true } });
    expect(far.minRollParts).toContainEqual({ label: "PHASESIX.Roll.Part.Attack.range", value: 2 });
    expect(prepareAttack(view, pistol, { rangeBands: true, distance: 41 }).attack?.possible).toBe(false);
    expect(prepareAttack(view, pistol, { rangeBands: false, distance: 41 })).toMatchObject({ minRoll: 5, attack: { possible: true } });
    expect(prepareAttack(view, pistol, { rangeBands: true })).toMatchObject({ minRoll: 5, attack: { possible: true } });
  });

  it("adds massive attack dice to melee only, at most Strength", () => {
    expect(prepareAttack(view, { mode: "melee", weaponName: "Axt", damagePotential: 0 }, { massiveActions: 1 }).dice).toBe(6);
    expect(prepareAttack(view, rifle, { massiveActions: 1 }).dice).toBe(5);
  });
});
