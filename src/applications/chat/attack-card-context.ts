/**
 * The targets part of an attack card as plain data for `templates/chat/attack-targets.hbs` (pure:
 * the caller passes a translator and, per target, what the viewer may do). Each target row shows
 * the hits and criticals that came in (megacritical extra wounds shown), every defence rolled with
 * its dice and who asked for it, what is left, the damage once applied, and — for the target's
 * owner and the GM only — the defence buttons with their odds, and Apply damage.
 */
import { dodgeCheck, explodingTail, successProbability, type AttackScore } from "../../rules/index.ts";
import { formatWholePercent } from "../../rules/number-format.ts";
import type { AttackCard, CardRefusal, CardTarget, DefenceKind, DefenderFacts, SpecialOutcome } from "../../rules/attack/card.ts";
import { coverValueFor, currentHits, defenceRefusal, megacriticalWounds, applyRefusal } from "../../rules/attack/card.ts";
import type { Translate } from "./roll-card-context.ts";
import { DEAD_AT_DYING } from "../../rules/character/index.ts";

/** A weapon the defender can parry with: key, name and its parry dice (attack dice of the weapon). */
export interface ParryWeapon {
  key: string;
  name: string;
  dice: number;
  minRoll: number;
}

/** What the viewer knows of one target's defender (only for viewers who may act for it). */
export interface DefenderInput {
  facts: DefenderFacts;
  /** Evasion dice and the defender's own min roll (dodge odds). */
  evasion: number;
  minRoll: number;
  parryWeapons: ParryWeapon[];
}

export interface AttackCardInput {
  card: AttackCard;
  /** Per target index: the viewer may act for it (owner or GM) and the defender's facts. */
  viewers: Array<DefenderInput | null>;
}

export type DefenceButton = {
  kind: DefenceKind;
  cover: number | null;
  label: string;
  tooltip: string;
  disabled: boolean;
};

export type TargetRow = {
  index: number;
  name: string;
  incomingText: string;
  megacriticalText: string;
  defences: Array<{ text: string; dice: string; by: string }>;
  leftText: string;
  appliedLines: string[];
  appliedBy: string;
  canAct: boolean;
  buttons: DefenceButton[];
  parryWeapons: Array<{ key: string; label: string; disabled: boolean }>;
  parryDisabled: boolean;
  parryTooltip: string;
  applyDisabled: boolean;
  applyTooltip: string;
};

export type AttackTargetsContext = {
  title: string;
  weaponText: string;
  noTargetsText: string;
  targets: TargetRow[];
};

/** A whole percentage (the same digits in every language: no decimals, below a thousand), by the one formatter. */
const PERCENT = (p: number) => `${formatWholePercent(p)} %`;

/** "1 hit", "2 hits", "1 wound": a count with its noun in the right number. */
export function countText(noun: "hit" | "critical" | "wound", n: number, t: Translate): string {
  return t(`PHASESIX.AttackCard.Count.${noun}.${n === 1 ? "one" : "other"}`, { n });
}

/** "2 hits · 1 critical". */
export function hitsText(score: AttackScore, t: Translate): string {
  return t("PHASESIX.AttackCard.Hits", { hits: countText("hit", score.hits, t), criticals: countText("critical", score.criticalHits, t) });
}

function reasonText(reason: CardRefusal | null, t: Translate): string {
  return reason ? t(`PHASESIX.AttackCard.Reason.${reason}`) : "";
}

function defenceText(kind: DefenceKind, target: number | undefined, weaponName: string | undefined, successes: number, t: Translate): string {
  const label = t(`PHASESIX.AttackCard.Defence.${kind}`);
  if (kind === "dodge") {
    // One success avoids the whole attack (applyDodge); say so, or that the attack still comes.
    const verdict = t(successes > 0 ? "PHASESIX.AttackCard.Explained.Avoided" : "PHASESIX.AttackCard.Explained.NotAvoided");
    return `${t("PHASESIX.AttackCard.DodgeResult", { label, min: target ?? 0, successes })} — ${verdict}`;
  }
  if (kind === "parry") return t("PHASESIX.AttackCard.ParryResult", { label, weapon: weaponName ?? "", successes });
  return t("PHASESIX.AttackCard.CoverResult", { label, cover: target ?? 0, successes });
}

/** The target's roll against a K.O. or disarming attack, in one line. */
function specialLine(name: string, s: SpecialOutcome, t: Translate): string {
  if (s.kind === "coupDeGrace") {
    if (!s.effective) return t("PHASESIX.AttackCard.Applied.CoupDeGraceFailed", { name });
    const dying = s.dying ?? 0;
    return t(dying >= DEAD_AT_DYING ? "PHASESIX.AttackCard.Applied.CoupDeGraceDead" : "PHASESIX.AttackCard.Applied.CoupDeGrace", { name, successes: s.successes, dying });
  }
  if (s.need <= 0) return t("PHASESIX.AttackCard.Applied.SpecialNoHits");
  const key = s.kind === "knockout" ? (s.effective ? "Knockout" : "KnockoutResisted") : s.effective ? "Disarmed" : "DisarmResisted";
  return t(`PHASESIX.AttackCard.Applied.${key}`, { name, attribute: t(`PHASESIX.Attribute.${s.attribute}`), dice: s.dice.join(", "), successes: s.successes, need: s.need });
}

/** "2 × Normal protection, Critical protection": the units spent, counted per type. */
function unitsText(spent: readonly string[], t: Translate): string {
  const counts = new Map<string, number>();
  for (const type of spent) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => `${n > 1 ? `${n} × ` : ""}${t(`PHASESIX.ProtectionType.${type}`)}`).join(", ");
}

function appliedLines(target: CardTarget, piercing: number, t: Translate): string[] {
  const a = target.applied;
  if (!a) return [];
  const lines: string[] = [t("PHASESIX.AttackCard.Applied.Wounds", { wounds: countText("wound", a.wounds, t), stopped: countText("hit", a.hitsStopped + a.criticalHitsStopped, t) })];
  if (a.spent.length > 0) {
    // Innate units are counted in `spent` but never run out: name only the pool's units as spent.
    const fromPool = a.spent.length - a.innateUsed;
    lines.push(t("PHASESIX.AttackCard.Applied.Spent", { units: unitsText(a.spent, t), count: fromPool, innate: a.innateUsed, wasted: a.wasted }));
    if (a.wasted > 0) lines.push(t("PHASESIX.AttackCard.Explained.Pierced", { piercing, wasted: a.wasted }));
    if (a.innateUsed > 0) lines.push(t("PHASESIX.AttackCard.Explained.Innate", { innate: a.innateUsed }));
  }
  if (a.variant === "flat") lines.push(t("PHASESIX.AttackCard.Applied.Flat"));
  for (const [condition, value] of Object.entries(a.conditions)) {
    lines.push(t("PHASESIX.AttackCard.Applied.Condition", { condition: t(`PHASESIX.Condition.${condition}`), value: value ?? 0 }));
  }
  for (const condition of a.conditionsPrevented) lines.push(t("PHASESIX.AttackCard.Applied.Prevented", { condition: t(`PHASESIX.Condition.${condition}`) }));
  for (const condition of a.conditionsResisted ?? []) lines.push(t("PHASESIX.Foe.Card.Resisted", { condition: t(`PHASESIX.Condition.${condition}`) }));
  for (const condition of a.conditionsRaised ?? []) lines.push(t("PHASESIX.Foe.Card.Weakness", { condition: t(`PHASESIX.Condition.${condition}`) }));
  if (a.weaponBound) lines.push(t("PHASESIX.AttackCard.Applied.Bound"));
  if (a.reflectedHits > 0) lines.push(t("PHASESIX.AttackCard.Applied.Reflected", { hits: countText("hit", a.reflectedHits, t) }));
  if (a.armourDamagePercent > 0) {
    lines.push(
      a.armour
        ? t("PHASESIX.AttackCard.Applied.ArmourDamaged", { armour: a.armour.name, percent: a.armourDamagePercent, condition: a.armour.condition })
        : t("PHASESIX.AttackCard.Applied.ArmourDamage", { percent: a.armourDamagePercent }),
    );
  }
  for (const spell of a.concentrationEnded) lines.push(t("PHASESIX.AttackCard.Applied.Concentration", { spell }));
  if (a.dying) lines.push(t("PHASESIX.AttackCard.Applied.Dying"));
  if (a.special) lines.push(specialLine(target.name, a.special, t));
  return lines;
}

function buttonsFor(card: AttackCard, index: number, input: DefenderInput, t: Translate): DefenceButton[] {
  const left = currentHits(card.targets[index]);
  const buttons: DefenceButton[] = [];
  // Each button names its chance on its face, as the parry weapons do (the tooltip says what it means).
  const add = (kind: DefenceKind, cover: number | null, label: string, odds: string, chance: number | null): void => {
    const reason = defenceRefusal(card, index, kind, input.facts);
    const face = chance === null ? label : t("PHASESIX.AttackCard.Explained.ButtonOdds", { label, chance: PERCENT(chance) });
    buttons.push({ kind, cover, label: face, disabled: reason !== null, tooltip: reason ? reasonText(reason, t) : odds });
  };
  const coverChance = (value: number | null) => (value === null ? null : explodingTail(value));
  const coverOdds = (value: number | null) => (value === null ? "" : t("PHASESIX.AttackCard.CoverOdds", { chance: PERCENT(explodingTail(value)) }));
  for (const value of [4, 5, 6]) {
    const used = coverValueFor("cover", value, input.facts);
    add("cover", value, `${value}+`, coverOdds(used), coverChance(used));
  }
  if ((input.facts.conditions?.hunkered ?? 0) > 0) add("hunkered", 6, t("PHASESIX.AttackCard.Defence.hunkered"), coverOdds(6), coverChance(6));
  const shield = coverValueFor("shieldParry", null, input.facts);
  if (shield !== null) {
    add("shieldParry", shield, t("PHASESIX.AttackCard.ShieldLabel", { label: t("PHASESIX.AttackCard.Defence.shieldParry"), cover: shield }), coverOdds(shield), coverChance(shield));
    if (input.facts.shieldBlockRaised) add("shieldBlock", shield, t("PHASESIX.AttackCard.ShieldLabel", { label: t("PHASESIX.AttackCard.Defence.shieldBlock"), cover: shield }), coverOdds(shield), coverChance(shield));
  }
  if (card.weapon.melee || card.mode === "flechette") {
    // The odds of the roll the GM will make: evasion dice after conditions at the raised min roll.
    const dodge = dodgeCheck({ evasion: input.evasion, minRoll: input.minRoll, attack: left, conditions: input.facts.conditions ?? {} });
    const chance = dodge.dice > 0 ? successProbability(dodge.dice, { minRoll: dodge.minRoll }) : null;
    add("dodge", null, t("PHASESIX.AttackCard.Defence.dodge"), t("PHASESIX.AttackCard.DodgeOdds", { chance: PERCENT(chance ?? 0), min: dodge.minRoll, dice: dodge.dice }), chance);
  }
  return buttons;
}

/** The targets part of the card for one viewer. */
export function attackTargetsContext(input: AttackCardInput, t: Translate): AttackTargetsContext {
  const { card } = input;
  const rows = card.targets.map((target, index): TargetRow => {
    const viewer = input.viewers[index] ?? null;
    const left = currentHits(target);
    const mega = megacriticalWounds(target.incoming);
    const canAct = viewer !== null;
    const weapons = viewer?.parryWeapons ?? [];
    // A weapon without parry dice is listed but cannot be chosen; with none that has dice, no parry.
    const parryReason = viewer ? (defenceRefusal(card, index, "parry", viewer.facts) ?? (weapons.length > 0 && weapons.every((w) => w.dice <= 0) ? "noParryDice" : null)) : null;
    const parryWeapons = weapons.map((w) => ({
      key: w.key,
      label: t("PHASESIX.AttackCard.ParryWeapon", { name: w.name, dice: Math.max(0, w.dice), chance: PERCENT(w.dice > 0 ? successProbability(w.dice, { minRoll: w.minRoll }) : 0) }),
      disabled: w.dice <= 0,
    }));
    const applyReason = applyRefusal(card, index);
    return {
      index,
      name: target.name,
      incomingText: hitsText(target.incoming, t),
      megacriticalText: mega > 0 ? t("PHASESIX.AttackCard.Megacritical", { wounds: mega }) : "",
      defences: target.defences.map((d) => ({
        text: defenceText(d.kind, d.target, d.weaponName, d.successes, t),
        dice: d.dice.join(", ") || "–",
        by: t("PHASESIX.AttackCard.By", { user: d.by }) + (d.actionSpent ? ` · ${t("PHASESIX.AttackCard.ReactionSpent")}` : ""),
      })),
      leftText: target.defences.length > 0 ? t("PHASESIX.AttackCard.Left", { text: hitsText(left, t) }) : "",
      appliedLines: appliedLines(target, card.weapon.piercing, t),
      appliedBy: target.applied ? t("PHASESIX.AttackCard.By", { user: target.applied.by }) : "",
      canAct,
      buttons: viewer ? buttonsFor(card, index, viewer, t) : [],
      parryWeapons: canParryHere(card) ? parryWeapons : [],
      parryDisabled: parryReason !== null || parryWeapons.length === 0,
      parryTooltip: parryReason ? reasonText(parryReason, t) : parryWeapons.length === 0 ? t("PHASESIX.AttackCard.NoParryWeapon") : t("PHASESIX.AttackCard.ParryHint"),
      applyDisabled: applyReason !== null,
      applyTooltip: applyReason ? reasonText(applyReason, t) : t("PHASESIX.AttackCard.ApplyHint"),
    };
  });
  const weapon = card.weapon;
  const parts = [weapon.name, t(`PHASESIX.Item.AttackMode.${card.mode}`)];
  if (weapon.piercing > 0) parts.push(t("PHASESIX.AttackCard.Piercing", { value: weapon.piercing }));
  if (weapon.wounds !== 1) parts.push(t("PHASESIX.AttackCard.WoundsPerHit", { value: weapon.wounds }));
  if (weapon.special !== "none") parts.push(t(`PHASESIX.AttackCard.Special.${weapon.special}`));
  for (const [condition, value] of Object.entries(weapon.conditions)) if ((value ?? 0) > 0) parts.push(`${t(`PHASESIX.Condition.${condition}`)} ${value}`);
  return {
    title: t("PHASESIX.AttackCard.Title"),
    weaponText: parts.join(" · "),
    noTargetsText: t("PHASESIX.AttackCard.NoTargets"),
    targets: rows,
  };
}

function canParryHere(card: AttackCard): boolean {
  return card.mode === "melee";
}
