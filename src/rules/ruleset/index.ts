export * from "./ruleset.ts";
