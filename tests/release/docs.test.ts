/** The product stands alone: its README and docs point at nothing outside the repository. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/paths.mjs";

const docs = ["README.md", "CHANGELOG.md", ...fs.readdirSync(path.join(ROOT, "docs")).map((f) => `docs/${f}`)];

describe("README and docs", () => {
  it.each(docs)("%s names no folder outside the repository", (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(text).not.toMatch(/\.\.\/shared|\/work\//);
  });

  it.each(docs)("%s links only to files that exist", (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    for (const [, target] of text.matchAll(/\]\((?!https?:|#)([^)#\s]+)[^)]*\)/g)) {
      expect(fs.existsSync(path.join(ROOT, path.dirname(file), target)), `${file} → ${target}`).toBe(true);
    }
  });

  it("has a contributor's rules reading in docs/RULES.md", () => {
    const rules = fs.readFileSync(path.join(ROOT, "docs", "RULES.md"), "utf8");
    for (const heading of ["## Dice", "## Combat", "### Conditions", "## Extensions"]) expect(rules).toContain(heading);
  });
});
