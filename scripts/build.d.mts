/** Types of scripts/build.mjs for the tests that run the build. */
export function copyStatic(outDir?: string): void;
export function buildAll(options?: { clean?: boolean; outDir?: string }): Promise<{ packs: string[] }>;
