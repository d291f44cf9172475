import { describe, expect, it } from "vitest";
import { distinctions, equipmentStats, knowledgeOf, plainText, priceText, templateText } from "./card-details.ts";
import { keysOnly } from "../sheets/context/localize.ts";

describe("builder card details", () => {
  it("reads a rules HTML fragment as plain text, paragraph by paragraph", () => {
    expect(plainText("<p>One &amp; <em>two</em></p><p>three&nbsp;four</p>")).toBe("One & two\nthree four");
    expect(plainText(undefined)).toBe("");
  });

  it("names a template's shadow once when its text starts with the name", () => {
    const text = templateText({ description: "", shadowName: "Eitelkeit", shadow: "<p><em>Eitelkeit</em>: Aussehen geht dir über alles.</p>" });
    expect(text).toEqual({ rules: "", shadowName: "Eitelkeit", shadow: "Aussehen geht dir über alles." });
  });

  it("lists knowledge apart, signed", () => {
    expect(knowledgeOf([{ kind: "skill", key: "empathy", value: 1 }, { kind: "knowledge", key: "Etikette", value: 2 }, { kind: "knowledge", key: "Reiten", value: -1 }])).toEqual([
      { name: "Etikette", value: "+2" },
      { name: "Reiten", value: "−1" },
    ]);
  });

  it("gives prices their currency unit", () => {
    expect(priceText(2000, "Taler", "de")).toBe("2.000 Taler");
    expect(priceText(2000, "", "en")).toBe("2,000");
  });

  it("shows a weapon's hit dice, piercing, range, ammunition, conditions and weight in kg; zeros left out", () => {
    const stats = equipmentStats("weapon", { skill: "shooting", damagePotential: 3, piercing: 1, range: 15, capacity: 2, wounds: 1, conditions: { bleeding: 1, burning: 0 }, weight: 1300 }, keysOnly, "de");
    expect(stats).toEqual([
      { label: "PHASESIX.Builder.Stat.HitDice", value: 'PHASESIX.Builder.Stat.HitDiceValue{"skill":"PHASESIX.Skill.shooting","dice":"+3"}' },
      { label: "PHASESIX.Builder.Stat.Piercing", value: "1" },
      { label: "PHASESIX.Builder.Stat.Range", value: "15 m" },
      { label: "PHASESIX.Builder.Stat.Ammunition", value: "2" },
      { label: "PHASESIX.Condition.bleeding", value: "1" },
      { label: "PHASESIX.Builder.Stat.Weight", value: "1,3 kg" },
    ]);
  });

  it("shows an armour's protection units with the code in the letters of the UI's language", () => {
    const stats = equipmentStats("armor", { protection: { normal: 2, critical: 1 }, encumbrance: 1, weight: 0 }, keysOnly);
    expect(stats[0]).toEqual({
      label: 'PHASESIX.Builder.Stat.Protection{"code":"PHASESIX.ProtectionLetter.normal PHASESIX.ProtectionLetter.normal PHASESIX.ProtectionLetter.critical"}',
      value: "2 PHASESIX.Sheet.Protection.normal, 1 PHASESIX.Sheet.Protection.critical",
    });
    // the German book's letters (gear_de.tex → Schutz): K for critical
    const de = (key: string, data?: Record<string, string | number>) => (key.startsWith("PHASESIX.ProtectionLetter.") ? ({ critical: "K", poison: "G" } as Record<string, string>)[key.slice(26)] ?? "N" : keysOnly(key, data));
    expect(equipmentStats("armor", { protection: { normal: 2, critical: 1 }, encumbrance: 1, weight: 0 }, de)[0].label).toBe('PHASESIX.Builder.Stat.Protection{"code":"N N K"}');
    expect(stats[1]).toEqual({ label: "PHASESIX.Builder.Stat.Encumbrance", value: "1" });
  });

  it("tells identically named entries apart by what differs among them (category, worlds, eras), and says nothing otherwise", () => {
    const items = [
      { name: "Vampir", facets: [["Umfeld"], ["Terra", "NEXUS"], []] },
      { name: "Vampir", facets: [["Umfeld"], ["Terra", "Tirakan"], []] },
      { name: "Medium", facets: [["Talent"], ["Terra"], []] },
      { name: "Medium", facets: [["Beruf"], [], []] },
      { name: "Ausweichen", facets: [["Talent"], [], []] },
      { name: "Ausweichen", facets: [["Talent"], [], []] },
      { name: "Allein", facets: [["Talent"], [], []] },
    ];
    const apart = distinctions(items, (i) => i.name, (i) => i.facets);
    expect(items.map((i) => apart.get(i) ?? "")).toEqual(["Terra, NEXUS", "Terra, Tirakan", "Talent · Terra", "Beruf · –", "", "", ""]);
  });
});
