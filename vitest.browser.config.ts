import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The check over all screenshots of the run (tests/browser/screenshots.test.ts) runs after every render. */
class ScreenshotsLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (spec: TestSpecification) => (spec.moduleId.endsWith("/screenshots.test.ts") ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b));
  }
}

// Real-browser tests: one headless Chromium at a time (the machines have two cores).
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    globalSetup: ["tests/browser/run-start.ts"],
    sequence: { sequencer: ScreenshotsLast },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/browser.json" }]] : ["default"],
  },
});
