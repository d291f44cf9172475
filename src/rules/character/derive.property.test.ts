import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASPECTS, ATTRIBUTES, CONDITIONS, ERAS, EXTENSIONS, PROTECTION_TYPES, SKILLS, TEMPLATE_CATEGORIES, WORLDS } from "../catalog/index.ts";
import type { Modifier } from "../catalog/index.ts";
import { checkTemplate } from "./career.ts";
import { deriveCharacter } from "./derive.ts";
import { addCondition, gainStress, heal, spendPool, takeWounds } from "./resources.ts";
import type { CharacterInput, ResourceState, TemplateInput } from "./types.ts";

/** Any number, including the ones a broken document could hold. */
const anyNumber = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5));

const modifier: fc.Arbitrary<Modifier> = fc.oneof(
  fc.record({ kind: fc.constant("attribute" as const), key: fc.constantFrom(...ATTRIBUTES), value: anyNumber }),
  fc.record({ kind: fc.constant("skill" as const), key: fc.constantFrom(...SKILLS), value: anyNumber }),
  fc.record({ kind: fc.constant("aspect" as const), key: fc.constantFrom(...ASPECTS), value: anyNumber }),
  fc.record({ kind: fc.constant("knowledge" as const), key: fc.string({ maxLength: 6 }), value: anyNumber }),
);

const template: fc.Arbitrary<TemplateInput> = fc.record({
  id: fc.string({ maxLength: 4 }),
  name: fc.string({ maxLength: 6 }),
  category: fc.constantFrom(...TEMPLATE_CATEGORIES),
  cost: anyNumber,
  modifiers: fc.array(modifier, { maxLength: 8 }),
  requires: fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
  eras: fc.subarray([...ERAS]),
  extensions: fc.subarray([...EXTENSIONS]),
  worlds: fc.subarray([...WORLDS]),
});

const protection = fc.dictionary(fc.constantFrom(...PROTECTION_TYPES), anyNumber);

const input: fc.Arbitrary<CharacterInput> = fc.record({
  lineage: fc.option(
    fc.record({
      name: fc.string({ maxLength: 5 }),
      aspects: fc.record(Object.fromEntries(ASPECTS.map((key) => [key, anyNumber])) as Record<(typeof ASPECTS)[number], fc.Arbitrary<number>>),
      attributeStart: anyNumber,
      templateName: fc.string({ maxLength: 5 }),
    }),
  ),
  templates: fc.array(template, { maxLength: 6 }),
  otherModifiers: fc.array(fc.record({ name: fc.string({ maxLength: 4 }), modifiers: fc.array(modifier, { maxLength: 4 }) }), { maxLength: 3 }),
  knowledge: fc.array(
    fc.record({ id: fc.string({ maxLength: 3 }), name: fc.string({ maxLength: 6 }), skill: fc.option(fc.constantFrom(...SKILLS)), value: anyNumber }),
    { maxLength: 4 },
  ),
  armor: fc.array(
    fc.record({ id: fc.string(), name: fc.string(), worn: fc.boolean(), encumbrance: anyNumber, protection, cover: anyNumber, concealment: anyNumber }),
    { maxLength: 3 },
  ),
  weapons: fc.array(fc.record({ id: fc.string(), name: fc.string(), carried: fc.boolean(), encumbrance: anyNumber, concealment: anyNumber }), { maxLength: 3 }),
  gear: fc.array(fc.record({ id: fc.string(), name: fc.string(), carried: fc.boolean(), concealment: anyNumber }), { maxLength: 3 }),
  career: fc.record({
    finished: fc.boolean(),
    creationTemplateIds: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    convertedPoints: anyNumber,
    reputationAwarded: anyNumber,
  }),
  spellPointsSpent: anyNumber,
  spells: fc.array(fc.record({ id: fc.string(), name: fc.string(), spellPoints: anyNumber }), { maxLength: 3 }),
  knowledgeLinks: fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom(...SKILLS)),
  context: fc.record({
    era: fc.option(fc.constantFrom(...ERAS)),
    extensions: fc.subarray([...EXTENSIONS]),
    world: fc.option(fc.constantFrom(...WORLDS)),
  }),
});

/** Every number anywhere in a value. */
function numbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbers(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) numbers(v, out);
  return out;
}

describe("deriveCharacter on arbitrary templates and items", () => {
  it("never throws and yields only finite integers", () => {
    fc.assert(
      fc.property(input, template, (character, dropped) => {
        const derived = deriveCharacter(character);
        for (const n of numbers(derived)) expect(Number.isInteger(n)).toBe(true);
        expect(derived.minRoll.value).toBeGreaterThanOrEqual(2);
        const verdict = checkTemplate(character, derived, dropped);
        if (!verdict.ok) expect(verdict.reason).toMatch(/^PHASESIX\.Career\./);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps resources within bounds after any wounds, healing, pools, stress and conditions", () => {
    const state: ResourceState = {
      wounds: 0,
      boosts: 0,
      poolsSpent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
      arcanaSpent: 0,
      stress: 0,
      ticks: 0,
      conditions: Object.fromEntries(CONDITIONS.map((c) => [c, 0])) as ResourceState["conditions"],
    };
    const step = fc.oneof(
      fc.record({ op: fc.constant("wound" as const), n: anyNumber }),
      fc.record({ op: fc.constant("heal" as const), n: anyNumber }),
      fc.record({ op: fc.constant("spend" as const), n: anyNumber }),
      fc.record({ op: fc.constant("stress" as const), n: anyNumber }),
      fc.record({ op: fc.constant("condition" as const), n: anyNumber, key: fc.constantFrom(...CONDITIONS) }),
    );
    fc.assert(
      fc.property(input, fc.array(step, { maxLength: 20 }), (character, steps) => {
        const d = deriveCharacter(character);
        const limits = {
          maxHealth: d.maxHealth.value,
          pools: { bonusDice: d.pools.bonusDice.value, rerolls: d.pools.rerolls.value, destinyDice: d.pools.destinyDice.value },
          maxArcana: d.maxArcana.value,
          maxStress: d.maxStress.value,
        };
        let s = state;
        for (const st of steps) {
          if (st.op === "wound") s = takeWounds(s, limits, st.n);
          else if (st.op === "heal") s = heal(s, limits, st.n);
          else if (st.op === "spend") s = spendPool(s, limits, "bonusDice", st.n) ?? s;
          else if (st.op === "stress") s = gainStress(s, limits, st.n).state;
          else s = addCondition(s, st.key, st.n);
          for (const n of numbers(s)) expect(Number.isInteger(n) && n >= 0).toBe(true);
          expect(s.wounds).toBeLessThanOrEqual(limits.maxHealth);
          expect(s.poolsSpent.bonusDice).toBeLessThanOrEqual(limits.pools.bonusDice);
          expect(s.conditions.dying).toBeLessThanOrEqual(6);
        }
      }),
      { numRuns: 200 },
    );
  });
});
