/** Where the browser tests write their screenshots, and which of them the current run wrote. */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/paths.mjs";

export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "browser");
const MARKER = path.join(SCREENSHOT_DIR, ".run-start");

/** The PNGs written since the run started (all PNGs when no run marked its start). */
export function screenshotsOfThisRun(): string[] {
  if (!fs.existsSync(SCREENSHOT_DIR)) return [];
  const start = fs.existsSync(MARKER) ? fs.statSync(MARKER).mtimeMs : 0;
  return fs
    .readdirSync(SCREENSHOT_DIR)
    .filter((name) => name.endsWith(".png"))
    .map((name) => path.join(SCREENSHOT_DIR, name))
    .filter((file) => fs.statSync(file).mtimeMs >= start);
}
