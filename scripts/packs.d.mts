/** Types of scripts/packs.mjs for the tests that compile packs. */
export function compilePacks(sourceRoot: string, destRoot: string): Promise<string[]>;
