/**
 * The character core's hand-copied appendix fixture (src/rules/character/appendix.fixture.ts) and
 * the imported English templates must agree, so the derived-value tests built on the fixture hold
 * for the characters a GM assembles from the packs.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BANKER, DRUNKARD, EVADE, HUMAN, HUMAN_TEMPLATE, RANGER, SPY } from "../../src/rules/character/appendix.fixture.ts";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

interface Doc {
  _key: string;
  name: string;
  type?: string;
  system?: Record<string, unknown>;
}

function templates(): Doc[] {
  return ["templates-en", "lineages-en"].flatMap((pack) =>
    fs
      .readdirSync(path.join(PACKS, pack))
      .map((f) => JSON.parse(fs.readFileSync(path.join(PACKS, pack, f), "utf8")) as Doc)
      .filter((d) => d.type === "template"),
  );
}

describe("appendix fixture of the character core", () => {
  it.each([HUMAN_TEMPLATE, SPY, RANGER, BANKER, DRUNKARD, EVADE].map((t) => [t.name, t] as const))(
    "%s has the pack's category, cost, modifiers and eras",
    (name, fixture) => {
      const candidates = templates().filter((d) => d.name === name && d.system?.cost === fixture.cost);
      expect(candidates, name).toHaveLength(1);
      expect(candidates[0].system).toMatchObject({
        category: fixture.category,
        cost: fixture.cost,
        modifiers: fixture.modifiers,
        eras: fixture.eras,
        extensions: fixture.extensions,
      });
    },
  );

  it("the Human lineage item has the fixture's start values", () => {
    const human = fs
      .readdirSync(path.join(PACKS, "lineages-en"))
      .map((f) => JSON.parse(fs.readFileSync(path.join(PACKS, "lineages-en", f), "utf8")) as Doc)
      .find((d) => d.type === "lineage" && d.name === "Human");
    expect(human?.system).toMatchObject({ aspects: HUMAN.aspects, attributeStart: HUMAN.attributeStart, templateName: HUMAN.templateName });
  });
});
