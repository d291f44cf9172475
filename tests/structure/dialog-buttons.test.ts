/**
 * Every dialog we open names its own buttons in the user's language (issue 30: the stress and rest
 * dialogs showed core's English "Confirm" and "Yes"/"No"). Foundry 13's DialogV2 writes those
 * defaults as plain English words, not localized: `confirm` needs our `yes` and `no` labels,
 * `input` and `prompt` our `ok` label, `wait` its `buttons`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.join(import.meta.dirname, "..", "..", "src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The argument text of the call starting at `open` (the index of its "("), parentheses balanced. */
function callArguments(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** Every DialogV2 call in src/ (directly or through `dialogBeside(host)`): the file, the method and its arguments. */
function dialogCalls(): Array<{ where: string; method: string; args: string }> {
  return sourceFiles(SRC).flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return [...text.matchAll(/(?:DialogV2|dialogBeside\([^)]*\))\.(confirm|input|prompt|wait)\(/g)].map((match) => ({
      where: `${path.relative(SRC, file)}:${text.slice(0, match.index).split("\n").length}`,
      method: match[1],
      args: callArguments(text, (match.index ?? 0) + match[0].length - 1),
    }));
  });
}

/** Whether the arguments give the button `name` a label of ours (`name: { label: … }`). */
function labels(args: string, name: string): boolean {
  return new RegExp(`\\b${name}:\\s*\\{[^}]*\\blabel:`).test(args);
}

describe("dialog buttons", () => {
  const calls = dialogCalls();

  it("finds the dialogs (the scan works)", () => {
    expect(calls.filter((c) => c.method === "confirm").length).toBeGreaterThanOrEqual(5);
    expect(calls.filter((c) => c.method === "input").length).toBeGreaterThanOrEqual(10);
  });

  it("every confirmation names its yes and no buttons (core's are English words)", () => {
    expect(calls.filter((c) => c.method === "confirm" && !(labels(c.args, "yes") && labels(c.args, "no"))).map((c) => c.where)).toEqual([]);
  });

  it("every input and prompt names its OK button (core's is the English word Confirm)", () => {
    expect(calls.filter((c) => (c.method === "input" || c.method === "prompt") && !labels(c.args, "ok")).map((c) => c.where)).toEqual([]);
  });

  it("every wait dialog brings its own buttons", () => {
    expect(calls.filter((c) => c.method === "wait" && !/\bbuttons:/.test(c.args)).map((c) => c.where)).toEqual([]);
  });
});
