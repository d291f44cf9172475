/**
 * Roll-request assembly for a weapon attack's hit roll (RULES.md → Attacks and damage), built on the
 * core's {@link attackHitDice} and {@link attackRollSetup}: hit dice = attack skill + damage
 * potential + mode bonus (+ massive attack), − Shocked X; min roll and critical threshold with
 * difficulty, conditions (poisoned, burning, hunkered), walking, recoil, disarm, off hand, supported,
 * accurate attack and aiming. The result is a {@link PreparedCheck} of the attack skill with an
 * `attack` part, so the dialog, the roll and the chat card treat it like any other check but score
 * hits and critical hits.
 */
import type { ActorRollView } from "../catalog/index.ts";
import { conditionModifiers } from "../check/modifiers.ts";
import { attackHitDice, type AttackModeRules } from "../attack/hit-dice.ts";
import type { CombatRules } from "../ruleset/ruleset.ts";
import { attackRollSetup, type AimingVariant, type AttackModifierSource } from "../attack/min-roll.ts";
import type { AttackMode } from "../items/vocabulary.ts";
import { skillForMode } from "../items/weapon.ts";
import { LOWEST_MIN_ROLL } from "../dice/score.ts";
import { conditionsFor, difficultyLabel, type CheckOptions, type ExplanationPart, type PreparedCheck } from "./request.ts";

/** The weapon and mode of an attack. */
export interface AttackRequest {
  mode: AttackMode;
  weaponName: string;
  damagePotential: number;
  /** The weapon's change of the critical threshold (modifications); default 0. */
  weaponCritThreshold?: number;
  recoilCompensation?: number;
  /** The weapon's range in metres (the optional range rule compares the distance with it). */
  range?: number;
}

/** What the attacker chooses beyond a check's options. */
export interface AttackOptions extends CheckOptions {
  aimActions?: number;
  accurateActions?: number;
  walking?: boolean;
  offHand?: boolean;
  supported?: boolean;
  disarm?: boolean;
  /** A demonic attack (a demon's, demonic magic): changes no dice, lets demonic protection work. */
  demonic?: boolean;
  /** A K.O. attack (blunt weapon or object): no wounds; the target resists with Resistance or is knocked out. */
  knockout?: boolean;
  /** A coup de grâce on an unconscious, sleeping or dying target: Dying at the successes, or more Dying. */
  coupDeGrace?: boolean;
  massiveActions?: number;
  /** Firearm attacks of this character directly before this one in the same round (recoil). */
  precedingAttacks?: number;
  aimingVariant?: AimingVariant;
  /** The optional range rule is on (world setting): the distance below counts. */
  rangeBands?: boolean;
  /** Metres to the target (the dialog's field; the first Foundry target's distance by default). */
  distance?: number;
  /** The ruleset's combat rules (disarm, attack modes, recoil, aiming); absent: 2025. */
  rules?: AttackModeRules & Pick<CombatRules, "disarmMinRoll">;
}

function nat(value: number | undefined): number {
  const v = Math.trunc(value ?? 0);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

function int(value: number | undefined): number {
  const v = Math.trunc(value ?? 0);
  return Number.isFinite(v) ? v : 0;
}

function modifierLabel(source: AttackModifierSource, value: number, difficulties?: CheckOptions["difficulties"]): string {
  if (source === "difficulty") return difficultyLabel(value, difficulties) ?? "PHASESIX.Roll.Part.Difficulty";
  if (source === "poisoned" || source === "burning" || source === "hunkered") return `PHASESIX.Condition.${source}`;
  return `PHASESIX.Roll.Part.Attack.${source}`;
}

/**
 * The optional range rule's input (RULES.md → Attacks: beyond the weapon's range up to double +2,
 * impossible beyond): only when the world uses it, the weapon has a range and a distance is known.
 */
function rangeInput(attack: AttackRequest, options: AttackOptions): { range?: { distance: number; weaponRange: number } } {
  const weaponRange = nat(attack.range);
  if (!options.rangeBands || weaponRange <= 0 || options.distance === undefined) return {};
  return { range: { distance: Math.max(0, options.distance), weaponRange } };
}

/** Prepare an attack's hit roll for `view` with `attack` and the chosen options. */
export function prepareAttack(view: ActorRollView, attack: AttackRequest, options: AttackOptions = {}): PreparedCheck {
  const skill = skillForMode(attack.mode);
  const applyConditions = options.applyConditions !== false;
  const difficulty = int(options.difficulty);
  const bonusDice = nat(options.bonusDice);
  const destinyDice = nat(options.destinyDice);
  const diceModifier = int(options.diceModifier);
  const hit = attackHitDice({
    mode: attack.mode,
    skill: view.skills[skill] ?? 0,
    damagePotential: int(attack.damagePotential),
    massiveActions: nat(options.massiveActions),
    strength: view.attributes.strength,
    ...(options.rules ? { rules: options.rules } : {}),
  });
  const preceding = nat(options.precedingAttacks);
  const setup = attackRollSetup({
    mode: attack.mode,
    minRoll: view.minRoll,
    difficulty,
    conditions: applyConditions ? view.conditions : {},
    walking: options.walking ?? false,
    ...(preceding > 0 ? { recoil: { precedingAttacks: preceding, compensation: nat(attack.recoilCompensation) } } : {}),
    ...rangeInput(attack, options),
    disarm: options.disarm ?? false,
    offHand: options.offHand ?? false,
    supported: options.supported ?? false,
    accurateActions: nat(options.accurateActions),
    aimActions: nat(options.aimActions),
    perception: view.skills.perception ?? 0,
    aimingVariant: options.aimingVariant ?? "book",
    weaponCritThreshold: int(attack.weaponCritThreshold),
    extraMinRoll: int(options.minRollModifier),
    ...(options.rules ? { rules: options.rules } : {}),
  });
  const rollKind = { attack: true, save: !applyConditions };
  const shocked = conditionModifiers(view.conditions, rollKind).reduce((sum, m) => sum + m.dice, 0);

  const diceParts: ExplanationPart[] = [
    { label: `PHASESIX.Skill.${skill}`, value: view.skills[skill] ?? 0 },
    { label: "PHASESIX.Roll.Part.DamagePotential", data: { weapon: attack.weaponName }, value: int(attack.damagePotential) },
  ];
  if (hit.modeDice !== 0) diceParts.push({ label: `PHASESIX.Item.AttackMode.${attack.mode}`, value: hit.modeDice });
  if (hit.massiveDice !== 0) diceParts.push({ label: "PHASESIX.Roll.Part.Attack.massive", value: hit.massiveDice });
  if (shocked !== 0) diceParts.push({ label: "PHASESIX.Condition.shocked", value: shocked });
  if (diceModifier !== 0) diceParts.push({ label: "PHASESIX.Roll.Part.Situational", value: diceModifier });
  if (bonusDice > 0) diceParts.push({ label: "PHASESIX.Roll.Part.BonusDice", value: bonusDice });

  const minRollParts: ExplanationPart[] = [{ label: "PHASESIX.Roll.Part.OwnMinRoll", value: view.minRoll }];
  let rawMinRoll = view.minRoll;
  for (const m of setup.modifiers) {
    if (m.minRoll === 0) continue;
    rawMinRoll += m.minRoll;
    minRollParts.push({ label: modifierLabel(m.source, m.minRoll, options.difficulties), value: m.minRoll });
  }
  if (setup.minRoll !== rawMinRoll) {
    minRollParts.push({ label: "PHASESIX.Roll.Part.Floor", data: { floor: LOWEST_MIN_ROLL }, value: setup.minRoll - rawMinRoll });
  }

  const pool = hit.dice + shocked + diceModifier;
  return {
    kind: "skill",
    key: skill,
    label: `PHASESIX.Skill.${skill}`,
    baseDice: hit.dice,
    pool,
    dice: Math.max(0, pool) + bonusDice,
    bonusDice,
    destinyDice,
    minRoll: setup.minRoll,
    rawMinRoll,
    difficulty,
    critThreshold: setup.critThreshold,
    conditions: conditionsFor(view, rollKind),
    diceParts,
    minRollParts,
    attack: { mode: attack.mode, weaponName: attack.weaponName, canCrit: setup.canCrit, possible: setup.possible, ammunition: hit.ammunition },
  };
}
