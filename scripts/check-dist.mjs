// Checks that dist/ is a complete installable system folder: every path system.json names exists.
import fs from "node:fs";
import path from "node:path";
import { DIST } from "./paths.mjs";

const manifest = JSON.parse(fs.readFileSync(path.join(DIST, "system.json"), "utf8"));
const required = [
  "system.json",
  manifest.license,
  ...manifest.esmodules,
  ...manifest.styles,
  ...manifest.languages.map((l) => l.path),
  ...manifest.packs.map((p) => p.path),
  "templates",
];
const missing = required.filter((p) => !fs.existsSync(path.join(DIST, p)));
if (missing.length) {
  console.error(`dist/ is incomplete; missing: ${missing.join(", ")}`);
  process.exit(1);
}
for (const pack of manifest.packs) {
  if (!fs.existsSync(path.join(DIST, pack.path, "CURRENT"))) {
    console.error(`pack ${pack.name} is not a compiled LevelDB folder`);
    process.exit(1);
  }
}
console.log(`dist/ complete: ${required.length} paths, ${manifest.packs.length} pack(s)`);
