/**
 * The Phase Six die term: `Ndp` rolls N exploding d6 through the core's {@link rollPool}
 * (breadth-first, every 6 thrown again and added to the same die, RULES.md → Dice) and keeps each
 * die's chain. Foundry's own `x` modifier would count 6+6+2 as three results; this term stores the
 * faces as Foundry results (see ./chains.ts) so chains survive `toJSON`/`fromData`.
 *
 * The modifier `destiny` (`1dpdestiny`) marks destiny dice (they succeed on min(4, M)).
 * Faces come from Foundry's RNG; manual fulfilment of physical dice is not offered for this term.
 */
import { rollPool, type DieChain } from "../rules/index.ts";
import { chainLabel, chainsToResults, resultsToChains } from "./chains.ts";
import { foundryFaces } from "./faces.ts";

/** The modifier that marks destiny dice. */
export const DESTINY_MODIFIER = "destiny";

export class PhaseSixDie extends foundry.dice.terms.DiceTerm {
  static override DENOMINATION = "p";

  constructor(termData: ConstructorParameters<typeof foundry.dice.terms.DiceTerm>[0] = {}) {
    super({ ...termData, faces: 6 });
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

  /** Roll every die through the core; `minimize`/`maximize` give each die a single 1 / 6. */
  protected override _evaluate(options: { minimize?: boolean | undefined; maximize?: boolean | undefined } = {}): this {
    const count = this.number ?? 0;
    const destiny = this.isDestiny;
    let chains: DieChain[];
    if (options.minimize || options.maximize) {
      const face = options.minimize ? 1 : 6;
      chains = Array.from({ length: Math.max(0, count) }, () => ({ faces: [face], total: face, destiny }));
    } else {
      chains = rollPool(Math.max(0, count), foundryFaces(), { destiny });
    }
    this.setChains(chains);
    return this;
  }
}
