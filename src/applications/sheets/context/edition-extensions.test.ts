import { describe, expect, it } from "vitest";
import { buildRuleset } from "../../../rules/ruleset/ruleset.ts";
import { keysOnly } from "./localize.ts";
import { dreadView, graceView, originView } from "./edition-extensions.ts";
import { prayerDialogContext } from "./prayer.ts";

const r2026 = buildRuleset({ edition: "2026" });

describe("the 2026 horror part of the sheet (rulebook 2026, Horror → Grauen, Stress verringern)", () => {
  it("shows base stress, the dread condition with its effect and the relief activities with their amounts", () => {
    const view = dreadView({ baseStress: 2, gripped: true, effect: "panic", hours: 3, quirksOwed: 1, relief: r2026.horror.reliefActivities }, keysOnly);
    expect(view).toMatchObject({ baseStress: 2, gripped: true, quirksOwed: 1 });
    expect(view?.effect).toBe('PHASESIX.Dread.EffectFor{"effect":"PHASESIX.Dread.Effect.panic","hours":"3"}');
    expect(view?.relief.map((r) => [r.key, r.amount, r.asksAmount])).toEqual([
      ["meditation", "−1", false],
      ["diary", "−1", false],
      ["talk", "−2", false],
      ["cat", "−2", false],
      ["medication", "−X", true],
    ]);
  });

  it("is absent where the ruleset has ticks (2025)", () => {
    expect(dreadView(undefined, keysOnly)).toBeNull();
  });
});

describe("the 2026 magic tab (rulebook 2026, Magie → Ursprung)", () => {
  it("marks a spell whose origin no template unlocks with the reason", () => {
    const items = [
      { id: "a", name: "Heal", img: "", type: "spell", system: { tradition: "shamanism" } },
      { id: "b", name: "Curse", img: "", type: "spell", system: { tradition: "curses" } },
    ];
    const view = originView([{ traditions: ["shamanism"], lineage: false }], items, keysOnly);
    expect(view?.unlocked).toBe("PHASESIX.Item.SpellTradition.shamanism");
    expect(view?.spells.a).toEqual({ origin: "PHASESIX.Item.SpellTradition.shamanism", locked: "", note: "" });
    expect(view?.spells.b?.locked).toBe('PHASESIX.Origin.Locked.originLocked{"origin":"PHASESIX.Item.SpellTradition.curses"}');
    expect(originView(undefined, items, keysOnly)).toBeNull();
  });
});

describe("the Tirakan magic tab (rulebook 2026, Tirakan: Magie → Die Aspekte der Magie)", () => {
  const aspects = buildRuleset({ edition: "2026", world: { ...r2026, world: "tirakan" } }).magic.aspects;
  const items = [
    { id: "s", name: "Blood Bond", img: "", type: "spell", system: { tradition: "sanguineMagic" } },
    { id: "h", name: "Spirit Call", img: "", type: "spell", system: { tradition: "shamanism" } },
    { id: "w", name: "Ward", img: "", type: "spell", system: { tradition: "whiteMagic" } },
  ];
  const sanguineRanger = [
    { traditions: ["shamanism", "whiteMagic"], lineage: false },
    { traditions: ["sanguineMagic"], lineage: false },
  ];

  it("marks every spell but Sanguine magic of a sanguine mage as not castable (§Sanguine Magie)", () => {
    const view = originView(sanguineRanger, items, keysOnly, aspects);
    expect(view?.spells.s?.locked).toBe("");
    expect(view?.spells.h?.locked).toBe('PHASESIX.Origin.Locked.sanguineOnly{"origin":"PHASESIX.Item.SpellTradition.shamanism"}');
  });

  it("notes that white magic causes no damage (§Weiße Magie)", () => {
    const view = originView([{ traditions: ["whiteMagic"], lineage: false }], items, keysOnly, aspects);
    expect(view?.spells.w).toEqual({ origin: "PHASESIX.Item.SpellTradition.whiteMagic", locked: "", note: "PHASESIX.Magic.Aspect.harmless" });
    expect(originView([{ traditions: ["whiteMagic"], lineage: false }], items, keysOnly)?.spells.w?.note).toBe("");
  });
});

describe("the 2026 pantheon tab and prayer dialog (rulebook 2026, Pantheon → Geringe Bitte, Anrufung, Die Formen der Anrufung)", () => {
  it("names grace and shows the cost ranges", () => {
    expect(graceView(r2026.pantheon, keysOnly)).toEqual({
      term: "PHASESIX.Grace.Term.grace",
      costs: { lesserPlea: "2–12", invocation: "10–25" },
      sacredLanguage: "PHASESIX.Grace.Language.latin",
    });
  });

  it("bounds the dialog's cost by the form's range and names the sacred language", () => {
    const ctx = prayerDialogContext("invocation", 0, 3, keysOnly, null, r2026.pantheon);
    expect(ctx.cost).toMatchObject({ min: 10, max: 25, value: 10 });
    expect(ctx.flags.find((f) => f.key === "doldag")?.label).toBe('PHASESIX.Grace.SacredLanguage{"language":"PHASESIX.Grace.Language.latin"}');
    expect(prayerDialogContext("invocation", 0, 3, keysOnly).cost).toMatchObject({ min: 0, max: 999, value: 1, range: "" });
  });
});
