/**
 * Career rules as pure validators (RULES.md → Character → Creation, Advancement; World settings).
 * Each returns `{ ok: true }` or the i18n key of the reason (under `PHASESIX.Career.*`) with the
 * values its message needs.
 */
import { DEFAULT_RULESET } from "../ruleset/ruleset.ts";
import { unavailableBecause } from "../items/availability.ts";
import { knowledgeKey } from "./derive.ts";
import { safeInt } from "./explained.ts";
import type { Availability, CharacterDerived, CharacterInput, LineageInput, TemplateInput, WorldContext } from "./types.ts";

export type CareerCheck = { ok: true } | { ok: false; reason: string; data: Record<string, string | number> };

const OK: CareerCheck = { ok: true };
function fail(reason: string, data: Record<string, string | number> = {}): CareerCheck {
  return { ok: false, reason, data };
}

/** i18n keys of the career rules' reasons. */
export const CAREER_REASON = {
  duplicate: "PHASESIX.Career.Duplicate",
  notEnoughCareerPoints: "PHASESIX.Career.NotEnoughCareerPoints",
  notEnoughReputation: "PHASESIX.Career.NotEnoughReputation",
  requirementMissing: "PHASESIX.Career.RequirementMissing",
  skillTooLow: "PHASESIX.Career.SkillTooLow",
  creationOnly: "PHASESIX.Career.CreationOnly",
  lineageTemplateAtCreation: "PHASESIX.Career.LineageTemplateAtCreation",
  lineageTemplateMismatch: "PHASESIX.Career.LineageTemplateMismatch",
  lineageTemplateTaken: "PHASESIX.Career.LineageTemplateTaken",
  lineageTaken: "PHASESIX.Career.LineageTaken",
  lineageAtCreation: "PHASESIX.Career.LineageAtCreation",
  unavailableEra: "PHASESIX.Career.UnavailableEra",
  unavailableExtension: "PHASESIX.Career.UnavailableExtension",
  unavailableWorld: "PHASESIX.Career.UnavailableWorld",
  alreadyFinished: "PHASESIX.Career.AlreadyFinished",
} as const;

/**
 * Whether content belongs to the world's era, extensions and world: the items core's one
 * availability rule (`unavailableBecause`), with the reason as a career check.
 */
export function checkAvailability(content: Availability, context: WorldContext): CareerCheck {
  const problem = unavailableBecause(content, context);
  if (problem === null) return OK;
  if (problem.tag === "era") return fail(CAREER_REASON.unavailableEra);
  if (problem.tag === "extension") return fail(CAREER_REASON.unavailableExtension, { extension: problem.extension });
  return fail(CAREER_REASON.unavailableWorld);
}

/**
 * What makes two templates the same for "not twice": the stable key of pack content (the German and
 * the English twin share it, two different templates of one name do not), else the name.
 */
export function templateIdentity(template: Pick<TemplateInput, "name" | "key">): string {
  return template.key ? `key:${template.key}` : `name:${knowledgeKey(template.name)}`;
}

/** Whether an owned template meets a requirement given as a stable key or as a name. */
function meets(owned: Pick<TemplateInput, "name" | "key">, required: string): boolean {
  return (owned.key !== undefined && owned.key !== "" && owned.key === required.trim()) || knowledgeKey(owned.name) === knowledgeKey(required);
}

/**
 * Whether `template` may be added to the character (RULES.md → Character): not twice (by stable key,
 * by name for templates without one); its required templates present (by key or name) and its skill
 * minimums met; the lineage template only the one of the character's lineage, only
 * one, only during creation, and free; occupation/education only during creation; during creation
 * the cost is paid with career points, afterwards with reputation (advancement: character,
 * interests, environment, talent); the world's era/extensions/world must allow it. Negative costs
 * always fit.
 */
export function checkTemplate(input: CharacterInput, derived: CharacterDerived, template: TemplateInput): CareerCheck {
  const name = knowledgeKey(template.name);
  const identity = templateIdentity(template);
  if (input.templates.some((t) => templateIdentity(t) === identity)) return fail(CAREER_REASON.duplicate, { name: template.name });

  const availability = checkAvailability(template, input.context);
  if (!availability.ok) return availability;

  for (const required of template.requires) {
    if (knowledgeKey(required) !== "" && !input.templates.some((t) => meets(t, required))) {
      return fail(CAREER_REASON.requirementMissing, { name: required });
    }
  }
  for (const requirement of template.skillRequirements ?? []) {
    const value = derived.skills[requirement.skill].value;
    if (value < requirement.min) return fail(CAREER_REASON.skillTooLow, { skill: requirement.skill, min: requirement.min, value });
  }

  const finished = input.career.finished;
  if (template.category === "lineage") {
    if (finished) return fail(CAREER_REASON.lineageTemplateAtCreation);
    if (input.templates.some((t) => t.category === "lineage")) return fail(CAREER_REASON.lineageTemplateTaken);
    const lineageKey = input.lineage?.templateKey ?? "";
    if (input.lineage && lineageKey !== "" && template.key) {
      if (lineageKey !== template.key) return fail(CAREER_REASON.lineageTemplateMismatch, { lineage: input.lineage.name });
    } else if (input.lineage && knowledgeKey(input.lineage.templateName) !== "" && knowledgeKey(input.lineage.templateName) !== name) {
      return fail(CAREER_REASON.lineageTemplateMismatch, { lineage: input.lineage.name });
    }
    return OK;
  }

  const cost = safeInt(template.cost);
  const ruleset = input.ruleset ?? DEFAULT_RULESET;
  if (!finished && ruleset.creation.currency === "reputation") {
    // 2026 create chapter → "Reputation": creation is paid with reputation.
    if (cost > 0 && cost > derived.reputation.left) return fail(CAREER_REASON.notEnoughReputation, { cost, left: derived.reputation.left });
    return OK;
  }
  if (!finished) {
    if (cost > 0 && cost > derived.careerPoints.left) {
      return fail(CAREER_REASON.notEnoughCareerPoints, { cost, left: derived.careerPoints.left });
    }
    return OK;
  }
  if (!ruleset.advancement.categories.includes(template.category)) {
    return fail(CAREER_REASON.creationOnly, { category: template.category });
  }
  if (cost > 0 && cost > derived.reputation.left) {
    return fail(CAREER_REASON.notEnoughReputation, { cost, left: derived.reputation.left });
  }
  return OK;
}

/** Whether a lineage may be added: a character has one lineage, chosen during creation. */
export function checkLineage(input: CharacterInput, lineage: Pick<LineageInput, "name">): CareerCheck {
  if (input.lineage) return fail(CAREER_REASON.lineageTaken, { name: input.lineage.name });
  if (input.career.finished) return fail(CAREER_REASON.lineageAtCreation, { name: lineage.name });
  return OK;
}

/** The career record after "finish creation": leftover career points become reputation; nothing is lost. */
export interface FinishedCareer {
  finished: true;
  creationTemplateIds: string[];
  convertedPoints: number;
}

/**
 * Finish character creation (RULES.md → Character → Creation): the templates present now stay paid
 * with career points, and the career points left (if positive) become reputation.
 */
export function finishCreation(input: CharacterInput, derived: CharacterDerived): { ok: true; career: FinishedCareer } | { ok: false; reason: string } {
  if (input.career.finished) return { ok: false, reason: CAREER_REASON.alreadyFinished };
  return {
    ok: true,
    career: {
      finished: true,
      creationTemplateIds: input.templates.map((t) => t.id),
      convertedPoints: Math.max(0, derived.careerPoints.left),
    },
  };
}
