// Checks that a built folder (dist/ by default) is a complete installable system folder: every
// path system.json names exists, and every pack is a compiled LevelDB folder.
import fs from "node:fs";
import path from "node:path";
import { DIST } from "./paths.mjs";

/** A path inside the installed system folder, from a manifest value ("systems/phasesix/x" or "x"); null for web URLs. */
export function localPath(value, id = "phasesix") {
  if (!value || /^[a-z]+:\/\//i.test(value)) return null;
  const prefix = `systems/${id}/`;
  return value.startsWith(prefix) ? value.slice(prefix.length) : value;
}

/** Every file or folder a system.json names, relative to the system folder. */
export function requiredPaths(manifest) {
  const named = [
    "system.json",
    manifest.license,
    ...(manifest.esmodules ?? []),
    ...(manifest.scripts ?? []),
    ...(manifest.styles ?? []).map((s) => (typeof s === "string" ? s : s.src)),
    ...(manifest.languages ?? []).map((l) => l.path),
    ...(manifest.packs ?? []).map((p) => p.path),
    ...(manifest.media ?? []).flatMap((m) => [m.url, m.thumbnail]),
    manifest.background,
    "templates",
  ];
  return [...new Set(named.map((p) => localPath(p, manifest.id)).filter(Boolean))];
}

/** The problems of a built folder; empty when it is complete. */
export function distProblems(dir = DIST) {
  const file = path.join(dir, "system.json");
  if (!fs.existsSync(file)) return [`${dir} has no system.json`];
  const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  const problems = requiredPaths(manifest)
    .filter((p) => !fs.existsSync(path.join(dir, p)))
    .map((p) => `missing: ${p}`);
  for (const pack of manifest.packs ?? []) {
    if (!fs.existsSync(path.join(dir, pack.path, "CURRENT"))) problems.push(`pack ${pack.name} is not a compiled LevelDB folder`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : DIST;
  const problems = distProblems(dir);
  if (problems.length) {
    console.error(`${dir} is incomplete:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "system.json"), "utf8"));
  console.log(`${path.basename(dir)}/ complete: ${requiredPaths(manifest).length} paths, ${manifest.packs.length} pack(s)`);
}
