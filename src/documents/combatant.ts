/**
 * The Phase Six Combatant. Thin: the action rules are in `src/rules/combat`, applied through
 * `combatant-ops.ts`; changes this user may not make go to the active GM (`combat-requests.ts`).
 */
import type { ActionKind, AttackChoice, RefreshInput } from "../rules/combat/index.ts";
import { aimingBonus, forceAttack, refreshActions, refreshMaximum, rollQuickReaction, withQuickReaction, type QuickReactionResult } from "../rules/combat/index.ts";
import type { FaceSource } from "../rules/index.ts";
import { postQuickReactionCard } from "./quick-reaction-card.ts";
import { currentRuleset } from "../data/ruleset.ts";

/** The actor's own innate-protection refill, when it has one (characters). */
async function refillInnateOf(actor: Actor.Implementation | null): Promise<void> {
  const refill = (actor as { refillInnateProtection?: () => Promise<void> } | null)?.refillInnateProtection;
  if (actor && typeof refill === "function") await refill.call(actor);
}
import { incapacitated } from "../rules/combat/reactions.ts";
import { initiativeDice, initiativeSortValue } from "../rules/index.ts";
import { SYSTEM_ID } from "../constants.ts";
import { PhaseSixDie, PhaseSixInitiativeRoll, foundryFaces, type InitiativeOnRoll } from "../dice/index.ts";
import { CombatantData, combatantStateUpdate } from "../data/combatant.ts";
import type { ActionOperation, OperationResult } from "./combatant-ops.ts";
import { applyActionOperation } from "./combatant-ops.ts";
import { actorConditions, actorMaxActions, actorRollView } from "./combat-actor.ts";
import { reportResult, requestActionOperation, requestStealAction } from "./combat-requests.ts";
import type { Refusal } from "../gm-channel/refusal.ts";
import { serialized } from "../gm-channel/serialized.ts";
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../hooks.ts";

export class PhaseSixCombatant extends Combatant {
  /** This combatant's Phase Six data, or null for a combatant of an unknown type. */
  get phaseSix(): CombatantData | null {
    return this.system instanceof CombatantData ? this.system : null;
  }

  /** Quickness and Deftness of the actor: the initiative tie-breaks (0 when unknown). */
  get tieBreaks(): { quickness: number; deftness: number } {
    const attributes = actorRollView(this.actor)?.attributes;
    return { quickness: attributes?.quickness ?? 0, deftness: attributes?.deftness ?? 0 };
  }

  /** What the next refresh restores: the actor's actions, 0 unconscious, Dying or defeated, +1 two weapons. */
  get refreshInput(): RefreshInput {
    return {
      max: actorMaxActions(this.actor),
      // Dying means unconscious: 0 actions, whatever the Unconscious counter says (RULES.md → Combat).
      unconscious: this.isDefeated || incapacitated(actorConditions(this.actor)),
      twoWeapons: this.phaseSix?.twoWeapons ?? false,
    };
  }

  /** The refresh maximum now (what the next refresh restores before a pending loss). */
  get currentMaximum(): number {
    return refreshMaximum(this.refreshInput);
  }

  /**
   * Refresh at the start of the own turn (RULES.md → Combat): actions = refresh maximum − pending
   * loss. Called by the combat on the active GM's client.
   */
  async refreshActions(): Promise<void> {
    const data = this.phaseSix;
    if (!data) return;
    const input = this.refreshInput;
    // The first turn's refresh ends a Quick Reaction (2026 combat chapter → Beginn des Kampfes).
    // Moves of an earlier turn are no longer undone for actions (Foundry clears its movement history too).
    const update: Record<string, unknown> = { ...combatantStateUpdate(refreshActions(data.state, input), refreshMaximum(input)), "system.quickReaction": false, "system.hadTurn": true, "system.moves": [] };
    await this.update(update);
    // 2026 character chapter → "Schutz": innate protection refills at the start of each own turn.
    if (currentRuleset().combat.innateProtection === "refillOnOwnTurn") await refillInnateOf(this.actor);
  }

  /** Whether the combatant's own turn has already come in this combat. */
  get hadFirstTurn(): boolean {
    return this.phaseSix?.hadTurn ?? false;
  }

  /**
   * Roll this combatant's Quick Reaction (2026 edition): Apprehension at the normal minimum roll;
   * a success gives one reaction-only action until the first turn. GM side (combat start, or the
   * GM's re-roll from the tracker). Returns the result, or null for a combatant without an actor.
   */
  async rollQuickReaction(source: FaceSource = foundryFaces()): Promise<QuickReactionResult | null> {
    const data = this.phaseSix;
    const view = actorRollView(this.actor);
    if (!data || !view || !game.user.isGM) return null;
    const result = rollQuickReaction(
      { apprehension: view.attributes.apprehension, minRoll: view.minRoll, incapacitated: this.isDefeated || incapacitated(actorConditions(this.actor)) },
      source,
    );
    const update: Record<string, number | boolean> = { ...combatantStateUpdate(withQuickReaction(data.state, result.granted)), "system.quickReaction": result.granted };
    await this.update(update);
    return result;
  }

  /** The GM's re-roll from the tracker: a new roll, announced in chat. */
  async rerollQuickReaction(): Promise<boolean> {
    const result = await this.rollQuickReaction();
    if (!result) return false;
    await postQuickReactionCard([{ name: this.name ?? "", hidden: this.hidden, result }]);
    return true;
  }

  /** The GM grants (or takes back) a Quick Reaction without a roll. */
  async setQuickReaction(granted: boolean): Promise<boolean> {
    const data = this.phaseSix;
    if (!data || !game.user.isGM) return false;
    const update: Record<string, number | boolean> = { ...combatantStateUpdate(withQuickReaction(data.state, granted)), "system.quickReaction": granted };
    await this.update(update);
    return true;
  }

  /** Spend actions (own turn, reaction, attack…); notifies and returns false when refused. */
  spendActions(count = 1, kind: ActionKind = "action"): Promise<boolean> {
    return this.#operate({ op: "spend", count, kind });
  }

  /**
   * The GM forces an attack whose actions are missing: the actions drop to 0 (never below) and
   * recoil and aiming move as after a paid attack. GM only; false for anyone else.
   */
  async forceAttack(choice: AttackChoice): Promise<boolean> {
    const data = this.phaseSix;
    if (!game.user.isGM || !data) return false;
    await this.update(combatantStateUpdate(forceAttack(data.state, choice)));
    return true;
  }

  /** A token move spends `count` actions (Foundry's movement id remembers them for the undo). */
  spendMove(count: number, movementId: string): Promise<boolean> {
    return this.#operate({ op: "move", count, movementId });
  }

  /** Undone token moves give back the actions they spent. */
  undoMoves(movementIds: string[]): Promise<boolean> {
    return this.#operate({ op: "undoMove", movementIds });
  }

  /** Give one action back (undo), up to the refresh maximum. */
  giveBackAction(): Promise<boolean> {
    return this.#operate({ op: "giveBack" });
  }

  /** Spend a bonus die of the actor for +1 action at once. */
  buyActionWithBonusDie(): Promise<boolean> {
    return this.#operate({ op: "bonusDie" });
  }

  /** Invest one action in aiming for the next attack (2 per action, variant "web" 1; at most Perception). */
  aim(): Promise<boolean> {
    const bonusPerAction = game.settings.get(SYSTEM_ID, "aimingVariant") === "web" ? 1 : 2;
    return this.#operate({ op: "aim", bonusPerAction });
  }

  /** Invest one action in an accurate attack (−1 min roll for the next attack each; at most Perception). */
  prepareAccurateAttack(): Promise<boolean> {
    return this.#operate({ op: "accurate" });
  }

  /** Actions invested in an accurate attack (the next attack's min roll is lowered by as many). */
  get accurateActions(): number {
    return this.phaseSix?.accurate ?? 0;
  }

  /**
   * Hit while aiming: the gathered aiming bonus is lost. Goes through the GM for others'
   * combatants, naming the attack card (`messageId`) whose attack on this combatant justifies it.
   */
  loseAiming(messageId?: string): Promise<boolean> {
    return this.#operate(messageId ? { op: "loseAiming", messageId } : { op: "loseAiming" });
  }

  /** Raise a shield block (2 actions, own turn only) or lower it (free). */
  setShieldBlock(raise: boolean): Promise<boolean> {
    return this.#operate({ op: "shieldBlock", raise });
  }

  /** Fight with two weapons of the same kind (+1 action at each refresh), or stop. */
  setTwoWeapons(active: boolean): Promise<boolean> {
    return this.#operate({ op: "twoWeapons", active });
  }

  /** Recoil steps the next firearm attack suffers (directly preceding firearm attacks this round). */
  get recoilSteps(): number {
    return this.phaseSix?.recoil ?? 0;
  }

  /** Actions invested in aiming for the next attack. */
  get aimingActions(): number {
    return this.phaseSix?.aiming ?? 0;
  }

  /** The critical-threshold bonus the aiming gives the next attack (2 per action, "web" 1; at most Perception). */
  get aimingBonus(): number {
    const perception = actorRollView(this.actor)?.skills.perception ?? 0;
    const bonusPerAction = game.settings.get(SYSTEM_ID, "aimingVariant") === "web" ? 1 : 2;
    return aimingBonus(this.aimingActions, { perception, bonusPerAction });
  }

  /**
   * Spend a destiny die of the actor to steal one action from `victim` (same combat). Always
   * decided by the active GM, who may change the victim's combatant, and announced in chat.
   */
  async stealActionFrom(victim: Combatant.Implementation): Promise<boolean> {
    const combat = this.combat;
    if (!combat?.id || !this.id || !victim.id) return reportResult({ ok: false, reason: "combatantNotFound" });
    // Modules may cancel the steal (false) before the destiny die is spent.
    if (!callPreHook(SYSTEM_HOOKS.preSteal, this, victim)) return false;
    // On success the GM announces the steal in chat for everyone.
    const result = await requestStealAction({ combatId: combat.id, thiefId: this.id, victimId: victim.id });
    if (result.ok) callAfterHook(SYSTEM_HOOKS.steal, this, victim, result);
    return reportResult(result);
  }

  /**
   * Whether this user may write this combatant's system data here. Foundry decides who may update
   * which combatant fields (`BaseCombatant` permissions; older cores let players touch only
   * initiative, flags and defeated), so ask it with a probe instead of risking a permission error.
   */
  canUpdateSystemHere(): boolean {
    const probe = { system: { actions: { value: this.phaseSix?.actions.value ?? 0 } } } as Combatant.UpdateData;
    return this.isOwner && this.canUserModify(game.user, "update", probe);
  }

  /**
   * Apply an operation here when this user may update the combatant (and owns its actor), else let
   * the active GM apply it after checking that this user owns the combatant.
   */
  async #operate(operation: ActionOperation): Promise<boolean> {
    let result: OperationResult | Refusal;
    // Here too one operation per combat after another (the GM's queue for it): a double click spends once.
    if (this.canUpdateSystemHere() && this.actor?.isOwner !== false) result = await serialized(`Combat.${this.combat?.id ?? ""}`, () => applyActionOperation(this, operation));
    else if (this.combat?.id && this.id) result = await requestActionOperation(this.combat.id, this.id, operation);
    else result = { ok: false, reason: "combatantNotFound" };
    return reportResult(result);
  }

  /**
   * The initiative roll: Quickness exploding dice summed, or one exploding die + Quickness in the
   * "web" variant (RULES.md → Combat → Initiative). The dice are Phase Six dice (`dp`, the rules
   * core's exploding d6 that keeps each die's chain), so the chat shows 6+6+2 as one die; the roll's
   * total is the sum of the die totals. The tie-breaks are added when the value is stored.
   */
  override getInitiativeRoll(formula?: string): Roll.Implementation {
    const options = formula ? {} : { phasesixInitiative: this.#initiativeBasis() };
    return new PhaseSixInitiativeRoll(formula || this.initiativeFormula(), {}, options) as unknown as Roll.Implementation;
  }

  /** What this combatant's initiative is rolled from under the world's initiative rule. */
  #initiativeBasis(): InitiativeOnRoll {
    const variant = game.settings.get(SYSTEM_ID, "initiativeVariant") === "web" ? "web" : "book";
    return { variant, quickness: this.tieBreaks.quickness, shocked: actorConditions(this.actor).shocked };
  }

  /** The initiative formula of this combatant under the world's initiative rule. */
  initiativeFormula(): string {
    const { quickness, variant, shocked } = this.#initiativeBasis();
    // Shocked X: X dice fewer, the initiative roll included (RULES.md → Conditions).
    const dice = initiativeDice(quickness, variant, shocked);
    const die = PhaseSixDie.DENOMINATION;
    if (variant === "web") {
      const pool = dice > 0 ? `${dice}d${die}` : "0";
      return quickness === 0 ? pool : `${pool} ${quickness < 0 ? "-" : "+"} ${Math.abs(quickness)}`;
    }
    return dice > 0 ? `${dice}d${die}` : "0";
  }

  /** Store any initiative (rolled or typed in) with the tie-breaks built in (27 → 27.0403), idempotently. */
  protected override async _preUpdate(
    changed: Combatant.UpdateData,
    options: Combatant.Database.PreUpdateOptions,
    user: User.Stored,
  ): Promise<boolean | undefined> {
    if (typeof changed.initiative === "number") {
      const { quickness, deftness } = this.tieBreaks;
      // Round first: a stored value already carries tie-breaks within ±0.5 of its total.
      changed.initiative = initiativeSortValue(Math.round(changed.initiative), quickness, deftness);
    }
    const allowed = await super._preUpdate(changed, options, user);
    return allowed === false ? false : undefined;
  }
}
