/**
 * The Phase Six Roll: a check (or an attack's hit roll) of exploding d6 whose total is its successes
 * (RULES.md → Dice). Formula: `Ndp` for the normal dice, `+ Kdpdestiny` for destiny dice (thrown
 * apart). How it is scored — min roll, crit threshold, whether a destiny reroll applies — and what was
 * spent on it live in `options.phasesix`, so a chat message re-renders and re-scores after a reload.
 *
 * Everything after the first throw goes through the core's roll-state functions (`addBonusDie`,
 * `addDestinyDie`, `rerollAll`, `rerollWithDestiny`); nothing is scored here that the core does not
 * score (`scoreRoll`, `scoreRollAsAttack`).
 */
import {
  addBonusDie,
  addDestinyDie,
  rerollAll,
  rerollWithDestiny,
  rollStateFrom,
  scoreRoll,
  scoreRollAsAttack,
  type AttackScore,
  type CheckScore,
  type DieChain,
  type FaceSource,
  type RollState,
} from "../rules/index.ts";
import type { ExplanationPart, PreparedCheck, RollAction, AppliedCondition } from "../rules/roll-request/index.ts";
import { DESTINY_MODIFIER, PhaseSixDie } from "./die.ts";
import { foundryFaces } from "./faces.ts";

/** What a check was rolled for, kept for the chat card. */
export interface CheckSummary {
  kind: PreparedCheck["kind"];
  key: string;
  label: string;
  name?: string;
  difficulty: number;
  pool: number;
  conditions: AppliedCondition[];
  diceParts: ExplanationPart[];
  minRollParts: ExplanationPart[];
  /** A weapon attack's hit roll: the weapon and mode. */
  attack?: { mode: string; weaponName: string; ammunition: number };
}

/** One thing done to the roll after its first throw, by whom (a user name), for the card's note. */
export interface RollLogEntry {
  action: RollAction;
  user: string;
}

/** Phase Six's part of the roll options (JSON-serializable). */
export interface PhaseSixRollData {
  /** "check": successes count; "attack": hits and critical hits. */
  scoring: "check" | "attack";
  minRoll: number;
  critThreshold: number;
  canCrit: boolean;
  /** The roll was re-rolled with a destiny die: every die succeeds on min(4, M). */
  destinyReroll: boolean;
  spent: RollState["spent"];
  log: RollLogEntry[];
  /** Uuid of the rolling actor (the speaker may be a token). */
  actorUuid?: string;
  /** Spell casting: side effects (exactly two first faces of 1) are flagged on the card. */
  sideEffects?: boolean;
  /** A spell cast through `castSpell`: its power and cost and the magic level where it was cast. */
  spell?: SpellOnRoll;
  check?: CheckSummary;
  /**
   * The actors (uuids) the roll was made for, named when it was made (first aid: the patient; a
   * magic duel: the rival). An operation on an actor the roller does not own is justified only for
   * an actor named here (src/documents/roll-justification.ts).
   */
  targets?: string[];
}

/** The spell a casting roll was made for (the card shows power, side effects, chaos from it). */
export interface SpellOnRoll {
  power: number;
  arcanaCost: number;
  magicLevel: number;
  /** The spell item of the caster (the card shows its rules text when the spell worked). */
  itemId?: string;
  /** The spell can cause no damage (2026 Tirakan: white magic, magic → Die Aspekte der Magie): the card says so. */
  harmless?: boolean;
}

export type PhaseSixRollOptions = Roll.Options & { phasesix?: PhaseSixRollData };

/** A renderer for the chat card, installed by the applications layer (dice must not import it). */
export type RollCardRenderer = (roll: PhaseSixRoll, options: { flavor?: string | undefined; isPrivate: boolean }) => Promise<string>;

/** Default scoring options of a roll that was created without Phase Six options. */
function defaultData(): PhaseSixRollData {
  return {
    scoring: "check",
    minRoll: 5,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
    log: [],
  };
}

/** The formula of a roll with `dice` normal and `destiny` destiny dice, e.g. `4dp + 1dpdestiny`. */
export function phaseSixFormula(dice: number, destiny = 0): string {
  const normal = `${Math.max(0, dice)}d${PhaseSixDie.DENOMINATION}`;
  return destiny > 0 ? `${normal} + ${destiny}d${PhaseSixDie.DENOMINATION}${DESTINY_MODIFIER}` : normal;
}

export class PhaseSixRoll extends foundry.dice.Roll<Record<string, unknown>> {
  /** Set by the chat layer at init: renders the Phase Six chat card for this roll. */
  static cardRenderer: RollCardRenderer | undefined;

  declare options: PhaseSixRollOptions;

  constructor(formula: string, data: Record<string, unknown> = {}, options: PhaseSixRollOptions = {}) {
    super(formula, data, options);
    this.options.phasesix = { ...defaultData(), ...options.phasesix };
  }

  /** A roll for a prepared check (from the roll dialog or `rollCheck`), not yet evaluated. */
  static forCheck(check: PreparedCheck, extra: { actorUuid?: string; sideEffects?: boolean; spell?: SpellOnRoll; targets?: string[] } = {}): PhaseSixRoll {
    const summary: CheckSummary = {
      kind: check.kind,
      key: check.key,
      label: check.label,
      ...(check.name === undefined ? {} : { name: check.name }),
      difficulty: check.difficulty,
      pool: check.pool,
      conditions: check.conditions,
      diceParts: check.diceParts,
      minRollParts: check.minRollParts,
      ...(check.attack ? { attack: { mode: check.attack.mode, weaponName: check.attack.weaponName, ammunition: check.attack.ammunition } } : {}),
    };
    return new PhaseSixRoll(
      phaseSixFormula(check.dice, check.destinyDice),
      {},
      {
        phasesix: {
          ...defaultData(),
          scoring: check.attack ? "attack" : "check",
          canCrit: check.attack ? check.attack.canCrit : true,
          minRoll: check.minRoll,
          critThreshold: check.critThreshold,
          spent: { bonusDice: check.bonusDice, rerolls: 0, destinyDice: check.destinyDice },
          ...extra,
          check: summary,
        },
      },
    );
  }

  /** Phase Six's options of this roll. */
  get phasesix(): PhaseSixRollData {
    return (this.options.phasesix ??= defaultData());
  }

  /** The Phase Six dice terms, normal ones first. */
  get phaseSixTerms(): PhaseSixDie[] {
    return this.terms.filter((t): t is PhaseSixDie => t instanceof PhaseSixDie);
  }

  /** Every die of the roll as its chain: normal dice first, then destiny dice. */
  get chains(): DieChain[] {
    const terms = this.phaseSixTerms;
    return [...terms.filter((t) => !t.isDestiny), ...terms.filter((t) => t.isDestiny)].flatMap((t) => t.chains);
  }

  /** The roll as the core's roll state. */
  get state(): RollState {
    const data = this.phasesix;
    return { ...rollStateFrom(this.chains, data, data.destinyReroll), spent: { ...data.spent } };
  }

  /** The check score (successes, criticals, side effects) from the core. */
  get score(): CheckScore {
    return scoreRoll(this.state);
  }

  /** The attack score (hits, critical hits, extra wounds) from the core. */
  get attackScore(): AttackScore {
    return scoreRollAsAttack(this.state);
  }

  /** The Roll total: successes of a check, hits + critical hits of an attack. */
  protected successTotal(): number {
    if (this.phasesix.scoring === "attack") {
      const score = this.attackScore;
      return score.hits + score.criticalHits;
    }
    return this.score.successes;
  }

  protected override async _evaluate(options?: Roll.Options): Promise<Roll.Evaluated<this>> {
    const evaluated = await super._evaluate(options);
    this._total = this.successTotal();
    return evaluated;
  }

  /**
   * `evaluateSync`: Foundry evaluates only deterministic terms synchronously, so a Phase Six die
   * would throw (strict) or count 0. Its dice are thrown first with Foundry's RNG — nobody can be
   * asked for a face synchronously — then the rest is evaluated as usual.
   */
  protected override _evaluateSync(options?: Roll.Options): Roll.Evaluated<this> {
    const { minimize, maximize } = (options ?? {}) as { minimize?: boolean; maximize?: boolean };
    for (const term of this.phaseSixTerms) if (!term.isEvaluated) term.evaluateDigitally({ minimize, maximize });
    const evaluated = super._evaluateSync(options);
    this._total = this.successTotal();
    return evaluated;
  }

  /** Replace the dice, pools spent and destiny state with a core roll state; the roll stays evaluated. */
  setState(state: RollState): void {
    const normal = state.dice.filter((d) => !d.destiny);
    const destiny = state.dice.filter((d) => d.destiny);
    const terms = this.phaseSixTerms;
    let normalTerm = terms.find((t) => !t.isDestiny);
    let destinyTerm = terms.find((t) => t.isDestiny);
    if (!normalTerm) {
      normalTerm = new PhaseSixDie({ number: 0 });
      this.terms.unshift(...this.joined(normalTerm, true));
    }
    if (!destinyTerm && destiny.length > 0) {
      destinyTerm = new PhaseSixDie({ number: 0, modifiers: [DESTINY_MODIFIER] });
      this.terms.push(...this.joined(destinyTerm, false));
    }
    normalTerm.setChains(normal);
    destinyTerm?.setChains(destiny);
    this.options.phasesix = { ...this.phasesix, destinyReroll: state.destinyReroll, spent: { ...state.spent } };
    this.resetFormula();
    this._evaluated = true;
    this._total = this.successTotal();
  }

  /**
   * A term with a "+" operator on the side that joins it to the existing terms. The operator is
   * left as Foundry constructs it: Foundry 13 makes every OperatorTerm evaluated from the start, so
   * evaluating it again throws ("The OperatorTerm has already been evaluated and is now immutable");
   * the roll itself is evaluated already, so nothing evaluates it later either.
   */
  private joined(term: PhaseSixDie, first: boolean): foundry.dice.terms.RollTerm[] {
    if (this.terms.length === 0) return [term];
    const plus = new foundry.dice.terms.OperatorTerm({ operator: "+" });
    return first ? [term, plus] : [plus, term];
  }

  /** An independent copy (through the same JSON a chat message stores). */
  copy(): PhaseSixRoll {
    return PhaseSixRoll.fromData(JSON.parse(JSON.stringify(this.toJSON())) as Roll.Data);
  }

  /**
   * A copy of this roll after a bonus die, a destiny die, a reroll or a destiny reroll (through the
   * core), logged with the acting user's name; `thrown` are the dice thrown for it (for Dice So Nice).
   * Does not check or spend the actor's pools: the caller does (see the chat card actions).
   */
  withAction(action: RollAction, userName: string, source: FaceSource = foundryFaces()): { roll: PhaseSixRoll; thrown: DieChain[] } {
    const before = this.state;
    const after =
      action === "bonusDie"
        ? addBonusDie(before, source)
        : action === "destinyDie"
          ? addDestinyDie(before, source)
          : action === "reroll"
            ? rerollAll(before, source)
            : rerollWithDestiny(before, source);
    const next = this.copy();
    next.setState(after);
    next.options.phasesix = { ...next.phasesix, log: [...next.phasesix.log, { action, user: userName }] };
    const thrown = action === "bonusDie" || action === "destinyDie" ? after.dice.slice(before.dice.length) : after.dice;
    return { roll: next, thrown };
  }

  /** Render the Phase Six chat card (Foundry calls this for messages without own content). */
  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !options.isPrivate });
    const renderer = PhaseSixRoll.cardRenderer;
    if (!renderer) return super.render(options);
    return renderer(this, { flavor: options.flavor, isPrivate: options.isPrivate ?? false });
  }
}
