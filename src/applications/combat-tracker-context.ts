/**
 * The view of one combatant's actions in the combat tracker (pure, so it is tested without
 * Foundry): a pip per action up to the refresh maximum — filled = available — plus extra pips for
 * actions beyond it (bonus or stolen), the pending loss, and the owner's buttons.
 */

/** What the tracker knows about one combatant. */
export interface ActionsInput {
  combatantId: string;
  /** Available actions. */
  actions: number;
  /** The refresh maximum now (0 while unconscious). */
  max: number;
  pendingLoss: number;
  /** This user may spend and give back (owner or GM). */
  isOwner: boolean;
  /** It is this combatant's turn. */
  active: boolean;
  /** The combat has started (actions only matter then). */
  started: boolean;
  bonusDice: number;
  destinyDice: number;
  /** Another combatant it could steal from exists. */
  canStealFromSomeone: boolean;
  /**
   * Other combatants fight (not defeated) but every one shares this combatant's token disposition,
   * so none counts as an opponent: the steal control says so (and where the disposition is set).
   */
  onlyAllies?: boolean;
  /** Ongoing states shown as badges (all optional, 0/false = not shown). */
  recoil?: number;
  aimingBonus?: number;
  accurate?: number;
  shieldBlock?: boolean;
  twoWeapons?: boolean;
  /** It holds a Quick Reaction (2026 edition): its one action before the first turn is reaction-only. */
  quickReaction?: boolean;
}

/** One badge: a state worth seeing at a glance; `label` is a lang key formatted with `value`. */
export interface BadgeView {
  key: "recoil" | "aiming" | "accurate" | "shieldBlock" | "twoWeapons";
  icon: string;
  label: string;
  value: string;
}

/** What a pip stands for: an action to use on the own turn, one saved as a reaction, or a spent one. */
export type PipState = "available" | "reaction" | "quickReaction" | "spent";

/** One pip. */
export interface PipView {
  index: number;
  filled: boolean;
  /** Beyond the refresh maximum (from a bonus or destiny die). */
  extra: boolean;
  state: PipState;
  /** Lang key of the pip's text alternative. */
  label: string;
}

/** One labelled option of the owner's options menu (aim, accurate attack, shield, two weapons). */
export interface OptionView {
  action: "aim" | "accurate" | "raiseShield" | "lowerShield" | "twoWeaponsOn" | "twoWeaponsOff";
  label: string;
  disabled: boolean;
}

/** The template context of `templates/combat/actions.hbs`. */
export interface ActionsView {
  combatantId: string;
  pips: PipView[];
  actions: number;
  max: number;
  pendingLoss: number;
  active: boolean;
  canSpend: boolean;
  showButtons: boolean;
  bonusDice: number;
  destinyDice: number;
  canBuy: boolean;
  canSteal: boolean;
  /** Lang key of the steal control's tooltip: what it does, or why it is greyed out. */
  stealHint: string;
  /** Give a spent action back (an action spent by mistake). */
  canGiveBack: boolean;
  /** The explicit spend control says "use an action" on the own turn, "react" otherwise. */
  spendLabel: string;
  options: OptionView[];
  badges: BadgeView[];
}

/** The options menu: what the combatant may prepare now (only in a running combat, for owners). */
function options(input: ActionsInput, actions: number): OptionView[] {
  const none = actions <= 0;
  return [
    { action: "aim", label: "PHASESIX.Combat.Menu.Aim", disabled: none },
    { action: "accurate", label: "PHASESIX.Combat.Menu.Accurate", disabled: none },
    input.shieldBlock
      ? { action: "lowerShield", label: "PHASESIX.Combat.Menu.LowerShield", disabled: false }
      : { action: "raiseShield", label: "PHASESIX.Combat.Menu.RaiseShield", disabled: actions < 2 },
    input.twoWeapons
      ? { action: "twoWeaponsOff", label: "PHASESIX.Combat.Menu.TwoWeaponsOff", disabled: false }
      : { action: "twoWeaponsOn", label: "PHASESIX.Combat.Menu.TwoWeaponsOn", disabled: false },
  ];
}

/**
 * Whether a combatant is an opponent of the thief (the steal dialog lists only those): a different
 * token disposition (friendly, neutral, hostile, secret). Without a disposition on either side
 * nothing can be told apart, so every other combatant counts.
 */
export function isOpponent(thiefDisposition: number | null, otherDisposition: number | null): boolean {
  if (thiefDisposition === null || otherDisposition === null) return true;
  return thiefDisposition !== otherDisposition;
}

/** The badges of the ongoing states, in a fixed order. */
function badges(input: ActionsInput): BadgeView[] {
  const out: BadgeView[] = [];
  const add = (key: BadgeView["key"], icon: string, value: string) =>
    out.push({ key, icon, label: `PHASESIX.Combat.Badge.${key}`, value });
  if ((input.recoil ?? 0) > 0) add("recoil", "fa-burst", String(input.recoil));
  if ((input.aimingBonus ?? 0) > 0) add("aiming", "fa-crosshairs", String(input.aimingBonus));
  if ((input.accurate ?? 0) > 0) add("accurate", "fa-bullseye", String(input.accurate));
  if (input.shieldBlock) add("shieldBlock", "fa-shield-halved", "");
  if (input.twoWeapons) add("twoWeapons", "fa-hands", "");
  return out;
}

/**
 * What the steal control's tooltip says: what it does when it can be used, else why not — no
 * destiny die left, no other combatant still fighting, or only allies (the same token disposition).
 */
export function stealHint(input: Pick<ActionsInput, "destinyDice" | "canStealFromSomeone" | "onlyAllies">): string {
  if (input.destinyDice <= 0) return "PHASESIX.Combat.Actions.StealNoDestinyDie";
  if (!input.canStealFromSomeone) return input.onlyAllies ? "PHASESIX.Combat.Actions.StealOnlyAllies" : "PHASESIX.Combat.Actions.StealNobody";
  return "PHASESIX.Combat.Actions.StealHint";
}

/** At most this many pips are drawn (the data model caps actions at 20 as well). */
export const MAX_PIPS = 20;

/** Build the actions view of one combatant. */
export function actionsView(input: ActionsInput): ActionsView {
  const actions = Math.max(0, input.actions);
  const max = Math.max(0, input.max);
  const count = Math.min(MAX_PIPS, Math.max(actions, max));
  const pips: PipView[] = [];
  for (let index = 0; index < count; index++) {
    const filled = index < actions;
    const state: PipState = !filled ? "spent" : input.quickReaction && !input.active ? "quickReaction" : input.active || !input.started ? "available" : "reaction";
    pips.push({ index, filled, extra: index >= max, state, label: `PHASESIX.Combat.Pip.${state}` });
  }
  const canAct = input.isOwner && input.started;
  return {
    combatantId: input.combatantId,
    pips,
    actions,
    max,
    pendingLoss: Math.max(0, input.pendingLoss),
    active: input.active,
    canSpend: canAct && actions > 0,
    showButtons: canAct,
    bonusDice: input.bonusDice,
    destinyDice: input.destinyDice,
    canBuy: canAct && input.bonusDice > 0,
    canSteal: canAct && input.destinyDice > 0 && input.canStealFromSomeone,
    stealHint: stealHint(input),
    canGiveBack: canAct && actions < max,
    spendLabel: input.active ? "PHASESIX.Combat.Actions.SpendAction" : "PHASESIX.Combat.Actions.SpendReaction",
    options: canAct ? options(input, actions) : [],
    badges: badges(input),
  };
}
