/**
 * The character builder as a pure state machine (RULES.md → Character → Creation, Advancement;
 * World settings). The Foundry application only gathers the catalog (packs and world items) and the
 * actor's current state, calls these functions and renders what they return.
 *
 * - A **draft** is what the player has chosen so far: the mode, the step, a lineage, templates in the
 *   order picked, equipment and the money to buy it with. It is plain data (stored in an actor flag),
 *   read back through {@link readDraft}.
 * - Every pick is checked with the career rules (`checkTemplate`, `checkLineage`, availability) on the
 *   character as it would be with the draft — the same checks a drop on the sheet makes.
 * - After every change the draft is **settled**: the picks are replayed in order and any that no
 *   longer fits (a removed requirement, fewer points after a lineage change or after dropping a
 *   negative-cost template) is dropped, so points left never go negative.
 * - **Finishing** returns the plan (which catalog entries to create, in order, the money left, the
 *   NPC's flat fields) and the finished draft; finishing a finished draft plans nothing.
 *
 * Modes: `creation` (a character in creation: lineage → templates → equipment → summary → finish,
 * paid with career points), `advancement` (a finished character: templates of the advancement
 * categories paid with reputation → summary → finish), `npc` (lineage → templates → summary →
 * finish, no points: the derived values become the NPC's flat fields).
 */
import type { AttributeKey, ProtectionType, SkillKey, TemplateCategory } from "../catalog/index.ts";
import { ATTRIBUTES, PROTECTION_TYPES, SKILLS, TEMPLATE_CATEGORIES } from "../catalog/index.ts";
import type { CareerCheck } from "./career.ts";
import { CAREER_REASON, checkAvailability, checkLineage, checkTemplate } from "./career.ts";
import { deriveCharacter, knowledgeKey } from "./derive.ts";
import { safeInt } from "./explained.ts";
import { MONEY_LIMIT } from "../items/money.ts";
import type { Availability, CharacterDerived, CharacterInput, LineageInput, TemplateInput } from "./types.ts";
import { DEFAULT_RULESET, type Ruleset } from "../ruleset/ruleset.ts";
import { creationEnergyBalance } from "../extensions/body-modifications.ts";

export type BuilderMode = "creation" | "advancement" | "npc";
export const BUILDER_STEPS = ["lineage", "templates", "equipment", "summary", "finish"] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];
export const EQUIPMENT_KINDS = ["weapon", "armor", "gear", "bodyModification"] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** i18n keys of the builder's own reasons (the career rules' reasons are `CAREER_REASON`). */
export const BUILDER_REASON = {
  unknown: "PHASESIX.Builder.Reason.Unknown",
  notEnoughMoney: "PHASESIX.Builder.Reason.NotEnoughMoney",
  noLineage: "PHASESIX.Builder.Reason.NoLineage",
  pointsBelowZero: "PHASESIX.Builder.Reason.PointsBelowZero",
  finished: "PHASESIX.Builder.Reason.Finished",
  energyDeficit: "PHASESIX.BodyMod.EnergyDeficitRefused",
} as const;

/** A lineage of the catalog; `key` identifies it (the document's uuid). */
export interface BuilderLineage extends Availability {
  key: string;
  lineage: LineageInput;
}

/** A template of the catalog; its `id` is its catalog key (the document's uuid). */
export type BuilderTemplate = TemplateInput;

/**
 * What one piece of equipment adds to the character core's input once it is on the actor (the same
 * mapping as the actor's own items: armour, weapon, gear, its modifiers, a fitted body modification).
 */
export type EquipmentInputs = Partial<Pick<CharacterInput, "armor" | "weapons" | "gear" | "otherModifiers" | "bodyModifications">>;

/** A weapon, armour piece or gear of the catalog, with its price (0: no price given). */
export interface BuilderEquipment extends Availability {
  key: string;
  name: string;
  kind: EquipmentKind;
  price: number;
  /** Body modifications: their energy demand in mA (negative = produces). */
  energy?: number;
  /** What it adds to the character once bought (protection, encumbrance, modifiers…); absent: nothing. */
  inputs?: EquipmentInputs;
}

/** Everything the builder may offer: the content language's packs and the world's items. */
export interface BuilderCatalog {
  lineages: readonly BuilderLineage[];
  templates: readonly BuilderTemplate[];
  equipment: readonly BuilderEquipment[];
}

/** What the player has chosen (stored on the actor, so the builder can be left and resumed). */
export interface BuilderDraft {
  mode: BuilderMode;
  step: BuilderStep;
  /** Catalog key of the chosen lineage (null: none chosen, or the actor already has one). */
  lineage: string | null;
  /** Catalog keys of the chosen templates, in the order picked (the lineage template not included). */
  templates: string[];
  /** Catalog keys of the chosen equipment, in the order picked. */
  equipment: string[];
  /** Money to buy equipment with (the starting capital the GM sets; defaults to the actor's money). */
  money: number;
  /** The draft was finished (its plan applied). */
  finished: boolean;
}

/** The builder's whole state: the actor as it is (`base`), the catalog and the draft. */
export interface BuilderState {
  base: CharacterInput;
  catalog: BuilderCatalog;
  draft: BuilderDraft;
}

/** Upper bound of money the builder handles (the character's currency field's maximum; the items core's limit). */
export const MAX_MONEY = MONEY_LIMIT;

/** The steps of a mode, in order. */
export function stepsOf(mode: BuilderMode): BuilderStep[] {
  if (mode === "advancement") return ["templates", "summary", "finish"];
  if (mode === "npc") return ["lineage", "templates", "summary", "finish"];
  return [...BUILDER_STEPS];
}

/** The template categories a mode offers: advancement only the advancement categories; never "lineage" (it comes with the lineage). */
export function categoriesOf(mode: BuilderMode, ruleset: Pick<Ruleset, "advancement"> = DEFAULT_RULESET): TemplateCategory[] {
  const all = TEMPLATE_CATEGORIES.filter((c) => c !== "lineage");
  return mode === "advancement" ? all.filter((c) => ruleset.advancement.categories.includes(c)) : all;
}

/** A new draft: at the mode's first step with nothing chosen. */
export function newDraft(mode: BuilderMode, money = 0): BuilderDraft {
  return { mode, step: stepsOf(mode)[0], lineage: null, templates: [], equipment: [], money: clampMoney(money), finished: false };
}

/**
 * The money a new creation draft buys equipment with: the character's money when it has some; else
 * the ruleset's starting capital (the GM's setting; 2,000 unless set). Advancement and NPCs buy no
 * equipment.
 */
export function startingMoney(mode: BuilderMode, actorMoney: number, ruleset: Pick<Ruleset, "creation"> = DEFAULT_RULESET): number {
  const money = clampMoney(actorMoney);
  if (mode !== "creation" || money > 0) return money;
  return clampMoney(ruleset.creation.startingCapital);
}

function clampMoney(n: unknown): number {
  return Math.min(MAX_MONEY, Math.max(0, safeInt(n)));
}

function uniqueStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === "string" && v !== ""))];
}

/**
 * A draft from untrusted data (an actor flag, maybe from an older version or edited by hand): unknown
 * fields are dropped, a wrong mode or step falls back to a new draft / the first step.
 * Returns null when `data` is no draft of `mode`.
 */
export function readDraft(data: unknown, mode: BuilderMode): BuilderDraft | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.mode !== mode) return null;
  const steps = stepsOf(mode);
  const step = steps.includes(d.step as BuilderStep) ? (d.step as BuilderStep) : steps[0];
  return {
    mode,
    step,
    lineage: typeof d.lineage === "string" && d.lineage !== "" ? d.lineage : null,
    templates: uniqueStrings(d.templates),
    equipment: Array.isArray(d.equipment) ? d.equipment.filter((v): v is string => typeof v === "string" && v !== "") : [],
    money: clampMoney(d.money),
    finished: d.finished === true,
  };
}

// ---------------------------------------------------------------------------------------------
// The character with the draft

function lineageOf(catalog: BuilderCatalog, key: string | null): BuilderLineage | null {
  return key === null ? null : (catalog.lineages.find((l) => l.key === key) ?? null);
}

function templateOf(catalog: BuilderCatalog, key: string): BuilderTemplate | null {
  return catalog.templates.find((t) => t.id === key) ?? null;
}

function equipmentOf(catalog: BuilderCatalog, key: string): BuilderEquipment | null {
  return catalog.equipment.find((e) => e.key === key) ?? null;
}

/**
 * The lineage template of a lineage in the catalog (category "lineage"): the one with the lineage's
 * template key when the lineage names one and the catalog holds it, else the one of its template name.
 */
export function lineageTemplateOf(catalog: BuilderCatalog, lineage: LineageInput): BuilderTemplate | null {
  const key = lineage.templateKey?.trim() ?? "";
  const byKey = key === "" ? undefined : catalog.templates.find((t) => t.category === "lineage" && t.key === key);
  if (byKey) return byKey;
  const name = knowledgeKey(lineage.templateName);
  if (name === "") return null;
  return catalog.templates.find((t) => t.category === "lineage" && knowledgeKey(t.name) === name) ?? null;
}

/** The drafted lineage and its lineage template, when the actor has no lineage yet. */
function draftedLineage(state: BuilderState): { lineage: BuilderLineage; template: BuilderTemplate | null } | null {
  if (state.base.lineage) return null;
  const lineage = lineageOf(state.catalog, state.draft.lineage);
  if (!lineage) return null;
  const owned = state.base.templates.some((t) => t.category === "lineage");
  return { lineage, template: owned ? null : lineageTemplateOf(state.catalog, lineage.lineage) };
}

/** The drafted templates that exist in the catalog, in the order picked. */
function draftedTemplates(state: BuilderState): BuilderTemplate[] {
  return state.draft.templates.map((key) => templateOf(state.catalog, key)).filter((t): t is BuilderTemplate => t !== null);
}

/**
 * The character core's input of the actor with the draft applied. A finished draft adds nothing: its
 * plan is on the actor (the base) now, and counting its picks again would show every template twice.
 */
export function builderInput(state: BuilderState): CharacterInput {
  if (state.draft.finished) return state.base;
  const drafted = draftedLineage(state);
  const templates = [...state.base.templates];
  if (drafted?.template) templates.push(drafted.template);
  templates.push(...draftedTemplates(state));
  return { ...state.base, lineage: drafted?.lineage.lineage ?? state.base.lineage, templates };
}

/** Derived values of the actor with the draft applied. */
export function builderDerived(state: BuilderState): CharacterDerived {
  return deriveCharacter(builderInput(state));
}

/**
 * The character as it will be once the draft is finished: {@link builderInput} plus every drafted
 * piece of equipment (each one bought counts), as the items the finish creates will count on the
 * sheet — worn armour's protection and encumbrance, carried weapons, their modifiers. The summary
 * shows this; the checks of picks do not use it (equipment is bought after the templates).
 */
export function builderPreviewInput(state: BuilderState): CharacterInput {
  const input = builderInput(state);
  if (state.draft.finished || state.draft.mode !== "creation" || state.draft.equipment.length === 0) return input;
  const armor = [...input.armor];
  const weapons = [...input.weapons];
  const gear = [...input.gear];
  const otherModifiers = [...input.otherModifiers];
  const bodyModifications = [...(input.bodyModifications ?? [])];
  for (const key of state.draft.equipment) {
    const inputs = equipmentOf(state.catalog, key)?.inputs;
    if (!inputs) continue;
    armor.push(...(inputs.armor ?? []));
    weapons.push(...(inputs.weapons ?? []));
    gear.push(...(inputs.gear ?? []));
    otherModifiers.push(...(inputs.otherModifiers ?? []));
    bodyModifications.push(...(inputs.bodyModifications ?? []));
  }
  return { ...input, armor, weapons, gear, otherModifiers, bodyModifications };
}

/** Derived values of the character as it will be once the draft is finished (the summary's). */
export function builderPreview(state: BuilderState): CharacterDerived {
  return deriveCharacter(builderPreviewInput(state));
}

/** Points the mode pays with, left with the draft: career points, reputation; null for NPCs. */
export function pointsLeft(state: BuilderState, derived: CharacterDerived = builderDerived(state)): number | null {
  if (state.draft.mode === "npc") return null;
  return paysReputation(state.base, state.draft.mode) ? derived.reputation.left : derived.careerPoints.left;
}

/** Money spent on the drafted equipment. */
export function moneySpent(state: BuilderState): number {
  let total = 0;
  for (const key of state.draft.equipment) total += Math.max(0, safeInt(equipmentOf(state.catalog, key)?.price));
  return total;
}

// ---------------------------------------------------------------------------------------------
// Checks

const OK: CareerCheck = { ok: true };
const fail = (reason: string, data: Record<string, string | number> = {}): CareerCheck => ({ ok: false, reason, data });

/** The points left after `input`, for the mode (career points; reputation after creation). */
function leftAfter(input: CharacterInput, mode: BuilderMode): number {
  const derived = deriveCharacter(input);
  return paysReputation(input, mode) ? derived.reputation.left : derived.careerPoints.left;
}

/** Whether the mode pays with reputation: advancement always; creation where the ruleset's creation currency is reputation (2026). */
export function paysReputation(input: Pick<CharacterInput, "ruleset">, mode: BuilderMode): boolean {
  return mode === "advancement" || (mode === "creation" && (input.ruleset ?? DEFAULT_RULESET).creation.currency === "reputation");
}

/** Whether the lineage `key` may be chosen now. */
export function checkLineagePick(state: BuilderState, key: string): CareerCheck {
  const { draft, base, catalog } = state;
  if (draft.finished) return fail(BUILDER_REASON.finished);
  const lineage = lineageOf(catalog, key);
  if (!lineage) return fail(BUILDER_REASON.unknown);
  const lineageCheck = checkLineage(base, lineage.lineage);
  if (!lineageCheck.ok) return lineageCheck;
  const available = checkAvailability(lineage, base.context);
  if (!available.ok) return available;
  if (draft.mode === "creation") {
    const owned = base.templates.some((t) => t.category === "lineage");
    const template = owned ? null : lineageTemplateOf(catalog, lineage.lineage);
    const input: CharacterInput = { ...base, lineage: lineage.lineage, templates: template ? [...base.templates, template] : base.templates };
    const left = leftAfter(input, "creation");
    if (left < 0) return fail(BUILDER_REASON.pointsBelowZero, { left });
  }
  return OK;
}

/**
 * Whether the template `key` may be picked now, on the character as the draft makes it: the career
 * rules (duplicates, requirements, lineage template, creation-only categories, points or reputation,
 * era/extension/world) and, while points are paid, that the points left stay at 0 or more (a
 * template may also lower the career points it is bought with). NPCs pay nothing: their picks are
 * only checked for duplicates, requirements and availability.
 */
export function checkTemplatePick(state: BuilderState, key: string): CareerCheck {
  return templatePickCheck(state, key, () => draftCharacter(state));
}

/** The character as the draft makes it, and its derived values. */
interface DraftCharacter {
  input: CharacterInput;
  derived: CharacterDerived;
}

function draftCharacter(state: BuilderState): DraftCharacter {
  const input = builderInput(state);
  return { input, derived: deriveCharacter(input) };
}

/** {@link checkTemplatePick} with the draft's character from `character` (asked once for a whole card list). */
function templatePickCheck(state: BuilderState, key: string, character: () => DraftCharacter): CareerCheck {
  const { draft, catalog } = state;
  if (draft.finished) return fail(BUILDER_REASON.finished);
  const template = templateOf(catalog, key);
  if (!template) return fail(BUILDER_REASON.unknown);
  if (template.category === "lineage") return fail(CAREER_REASON.lineageTemplateAtCreation);
  const { input, derived } = character();
  const check = checkTemplate(input, derived, template);
  if (draft.mode === "npc") {
    return !check.ok && (check.reason === CAREER_REASON.notEnoughCareerPoints || check.reason === CAREER_REASON.notEnoughReputation) ? OK : check;
  }
  if (!check.ok) return check;
  const left = leftAfter({ ...input, templates: [...input.templates, template] }, draft.mode);
  if (left < 0) {
    const leftNow = paysReputation(input, draft.mode) ? derived.reputation.left : derived.careerPoints.left;
    return fail(paysReputation(input, draft.mode) ? CAREER_REASON.notEnoughReputation : CAREER_REASON.notEnoughCareerPoints, { cost: template.cost, left: leftNow });
  }
  return OK;
}

/** Whether the equipment `key` may be bought now: available in the world and paid for by the money left. */
export function checkEquipmentPick(state: BuilderState, key: string): CareerCheck {
  if (state.draft.finished) return fail(BUILDER_REASON.finished);
  const item = equipmentOf(state.catalog, key);
  if (!item) return fail(BUILDER_REASON.unknown);
  const available = checkAvailability(item, state.base.context);
  if (!available.ok) return available;
  const left = state.draft.money - moneySpent(state);
  if (item.price > left) return fail(BUILDER_REASON.notEnoughMoney, { cost: item.price, left });
  if (item.kind === "bodyModification") {
    // 2026 body modifications: no surgery roll at creation, but the energy of all of them must not fall below 0
    const fitted = [...state.draft.equipment.map((k) => equipmentOf(state.catalog, k)).filter((e) => e?.kind === "bodyModification"), item];
    const balance = creationEnergyBalance(fitted.map((e) => ({ energy: safeInt(e?.energy) })));
    if (balance < 0) return fail(BUILDER_REASON.energyDeficit, { value: -balance });
  }
  return OK;
}

// ---------------------------------------------------------------------------------------------
// Choices (what the cards show)

/** One choice with its check: whether it is picked, whether it can be picked and why not. */
export interface Choice<T> {
  entry: T;
  /** How many times it is in the draft (templates and lineages: 0 or 1). */
  picked: number;
  check: CareerCheck;
  /** Available in the world (era, extensions, world). */
  available: boolean;
}

/** Which templates to list: a category (or all of the mode), and whether to hide what the world does not offer. */
export interface TemplateFilter {
  category: TemplateCategory | "all";
  availableOnly: boolean;
}

/** The lineages to choose from, each with its check (a drafted lineage is checked as if unchosen). */
export function lineageChoices(state: BuilderState, availableOnly: boolean): Choice<BuilderLineage>[] {
  const unchosen: BuilderState = { ...state, draft: { ...state.draft, lineage: null } };
  return state.catalog.lineages
    .map((entry) => ({
      entry,
      picked: state.draft.lineage === entry.key ? 1 : 0,
      check: checkLineagePick(unchosen, entry.key),
      available: checkAvailability(entry, state.base.context).ok,
    }))
    .filter((choice) => choice.available || !availableOnly || choice.picked > 0);
}

/** The templates of the filter's category (never lineage templates), each with its check. */
export function templateChoices(state: BuilderState, filter: TemplateFilter): Choice<BuilderTemplate>[] {
  const categories = categoriesOf(state.draft.mode, state.base.ruleset);
  // every card checks its template against the same draft: derive it once
  let character: DraftCharacter | null = null;
  const shared = (): DraftCharacter => (character ??= draftCharacter(state));
  return state.catalog.templates
    .filter((t) => categories.includes(t.category) && (filter.category === "all" || t.category === filter.category))
    .map((entry) => {
      const picked = state.draft.templates.includes(entry.id) ? 1 : 0;
      return { entry, picked, check: picked ? OK : templatePickCheck(state, entry.id, shared), available: checkAvailability(entry, state.base.context).ok };
    })
    .filter((choice) => choice.available || !filter.availableOnly || choice.picked > 0);
}

/** The equipment of one kind, each with its check and how many are bought. */
export function equipmentChoices(state: BuilderState, kind: EquipmentKind, availableOnly: boolean): Choice<BuilderEquipment>[] {
  return state.catalog.equipment
    .filter((e) => e.kind === kind)
    .map((entry) => ({
      entry,
      picked: state.draft.equipment.filter((key) => key === entry.key).length,
      check: checkEquipmentPick(state, entry.key),
      available: checkAvailability(entry, state.base.context).ok,
    }))
    .filter((choice) => choice.available || !availableOnly || choice.picked > 0);
}

// ---------------------------------------------------------------------------------------------
// Transitions

/** The result of a transition: the settled draft, and the reason when the action was refused. */
export type BuilderResult = { ok: true; draft: BuilderDraft } | { ok: false; draft: BuilderDraft; reason: string; data: Record<string, string | number> };

function refused(draft: BuilderDraft, check: CareerCheck): BuilderResult {
  return check.ok ? { ok: true, draft } : { ok: false, draft, reason: check.reason, data: check.data };
}

/**
 * The draft with every pick replayed in order and the ones that no longer fit dropped: the lineage
 * (it must still be allowed), then each template, then each piece of equipment.
 */
export function settle(state: BuilderState): BuilderDraft {
  const start = state.draft;
  if (start.finished) return start;
  let draft: BuilderDraft = { ...start, lineage: null, templates: [], equipment: [] };
  if (start.lineage !== null && start.mode !== "advancement" && checkLineagePick({ ...state, draft }, start.lineage).ok) {
    draft = { ...draft, lineage: start.lineage };
  }
  for (const key of start.templates) {
    if (checkTemplatePick({ ...state, draft }, key).ok) draft = { ...draft, templates: [...draft.templates, key] };
  }
  if (start.mode === "creation") {
    for (const key of start.equipment) {
      if (checkEquipmentPick({ ...state, draft }, key).ok) draft = { ...draft, equipment: [...draft.equipment, key] };
    }
  }
  return draft;
}

/** Choose a lineage (replacing the drafted one). */
export function pickLineage(state: BuilderState, key: string): BuilderResult {
  if (!stepsOf(state.draft.mode).includes("lineage")) return refused(state.draft, fail(BUILDER_REASON.unknown));
  const check = checkLineagePick({ ...state, draft: { ...state.draft, lineage: null } }, key);
  if (!check.ok) return refused(state.draft, check);
  return { ok: true, draft: settle({ ...state, draft: { ...state.draft, lineage: key } }) };
}

/** Pick a template. */
export function pickTemplate(state: BuilderState, key: string): BuilderResult {
  if (state.draft.templates.includes(key)) return { ok: true, draft: state.draft };
  const check = checkTemplatePick(state, key);
  if (!check.ok) return refused(state.draft, check);
  return { ok: true, draft: settle({ ...state, draft: { ...state.draft, templates: [...state.draft.templates, key] } }) };
}

/** Take a drafted template back (templates that needed it, or its points, go too). */
export function unpickTemplate(state: BuilderState, key: string): BuilderResult {
  if (state.draft.finished) return refused(state.draft, fail(BUILDER_REASON.finished));
  return { ok: true, draft: settle({ ...state, draft: { ...state.draft, templates: state.draft.templates.filter((k) => k !== key) } }) };
}

/** Buy one piece of equipment (several of the same may be bought). */
export function buyEquipment(state: BuilderState, key: string): BuilderResult {
  if (state.draft.mode !== "creation") return refused(state.draft, fail(BUILDER_REASON.unknown));
  const check = checkEquipmentPick(state, key);
  if (!check.ok) return refused(state.draft, check);
  return { ok: true, draft: { ...state.draft, equipment: [...state.draft.equipment, key] } };
}

/** Give back one piece of drafted equipment (the last one bought of that key). */
export function returnEquipment(state: BuilderState, key: string): BuilderResult {
  const index = state.draft.equipment.lastIndexOf(key);
  if (index < 0 || state.draft.finished) return { ok: true, draft: state.draft };
  const equipment = [...state.draft.equipment];
  equipment.splice(index, 1);
  return { ok: true, draft: { ...state.draft, equipment } };
}

/** Set the money to buy with (equipment it no longer pays for is given back, last bought first). */
export function setMoney(state: BuilderState, money: number): BuilderResult {
  if (state.draft.finished) return refused(state.draft, fail(BUILDER_REASON.finished));
  return { ok: true, draft: settle({ ...state, draft: { ...state.draft, money: clampMoney(money) } }) };
}

/** Go to a step of the mode. The templates step and later need a lineage (except in advancement). */
export function goToStep(state: BuilderState, step: BuilderStep): BuilderResult {
  const steps = stepsOf(state.draft.mode);
  if (!steps.includes(step) || state.draft.finished) return refused(state.draft, fail(BUILDER_REASON.unknown));
  const hasLineage = state.base.lineage !== null || state.draft.lineage !== null;
  if (steps.indexOf(step) > steps.indexOf("lineage") && steps.includes("lineage") && !hasLineage) {
    return refused({ ...state.draft, step: "lineage" }, fail(BUILDER_REASON.noLineage));
  }
  return { ok: true, draft: { ...state.draft, step } };
}

/** The next (+1) or previous (−1) step. */
export function stepBy(state: BuilderState, delta: 1 | -1): BuilderResult {
  const steps = stepsOf(state.draft.mode);
  const index = Math.min(steps.length - 1, Math.max(0, steps.indexOf(state.draft.step) + delta));
  return goToStep(state, steps[index]);
}

// ---------------------------------------------------------------------------------------------
// Finishing

/** The NPC's flat fields (paths of the NPC data model) from the derived values. */
export interface NpcFields {
  attributes: Record<AttributeKey, number>;
  skills: Record<SkillKey, number>;
  actions: number;
  minRoll: number;
  evasion: number;
  health: { max: number };
  stress: { max: number };
  arcana: { max: number };
  protection: Record<ProtectionType, number>;
  poolMax: { bonusDice: number; rerolls: number; destinyDice: number };
}

/** The flat NPC fields of derived character values (the same derivation as characters). */
export function npcFields(derived: CharacterDerived): NpcFields {
  const attributes = {} as Record<AttributeKey, number>;
  for (const key of ATTRIBUTES) attributes[key] = derived.attributes[key].value;
  const skills = {} as Record<SkillKey, number>;
  for (const key of SKILLS) skills[key] = derived.skills[key].value;
  const protection = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) protection[type] = derived.protection[type].value;
  return {
    attributes,
    skills,
    actions: derived.actions.value,
    minRoll: derived.minRoll.value,
    evasion: derived.evasion.value,
    health: { max: derived.maxHealth.value },
    stress: { max: derived.maxStress.value },
    arcana: { max: derived.maxArcana.value },
    protection,
    poolMax: { bonusDice: derived.pools.bonusDice.value, rerolls: derived.pools.rerolls.value, destinyDice: derived.pools.destinyDice.value },
  };
}

/** What finishing does: create these catalog entries in order (as drops), set the money, write the NPC's fields. */
export interface FinishPlan {
  /** Catalog keys to add to the actor, in order: lineage template, lineage, templates, equipment. */
  create: string[];
  /** The actor's money afterwards (null: unchanged). */
  money: number | null;
  /** The NPC's flat fields (npc mode only). */
  npc: NpcFields | null;
}

/**
 * Finish the draft: the plan and the finished draft. Entries the actor already has (its lineage, its
 * lineage template, a template of the same name) are not created again; a finished draft plans
 * nothing. For characters the plan creates the documents exactly as drops would (the lineage
 * template before its lineage, so the lineage finds it present); an NPC gets no items, only its
 * flat fields in one update.
 */
export function finish(state: BuilderState): { plan: FinishPlan; draft: BuilderDraft } {
  const draft = state.draft;
  if (draft.finished) return { plan: { create: [], money: null, npc: null }, draft };
  const settled = settle(state);
  const current: BuilderState = { ...state, draft: settled };
  const finished: BuilderDraft = { ...settled, step: "finish", finished: true };
  if (draft.mode === "npc") return { plan: { create: [], money: null, npc: npcFields(builderDerived(current)) }, draft: finished };
  const owned = new Set(state.base.templates.map((t) => knowledgeKey(t.name)));
  const create: string[] = [];
  const drafted = draftedLineage(current);
  if (drafted) {
    if (drafted.template && !owned.has(knowledgeKey(drafted.template.name))) create.push(drafted.template.id);
    create.push(drafted.lineage.key);
  }
  for (const template of draftedTemplates(current)) if (!owned.has(knowledgeKey(template.name))) create.push(template.id);
  create.push(...settled.equipment);
  const money = draft.mode === "creation" ? settled.money - moneySpent(current) : null;
  return { plan: { create, money, npc: null }, draft: finished };
}
