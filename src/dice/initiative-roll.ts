/**
 * The initiative roll (RULES.md → Combat → Initiative): Quickness Phase Six dice summed, or one die +
 * Quickness in the "web" variant; the total is a plain sum (core Roll arithmetic over the dice's chain
 * totals). Its own class so the chat shows it as players read it — the dice and what they are for —
 * instead of core's card with the formula "3dp". What the dice were rolled for is kept in
 * `options.phasesixInitiative`, so the card is rebuilt from the stored roll after a reload.
 */
import type { DieChain } from "../rules/index.ts";
import { PhaseSixDie } from "./die.ts";

/** What an initiative roll was rolled for (JSON-serializable). */
export interface InitiativeOnRoll {
  /** The world's initiative rule: Quickness dice ("book"), or one die + Quickness ("web"). */
  variant: "book" | "web";
  quickness: number;
  /** Dice taken by Shocked. */
  shocked: number;
}

export type InitiativeRollOptions = Roll.Options & { phasesixInitiative?: InitiativeOnRoll };

/** A renderer for the chat card, installed by the applications layer (dice must not import it). */
export type InitiativeCardRenderer = (roll: PhaseSixInitiativeRoll, options: { flavor?: string | undefined; isPrivate: boolean }) => Promise<string>;

export class PhaseSixInitiativeRoll extends foundry.dice.Roll<Record<string, unknown>> {
  /** Set by the chat layer at init: renders the initiative card for this roll. */
  static cardRenderer: InitiativeCardRenderer | undefined;

  declare options: InitiativeRollOptions;

  constructor(formula: string, data: Record<string, unknown> = {}, options: InitiativeRollOptions = {}) {
    super(formula, data, options);
  }

  /** What the roll was rolled for, when it says. */
  get initiative(): InitiativeOnRoll | null {
    return this.options.phasesixInitiative ?? null;
  }

  /** Every Phase Six die of the roll as its chain. */
  get chains(): DieChain[] {
    return this.terms.flatMap((t) => (t instanceof PhaseSixDie ? t.chains : []));
  }

  /** What is added to the dice (the web variant's Quickness), from the formula's numbers. */
  get added(): number {
    let sign = 1;
    let sum = 0;
    for (const term of this.terms) {
      if (term instanceof foundry.dice.terms.OperatorTerm) sign = term.operator === "-" ? -1 : 1;
      else if (term instanceof foundry.dice.terms.NumericTerm) sum += sign * term.number;
    }
    return sum;
  }

  /** Render the initiative card (Foundry calls this for messages without own content). */
  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !options.isPrivate });
    const renderer = PhaseSixInitiativeRoll.cardRenderer;
    if (!renderer) return super.render(options);
    return renderer(this, { flavor: options.flavor, isPrivate: options.isPrivate ?? false });
  }
}
