/**
 * The chat card of a Phase Six roll as plain data for `templates/chat/roll-card.hbs` (pure: no
 * Foundry globals; the caller passes a translator). Each die is shown as its chain ("6+6+2 = 14"),
 * successes, criticals and destiny dice are marked, min roll and difficulty are stated, the outcome is
 * pass/fail, spell side effects are flagged, what was spent is noted, and the actions (bonus die,
 * destiny die, reroll, destiny reroll) come with their enabled state and a tooltip saying why not.
 */
import { currentRuleset } from "../../data/ruleset.ts";
import { DEFAULT_CRIT_THRESHOLD, destinyMinRoll, type AttackScore, type CheckScore, type ScoredDie } from "../../rules/index.ts";
import { ACTION_POOL, difficultyLabel, type ActionState, type RollAction } from "../../rules/roll-request/index.ts";
import type { PhaseSixRollData } from "../../dice/roll.ts";
import { castingOutcome } from "../../rules/extensions/index.ts";

/** `game.i18n.format` / `localize` in one: a key and optional data → text. */
export type Translate = (key: string, data?: Record<string, string | number>) => string;

export interface RollCardInput {
  data: PhaseSixRollData;
  score: CheckScore;
  attack?: AttackScore;
  /** Per-viewer action states; `undefined` or all "NoPermission" hides the buttons. */
  actions?: ActionState[];
  /** The roll is hidden from this viewer (blind / whisper not for them). */
  isPrivate: boolean;
  flavor?: string | undefined;
  /** The cast spell's rules text, enriched HTML (shown when the spell worked). */
  spellRules?: string;
}

export interface DieView {
  chain: string;
  total: number;
  showTotal: boolean;
  css: string;
  extra: number;
  tooltip: string;
}

export interface ActionView {
  action: RollAction;
  label: string;
  icon: string;
  left: number | undefined;
  showLeft: boolean;
  disabled: boolean;
  tooltip: string;
}

export type RollCardContext = {
  isPrivate: boolean;
  title: string;
  subtitle: string;
  flavor: string;
  minRoll: number;
  minRollTooltip: string;
  destinyMinRoll: number;
  destinyReroll: boolean;
  difficultyText: string;
  critThreshold: number;
  showCritThreshold: boolean;
  /** An attack mode that cannot crit (burst). */
  noCrits: boolean;
  /** "Ammunition used: 3" for firearm attacks, else "". */
  ammunitionText: string;
  dice: DieView[];
  conditions: Array<{ label: string; text: string }>;
  passed: boolean;
  resultText: string;
  outcomeText: string;
  sideEffects: boolean;
  /** Why the spell has side effects: two first throws of 1, or the magic level (6+). */
  sideEffectsText: string;
  /** A cast spell: "Power 3" when it worked, else "". */
  powerText: string;
  /** A spell cast above magic level 5: the GM decides how it turns out. */
  chaoticText: string;
  /** What the spell does (its rules text, HTML) when it worked, else "". */
  spellRules: string;
  notes: string[];
  actions: ActionView[];
  /** A small legend of the marks this roll shows (explosion, critical, ones, added destiny dice). */
  legend: LegendEntry[];
};

/** One line of the dice legend: a sample die drawn like the mark (`mark-…` classes), and what it means. */
export type LegendEntry = { key: "exploded" | "critical" | "one" | "destiny"; css: string; sample: string; text: string };

/** The legend of the marks that appear among these dice, in a fixed order. */
export function diceLegend(dice: readonly DieView[], critThreshold: number, destinyMin: number, t: Translate): LegendEntry[] {
  const has = (mark: string) => dice.some((d) => d.css.split(" ").includes(mark));
  const out: LegendEntry[] = [];
  if (has("exploded")) out.push({ key: "exploded", css: "mark-success mark-exploded", sample: "6+…", text: t("PHASESIX.Chat.Legend.Exploded") });
  if (has("critical")) out.push({ key: "critical", css: "mark-success mark-critical", sample: `${critThreshold}`, text: t("PHASESIX.Chat.Legend.Critical", { threshold: critThreshold }) });
  if (has("one")) out.push({ key: "one", css: "mark-one", sample: "1", text: t("PHASESIX.Chat.Legend.One") });
  if (has("destiny")) out.push({ key: "destiny", css: "mark-success mark-destiny", sample: "★", text: t("PHASESIX.Chat.Legend.Destiny", { min: destinyMin }) });
  return out;
}

const ACTION_ICONS: Record<RollAction, string> = {
  bonusDie: "fa-solid fa-dice-six",
  destinyDie: "fa-solid fa-star",
  reroll: "fa-solid fa-rotate",
  destinyReroll: "fa-solid fa-wand-sparkles",
};

/** A signed number as on the sheet: +2, −1, ±0. */
export function signedNumber(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}

function dieView(die: ScoredDie, t: Translate, critThreshold: number): DieView {
  const exploded = die.faces.length > 1;
  const css = [
    die.success ? "success" : "failure",
    die.extraSuccesses > 0 ? "critical" : "",
    die.destiny ? "destiny" : "",
    exploded ? "exploded" : "",
    die.faces.length === 1 && die.faces[0] === 1 ? "one" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const verdict = die.success
    ? die.extraSuccesses > 0
      ? t("PHASESIX.Chat.Die.Critical", { extra: die.extraSuccesses, threshold: critThreshold })
      : t("PHASESIX.Chat.Die.Success")
    : t("PHASESIX.Chat.Die.Failure");
  const kind = die.destiny ? `${t("PHASESIX.Chat.Die.Destiny")}: ` : "";
  return {
    chain: die.faces.join("+"),
    total: die.total,
    showTotal: exploded,
    css,
    extra: die.extraSuccesses,
    tooltip: `${kind}${die.faces.join("+")} = ${die.total} · ${verdict}`,
  };
}

function titleOf(data: PhaseSixRollData, t: Translate): { title: string; subtitle: string } {
  const check = data.check;
  if (!check) return { title: t("PHASESIX.Chat.Roll"), subtitle: "" };
  if (check.attack) {
    // "Single shot · Shooting", but the skill alone when it already says the mode: "Nahkampf"
    // (mode and skill the same word), "Hand to Hand Combat" (the mode "Hand to Hand" inside it).
    const mode = t(`PHASESIX.Item.AttackMode.${check.attack.mode}`);
    const skill = t(check.label);
    const said = skill.toLocaleLowerCase().includes(mode.toLocaleLowerCase());
    return { title: check.attack.weaponName, subtitle: said ? skill : `${mode} · ${skill}` };
  }
  if (check.kind === "knowledge") return { title: check.name ?? t(check.label), subtitle: `${t("PHASESIX.Roll.Kind.knowledge")} · ${t(check.label)}` };
  return { title: t(check.label), subtitle: t(`PHASESIX.Roll.Kind.${check.kind}`) };
}

function difficultyText(difficulty: number, t: Translate): string {
  const named = difficultyLabel(difficulty, currentRuleset().difficulties);
  return named ? `${signedNumber(difficulty)} (${t(named)})` : signedNumber(difficulty);
}

function resultTexts(input: RollCardInput, t: Translate): { resultText: string; outcomeText: string; passed: boolean } {
  if (input.data.scoring === "attack" && input.attack) {
    const { hits, criticalHits } = input.attack;
    const passed = hits + criticalHits > 0;
    return {
      passed,
      resultText: t("PHASESIX.Chat.Hits", { hits, criticals: criticalHits }),
      outcomeText: t(passed ? "PHASESIX.Chat.Hit" : "PHASESIX.Chat.Miss"),
    };
  }
  const { successes, passed } = input.score;
  const resultText =
    successes === 0
      ? t("PHASESIX.Chat.Successes.none")
      : successes === 1
        ? t("PHASESIX.Chat.Successes.one")
        : t("PHASESIX.Chat.Successes.many", { count: successes });
  return { passed, resultText, outcomeText: t(passed ? "PHASESIX.Chat.Passed" : "PHASESIX.Chat.Failed") };
}

/** Notes on what was spent: dice added up front, then every action after the throw, by whom. */
function notesOf(data: PhaseSixRollData, t: Translate): string[] {
  const notes: string[] = [];
  const later = (action: RollAction) => data.log.filter((l) => l.action === action).length;
  const upFrontBonus = data.spent.bonusDice - later("bonusDie");
  const upFrontDestiny = data.spent.destinyDice - later("destinyDie") - later("destinyReroll");
  if (upFrontBonus > 0) notes.push(t("PHASESIX.Chat.Note.UpFrontBonus", { count: upFrontBonus }));
  if (upFrontDestiny > 0) notes.push(t("PHASESIX.Chat.Note.UpFrontDestiny", { count: upFrontDestiny }));
  for (const entry of data.log) notes.push(t(`PHASESIX.Chat.Note.${entry.action}`, { user: entry.user }));
  return notes;
}

function actionView(state: ActionState, t: Translate): ActionView {
  const pool = t(`PHASESIX.Roll.Pool.${ACTION_POOL[state.action]}`);
  const tooltip = state.enabled
    ? t(`PHASESIX.Chat.Tooltip.${state.action}`, { pool, left: state.left ?? 0 })
    : t(`PHASESIX.Chat.Disabled.${state.reason ?? "NoPermission"}`, { pool });
  return {
    action: state.action,
    label: t(`PHASESIX.Chat.Action.${state.action}`),
    icon: ACTION_ICONS[state.action],
    left: state.left,
    showLeft: state.left !== undefined,
    disabled: !state.enabled,
    tooltip,
  };
}

/**
 * A spell's lines on the card (RULES.md → Magic, via the core's `castingOutcome`): power = spell
 * power + successes when cast; side effects on exactly two first throws of 1 or always at magic
 * level 6+; chaotic above 5. A Spell Casting roll without a spell only flags the two ones.
 */
function spellTexts(data: PhaseSixRollData, score: CheckScore, t: Translate): { sideEffects: boolean; sideEffectsText: string; powerText: string; chaoticText: string } {
  const spell = data.spell;
  if (!spell) {
    const sideEffects = (data.sideEffects ?? false) && score.sideEffects;
    return { sideEffects, sideEffectsText: sideEffects ? t("PHASESIX.Chat.SideEffects") : "", powerText: "", chaoticText: "" };
  }
  const outcome = castingOutcome(score, spell, spell.magicLevel);
  const byLevel = outcome.sideEffects && !score.sideEffects;
  return {
    sideEffects: outcome.sideEffects,
    sideEffectsText: outcome.sideEffects ? t(byLevel ? "PHASESIX.Chat.SideEffectsMagicLevel" : "PHASESIX.Chat.SideEffects", { level: spell.magicLevel }) : "",
    powerText: outcome.success ? t("PHASESIX.Magic.Power", { n: outcome.power }) + (spell.harmless === true ? ` · ${t("PHASESIX.Magic.Aspect.harmless")}` : "") : "",
    chaoticText: outcome.chaotic ? t("PHASESIX.Magic.Chaotic") : "",
  };
}

/** Build the card's context. */
export function rollCardContext(input: RollCardInput, t: Translate): RollCardContext {
  const { data, score } = input;
  const { title, subtitle } = titleOf(data, t);
  const minRollTooltip = (data.check?.minRollParts ?? []).map((p) => `${t(p.label, p.data)} ${signedNumber(p.value)}`).join(" · ");
  const dice = score.dice.map((d) => dieView(d, t, data.critThreshold));
  const actions =
    input.actions && input.actions.some((a) => a.reason !== "NoPermission") && !input.isPrivate ? input.actions.map((a) => actionView(a, t)) : [];
  return {
    isPrivate: input.isPrivate,
    title,
    subtitle,
    flavor: input.flavor ?? "",
    minRoll: data.minRoll,
    minRollTooltip,
    destinyMinRoll: destinyMinRoll(data.minRoll),
    destinyReroll: data.destinyReroll,
    difficultyText: difficultyText(data.check?.difficulty ?? 0, t),
    critThreshold: data.critThreshold,
    showCritThreshold: data.canCrit && data.critThreshold !== DEFAULT_CRIT_THRESHOLD,
    noCrits: !data.canCrit,
    ammunitionText: data.check?.attack && data.check.attack.ammunition > 0 ? t("PHASESIX.Chat.Ammunition", { count: data.check.attack.ammunition }) : "",
    dice,
    conditions: (data.check?.conditions ?? []).map((c) => ({
      label: t(`PHASESIX.Condition.${c.key}`),
      text: c.target === "dice" ? t("PHASESIX.Chat.ConditionDice", { change: signedNumber(c.change) }) : t("PHASESIX.Chat.ConditionMinRoll", { change: signedNumber(c.change) }),
    })),
    ...resultTexts(input, t),
    ...spellTexts(data, score, t),
    spellRules: data.spell && castingOutcome(score, data.spell, data.spell.magicLevel).success ? (input.spellRules ?? "") : "",
    notes: notesOf(data, t),
    actions,
    legend: input.isPrivate ? [] : diceLegend(dice, data.critThreshold, destinyMinRoll(data.minRoll), t),
  };
}
