/**
 * The builder window's template data, built from the core's state (src/rules/character/builder.ts)
 * and the catalog's entries. Pure: no Foundry globals; labels are i18n keys the template localizes,
 * composed text (reasons, search text) goes through the given {@link Localize}.
 */
import type { Modifier } from "../../rules/catalog/index.ts";
import { ASPECTS, ATTRIBUTES, MAGIC_SKILLS, SKILLS } from "../../rules/catalog/index.ts";
import type { TemplateCategory } from "../../rules/catalog/index.ts";
import type {
  Availability,
  BuilderState,
  BuilderStep,
  CareerCheck,
  CharacterDerived,
  Choice,
  EquipmentKind,
} from "../../rules/character/index.ts";
import {
  EQUIPMENT_KINDS,
  builderDerived,
  builderInput,
  builderPreview,
  categoriesOf,
  creationWordKey,
  equipmentChoices,
  lineageChoices,
  moneySpent,
  pointsLeft,
  paysReputation,
  stepsOf,
  templateChoices,
} from "../../rules/character/index.ts";
import { DEFAULT_RULESET } from "../../rules/ruleset/index.ts";
import type { Localize } from "../sheets/context/localize.ts";
import type { CatalogEntry } from "./catalog.ts";
import { signed } from "../handlebars-helpers.ts";
import { distinctions, equipmentRules, equipmentStats, knowledgeOf, priceText, templateText, type StatChip } from "./card-details.ts";

/** What the window shows besides the draft (not stored). */
export interface BuilderUi {
  category: TemplateCategory | "all";
  equipmentKind: EquipmentKind;
  /** Hide what the world's era, extensions and world do not offer. */
  availableOnly: boolean;
  /** Search text (filtered in the window without re-rendering; kept across renders). */
  search: string;
  /** Finish also ends character creation (leftover career points become reputation). */
  finishCreation: boolean;
}

export const DEFAULT_UI: BuilderUi = { category: "all", equipmentKind: "weapon", availableOnly: true, search: "", finishCreation: true };

export interface BuilderContextInput {
  state: BuilderState;
  entries: ReadonlyMap<string, CatalogEntry>;
  ui: BuilderUi;
  actorName: string;
  /** The actor still has the name it was created with ("Neuer Charakter"): the name field asks for one. */
  placeholderName?: boolean;
  /** Names of the lineage and templates the actor already has (shown, not changeable here). */
  owned: { lineage: string | null; templates: string[] };
  /** The magic extension is active (magic skills shown in the summary). */
  magic: boolean;
  /** The campaign's currency unit (prices and money carry it); empty: numbers alone. */
  currency?: string;
  /** The user's language for numbers (weights). */
  locale?: string;
}

export interface Badge {
  label: string;
  kind: "era" | "extension" | "world";
}

export interface ModifierView {
  label: string;
  /** The label is an i18n key (false: a knowledge name). */
  i18n: boolean;
  value: string;
  negative: boolean;
}

export interface Card {
  key: string;
  name: string;
  img: string;
  picked: boolean;
  count: number;
  disabled: boolean;
  reason: string;
  badges: Badge[];
  /** Lower-case text the search box matches (name, modifiers, requirements, category). */
  search: string;
}

export interface TemplateCard extends Card {
  category: string;
  cost: number;
  modifiers: ModifierView[];
  /** Knowledge the template grants, apart from the other modifiers. */
  knowledge: Array<{ name: string; value: string }>;
  /** Its rules text and shadow, as plain text. */
  rules: string;
  shadowName: string;
  shadow: string;
  /** Another card has the same name: what tells this one apart (category, worlds, eras). */
  distinction: string;
  requires: string[];
}

export interface LineageCard extends Card {
  aspects: Array<{ label: string; value: number }>;
  templateName: string;
  templateModifiers: ModifierView[];
}

export interface EquipmentCard extends Card {
  price: number;
  /** The price with the currency unit ("2000 Taler"). */
  priceText: string;
  typeLabel: string;
  /** Hit dice, piercing, range, ammunition, protection units, weight… */
  stats: StatChip[];
  rules: string;
  distinction: string;
}

const signedValue = (n: number) => signed(n);

function modifierLabel(m: Modifier): { label: string; i18n: boolean } {
  if (m.kind === "attribute") return { label: `PHASESIX.Attribute.${m.key}`, i18n: true };
  if (m.kind === "skill") return { label: `PHASESIX.Skill.${m.key}`, i18n: true };
  if (m.kind === "aspect") return { label: `PHASESIX.Aspect.${m.key}`, i18n: true };
  return { label: m.key, i18n: false };
}

function modifierViews(modifiers: readonly Modifier[]): ModifierView[] {
  return modifiers.map((m) => ({ ...modifierLabel(m), value: signedValue(m.value), negative: m.value < 0 }));
}

function badges(tags: Availability): Badge[] {
  return [
    ...tags.eras.map((k): Badge => ({ label: `PHASESIX.Era.${k}`, kind: "era" })),
    ...tags.extensions.map((k): Badge => ({ label: `PHASESIX.Extension.${k}`, kind: "extension" })),
    ...tags.worlds.map((k): Badge => ({ label: `PHASESIX.World.${k}`, kind: "world" })),
  ];
}

/**
 * Whether `name` is a placeholder a new actor got instead of a name: one of `placeholders` (our
 * "New Character", Foundry's "New <type>"), alone or numbered as Foundry numbers a second one
 * ("Neuer Charakter (2)").
 */
export function isPlaceholderName(name: string, placeholders: readonly string[]): boolean {
  const trimmed = name.trim();
  if (trimmed === "") return true;
  return placeholders.some((placeholder) => {
    const base = placeholder.trim();
    if (base === "") return false;
    return trimmed === base || (trimmed.startsWith(`${base} (`) && /^\d+\)$/.test(trimmed.slice(base.length + 2)));
  });
}

/** The localized reason of a failed check, its placeholders filled (as the sheet's drop warning does). */
export function reasonText(check: CareerCheck, item: string, actor: string, t: Localize): string {
  if (check.ok) return "";
  const data: Record<string, string | number> = { ...check.data, item, actor };
  if (typeof data.category === "string") data.category = t(`PHASESIX.TemplateCategory.${data.category}`);
  if (typeof data.extension === "string") data.extension = t(`PHASESIX.Extension.${data.extension}`);
  return t(check.reason, data);
}

function searchText(parts: readonly string[]): string {
  return parts.join(" ").toLocaleLowerCase();
}

function labelsOf(views: readonly ModifierView[], t: Localize): string[] {
  return views.map((v) => (v.i18n ? t(v.label) : v.label));
}

function entryOf(input: BuilderContextInput, key: string): CatalogEntry | undefined {
  return input.entries.get(key);
}

function card<T extends Availability>(input: BuilderContextInput, choice: Choice<T>, key: string, name: string, t: Localize): Card {
  return {
    key,
    name,
    img: entryOf(input, key)?.img ?? "",
    picked: choice.picked > 0,
    count: choice.picked,
    disabled: !choice.check.ok,
    reason: reasonText(choice.check, name, input.actorName, t),
    badges: badges(choice.entry),
    search: "",
  };
}

function lineageCards(input: BuilderContextInput, t: Localize): LineageCard[] {
  const { state } = input;
  const startsFromLineage = (state.base.ruleset ?? DEFAULT_RULESET).base.source === "lineage";
  return lineageChoices(state, input.ui.availableOnly).map((choice) => {
    const lineage = choice.entry.lineage;
    const template = state.catalog.templates.find((x) => x.category === "lineage" && x.name.trim().toLocaleLowerCase() === lineage.templateName.trim().toLocaleLowerCase());
    const templateModifiers = modifierViews(template?.modifiers ?? []);
    // The lineage's own start values (career points, actions, min roll …) only where the ruleset starts
    // from the lineage (2025); 2026 starts everyone at the base values and the lineage is a template.
    const aspects = startsFromLineage ? ASPECTS.filter((k) => lineage.aspects[k] !== 0).map((k) => ({ label: `PHASESIX.Aspect.${k}`, value: lineage.aspects[k] })) : [];
    const base = card(input, choice, choice.entry.key, lineage.name, t);
    return {
      ...base,
      aspects,
      templateName: template?.name ?? "",
      templateModifiers,
      search: searchText([lineage.name, ...labelsOf(templateModifiers, t)]),
    };
  });
}

/** Category, worlds and eras of an entry as labels (what may tell two entries of one name apart). */
function facets(category: string, tags: Availability, t: Localize): string[][] {
  return [[t(category)], tags.worlds.map((k) => t(`PHASESIX.World.${k}`)), tags.eras.map((k) => t(`PHASESIX.Era.${k}`))];
}

function templateCards(input: BuilderContextInput, t: Localize): TemplateCard[] {
  const choices = templateChoices(input.state, { category: input.ui.category, availableOnly: input.ui.availableOnly });
  const apart = distinctions(choices, (c) => c.entry.name, (c) => facets(`PHASESIX.TemplateCategory.${c.entry.category}`, c.entry, t));
  return choices.map((choice) => {
    const template = choice.entry;
    const modifiers = modifierViews(template.modifiers.filter((m) => m.kind !== "knowledge"));
    const knowledge = knowledgeOf(template.modifiers);
    const category = `PHASESIX.TemplateCategory.${template.category}`;
    const text = templateText(entryOf(input, template.id)?.system);
    return {
      ...card(input, choice, template.id, template.name, t),
      category,
      cost: template.cost,
      modifiers,
      knowledge,
      ...text,
      distinction: apart.get(choice) ?? "",
      requires: [...template.requires],
      search: searchText([template.name, t(category), ...labelsOf(modifiers, t), ...knowledge.map((k) => k.name), ...template.requires, text.rules, text.shadowName]),
    };
  });
}

function equipmentCategory(kind: EquipmentKind, system: unknown): string {
  const category = typeof system === "object" && system !== null ? (system as Record<string, unknown>).category : "";
  const group = kind === "weapon" ? "WeaponCategory" : kind === "armor" ? "ArmorCategory" : "GearCategory";
  return typeof category === "string" && category ? `PHASESIX.Item.${group}.${category}` : `TYPES.Item.${kind}`;
}

function equipmentCards(input: BuilderContextInput, t: Localize): EquipmentCard[] {
  const choices = equipmentChoices(input.state, input.ui.equipmentKind, input.ui.availableOnly);
  const apart = distinctions(choices, (c) => c.entry.name, (c) => facets(equipmentCategory(c.entry.kind, entryOf(input, c.entry.key)?.system), c.entry, t));
  return choices.map((choice) => {
    const item = choice.entry;
    const typeLabel = `TYPES.Item.${item.kind}`;
    const system = entryOf(input, item.key)?.system;
    const stats = equipmentStats(item.kind, system, t, input.locale);
    const rules = equipmentRules(system);
    return {
      ...card(input, choice, item.key, item.name, t),
      price: item.price,
      priceText: item.price > 0 ? priceText(item.price, input.currency ?? "", input.locale) : "",
      typeLabel,
      stats,
      rules,
      distinction: apart.get(choice) ?? "",
      search: searchText([item.name, rules]),
    };
  });
}

function summary(input: BuilderContextInput, derived: CharacterDerived) {
  const { state } = input;
  const skills = SKILLS.filter((k) => input.magic || !MAGIC_SKILLS.includes(k));
  const characterInput = builderInput(state);
  const equipment = new Map<string, { name: string; count: number; price: number }>();
  // a finished draft's equipment is on the actor now (and its values in `derived`)
  for (const key of state.draft.finished ? [] : state.draft.equipment) {
    const item = state.catalog.equipment.find((e) => e.key === key);
    if (!item) continue;
    const row = equipment.get(key) ?? { name: item.name, count: 0, price: 0 };
    row.count += 1;
    row.price += item.price;
    equipment.set(key, row);
  }
  return {
    lineage: characterInput.lineage?.name ?? "",
    templates: characterInput.templates.map((x) => ({ name: x.name, category: `PHASESIX.TemplateCategory.${x.category}`, cost: x.cost })),
    attributes: ATTRIBUTES.map((k) => ({ label: `PHASESIX.Attribute.${k}`, value: derived.attributes[k].value })),
    skills: skills.map((k) => ({ label: `PHASESIX.Skill.${k}`, value: derived.skills[k].value })),
    values: [
      { label: "PHASESIX.Actor.MaxHealth", value: derived.maxHealth.value },
      { label: "PHASESIX.Actor.Actions", value: derived.actions.value },
      { label: "PHASESIX.Actor.MinRoll", value: `${derived.minRoll.value}+` },
      { label: "PHASESIX.Actor.Evasion", value: derived.evasion.value },
      { label: "PHASESIX.Actor.Protection", value: derived.protectionTotal },
      { label: "PHASESIX.Aspect.bonusDice", value: derived.pools.bonusDice.value },
      { label: "PHASESIX.Aspect.rerolls", value: derived.pools.rerolls.value },
      { label: "PHASESIX.Aspect.destinyDice", value: derived.pools.destinyDice.value },
      { label: "PHASESIX.Actor.MaxStress", value: derived.maxStress.value },
      ...(derived.maxArcana.value > 0 ? [{ label: "PHASESIX.Actor.MaxArcana", value: derived.maxArcana.value }] : []),
      ...(derived.spellPoints.total.value > 0 ? [{ label: "PHASESIX.Actor.SpellPoints", value: derived.spellPoints.total.value }] : []),
    ],
    knowledge: derived.knowledge.map((k) => ({ name: k.name, value: k.value.value, skill: k.skill ? `PHASESIX.Skill.${k.skill}` : "" })),
    equipment: [...equipment.values()].map((row) => ({ ...row, priceText: priceText(row.price, input.currency ?? "", input.locale) })),
  };
}

/**
 * What the equipment step says about the starting capital, in plain words: who sets it, what the
 * edition's book says (2026: usually 2,000; 2025: no sum, 2,000 is our default), what this world
 * gives (the GM's setting), and — while the draft has none — that nothing can be paid without it.
 */
function capitalHint(input: BuilderContextInput): { hint: string; worldCapital: string; none: boolean } {
  const ruleset = input.state.base.ruleset ?? DEFAULT_RULESET;
  return {
    hint: `PHASESIX.Builder.CapitalHint.${ruleset.edition}`,
    worldCapital: priceText(ruleset.creation.startingCapital, input.currency ?? "", input.locale),
    none: input.state.draft.money <= 0,
  };
}

const STEP_LABEL: Record<BuilderStep, string> = {
  lineage: "PHASESIX.Builder.Step.lineage",
  templates: "PHASESIX.Builder.Step.templates",
  equipment: "PHASESIX.Builder.Step.equipment",
  summary: "PHASESIX.Builder.Step.summary",
  finish: "PHASESIX.Builder.Step.finish",
};

/** The whole template data of the builder window. */
export function builderContext(input: BuilderContextInput, t: Localize) {
  const { state, ui } = input;
  const { draft } = state;
  const steps = stepsOf(draft.mode);
  const index = steps.indexOf(draft.step);
  const derived = builderDerived(state);
  const left = pointsLeft(state, derived);
  // 2026: creation pays with reputation too (the ruleset's creation currency), so the counter speaks of reputation.
  const reputation = paysReputation(state.base, draft.mode);
  const pointsTotal = reputation ? derived.reputation.earned.value : derived.careerPoints.total.value;
  const spent = moneySpent(state);
  const step = draft.step;
  const categories = categoriesOf(draft.mode, state.base.ruleset);
  return {
    mode: draft.mode,
    modeLabel: `PHASESIX.Builder.Mode.${draft.mode}`,
    step,
    finished: draft.finished,
    actorName: input.actorName,
    // asked first (creation and NPC quick build): the name goes on the token, the tracker and every card
    nameField:
      draft.mode === "advancement" || draft.finished
        ? null
        : {
            label: draft.mode === "npc" ? "PHASESIX.Builder.NameNpc" : "PHASESIX.Builder.Name",
            hint: draft.mode === "npc" ? "PHASESIX.Builder.NameHintNpc" : "PHASESIX.Builder.NameHint",
            placeholder: input.placeholderName === true,
          },
    steps: steps.map((id, i) => ({ id, label: STEP_LABEL[id], number: i + 1, active: id === step, done: i < index })),
    points:
      left === null
        ? null
        : { label: reputation ? "PHASESIX.Builder.ReputationLeft" : "PHASESIX.Builder.PointsLeft", left, total: pointsTotal, negative: left < 0 },
    money: draft.mode === "creation" && !draft.finished ? { capital: draft.money, spent, left: draft.money - spent, unit: input.currency ?? "", ...capitalHint(input) } : null,
    ui,
    owned: input.owned,
    lineageName: builderInput(state).lineage?.name ?? "",
    isLineage: step === "lineage",
    isTemplates: step === "templates",
    isEquipment: step === "equipment",
    isSummary: step === "summary",
    isFinish: step === "finish",
    lineages: step === "lineage" ? lineageCards(input, t) : [],
    categories: [{ id: "all", label: "PHASESIX.Builder.AllCategories", active: ui.category === "all" }, ...categories.map((c) => ({ id: c, label: `PHASESIX.TemplateCategory.${c}`, active: ui.category === c }))],
    templates: step === "templates" ? templateCards(input, t) : [],
    picked: draft.templates
      .map((key) => state.catalog.templates.find((x) => x.id === key))
      .filter((x) => x !== undefined)
      .map((x) => ({ key: x.id, name: x.name, cost: x.cost })),
    equipmentKinds: EQUIPMENT_KINDS.map((k) => ({ id: k, label: `TYPES.Item.${k}`, active: ui.equipmentKind === k })),
    equipment: step === "equipment" ? equipmentCards(input, t) : [],
    // the character as the sheet will show it: with the bought equipment (armour's protection and encumbrance…)
    summary: step === "summary" || step === "finish" ? summary(input, builderPreview(state)) : null,
    canBack: index > 0 && !draft.finished,
    canNext: index < steps.length - 1 && !draft.finished,
    canFinish: step === "finish" && !draft.finished,
    showFinishCreation: draft.mode === "creation",
    finishCreationLabel: creationWordKey((state.base.ruleset ?? DEFAULT_RULESET).creation.currency, "AlsoFinishCreation"),
  };
}

export type BuilderContext = ReturnType<typeof builderContext>;
