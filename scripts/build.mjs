// `npm run build`: writes dist/ = exactly the folder a GM drops into Foundry's Data/systems/phasesix.
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { compilePacks } from "./packs.mjs";
import { DIST, PACK_EXTRAS, PACK_SOURCES, ROOT, STATIC_ENTRIES } from "./paths.mjs";

/** Copy the static files and folders into the output folder. */
export function copyStatic(outDir = DIST) {
  for (const entry of STATIC_ENTRIES) {
    const from = path.join(ROOT, entry);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(outDir, entry), { recursive: true });
  }
}

/**
 * The full build: clean, bundle + CSS, static files, packs.
 * @param {{ clean?: boolean, outDir?: string }} [options] outDir defaults to dist/
 */
export async function buildAll({ clean = true, outDir = DIST } = {}) {
  if (clean) fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    root: ROOT,
    logLevel: "warn",
    configFile: path.join(ROOT, "vite.config.ts"),
    build: { outDir },
  });
  copyStatic(outDir);
  const packs = await compilePacks(PACK_SOURCES, path.join(outDir, "packs"));
  for (const extra of PACK_EXTRAS) {
    const from = path.join(PACK_SOURCES, extra);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(outDir, "packs", extra));
  }
  return { packs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { packs } = await buildAll();
  console.log(`dist/ built (packs: ${packs.join(", ") || "none"})`);
}
