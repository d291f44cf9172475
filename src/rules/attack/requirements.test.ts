/**
 * What combat actions require (rulebook-de → Der Kampf → Schilder; Besondere Angriffe → K.O. Angriff,
 * Beidhändiges Kämpfen, Waffe abstützen, Coup de grâce; Nahkampfangriffe parieren; Der Schutzpool;
 * Magie → Zauberwerte → Konzentration).
 */
import { describe, expect, it } from "vitest";
import type { RequirementWeapon } from "./requirements.ts";
import { SUPPORT_ACTIONS, castRefusal, coupDeGraceRefusal, knockoutRefusal, parryRefusal, protectionPoolApplies, shieldRefusal, supportRefusal, twoWeaponsRefusal } from "./requirements.ts";
import { attackCost, attackSpends } from "../combat/attack-cost.ts";
import { initialCombatantState } from "../combat/actions.ts";

const w = (patch: Partial<RequirementWeapon>): RequirementWeapon => ({ category: "blades", twoHanded: false, melee: true, shooting: false, ...patch });
const sword = w({});
const greatAxe = w({ category: "axes", twoHanded: true });
const club = w({ category: "blunt" });
const bow = w({ category: "bows", twoHanded: true, melee: false, shooting: true });
const rifle = w({ category: "rifles", twoHanded: true, melee: false, shooting: true });

describe("Schilder: a shield needs a one-handed weapon in hand", () => {
  it("allows a sword, refuses a two-handed axe alone, nothing, or a sword left behind", () => {
    expect(shieldRefusal([sword])).toBeNull();
    expect(shieldRefusal([greatAxe])).toBe("shieldNeedsOneHandedWeapon");
    expect(shieldRefusal([])).toBe("shieldNeedsOneHandedWeapon");
    expect(shieldRefusal([{ ...sword, carried: false }])).toBe("shieldNeedsOneHandedWeapon");
  });
});

describe("Beidhändiges Kämpfen: two one-handed weapons of the same kind", () => {
  it("allows two blades, refuses a blade and a club, two two-handed axes, one blade", () => {
    expect(twoWeaponsRefusal([sword, w({ category: "blades" })])).toBeNull();
    expect(twoWeaponsRefusal([sword, club])).toBe("twoWeaponsNeedPair");
    expect(twoWeaponsRefusal([greatAxe, greatAxe])).toBe("twoWeaponsNeedPair");
    expect(twoWeaponsRefusal([sword])).toBe("twoWeaponsNeedPair");
  });
});

describe("Waffe abstützen: firearms except bows; it takes one action", () => {
  it("allows a rifle, refuses a bow, a sword and unarmed", () => {
    expect(supportRefusal(rifle)).toBeNull();
    expect(supportRefusal(bow)).toBe("cannotSupport");
    expect(supportRefusal(sword)).toBe("cannotSupport");
    expect(supportRefusal(null)).toBe("cannotSupport");
  });

  it("a supported attack costs one action more, paid before the shot", () => {
    const cost = attackCost({ ...initialCombatantState(), actions: 2 }, { mode: "single", supported: true });
    expect(cost).toMatchObject({ attack: 1, support: SUPPORT_ACTIONS, total: 2 });
    expect(attackSpends(cost, "single")).toEqual([
      { count: 1, kind: "action" },
      { count: 1, kind: "firearmAttack" },
    ]);
  });
});

describe("K.O. Angriff: a blunt weapon", () => {
  it("allows a club, refuses a sword and unarmed", () => {
    expect(knockoutRefusal(club)).toBeNull();
    expect(knockoutRefusal(sword)).toBe("knockoutNeedsBlunt");
    expect(knockoutRefusal(null)).toBe("knockoutNeedsBlunt");
  });
});

describe("Coup de grâce: only an unconscious, sleeping or Dying target", () => {
  it("allows unconscious, Dying and a target the GM calls sleeping; refuses an awake one", () => {
    expect(coupDeGraceRefusal({ unconscious: 1 })).toBeNull();
    expect(coupDeGraceRefusal({ dying: 2 })).toBeNull();
    expect(coupDeGraceRefusal({}, true)).toBeNull();
    expect(coupDeGraceRefusal({ shocked: 3, bleeding: 1 })).toBe("coupDeGraceTarget");
  });
});

describe("Nahkampfangriffe parieren: a melee weapon at hand", () => {
  it("allows a sword, refuses a rifle only or nothing", () => {
    expect(parryRefusal([rifle, sword])).toBeNull();
    expect(parryRefusal([rifle])).toBe("parryNeedsMeleeWeapon");
    expect(parryRefusal([])).toBe("parryNeedsMeleeWeapon");
  });
});

describe("Konzentration and the protection pool", () => {
  it("a concentrating caster cannot cast other spells", () => {
    expect(castRefusal(0)).toBeNull();
    expect(castRefusal(1)).toBe("concentrating");
  });

  it("the protection pool is used only in combat", () => {
    expect(protectionPoolApplies(true)).toBe(true);
    expect(protectionPoolApplies(false)).toBe(false);
  });
});
