/**
 * The foe sheet's context (RULES.md → Foes): the appendix's block as a compact statblock — hearts,
 * movement, actions, min roll, evasion, stress X/Y, Strength / Dexterity / Mind, resistances,
 * weaknesses and every action with its dice and effect, one click to roll. Pure: built from plain
 * inputs, so the browser tests render it with the real template.
 */
import type { ActorRollView } from "../../../rules/catalog/index.ts";
import { FOE_ACTION_KINDS, FOE_CATEGORIES, FOE_STATS, FOE_STRESS_SOURCES, FOE_TRAITS, stressNeedsSetting } from "../../../rules/foes/index.ts";
import { WEAPON_CONDITIONS } from "../../../rules/items/vocabulary.ts";
import { int, list, oneOf, record, text } from "./coerce.ts";
import { healthView } from "./hearts.ts";
import type { Localize } from "./localize.ts";
import { partialNames } from "./partials.ts";
import { conditionViews } from "./resources.ts";

export interface FoeSheetInput {
  name: string;
  img: string;
  view: Partial<ActorRollView> | undefined;
  /** The prepared statblock (FoeData#statblock, effects applied): what the read view shows. */
  statblock: unknown;
  /**
   * The foe's stored system data (data/stored.ts): what the edit inputs show and submit. Showing the
   * prepared values there would write an effect into the stored value on the next submit.
   */
  stored?: unknown;
  /** World tags of the foe (flags.phasesix.worlds; empty: every world). */
  worlds: readonly string[];
  editMode: boolean;
  editable: boolean;
  /** Horror extension on: the stress test button shows. */
  horror: boolean;
  /** The ruleset lets a creature cause dread directly (`horror.creatureDread`, 2026): the flag and its button show. */
  creatureDread?: boolean;
  notes: { source: string; enriched: string };
  templateRoot: string;
}

/** The attribute each of the block's values rolls as on the sheet (through the core's table). */
export const STAT_ROLL = { strength: "strength", dexterity: "deftness", mind: "logic" } as const;

export interface FoeActionRow {
  index: number;
  name: string;
  kind: (typeof FOE_ACTION_KINDS)[number];
  kindLabel: string;
  dice: number;
  wounds: number;
  piercing: number;
  range: number;
  area: number;
  demonic: boolean;
  notes: string;
  conditions: Array<{ key: string; label: string; value: number }>;
  /** The effect in one line, localized (piercing, conditions, range, area, wounds per hit). */
  effect: string;
  /** Marked for the GM's check (a phasesix.org effect text not read in full). */
  review: boolean;
}

/** The statblock's actions, coerced. */
export function foeActionRows(actions: unknown, t: Localize): FoeActionRow[] {
  return list(actions).map((raw, index) => {
    const a = record(raw);
    const c = record(a.conditions);
    const kind = oneOf(a.kind, FOE_ACTION_KINDS, "attack");
    const row = {
      index,
      name: text(a.name),
      kind,
      kindLabel: `PHASESIX.Foe.Kind.${kind}`,
      dice: Math.max(0, int(a.dice)),
      wounds: Math.max(0, int(a.wounds, 1)),
      piercing: Math.max(0, int(a.piercing)),
      range: Math.max(0, int(a.range)),
      area: Math.max(0, int(a.area)),
      demonic: a.demonic === true,
      notes: text(a.notes),
      review: a.review === true,
      conditions: WEAPON_CONDITIONS.map((key) => ({ key, label: `PHASESIX.Condition.${key}`, value: Math.max(0, int(c[key])) })),
    };
    const parts: string[] = [];
    if (row.piercing > 0) parts.push(`${t("PHASESIX.Foe.Sheet.Piercing")} ${row.piercing}`);
    for (const condition of row.conditions) if (condition.value > 0) parts.push(`${t(condition.label)} ${condition.value}`);
    if (row.wounds !== 1) parts.push(t("PHASESIX.Foe.Sheet.WoundsEach", { n: row.wounds }));
    if (row.range > 0) parts.push(t("PHASESIX.Foe.Sheet.Metres", { n: row.range }));
    if (row.area > 0) parts.push(t("PHASESIX.Foe.Sheet.AreaMetres", { n: row.area }));
    if (row.demonic) parts.push(t("PHASESIX.Foe.Sheet.Demonic"));
    return { ...row, effect: parts.join(", ") };
  });
}

/**
 * Builds the foe sheet context. In edit mode every value bound to an input (wounds, the block's
 * values, actions, min roll, evasion, stress, weaknesses, actions) is the stored one; the read view
 * shows the prepared ones (stored + Active Effects).
 */
export function buildFoeContext(input: FoeSheetInput, t: Localize) {
  const view = record(input.view);
  const stored = input.editMode && input.stored !== undefined ? record(input.stored) : null;
  const block = record(stored ? stored.statblock : input.statblock);
  const health = record(view.health);
  const max = Math.max(0, int(health.max));
  // The inputs of edit mode: the stored values; the read view: the prepared ones.
  const typed = stored
    ? { maxHealth: Math.max(0, int(record(stored.health).max)), minRoll: Math.max(2, int(stored.minRoll, 5)), evasion: int(stored.evasion), actionsPerRound: Math.max(0, int(stored.actions)) }
    : { maxHealth: max, minRoll: Math.max(2, int(view.minRoll, 5)), evasion: int(view.evasion), actionsPerRound: Math.max(0, int(record(view.actions).max)) };
  const value = Math.min(max, Math.max(0, int(health.value)));
  const stress = record(block.stress);
  const resistances = list(block.resistances).filter((r): r is string => (FOE_TRAITS as readonly unknown[]).includes(r));
  const weaknesses = list(block.weaknesses).map((raw, index) => {
    const w = record(raw);
    return { index, trait: oneOf(w.trait, FOE_TRAITS, "fire"), value: Math.max(0, int(w.value, 1)) };
  });
  const category = oneOf(block.category, FOE_CATEGORIES, "human");
  return {
    name: input.name,
    img: input.img,
    editMode: input.editMode,
    playMode: !input.editMode,
    editable: input.editable,
    horror: input.horror,
    partials: partialNames(input.templateRoot),
    health: healthView(max, max - value, health.boosts),
    maxHealth: typed.maxHealth,
    category,
    categoryLabel: `PHASESIX.Foe.Category.${category}`,
    categories: FOE_CATEGORIES.map((key) => ({ key, label: `PHASESIX.Foe.Category.${key}`, selected: key === category })),
    worlds: input.worlds.map((w) => `PHASESIX.World.${w}`),
    movement: Math.max(0, int(block.movement)),
    minRoll: typed.minRoll,
    evasion: typed.evasion,
    actionsPerRound: typed.actionsPerRound,
    stress: foeStressView(stress),
    creatureDread: input.creatureDread === true,
    causesDread: block.causesDread === true,
    stats: FOE_STATS.map((key) => ({ key, label: `PHASESIX.Foe.Sheet.${key[0].toUpperCase()}${key.slice(1)}`, value: Math.max(0, int(block[key])), roll: STAT_ROLL[key] })),
    resistances: resistances.map((key) => ({ key, label: `PHASESIX.Foe.Trait.${key}` })),
    traitToggles: FOE_TRAITS.map((key) => ({ key, label: `PHASESIX.Foe.Trait.${key}`, active: resistances.includes(key) })),
    traitChoices: FOE_TRAITS.map((key) => ({ key, label: `PHASESIX.Foe.Trait.${key}` })),
    weaknesses: weaknesses.map((w) => ({ ...w, label: `PHASESIX.Foe.Trait.${w.trait}` })),
    actionRows: foeActionRows(block.actions, t),
    actionKinds: FOE_ACTION_KINDS.map((key) => ({ key, label: `PHASESIX.Foe.Kind.${key}` })),
    conditions: conditionViews(view.conditions),
    notes: input.notes,
  };
}

/**
 * A foe's X/Y with its source (issue 33): while it is our default (the book gives none), `unset` makes
 * the sheet say "not in the book — set it"; `fromBook` names the book's own example; the edit form
 * offers the source as a choice.
 */
function foeStressView(stress: Record<string, unknown>) {
  const source = oneOf(stress.source, FOE_STRESS_SOURCES, "default");
  return {
    passed: Math.max(0, int(stress.passed)),
    failed: Math.max(0, int(stress.failed, 1)),
    source,
    unset: stressNeedsSetting(source),
    fromBook: source === "book",
    sources: FOE_STRESS_SOURCES.map((key) => ({ key, label: `PHASESIX.Foe.Sheet.StressSource.${key}`, selected: key === source })),
  };
}

export type FoeSheetContext = ReturnType<typeof buildFoeContext>;
