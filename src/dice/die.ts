/**
 * The Phase Six die term: `Ndp` rolls N exploding d6 through the core's {@link rollPool}
 * (breadth-first, every 6 thrown again and added to the same die, RULES.md → Dice) and keeps each
 * die's chain. Foundry's own `x` modifier would count 6+6+2 as three results; this term stores the
 * faces as Foundry results (see ./chains.ts) so chains survive `toJSON`/`fromData`.
 *
 * The modifier `destiny` (`1dpdestiny`) marks destiny dice (they succeed on min(4, M)).
 *
 * Dice fulfillment (Foundry 13's "Configure Dice": manual entry, physical dice): the term answers to
 * the d6 setting (`denomination` "d6"), so a player who set d6 to manual entry is asked. Core's
 * RollResolver asks for the first throw of every die; then each explosion wave is asked for one
 * face at a time (marked as an explosion), in the core's breadth-first order. A face that is not
 * 1–6, or not given, comes from Foundry's RNG. Without an interactive method every face comes from
 * the RNG, and `evaluateSync` (no one can be asked synchronously) always uses it.
 *
 * Synchronous evaluation: Foundry 13's `Roll#evaluateSync` evaluates only terms that call themselves
 * deterministic and hands them options carrying `strict`; the asynchronous `Roll#evaluate` never
 * passes `strict`. So this term says it is deterministic (it can always be thrown at once with the
 * RNG) and evaluates synchronously whenever `strict` is among the options — a core `Roll` such as
 * the initiative formula `3dp` can then be evaluated with `evaluateSync` — and asynchronously,
 * through dice fulfillment, otherwise.
 */
import { rollPool, rollPoolAsync, type DieChain } from "../rules/index.ts";
import { chainLabel, chainsToResults, resultsToChains } from "./chains.ts";
import { foundryFaces } from "./faces.ts";

/** The modifier that marks destiny dice. */
export const DESTINY_MODIFIER = "destiny";

export class PhaseSixDie extends foundry.dice.terms.DiceTerm {
  static override DENOMINATION = "p";

  constructor(termData: ConstructorParameters<typeof foundry.dice.terms.DiceTerm>[0] = {}) {
    super({ ...termData, faces: 6 });
  }

  /**
   * Always true: the dice can be thrown at once with Foundry's RNG, so a core `Roll#evaluateSync`
   * evaluates this term instead of throwing (strict) or counting it 0.
   */
  override get isDeterministic(): boolean {
    return true;
  }

  /** Whether the term holds its dice already. */
  get isEvaluated(): boolean {
    return this._evaluated;
  }

  /** Whether these are destiny dice. */
  get isDestiny(): boolean {
    return this.modifiers.includes(DESTINY_MODIFIER);
  }

  /** Every die of this term as its chain of faces. */
  get chains(): DieChain[] {
    return resultsToChains(this.results, this.isDestiny);
  }

  /**
   * Replace the dice of this term with the given chains (after a bonus die or a reroll) and mark it
   * evaluated. The number of dice follows the chains.
   */
  setChains(chains: readonly DieChain[]): void {
    this.results = chainsToResults(chains);
    this.number = chains.length;
    this._evaluated = true;
  }

  /**
   * Foundry's dice tooltip (shown by core roll cards such as initiative) lists one entry per die with
   * its whole chain ("6+6+2 = 14") instead of one entry per face.
   */
  override getTooltipData(): foundry.dice.terms.DiceTerm.ToolTipData {
    const data = super.getTooltipData();
    return {
      ...data,
      rolls: this.chains.map((chain) => ({
        result: chainLabel(chain),
        // "die" as core's `getResultCSS` gives every Die result, so core's and our tooltip styles match
        classes: ["die", "d6", "phasesix-chain", chain.faces.length > 1 ? "exploded" : "", chain.faces[0] === 1 ? "min" : ""]
          .filter(Boolean)
          .join(" "),
      })),
    };
  }

  /**
   * The dice-configuration key of this term: a Phase Six die is a d6 at the table, so Foundry's d6
   * fulfillment method (and its icon in the RollResolver) applies. The formula keeps `dp`.
   */
  override get denomination(): string {
    return "d6";
  }

  /**
   * Roll every die through the core, each face fulfilled as the user configured d6 (see the module
   * comment); `minimize`/`maximize` give each die a single 1 / 6.
   */
  protected override _evaluate(options: { minimize?: boolean | undefined; maximize?: boolean | undefined } = {}): this | Promise<this> {
    if (options.minimize || options.maximize || "strict" in options) return this.evaluateDigitally(options);
    return this.#evaluateFulfilled(options);
  }

  /**
   * Evaluate at once with Foundry's RNG, asking no one (for `Roll#evaluateSync`); `minimize` /
   * `maximize` give each die a single 1 / 6. Marks the term evaluated.
   */
  evaluateDigitally(options: { minimize?: boolean | undefined; maximize?: boolean | undefined } = {}): this {
    const count = Math.max(0, this.number ?? 0);
    const destiny = this.isDestiny;
    let chains: DieChain[];
    if (options.minimize || options.maximize) {
      const face = options.minimize ? 1 : 6;
      chains = Array.from({ length: count }, () => ({ faces: [face], total: face, destiny }));
    } else {
      chains = rollPool(count, foundryFaces(), { destiny });
    }
    this.setChains(chains);
    return this;
  }

  /**
   * The faces through dice fulfillment: first throws already entered in the RollResolver's form are
   * in `results`; every other face (missing first throws, every explosion) is asked through core's
   * `_roll` (the resolver for interactive methods, the method's handler otherwise), falling back to
   * Foundry's RNG.
   */
  async #evaluateFulfilled(options: object): Promise<this> {
    const entered = this.results.map((r) => r.result);
    this.results = [];
    const random = foundryFaces();
    const chains = await rollPoolAsync(
      Math.max(0, this.number ?? 0),
      async ({ die, wave }) => {
        if (wave === 0 && die < entered.length) return validFace(entered[die]) ?? random();
        // core's resolver reads `explode` to mark the field as an explosion (fvtt-types does not declare it)
        const ask: Partial<foundry.dice.terms.DiceTerm.EvaluationOptions> & { explode: boolean } = { ...options, explode: wave > 0 };
        return validFace(await this._roll(ask)) ?? random();
      },
      { destiny: this.isDestiny },
    );
    this.setChains(chains);
    return this;
  }
}

/** A face of a d6 as fulfilled (1–6), or null for anything else (nothing entered, a typo). */
function validFace(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 6 ? value : null;
}
