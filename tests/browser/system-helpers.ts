/**
 * Registers the system's own Handlebars helpers (the same table src/phasesix.ts registers in Foundry)
 * on the harness's Handlebars, so templates render with the real helpers.
 */
import type Handlebars from "handlebars";
import { systemHandlebarsHelpers } from "../../src/applications/handlebars-helpers.ts";

export function registerSystemHelpers(hbs: typeof Handlebars): void {
  for (const [name, helper] of Object.entries(systemHandlebarsHelpers)) hbs.registerHelper(name, helper);
}
