// `npm run build`: writes dist/ = exactly the folder a GM drops into Foundry's Data/systems/phasesix.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { compilePacks } from "./packs.mjs";
import { DIST, PACK_EXTRAS, PACK_SOURCES, ROOT, STATIC_ENTRIES } from "./paths.mjs";

/**
 * The one place that says where the project lives: package.json's `repository`. Until a maintainer
 * sets the real address there, it holds this clearly marked placeholder (the reserved `.invalid`
 * top-level domain can never resolve). The dev build then leaves the release links out of
 * system.json; `npm run package` refuses to package. A release address can also be given through
 * the environment variable below (the release workflow passes the GitHub repository it runs in).
 */
export const REPOSITORY_ENV = "PHASESIX_REPOSITORY";
export const PLACEHOLDER_HOST_SUFFIX = ".invalid";

/** The file names of a release, as Foundry's installer fetches them. */
export const RELEASE_ZIP = "phasesix.zip";
export const RELEASE_MANIFEST = "system.json";

/** package.json's `repository` field (string or `{ url }`) as a plain https address without `git+`/`.git`. */
export function repositoryBase(repository) {
  const raw = typeof repository === "string" ? repository : repository?.url;
  if (!raw) return null;
  const url = raw.trim().replace(/^git\+/, "").replace(/\.git$/, "").replace(/\/+$/, "");
  if (!/^https:\/\/[^/\s]+\/\S+$/.test(url)) throw new Error(`repository address is not an https URL: ${raw}`);
  return url;
}

/** True when the address is missing or still the placeholder. */
export function isPlaceholderRepository(base) {
  if (!base) return true;
  return new URL(base).hostname.endsWith(PLACEHOLDER_HOST_SUFFIX);
}

/** The repository to use: the environment variable when set, else package.json's `repository`. */
export function resolveRepository(pkg, env = process.env) {
  const fromEnv = env[REPOSITORY_ENV]?.trim();
  return repositoryBase(fromEnv || pkg.repository);
}

/**
 * The links system.json carries, derived from the repository and the version (GitHub's release
 * layout: `releases/download/<tag>/<file>`, and `releases/latest/download/<file>` for the newest).
 */
export function releaseLinks(base, version) {
  const tag = `v${version}`;
  return {
    url: base,
    manifest: `${base}/releases/latest/download/${RELEASE_MANIFEST}`,
    download: `${base}/releases/download/${tag}/${RELEASE_ZIP}`,
    bugs: `${base}/issues`,
    readme: `${base}/blob/${tag}/README.md`,
    changelog: `${base}/blob/${tag}/CHANGELOG.md`,
  };
}

/** The link fields that are generated and must never be hand-typed into the source system.json. */
export const GENERATED_FIELDS = ["url", "manifest", "download", "bugs", "readme", "changelog"];

/**
 * The system.json that ships: the source manifest plus the links derived from the repository and
 * the version. Without a real repository address the links are left out (a dev build).
 */
export function releaseManifest(source, { repository, version = source.version } = {}) {
  const manifest = Object.fromEntries(Object.entries(source).filter(([key]) => !GENERATED_FIELDS.includes(key)));
  if (isPlaceholderRepository(repository)) return manifest;
  const links = releaseLinks(repository, version);
  manifest.authors = (manifest.authors ?? []).map((author) => (author.url ? author : { ...author, url: links.url }));
  // The links go after `license`, where Foundry's own manifests keep them.
  return { ...manifest, ...links };
}

/** Target for the bundle every client loads at start (gzipped, as a web server sends it). */
export const BUNDLE_GZIP_TARGET_KB = 130;

/**
 * The files a client loads at start: the bundle and every chunk it imports statically (directly or
 * through another chunk). Chunks reached only by a dynamic `import()` (the builder, the compendium
 * browser, the campaign conversion) load on first use and are not counted.
 */
export function startFiles(file) {
  const files = [];
  const queue = [path.resolve(file)];
  while (queue.length > 0) {
    const next = queue.shift();
    if (files.includes(next)) continue;
    files.push(next);
    const code = fs.readFileSync(next, "utf8");
    for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
      queue.push(path.resolve(path.dirname(next), match[1]));
    }
  }
  return files;
}

/** The gzipped size in KB of what a client loads at start (each file gzipped as a web server sends it). */
export function startGzipKb(file) {
  return startFiles(file).reduce((sum, f) => sum + gzipSync(fs.readFileSync(f)).length, 0) / 1024;
}

/** "phasesix.mjs: 367 KB, 97 KB gzipped at start (target ≤ 130 KB gzipped)". */
export function bundleSizeLine(file) {
  const files = startFiles(file);
  const raw = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  const kb = (bytes) => Math.round(bytes / 1024);
  const chunks = files.length > 1 ? ` with ${files.length - 1} chunk(s) it imports` : "";
  return `${path.basename(file)}${chunks}: ${kb(raw)} KB, ${Math.round(startGzipKb(file))} KB gzipped at start (target ≤ ${BUNDLE_GZIP_TARGET_KB} KB gzipped)`;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** Copy the static files and folders into the output folder; system.json is written with its links. */
export function copyStatic(outDir = DIST, { repository = resolveRepository(readJson(path.join(ROOT, "package.json"))) } = {}) {
  for (const entry of STATIC_ENTRIES) {
    const from = path.join(ROOT, entry);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(outDir, entry), { recursive: true });
  }
  const manifest = releaseManifest(readJson(path.join(ROOT, "system.json")), { repository });
  fs.writeFileSync(path.join(outDir, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The full build: clean, bundle + CSS, static files, packs.
 * @param {{ clean?: boolean, outDir?: string, repository?: string | null }} [options] outDir defaults to dist/;
 *   repository defaults to $PHASESIX_REPOSITORY or package.json's `repository`
 */
export async function buildAll({ clean = true, outDir = DIST, repository } = {}) {
  if (clean) fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    root: ROOT,
    logLevel: "warn",
    configFile: path.join(ROOT, "vite.config.ts"),
    build: { outDir },
  });
  const manifest = copyStatic(outDir, repository === undefined ? undefined : { repository });
  const packs = await compilePacks(PACK_SOURCES, path.join(outDir, "packs"));
  for (const extra of PACK_EXTRAS) {
    const from = path.join(PACK_SOURCES, extra);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(outDir, "packs", extra));
  }
  return { packs, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { packs, manifest } = await buildAll();
  console.log(`dist/ built (packs: ${packs.join(", ") || "none"})`);
  console.log(bundleSizeLine(path.join(DIST, "phasesix.mjs")));
  if (!manifest.manifest) {
    console.log("note: no repository address is set (package.json → repository), so dist/system.json has no manifest/download links");
  }
}
