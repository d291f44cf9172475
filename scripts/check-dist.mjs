// Checks that a built folder (dist/ by default) is a complete installable system folder: every
// path system.json names exists, and every pack is a compiled LevelDB folder.
import fs from "node:fs";
import path from "node:path";
import { DIST, ROOT } from "./paths.mjs";
import { registeredDiceNames } from "./bundle-names.mjs";

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

/** The Roll and DiceTerm classes of src/dice (`export class X extends foundry.dice…`), by name. */
export function sourceDiceClasses(srcDir = path.join(ROOT, "src", "dice")) {
  const names = [];
  for (const file of fs.readdirSync(srcDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const text = fs.readFileSync(path.join(srcDir, file), "utf8");
    for (const match of text.matchAll(/^export class (\w+) extends foundry\.dice\./gm)) names.push(match[1]);
  }
  return names.sort();
}

/**
 * Foundry finds a message's Roll and DiceTerm classes by class name: every dice class of src/dice
 * must be registered in CONFIG.Dice under its own name by the built bundle (minification keeps names).
 */
export function bundleNameProblems(bundle, expected = sourceDiceClasses()) {
  const { rolls, terms } = registeredDiceNames(bundle);
  const registered = new Set([...rolls, ...Object.values(terms)]);
  return expected.filter((name) => !registered.has(name)).map((name) => `${path.basename(bundle)} registers no dice class named ${name} (registered: ${[...registered].join(", ") || "none"})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : DIST;
  const problems = distProblems(dir);
  const manifestFile = path.join(dir, "system.json");
  if (problems.length === 0) {
    for (const module of JSON.parse(fs.readFileSync(manifestFile, "utf8")).esmodules ?? []) problems.push(...bundleNameProblems(path.join(dir, localPath(module))));
  }
  if (problems.length) {
    console.error(`${dir} is incomplete:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "system.json"), "utf8"));
  console.log(`${path.basename(dir)}/ complete: ${requiredPaths(manifest).length} paths, ${manifest.packs.length} pack(s); dice classes registered by name: ${sourceDiceClasses().join(", ")}`);
}
