import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIALOG_CLASSES, dialogClasses } from "../constants.ts";

const SRC = path.join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Each `DialogV2.<factory>({ … })` call in our sources (`dialogBeside(host).<factory>` too), with the text of its options object. */
function dialogCalls(): { where: string; options: string }[] {
  const calls: { where: string; options: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:DialogV2|dialogBeside\([^)]*\))\.(confirm|input|prompt|wait)\(\{/g)) {
      let depth = 0;
      let end = match.index + match[0].length - 1;
      for (; end < text.length; end++) {
        if (text[end] === "{") depth++;
        else if (text[end] === "}" && --depth === 0) break;
      }
      const line = text.slice(0, match.index).split("\n").length;
      calls.push({ where: `${path.relative(SRC, file)}:${line}`, options: text.slice(match.index, end + 1) });
    }
  }
  return calls;
}

describe("dialogs carry the system's class (Foundry 13 gives a DialogV2 only the classes passed in)", () => {
  it("passes our classes to every DialogV2 we open (prayer, service, protection, steal, confirmations …)", () => {
    const calls = dialogCalls();
    expect(calls.length).toBeGreaterThanOrEqual(11);
    const without = calls.filter((call) => !/\bclasses: dialogClasses\(\)/.test(call.options)).map((call) => call.where);
    expect(without).toEqual([]);
  });

  it("hands out a fresh array with the phasesix class each time (Foundry adds to the array it gets)", () => {
    const first = dialogClasses();
    first.push("application");
    expect(dialogClasses()).toEqual(["phasesix", "phasesix-dialog"]);
    expect(DIALOG_CLASSES).toContain("phasesix");
  });
});
