/**
 * No two screenshots of different names are the same picture: a "dark" variant identical to its light
 * one, or a render saved under two names, shows nothing new. Runs after every render of the run
 * (vitest.browser.config.ts orders it last) and checks the screenshots the run wrote.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { screenshotsOfThisRun } from "./screenshot-files.ts";

describe("screenshots of the run", () => {
  it("are pairwise different pictures (byte for byte)", () => {
    const files = screenshotsOfThisRun();
    const byHash = new Map<string, string[]>();
    for (const file of files) {
      const hash = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
      byHash.set(hash, [...(byHash.get(hash) ?? []), path.basename(file)]);
    }
    const duplicates = [...byHash.values()].filter((names) => names.length > 1).map((names) => names.sort().join(" = "));
    expect(duplicates).toEqual([]);
  });
});
