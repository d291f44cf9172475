/**
 * A creature that causes dread directly (2026 book, Horror → Grauen: "Kreaturen können neben dem von
 * ihnen verursachten Stress eine Fähigkeit besitzen, die direkt Grauen auslöst"): the foe sheet's
 * context carries the stored flag and whether the ruleset has the rule.
 */
import { describe, expect, it } from "vitest";
import { buildFoeContext } from "./foe.ts";
import { keysOnly } from "./localize.ts";

const input = (statblock: Record<string, unknown>, creatureDread: boolean, editMode = false) =>
  buildFoeContext(
    { name: "Spectre", img: "", view: undefined, statblock, stored: { statblock }, worlds: [], editMode, editable: true, horror: true, creatureDread, notes: { source: "", enriched: "" }, templateRoot: "templates/" },
    keysOnly,
  );

describe("the foe sheet and direct dread", () => {
  it("shows the flag and the button's condition in a 2026 ruleset", () => {
    expect(input({ causesDread: true }, true)).toMatchObject({ creatureDread: true, causesDread: true });
    expect(input({ causesDread: true }, true, true)).toMatchObject({ creatureDread: true, causesDread: true });
  });

  it("has no dread ability unless the GM set it, and no rule in 2025", () => {
    expect(input({}, true).causesDread).toBe(false);
    expect(input({ causesDread: "yes" }, true).causesDread).toBe(false);
    expect(input({ causesDread: true }, false).creatureDread).toBe(false);
  });
});
