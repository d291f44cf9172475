/**
 * Token Action HUD: which actions an actor offers, as plain data (no Foundry, no HUD module), so a
 * test can check the lists of a character, an NPC and a foe. Each action carries
 * `system: { actionType, actionId, mode? }`; roll.ts runs it with the methods the sheet buttons call.
 *
 * Groups (the HUD's default layout in defaults.ts): checks (attributes — a foe's statblock values —,
 * skills, knowledge, evasion),
 * attacks (weapons, one action per attack mode), magic (spells), conditions, utility (pools, rest).
 */
import type { ActorRollView } from "../../rules/catalog/index.ts";
import { ATTRIBUTES, CONDITIONS, SKILLS } from "../../rules/catalog/index.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { CONDITION_LIMITS, POOL_KEYS } from "../../applications/sheets/context/resources.ts";
import { STAT_ROLL } from "../../applications/sheets/context/foe.ts";
import { FOE_STATS } from "../../rules/foes/index.ts";

export const HUD_GROUPS = ["attributes", "skills", "knowledge", "evasion", "weapons", "spells", "conditions", "pools", "rest"] as const;
export type HudGroupId = (typeof HUD_GROUPS)[number];

export const HUD_ACTION_TYPES = ["attribute", "skill", "knowledge", "evasion", "attack", "spell", "condition", "pool", "rest"] as const;
export type HudActionType = (typeof HUD_ACTION_TYPES)[number];

export function isHudActionType(value: unknown): value is HudActionType {
  return typeof value === "string" && (HUD_ACTION_TYPES as readonly string[]).includes(value);
}

/** What the HUD reads of an actor (hud-view.ts builds it from the document). */
export interface HudActorView {
  kind: "character" | "npc" | "foe";
  /** The actor's roll view (values, dice pools, conditions); null for an actor without one. */
  roll: ActorRollView | null;
  weapons: ReadonlyArray<{ id: string; name: string; img?: string; modes: readonly AttackMode[] }>;
  spells: ReadonlyArray<{ id: string; name: string; img?: string }>;
}

/** One action as Token Action HUD Core's `addActions` takes it. */
export interface HudAction {
  id: string;
  name: string;
  listName: string;
  img?: string;
  info1?: { text: string };
  cssClass?: string;
  system: { actionType: HudActionType; actionId: string; mode?: AttackMode };
}

export type Translate = (key: string) => string;

/** The actions of one actor, by group; empty groups are left out. */
export function hudActions(view: HudActorView, t: Translate): Array<{ group: HudGroupId; actions: HudAction[] }> {
  const action = (group: string, type: HudActionType, actionId: string, name: string, extra: Partial<HudAction> = {}): HudAction => ({
    id: `${type}-${actionId}${extra.system?.mode ? `-${extra.system.mode}` : ""}`,
    name,
    listName: `${t(`PHASESIX.TokenActionHud.Group.${group}`)}: ${name}`,
    ...extra,
    system: { actionType: type, actionId, ...extra.system },
  });
  const roll = view.roll;
  const groups: Array<{ group: HudGroupId; actions: HudAction[] }> = [];
  if (roll && view.kind !== "foe") {
    groups.push({
      group: "attributes",
      actions: ATTRIBUTES.map((key) => action("attributes", "attribute", key, t(`PHASESIX.Attribute.${key}`), { info1: { text: String(roll.attributes[key]) } })),
    });
    groups.push({
      group: "skills",
      actions: SKILLS.map((key) => action("skills", "skill", key, t(`PHASESIX.Skill.${key}`), { info1: { text: String(roll.skills[key]) } })),
    });
    groups.push({
      group: "knowledge",
      actions: roll.knowledge.filter((k) => k.id !== "").map((k) => action("knowledge", "knowledge", k.id, k.name, { info1: { text: String(k.dice) } })),
    });
  }
  if (roll && view.kind === "foe") {
    // A foe rolls its statblock's strength, dexterity and mind (as the attribute each stands for), as on its sheet.
    groups.push({
      group: "attributes",
      actions: FOE_STATS.map((stat) =>
        action("attributes", "attribute", STAT_ROLL[stat], t(`PHASESIX.Foe.Sheet.${stat[0].toUpperCase()}${stat.slice(1)}`), { info1: { text: String(roll.attributes[STAT_ROLL[stat]]) } }),
      ),
    });
  }
  if (roll) groups.push({ group: "evasion", actions: [action("evasion", "evasion", "evasion", t("PHASESIX.Sheet.Evasion"), { info1: { text: String(roll.evasion) } })] });
  groups.push({
    group: "weapons",
    actions: view.weapons.flatMap((weapon) =>
      weapon.modes.map((mode) =>
        action("weapons", "attack", weapon.id, weapon.name, {
          ...(weapon.img ? { img: weapon.img } : {}),
          info1: { text: t(`PHASESIX.Item.AttackMode.${mode}`) },
          system: { actionType: "attack", actionId: weapon.id, mode },
        }),
      ),
    ),
  });
  groups.push({ group: "spells", actions: view.spells.map((spell) => action("spells", "spell", spell.id, spell.name, spell.img ? { img: spell.img } : {})) });
  if (roll) {
    groups.push({
      group: "conditions",
      actions: CONDITIONS.map((key) => {
        const value = roll.conditions[key];
        return action("conditions", "condition", key, t(`PHASESIX.Condition.${key}`), {
          cssClass: value > 0 ? "toggle active" : "toggle",
          ...(CONDITION_LIMITS[key] > 1 && value > 0 ? { info1: { text: String(value) } } : {}),
        });
      }),
    });
    groups.push({
      group: "pools",
      actions: POOL_KEYS.map((key) => action("pools", "pool", key, t(`PHASESIX.Sheet.Pool.${key}`), { info1: { text: String(roll.pools[key]) } })),
    });
  }
  if (view.kind === "character") groups.push({ group: "rest", actions: [action("rest", "rest", "rest", t("PHASESIX.Sheet.Rest"))] });
  return groups.filter((g) => g.actions.length > 0);
}

/** The conditions alone, for several selected tokens at once (each click applies to all of them). */
export function hudConditionActions(t: Translate): HudAction[] {
  return CONDITIONS.map((key) => ({
    id: `condition-${key}`,
    name: t(`PHASESIX.Condition.${key}`),
    listName: `${t("PHASESIX.TokenActionHud.Group.conditions")}: ${t(`PHASESIX.Condition.${key}`)}`,
    cssClass: "toggle",
    system: { actionType: "condition", actionId: key },
  }));
}
