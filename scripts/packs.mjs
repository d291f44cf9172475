// Compiles the readable pack sources (packs/src/<pack>/*.json) into LevelDB packs with the
// JS API of @foundryvtt/foundryvtt-cli (which writes nothing outside the given folders).
import fs from "node:fs";
import path from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

/**
 * Compile every pack source folder below `sourceRoot` into `destRoot/<pack>`.
 * @param {string} sourceRoot folder holding one sub-folder of JSON sources per pack
 * @param {string} destRoot folder that receives one LevelDB folder per pack
 * @returns {Promise<string[]>} the names of the compiled packs
 */
export async function compilePacks(sourceRoot, destRoot) {
  if (!fs.existsSync(sourceRoot)) return [];
  const packs = fs
    .readdirSync(sourceRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const pack of packs) {
    const dest = path.join(destRoot, pack);
    fs.rmSync(dest, { recursive: true, force: true });
    await compilePack(path.join(sourceRoot, pack), dest, { recursive: true });
  }
  return packs;
}
