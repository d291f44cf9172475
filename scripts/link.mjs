// `npm run link -- <FoundryData>`: symlinks dist/ into <FoundryData>/Data/systems/phasesix
// (or <FoundryData>/systems/phasesix when the Data folder itself is given).
import fs from "node:fs";
import path from "node:path";
import { DIST } from "./paths.mjs";

const dataPath = process.argv[2];
if (!dataPath) {
  console.error("usage: npm run link -- <path to your Foundry user data folder>");
  process.exit(1);
}
const dataDir = fs.existsSync(path.join(dataPath, "Data")) ? path.join(dataPath, "Data") : dataPath;
const systems = path.join(dataDir, "systems");
if (!fs.existsSync(systems)) {
  console.error(`no systems folder in ${dataDir}: is this a Foundry user data folder?`);
  process.exit(1);
}
const target = path.join(systems, "phasesix");
if (fs.existsSync(target)) {
  console.error(`${target} exists already; remove it first`);
  process.exit(1);
}
fs.symlinkSync(DIST, target, "dir");
console.log(`linked ${target} -> ${DIST}`);
