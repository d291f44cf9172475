/** Global setup of the browser tests: marks the start of the run, so that screenshots.test.ts checks only this run's screenshots. */
import fs from "node:fs";
import path from "node:path";
import { SCREENSHOT_DIR } from "./screenshot-files.ts";

export default function setup(): void {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOT_DIR, ".run-start"), new Date().toISOString());
}
