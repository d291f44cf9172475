// `npm run watch`: rebuilds dist/ when sources change (the bundle via Vite's watcher, static files
// and packs by watching their folders).
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { copyStatic, buildAll } from "./build.mjs";
import { compilePacks } from "./packs.mjs";
import { DIST, PACK_SOURCES, ROOT, STATIC_ENTRIES } from "./paths.mjs";

await buildAll();
await build({ root: ROOT, configFile: path.join(ROOT, "vite.config.ts"), build: { watch: {} } });

let timer;
function later(task) {
  clearTimeout(timer);
  timer = setTimeout(() => task().catch((error) => console.error(error)), 200);
}
for (const entry of STATIC_ENTRIES) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) continue;
  fs.watch(full, { recursive: fs.statSync(full).isDirectory() }, () => later(async () => {
    copyStatic();
    console.log("static files copied");
  }));
}
if (fs.existsSync(PACK_SOURCES)) {
  fs.watch(PACK_SOURCES, { recursive: true }, () => later(async () => {
    await compilePacks(PACK_SOURCES, path.join(DIST, "packs"));
    console.log("packs compiled");
  }));
}
console.log("watching for changes…");
