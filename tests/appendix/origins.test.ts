/**
 * Spell origins (rulebook 2026, Magie → Ursprung): every spell of the appendix belongs to the origin
 * whose section it stands in, and the packs keep it as the spell's `tradition`; templates unlock
 * origins by their "Origin: True" rows (Waldläufer → Schamanismus). Runs where PHASESIX_APPENDIX
 * names the appendix.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appendixFromEnv } from "../../scripts/appendix/import.ts";
import { clean, entries, sections } from "../../scripts/appendix/latex.ts";
import { originOfTitle } from "../../src/rules/extensions/origins.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const appendix = appendixFromEnv();

function packByName(pack: string): Map<string, { tradition?: string; traditions?: string[] }> {
  const dir = path.join(ROOT, "packs", pack);
  const map = new Map<string, { tradition?: string; traditions?: string[] }>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { name: string; system?: { tradition?: string; traditions?: string[] } };
    if (doc.system) map.set(doc.name, doc.system);
  }
  return map;
}

describe.skipIf(!appendix)("spell origins from the appendix (rulebook 2026, Magie → Ursprung)", () => {
  it("every spell section names an origin and the packed spells carry it", () => {
    for (const language of ["de", "en"] as const) {
      const packed = packByName(`spells-${language}`);
      let matched = 0;
      for (const world of ["phasesix", "nexus", "tirakan"]) {
        const tex = fs.readFileSync(path.join(appendix ?? "", `spells_${world}_${language}.tex`), "utf8");
        for (const section of sections(tex)) {
          const origin = originOfTitle(section.title);
          expect(origin, `${world}/${language}: section ${section.title}`).not.toBeNull();
          for (const entry of entries(section.body)) {
            const spell = packed.get(clean(entry.heading));
            if (!spell) continue;
            matched += 1;
            expect(spell.tradition, `${language}: ${entry.heading}`).toBe(origin);
          }
        }
      }
      expect(matched).toBeGreaterThan(100);
    }
  });

  it("the Waldläufer template unlocks Schamanismus", () => {
    expect(packByName("templates-de").get("Waldläufer")?.traditions).toEqual(["shamanism"]);
  });
});
