import { describe, expect, it } from "vitest";
import { ORIGINS, ORIGIN_TITLES, originOfTitle, originRefusal, spellAttribute, unlockedOrigins } from "./origins.ts";

const ranger = { traditions: ["shamanism"], lineage: false };
const human = { traditions: [], lineage: false };
const gate2026 = { gate: "origin" } as const;
const gate2025 = { gate: "spellPoints" } as const;

describe("spell origins (rulebook 2026, Magie → Ursprung)", () => {
  it("are the book's fifteen", () => {
    expect(ORIGINS).toHaveLength(15);
    expect(new Set(ORIGINS).size).toBe(15);
  });

  it("let a spell be learned only after a template unlocks its origin (Waldläufer → Schamanismus)", () => {
    expect(originRefusal(gate2026, "shamanism", [human])).toEqual({ reason: "originLocked", origin: "shamanism" });
    expect(originRefusal(gate2026, "shamanism", [human, ranger])).toBeNull();
    expect(originRefusal(gate2026, "blackMagic", [human, ranger])).toEqual({ reason: "originLocked", origin: "blackMagic" });
  });

  it("keep lizard magic to the lizard folk: only a lineage unlocks it", () => {
    const academy = { traditions: ["lizardFolkMagic", "wizardry"], lineage: false };
    expect(unlockedOrigins([academy])).toEqual(["wizardry"]);
    expect(originRefusal(gate2026, "lizardFolkMagic", [academy])).toEqual({ reason: "lizardFolkOnly", origin: "lizardFolkMagic" });
    expect(originRefusal(gate2026, "lizardFolkMagic", [{ traditions: ["lizardFolkMagic"], lineage: true }])).toBeNull();
  });

  it("do not gate learning in the 2025 edition (spell points only)", () => {
    expect(originRefusal(gate2025, "blackMagic", [human])).toBeNull();
  });

  it("are read from the appendix's section titles, Elementarismus alias Elementarmagie", () => {
    expect(originOfTitle("Elementarmagie")).toBe("elementalMagic");
    expect(originOfTitle("Elementarismus")).toBe("elementalMagic");
    expect(originOfTitle("Weisse Magie")).toBe("whiteMagic");
    expect(originOfTitle("Lizard Folk Magick")).toBe("lizardFolkMagic");
    expect(originOfTitle("Runenmagie")).toBeNull();
    for (const origin of ORIGINS) expect(originOfTitle(ORIGIN_TITLES[origin][0] ?? "")).toBe(origin);
  });
});

describe("spell attribute (rulebook 2026, Magie → Zauberwerte)", () => {
  it("is read from the spell's type by the old school table (Heilung → Gewissenhaftigkeit)", () => {
    expect(spellAttribute("healing")).toBe("conscientiousness");
    expect(spellAttribute("damage")).toBe("strength");
    expect(spellAttribute("illusion")).toBe("quickness");
  });
});
