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

describe("the aspects of magic when a spell is learned (rulebook 2026, Tirakan: Magie → Die Aspekte der Magie)", () => {
  const tirakan = buildRuleset({ edition: "2026", world: { ...DEFAULT_RULESET, world: "tirakan" } });
  const sanguine = { traditions: ["sanguineMagic"], lineage: false };
  const witch = { traditions: ["curses"], lineage: false };

  it("refuses a sanguine mage every spell but Sanguine magic (§Sanguine Magie)", () => {
    expect(checkSpellOrigin(tirakan, [ranger, sanguine], "shamanism")).toEqual({ ok: false, reason: "PHASESIX.Origin.Refusal.sanguineOnly", data: { origin: "shamanism" } });
    expect(checkSpellOrigin(tirakan, [ranger, sanguine], "sanguineMagic")).toEqual({ ok: true });
  });

  it("lets a witch learn a curse (§Verfluchungen)", () => {
    expect(checkSpellOrigin(tirakan, [witch], "curses")).toEqual({ ok: true });
  });

  it("leaves the other world books alone", () => {
    expect(checkSpellOrigin(r2026, [ranger, sanguine], "shamanism")).toEqual({ ok: true });
  });
});
