// Compiles styles/phasesix.scss to dist/phasesix.css (used by the browser tests without a full build).
import fs from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { DIST, ROOT } from "./paths.mjs";

export function buildCss() {
  const result = sass.compile(path.join(ROOT, "styles", "phasesix.scss"), { style: "expanded" });
  fs.mkdirSync(DIST, { recursive: true });
  fs.writeFileSync(path.join(DIST, "phasesix.css"), result.css);
  return path.join(DIST, "phasesix.css");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`wrote ${path.relative(ROOT, buildCss())}`);
}
