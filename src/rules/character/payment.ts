/**
 * How a template was paid (RULES.md → Character → Creation): the lineage template is free; during
 * creation every template costs career points; after "finish creation" the templates the character
 * had then stay paid with career points and every later one is paid with reputation. Points are
 * derived from the templates present, so removing a template refunds it.
 */
import type { CareerRecord, TemplateInput } from "./types.ts";
import type { CreationCurrency } from "../ruleset/ruleset.ts";

export type Payment = "free" | "career" | "reputation";

/** How `template` is paid on a character with this career record. */
export function paymentOf(template: Pick<TemplateInput, "id" | "category">, career: CareerRecord, currency: CreationCurrency = "careerPoints"): Payment {
  if (template.category === "lineage") return "free";
  // 2026 create chapter → "Reputation": templates cost reputation at creation too.
  if (currency === "reputation") return "reputation";
  if (!career.finished) return "career";
  return career.creationTemplateIds.includes(template.id) ? "career" : "reputation";
}
