/**
 * The Phase Six Combat: actions refresh at the start of each combatant's own turn, the start of a
 * round runs the condition saves and resets recoil, the turn order breaks ties by Quickness and
 * Deftness, and the protection pools refill when the combat ends (RULES.md → Combat).
 * `_onStartTurn` and `_onStartRound` run on the active GM's client only (Foundry 13) — in each of its
 * windows when the GM is logged in more than once: a claim on the combat lets one window do each.
 */
import type { ActionKind } from "../rules/combat/index.ts";
import { compareTurnOrder, initialCombatantState } from "../rules/combat/index.ts";
import { combatantStateUpdate } from "../data/combatant.ts";
import { foundryFaces } from "../dice/index.ts";
import { PhaseSixCombatant } from "./combatant.ts";
import { postRoundStartCard, runRoundStart, type QuickReactionEntry } from "./combat-round.ts";
import { SYSTEM_HOOKS, callAfterHook } from "../hooks.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { refillActorProtection } from "./combat-actor.ts";
import { initiativeGroups } from "../rules/foes/group.ts";
import { SYSTEM_ID } from "../constants.ts";
import { claimOnce, type ClaimableDocument } from "../gm-channel/once.ts";
import { storedActor } from "../foundry-compat/stored.ts";
import { deletionUpdate } from "../foundry-compat/deletion.ts";

/** The combat flag holding the last round whose start (saves, recoil) was carried out. */
export const SAVED_ROUND_FLAG = "savedRound";
/** The combat flag that holds the Quick Reaction rolls of its start until the first round's card. */
export const QUICK_REACTIONS_FLAG = "quickReactions";

/** A Quick Reaction entry as stored in the combat's flags (checked: flags are data anyone may have written). */
function isQuickReactionEntry(value: unknown): value is QuickReactionEntry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const r = v.result as Record<string, unknown> | undefined;
  return (
    typeof v.name === "string" &&
    typeof v.hidden === "boolean" &&
    typeof r === "object" &&
    r !== null &&
    Array.isArray(r.dice) &&
    r.dice.every((d: unknown) => typeof d === "object" && d !== null && Array.isArray((d as { faces?: unknown }).faces)) &&
    Number.isInteger(r.successes) &&
    typeof r.granted === "boolean"
  );
}
/** The combat flag holding which window claimed each round and turn start (issue 32, D5). */
export const ONCE_FLAG = "once";

/** The stable key of a foe combatant's statblock (its group), or null for anyone else. */
function foeKeyOf(combatant: Combatant.Implementation | undefined): string | null {
  const actor = combatant?.actor;
  if (!actor || actor.type !== ("foe" as Actor.SubType)) return null;
  const key: unknown = (actor.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.key;
  return typeof key === "string" && key !== "" ? key : null;
}

export class PhaseSixCombat extends Combat {
  /** Highest initiative first; ties by Quickness, then Deftness, then name and id. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const entry = (c: Combatant.Implementation) => ({
      id: c.id ?? "",
      name: c.name ?? "",
      initiative: typeof c.initiative === "number" ? c.initiative : null,
      ...(c instanceof PhaseSixCombatant ? c.tieBreaks : { quickness: 0, deftness: 0 }),
    });
    return compareTurnOrder(entry(a), entry(b));
  }

  /**
   * Everyone starts a combat with 0 actions (RULES.md → Combat): a (re)started combat clears what
   * combatants held from before — actions, pending losses, recoil, aim, shield block.
   */
  override async startCombat(): Promise<this> {
    const reset = this.combatants.contents
      .filter((c) => c instanceof PhaseSixCombatant && c.phaseSix !== null)
      .map((c) => ({ _id: c.id, ...combatantStateUpdate(initialCombatantState(), 0) }));
    const cleared = reset.map((r) => ({ ...r, "system.quickReaction": false, "system.hadTurn": false }));
    if (cleared.length > 0) await this.updateEmbeddedDocuments("Combatant", cleared as Combatant.UpdateData[]);
    // 2026 combat chapter → "Beginn des Kampfes": everyone rolls a Quick Reaction before the first turn.
    const quick = currentRuleset().combat.quickReaction ? await this.#rollQuickReactions() : [];
    // A restarted combat rolls its rounds' saves afresh (and its rounds and turns are claimed anew).
    // The Quick Reactions wait in the combat's flags for the first round's card: the round starts on
    // the active GM's client, which need not be the one that started the combat (a second GM window,
    // a reload in between).
    const flags: Record<string, unknown> = {
      [`flags.${SYSTEM_ID}.${QUICK_REACTIONS_FLAG}`]: quick,
      ...(this.savedRound !== null ? deletionUpdate(`flags.${SYSTEM_ID}`, SAVED_ROUND_FLAG) : {}),
      ...(this.#claims() !== undefined ? deletionUpdate(`flags.${SYSTEM_ID}`, ONCE_FLAG) : {}),
    };
    await this.update(flags as Combat.UpdateData);
    return super.startCombat();
  }

  /** The Quick Reaction rolls of this combat's start waiting for the first round-start card (`flags.phasesix.quickReactions`). */
  get pendingQuickReactions(): QuickReactionEntry[] {
    const flags = this.flags as Record<string, Record<string, unknown> | undefined>;
    const stored = flags[SYSTEM_ID]?.[QUICK_REACTIONS_FLAG];
    return Array.isArray(stored) ? stored.filter(isQuickReactionEntry) : [];
  }

  async #rollQuickReactions(): Promise<QuickReactionEntry[]> {
    const entries: QuickReactionEntry[] = [];
    const source = foundryFaces();
    for (const c of this.combatants.contents) {
      if (!(c instanceof PhaseSixCombatant)) continue;
      const result = await c.rollQuickReaction(source);
      if (result) entries.push({ name: c.name ?? "", hidden: c.hidden, result });
    }
    return entries;
  }

  /**
   * The combatant's own turn begins: its actions refresh. Foundry 13 also calls this for the turns
   * passed over by "next round" or a jump ahead (`context.skipped`): those combatants never had a
   * turn, so nothing refreshes for them.
   */
  protected override async _onStartTurn(combatant: Combatant.Stored, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (context.skipped) return;
    if (!(combatant instanceof PhaseSixCombatant)) return;
    // Every window of the active GM gets this call (Foundry's `isActiveGM` is true in each): one does it.
    // The combat update that started the turn (its server time) tells this start from a later one of
    // the same turn (the GM stepped back and on again), which refreshes again as before.
    const stats = (this as { _stats?: { modifiedTime?: unknown } })._stats;
    const update = typeof stats?.modifiedTime === "number" ? stats.modifiedTime : 0;
    if (!(await this.#once(`turn-${context.round}-${context.turn}-${combatant.id ?? ""}-${update}`))) return;
    await combatant.refreshActions();
  }

  /** The claims of rounds and turns carried out (`flags.phasesix.once`), if any. */
  #claims(): unknown {
    const flags = this.flags as Record<string, Record<string, unknown> | undefined>;
    return flags[SYSTEM_ID]?.[ONCE_FLAG];
  }

  /** Claim `key` for this window across the active GM's windows (gm-channel/once.ts): true for one. */
  #once(key: string): Promise<boolean> {
    return claimOnce(this as unknown as ClaimableDocument, "updateCombat", `flags.${SYSTEM_ID}.${ONCE_FLAG}.${key}`);
  }

  /** The last round whose start was carried out (`flags.phasesix.savedRound`), null before any. */
  get savedRound(): number | null {
    const flags = this.flags as Record<string, Record<string, unknown> | undefined>;
    const saved = flags[SYSTEM_ID]?.[SAVED_ROUND_FLAG];
    return typeof saved === "number" && Number.isInteger(saved) ? saved : null;
  }

  /**
   * A round begins: recoil resets, condition saves are rolled, one summary card is posted. Foundry
   * 13 also calls this for every round passed over (`context.skipped`: nobody acted in it, so
   * nothing is rolled) and again for a round reached anew after "previous round": the last round
   * carried out is kept on the combat (`flags.phasesix.savedRound`), and a round no later than it
   * rolls nothing, so each round's saves are rolled once.
   */
  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    if (context.skipped) return;
    const saved = this.savedRound;
    if (saved !== null && context.round <= saved) return;
    // Every window of the active GM gets this call: the window that claims the round first rolls it.
    if (!(await this.#once(`round-${context.round}`))) return;
    await this.update({ [`flags.${SYSTEM_ID}.${SAVED_ROUND_FLAG}`]: context.round } as Combat.UpdateData);
    const combatants = this.combatants.contents.filter((c) => c instanceof PhaseSixCombatant);
    // Foundry's configured RNG, like every other Phase Six roll.
    const entries = await runRoundStart(combatants, foundryFaces());
    const quick = this.pendingQuickReactions;
    if (quick.length > 0) await this.update(deletionUpdate(`flags.${SYSTEM_ID}`, QUICK_REACTIONS_FLAG) as Combat.UpdateData);
    await postRoundStartCard(context.round, entries, quick);
    callAfterHook(SYSTEM_HOOKS.roundStartSaves, this, context.round, entries);
  }

  /**
   * Identical foes roll initiative once (RULES.md → Foes → Groups; our rule, the rulebook has none):
   * of the combatants rolled together, the first of each foe statblock rolls and the others take its
   * result; one whose group already has an initiative in this combat takes that one.
   */
  override async rollInitiative(ids: string | string[], options?: Parameters<Combat["rollInitiative"]>[1]): Promise<this> {
    const list = typeof ids === "string" ? [ids] : [...ids];
    const settled = new Map<string, number>();
    for (const c of this.combatants) {
      const key = foeKeyOf(c);
      if (key && c.id && !list.includes(c.id) && typeof c.initiative === "number" && !settled.has(key)) settled.set(key, c.initiative);
    }
    const copies: Array<{ _id: string; initiative: number }> = [];
    const members = list.flatMap((id) => {
      const key = foeKeyOf(this.combatants.get(id));
      const known = key ? settled.get(key) : undefined;
      if (known !== undefined) {
        copies.push({ _id: id, initiative: known });
        return [];
      }
      return [{ id, foeKey: key }];
    });
    const { roll, follow } = initiativeGroups(members);
    if (roll.length > 0) await super.rollInitiative(roll, options);
    for (const [id, leader] of follow) {
      const initiative = this.combatants.get(leader)?.initiative;
      if (typeof initiative === "number") copies.push({ _id: id, initiative });
    }
    if (copies.length > 0) await this.updateEmbeddedDocuments("Combatant", copies as Combatant.UpdateData[]);
    return this;
  }

  /** The actor's combatant in a combat (default: the active combat), if it takes part. */
  static combatantOf(actor: Actor.Implementation, combat: Combat.Stored | null | undefined = game.combat): PhaseSixCombatant | null {
    if (!combat) return null;
    const found = combat.getCombatantsByActor(storedActor(actor)).find((c) => c instanceof PhaseSixCombatant);
    return found instanceof PhaseSixCombatant ? found : null;
  }

  /**
   * Spend actions of an actor for something it does (a roll that costs actions, a sheet button):
   * in a started combat its combatant pays, and false means it could not (a warning was shown);
   * outside combat actions are not counted and this returns true.
   */
  static async spendActorActions(actor: Actor.Implementation, count = 1, kind: ActionKind = "action"): Promise<boolean> {
    const combat = game.combat;
    const combatant = combat?.started ? PhaseSixCombat.combatantOf(actor, combat) : null;
    return combatant ? combatant.spendActions(count, kind) : true;
  }

  /**
   * After a combat is deleted (ended), the deleting user's client refills the protection pools of
   * its actors (RULES.md → protection pool restored after combat). Registered as `deleteCombat`.
   */
  static async onDeleteCombat(combat: Combat.Implementation, _options: unknown, userId: string): Promise<void> {
    if (userId !== game.user.id) return;
    const actors = new Set<Actor.Implementation>();
    for (const combatant of combat.combatants) if (combatant.actor) actors.add(combatant.actor);
    for (const actor of actors) await refillActorProtection(actor);
  }
}
