/**
 * The attack before and around its roll (issue 10 → Deliver 1), one path for the character sheet,
 * the NPC sheet and hotbar macros (`rollAttack` in roll-check.ts calls these):
 *
 * - the dialog starts from the attacker's combatant in a running combat: aiming, accurate attack
 *   and the recoil streak the tracker holds, and the actions available (the user may override);
 * - `phasesix.preAttack` lets modules cancel or alter the attack after the dialog;
 * - the attack spends its actions through the combatant (the GM query path for combatants this
 *   user may not change): the attack, extra aiming/accurate actions, massive attack. Missing
 *   actions stop a player with a clear warning; the GM is asked whether to force it;
 * - the weapon's ammunition is spent (single 1, burst 3); a weapon with too little cannot fire;
 * - a thrown miss deviates (d12 clock direction, d6 metres), and for an area weapon the landing
 *   point is pinged on the canvas.
 *
 * The rules are in the core (`rules/combat/attack-cost.ts`, `rules/attack/deviation.ts`); this is
 * the thin Foundry side.
 */
import type { AttackCost, CombatantState } from "../rules/combat/index.ts";
import { attackCost, attackSpends, trackerAttackOptions } from "../rules/combat/index.ts";
import type { ActorRollView } from "../rules/catalog/index.ts";
import type { AttackOptions, AttackRequest, PreparedCheck } from "../rules/roll-request/index.ts";
import { prepareAttack } from "../rules/roll-request/index.ts";
import type { AttackMode } from "../rules/items/vocabulary.ts";
import { FREE_BOUND_WEAPON_ACTIONS } from "../rules/items/weapon.ts";
import { landingPoint, throwDeviates, type PlanePoint } from "../rules/attack/deviation.ts";
import { attackDistance } from "../rules/attack/distance.ts";
import { countedElevation, tokenCentre } from "../foundry-compat/scene-levels.ts";
import { rollDeviation, type Deviation } from "../rules/attack/special.ts";
import { WeaponData } from "../data/item/weapon.ts";
import type { RequirementRefusal, RequirementWeapon } from "../rules/attack/requirements.ts";
import { coupDeGraceRefusal, knockoutRefusal, supportRefusal } from "../rules/attack/requirements.ts";
import { actorConditions } from "../documents/combat-actor.ts";
import { requirementWeapons } from "./chat/attack-actors.ts";
import { CombatantData } from "../data/combatant.ts";
import { currentRuleset } from "../data/ruleset.ts";
import type { PhaseSixCombatant } from "../documents/combatant.ts";
import type { DialogTracker } from "./roll-dialog-context.ts";
import { dialogClasses } from "../constants.ts";
import { speakerOf, storedActor } from "../foundry-compat/stored.ts";

/** The hook modules use to cancel (return false) or alter an attack before it is rolled. */
export const PRE_ATTACK_HOOK = "phasesix.preAttack";

/**
 * What `phasesix.preAttack` receives (mutable): the weapon's numbers and mode, the options chosen
 * in the dialog, the weapon item (null for NPC list attacks and unarmed), and the actions the attack
 * costs now in a running combat (null outside combat; recomputed after the hook).
 */
export interface PreAttackData {
  attack: AttackRequest;
  options: AttackOptions;
  weapon: Item.Implementation | null;
  cost: AttackCost | null;
}

/**
 * Call a Phase Six hook. Our hook names are not in fvtt-types' hook table (augmenting it needs a
 * namespace declaration, which the lint rules forbid), so `Hooks.call` is typed for them here once.
 */
export function callSystemHook(name: string, ...args: unknown[]): boolean {
  const call = Hooks.call as unknown as (hook: string, ...rest: unknown[]) => boolean;
  return call.call(Hooks, name, ...args);
}

/**
 * The attacker's combatant in the active, started combat (null outside combat). Found by its Phase
 * Six data rather than by class, so this module does not load the document classes (the rolls layer
 * is imported everywhere); the system's combatant class is always PhaseSixCombatant.
 */
export function attackerCombatant(actor: Actor.Implementation): PhaseSixCombatant | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  const found: unknown = combat.getCombatantsByActor(storedActor(actor)).find((c) => c.system instanceof CombatantData);
  return isPhaseSixCombatant(found) ? found : null;
}

function isPhaseSixCombatant(value: unknown): value is PhaseSixCombatant {
  const c = value as Partial<PhaseSixCombatant> | undefined;
  return typeof c?.spendActions === "function" && typeof c.forceAttack === "function";
}

/** Whether the actor's combatant in the running combat holds a raised shield block (movement halved). */
export function shieldBlockRaised(actor: Actor.Implementation): boolean {
  return attackerCombatant(actor)?.phaseSix?.shieldBlock === true;
}

/**
 * A combatant's shield block changed (or the combat ended): re-render its actor's open sheet so the
 * halved movement shows. Registered as `updateCombatant` and `deleteCombat`.
 */
export function refreshSheetOfCombatant(combatant: { actor?: Actor.Implementation | null } | null | undefined): void {
  const sheet = combatant?.actor?.sheet;
  if (sheet?.rendered) void sheet.render();
}

/** A combatant's rules state (null for a combatant without Phase Six data). */
function stateOf(combatant: PhaseSixCombatant | null): CombatantState | null {
  return combatant?.phaseSix?.state ?? null;
}

/** The tracker part of the dialog (null outside combat). */
export function dialogTracker(combatant: PhaseSixCombatant | null): DialogTracker | undefined {
  const state = stateOf(combatant);
  return state ? { actions: state.actions, aiming: state.aiming, accurate: state.accurate, recoil: state.recoil } : undefined;
}

/** The dialog's starting values from the tracker (none outside combat). */
export function trackerOptions(combatant: PhaseSixCombatant | null, mode: AttackMode): AttackOptions {
  const state = stateOf(combatant);
  return state ? { ...trackerAttackOptions(state, mode, currentRuleset().combat.aimingWeapons) } : {};
}

/** The weapon data of an item, or null. */
function weaponData(weapon: Item.Implementation | null | undefined): WeaponData | null {
  const system: unknown = weapon?.system;
  return system instanceof WeaponData ? system : null;
}

/** Whether the weapon holds enough ammunition for an attack in `mode` (always true without a weapon). */
export function weaponCanFire(weapon: Item.Implementation | null | undefined, mode: AttackMode): boolean {
  const data = weaponData(weapon);
  return data ? data.canAttack(mode) : true;
}

/** Whether sticky protection has bound the weapon (it cannot attack until freed). */
export function weaponBound(weapon: Item.Implementation | null | undefined): boolean {
  return weaponData(weapon)?.bound === true;
}

/**
 * Free a weapon bound by sticky protection: in a running combat the combatant spends
 * FREE_BOUND_WEAPON_ACTIONS first (through the GM when needed; a refusal is shown and the weapon stays
 * bound); outside combat actions are not counted. False when nothing was freed.
 */
export async function freeWeapon(actor: Actor.Implementation, weapon: Item.Implementation): Promise<boolean> {
  if (!weaponBound(weapon)) return false;
  const combatant = attackerCombatant(actor);
  if (combatant && !(await combatant.spendActions(FREE_BOUND_WEAPON_ACTIONS, "action"))) return false;
  await weapon.update({ system: { bound: false } } as Item.UpdateData);
  return true;
}

/** Warn that a weapon cannot fire (too little ammunition). */
function warnNoAmmunition(weapon: Item.Implementation): void {
  ui.notifications.warn(game.i18n.format("PHASESIX.Sheet.NoAmmunition", { name: weapon.name }));
}

/**
 * The metres from the actor's token to the user's first target on the canvas (the optional range
 * rule's default distance), or undefined without a canvas, a token or a target. Grid units are read
 * as metres; on Foundry 14 a difference in elevation counts (a straight line through the air, the
 * core's attackDistance).
 */
export function targetDistance(actor: Actor.Implementation): number | undefined {
  const target = Array.from(game.user.targets ?? [])[0];
  const own = actor.getActiveTokens?.()[0];
  const grid = canvas?.grid;
  if (!target || !own || !grid) return undefined;
  const measured = grid.measurePath([own.center, target.center], {});
  // Through the air when they stand at different heights (Foundry 14 levels; 0 on 13: as before).
  const height = countedElevation(target) - countedElevation(own);
  if (!Number.isFinite(measured.distance) || !Number.isFinite(height)) return Math.round(measured.distance);
  return Math.round(attackDistance(Math.max(0, measured.distance), height));
}

/**
 * Ask the GM whether to roll an attack whose actions are missing. Players are never asked: they get
 * the warning only.
 */
async function gmForces(actorName: string, cost: number, available: number): Promise<boolean> {
  if (!game.user.isGM) return false;
  const text = game.i18n.format("PHASESIX.Attack.ForcePrompt", { name: actorName, cost: String(cost), available: String(available) });
  const answer = await foundry.applications.api.DialogV2.confirm({
    classes: dialogClasses(),
    window: { title: game.i18n.localize("PHASESIX.Attack.ForceTitle") },
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    yes: { label: game.i18n.localize("PHASESIX.UI.RollAnyway"), icon: "fa-solid fa-dice" },
    no: { label: game.i18n.localize("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" },
  });
  return answer === true;
}

/** What the caller of {@link beforeAttackRoll} knows. */
export interface AttackContext {
  actor: Actor.Implementation;
  view: ActorRollView;
  attack: AttackRequest;
  options: AttackOptions;
  weapon: Item.Implementation | null;
  /** GM: roll even when actions are missing, without asking. */
  force?: boolean;
}

/**
 * Everything between the dialog and the dice: the `phasesix.preAttack` hook, range, ammunition,
 * the actions in a running combat, then the ammunition spent. Returns the check to roll, or null
 * when the attack does not happen (a warning was shown, or a module cancelled it).
 */
export async function beforeAttackRoll(context: AttackContext): Promise<PreparedCheck | null> {
  const { actor } = context;
  const combatant = attackerCombatant(actor);
  const state = stateOf(combatant);
  const data: PreAttackData = {
    attack: { ...context.attack },
    options: { ...context.options },
    weapon: context.weapon,
    cost: state ? attackCost(state, { mode: context.attack.mode, ...context.options }, context.options.rules?.aimingWeapons) : null,
  };
  if (!callSystemHook(PRE_ATTACK_HOOK, actor, data)) return null;
  const refusal = attackRequirementRefusal(actor, data.weapon, data.attack.weaponName, data.options);
  if (refusal) {
    ui.notifications.warn(game.i18n.localize(`PHASESIX.Requirement.${refusal}`));
    return null;
  }

  const check = prepareAttack(context.view, data.attack, data.options);
  if (check.attack && !check.attack.possible) {
    ui.notifications.warn(game.i18n.localize("PHASESIX.Dialog.Attack.OutOfRange"));
    return null;
  }
  const mode = data.attack.mode;
  if (data.weapon && !weaponCanFire(data.weapon, mode)) {
    warnNoAmmunition(data.weapon);
    return null;
  }
  if (combatant && state && !(await spendAttackActions(actor, combatant, state, mode, data.options, context.force === true))) return null;
  if (data.weapon && !(await data.weapon.useAmmunition(mode))) {
    warnNoAmmunition(data.weapon);
    return null;
  }
  return check;
}

/** The attacking weapon as the requirements read it; "npc" for an NPC's attack row (the GM's call), null unarmed. */
function attackWeapon(actor: Actor.Implementation, weapon: Item.Implementation | null, weaponName: string): RequirementWeapon | "npc" | null {
  if (weapon) {
    const s = weapon.system as unknown as { category?: unknown; twoHanded?: unknown; isMelee?: unknown; skill?: unknown };
    return { category: typeof s.category === "string" ? s.category : "", twoHanded: s.twoHanded === true, melee: s.isMelee === true, shooting: s.skill === "shooting" };
  }
  const rows = requirementWeapons(actor).filter((w) => w.category === `npc:${weaponName}`);
  return rows.length > 0 ? "npc" : null;
}

/**
 * What the attack dialog's choices require (rules/attack/requirements.ts), or null: a supported weapon
 * shoots and is no bow; a K.O. attack needs a blunt weapon (an NPC's attack rows are the GM's call);
 * a coup de grâce needs every target unconscious or Dying — sleeping is no condition, so the GM may
 * strike a sleeping target, a player may not.
 */
export function attackRequirementRefusal(actor: Actor.Implementation, weapon: Item.Implementation | null, weaponName: string, options: AttackOptions): RequirementRefusal | null {
  const held = attackWeapon(actor, weapon, weaponName);
  if (options.supported && held !== "npc") {
    const refusal = supportRefusal(held);
    if (refusal) return refusal;
  }
  if (options.knockout && held !== "npc") {
    const refusal = knockoutRefusal(held);
    if (refusal) return refusal;
  }
  if (options.coupDeGrace && !game.user.isGM) {
    const targets = (game.user as unknown as { targets?: Iterable<{ actor?: Actor.Implementation | null }> }).targets;
    for (const token of targets ?? []) {
      const refusal = coupDeGraceRefusal(actorConditions(token.actor));
      if (refusal) return refusal;
    }
  }
  return null;
}

/**
 * Pay the attack's actions through the combatant (each spend goes to the GM when this user may not
 * change the combatant). Missing actions: a player is warned and nothing is spent; the GM may force
 * the attack, which drops the combatant's actions to 0.
 */
async function spendAttackActions(
  actor: Actor.Implementation,
  combatant: PhaseSixCombatant,
  state: CombatantState,
  mode: AttackMode,
  options: AttackOptions,
  force: boolean,
): Promise<boolean> {
  const choice = { mode, aimActions: options.aimActions ?? 0, accurateActions: options.accurateActions ?? 0, massiveActions: options.massiveActions ?? 0, supported: options.supported === true };
  const cost = attackCost(state, choice, currentRuleset().combat.aimingWeapons);
  if (state.actions < cost.total) {
    const forced = game.user.isGM && (force || (await gmForces(actor.name ?? "", cost.total, state.actions)));
    if (!forced) {
      ui.notifications.warn(
        game.i18n.format("PHASESIX.Attack.ActionsMissing", { name: actor.name ?? "", cost: String(cost.total), available: String(state.actions) }),
      );
      return false;
    }
    return combatant.forceAttack(choice);
  }
  for (const spend of attackSpends(cost, mode)) {
    if (!(await combatant.spendActions(spend.count, spend.kind))) return false;
  }
  return true;
}

/**
 * Reload a weapon (issue 10: reload costs the weapon's reload actions): in a running combat the
 * combatant spends them first (through the GM when needed; a refusal is shown and nothing is
 * reloaded); outside combat actions are not counted. False when nothing was reloaded.
 */
export async function reloadWeapon(actor: Actor.Implementation, weapon: Item.Implementation): Promise<boolean> {
  const data = weaponData(weapon);
  if (!data || data.stats.capacity <= 0 || data.ammunition >= data.stats.capacity) return false;
  const cost = data.stats.reloadActions;
  const combatant = attackerCombatant(actor);
  if (combatant && cost > 0 && !(await combatant.spendActions(cost, "action"))) return false;
  return weapon.reload();
}

/** The centre of a placeable on the canvas, or null. */
function centreOf(token: { center?: { x: number; y: number }; document?: { elevation?: unknown } | null } | undefined): PlanePoint | null {
  return tokenCentre(token);
}

/**
 * After a thrown attack: a miss deviates (d12 clock direction, d6 metres), announced in chat; for an
 * area weapon (splash damage or a cone) the landing point is pinged on the canvas. Returns the
 * deviation, or null when the throw hit.
 */
export async function afterThrow(
  actor: Actor.Implementation,
  weapon: Item.Implementation | null,
  successes: number,
  random: () => number = () => CONFIG.Dice.randomUniform(),
): Promise<Deviation | null> {
  if (!throwDeviates(successes)) return null;
  const deviation = rollDeviation(random, currentRuleset().combat.deviationDirection);
  const name = weapon?.name ?? "";
  const text = game.i18n.format("PHASESIX.Attack.Deviation", { name, clock: String(deviation.clock), metres: String(deviation.metres) });
  await ChatMessage.implementation.create({
    speaker: speakerOf(actor),
    content: `<p class="phasesix-deviation"><i class="fa-solid fa-clock"></i> ${foundry.utils.escapeHTML(text)}</p>`,
  });
  const data = weaponData(weapon);
  if (data && (data.stats.splashDamage > 0 || data.cone > 0)) pingLanding(actor, deviation);
  return deviation;
}

/** Ping where a deviating throw lands (thin canvas call; nothing without a canvas, token or target). */
function pingLanding(actor: Actor.Implementation, deviation: Deviation): void {
  const board = canvas;
  const grid = board?.grid;
  const from = centreOf(actor.getActiveTokens?.()[0]);
  const to = centreOf(Array.from(game.user.targets ?? [])[0]);
  if (!board || !grid || !from || !to || grid.distance <= 0) return;
  const point = landingPoint(from, to, deviation, grid.size / grid.distance);
  void board.ping(point);
}
