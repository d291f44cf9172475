// The Foundry 13 core images our packs and code use, and the committed list of them.
//
//   node scripts/core-icons.mjs <Foundry 13 folder | file list>
//
// rewrites scripts/foundry-core-icons.txt: every image path under `icons/` that the packs (each `img`
// and token `src`, embedded documents included) and our sources (string literals in src/ and scripts/)
// name, checked against the Foundry 13 client's own files — a folder of an installed Foundry (its
// `public/icons` or `resources/app/public/icons`) or a text file with one client path per line.
// Fails, naming them, on paths Foundry 13 does not ship. tests/core-icons.test.ts checks the packs
// against the committed list, so no test needs a Foundry installation.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PACK_SOURCES, ROOT } from "./paths.mjs";

export const CORE_ICON_LIST = path.join(ROOT, "scripts", "foundry-core-icons.txt");

function files(dir, test) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file, test);
    return test(entry.name) ? [file] : [];
  });
}

/** Every image path a pack document names (`img`, `texture.src`, in embedded documents too), with where. */
export function packImages() {
  const found = [];
  const visit = (value, file) => {
    if (Array.isArray(value)) for (const v of value) visit(v, file);
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        if ((key === "img" || key === "src") && typeof v === "string" && v !== "") found.push({ path: v, file });
        else visit(v, file);
      }
    }
  };
  for (const file of files(PACK_SOURCES, (name) => name.endsWith(".json"))) {
    visit(JSON.parse(fs.readFileSync(file, "utf8")), path.relative(ROOT, file));
  }
  return found;
}

/** Core image paths named as string literals in src/ and scripts/ (tests excluded). */
export function sourceImages() {
  const found = [];
  for (const dir of ["src", "scripts"]) {
    for (const file of files(path.join(ROOT, dir), (name) => /\.(ts|mjs)$/.test(name) && !/\.test\.ts$|\.fixture\.ts$/.test(name))) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/["'`](icons\/[\w./-]+\.(?:svg|webp|png|jpg))["'`]/g)) {
        found.push({ path: match[1], file: path.relative(ROOT, file) });
      }
    }
  }
  return found;
}

/** The committed list: one Foundry 13 core path per line. */
export function readCoreIconList() {
  return new Set(fs.readFileSync(CORE_ICON_LIST, "utf8").split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#")));
}

function clientIcons(source) {
  if (fs.statSync(source).isFile()) return new Set(fs.readFileSync(source, "utf8").split("\n").map((l) => l.trim().replace(/^public\//, "")).filter(Boolean));
  for (const candidate of ["public/icons", "resources/app/public/icons", "icons"]) {
    const dir = path.join(source, candidate);
    if (fs.existsSync(dir)) return new Set(files(dir, () => true).map((file) => `icons/${path.relative(dir, file).split(path.sep).join("/")}`));
  }
  throw new Error(`${source}: no Foundry client icons folder found (public/icons)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) throw new Error("usage: node scripts/core-icons.mjs <Foundry 13 folder | file list>");
  const client = clientIcons(source);
  const used = [...packImages(), ...sourceImages()].filter((image) => image.path.startsWith("icons/"));
  const missing = used.filter((image) => !client.has(image.path)).map((image) => `${image.path} (${image.file})`);
  if (missing.length > 0) throw new Error(`not in Foundry 13's client:\n  ${[...new Set(missing)].join("\n  ")}`);
  const paths = [...new Set(used.map((image) => image.path))].sort();
  const header = "# Foundry 13 core images the packs and the code use (node scripts/core-icons.mjs <Foundry 13 folder>)\n";
  fs.writeFileSync(CORE_ICON_LIST, header + paths.join("\n") + "\n");
  console.log(`${CORE_ICON_LIST}: ${paths.length} paths`);
}
