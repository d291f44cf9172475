/** Types of scripts/package-notes.mjs. */
export function changelogSection(text: string, version: string): string | null;
