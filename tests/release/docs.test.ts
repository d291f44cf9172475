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

  it("README says which Foundry versions run the system and how each was checked, as system.json does", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as { compatibility: { minimum: string; verified: string } };
    const section = readme.split(/^## /m).find((part) => part.startsWith("Foundry versions\n")) ?? "";
    const row = (generation: string) => section.split("\n").find((line) => line.startsWith(`| ${generation} |`)) ?? "";
    // The minimum and every generation above it up to 14 have a row; only the verified one says "verified".
    expect(manifest.compatibility.minimum).toBe("13");
    expect(row(manifest.compatibility.minimum)).not.toBe("");
    expect(row(manifest.compatibility.verified)).toMatch(/yes, verified/);
    expect(row(manifest.compatibility.verified)).toMatch(/Foundry 13's own code/);
    expect(row("14")).toMatch(/yes, not verified/);
    expect(row("14")).toMatch(/API.*types.*stand-ins/);
    // What a GM on 14 should know.
    for (const topic of ["Message modes", "Active Effects", "Pop-out windows", "Scene levels"]) expect(section).toContain(`**${topic}`);
  });

  it("DEVELOPMENT.md says how to typecheck against Foundry 14 and lists at most 10 remaining errors", () => {
    const development = fs.readFileSync(path.join(ROOT, "docs", "DEVELOPMENT.md"), "utf8");
    const section = development.split(/^## /m).find((part) => part.startsWith("Typecheck against Foundry 14\n")) ?? "";
    expect(section).toContain("https://github.com/League-of-Foundry-Developers/foundry-vtt-types");
    expect(section).toContain("14.366");
    const table = section.slice(section.indexOf("| file | errors | error | why it stays, and the fix |"));
    const rows = table.split("\n").filter((line) => line.startsWith("| `src/"));
    const counts = rows.map((line) => Number(line.split("|")[2]));
    for (const [index, count] of counts.entries()) expect(Number.isInteger(count) && count > 0, rows[index]).toBe(true);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(total).toBeLessThanOrEqual(10);
    // The count in the heading line is the table's.
    expect(section).toContain(`(in \`src/\`; ${total}):`);
  });

  it("has a contributor's rules reading in docs/RULES.md", () => {
    const rules = fs.readFileSync(path.join(ROOT, "docs", "RULES.md"), "utf8");
    for (const heading of ["## Dice", "## Combat", "### Conditions", "## Extensions"]) expect(rules).toContain(heading);
  });
});
