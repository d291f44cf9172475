/**
 * The NPC sheet's context: one compact page (attributes, skills, actions, health, protection, min
 * roll, evasion, attacks with their dice, spells with their casting dice and effect, conditions)
 * from the NPC's {@link ActorRollView}.
 */
import { ATTACK_SKILLS, ATTRIBUTES, MAGIC_SKILLS, PROTECTION_TYPES, SKILLS, SKILL_BASE } from "../../../rules/catalog/index.ts";
import type { ActorRollView, AttributeKey, SkillKey } from "../../../rules/catalog/index.ts";
import { int, list, oneOf, record, text } from "./coerce.ts";
import { healthView } from "./hearts.ts";
import { armorRows, spellRows, unarmedRow, weaponRows } from "./items.ts";
import type { SheetItem } from "./items.ts";
import { partialNames } from "./partials.ts";
import { POOL_KEYS, conditionViews, poolViews } from "./resources.ts";
import type { Localize } from "./localize.ts";
import { checkableView, skillPool } from "./skill-pool.ts";

export interface NpcSheetInput {
  name: string;
  img: string;
  view: Partial<ActorRollView> | undefined;
  /** Protection units of the NPC by type (its full protection pool). */
  protection: unknown;
  /** The NPC's own attack list (NpcData#attacks: name, skill, dice, wounds, piercing, range, notes). */
  attacks: unknown;
  /** Maxima of the dice pools (NpcData#poolMax). */
  poolMax: unknown;
  items: readonly SheetItem[];
  editMode: boolean;
  editable: boolean;
  /** Show the magic skills and spells (magic extension active). */
  magic: boolean;
  /** The NPC's arcana (NpcData#arcana: max and spent). */
  arcana?: unknown;
  /** Enriched rules texts of the NPC's spells, by item id. */
  spellRules?: Readonly<Record<string, string>>;
  notes: { source: string; enriched: string };
  /**
   * The NPC's stored system data (`_source.system`): what the edit inputs show and submit. Active
   * Effects change the prepared values (`view`, `protection`, `poolMax`, `arcana`) only; an input
   * showing those would write the effect into the stored value on the next submit.
   */
  stored?: unknown;
  /** Root of the template partial names ({@link partialNames}). */
  templateRoot: string;
}

export interface NpcAttackRow {
  index: number;
  name: string;
  skill: string;
  skillLabel: string;
  dice: number;
  wounds: number;
  piercing: number;
  range: string;
  notes: string;
  /** A demon's attack (demonic protection works against it). */
  demonic: boolean;
  /** Rolled as a check of its attack skill with the dice it lists. */
  rollable: boolean;
}

/** The NPC's own attacks, coerced; an entry without an attack skill is a special action (not rolled). */
export function npcAttackRows(attacks: unknown): NpcAttackRow[] {
  return list(attacks).map((raw, index) => {
    const entry = record(raw);
    const skill = oneOf(entry.skill, ATTACK_SKILLS, "handToHand");
    const special = entry.skill === "";
    return {
      index,
      name: text(entry.name),
      skill: special ? "" : skill,
      skillLabel: special ? "" : `PHASESIX.Skill.${skill}`,
      dice: Math.max(0, int(entry.dice)),
      wounds: Math.max(0, int(entry.wounds, 1)),
      piercing: Math.max(0, int(entry.piercing)),
      range: text(entry.range),
      notes: text(entry.notes),
      demonic: entry.demonic === true,
      rollable: !special,
    };
  });
}

function numbers<K extends string>(keys: readonly K[], source: unknown): Record<K, number> {
  const values = record(source);
  return Object.fromEntries(keys.map((key) => [key, int(values[key])])) as Record<K, number>;
}

/** The values the edit inputs show, from the stored data (null outside edit mode or without it). */
function storedInputs(input: NpcSheetInput) {
  if (!input.editMode || input.stored === undefined) return null;
  const stored = record(input.stored);
  return {
    attributes: numbers(ATTRIBUTES, stored.attributes),
    skills: numbers(SKILLS, stored.skills),
    maxHealth: Math.max(0, int(record(stored.health).max)),
    minRoll: Math.max(2, int(stored.minRoll, 5)),
    evasion: int(stored.evasion),
    actions: Math.max(0, int(stored.actions)),
    protection: numbers(PROTECTION_TYPES, stored.protection),
    poolMax: stored.poolMax,
    arcanaMax: Math.max(0, int(record(stored.arcana).max)),
    attacks: stored.attacks,
  };
}

/**
 * Builds the NPC sheet context. Edit inputs show the stored values (`input.stored`), the read view
 * the prepared ones (stored + Active Effects). Skills are listed compactly: in play mode only those that differ
 * from their base attribute (the rest roll the attribute's value anyway), in edit mode all.
 */
export function buildNpcContext(input: NpcSheetInput, localize?: Localize) {
  const view = record(input.view);
  const typed = storedInputs(input);
  const rollView = localize ? checkableView(input.view) : null;
  const attributes = numbers(ATTRIBUTES, view.attributes);
  const skills = numbers(SKILLS, view.skills);
  const health = record(view.health);
  const max = Math.max(0, int(health.max));
  const value = Math.min(max, Math.max(0, int(health.value)));
  const protection = numbers(PROTECTION_TYPES, input.protection);
  const protectionTotal = PROTECTION_TYPES.reduce((sum, type) => sum + Math.max(0, protection[type]), 0);
  const weapons = weaponRows(input.items, skills);
  const skillRows = SKILLS.filter((key) => input.magic || !MAGIC_SKILLS.includes(key))
    .map((key: SkillKey) => ({
      key,
      label: `PHASESIX.Skill.${key}`,
      value: (typed?.skills ?? skills)[key],
      base: (typed?.attributes ?? attributes)[SKILL_BASE[key]],
      notable: skills[key] !== attributes[SKILL_BASE[key]],
      /** The dice and min roll a check of the skill rolls (play mode; null without a full roll view). */
      pool: rollView && localize ? skillPool(rollView, key, localize) : null,
    }))
    .filter((row) => input.editMode || row.notable);
  const arcana = record(input.arcana);
  const arcanaMax = Math.max(0, int(arcana.max));
  const spells = spellRows(input.items, skills, attributes).map((row) => ({ ...row, rules: input.spellRules?.[row.id] ?? "" }));
  return {
    name: input.name,
    img: input.img,
    editMode: input.editMode,
    playMode: !input.editMode,
    editable: input.editable,
    partials: partialNames(input.templateRoot),
    health: healthView(max, max - value, health.boosts),
    maxHealth: typed?.maxHealth ?? max,
    minRoll: typed?.minRoll ?? Math.max(2, int(view.minRoll, 5)),
    evasion: typed?.evasion ?? int(view.evasion),
    actions: typed?.actions ?? Math.max(0, int(record(view.actions).max)),
    protection: protectionTotal,
    protectionTypes: PROTECTION_TYPES.map((type) => ({ type, label: `PHASESIX.ProtectionType.${type}`, letter: `PHASESIX.ProtectionLetter.${type}`, value: (typed?.protection ?? protection)[type] })),
    pools: poolViews(view.pools, input.poolMax).filter((pool) => input.editMode || pool.max > 0),
    /** The pool maxima as the edit inputs show them (stored values; never raised to what is left). */
    poolInputs: POOL_KEYS.map((key) => ({ key, label: `PHASESIX.Sheet.Pool.${key}`, max: Math.max(0, int(record(typed?.poolMax ?? input.poolMax)[key])) })),
    attributes: ATTRIBUTES.map((key: AttributeKey) => ({ key, label: `PHASESIX.Attribute.${key}`, value: (typed?.attributes ?? attributes)[key] })),
    skills: skillRows,
    // Rows of the embedded weapons are shown once, with the weapons below.
    attackList: npcAttackRows(typed?.attacks ?? input.attacks).filter((row) => !weapons.some((weapon) => weapon.name === row.name)),
    attackSkills: ATTACK_SKILLS.map((key) => ({ key, label: `PHASESIX.Skill.${key}` })),
    attacks: weapons.length || list(input.attacks).length ? weapons : [unarmedRow(skills, attributes)],
    armor: armorRows(input.items),
    magicSection: {
      show: input.magic && (spells.length > 0 || arcanaMax > 0 || input.editMode),
      arcana: { value: Math.max(0, arcanaMax - Math.max(0, int(arcana.spent))), max: typed?.arcanaMax ?? arcanaMax },
      spells,
    },
    conditions: conditionViews(view.conditions),
    notes: input.notes,
  };
}

export type NpcSheetContext = ReturnType<typeof buildNpcContext>;
