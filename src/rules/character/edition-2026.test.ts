/**
 * The character in the 2026 edition (create chapter → "Reputation", "Basiswerte"; character chapter →
 * "Empathie", "Sprachen", "Kontakte"; advancement chapter → "Den Charakter weiterentwickeln"), each
 * next to the 2025 behaviour it replaces.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BANKER, DRUNKARD, EVADE, HUMAN, HUMAN_SPY_RANGER, HUMAN_TEMPLATE, RANGER, SPY, characterInput } from "./appendix.fixture.ts";
import { deriveCharacter } from "./derive.ts";
import { checkTemplate, finishCreation, CAREER_REASON } from "./career.ts";
import type { BuilderCatalog, BuilderDraft, BuilderMode, BuilderState, BuilderTemplate } from "./builder.ts";
import { categoriesOf, startingMoney, finish, newDraft, pickLineage, pickTemplate, pointsLeft, settle, stepBy, unpickTemplate } from "./builder.ts";
import { DEFAULT_WORLD_RULES } from "../catalog/world-rules.ts";
import { buildRuleset } from "../ruleset/ruleset.ts";
import type { CharacterInput, TemplateInput } from "./types.ts";

const R2025 = buildRuleset({ edition: "2025" });
const R2026 = buildRuleset({ edition: "2026" });
const TIRAKAN_2026 = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } });

describe("base values (2026 create chapter → Basiswerte)", () => {
  it("come from the ruleset for everyone, not from the lineage: max stress 10 instead of the lineage's 8", () => {
    const d2025 = deriveCharacter({ ...HUMAN_SPY_RANGER, ruleset: R2025 });
    const d2026 = deriveCharacter({ ...HUMAN_SPY_RANGER, ruleset: R2026 });
    expect(d2025.maxStress.value).toBe(8);
    expect(d2026.maxStress.value).toBe(10);
    for (const d of [d2025, d2026]) {
      expect(d.actions.value).toBe(2);
      expect(d.minRoll.value).toBe(5);
      expect(d.maxHealth.value).toBe(10);
      expect(d.pools.bonusDice.value).toBe(2);
    }
    expect(d2026.actions.parts[0]).toMatchObject({ source: "PHASESIX.Edition.Source.BaseValues", value: 2 });
  });

  it("ignore a lineage's own start values in 2026 (a lineage of 3 actions still starts at 2)", () => {
    const odd = { ...HUMAN, aspects: { ...HUMAN.aspects, actions: 3, minRoll: 4 }, attributeStart: 2 };
    const d = deriveCharacter(characterInput({ lineage: odd, ruleset: R2026 }));
    expect([d.actions.value, d.minRoll.value, d.attributes.logic.value]).toEqual([2, 5, 1]);
    const old = deriveCharacter(characterInput({ lineage: odd }));
    expect([old.actions.value, old.minRoll.value, old.attributes.logic.value]).toEqual([3, 4, 2]);
  });

  it("give Tirakan no stress (the Tirakan book lists no max stress)", () => {
    expect(deriveCharacter(characterInput({ lineage: HUMAN, ruleset: TIRAKAN_2026 })).maxStress.value).toBe(0);
  });
});

describe("Empathy (2026 character chapter → Empathie)", () => {
  it("rolls on Charm in 2026 and on Conscientiousness in 2025", () => {
    const input = characterInput({ lineage: HUMAN, otherModifiers: [{ name: "test", modifiers: [{ kind: "attribute", key: "charm", value: 3 }] }] });
    expect(deriveCharacter({ ...input, ruleset: R2026 }).skills.empathy.value).toBe(4);
    expect(deriveCharacter({ ...input, ruleset: R2025 }).skills.empathy.value).toBe(1);
  });
});

describe("languages and contacts (2026 character chapter → Sprachen, Kontakte)", () => {
  it("are Education + Logic and Charm + Attractiveness in 2026, absent in 2025", () => {
    const input = characterInput({
      lineage: HUMAN,
      otherModifiers: [{ name: "test", modifiers: [{ kind: "attribute", key: "education", value: 2 }, { kind: "attribute", key: "attractiveness", value: -1 }] }],
    });
    const d = deriveCharacter({ ...input, ruleset: R2026 });
    expect(d.languages?.value).toBe(4);
    expect(d.contacts?.value).toBe(1);
    const old = deriveCharacter(input);
    expect(old.languages).toBeUndefined();
    expect(old.contacts).toBeUndefined();
  });
});

describe("creation by reputation (2026 create chapter → Reputation, Übrige Reputation)", () => {
  const created = (ruleset = R2026): CharacterInput => characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE, SPY], ruleset });

  it("starts with 20 reputation earned and counts templates as spent: Spy (11) shows 11/20", () => {
    const d = deriveCharacter(created());
    expect(d.reputation.earned.value).toBe(20);
    expect(d.reputation.spent.value).toBe(11);
    expect(d.reputation.left).toBe(9);
    expect(d.careerPoints.total.value).toBe(0);
  });

  it("takes the GM's starting reputation", () => {
    expect(deriveCharacter(created(buildRuleset({ edition: "2026", startingReputation: 30 }))).reputation.left).toBe(19);
  });

  it("gives points back for a negative cost (Drunkard −5)", () => {
    const d = deriveCharacter({ ...created(), templates: [HUMAN_TEMPLATE, SPY, DRUNKARD] });
    expect(d.reputation.left).toBe(14);
  });

  it("refuses a template the reputation left does not pay for, with the reputation reason", () => {
    const input = { ...created(), templates: [HUMAN_TEMPLATE, SPY, RANGER] };
    expect(checkTemplate(input, deriveCharacter(input), EVADE)).toEqual({ ok: false, reason: CAREER_REASON.notEnoughReputation, data: { cost: 11, left: 2 } });
  });

  it("keeps what is left as reputation after finishing, converting nothing", () => {
    const input = created();
    const result = finishCreation(input, deriveCharacter(input));
    expect(result.ok && result.career.convertedPoints).toBe(0);
    const after = deriveCharacter({ ...input, career: { ...input.career, ...(result.ok ? result.career : {}) } });
    expect(after.reputation.left).toBe(9);
  });

  it("in 2025 still pays with the lineage's career points and turns the rest into reputation", () => {
    const d = deriveCharacter(created(R2025));
    expect(d.careerPoints.left).toBe(9);
    expect(d.reputation.earned.value).toBe(0);
  });
});

describe("advancement (2026 advancement chapter → Den Charakter weiterentwickeln)", () => {
  const finished = (ruleset: typeof R2026): CharacterInput =>
    characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE, SPY], ruleset, career: { finished: true, creationTemplateIds: ["tHuman", "tSpy"], convertedPoints: 0, reputationAwarded: 20 } });

  it("buys every category but the lineage in 2026, only character/interests/environment/talent in 2025", () => {
    expect(categoriesOf("advancement", R2026)).toEqual(["occupation", "education", "interests", "character", "talent", "environment"]);
    expect(categoriesOf("advancement", R2025)).toEqual(["interests", "character", "talent", "environment"]);
    const input2026 = finished(R2026);
    expect(checkTemplate(input2026, deriveCharacter(input2026), BANKER)).toEqual({ ok: true });
    const input2025 = finished(R2025);
    expect(checkTemplate(input2025, deriveCharacter(input2025), BANKER)).toMatchObject({ ok: false, reason: CAREER_REASON.creationOnly });
  });
});

// ---------------------------------------------------------------------------------------------
// The builder with reputation (fast-check)

const always = { eras: [], extensions: [], worlds: [] } as const;
const asCatalog = (t: TemplateInput): BuilderTemplate => ({ ...t, id: `uuid.${t.id}` });
const CATALOG: BuilderCatalog = {
  lineages: [{ key: "uuid.lHuman", lineage: HUMAN, ...always }],
  templates: [HUMAN_TEMPLATE, SPY, RANGER, BANKER, DRUNKARD, EVADE].map(asCatalog),
  equipment: [],
};

function state(mode: BuilderMode = "creation", catalog: BuilderCatalog = CATALOG, base: Partial<CharacterInput> = {}): BuilderState {
  return { base: characterInput({ context: { era: "modern", extensions: [], world: "terra" }, ruleset: R2026, ...base }), catalog, draft: newDraft(mode) };
}

describe("starting capital (2026 create chapter → Ausrüstung; 2025 → Ausrüstung und Vermögen)", () => {
  it("is 2,000 for a new character without money in 2026, and in 2025 (the book names no sum: our default), the GM's setting otherwise", () => {
    expect(startingMoney("creation", 0, R2026)).toBe(2000);
    expect(startingMoney("creation", 0, R2025)).toBe(2000);
    expect(startingMoney("creation", 0, buildRuleset({ edition: "2025", startingCapital: 500 }))).toBe(500);
    expect(startingMoney("creation", 0, buildRuleset({ edition: "2026", startingCapital: 0 }))).toBe(0);
    expect(startingMoney("creation", 350, R2026)).toBe(350);
    expect(startingMoney("advancement", 0, R2026)).toBe(0);
  });
});

describe("the builder in 2026", () => {
  it("spends reputation at creation: Spy + Ranger leave 2 of 20, Evade (11) is refused, Drunkard (−5) makes room", () => {
    let s = state();
    for (const step of [(x: BuilderState) => pickLineage(x, "uuid.lHuman"), (x: BuilderState) => pickTemplate(x, "uuid.tSpy"), (x: BuilderState) => pickTemplate(x, "uuid.tRanger")]) s = { ...s, draft: step(s).draft };
    expect(pointsLeft(s)).toBe(2);
    const refused = pickTemplate(s, "uuid.tEvade");
    expect(refused).toMatchObject({ ok: false, reason: CAREER_REASON.notEnoughReputation });
    s = { ...s, draft: pickTemplate(s, "uuid.tDrunkard").draft };
    expect(pointsLeft(s)).toBe(7);
    // taking the Drunkard back drops nothing that is paid for
    expect(unpickTemplate(s, "uuid.tDrunkard").draft.templates).toEqual(["uuid.tSpy", "uuid.tRanger"]);
  });
});

type Action = { kind: "lineage" | "pick" | "unpick"; index: number } | { kind: "step"; delta: 1 | -1 };
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom("lineage" as const, "pick" as const, "unpick" as const), index: fc.nat(20) }),
  fc.record({ kind: fc.constant("step" as const), delta: fc.constantFrom(1 as const, -1 as const) }),
);
const categoryArb = fc.constantFrom("occupation" as const, "education" as const, "interests" as const, "character" as const, "talent" as const, "environment" as const);
const catalogArb: fc.Arbitrary<BuilderCatalog> = fc
  .array(fc.record({ category: categoryArb, cost: fc.integer({ min: -8, max: 15 }), requires: fc.option(fc.nat(7), { nil: null }) }), { minLength: 1, maxLength: 8 })
  .map((rows) => ({
    ...CATALOG,
    templates: [
      asCatalog(HUMAN_TEMPLATE),
      ...rows.map((row, i): BuilderTemplate => ({ id: `uuid.t${i}`, name: `T${i}`, category: row.category, cost: row.cost, modifiers: [], requires: row.requires === null || row.requires === i ? [] : [`T${row.requires}`], ...always })),
    ],
  }));

function run(start: BuilderState, actions: readonly Action[], visit: (s: BuilderState) => void): BuilderState {
  let s = start;
  for (const action of actions) {
    const t = s.catalog.templates;
    let draft: BuilderDraft;
    if (action.kind === "lineage") draft = pickLineage(s, s.catalog.lineages[0].key).draft;
    else if (action.kind === "pick") draft = pickTemplate(s, t[action.index % t.length].id).draft;
    else if (action.kind === "unpick") draft = unpickTemplate(s, t[action.index % t.length].id).draft;
    else if (action.kind === "step") draft = stepBy(s, action.delta).draft;
    else draft = s.draft;
    s = { ...s, draft };
    visit(s);
  }
  return s;
}

describe("builder properties in 2026", () => {
  it("never leaves reputation below zero, at creation or in advancement, whatever the player does", () => {
    fc.assert(
      fc.property(catalogArb, fc.constantFrom<BuilderMode>("creation", "advancement"), fc.integer({ min: 0, max: 40 }), fc.array(actionArb, { maxLength: 25 }), (catalog, mode, start, actions) => {
        const ruleset = buildRuleset({ edition: "2026", startingReputation: start });
        const base: Partial<CharacterInput> =
          mode === "advancement" ? { lineage: HUMAN, ruleset, career: { finished: true, creationTemplateIds: [], convertedPoints: 0, reputationAwarded: 5 } } : { ruleset };
        run(state(mode, catalog, base), actions, (s) => {
          expect(pointsLeft(s)).toBeGreaterThanOrEqual(0);
          expect(settle(s)).toEqual(s.draft);
        });
      }),
    );
  });

  it("finishing is idempotent: a finished draft plans nothing again", () => {
    fc.assert(
      fc.property(catalogArb, fc.array(actionArb, { maxLength: 25 }), (catalog, actions) => {
        const s = run(state("creation", catalog), actions, () => undefined);
        const once = finish(s);
        const twice = finish({ ...s, draft: once.draft });
        expect(twice.draft).toEqual(once.draft);
        expect(twice.plan).toEqual({ create: [], money: null, npc: null });
      }),
    );
  });
});
