import { defineConfig } from "vite";

/**
 * Library build of the system's one ES module (`dist/phasesix.mjs`) and its stylesheet
 * (`dist/phasesix.css`). Static files (system.json, templates, lang, packs) are copied and compiled
 * by scripts/build.mjs around this build.
 *
 * Minified with names kept: Foundry rebuilds chat rolls by the Roll and DiceTerm class names
 * (`output.keepNames`). Vite leaves whitespace in an ES library build (`build.minify`), so the
 * output asks rolldown for the full minification itself (`output.minify`); `node scripts/check-dist.mjs` runs the built bundle's init hook and fails
 * when a dice class of src/dice is not registered under its own name. `npm run build` prints the size.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    lib: {
      entry: "src/phasesix.ts",
      formats: ["es"],
      fileName: () => "phasesix.mjs",
      cssFileName: "phasesix",
    },
    rollupOptions: {
      output: { codeSplitting: false, keepNames: true, minify: true },
    },
  },
});
