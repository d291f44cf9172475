import { describe, expect, it } from "vitest";
import { buildFoeContext, foeActionRows } from "./foe.ts";
import { keysOnly } from "./localize.ts";

const bite = { name: "Bite", kind: "attack", dice: 5, wounds: 1, piercing: 1, conditions: { bleeding: 0, poisoned: 1, shocked: 0, burning: 0 }, range: 0, area: 0, demonic: false, notes: "" };
const breath = { name: "Cold breath", kind: "attack", dice: 6, wounds: 2, piercing: 0, conditions: { shocked: 2 }, range: 5, area: 3, demonic: true, notes: "Disorients." };

describe("the foe sheet's context", () => {
  it("writes each action's effect in one line: piercing, conditions, wounds per hit, range, area, demonic", () => {
    const rows = foeActionRows([bite, breath], keysOnly);
    expect(rows[0].effect).toBe("PHASESIX.Foe.Sheet.Piercing 1, PHASESIX.Condition.poisoned 1");
    expect(rows[1].effect).toBe('PHASESIX.Condition.shocked 2, PHASESIX.Foe.Sheet.WoundsEach{"n":2}, PHASESIX.Foe.Sheet.Metres{"n":5}, PHASESIX.Foe.Sheet.AreaMetres{"n":3}, PHASESIX.Foe.Sheet.Demonic');
    expect(rows[1]).toMatchObject({ index: 1, dice: 6, notes: "Disorients." });
  });

  it("coerces bad stored data without NaN: unknown kinds, traits and categories fall back", () => {
    const context = buildFoeContext(
      {
        name: "X",
        img: "",
        view: undefined,
        statblock: { category: "dragon", strength: "a", resistances: ["fire", "nonsense"], weaknesses: [{ trait: "x", value: Number.NaN }], actions: [{ kind: "spell", dice: -3 }] },
        worlds: [],
        editMode: false,
        editable: false,
        horror: false,
        notes: { source: "", enriched: "" },
        templateRoot: "templates/",
      },
      keysOnly,
    );
    expect(context.category).toBe("human");
    expect(context.stats.map((s) => s.value)).toEqual([0, 0, 0]);
    expect(context.resistances.map((r) => r.key)).toEqual(["fire"]);
    expect(context.weaknesses).toEqual([{ index: 0, trait: "fire", value: 1, label: "PHASESIX.Foe.Trait.fire" }]);
    expect(context.actionRows[0]).toMatchObject({ kind: "attack", dice: 0 });
    // no stress stored: our default 0/1, marked as not in the book (issue 33)
    expect(context.stress).toMatchObject({ passed: 0, failed: 1, source: "default", unset: true, fromBook: false });
  });

  it("rolls Strength, Dexterity and Mind as the attributes the core table maps them to", () => {
    const context = buildFoeContext(
      { name: "Zombie", img: "", view: undefined, statblock: { strength: 3, dexterity: 1, mind: 1 }, worlds: ["terra"], editMode: false, editable: true, horror: true, notes: { source: "", enriched: "" }, templateRoot: "templates/" },
      keysOnly,
    );
    expect(context.stats.map((s) => [s.key, s.value, s.roll])).toEqual([
      ["strength", 3, "strength"],
      ["dexterity", 1, "deftness"],
      ["mind", 1, "logic"],
    ]);
    expect(context.worlds).toEqual(["PHASESIX.World.terra"]);
  });
});
