/** Types of scripts/check-dist.mjs. */
export function localPath(value: string | undefined | null, id?: string): string | null;
export function requiredPaths(manifest: Record<string, unknown>): string[];
export function distProblems(dir?: string): string[];
export function sourceDiceClasses(srcDir?: string): string[];
export function bundleNameProblems(bundle: string, expected?: readonly string[]): string[];
