import { defineConfig } from "vitest/config";

// Real-browser tests: one headless Chromium at a time (the machines have two cores).
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/browser.json" }]] : ["default"],
  },
});
