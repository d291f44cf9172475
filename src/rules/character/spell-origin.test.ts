import { describe, expect, it } from "vitest";
import { buildRuleset, DEFAULT_RULESET } from "../ruleset/ruleset.ts";
import { checkSpellOrigin } from "./spell-origin.ts";

const r2026 = buildRuleset({ edition: "2026" });
const ranger = { traditions: ["shamanism"], lineage: false };

describe("spells at creation and later (rulebook 2026, Charaktererschaffung → Zauber; Magie → Ursprung)", () => {
  it("refuses a spell whose origin no template unlocks, naming the origin", () => {
    expect(checkSpellOrigin(r2026, [], "shamanism")).toEqual({ ok: false, reason: "PHASESIX.Origin.Refusal.originLocked", data: { origin: "shamanism" } });
  });

  it("accepts it once a template unlocks the origin", () => {
    expect(checkSpellOrigin(r2026, [ranger], "shamanism")).toEqual({ ok: true });
  });

  it("refuses lizard magic to everyone but the lizard folk's lineage", () => {
    expect(checkSpellOrigin(r2026, [{ traditions: ["lizardFolkMagic"], lineage: false }], "lizardFolkMagic")).toMatchObject({ ok: false, reason: "PHASESIX.Origin.Refusal.lizardFolkOnly" });
  });

  it("lets every spell through in the 2025 edition", () => {
    expect(checkSpellOrigin(DEFAULT_RULESET, [], "blackMagic")).toEqual({ ok: true });
  });
});
