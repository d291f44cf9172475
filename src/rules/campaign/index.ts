/** Campaigns prepared on phasesix.org: reading the site's Foundry export, converting its actors, re-syncing them. */
export * from "./export.ts";
export * from "./convert.ts";
export * from "./resync.ts";
