import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";

const ENTRY = path.resolve(import.meta.dirname, "src/phasesix.ts");

/** What the chunking pass asks of a module (rolldown's ModuleInfo: only the fields read here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules the entry imports statically, directly or through others: what every client loads at
 * start. Computed once per build from the module graph.
 */
function startModules(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    // a barrel only re-exports: what it re-exports counts when a module that uses it imports it itself
    if (!isBarrel(id)) queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let start: Set<string> | null = null;

/** A barrel: a source module of ours that only re-exports (`export … from`) and imports types. */
function isBarrel(id: string): boolean {
  if (!id.endsWith(".ts") || !fs.existsSync(id)) return false;
  const code = fs.readFileSync(id, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const statements = code.split(";").map((s) => s.trim()).filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^export\s+(?:type\s+)?(?:\*|\{)[\s\S]*\bfrom\s*["']/.test(s) || /^(?:import|export)\s+type\s/.test(s));
}

/**
 * Library build of the system's ES module (`dist/phasesix.mjs`), its lazily loaded chunks
 * (`dist/chunks/`) and its stylesheet (`dist/phasesix.css`). Static files (system.json, templates,
 * lang, packs) are copied and compiled by scripts/build.mjs around this build.
 *
 * One start bundle: every module the entry imports statically goes into `phasesix.mjs` (the chunk
 * group named after the entry), so a client loads one file at start; what only a dynamic `import()`
 * reaches (the builder, the compendium browser, the campaign conversion) is a chunk of its own,
 * loaded from beside the bundle on first use.
 *
 * Minified with class names kept: Foundry rebuilds chat rolls by the Roll and DiceTerm class names
 * and names sheets by their class (`mangle/compress.keepNames.class`); function names are mangled.
 * `node scripts/check-dist.mjs` runs the built bundle's init hook and fails when a dice class of
 * src/dice is not registered under its own name. `npm run build` prints the size.
 */
export default defineConfig({
  publicDir: false,
  // the start set is computed anew for every build (the watcher rebuilds with the same config)
  plugins: [{ name: "phasesix-start-modules", buildStart: () => void (start = null) }],
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
      preserveEntrySignatures: false,
      experimental: { lazyBarrel: true },
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/].*[\\/]index\.ts$/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: "start bundle (everything the entry imports statically)",
              name: (id: string, ctx: ModuleGraph) => {
                start ??= startModules(ctx);
                return start.has(id) ? "phasesix" : null;
              },
            },
          ],
        },
        chunkFileNames: "chunks/[name]-[hash].mjs",
        keepNames: false,
        minify: {
          compress: { keepNames: { function: false, class: true } },
          mangle: { keepNames: { function: false, class: true } },
          codegen: { removeWhitespace: true },
        },
      },
    },
  },
});
