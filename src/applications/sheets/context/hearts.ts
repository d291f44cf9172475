/**
 * Hearts (RULES.md → Wounds): health is shown as hearts, one per point of max health, and boosts as
 * extra hearts in another colour after them. A full heart is clicked to take a wound, an empty one to
 * heal a wound; a boost heart is clicked to take a wound too (boosts take wounds first, and cannot be
 * healed).
 */
import { currentHealth } from "../../../rules/character/index.ts";
import { int } from "./coerce.ts";

export type HeartState = "full" | "empty" | "boost";

export interface HeartView {
  state: HeartState;
  /** What a click on it does. */
  action: "wound" | "heal";
  /** 1-based number for labels. */
  number: number;
  /** What the click will do, said before it costs health: an i18n key formatted with `from` and `to`. */
  hint: string;
  from: number;
  to: number;
}

/**
 * What a click does (a wound takes a boost first; the last point of health makes the character
 * Dying — RULES.md → Conditions), as the tooltip's key and numbers.
 */
function hintOf(action: HeartView["action"], health: number, boosts: number): Pick<HeartView, "hint" | "from" | "to"> {
  if (action === "heal") return { hint: "PHASESIX.Sheet.HeartHint.Heal", from: health, to: health + 1 };
  if (boosts > 0) return { hint: "PHASESIX.Sheet.HeartHint.Boost", from: boosts, to: boosts - 1 };
  return { hint: health <= 1 ? "PHASESIX.Sheet.HeartHint.Dying" : "PHASESIX.Sheet.HeartHint.Wound", from: health, to: Math.max(0, health - 1) };
}

/** More hearts than this are shown as a number (a dragon with 200 health). */
export const MAX_HEARTS = 40;

/**
 * The hearts of an actor with `maxHealth` hearts, `wounds` of them lost, and `boosts` extra hearts.
 * Inputs are coerced (never NaN) and clamped: wounds within 0…max, boosts ≥ 0, at most
 * {@link MAX_HEARTS} hearts in total (the sheet then shows numbers beside them).
 */
export function heartsOf(maxHealth: unknown, wounds: unknown, boosts: unknown): HeartView[] {
  const max = Math.max(0, int(maxHealth));
  const lost = Math.min(max, Math.max(0, int(wounds)));
  const extra = Math.max(0, int(boosts));
  const hearts: HeartView[] = [];
  for (let i = 0; i < max && hearts.length < MAX_HEARTS; i++) {
    const full = i < max - lost;
    const action = full ? "wound" : "heal";
    hearts.push({ state: full ? "full" : "empty", action, number: i + 1, ...hintOf(action, max - lost, extra) });
  }
  for (let i = 0; i < extra && hearts.length < MAX_HEARTS; i++) {
    hearts.push({ state: "boost", action: "wound", number: max + i + 1, ...hintOf("wound", max - lost, extra) });
  }
  return hearts;
}

/** Health figures for the header: current/max and boosts, coerced. */
export function healthView(maxHealth: unknown, wounds: unknown, boosts: unknown) {
  const max = Math.max(0, int(maxHealth));
  const lost = Math.min(max, Math.max(0, int(wounds)));
  const extra = Math.max(0, int(boosts));
  const hearts = heartsOf(max, lost, extra);
  return { value: currentHealth({ wounds: lost }, { maxHealth: max }), max, boosts: extra, hearts, truncated: max + extra > hearts.length };
}
