/** Types of scripts/check-dist.mjs. */
export function localPath(value: string | undefined | null, id?: string): string | null;
export function requiredPaths(manifest: Record<string, unknown>): string[];
export function distProblems(dir?: string): string[];
