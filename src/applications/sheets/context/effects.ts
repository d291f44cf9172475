/**
 * The effects list of the actor sheets: every Active Effect that applies to the actor (its own and
 * those its items transfer), with what it changes in words ("Strength +2, Minimum roll +1"), where it
 * comes from, and whether it is on. Condition status effects are not listed: the conditions show them.
 */
import { CONDITIONS } from "../../../rules/catalog/index.ts";
import { readEffect } from "../../../rules/character/index.ts";
import type { Modifier } from "../../../rules/catalog/index.ts";
import type { Localize } from "./localize.ts";
import { effectProblemKey } from "../../../foundry-compat/effect-changes.ts";

/** A plain snapshot of one effect for the sheet. */
export interface EffectSnapshot {
  id: string;
  /** Id of the item that carries it; "" for the actor's own effects. */
  itemId: string;
  /** Name of the carrying item ("" for the actor's own). */
  itemName: string;
  name: string;
  img: string;
  disabled: boolean;
  /** On an item sheet: whether the effect applies to the item's owner. */
  transfer?: boolean;
  statuses: ReadonlySet<string>;
  changes: ReadonlyArray<{ key: string; mode: number; value: string }>;
}

/** One row of the effects list. */
export interface EffectRow {
  id: string;
  itemId: string;
  name: string;
  img: string;
  active: boolean;
  /** "Berserker draught" on the actor, or the item it comes from. */
  source: string;
  /** What it changes, in words; "" when it changes no Phase Six value. */
  summary: string;
  /** Changes that cannot be applied, in words. */
  problems: string[];
  /** Label of the toggle button (names the effect). */
  toggleLabel: string;
}

function modifierLabel(modifier: Modifier, localize: Localize): string {
  const name =
    modifier.kind === "attribute"
      ? localize(`PHASESIX.Attribute.${modifier.key}`)
      : modifier.kind === "skill"
        ? localize(`PHASESIX.Skill.${modifier.key}`)
        : modifier.kind === "aspect"
          ? localize(`PHASESIX.Aspect.${modifier.key}`)
          : modifier.key;
  return `${name} ${modifier.value >= 0 ? "+" : "−"}${Math.abs(modifier.value)}`;
}

/** Whether an effect is a condition's status effect (shown with the conditions instead). */
export function isConditionEffect(effect: Pick<EffectSnapshot, "statuses">): boolean {
  return CONDITIONS.some((key) => effect.statuses.has(key));
}

/** The rows of the effects list, the actor's own first, then by name. */
export function effectRows(effects: readonly EffectSnapshot[], localize: Localize): EffectRow[] {
  return effects
    .filter((effect) => !isConditionEffect(effect))
    .map((effect) => {
      const read = readEffect({ name: effect.name, changes: effect.changes });
      const problems = read.problems.map(({ key, problem }) => localize(effectProblemKey(problem), { key }));
      return {
        id: effect.id,
        itemId: effect.itemId,
        name: effect.name,
        img: effect.img,
        active: !effect.disabled,
        source:
          effect.transfer === undefined
            ? effect.itemName || localize("PHASESIX.Effect.OnActor")
            : localize(effect.transfer ? "PHASESIX.Effect.Transfers" : "PHASESIX.Effect.StaysOnItem"),
        summary: read.source.modifiers.map((m) => modifierLabel(m, localize)).join(", "),
        problems,
        toggleLabel: localize(effect.disabled ? "PHASESIX.Effect.TurnOn" : "PHASESIX.Effect.TurnOff", { name: effect.name }),
      };
    })
    .sort((a, b) => Number(a.itemId !== "") - Number(b.itemId !== "") || a.name.localeCompare(b.name));
}
