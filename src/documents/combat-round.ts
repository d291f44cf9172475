/**
 * The start of a combat round, on the active GM's client (RULES.md → Combat): recoil resets for
 * everyone; every living combatant rolls its condition saves (Dying, Unconscious, Shocked,
 * Bleeding, Poisoned) through the rules core; the new counters and Bleeding's wounds go to the
 * actor; a character whose Dying reaches 6 is marked dead (defeated). One summary card follows.
 */
import type { FaceSource } from "../rules/index.ts";
import type { ConditionKey } from "../rules/catalog/index.ts";
import type { SaveResult } from "../rules/combat/index.ts";
import { quickReactionCardLines, type QuickReactionEntry } from "./quick-reaction-lines.ts";
export { quickReactionCardLines, type QuickReactionEntry };
import { roundStartHeadings } from "./round-start-card.ts";
import { hasRoundStartSave, rollRoundStartSaves, startRound } from "../rules/combat/index.ts";
import { combatantStateUpdate } from "../data/combatant.ts";
import type { CombatantLike } from "./combatant-ops.ts";
import { combatantState } from "./combatant-ops.ts";
import { actorConditions, actorRollView, setActorCondition, woundActor } from "./combat-actor.ts";

/** The part of a combatant the round start uses. */
export interface RoundCombatant extends CombatantLike {
  name?: string | null;
  hidden: boolean;
}

/** What happened to one combatant at the start of the round (for the summary card). */
export interface RoundStartEntry {
  combatantId: string;
  name: string;
  hidden: boolean;
  saves: SaveResult[];
  wounds: number;
  dead: boolean;
}

/** Mark an actor's token(s) dead with the defeated overlay, as Foundry's tracker does. */
async function markDead(combatant: RoundCombatant): Promise<void> {
  await combatant.update({ defeated: true });
  const actor = combatant.actor;
  const statusId = CONFIG.specialStatusEffects.DEFEATED;
  if (actor && typeof actor.toggleStatusEffect === "function") await actor.toggleStatusEffect(statusId, { overlay: true, active: true });
}

/**
 * Run the start of a round for these combatants with dice from `source`. Returns one entry per
 * combatant that rolled a save. Defeated combatants and those without an actor roll nothing.
 */
export async function runRoundStart(combatants: readonly RoundCombatant[], source: FaceSource): Promise<RoundStartEntry[]> {
  const entries: RoundStartEntry[] = [];
  for (const combatant of combatants) {
    const state = combatantState(combatant);
    if (state.recoil !== 0) await combatant.update(combatantStateUpdate(startRound(state)));
    const actor = combatant.actor;
    const view = actorRollView(actor);
    if (!actor || !view || combatant.isDefeated) continue;
    const conditions = actorConditions(actor);
    if (!hasRoundStartSave(conditions)) continue;
    const outcome = rollRoundStartSaves(
      {
        conditions,
        attributes: {
          resistance: view.attributes.resistance,
          willpower: view.attributes.willpower,
          endurance: view.attributes.endurance,
        },
        minRoll: view.minRoll,
      },
      source,
    );
    for (const key of Object.keys(outcome.conditions) as ConditionKey[]) {
      if (outcome.conditions[key] !== conditions[key]) await setActorCondition(actor, key, outcome.conditions[key]);
    }
    if (outcome.wounds > 0) await woundActor(actor, outcome.wounds);
    if (outcome.dead) await markDead(combatant);
    entries.push({
      combatantId: combatant.id ?? "",
      name: combatant.name ?? actor.name,
      hidden: combatant.hidden,
      saves: outcome.saves,
      wounds: outcome.wounds,
      dead: outcome.dead,
    });
  }
  return entries;
}

/** One line of the summary card, localized. */
export interface RoundStartCardLine {
  name: string;
  dead: boolean;
  saves: Array<{ label: string; dice: string; result: string; css: string }>;
}

/**
 * One save as a full sentence from the lang files: "Bleeding 2 → 3: the save failed (no success).",
 * "Bleeding stays at 2: the save failed, 2 wounds (no success).", "Shocked 2 → 0: the save succeeded (2 successes)."
 */
function saveSentence(save: { condition: string; before: number; after: number; wounds: number; successes: number; saved: boolean }): string {
  const i18n = game.i18n;
  const key = (name: string) => `PHASESIX.Combat.RoundStart.Sentence.${name}`;
  const successes =
    save.successes === 0 ? i18n.localize(key("NoSuccess")) : save.successes === 1 ? i18n.localize(key("OneSuccess")) : i18n.format(key("Successes"), { successes: String(save.successes) });
  const data = { condition: save.condition, before: String(save.before), after: String(save.after), wounds: String(save.wounds), successes };
  if (save.wounds > 0) return i18n.format(key(save.wounds === 1 ? "BledOne" : "Bled"), data);
  const change = save.after !== save.before ? "Changed" : "Stays";
  return i18n.format(key(`${change}${save.saved ? "Saved" : "Failed"}`), data);
}

/** The summary card's view of the entries (labels localized, dice as chains "6+6+2"). */
export function roundStartCardLines(entries: readonly RoundStartEntry[]): RoundStartCardLine[] {
  const i18n = game.i18n;
  return entries.map((entry) => ({
    name: entry.name,
    dead: entry.dead,
    saves: entry.saves.map((save) => {
      const condition = i18n.localize(`PHASESIX.Condition.${save.condition}`);
      const attribute = i18n.localize(`PHASESIX.Attribute.${save.attribute}`);
      const dice = save.dice.length ? save.dice.map((die) => die.faces.join("+")).join(", ") : "—";
      const changed = save.after !== save.before;
      const saved = save.after < save.before || (save.condition === "bleeding" && save.wounds === 0) || (save.condition === "dying" && !changed);
      return {
        label: `${condition} (${attribute})`,
        dice,
        result: saveSentence({ condition, before: save.before, after: save.after, wounds: save.wounds, successes: save.successes, saved }),
        css: saved ? "good" : "bad",
      };
    }),
  }));
}

/** The summary card's template. */
export const ROUND_START_TEMPLATE = "systems/phasesix/templates/combat/round-start.hbs";

/**
 * Post the summary: one public card for visible combatants and, if any hidden combatant rolled,
 * one whispered to the GMs. Nothing is posted when nobody rolled.
 */
export async function postRoundStartCard(round: number, entries: readonly RoundStartEntry[], quickReactions: readonly QuickReactionEntry[] = []): Promise<void> {
  const groups: Array<{ entries: RoundStartEntry[]; quick: QuickReactionEntry[]; whisper: boolean }> = [
    { entries: entries.filter((e) => !e.hidden), quick: quickReactions.filter((e) => !e.hidden), whisper: false },
    { entries: entries.filter((e) => e.hidden), quick: quickReactions.filter((e) => e.hidden), whisper: true },
  ];
  for (const group of groups) {
    if (group.entries.length === 0 && group.quick.length === 0) continue;
    const content = await foundry.applications.handlebars.renderTemplate(ROUND_START_TEMPLATE, {
      ...roundStartHeadings(round, { saves: group.entries.length, quickReactions: group.quick.length }, game.i18n),
      lines: roundStartCardLines(group.entries),
      deadLabel: game.i18n.localize("PHASESIX.Combat.RoundStart.Dead"),
      quickReactions: quickReactionCardLines(group.quick, game.i18n),
    });
    await ChatMessage.implementation.create({
      content,
      speaker: { alias: game.i18n.localize("PHASESIX.Combat.RoundStart.Speaker") },
      ...(group.whisper ? { whisper: ChatMessage.getWhisperRecipients("GM").map((u) => u.id) } : {}),
    });
  }
}
