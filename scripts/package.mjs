// `npm run package [-- vX.Y.Z]`: builds the system and writes the two files of a release:
//   release/phasesix.zip   the installable system folder (system.json at the zip's root)
//   release/system.json    the manifest whose `download` points at this version's zip
// It refuses when package.json, system.json and the tag disagree on the version, when CHANGELOG.md has
// no section for that version, or when no real
// repository address is set (package.json → repository, or $PHASESIX_REPOSITORY).
import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { buildAll, isPlaceholderRepository, RELEASE_MANIFEST, RELEASE_ZIP, REPOSITORY_ENV, resolveRepository } from "./build.mjs";
import { distProblems } from "./check-dist.mjs";
import { changelogSection } from "./package-notes.mjs";
import { DIST, ROOT } from "./paths.mjs";

export const RELEASE_DIR = path.join(ROOT, "release");

/** The version a tag names: "v1.2.3" → "1.2.3"; null without a tag. */
export function tagVersion(tag) {
  if (!tag) return null;
  const match = /^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag.trim());
  if (!match) throw new Error(`the tag "${tag}" is not a version tag like v1.2.3`);
  return match[1];
}

/** The tag to check: the first argument, else GITHUB_REF_NAME when the workflow runs for a tag. */
export function releaseTag(argv = process.argv.slice(2), env = process.env) {
  const arg = argv.find((a) => !a.startsWith("-"));
  if (arg) return arg;
  return env.GITHUB_REF_TYPE === "tag" || env.GITHUB_REF?.startsWith("refs/tags/") ? env.GITHUB_REF_NAME || null : null;
}

/** Throws unless package.json, system.json and (when given) the tag name the same version. */
export function checkVersions({ packageVersion, manifestVersion, tag }) {
  const versions = { "package.json": packageVersion, "system.json": manifestVersion };
  const fromTag = tagVersion(tag);
  if (fromTag) versions[`tag ${tag}`] = fromTag;
  const distinct = new Set(Object.values(versions));
  if (distinct.size !== 1) {
    const list = Object.entries(versions).map(([where, v]) => `${where}: ${v}`).join(", ");
    throw new Error(`versions disagree (${list}); set the same version everywhere before packaging`);
  }
  return packageVersion;
}

/** All files below `dir` as zip entries { "a/b.json": bytes }, in a stable order. */
function zipEntries(dir) {
  const entries = {};
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else entries[child] = fs.readFileSync(path.join(dir, child));
    }
  };
  walk("");
  return entries;
}

/**
 * Build and package a release.
 * @param {{ tag?: string | null, repository?: string | null, distDir?: string, releaseDir?: string, env?: Record<string, string | undefined> }} [options]
 */
export async function packageRelease({ tag = null, repository, distDir = DIST, releaseDir = RELEASE_DIR, env = process.env } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const source = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8"));
  const version = checkVersions({ packageVersion: pkg.version, manifestVersion: source.version, tag });
  const changelog = fs.readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8");
  if (changelogSection(changelog, version) === null) throw new Error(`CHANGELOG.md has no section "## [${version}]"`);
  const repo = repository === undefined ? resolveRepository(pkg, env) : repository;
  if (isPlaceholderRepository(repo)) {
    throw new Error(
      `no release address: package.json's "repository" is still the placeholder (${repo ?? "unset"}). ` +
        `Set it to the project's repository, or pass one in $${REPOSITORY_ENV}.`,
    );
  }
  const { manifest } = await buildAll({ outDir: distDir, repository: repo });
  const problems = distProblems(distDir);
  if (problems.length) throw new Error(`the build is incomplete: ${problems.join("; ")}`);

  fs.mkdirSync(releaseDir, { recursive: true });
  // A fixed date makes the zip of one commit the same bytes on every machine.
  const zip = zipSync(zipEntries(distDir), { level: 9, mtime: new Date("2000-01-01T00:00:00Z") });
  const zipFile = path.join(releaseDir, RELEASE_ZIP);
  const manifestFile = path.join(releaseDir, RELEASE_MANIFEST);
  fs.writeFileSync(zipFile, zip);
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { version, zipFile, manifestFile, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { version, zipFile, manifestFile, manifest } = await packageRelease({ tag: releaseTag() });
    console.log(`Phase Six ${version} packaged:\n  ${path.relative(ROOT, zipFile)}\n  ${path.relative(ROOT, manifestFile)}`);
    console.log(`  manifest: ${manifest.manifest}\n  download: ${manifest.download}`);
  } catch (error) {
    console.error(`npm run package refused: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
