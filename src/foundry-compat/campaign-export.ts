/**
 * The campaign modules phasesix.org builds are Foundry 14 modules (their manifest's compatibility
 * minimum is 14; their scenes carry a v14 Level): Foundry 13 does not load them, so there is nothing
 * to convert there and the GM tool says so.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** Whether this Foundry can run a phasesix.org campaign module (Foundry 14 or later). */
export function campaignExportSupported(): boolean {
  return isFoundry14OrLater();
}
