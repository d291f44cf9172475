/** Properties of the item rules over arbitrary values (fast-check): never NaN, bounds hold. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applySpellTemplates } from "./spell.ts";
import type { SpellStats, SpellTemplateChanges } from "./spell.ts";
import { applyWeaponModifications } from "./weapon.ts";
import type { WeaponStats } from "./weapon.ts";
import { conditionAfterStops, parseProtectionCode, protectionCode } from "./armor.ts";
import { PROTECTION_TYPES } from "../catalog/index.ts";

const small = fc.integer({ min: -30, max: 30 });
const weaponStats = fc.record({
  damagePotential: small,
  piercing: small,
  range: small,
  capacity: small,
  reloadActions: small,
  preparation: small,
  recoilCompensation: small,
  accuracy: small,
  critThreshold: small,
  splashDamage: small,
  armorBreaker: small,
  concealment: small,
  poisonNotch: small,
  conditions: fc.record({ bleeding: small, poisoned: small, shocked: small, burning: small }),
}) satisfies fc.Arbitrary<WeaponStats>;

const templateChanges = fc.record({
  spellPoints: fc.integer({ min: 0, max: 10 }),
  arcana: small,
  power: small,
  range: small,
  actions: small,
  school: fc.constantFrom("", "damage", "healing", "bogus"),
  variant: fc.constantFrom("", "fire", "mind"),
  shape: fc.constantFrom("", "sphere", "cone"),
}) satisfies fc.Arbitrary<SpellTemplateChanges>;

describe("item rule properties", () => {
  it("modified weapons keep every value an integer, and all but accuracy and crit threshold ≥ 0", () => {
    fc.assert(
      fc.property(weaponStats, fc.array(weaponStats, { maxLength: 5 }), (base, mods) => {
        const result = applyWeaponModifications(base, mods);
        for (const [key, value] of Object.entries(result)) {
          if (key === "conditions") {
            for (const condition of Object.values(value as Record<string, number>)) expect(Number.isInteger(condition) && condition >= 0).toBe(true);
          } else {
            expect(Number.isInteger(value)).toBe(true);
            if (key !== "accuracy" && key !== "critThreshold") expect(value).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it("spell templates never push arcana cost or actions below min(1, base), nor power or range below 0", () => {
    const base = fc.record({
      school: fc.constant("healing" as const),
      variant: fc.constant("nature"),
      shape: fc.constant("none"),
      spellPoints: fc.integer({ min: 0, max: 20 }),
      arcanaCost: fc.integer({ min: 0, max: 10 }),
      power: fc.integer({ min: 0, max: 10 }),
      range: fc.integer({ min: 0, max: 100 }),
      actions: fc.integer({ min: 0, max: 5 }),
    }) satisfies fc.Arbitrary<SpellStats>;
    fc.assert(
      fc.property(base, fc.array(templateChanges, { maxLength: 6 }), (spell, templates) => {
        const result = applySpellTemplates(spell, templates);
        expect(result.arcanaCost).toBeGreaterThanOrEqual(Math.min(1, spell.arcanaCost));
        expect(result.actions).toBeGreaterThanOrEqual(Math.min(1, spell.actions));
        expect(result.power).toBeGreaterThanOrEqual(0);
        expect(result.range).toBeGreaterThanOrEqual(0);
        expect(result.spellPoints).toBe(spell.spellPoints + templates.reduce((sum, t) => sum + t.spellPoints, 0));
      }),
    );
  });

  it("protection codes round-trip", () => {
    const protection = fc.record(Object.fromEntries(PROTECTION_TYPES.map((type) => [type, fc.integer({ min: 0, max: 4 })])) as Record<
      (typeof PROTECTION_TYPES)[number],
      fc.Arbitrary<number>
    >);
    fc.assert(
      fc.property(protection, (units) => {
        expect(parseProtectionCode(protectionCode(units))).toEqual({ protection: units, unknown: [] });
      }),
    );
  });

  it("armour condition only falls, and stays within 0…100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -5, max: 50 }), (condition, stops) => {
        const after = conditionAfterStops(condition, stops);
        expect(after).toBeLessThanOrEqual(condition);
        expect(after).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
