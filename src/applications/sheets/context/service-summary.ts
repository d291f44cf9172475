/**
 * The ceremonial service dialog's summary (issue 24: extension dialogs show what each entry changes
 * and the total): the favor the participants bring (one each, at most twice the faith level), what
 * pleas during the service cost, the change in all and the priest's favor before → after, from the
 * core's `ceremonialServiceFavor` and `favorAfter`. A service rolls no dice, so there is no chance.
 */
import { ceremonialServiceFavor, favorAfter, graceWordKey } from "../../../rules/extensions/index.ts";
import type { FavorTerm } from "../../../rules/extensions/index.ts";
import type { Localize } from "./localize.ts";
import { serviceFromForm } from "./prayer.ts";

export interface ServiceSummary {
  /** Each entry's change, in words. */
  lines: string[];
  /** The change in all and the favor before → after. */
  totalText: string;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "±0";
}

/** The summary for the dialog's entries, the priest's favor and the world's faith level; the word for favor by the ruleset's term (2026 English: grace). */
export function serviceSummary(participants: number, pleaCosts: number, favor: number, faithLevel: number, t: Localize, favorTerm: FavorTerm = "favor"): ServiceSummary {
  const term = t(graceWordKey(favorTerm, "Term"));
  const gained = ceremonialServiceFavor(participants, faithLevel);
  const change = ceremonialServiceFavor(participants, faithLevel, pleaCosts);
  const limit = ceremonialServiceFavor(Number.MAX_SAFE_INTEGER, faithLevel);
  return {
    lines: [
      t("PHASESIX.Pantheon.ServiceSummary.Participants", { n: Math.max(0, participants), change: signed(gained), term, limit }),
      t("PHASESIX.Pantheon.ServiceSummary.Pleas", { change: signed(-Math.max(0, pleaCosts)), term }),
    ],
    totalText: t("PHASESIX.Pantheon.ServiceSummary.Total", { change: signed(change), term, from: favor, to: favorAfter(favor, change) }),
  };
}

/** The summary for the dialog's form data as it stands (flat keys, as FormDataExtended gives them). */
export function serviceSummaryOfForm(data: Record<string, unknown>, favor: number, faithLevel: number, t: Localize, favorTerm: FavorTerm = "favor"): ServiceSummary {
  const { participants, pleaCosts } = serviceFromForm(data);
  return serviceSummary(participants, pleaCosts, favor, faithLevel, t, favorTerm);
}
