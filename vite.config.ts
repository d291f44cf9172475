import { defineConfig } from "vite";

/**
 * Library build of the system's one ES module (`dist/phasesix.mjs`) and its stylesheet
 * (`dist/phasesix.css`). Static files (system.json, templates, lang, packs) are copied and compiled
 * by scripts/build.mjs around this build.
 *
 * Names must survive: Foundry rebuilds chat rolls by the Roll class name, so no minification.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    target: "es2022",
    lib: {
      entry: "src/phasesix.ts",
      formats: ["es"],
      fileName: () => "phasesix.mjs",
      cssFileName: "phasesix",
    },
    rollupOptions: {
      output: { codeSplitting: false, keepNames: true },
    },
  },
});
