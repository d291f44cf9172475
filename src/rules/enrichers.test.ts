import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES, CONDITIONS, SKILLS } from "./catalog/index.ts";
import { ENRICHER_DIFFICULTY_LIMIT, attackChoices, enricherActor, findEnrichers, parseEnricher, toggledCondition } from "./enrichers.ts";
import { MODIFIER_LIMIT } from "../applications/roll-dialog-context.ts";

describe("check links", () => {
  it("reads a skill with a difficulty and a label", () => {
    expect(findEnrichers("Roll [[/check perception difficulty=1]]{Spot the ambush} now.")).toEqual([
      { index: 5, length: 51, parse: { ok: true, request: { command: "check", kind: "skill", key: "perception", difficulty: 1, label: "Spot the ambush" } } },
    ]);
  });

  it("reads an attribute without a difficulty (the ruleset's normal one applies later) and without a label", () => {
    expect(parseEnricher("check", " strength ")).toEqual({ ok: true, request: { command: "check", kind: "attribute", key: "strength" } });
  });

  it("accepts every attribute and skill key of the catalog, in any case, and evasion", () => {
    for (const key of ATTRIBUTES) expect(parseEnricher("check", key.toUpperCase())).toEqual({ ok: true, request: { command: "check", kind: "attribute", key } });
    for (const key of SKILLS) expect(parseEnricher("check", key.toLowerCase())).toEqual({ ok: true, request: { command: "check", kind: "skill", key } });
    expect(parseEnricher("check", "evasion")).toEqual({ ok: true, request: { command: "check", kind: "evasion", key: "evasion" } });
  });

  it("takes negative and signed difficulties up to the roll dialog's free limit", () => {
    expect(ENRICHER_DIFFICULTY_LIMIT).toBe(MODIFIER_LIMIT);
    expect(parseEnricher("check", "stealth difficulty=-2")).toMatchObject({ ok: true, request: { difficulty: -2 } });
    expect(parseEnricher("check", "stealth difficulty=+3")).toMatchObject({ ok: true, request: { difficulty: 3 } });
    expect(parseEnricher("check", `stealth difficulty=${MODIFIER_LIMIT}`)).toMatchObject({ ok: true });
  });

  it("gives a reason instead of a check for a missing or unknown key, a bad difficulty or an unknown option", () => {
    expect(parseEnricher("check", "")).toEqual({ ok: false, error: "missingKey", detail: "" });
    expect(parseEnricher("check", "perceptoin")).toEqual({ ok: false, error: "unknownKey", detail: "perceptoin" });
    expect(parseEnricher("check", "perception difficulty=hard")).toEqual({ ok: false, error: "badDifficulty", detail: "hard" });
    expect(parseEnricher("check", "perception difficulty=1.5")).toEqual({ ok: false, error: "badDifficulty", detail: "1.5" });
    expect(parseEnricher("check", `perception difficulty=${MODIFIER_LIMIT + 1}`)).toMatchObject({ ok: false, error: "badDifficulty" });
    expect(parseEnricher("check", "perception dice=3")).toEqual({ ok: false, error: "unknownOption", detail: "dice=3" });
  });

  it("never throws and reads back any whole difficulty within the limit (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SKILLS), fc.integer({ min: -ENRICHER_DIFFICULTY_LIMIT, max: ENRICHER_DIFFICULTY_LIMIT }), (key, n) => {
        expect(parseEnricher("check", `${key} difficulty=${n}`)).toEqual({ ok: true, request: { command: "check", kind: "skill", key, difficulty: n } });
      }),
    );
    fc.assert(fc.property(fc.string(), fc.string(), (args, label) => void parseEnricher("check", args, label)));
  });
});

describe("attack and condition links", () => {
  it("reads an attack with and without a weapon name (inner spaces kept)", () => {
    expect(findEnrichers("[[/attack]] and [[/attack  Long   sword ]]{Strike}").map((f) => f.parse)).toEqual([
      { ok: true, request: { command: "attack" } },
      { ok: true, request: { command: "attack", weapon: "Long sword", label: "Strike" } },
    ]);
  });

  it("reads every condition key; an unknown one or an extra word gives a reason", () => {
    for (const key of CONDITIONS) expect(parseEnricher("condition", key)).toEqual({ ok: true, request: { command: "condition", key } });
    expect(parseEnricher("condition", "Bleeding", "bleeds")).toEqual({ ok: true, request: { command: "condition", key: "bleeding", label: "bleeds" } });
    expect(parseEnricher("condition", "stunned")).toEqual({ ok: false, error: "unknownKey", detail: "stunned" });
    expect(parseEnricher("condition", "bleeding 2")).toEqual({ ok: false, error: "unknownOption", detail: "2" });
    expect(parseEnricher("condition", "")).toEqual({ ok: false, error: "missingKey", detail: "" });
  });

  it("leaves other bracket text alone: Foundry's inline rolls and longer command names", () => {
    expect(findEnrichers("[[/r 3dp]] [[1d6]] [[/checking x]] [[/attacks]] @UUID[x]{y}")).toEqual([]);
  });
});

describe("what a link does", () => {
  const weapons = [
    { weapon: "w1", name: "Dagger", modes: ["melee", "thrown"] },
    { weapon: "w2", name: "Pistol", modes: ["single"] },
  ];

  it("offers every mode of every weapon, or of the named weapon only (case and spaces ignored)", () => {
    expect(attackChoices(weapons).map((c) => `${c.name}/${c.mode}`)).toEqual(["Dagger/melee", "Dagger/thrown", "Pistol/single"]);
    expect(attackChoices(weapons, " pistol ")).toEqual([{ weapon: "w2", name: "Pistol", mode: "single" }]);
    expect(attackChoices(weapons, "Sword")).toEqual([]);
    expect(attackChoices([], undefined)).toEqual([]);
  });

  it("toggles a condition on at 1 and off from any counter", () => {
    expect([0, 1, 3].map(toggledCondition)).toEqual([1, 0, 0]);
  });

  it("rolls for the selected token's actor, else the user's character, else nobody", () => {
    expect(enricherActor(["token"], "character")).toBe("token");
    expect(enricherActor([null, "token"], "character")).toBe("token");
    expect(enricherActor([], "character")).toBe("character");
    expect(enricherActor([], null)).toBeNull();
  });
});
