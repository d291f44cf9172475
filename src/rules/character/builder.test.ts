import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BANKER, DRUNKARD, EVADE, HUMAN, HUMAN_TEMPLATE, RANGER, SPY, characterInput } from "./appendix.fixture.ts";
import type { BuilderCatalog, BuilderDraft, BuilderMode, BuilderState, BuilderTemplate } from "./builder.ts";
import {
  BUILDER_REASON,
  builderDerived,
  builderInput,
  builderPreview,
  buyEquipment,
  checkTemplatePick,
  equipmentChoices,
  finish,
  goToStep,
  lineageChoices,
  lineageTemplateOf,
  newDraft,
  pickLineage,
  pickTemplate,
  pointsLeft,
  readDraft,
  returnEquipment,
  setMoney,
  stepBy,
  stepsOf,
  templateChoices,
  unpickTemplate,
} from "./builder.ts";
import { CAREER_REASON } from "./career.ts";
import type { CharacterInput, TemplateInput } from "./types.ts";

const always = { eras: [], extensions: [], worlds: [] } as const;
const key = (t: TemplateInput) => `uuid.${t.id}`;
const asCatalog = (t: TemplateInput): BuilderTemplate => ({ ...t, id: key(t) });

/** Needs Spy: the appendix has no template with a requirement; the core's rule is tested with this one. */
const DOUBLE_AGENT: TemplateInput = { ...EVADE, id: "tDouble", name: "Double Agent", category: "talent", cost: 3, requires: ["Spy"] };
/** An occupation of the Magic extension. */
const WIZARD: TemplateInput = { ...RANGER, id: "tWizard", name: "Wizard", extensions: ["magic"] };
/** A character template that gives career points (cost 0, careerPoints +4). */
const SCHOLARSHIP: TemplateInput = { ...DRUNKARD, id: "tScholar", name: "Scholarship", cost: 0, modifiers: [{ kind: "aspect", key: "careerPoints", value: 4 }] };

const CATALOG: BuilderCatalog = {
  lineages: [
    { key: "uuid.lHuman", lineage: HUMAN, ...always },
    { key: "uuid.lTirakan", lineage: { ...HUMAN, name: "Ancatir", templateName: "" }, eras: [], extensions: [], worlds: ["tirakan"] },
  ],
  templates: [HUMAN_TEMPLATE, SPY, RANGER, BANKER, DRUNKARD, EVADE, DOUBLE_AGENT, WIZARD, SCHOLARSHIP].map(asCatalog),
  equipment: [
    { key: "uuid.eKnife", name: "Knife", kind: "weapon", price: 20, ...always },
    { key: "uuid.eRifle", name: "Rifle", kind: "weapon", price: 800, eras: ["modern"], extensions: [], worlds: [] },
    { key: "uuid.eRope", name: "Rope", kind: "gear", price: 0, ...always },
  ],
};

function state(draft: Partial<BuilderDraft> = {}, base: Partial<CharacterInput> = {}, mode: BuilderMode = "creation"): BuilderState {
  return { base: characterInput({ context: { era: "modern", extensions: [], world: "terra" }, ...base }), catalog: CATALOG, draft: { ...newDraft(mode), ...draft } };
}

/** Apply a transition and continue with its draft. */
function then(s: BuilderState, step: (s: BuilderState) => { draft: BuilderDraft }): BuilderState {
  return { ...s, draft: step(s).draft };
}

describe("builder steps", () => {
  it("has the five creation steps, three for advancement and four for NPCs", () => {
    expect(stepsOf("creation")).toEqual(["lineage", "templates", "equipment", "summary", "finish"]);
    expect(stepsOf("advancement")).toEqual(["templates", "summary", "finish"]);
    expect(stepsOf("npc")).toEqual(["lineage", "templates", "summary", "finish"]);
  });

  it("needs a lineage before the templates step, and moves on once one is chosen", () => {
    const empty = state();
    expect(stepBy(empty, 1)).toMatchObject({ ok: false, reason: BUILDER_REASON.noLineage, draft: { step: "lineage" } });
    const human = then(empty, (s) => pickLineage(s, "uuid.lHuman"));
    expect(stepBy(human, 1)).toMatchObject({ ok: true, draft: { step: "templates" } });
    expect(goToStep(human, "summary")).toMatchObject({ ok: true, draft: { step: "summary" } });
    expect(goToStep(human, "summary").ok && stepBy({ ...human, draft: { ...human.draft, step: "summary" } }, -1).draft.step).toBe("equipment");
  });

  it("lets a character that already has a lineage go straight to the templates", () => {
    expect(stepBy(state({}, { lineage: HUMAN }), 1)).toMatchObject({ ok: true, draft: { step: "templates" } });
  });
});

describe("builder points", () => {
  it("counts the lineage's career points, the free lineage template and each pick: Human 20 − Spy 11 − Ranger 7 = 2", () => {
    let s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    expect(pointsLeft(s)).toBe(20);
    expect(builderDerived(s).pools.bonusDice.value).toBe(2); // the Human lineage template came with it
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(RANGER)));
    expect(pointsLeft(s)).toBe(2);
    expect(builderDerived(s).attributes.quickness.value).toBe(3);
  });

  it("refuses a template the points left do not pay for, with the reason on its card", () => {
    let s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(RANGER)));
    expect(pickTemplate(s, key(EVADE))).toMatchObject({ ok: false, reason: CAREER_REASON.notEnoughCareerPoints, data: { cost: 11, left: 2 } });
    const card = templateChoices(s, { category: "talent", availableOnly: true }).find((c) => c.entry.id === key(EVADE));
    expect(card?.check).toEqual({ ok: false, reason: CAREER_REASON.notEnoughCareerPoints, data: { cost: 11, left: 2 } });
  });

  it("gets points back from a negative-cost template; taking it back drops what it paid for", () => {
    let s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(DRUNKARD))); // 20 − 11 + 5 = 14
    s = then(s, (x) => pickTemplate(x, key(EVADE))); // 14 − 11 = 3
    expect(pointsLeft(s)).toBe(3);
    s = then(s, (x) => unpickTemplate(x, key(DRUNKARD)));
    expect(s.draft.templates).toEqual([key(SPY)]);
    expect(pointsLeft(s)).toBe(9);
  });

  it("drops templates the lineage no longer pays for when the lineage changes", () => {
    const poor = { key: "uuid.lPoor", lineage: { ...HUMAN, name: "Poor", templateName: "", aspects: { ...HUMAN.aspects, careerPoints: 12 } }, ...always };
    let s: BuilderState = { ...state(), catalog: { ...CATALOG, lineages: [...CATALOG.lineages, poor] } };
    s = then(s, (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(RANGER)));
    s = then(s, (x) => pickLineage(x, "uuid.lPoor"));
    expect(s.draft.templates).toEqual([key(SPY)]);
    expect(pointsLeft(s)).toBe(1);
  });

  it("keeps points from going negative when a template also lowers the career points", () => {
    const costly: TemplateInput = { ...DRUNKARD, id: "tCostly", name: "Costly", cost: 2, modifiers: [{ kind: "aspect", key: "careerPoints", value: -5 }] };
    let s: BuilderState = { ...state(), catalog: { ...CATALOG, templates: [...CATALOG.templates, asCatalog(costly)] } };
    s = then(s, (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(RANGER))); // 2 left: cost 2 fits, but −5 points would leave −5
    expect(pickTemplate(s, key(costly))).toMatchObject({ ok: false, reason: CAREER_REASON.notEnoughCareerPoints });
  });
});

describe("builder requirements, categories and availability", () => {
  it("refuses a template whose requirement is missing, accepts it once picked, and drops it with its requirement", () => {
    let s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    expect(checkTemplatePick(s, key(DOUBLE_AGENT))).toEqual({ ok: false, reason: CAREER_REASON.requirementMissing, data: { name: "Spy" } });
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(DOUBLE_AGENT)));
    expect(s.draft.templates).toEqual([key(SPY), key(DOUBLE_AGENT)]);
    s = then(s, (x) => unpickTemplate(x, key(SPY)));
    expect(s.draft.templates).toEqual([]);
  });

  it("refuses content of other eras, inactive extensions and other worlds, and hides it when asked", () => {
    const medieval = state({}, { context: { era: "middleAges", extensions: [], world: "terra" } });
    const s = then(medieval, (x) => pickLineage(x, "uuid.lHuman"));
    expect(checkTemplatePick(s, key(BANKER))).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableEra });
    expect(checkTemplatePick(s, key(WIZARD))).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableExtension, data: { extension: "magic" } });
    expect(pickLineage(s, "uuid.lTirakan")).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableWorld });
    const shown = templateChoices(s, { category: "occupation", availableOnly: true }).map((c) => c.entry.name);
    expect(shown).toEqual(["Spy", "Ranger"]);
    const all = templateChoices(s, { category: "occupation", availableOnly: false }).map((c) => c.entry.name);
    expect(all).toEqual(["Spy", "Ranger", "Banker", "Wizard"]);
    expect(lineageChoices(s, true).map((c) => c.entry.lineage.name)).toEqual(["Human"]);
  });

  it("never lists lineage templates among the templates to pick, and refuses picking one", () => {
    const s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    expect(templateChoices(s, { category: "all", availableOnly: false }).some((c) => c.entry.category === "lineage")).toBe(false);
    expect(pickTemplate(s, key(HUMAN_TEMPLATE))).toMatchObject({ ok: false });
  });

  it("in advancement offers only the advancement categories, paid with reputation", () => {
    const career = { finished: true, creationTemplateIds: ["tHuman", "tSpy"], convertedPoints: 2, reputationAwarded: 10 };
    const s = state({}, { lineage: HUMAN, templates: [HUMAN_TEMPLATE, SPY], career }, "advancement");
    expect(pointsLeft(s)).toBe(12);
    const categories = new Set(templateChoices(s, { category: "all", availableOnly: true }).map((c) => c.entry.category));
    expect([...categories].sort()).toEqual(["character", "talent"]);
    expect(pickTemplate(s, key(RANGER))).toMatchObject({ ok: false, reason: CAREER_REASON.creationOnly });
    const bought = then(s, (x) => pickTemplate(x, key(EVADE)));
    expect(pointsLeft(bought)).toBe(1);
    expect(pickTemplate(bought, key(DOUBLE_AGENT))).toMatchObject({ ok: false, reason: CAREER_REASON.notEnoughReputation });
  });

  it("in NPC mode pays nothing but still checks requirements and availability", () => {
    let s = then(state({}, {}, "npc"), (x) => pickLineage(x, "uuid.lHuman"));
    for (const t of [SPY, RANGER, EVADE, SCHOLARSHIP]) s = then(s, (x) => pickTemplate(x, key(t)));
    expect(s.draft.templates).toHaveLength(4);
    expect(pointsLeft(s)).toBeNull();
    expect(checkTemplatePick(s, key(BANKER))).toEqual({ ok: true });
    expect(checkTemplatePick(s, key(WIZARD))).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableExtension });
  });
});

describe("builder equipment and money", () => {
  it("buys equipment of the world's era with the money, several of one kind, and gives it back", () => {
    let s = then(state({ money: 50 }), (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => buyEquipment(x, "uuid.eKnife"));
    s = then(s, (x) => buyEquipment(x, "uuid.eKnife"));
    expect(buyEquipment(s, "uuid.eKnife")).toMatchObject({ ok: false, reason: BUILDER_REASON.notEnoughMoney, data: { cost: 20, left: 10 } });
    s = then(s, (x) => buyEquipment(x, "uuid.eRope")); // no price: free
    expect(equipmentChoices(s, "weapon", true).map((c) => [c.entry.name, c.picked])).toEqual([["Knife", 2], ["Rifle", 0]]);
    expect(finish(s).plan).toMatchObject({ money: 10, create: ["uuid.tHuman", "uuid.lHuman", "uuid.eKnife", "uuid.eKnife", "uuid.eRope"] });
    s = then(s, (x) => returnEquipment(x, "uuid.eKnife"));
    expect(finish(s).plan.money).toBe(30);
  });

  it("gives back what the money no longer pays for, last bought first", () => {
    let s = then(state({ money: 50 }), (x) => buyEquipment(x, "uuid.eKnife"));
    s = then(s, (x) => buyEquipment(x, "uuid.eKnife"));
    s = then(s, (x) => setMoney(x, 30));
    expect(s.draft.equipment).toEqual(["uuid.eKnife"]);
  });

  it("refuses equipment of another era", () => {
    const medieval = state({ money: 5000 }, { context: { era: "middleAges", extensions: [], world: null } });
    expect(buyEquipment(medieval, "uuid.eRifle")).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableEra });
  });
});

describe("finishing", () => {
  it("creates the lineage template before its lineage, then the templates, and skips what the actor already has", () => {
    let s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    expect(finish(s).plan.create).toEqual(["uuid.tHuman", "uuid.lHuman", "uuid.tSpy"]);
    const resumed: BuilderState = { ...s, base: { ...s.base, templates: [{ ...HUMAN_TEMPLATE, id: "own1" }] } };
    expect(finish(resumed).plan.create).toEqual(["uuid.lHuman", "uuid.tSpy"]);
  });

  it("a finished draft adds nothing to the actor it was applied to (its picks are the actor's now)", () => {
    let s = then(state(), (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    const { draft } = finish(s);
    const applied: BuilderState = { ...s, draft, base: { ...s.base, lineage: HUMAN, templates: [{ ...HUMAN_TEMPLATE, id: "own1" }, { ...SPY, id: "own2" }] } };
    expect(builderInput(applied)).toBe(applied.base);
    expect(pointsLeft(applied)).toBe(20 - SPY.cost);
  });

  it("previews the finished character with its bought equipment: worn armour adds protection and lowers evasion, each piece bought counts", () => {
    const vest = { id: "uuid.eVest", name: "Vest", worn: true, encumbrance: 2, protection: { normal: 3, critical: 2 }, cover: 0, concealment: 0 };
    const catalog: BuilderCatalog = { ...CATALOG, equipment: [...CATALOG.equipment, { key: "uuid.eVest", name: "Vest", kind: "armor", price: 100, ...always, inputs: { armor: [vest] } }] };
    let s: BuilderState = { ...state({ money: 500 }), catalog };
    s = then(s, (x) => pickLineage(x, "uuid.lHuman"));
    const bare = builderPreview(s);
    s = then(s, (x) => buyEquipment(x, "uuid.eVest"));
    const one = builderPreview(s);
    expect(one.protectionTotal).toBe(bare.protectionTotal + 5);
    expect(one.evasion.value).toBe(bare.evasion.value - 2);
    s = then(s, (x) => buyEquipment(x, "uuid.eVest"));
    expect(builderPreview(s).protectionTotal).toBe(bare.protectionTotal + 10);
    // the checks and the points are the draft's without equipment
    expect(builderDerived(s).protectionTotal).toBe(bare.protectionTotal);
  });

  it("computes an NPC's flat fields through the character derivation", () => {
    let s = then(state({}, {}, "npc"), (x) => pickLineage(x, "uuid.lHuman"));
    s = then(s, (x) => pickTemplate(x, key(SPY)));
    s = then(s, (x) => pickTemplate(x, key(EVADE)));
    const { plan } = finish(s);
    expect(plan.create).toEqual([]);
    expect(plan.npc).toMatchObject({ actions: 2, minRoll: 5, health: { max: 10 }, stress: { max: 8 }, poolMax: { bonusDice: 2, rerolls: 2, destinyDice: 0 } });
    // Quickness 1 + 2 (Spy) + 1 (Evade) = 4; Deftness 1; evasion 2 + ceil(5 / 2) = 5; Stealth = Conscientiousness 1 + 2
    expect(plan.npc?.attributes.quickness).toBe(4);
    expect(plan.npc?.evasion).toBe(5);
    expect(plan.npc?.skills.stealth).toBe(3);
  });

  it("reads back a stored draft and refuses another mode's", () => {
    const draft: BuilderDraft = { ...newDraft("creation", 100), lineage: "uuid.lHuman", templates: [key(SPY), key(SPY)], step: "equipment" };
    expect(readDraft(JSON.parse(JSON.stringify(draft)), "creation")).toEqual({ ...draft, templates: [key(SPY)] });
    expect(readDraft(draft, "npc")).toBeNull();
    expect(readDraft({ mode: "creation", step: "nowhere", money: -5 }, "creation")).toEqual(newDraft("creation"));
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

type Action = { kind: "lineage" | "pick" | "unpick" | "buy" | "return"; index: number } | { kind: "money"; value: number } | { kind: "step"; delta: 1 | -1 };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom("lineage" as const, "pick" as const, "unpick" as const, "buy" as const, "return" as const), index: fc.nat(20) }),
  fc.record({ kind: fc.constant("money" as const), value: fc.integer({ min: -100, max: 2000 }) }),
  fc.record({ kind: fc.constant("step" as const), delta: fc.constantFrom(1 as const, -1 as const) }),
);

const categoryArb = fc.constantFrom("occupation" as const, "education" as const, "interests" as const, "character" as const, "talent" as const, "environment" as const);
const aspectModArb = fc.record({ kind: fc.constant("aspect" as const), key: fc.constant("careerPoints" as const), value: fc.integer({ min: -6, max: 6 }) });

/** A random catalog: templates with any cost (negative too), career-point modifiers and requirements among themselves. */
const catalogArb: fc.Arbitrary<BuilderCatalog> = fc
  .array(fc.record({ category: categoryArb, cost: fc.integer({ min: -8, max: 15 }), mods: fc.array(aspectModArb, { maxLength: 1 }), requires: fc.option(fc.nat(7), { nil: null }) }), { minLength: 1, maxLength: 8 })
  .map((rows) => ({
    lineages: CATALOG.lineages,
    equipment: CATALOG.equipment,
    templates: [
      asCatalog(HUMAN_TEMPLATE),
      ...rows.map((row, i): BuilderTemplate => ({
        id: `uuid.t${i}`,
        name: `T${i}`,
        category: row.category,
        cost: row.cost,
        modifiers: row.mods,
        requires: row.requires === null || row.requires === i ? [] : [`T${row.requires}`],
        ...always,
      })),
    ],
  }));

function run(start: BuilderState, actions: readonly Action[], visit: (s: BuilderState) => void): BuilderState {
  let s = start;
  for (const action of actions) {
    const templates = s.catalog.templates;
    const equipment = s.catalog.equipment;
    let result: { draft: BuilderDraft };
    switch (action.kind) {
      case "lineage":
        result = pickLineage(s, s.catalog.lineages[action.index % s.catalog.lineages.length].key);
        break;
      case "pick":
        result = pickTemplate(s, templates[action.index % templates.length].id);
        break;
      case "unpick":
        result = unpickTemplate(s, templates[action.index % templates.length].id);
        break;
      case "buy":
        result = buyEquipment(s, equipment[action.index % equipment.length].key);
        break;
      case "return":
        result = returnEquipment(s, equipment[action.index % equipment.length].key);
        break;
      case "money":
        result = setMoney(s, action.value);
        break;
      case "step":
        result = stepBy(s, action.delta);
        break;
    }
    s = { ...s, draft: result.draft };
    visit(s);
  }
  return s;
}

describe("builder properties", () => {
  it("never leaves points, reputation or money below zero, whatever the player does", () => {
    fc.assert(
      fc.property(catalogArb, fc.constantFrom<BuilderMode>("creation", "advancement"), fc.array(actionArb, { maxLength: 25 }), (catalog, mode, actions) => {
        const career = mode === "advancement" ? { finished: true, creationTemplateIds: [], convertedPoints: 3, reputationAwarded: 9 } : undefined;
        const start: BuilderState = { ...state({}, career ? { lineage: HUMAN, career } : {}, mode), catalog };
        run(start, actions, (s) => {
          expect(pointsLeft(s)).toBeGreaterThanOrEqual(0);
          expect(finish(s).plan.money ?? 0).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it("finishing is idempotent: a finished draft plans nothing, and the finished character plans no template again", () => {
    fc.assert(
      fc.property(catalogArb, fc.array(actionArb, { maxLength: 25 }), (catalog, actions) => {
        const s = run({ ...state({ money: 500 }), catalog }, actions, () => undefined);
        const once = finish(s);
        const twice = finish({ ...s, draft: once.draft });
        expect(twice.draft).toEqual(once.draft);
        expect(twice.plan).toEqual({ create: [], money: null, npc: null });
        // the actor after the first finish (its templates and lineage in place) would get no template or lineage again
        const input = { ...s.base, lineage: s.base.lineage ?? catalog.lineages.find((l) => l.key === s.draft.lineage)?.lineage ?? null };
        const created = once.plan.create.map((k) => catalog.templates.find((t) => t.id === k)).filter((t): t is BuilderTemplate => t !== undefined);
        const after: BuilderState = { ...s, base: { ...input, templates: [...s.base.templates, ...created] } };
        const again = finish(after).plan.create;
        expect(again.filter((k) => catalog.templates.some((t) => t.id === k) || catalog.lineages.some((l) => l.key === k))).toEqual([]);
      }),
    );
  });
});

describe("the lineage template of a lineage", () => {
  it("is found by the lineage's template key when the catalog holds it, else by the template name", () => {
    // Two lineage templates named alike (a German and an English twin, or a renamed one): the key decides.
    const keyed = { ...HUMAN_TEMPLATE, id: "uuid.tHumanKeyed", name: "Human", key: "template:human" };
    const renamed = { ...HUMAN_TEMPLATE, id: "uuid.tRenamed", name: "Mensch", key: "template:human-variant" };
    const catalog: BuilderCatalog = { ...CATALOG, templates: [renamed, keyed, asCatalog(SPY)] };
    expect(lineageTemplateOf(catalog, { ...HUMAN, templateName: "Mensch", templateKey: "template:human" })?.id).toBe("uuid.tHumanKeyed");
    expect(lineageTemplateOf(catalog, { ...HUMAN, templateName: "Mensch", templateKey: "" })?.id).toBe("uuid.tRenamed");
    expect(lineageTemplateOf(catalog, { ...HUMAN, templateName: "Mensch", templateKey: "template:missing" })?.id).toBe("uuid.tRenamed");
    expect(lineageTemplateOf(catalog, { ...HUMAN, templateName: "", templateKey: "" })).toBeNull();
  });
});
