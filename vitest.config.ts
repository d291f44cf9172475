import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests: the rules core, data models and Foundry-layer logic (with the stand-ins in tests/foundry).
// Browser tests (tests/browser) run separately through `npm run test:browser`.
//
// Where the time goes and why the settings below: docs/DEVELOPMENT.md → "Commands".
// - The test files share their workers (`isolate: false`); tests/fresh-file.ts gives each file fresh
//   globals and a fresh module registry. A fresh worker per file (Vitest's default) spent most of the
//   run starting workers and loading the same packages again: 114 s of CPU against 55 s.
// - Module mocks (`vi.mock`) live in the worker and would leak into the next file: files that mock run
//   in a project of their own with a fresh worker each.
// - Two workers: Vitest's default is one less than the cores, one on these 2-core machines.

const ROOT = import.meta.dirname;
const INCLUDE = ["src/**/*.test.ts", "tests/**/*.test.ts"];
const EXCLUDE = ["tests/browser/**", "node_modules/**", "dist/**"];

/** Test files that mock modules (relative to the root, with forward slashes). */
function mockingFiles(): string[] {
  return ["src", "tests"]
    .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true }).map((e) => path.join(e.parentPath, e.name)))
    .filter((file) => file.endsWith(".test.ts") && /\bvi\.(?:do)?[mM]ock\(/.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("tests/browser/"));
}

const MOCKING = mockingFiles();

export default defineConfig({
  test: {
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
    testTimeout: 30_000,
    // In CI a JSON report feeds the "N passed, N failed" line that .ci/run prints.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit.json" }]] : ["default"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: INCLUDE, exclude: [...EXCLUDE, ...MOCKING], isolate: false, setupFiles: ["tests/fresh-file.ts"] },
      },
      {
        extends: true,
        test: { name: "mocks", include: MOCKING.length > 0 ? MOCKING : ["no-such-file"], exclude: EXCLUDE, isolate: true },
      },
    ],
  },
});
