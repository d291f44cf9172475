/**
 * The NPC sheet's context: one compact page (attributes, skills, actions, health, protection, min
 * roll, evasion, attacks with their dice, conditions) from the NPC's {@link ActorRollView}.
 */
import { ATTRIBUTES, MAGIC_SKILLS, SKILLS, SKILL_BASE } from "../../../rules/catalog/index.ts";
import type { ActorRollView, AttributeKey, SkillKey } from "../../../rules/catalog/index.ts";
import { int, record } from "./coerce.ts";
import { healthView } from "./hearts.ts";
import { armorRows, unarmedRow, weaponRows } from "./items.ts";
import type { SheetItem } from "./items.ts";
import { partialNames } from "./partials.ts";
import { conditionViews, poolViews } from "./resources.ts";

export interface NpcSheetInput {
  name: string;
  img: string;
  view: Partial<ActorRollView> | undefined;
  /** Protection units of the NPC (its pool total or flat value). */
  protection: number;
  items: readonly SheetItem[];
  editMode: boolean;
  editable: boolean;
  /** Show the magic skills (magic extension active). */
  magic: boolean;
  notes: { source: string; enriched: string };
  /** Root of the template partial names ({@link partialNames}). */
  templateRoot: string;
}

function numbers<K extends string>(keys: readonly K[], source: unknown): Record<K, number> {
  const values = record(source);
  return Object.fromEntries(keys.map((key) => [key, int(values[key])])) as Record<K, number>;
}

/**
 * Builds the NPC sheet context. Skills are listed compactly: in play mode only those that differ
 * from their base attribute (the rest roll the attribute's value anyway), in edit mode all.
 */
export function buildNpcContext(input: NpcSheetInput) {
  const view = record(input.view);
  const attributes = numbers(ATTRIBUTES, view.attributes);
  const skills = numbers(SKILLS, view.skills);
  const health = record(view.health);
  const max = Math.max(0, int(health.max));
  const value = Math.min(max, Math.max(0, int(health.value)));
  const skillRows = SKILLS.filter((key) => input.magic || !MAGIC_SKILLS.includes(key))
    .map((key: SkillKey) => ({
      key,
      label: `PHASESIX.Skill.${key}`,
      value: skills[key],
      base: attributes[SKILL_BASE[key]],
      notable: skills[key] !== attributes[SKILL_BASE[key]],
    }))
    .filter((row) => input.editMode || row.notable);
  return {
    name: input.name,
    img: input.img,
    editMode: input.editMode,
    playMode: !input.editMode,
    editable: input.editable,
    partials: partialNames(input.templateRoot),
    health: healthView(max, max - value, health.boosts),
    minRoll: Math.max(2, int(view.minRoll, 5)),
    evasion: int(view.evasion),
    actions: Math.max(0, int(record(view.actions).max)),
    protection: Math.max(0, int(input.protection)),
    pools: poolViews(view.pools, view.pools).filter((pool) => pool.max > 0),
    attributes: ATTRIBUTES.map((key: AttributeKey) => ({ key, label: `PHASESIX.Attribute.${key}`, value: attributes[key] })),
    skills: skillRows,
    attacks: [unarmedRow(skills, attributes), ...weaponRows(input.items, skills)],
    armor: armorRows(input.items),
    conditions: conditionViews(view.conditions),
    notes: input.notes,
  };
}

export type NpcSheetContext = ReturnType<typeof buildNpcContext>;
