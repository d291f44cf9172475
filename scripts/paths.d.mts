/** Types of scripts/paths.mjs. */
export const ROOT: string;
export const DIST: string;
export const PACK_SOURCES: string;
export const STATIC_ENTRIES: string[];
export const PACK_EXTRAS: string[];
