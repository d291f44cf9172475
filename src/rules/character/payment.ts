/**
 * How a template was paid (RULES.md → Character → Creation): the lineage template is free; during
 * creation every template costs career points; after "finish creation" the templates the character
 * had then stay paid with career points and every later one is paid with reputation. Points are
 * derived from the templates present, so removing a template refunds it.
 */
import type { CareerRecord, TemplateInput } from "./types.ts";

export type Payment = "free" | "career" | "reputation";

/** How `template` is paid on a character with this career record. */
export function paymentOf(template: Pick<TemplateInput, "id" | "category">, career: CareerRecord): Payment {
  if (template.category === "lineage") return "free";
  if (!career.finished) return "career";
  return career.creationTemplateIds.includes(template.id) ? "career" : "reputation";
}
