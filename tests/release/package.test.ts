/**
 * `npm run package` from a clean state: the zip holds every path system.json names (system.json at
 * its root), the release manifest's links come from the repository and the version, and a version
 * mismatch or a placeholder address is refused before anything is built.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_GZIP_TARGET_KB, isPlaceholderRepository, startFiles, startGzipKb, releaseLinks, releaseManifest, repositoryBase, resolveRepository } from "../../scripts/build.mjs";
import { bundleNameProblems, requiredPaths, sourceDiceClasses } from "../../scripts/check-dist.mjs";
import { registeredDiceNames } from "../../scripts/bundle-names.mjs";
import { checkVersions, packageRelease, releaseTag, tagVersion } from "../../scripts/package.mjs";
import { changelogSection } from "../../scripts/package-notes.mjs";
import { PACK_SOURCES, ROOT } from "../../scripts/paths.mjs";
import { extractPack } from "@foundryvtt/foundryvtt-cli";

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string; repository: { url: string } };
const source = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as { version: string; [key: string]: unknown };
const REPO = "https://example.org/phasesix-maintainers/phasesix";

/** The source system.json as far as the build checks read it. */
const built = source as unknown as {
  license: string;
  esmodules: string[];
  styles: string[];
  languages: Array<{ path: string }>;
  packs: Array<{ path: string }>;
};

/** The pack source folders (packs/<name>). */
function packSources(): string[] {
  return fs.readdirSync(PACK_SOURCES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
}

/** Every JSON file below a folder. */
function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith(".json") ? [path.join(dir, e.name)] : []));
}

describe("the repository address", () => {
  it("lives in package.json and is still the marked placeholder, which packaging refuses", () => {
    expect(isPlaceholderRepository(repositoryBase(pkg.repository))).toBe(true);
    expect(resolveRepository(pkg, {})).toBe(repositoryBase(pkg.repository));
  });

  it("can be given for a release through PHASESIX_REPOSITORY, with git+ and .git stripped", () => {
    expect(resolveRepository(pkg, { PHASESIX_REPOSITORY: `git+${REPO}.git` })).toBe(REPO);
    expect(isPlaceholderRepository(REPO)).toBe(false);
    expect(() => repositoryBase("git@example.org:someone/x.git")).toThrow(/not an https URL/);
  });

  it("is typed nowhere in the source system.json: its links are generated", () => {
    for (const field of ["url", "manifest", "download", "bugs", "readme", "changelog"]) expect(source, field).not.toHaveProperty(field);
    const built = releaseManifest(source, { repository: REPO });
    expect(built).toMatchObject(releaseLinks(REPO, source.version));
    expect(built.manifest).toBe(`${REPO}/releases/latest/download/system.json`);
    expect(built.download).toBe(`${REPO}/releases/download/v${source.version}/phasesix.zip`);
    expect(built.bugs).toBe(`${REPO}/issues`);
  });

  it("leaves the links out of a dev build while the address is the placeholder", () => {
    const built = releaseManifest(source, { repository: repositoryBase(pkg.repository) });
    for (const field of ["url", "manifest", "download", "bugs", "readme"]) expect(built, field).not.toHaveProperty(field);
  });
});

describe("version agreement", () => {
  it("reads versions from tags and from GITHUB_REF_NAME only for tag builds", () => {
    expect(tagVersion("v1.2.3")).toBe("1.2.3");
    expect(tagVersion(null)).toBeNull();
    expect(() => tagVersion("main")).toThrow(/not a version tag/);
    expect(releaseTag([], { GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: "v0.2.0" })).toBe("v0.2.0");
    expect(releaseTag([], { GITHUB_REF_TYPE: "branch", GITHUB_REF_NAME: "main" })).toBeNull();
    expect(releaseTag(["v0.3.0"], { GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: "v0.2.0" })).toBe("v0.3.0");
  });

  it("accepts one version everywhere and refuses any disagreement", () => {
    expect(checkVersions({ packageVersion: "0.1.0", manifestVersion: "0.1.0", tag: "v0.1.0" })).toBe("0.1.0");
    expect(() => checkVersions({ packageVersion: "0.1.0", manifestVersion: "0.1.1" })).toThrow(/system.json: 0.1.1/);
    expect(() => checkVersions({ packageVersion: "0.1.0", manifestVersion: "0.1.0", tag: "v0.2.0" })).toThrow(/tag v0.2.0: 0.2.0/);
  });

  it("has a changelog section for the current version", () => {
    expect(changelogSection(fs.readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8"), pkg.version)).toBeTruthy();
    expect(changelogSection("## [Unreleased]\n\n## [1.0.0]\n- x\n", "0.9.0")).toBeNull();
  });

  it("npm run package refuses a tag of another version, and the placeholder address, before building", async () => {
    const run = promisify(execFile);
    const env = { ...process.env, PHASESIX_REPOSITORY: REPO };
    await expect(run("node", ["scripts/package.mjs", "v99.0.0"], { cwd: ROOT, env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/refused: versions disagree/),
    });
    const noRepo = { ...process.env, PHASESIX_REPOSITORY: "" };
    await expect(run("node", ["scripts/package.mjs", `v${pkg.version}`], { cwd: ROOT, env: noRepo })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/no release address/),
    });
  });
});

describe("npm run package", () => {
  let tmp = "";
  let result: Awaited<ReturnType<typeof packageRelease>>;
  let zip: Record<string, Uint8Array>;
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-release-"));
    result = await packageRelease({ tag: `v${pkg.version}`, repository: REPO, distDir: path.join(tmp, "dist"), releaseDir: path.join(tmp, "release") });
    zip = unzipSync(fs.readFileSync(result.zipFile));
  }, 180_000);

  it("writes release/phasesix.zip and release/system.json", () => {
    expect(path.basename(result.zipFile)).toBe("phasesix.zip");
    expect(path.basename(result.manifestFile)).toBe("system.json");
    expect(fs.statSync(result.zipFile).size).toBeGreaterThan(10_000);
  });

  it("zips the system folder with system.json at its root and every path it names", () => {
    const names = Object.keys(zip);
    expect(names).toContain("system.json");
    const zipped = JSON.parse(new TextDecoder().decode(zip["system.json"])) as Record<string, unknown>;
    const required = requiredPaths(zipped);
    expect(required).toEqual(expect.arrayContaining(["phasesix.mjs", "phasesix.css", "lang/de.json", "assets/media/cover.webp", "packs/guide-de"]));
    for (const p of required) expect(names.some((n) => n === p || n.startsWith(`${p}/`)), p).toBe(true);
    for (const pack of zipped.packs as Array<{ path: string }>) expect(names, pack.path).toContain(`${pack.path}/CURRENT`);
  });

  it("ships a manifest whose links come from the repository and the version, the same in and beside the zip", () => {
    const beside = JSON.parse(fs.readFileSync(result.manifestFile, "utf8")) as Record<string, unknown>;
    const inside = JSON.parse(new TextDecoder().decode(zip["system.json"])) as Record<string, unknown>;
    expect(beside).toEqual(inside);
    expect(beside).toMatchObject({
      version: pkg.version,
      url: REPO,
      manifest: `${REPO}/releases/latest/download/system.json`,
      download: `${REPO}/releases/download/v${pkg.version}/phasesix.zip`,
      bugs: `${REPO}/issues`,
      readme: `${REPO}/blob/v${pkg.version}/README.md`,
      changelog: `${REPO}/blob/v${pkg.version}/CHANGELOG.md`,
    });
  });

  // One build serves every check of the built folder: building is the slowest step of the unit tests.
  describe("the folder it builds (npm run build)", () => {
    const out = () => path.join(tmp, "dist");

    it("writes every path system.json names", () => {
      const paths = [
        "system.json",
        built.license,
        ...built.esmodules,
        ...built.styles,
        ...built.languages.map((l) => l.path),
        ...built.packs.map((p) => p.path),
      ];
      for (const p of paths) expect(fs.existsSync(path.join(out(), p)), `dist/${p}`).toBe(true);
    });

    it("compiles every pack to LevelDB", () => {
      for (const pack of built.packs) {
        const files = fs.readdirSync(path.join(out(), pack.path));
        expect(files).toContain("CURRENT");
        expect(files.some((f) => f.endsWith(".ldb") || f.endsWith(".log"))).toBe(true);
      }
    });

    it("ships the bundle as an ES module that keeps its class names", () => {
      const bundle = fs.readFileSync(path.join(out(), "phasesix.mjs"), "utf8");
      expect(bundle).toMatch(/\bHooks\.once\(/);
      expect(bundle).not.toMatch(/^\s*(module\.exports|require\()/m);
      // Foundry rebuilds chat rolls and dice terms from their class names: these must survive the build.
      for (const name of ["PhaseSixActor", "PhaseSixItem", "PhaseSixRoll", "PhaseSixDie", "PhaseSixCombat", "PhaseSixCombatant", "PhaseSixActiveEffect"]) {
        expect(bundle, name).toMatch(new RegExp(`\\b${name}\\s*=\\s*class\\b|\\bclass ${name}\\b`));
        expect(bundle, `${name} renamed`).not.toMatch(new RegExp(`\\b${name}\\$\\d+\\b`));
      }
    });

    it("ships the compiled stylesheet", () => {
      const css = fs.readFileSync(path.join(out(), "phasesix.css"), "utf8");
      expect(css).toContain("--phasesix-accent");
    });

    it("compiles the shipped packs and reads their documents back", async () => {
      const packs = path.join(out(), "packs");
      const compiled = fs.readdirSync(packs, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
      expect(compiled.sort()).toEqual([...packSources()].sort());
      for (const pack of compiled) {
        const names = jsonFiles(path.join(PACK_SOURCES, pack)).map((f) => (JSON.parse(fs.readFileSync(f, "utf8")) as { name: string }).name);
        const extracted = path.join(tmp, `${pack}-extracted`);
        await extractPack(path.join(packs, pack), extracted, {});
        const back = fs.readdirSync(extracted).map((f) => (JSON.parse(fs.readFileSync(path.join(extracted, f), "utf8")) as { name: string }).name);
        expect(back.sort()).toEqual(names.sort());
      }
    });
  });

  it("ships a minified bundle that still registers every dice class of src/dice under its own name", () => {
    const bundle = path.join(tmp, "dist", "phasesix.mjs");
    expect(sourceDiceClasses()).toEqual(["PhaseSixDie", "PhaseSixInitiativeRoll", "PhaseSixRoll"]);
    expect(registeredDiceNames(bundle)).toEqual({ rolls: ["PhaseSixRoll", "PhaseSixInitiativeRoll"], terms: { p: "PhaseSixDie" } });
    expect(bundleNameProblems(bundle)).toEqual([]);
    // what every client loads at start (the bundle and the chunks it imports statically): within the gzipped target the build prints
    // one start module: the chunks beside it (builder, compendium browser, campaign conversion, …) load on first use
    expect(startFiles(bundle)).toEqual([path.resolve(bundle)]);
    expect(fs.readdirSync(path.join(tmp, "dist", "chunks")).filter((f) => f.endsWith(".mjs")).length).toBeGreaterThan(0);
    expect(startGzipKb(bundle)).toBeGreaterThanOrEqual(gzipSync(fs.readFileSync(bundle)).length / 1024);
    expect(startGzipKb(bundle)).toBeLessThanOrEqual(BUNDLE_GZIP_TARGET_KB);
  });
});

describe("the bundle name check", () => {
  const fake = (code: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-bundle-")), "phasesix.mjs");
    fs.writeFileSync(file, code);
    return file;
  };
  const hooks = (register: string) => `Hooks.once("init", () => { ${register} });`;

  it("finds classes registered under their names", () => {
    const file = fake(`var a = class PhaseSixRoll extends foundry.dice.Roll {}; var PhaseSixDie = class extends foundry.dice.terms.DiceTerm {};
${hooks("CONFIG.Dice.rolls.push(a); CONFIG.Dice.terms.p = PhaseSixDie;")}`);
    expect(registeredDiceNames(file)).toEqual({ rolls: ["PhaseSixRoll"], terms: { p: "PhaseSixDie" } });
    expect(bundleNameProblems(file, ["PhaseSixDie", "PhaseSixRoll"])).toEqual([]);
  });

  it("reports a class whose name a minifier mangled", () => {
    const file = fake(`var a = class extends foundry.dice.Roll {}; var b = class PhaseSixDie extends foundry.dice.terms.DiceTerm {};
${hooks("CONFIG.Dice.rolls.push(a); CONFIG.Dice.terms.p = b;")}`);
    expect(registeredDiceNames(file).rolls).toEqual(["a"]);
    expect(bundleNameProblems(file, ["PhaseSixDie", "PhaseSixRoll"])).toEqual(["phasesix.mjs registers no dice class named PhaseSixRoll (registered: a, PhaseSixDie)"]);
  });
});

describe("what a client loads at start", () => {
  it("counts the bundle and the chunks it imports statically, not those it imports on first use", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-start-"));
    fs.mkdirSync(path.join(dir, "chunks"));
    fs.writeFileSync(path.join(dir, "phasesix.mjs"), `import{a as b}from"./chunks/shared.mjs";const l=()=>import(\`./chunks/lazy.mjs\`);export{b};`);
    fs.writeFileSync(path.join(dir, "chunks", "shared.mjs"), `import"./deeper.mjs";export const a=1;`);
    fs.writeFileSync(path.join(dir, "chunks", "deeper.mjs"), `export const d=2;`);
    fs.writeFileSync(path.join(dir, "chunks", "lazy.mjs"), `import{b}from"../phasesix.mjs";export const c=b;`);
    const files = startFiles(path.join(dir, "phasesix.mjs")).map((f) => path.relative(dir, f));
    expect(files).toEqual(["phasesix.mjs", path.join("chunks", "shared.mjs"), path.join("chunks", "deeper.mjs")]);
  });
});
