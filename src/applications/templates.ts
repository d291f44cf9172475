import { SHEET_PARTIALS } from "./sheets/context/partials.ts";

/** The system's folder as Foundry serves it. */
export const SYSTEM_PATH = "systems/phasesix";

/** Full path of one of our templates, e.g. `templatePath("chat/check.hbs")`. */
export function templatePath(relative: string): string {
  return `${SYSTEM_PATH}/templates/${relative}`;
}

/**
 * Templates preloaded at `init` (and so usable as partials by their path). Add a template here when
 * another template includes it as a partial.
 */
export const TEMPLATE_PATHS: readonly string[] = [templatePath("system/welcome.hbs"), ...Object.values(SHEET_PARTIALS).map(templatePath)];
