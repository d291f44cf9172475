/**
 * The Phase Six combat tracker: Foundry 13's tracker (ApplicationV2) with each combatant's action
 * pips (each says whether it is available, saved as a reaction or spent), and for the owner (or GM)
 * labelled controls: use an action (a reaction off the own turn), give one back, an options menu
 * (aim, accurate attack, shield block, two weapons), "bonus die → action" and "destiny die → steal
 * an action" with the dice left. Pips themselves spend nothing: only the explicit control does.
 * The rows come from core; the actions block (templates/combat/actions.hbs) is rendered into each
 * row after render, so the core template and its behaviour stay untouched.
 */
import { acceptFolderDrops } from "./foe-drop.ts";
import type { ActionsInput } from "./combat-tracker-context.ts";
import { actionsView, isOpponent } from "./combat-tracker-context.ts";
import { templatePath } from "./templates.ts";
import { PhaseSixCombatant } from "../documents/combatant.ts";
import { actorPool } from "../documents/combat-actor.ts";
import { shieldRefusal, twoWeaponsRefusal } from "../rules/attack/requirements.ts";
import { requirementWeapons } from "./chat/attack-actors.ts";
import { dialogClasses } from "../constants.ts";
import { holdsQuickReaction } from "../rules/combat/index.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { storedActor } from "../foundry-compat/stored.ts";
import { contextMenuEntry } from "../foundry-compat/context-menu-entry.ts";

/** The actions block of one tracker row. */
export const ACTIONS_TEMPLATE = templatePath("combat/actions.hbs");
/** The steal dialog's body. */
export const STEAL_DIALOG_TEMPLATE = templatePath("combat/steal-dialog.hbs");

/** The combat the tracker shows. */
type TrackedCombat = Combat.Stored;

/** The token disposition of a combatant (friendly, neutral, hostile, secret), or null without a token. */
function dispositionOf(combatant: Combatant.Implementation): number | null {
  const disposition: unknown = combatant.token?.disposition;
  return typeof disposition === "number" ? disposition : null;
}

/** The other combatants of a combat that still fight (not defeated, with Phase Six actions). */
function othersFighting(combat: TrackedCombat, thief: Combatant.Implementation): PhaseSixCombatant[] {
  return combat.combatants.contents
    .filter((c) => c instanceof PhaseSixCombatant)
    .filter((c) => c.id !== thief.id && !c.isDefeated && c.phaseSix !== null);
}

/** Combatants of a combat that `thief` could steal from: opponents (another disposition), not defeated. */
function stealVictims(combat: TrackedCombat, thief: Combatant.Implementation): PhaseSixCombatant[] {
  const own = dispositionOf(thief);
  return othersFighting(combat, thief).filter((c) => isOpponent(own, dispositionOf(c)));
}

/**
 * Whom `thief` could steal an action from, and whether nobody is an opponent only because every
 * other fighting combatant shares its token disposition (the steal control then says so).
 */
export function stealTargets(combat: TrackedCombat, thief: Combatant.Implementation): { victims: PhaseSixCombatant[]; onlyAllies: boolean } {
  const victims = stealVictims(combat, thief);
  return { victims, onlyAllies: victims.length === 0 && othersFighting(combat, thief).length > 0 };
}

/** The tracker's input for one combatant. */
function actionsInput(combat: TrackedCombat, combatant: PhaseSixCombatant): ActionsInput | null {
  const data = combatant.phaseSix;
  if (!data || !combatant.id) return null;
  const steal = stealTargets(combat, combatant);
  return {
    combatantId: combatant.id,
    actions: data.actions.value,
    max: combatant.currentMaximum,
    pendingLoss: data.pendingLoss,
    isOwner: combatant.isOwner,
    active: combat.started && combat.combatant?.id === combatant.id,
    started: combat.started,
    bonusDice: actorPool(combatant.actor, "bonusDice"),
    destinyDice: actorPool(combatant.actor, "destinyDice"),
    canStealFromSomeone: steal.victims.length > 0,
    onlyAllies: steal.onlyAllies,
    recoil: data.recoil,
    aimingBonus: combatant.aimingBonus,
    accurate: data.accurate,
    shieldBlock: data.shieldBlock,
    twoWeapons: data.twoWeapons,
    quickReaction: holdsQuickReaction(data.quickReaction, data.actions.value),
  };
}

/** The GM may re-roll or grant a Quick Reaction while the ruleset has it and the combatant's first turn has not come. */
function quickReactionEditable(c: PhaseSixCombatant): boolean {
  return game.user.isGM && currentRuleset().combat.quickReaction && (c.combat?.started ?? false) && !c.hadFirstTurn;
}

export class PhaseSixCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  /**
   * Show initiative without the tie-break decimals (27.0403 → 27; the tie-breaks stay within ±0.5,
   * so rounding gives the rolled total); the turn order still uses them.
   */
  protected override async _prepareTurnContext(
    combat: Combat.Stored,
    combatant: Combatant.Stored,
    index: number,
  ): Promise<foundry.applications.sidebar.tabs.CombatTracker.TurnContext> {
    const turn = await super._prepareTurnContext(combat, combatant, index);
    // Core may already have formatted the value as text; either way show the whole number.
    const value = turn.initiative === null ? NaN : Number(turn.initiative);
    if (Number.isFinite(value)) turn.initiative = Math.round(value);
    turn.hasDecimals = false;
    return turn;
  }

  /** Row menu: aim, two-weapon fighting and the shield block, for the combatant's owner (and GM). */
  protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    const combatantOf = (li: HTMLElement): PhaseSixCombatant | null => {
      const combatant = this.viewed?.combatants.get(li.dataset.combatantId ?? "");
      return combatant instanceof PhaseSixCombatant && combatant.phaseSix && combatant.isOwner ? combatant : null;
    };
    const entry = (
      name: string,
      icon: string,
      condition: (c: PhaseSixCombatant) => boolean,
      callback: (c: PhaseSixCombatant) => Promise<boolean>,
    ): foundry.applications.ux.ContextMenu.Entry<HTMLElement> =>
      // In the running Foundry's words (13: name/condition/callback; 14: label/visible/onClick).
      contextMenuEntry({
        label: name,
        icon: `<i class="fa-solid ${icon}"></i>`,
        group: "phasesix",
        visible: (li) => {
          const c = combatantOf(li);
          return c !== null && condition(c);
        },
        onClick: (li) => {
          const c = combatantOf(li);
          if (c) void callback(c);
        },
      });
    return [
      ...super._getEntryContextOptions(),
      entry("PHASESIX.Combat.Menu.Aim", "fa-crosshairs", (c) => (c.combat?.started ?? false) && (c.phaseSix?.actions.value ?? 0) > 0, (c) => c.aim()),
      entry("PHASESIX.Combat.Menu.Accurate", "fa-bullseye", (c) => (c.combat?.started ?? false) && (c.phaseSix?.actions.value ?? 0) > 0, (c) => c.prepareAccurateAttack()),
      entry("PHASESIX.Combat.Menu.TwoWeaponsOn", "fa-hands", (c) => !c.phaseSix?.twoWeapons, (c) => PhaseSixCombatTracker.chooseOption(c, "twoWeaponsOn")),
      entry("PHASESIX.Combat.Menu.TwoWeaponsOff", "fa-hand", (c) => c.phaseSix?.twoWeapons === true, (c) => c.setTwoWeapons(false)),
      entry("PHASESIX.Combat.Menu.RaiseShield", "fa-shield-halved", (c) => c.phaseSix?.shieldBlock === false, (c) => PhaseSixCombatTracker.chooseOption(c, "raiseShield")),
      entry("PHASESIX.Combat.Menu.LowerShield", "fa-shield", (c) => c.phaseSix?.shieldBlock === true, (c) => c.setShieldBlock(false)),
      // 2026 edition: the GM re-rolls or grants a Quick Reaction before the combatant's first turn.
      entry("PHASESIX.Edition.QuickReaction.Reroll", "fa-bolt", (c) => quickReactionEditable(c), (c) => c.rerollQuickReaction()),
      entry("PHASESIX.Edition.QuickReaction.Grant", "fa-bolt-lightning", (c) => quickReactionEditable(c) && c.phaseSix?.quickReaction !== true, (c) => c.setQuickReaction(true)),
    ];
  }

  /**
   * `combatTurnChange` hook (every client, display only): tell a player that one of its combatants
   * is now the actor; its actions refresh on the GM's side at the same moment.
   */
  static onTurnChange(combat: Combat.Implementation, _prior: Combat.HistoryData, current: Combat.HistoryData): void {
    if (game.user.isGM || !current.combatantId) return;
    const combatant = combat.combatants.get(current.combatantId);
    if (combatant?.isOwner) ui.notifications.info(game.i18n.format("PHASESIX.Combat.YourTurn", { name: combatant.name ?? "" }));
  }

  /**
   * `updateActor` hook: an actor's dice pools or conditions changed; redraw the tracker when the
   * actor takes part in the combat it shows (the buttons show the dice left). A popped-out tracker
   * is redrawn with it: core's sidebar tab (`AbstractSidebarTab#render`) passes every render request
   * on to its rendered popout, whose `viewed` is the sidebar tab's combat — rendering the popout here
   * as well would draw it twice.
   */
  static onUpdateActor(actor: Actor.Implementation): void {
    const tracker = ui.combat;
    if (tracker?.viewed?.getCombatantsByActor(storedActor(actor)).length) void tracker.render();
  }

  protected override async _onRender(
    context: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>[0],
    options: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    acceptFolderDrops(this.element);
    const combat = this.viewed;
    if (!combat) return;
    const rows = this.element.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]");
    for (const row of rows) {
      const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
      // Like core's tracked resource: only users who may observe the actor see its actions.
      if (!(combatant instanceof PhaseSixCombatant) || !combatant.testUserPermission(game.user, "OBSERVER")) continue;
      const input = actionsInput(combat, combatant);
      if (!input) continue;
      const html = await foundry.applications.handlebars.renderTemplate(ACTIONS_TEMPLATE, { ...actionsView(input) });
      row.querySelector(".phasesix-actions")?.remove();
      (row.querySelector(".token-name") ?? row).insertAdjacentHTML("beforeend", html);
      const block = row.querySelector<HTMLElement>(".phasesix-actions");
      if (block) this.#activateActions(block, combat, combatant);
    }
  }

  /** Listeners on one actions block; they stop the row's own click/double-click handling. */
  #activateActions(block: HTMLElement, combat: TrackedCombat, combatant: PhaseSixCombatant): void {
    const stop = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    for (const type of ["click", "dblclick", "pointerdown", "mousedown"]) block.addEventListener(type, (event) => event.stopPropagation());
    // Only the labelled control spends: off its own turn a combatant spends a saved action as a reaction.
    block.querySelector<HTMLButtonElement>("[data-phasesix-action=spend]")?.addEventListener("click", (event) => {
      stop(event);
      if (combatant.isOwner) void combatant.spendActions(1, combat.combatant?.id === combatant.id ? "action" : "reaction");
    });
    block.querySelector<HTMLButtonElement>("[data-phasesix-action=giveBack]")?.addEventListener("click", (event) => {
      stop(event);
      if (combatant.isOwner) void combatant.giveBackAction();
    });
    for (const option of block.querySelectorAll<HTMLButtonElement>("[data-phasesix-option]")) {
      option.addEventListener("click", (event) => {
        stop(event);
        if (combatant.isOwner) void PhaseSixCombatTracker.chooseOption(combatant, option.dataset.phasesixOption ?? "");
      });
    }
    block.querySelector<HTMLButtonElement>("[data-phasesix-action=bonus]")?.addEventListener("click", (event) => {
      stop(event);
      void combatant.buyActionWithBonusDie();
    });
    block.querySelector<HTMLButtonElement>("[data-phasesix-action=steal]")?.addEventListener("click", (event) => {
      stop(event);
      void PhaseSixCombatTracker.promptSteal(combat, combatant);
    });
  }

  /**
   * Carry out an entry of the options menu (the same operations as the row's context menu). Raising a
   * shield needs a one-handed weapon at hand, two-weapon fighting two one-handed weapons of the same
   * kind (rules/attack/requirements.ts): otherwise the reason is shown and nothing changes.
   */
  static chooseOption(combatant: PhaseSixCombatant, option: string): Promise<boolean> {
    const weapons = combatant.actor ? requirementWeapons(combatant.actor) : [];
    const refusal = option === "raiseShield" ? shieldRefusal(weapons) : option === "twoWeaponsOn" ? twoWeaponsRefusal(weapons) : null;
    if (refusal) {
      ui.notifications.warn(game.i18n.localize(`PHASESIX.Requirement.${refusal}`));
      return Promise.resolve(false);
    }
    switch (option) {
      case "aim":
        return combatant.aim();
      case "accurate":
        return combatant.prepareAccurateAttack();
      case "raiseShield":
        return combatant.setShieldBlock(true);
      case "lowerShield":
        return combatant.setShieldBlock(false);
      case "twoWeaponsOn":
        return combatant.setTwoWeapons(true);
      case "twoWeaponsOff":
        return combatant.setTwoWeapons(false);
      default:
        return Promise.resolve(false);
    }
  }

  /** Ask the owner whom to steal an action from, then send the request to the GM. */
  static async promptSteal(combat: TrackedCombat, thief: PhaseSixCombatant): Promise<void> {
    const victims = stealVictims(combat, thief).map((c) => ({
      id: c.id,
      name: c.name,
      known: c.testUserPermission(game.user, "OBSERVER"),
      actions: String(c.phaseSix?.actions.value ?? 0),
      max: String(c.currentMaximum),
    }));
    if (victims.length === 0) {
      ui.notifications.warn(game.i18n.localize("PHASESIX.Combat.Reason.victimNotInCombat"));
      return;
    }
    const content = await foundry.applications.handlebars.renderTemplate(STEAL_DIALOG_TEMPLATE, { victims });
    const result: unknown = await foundry.applications.api.DialogV2.input({
      classes: dialogClasses(),
      window: { title: game.i18n.localize("PHASESIX.Combat.Steal.Title") },
      content,
      ok: { label: game.i18n.localize("PHASESIX.Combat.Steal.Confirm"), icon: "fa-solid fa-hand-sparkles" },
      rejectClose: false,
    });
    const victimId = typeof result === "object" && result !== null ? (result as { victim?: unknown }).victim : undefined;
    const victim = typeof victimId === "string" ? combat.combatants.get(victimId) : undefined;
    if (victim) await thief.stealActionFrom(victim);
  }
}
