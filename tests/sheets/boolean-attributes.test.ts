/**
 * HTML boolean attributes count by presence: `compact="false"` on Foundry 13's `<prose-mirror>`
 * (which tests `hasAttribute("compact")`) still makes the editor compact. No template may write one
 * as "false".
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../templates/", import.meta.url).pathname;
const BOOLEAN_ATTRIBUTES = ["compact", "toggled", "disabled", "readonly", "checked", "selected", "required", "hidden", "open", "multiple", "autofocus"];

function templates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templates(join(dir, entry.name)) : entry.name.endsWith(".hbs") ? [join(dir, entry.name)] : [],
  );
}

describe("templates", () => {
  it("never set a boolean attribute to \"false\" (its presence alone turns it on)", () => {
    const pattern = new RegExp(`\\s(${BOOLEAN_ATTRIBUTES.join("|")})=["']false["']`, "g");
    const found = templates(ROOT).flatMap((file) => Array.from(readFileSync(file, "utf8").matchAll(pattern), (m) => `${file.slice(ROOT.length)}: ${m[0].trim()}`));
    expect(found).toEqual([]);
  });

  it("shows the character's biography in a full (not compact) editor", () => {
    const notes = readFileSync(join(ROOT, "actor/character/notes.hbs"), "utf8");
    const editor = /<prose-mirror name="system.biography"[^>]*>/.exec(notes)?.[0] ?? "";
    expect(editor).not.toBe("");
    expect(editor).not.toMatch(/\scompact\b/);
  });
});
