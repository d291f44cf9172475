import { describe, expect, it } from "vitest";
import { dieFromFaces } from "../dice/pool.ts";
import { scoreAttack } from "../dice/score.ts";
import { resolveDamage } from "./damage.ts";
import {
  applyRefusal,
  appliedRecord,
  breaksConcentration,
  coverDefence,
  coverValueFor,
  currentHits,
  defenceRefusal,
  dodgeDefence,
  isAttackCard,
  megacriticalWounds,
  newTargets,
  parryDefence,
  withApplied,
  withDefence,
  type AttackCard,
} from "./card.ts";

const die = (...faces: number[]) => dieFromFaces(faces);

/** The book's attack 4,5,5,14 at 5+: 2 normal hits and 1 critical hit. */
const bookAttack = scoreAttack([die(4), die(5), die(5), die(6, 6, 2)], { minRoll: 5, critThreshold: 11, canCrit: true });

function card(mode: AttackCard["mode"] = "melee"): AttackCard {
  return {
    attacker: { actorUuid: "Actor.a", tokenUuid: null, name: "Maragas" },
    weapon: { name: "Sword", wounds: 1, piercing: 0, conditions: { bleeding: 1 }, melee: mode === "melee", special: "none" },
    mode,
    targets: newTargets(bookAttack, [
      { tokenUuid: "Scene.s.Token.t1", actorUuid: "Actor.t1", name: "Ork" },
      { tokenUuid: "Scene.s.Token.t2", actorUuid: "Actor.t2", name: "Goblin" },
    ]),
  };
}

const ready = { actions: 1 };

describe("attack card targets", () => {
  it("every target takes the roll's full score: the book's 4,5,5,14 → 2 hits and 1 critical", () => {
    const c = card();
    expect(c.targets.map((t) => currentHits(t))).toEqual([
      { hits: 2, criticalHits: 1, extraWounds: [0] },
      { hits: 2, criticalHits: 1, extraWounds: [0] },
    ]);
  });

  it("shows megacritical extra wounds: 17 → +1, 23 → +2", () => {
    const score = scoreAttack([die(6, 6, 5), die(6, 6, 6, 5)], { minRoll: 5, critThreshold: 11, canCrit: true });
    expect(score.extraWounds).toEqual([1, 2]);
    expect(megacriticalWounds(score)).toBe(3);
  });
});

describe("defences in order, with scripted dice", () => {
  it("5+ cover: critical die rolled apart, each die at 5+ removes a hit", () => {
    const c = card("single");
    const d = coverDefence(c.targets[0], "cover", 5, [die(5)], [die(2), die(6, 1)], "Anna", false);
    expect(d.dice).toEqual([5, 2, 7]);
    expect(d.after).toEqual({ hits: 1, criticalHits: 0, extraWounds: [] });
    const next = withDefence(c, 0, d);
    expect(currentHits(next.targets[0])).toEqual({ hits: 1, criticalHits: 0, extraWounds: [] });
    expect(currentHits(next.targets[1])).toEqual({ hits: 2, criticalHits: 1, extraWounds: [0] });
  });

  it("cover once, then dodge, then parry — never back", () => {
    let c = card();
    c = withDefence(c, 0, coverDefence(c.targets[0], "cover", 6, [die(1)], [die(1), die(1)], "Anna", false));
    expect(defenceRefusal(c, 0, "cover", ready)).toBe("order");
    expect(defenceRefusal(c, 0, "shieldParry", { ...ready, shieldCover: 5 })).toBe("order");
    expect(defenceRefusal(c, 0, "dodge", ready)).toBeNull();
    c = withDefence(c, 0, parryDefence(c.targets[0], "Dagger", [5], 1, "Anna", true));
    expect(defenceRefusal(c, 0, "dodge", ready)).toBe("order");
  });

  it("dodge: one success avoids the whole attack, criticals too", () => {
    const c = card();
    const d = dodgeDefence(c.targets[0], 8, [9, 3], 1, "Anna", true);
    expect(d.after).toEqual({ hits: 0, criticalHits: 0, extraWounds: [] });
    expect(defenceRefusal(withDefence(c, 0, d), 0, "parry", ready)).toBe("nothingLeft");
  });

  it("parry: each success removes a normal hit, criticals get through", () => {
    const c = card();
    const d = parryDefence(c.targets[0], "Dagger", [5, 6, 5], 3, "Anna", true);
    expect(d.after).toEqual({ hits: 0, criticalHits: 1, extraWounds: [0] });
  });

  it("a dodge without dice is refused before any reaction is asked for; with one die it may be rolled", () => {
    expect(defenceRefusal(card(), 0, "dodge", { ...ready, dodgeDice: 0 })).toBe("noDodgeDice");
    expect(defenceRefusal(card(), 0, "dodge", { ...ready, actions: 0, dodgeDice: 0 })).toBe("noDodgeDice");
    expect(defenceRefusal(card(), 0, "dodge", { ...ready, dodgeDice: 1 })).toBeNull();
  });

  it("dodge and parry only against melee attacks", () => {
    expect(defenceRefusal(card("single"), 0, "dodge", ready)).toBe("notMelee");
    expect(defenceRefusal(card("burst"), 0, "parry", ready)).toBe("notMelee");
    expect(defenceRefusal(card("flechette"), 0, "dodge", ready)).toBeNull();
  });

  it("one reaction per participant per action: after a shield parry no dodge on the same attack", () => {
    let c = card();
    c = withDefence(c, 0, coverDefence(c.targets[0], "shieldParry", 5, [die(1)], [die(1), die(1)], "Anna", true));
    expect(defenceRefusal(c, 0, "dodge", { actions: 3 })).toBe("alreadyReacted");
    // The other target still may react to the same attack.
    expect(defenceRefusal(c, 1, "dodge", { actions: 3 })).toBeNull();
  });

  it("terrain cover is no reaction: a dodge may follow it", () => {
    let c = card();
    c = withDefence(c, 0, coverDefence(c.targets[0], "cover", 6, [die(1)], [die(1), die(1)], "Anna", false));
    expect(defenceRefusal(c, 0, "dodge", { actions: 1 })).toBeNull();
  });

  it("a Dying defender has no reactions, even with saved actions; a cover roll it still gets", () => {
    const dying = { actions: 2, conditions: { dying: 1 } };
    expect(defenceRefusal(card(), 0, "dodge", dying)).toBe("dying");
    expect(defenceRefusal(card(), 0, "cover", dying)).toBeNull();
  });

  it("a reaction needs a saved action in a running combat; outside a combat none is spent", () => {
    expect(defenceRefusal(card(), 0, "dodge", { actions: 0 })).toBe("noAction");
    expect(defenceRefusal(card(), 0, "dodge", { actions: null })).toBeNull();
  });

  it("shields: the shield's own cover value; a block must be raised; hunkered gives 6+", () => {
    expect(defenceRefusal(card(), 0, "shieldParry", ready)).toBe("noShield");
    expect(defenceRefusal(card(), 0, "shieldBlock", { ...ready, shieldCover: 5 })).toBe("notRaised");
    expect(defenceRefusal(card(), 0, "shieldBlock", { ...ready, shieldCover: 5, shieldBlockRaised: true })).toBeNull();
    expect(coverValueFor("shieldParry", null, { actions: 1, shieldCover: 4 })).toBe(4);
    expect(coverValueFor("hunkered", null, { actions: 1 })).toBe(6);
    expect(coverValueFor("cover", 6, { actions: 1 })).toBe(6);
    expect(coverValueFor("cover", 6, { actions: 1, conditions: { hunkered: 1 } })).toBe(6);
    expect(defenceRefusal(card(), 0, "hunkered", ready)).toBe("noCover");
  });
});

describe("applying damage", () => {
  it("records the result once; applying twice is refused", () => {
    const c = card();
    const result = resolveDamage({ hits: currentHits(c.targets[0]), weapon: c.weapon, protection: { variant: "pool", pool: { normal: 1 } } });
    expect(result.wounds).toBe(2);
    const applied = withApplied(c, 0, appliedRecord(result, { by: "GM", variant: "pool", concentrationEnded: [], dying: false }));
    expect(applied.targets[0].applied).toMatchObject({ by: "GM", wounds: 2, hitsStopped: 1, conditions: { bleeding: 1 } });
    expect(applyRefusal(applied, 0)).toBe("applied");
    expect(applyRefusal(applied, 1)).toBeNull();
    expect(applyRefusal(applied, 5)).toBe("unknownTarget");
    expect(defenceRefusal(applied, 0, "cover", ready)).toBe("applied");
  });

  it("a concentration spell ends on a wound that gets through, not when everything was stopped", () => {
    expect(breaksConcentration({ wounds: 1 })).toBe(true);
    expect(breaksConcentration({ wounds: 0 })).toBe(false);
  });

  it("validates stored card data", () => {
    expect(isAttackCard(JSON.parse(JSON.stringify(card())))).toBe(true);
    expect(isAttackCard({ ...card(), mode: "laser" })).toBe(false);
    expect(isAttackCard({ ...card(), weapon: { ...card().weapon, demonic: true } })).toBe(true);
    expect(isAttackCard({ ...card(), weapon: { ...card().weapon, demonic: "yes" } })).toBe(false);
    expect(isAttackCard({ ...card(), targets: [{ actorUuid: "x", name: "y", incoming: { hits: -1, criticalHits: 0, extraWounds: [] }, defences: [], applied: null }] })).toBe(false);
  });
});
