import { describe, expect, it } from "vitest";
import { BANKER, DRUNKARD, EVADE, HUMAN, HUMAN_TEMPLATE, RANGER, SPY, characterInput } from "./appendix.fixture.ts";
import { CAREER_REASON, checkAvailability, checkLineage, checkTemplate, finishCreation } from "./career.ts";
import { deriveCharacter } from "./derive.ts";
import type { CharacterInput, TemplateInput } from "./types.ts";

function check(input: CharacterInput, template: TemplateInput) {
  return checkTemplate(input, deriveCharacter(input), template);
}

const finished = (ids: string[], convertedPoints = 0, reputationAwarded = 0) => ({ finished: true, creationTemplateIds: ids, convertedPoints, reputationAwarded });

describe("checkTemplate during creation", () => {
  it("accepts a template the career points pay for", () => {
    expect(check(characterInput({ lineage: HUMAN, templates: [SPY] }), RANGER)).toEqual({ ok: true });
  });

  it("refuses a template that costs more than the points left (20 − 11 − 7 = 2 < 11)", () => {
    const input = characterInput({ lineage: HUMAN, templates: [SPY, RANGER] });
    expect(check(input, { ...EVADE, id: "x" })).toEqual({ ok: false, reason: CAREER_REASON.notEnoughCareerPoints, data: { cost: 11, left: 2 } });
  });

  it("always accepts a negative-cost template, even with no points left", () => {
    const input = characterInput({ lineage: HUMAN, templates: [SPY, RANGER] });
    expect(check(input, DRUNKARD)).toEqual({ ok: true });
  });

  it("refuses the same template twice", () => {
    expect(check(characterInput({ lineage: HUMAN, templates: [SPY] }), { ...SPY, id: "other" })).toMatchObject({ ok: false, reason: CAREER_REASON.duplicate });
  });

  it("refuses a template whose required template is missing and accepts it once present", () => {
    const needsSpy: TemplateInput = { ...EVADE, id: "n", name: "Double Agent", cost: 3, requires: ["Spy"] };
    expect(check(characterInput({ lineage: HUMAN }), needsSpy)).toEqual({ ok: false, reason: CAREER_REASON.requirementMissing, data: { name: "Spy" } });
    expect(check(characterInput({ lineage: HUMAN, templates: [SPY] }), needsSpy)).toEqual({ ok: true });
  });

  it("tells templates apart by their stable key: two of one name are different, a German and an English twin the same", () => {
    const medicus10: TemplateInput = { ...EVADE, id: "m1", name: "Medicus", cost: 1, key: "template:medicus:occupation-10" };
    const medicus12: TemplateInput = { ...EVADE, id: "m2", name: "Medicus", cost: 1, key: "template:medicus:occupation-12" };
    expect(check(characterInput({ lineage: HUMAN, templates: [medicus10] }), medicus12)).toEqual({ ok: true });
    const spy: TemplateInput = { ...SPY, key: "template:spy" };
    const spion: TemplateInput = { ...SPY, id: "de", name: "Spion", key: "template:spy" };
    expect(check(characterInput({ lineage: HUMAN, templates: [spy] }), spion)).toEqual({ ok: false, reason: CAREER_REASON.duplicate, data: { name: "Spion" } });
  });

  it("meets a requirement given as a stable key with the template of either language", () => {
    const needsSpy: TemplateInput = { ...EVADE, id: "n", name: "Double Agent", cost: 3, requires: ["template:spy"] };
    expect(check(characterInput({ lineage: HUMAN }), needsSpy)).toMatchObject({ ok: false, reason: CAREER_REASON.requirementMissing });
    expect(check(characterInput({ lineage: HUMAN, templates: [{ ...SPY, name: "Spion", key: "template:spy" }] }), needsSpy)).toEqual({ ok: true });
  });

  it("refuses a template whose skill minimum is not met (Marksman: Shooting 5) and names the values", () => {
    const marksman: TemplateInput = { ...EVADE, id: "mk", name: "Marksman", cost: 1, modifiers: [], skillRequirements: [{ skill: "shooting", min: 5 }] };
    const input = characterInput({ lineage: HUMAN, templates: [SPY, RANGER] });
    const shooting = deriveCharacter(input).skills.shooting.value;
    expect(shooting).toBeLessThan(5);
    expect(check(input, marksman)).toEqual({ ok: false, reason: CAREER_REASON.skillTooLow, data: { skill: "shooting", min: 5, value: shooting } });
    expect(check(input, { ...marksman, skillRequirements: [{ skill: "shooting", min: shooting }] })).toEqual({ ok: true });
  });

  it("links a lineage to its template by key when both have one, whatever the names", () => {
    const lineage = { ...HUMAN, name: "Mensch", templateName: "Mensch", templateKey: "template:human" };
    expect(check(characterInput({ lineage }), { ...HUMAN_TEMPLATE, key: "template:human" })).toEqual({ ok: true });
    expect(check(characterInput({ lineage }), { ...HUMAN_TEMPLATE, name: "Mensch", key: "template:flit" })).toMatchObject({ ok: false, reason: CAREER_REASON.lineageTemplateMismatch });
  });

  it("accepts only the lineage's own lineage template, once, for free", () => {
    const elf: TemplateInput = { ...HUMAN_TEMPLATE, id: "e", name: "Elf" };
    expect(check(characterInput({ lineage: HUMAN }), elf)).toMatchObject({ ok: false, reason: CAREER_REASON.lineageTemplateMismatch });
    expect(check(characterInput({ lineage: HUMAN }), HUMAN_TEMPLATE)).toEqual({ ok: true });
    expect(check(characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE] }), elf)).toMatchObject({ ok: false, reason: CAREER_REASON.lineageTemplateTaken });
    // free: costs nothing even with no points left
    const broke = characterInput({ lineage: HUMAN, templates: [SPY, RANGER] });
    expect(check(broke, HUMAN_TEMPLATE)).toEqual({ ok: true });
  });

  it("refuses content outside the world's era and extensions", () => {
    const medieval = characterInput({ lineage: HUMAN, context: { era: "middleAges", extensions: [], world: null } });
    expect(check(medieval, BANKER)).toEqual({ ok: false, reason: CAREER_REASON.unavailableEra, data: {} });
    const modern = characterInput({ lineage: HUMAN, context: { era: "modern", extensions: [], world: null } });
    expect(check(modern, BANKER)).toEqual({ ok: true });
    const magical: TemplateInput = { ...EVADE, id: "m", name: "Wizard", extensions: ["magic"] };
    expect(check(modern, magical)).toEqual({ ok: false, reason: CAREER_REASON.unavailableExtension, data: { extension: "magic" } });
  });
});

describe("checkTemplate after creation (advancement)", () => {
  const base = { lineage: HUMAN, templates: [HUMAN_TEMPLATE, SPY] };

  it("pays advancement templates with reputation", () => {
    const rich = characterInput({ ...base, career: finished(["tHuman", "tSpy"], 9, 2) });
    expect(check(rich, EVADE)).toEqual({ ok: true });
    const poor = characterInput({ ...base, career: finished(["tHuman", "tSpy"], 9, 1) });
    expect(check(poor, EVADE)).toEqual({ ok: false, reason: CAREER_REASON.notEnoughReputation, data: { cost: 11, left: 10 } });
  });

  it("refuses occupation and education templates", () => {
    const input = characterInput({ ...base, career: finished(["tHuman", "tSpy"], 50) });
    expect(check(input, RANGER)).toEqual({ ok: false, reason: CAREER_REASON.creationOnly, data: { category: "occupation" } });
  });

  it("refuses lineage templates and a second lineage", () => {
    const input = characterInput({ lineage: HUMAN, career: finished([], 50) });
    expect(check(input, HUMAN_TEMPLATE)).toMatchObject({ ok: false, reason: CAREER_REASON.lineageTemplateAtCreation });
    expect(checkLineage(characterInput({ lineage: HUMAN }), { name: "Elf" })).toMatchObject({ ok: false, reason: CAREER_REASON.lineageTaken });
    expect(checkLineage(characterInput({ career: finished([]) }), { name: "Elf" })).toMatchObject({ ok: false, reason: CAREER_REASON.lineageAtCreation });
    expect(checkLineage(characterInput(), { name: "Elf" })).toEqual({ ok: true });
  });
});

describe("finishCreation", () => {
  it("turns leftover career points into reputation and records the creation templates", () => {
    const input = characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE, SPY, RANGER] });
    const result = finishCreation(input, deriveCharacter(input));
    expect(result).toEqual({ ok: true, career: { finished: true, creationTemplateIds: ["tHuman", "tSpy", "tRanger"], convertedPoints: 2 } });
    if (!result.ok) return;
    const after = deriveCharacter({ ...input, career: { ...result.career, reputationAwarded: 0 } });
    expect(after.reputation.left).toBe(2);
    expect(after.careerPoints.spent.value).toBe(18);
  });

  it("refunds a removed template: points are derived from the templates present", () => {
    const input = characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE, SPY, RANGER] });
    expect(deriveCharacter(input).careerPoints.left).toBe(2);
    expect(deriveCharacter({ ...input, templates: [HUMAN_TEMPLATE, SPY] }).careerPoints.left).toBe(9);
  });

  it("refuses to finish twice", () => {
    const input = characterInput({ career: finished([]) });
    expect(finishCreation(input, deriveCharacter(input))).toEqual({ ok: false, reason: CAREER_REASON.alreadyFinished });
  });
});

describe("checkAvailability", () => {
  it("treats empty lists and an unset era as always available", () => {
    expect(checkAvailability({ eras: [], extensions: [], worlds: [] }, { era: "sciFi", extensions: [], world: "nexus" })).toEqual({ ok: true });
    expect(checkAvailability({ eras: ["antiquity"], extensions: [], worlds: [] }, { era: null, extensions: [], world: null })).toEqual({ ok: true });
  });

  it("refuses content of another world", () => {
    expect(checkAvailability({ eras: [], extensions: [], worlds: ["tirakan"] }, { era: null, extensions: [], world: "nexus" })).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableWorld });
  });
});

describe("checkAvailability with extensions", () => {
  it("fits content of several extensions when one is active, body modifications only while that extension is on", () => {
    const context = { era: null, extensions: ["horror"] as const, world: null };
    expect(checkAvailability({ eras: [], extensions: ["magic", "horror"], worlds: [] }, context)).toEqual({ ok: true });
    expect(checkAvailability({ eras: [], extensions: ["bodyMods"], worlds: [] }, context)).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableExtension });
    expect(checkAvailability({ eras: [], extensions: ["bodyMods"], worlds: [] }, { ...context, extensions: ["bodyMods"] })).toEqual({ ok: true });
    expect(checkAvailability({ eras: [], extensions: ["pantheon"], worlds: [] }, context)).toMatchObject({ ok: false, reason: CAREER_REASON.unavailableExtension });
  });
});
