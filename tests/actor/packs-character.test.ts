/**
 * The same Human + Spy + Ranger character as derive.test.ts, assembled from the system's own pack
 * sources (packs/*-en), so the shipped content and the character core agree.
 */
import "../foundry/data-fields.ts";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CharacterData } from "../../src/data/actor/character.ts";
import type { ItemLike } from "../../src/data/actor/item-inputs.ts";

const PACKS = path.join(import.meta.dirname, "..", "..", "packs");

/** The pack source named `name` in `pack`, optionally of a template category and cost. */
function packItem(pack: string, name: string, type: string, category?: string, cost?: number): ItemLike {
  for (const file of fs.readdirSync(path.join(PACKS, pack))) {
    if (!file.endsWith(".json")) continue;
    const source = JSON.parse(fs.readFileSync(path.join(PACKS, pack, file), "utf8")) as ItemLike & { system: { category?: string; cost?: number } };
    if (source.name !== name || source.type !== type) continue;
    if ((category === undefined || source.system.category === category) && (cost === undefined || source.system.cost === cost)) return source;
  }
  throw new Error(`${name} (${type}) not found in packs/${pack}`);
}

describe("a character from the shipped packs", () => {
  it("derives Human + Spy + Ranger + Leather Cuirass + Foil as computed by hand", () => {
    const items = [
      packItem("lineages-en", "Human", "lineage"),
      packItem("lineages-en", "Human", "template", "lineage"),
      packItem("templates-en", "Spy", "template", "occupation"),
      packItem("templates-en", "Ranger", "template", "occupation", 7),
      packItem("armor-en", "Leather Cuirass", "armor"),
      packItem("weapons-en", "Foil", "weapon"),
    ];
    const model = new CharacterData({}, { parent: { items } } as never);
    model.prepareDerivedData();
    const view = model.rollView();
    // See derive.test.ts for the hand computation (Ranger: the occupation for 7, not the magic one for 10).
    expect(view.attributes.quickness).toBe(3);
    expect(view.attributes.strength).toBe(2);
    expect([view.skills.stealth, view.skills.communication, view.skills.orientation, view.skills.shooting]).toEqual([3, 1, 3, 2]);
    expect(view.pools).toEqual({ bonusDice: 2, rerolls: 2, destinyDice: 0 });
    expect(view.evasion).toBe(1);
    expect(model.derived.protection.normal.value).toBe(3);
    expect(model.derived.protection.critical.value).toBe(1);
    expect(model.derived.concealment.value).toBe(5);
    expect(model.derived.careerPoints.left).toBe(2);
    expect(model.derived.movement.run.value).toBe(8);
  });
});

describe("structured template data of the shipped packs", () => {
  it("Accomplished Sleeper lowers the minimum roll of the rest's rolls by 1", () => {
    const items = [packItem("lineages-en", "Human", "lineage"), packItem("lineages-en", "Human", "template", "lineage")];
    const plain = new CharacterData({}, { parent: { items } } as never);
    plain.prepareDerivedData();
    const sleeper = new CharacterData({}, { parent: { items: [...items, packItem("templates-en", "Accomplished Sleeper", "template")] } } as never);
    sleeper.prepareDerivedData();
    expect(plain.restInput().minRoll).toBe(5);
    expect(sleeper.restInput().minRoll).toBe(4);
  });
});
