/**
 * NPC notes true to the foe pack (issue 33): an NPC's note (`assumption`, shown in its description)
 * may say that the rulebook gives a creature no values, but never deny a foe the foe compendium has.
 * The combat drone's note once said "the rulebook has no machines as foes" while foes-de holds the
 * Ultra Bot 5000, the Alien spider and the Minoan statue (category mechanical); the vampire's said
 * "no foe values" beside the Vampire spawn.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NPCS } from "../../scripts/npcs/npcs.ts";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

interface FoeDoc {
  name: string;
  type?: string;
  system: { statblock: { category: string } };
  flags: { phasesix: { key: string } };
}

function foes(language: "de" | "en"): FoeDoc[] {
  const dir = path.join(PACKS, `foes-${language}`);
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as FoeDoc)
    .filter((doc) => doc.type === "foe");
}

const note = (key: string, language: "de" | "en") => NPCS.find((npc) => npc.key === key)?.assumption?.[language] ?? "";

describe("NPC notes agree with the foe compendium", () => {
  for (const language of ["de", "en"] as const) {
    it(`${language}: the combat drone's note names every machine of the foe pack instead of denying them`, () => {
      const machines = foes(language).filter((f) => f.system.statblock.category === "mechanical").map((f) => f.name);
      expect(machines.length).toBeGreaterThan(0);
      const text = note("npc:combat-drone", language);
      for (const name of machines) expect(text).toContain(name);
      expect(text).not.toMatch(/keine Maschinen als Gegner|no machines as foes/);
    });

    it(`${language}: the vampire's note points to the foe pack's vampire`, () => {
      const vampires = foes(language).filter((f) => f.flags.phasesix.key.startsWith("foe:vampire"));
      expect(vampires.length).toBeGreaterThan(0);
      const text = note("npc:vampire", language);
      for (const vampire of vampires) expect(text).toContain(vampire.name);
    });

    it(`${language}: a note that says the rulebook gives a creature no values names none the foe pack has`, () => {
      const names = foes(language).map((f) => f.name.toLowerCase());
      const denials = NPCS.flatMap((npc) => {
        const text = npc.assumption?.[language] ?? "";
        const denied = /(?:gives|Regelwerk gibt) (\p{L}+) (?:no|keine)/u.exec(text)?.[1];
        if (!denied || /Gegner-Kompendium|foe compendium/.test(text)) return [];
        // "Dämonen" → "dämon", "ghouls" → "ghoul": any foe of that kind would make the note false
        const stem = denied.toLowerCase().replace(/(en|n|s)$/, "");
        return names.some((name) => name.includes(stem)) ? [`${npc.key}: ${text}`] : [];
      });
      expect(denials).toEqual([]);
    });
  }
});
