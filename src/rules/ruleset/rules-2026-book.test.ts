/**
 * The six 2026 rules that had no API (issue 33): Tirakan's weapon types and modification categories,
 * Tirakan money, the aspects of magic, creatures causing dread directly, therapy, and the era
 * "Moderne Zeit" from 1990 — each read from the ruleset, each against the book's chapter and heading.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_WORLD_RULES, type WorldRules } from "../catalog/world-rules.ts";
import { buildRuleset, type Edition } from "./ruleset.ts";
import { WEAPON_CATEGORIES, WEAPON_MODIFICATION_CATEGORIES } from "../items/vocabulary.ts";
import { kindChoices, outsideWorldBook } from "../items/world-gear.ts";
import { ASGORAN_CURRENCY, breakdown, changeMoney, moneyLimitOf, storedOf, totalOf, unitValue } from "../items/currency.ts";
import { aspectRefusal, casterAspects, spellCanDamage } from "../extensions/magic-aspects.ts";
import { DEFAULT_THERAPY_RELIEF, gainStressWithDread, gripWithDread, restWithDread, therapyLowersBaseStress, therapyOptions } from "../extensions/dread.ts";
import { ERA_SPANS_2025, ERA_SPANS_2026, eraSpanWords, erasOfYear } from "../catalog/eras.ts";

const inWorld = (world: WorldRules["world"]): WorldRules => ({ ...DEFAULT_WORLD_RULES, world });
const ruleset = (edition: Edition, world: WorldRules["world"]) => buildRuleset({ edition, world: inWorld(world) });

describe("Tirakan's weapon types and modification categories (2026 book, Ausrüstung → Waffen; → Waffenmodifikationen)", () => {
  it("the Tirakan book lists seven weapon types, none of them firearms", () => {
    expect([...ruleset("2026", "tirakan").gear.weaponCategories].sort()).toEqual(["axes", "blades", "blunt", "bows", "polearms", "slings", "throwingWeapons"]);
  });

  it("the Tirakan book lists only the modification categories Klinge, Munition and Griffe", () => {
    expect(ruleset("2026", "tirakan").gear.modificationCategories).toEqual(["blade", "ammunition", "grips"]);
  });

  it("every other book, and the 2025 edition everywhere, lists all fourteen types and six categories", () => {
    for (const [edition, world] of [["2026", "terra"], ["2026", "nexus"], ["2025", "tirakan"], ["2025", "terra"]] as const) {
      expect(ruleset(edition, world).gear.weaponCategories).toEqual(WEAPON_CATEGORIES);
      expect(ruleset(edition, world).gear.modificationCategories).toEqual(WEAPON_MODIFICATION_CATEGORIES);
    }
  });

  it("keeps an appendix item's own kind as a choice and marks it as outside the book (the Tirakan appendix's rifle O'Grut Donnerbüchse)", () => {
    const offered = ruleset("2026", "tirakan").gear.weaponCategories;
    expect(outsideWorldBook(offered, "rifles")).toBe(true);
    expect(outsideWorldBook(offered, "bows")).toBe(false);
    const choices = kindChoices(WEAPON_CATEGORIES, offered, "rifles");
    expect(choices).toContain("rifles");
    expect(choices).not.toContain("pistols");
    expect(choices).toHaveLength(8);
    expect(kindChoices(WEAPON_CATEGORIES, offered, "bows")).toHaveLength(7);
  });
});

describe("Tirakan money (2026 book, Ausrüstung → Währung: 1 Gulden = 100 Deut, 250 Gulden = 1 Unze, 4 Unzen = 1 Barren)", () => {
  const t = ASGORAN_CURRENCY;

  it("is the Tirakan book's table; other books keep one unit named by the world", () => {
    expect(ruleset("2026", "tirakan").gear.currency).toBe(ASGORAN_CURRENCY);
    expect(ruleset("2026", "terra").gear.currency).toBeNull();
    expect(ruleset("2025", "tirakan").gear.currency).toBeNull();
  });

  it("converts by the book's rates", () => {
    expect(unitValue(t, "gulden")).toBe(100 * unitValue(t, "deut"));
    expect(unitValue(t, "unze")).toBe(250 * unitValue(t, "gulden"));
    expect(unitValue(t, "barren")).toBe(4 * unitValue(t, "unze"));
    expect(() => unitValue(t, "taler")).toThrow(RangeError);
  });

  it("breaks 1,023 Gulden 50 Deut into 1 Barren, 0 Unzen, 23 Gulden, 50 Deut", () => {
    expect(breakdown(t, totalOf(t, 1023, 50))).toEqual([
      { key: "barren", count: 1 },
      { key: "unze", count: 0 },
      { key: "gulden", count: 23 },
      { key: "deut", count: 50 },
    ]);
  });

  it("adds 3 Unzen as 750 Gulden and pays 1 Deut by breaking a Gulden", () => {
    expect(changeMoney(t, { main: 10, minor: 0 }, 3, "unze", 1)).toEqual({ ok: true, main: 760, minor: 0 });
    expect(changeMoney(t, { main: 10, minor: 0 }, 1, "deut", -1)).toEqual({ ok: true, main: 9, minor: 99 });
  });

  it("pays nothing when there is not enough and says how much is missing", () => {
    expect(changeMoney(t, { main: 200, minor: 0 }, 1, "unze", -1)).toEqual({ ok: false, shortfall: 5000 });
  });

  it("never loses or creates money: any total survives the stored pair and the breakdown", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: moneyLimitOf(t) }), (total) => {
        const stored = storedOf(t, total);
        expect(totalOf(t, stored.main, stored.minor)).toBe(total);
        expect(breakdown(t, total).reduce((sum, c) => sum + c.count * unitValue(t, c.key), 0)).toBe(total);
      }),
    );
  });

  it("meets hostile numbers with a sane stored pair or a RangeError (issue 18's contract)", () => {
    const hostile = fc.oneof(fc.constantFrom(NaN, Infinity, -Infinity, -1, 1e308, 2.5, Number.MAX_SAFE_INTEGER), fc.integer({ min: -100, max: 1e9 }));
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.constantFrom("barren", "unze", "gulden", "deut"), fc.boolean(), (main, minor, amount, unit, pay) => {
        const total = totalOf(t, main, minor);
        expect(Number.isSafeInteger(total) && total >= 0 && total <= moneyLimitOf(t)).toBe(true);
        const result = changeMoney(t, { main, minor }, amount, unit, pay ? -1 : 1);
        if (result.ok) expect(Number.isSafeInteger(result.main) && result.minor >= 0 && result.minor < 100).toBe(true);
        else expect(result.shortfall).toBeGreaterThan(0);
        expect(breakdown(t, total).every((c) => Number.isSafeInteger(c.count) && c.count >= 0)).toBe(true);
      }),
      { numRuns: 300, seed: 33 },
    );
    expect(() => changeMoney(t, { main: 1, minor: 0 }, 1, "__proto__", 1)).toThrow(RangeError);
  });

  it("reads broken input as nothing (NaN, negative, fractions)", () => {
    expect(totalOf(t, Number.NaN, -5)).toBe(0);
    expect(totalOf(t, 1.9, 250)).toBe(199);
  });
});

describe("the aspects of magic (2026 book, Tirakan: Magie → Die Aspekte der Magie)", () => {
  const rules = ruleset("2026", "tirakan").magic.aspects;
  const sanguineTalent = { traditions: ["sanguineMagic"], lineage: false };
  const witch = { traditions: ["curses"], lineage: false };
  const ranger = { traditions: ["shamanism"], lineage: false };

  it("hold only in the Tirakan book", () => {
    expect(rules).toEqual({ sanguineExclusive: true, cursesWitchesOnly: true, whiteMagicHarmless: true });
    for (const r of [ruleset("2026", "terra"), ruleset("2026", "nexus"), ruleset("2025", "tirakan")]) {
      expect(r.magic.aspects).toEqual({ sanguineExclusive: false, cursesWitchesOnly: false, whiteMagicHarmless: false });
    }
  });

  it("§Sanguine Magie: the sanguine mage casts nothing but Sanguine magic", () => {
    const caster = casterAspects([ranger, sanguineTalent]);
    expect(caster.sanguineMage).toBe(true);
    expect(aspectRefusal(rules, "shamanism", caster)).toEqual({ reason: "sanguineOnly", origin: "shamanism" });
    expect(aspectRefusal(rules, "sanguineMagic", caster)).toBeNull();
    expect(aspectRefusal(rules, "shamanism", casterAspects([ranger]))).toBeNull();
  });

  it("§Verfluchungen: only witches (Hexe, or the talent Verfluchungen) speak curses", () => {
    expect(aspectRefusal(rules, "curses", casterAspects([ranger]))).toEqual({ reason: "witchesOnly", origin: "curses" });
    expect(aspectRefusal(rules, "curses", casterAspects([witch]))).toBeNull();
  });

  it("§Weiße Magie: white magic causes no damage", () => {
    expect(spellCanDamage(rules, "whiteMagic")).toBe(false);
    expect(spellCanDamage(rules, "blackMagic")).toBe(true);
    expect(spellCanDamage(ruleset("2026", "terra").magic.aspects, "whiteMagic")).toBe(true);
  });

  it("outside Tirakan nothing is refused", () => {
    const off = ruleset("2026", "terra").magic.aspects;
    expect(aspectRefusal(off, "curses", casterAspects([ranger]))).toBeNull();
    expect(aspectRefusal(off, "shamanism", casterAspects([sanguineTalent]))).toBeNull();
  });
});

describe("creatures that cause dread directly (2026 book, Horror → Grauen)", () => {
  it("is a 2026 rule", () => {
    expect(ruleset("2026", "nexus").horror.creatureDread).toBe(true);
    expect(ruleset("2025", "nexus").horror.creatureDread).toBe(false);
  });

  it("grips the character with dread and rolls the table, stress unchanged (our reading)", () => {
    expect(gripWithDread({ stress: 3, baseStress: 1, dread: false }, 10)).toEqual({ state: { stress: 3, baseStress: 1, dread: true }, gripped: true, rollTable: true });
  });

  it("cannot grip twice: in dread it rolls the table again, like any further instance (§Grauen und weiterer Stress)", () => {
    expect(gripWithDread({ stress: 10, baseStress: 0, dread: true }, 10)).toEqual({ state: { stress: 10, baseStress: 0, dread: true }, gripped: false, rollTable: true });
  });

  it("ends like any dread: the rest resolves it (§Grauen auflösen)", () => {
    const gripped = gripWithDread({ stress: 2, baseStress: 0, dread: false }, 10).state;
    expect(restWithDread(gripped, 10, true).state).toEqual({ stress: 0, baseStress: 0, dread: false });
    // further stress in dread leaves stress alone and rolls again
    expect(gainStressWithDread(gripped, 10, 3)).toMatchObject({ state: { stress: 2, dread: true }, rollTable: true });
  });
});

describe("therapy (2026 book, Horror → Basisstress; → Eigenarten heilen)", () => {
  it("is a 2026 rule: lower base stress or heal a quirk", () => {
    expect(ruleset("2026", "terra").horror.therapy).toEqual(["baseStress", "quirk"]);
    expect(ruleset("2025", "terra").horror.therapy).toEqual([]);
  });

  it("lowers base stress by our default of 1, or by the amount agreed, never below 0", () => {
    expect(DEFAULT_THERAPY_RELIEF).toBe(1);
    expect(therapyLowersBaseStress({ stress: 4, baseStress: 3, dread: false })).toEqual({ stress: 4, baseStress: 2, dread: false });
    expect(therapyLowersBaseStress({ stress: 4, baseStress: 3, dread: false }, 5)).toEqual({ stress: 4, baseStress: 0, dread: false });
    expect(therapyLowersBaseStress({ stress: 4, baseStress: 3, dread: false }, Number.NaN).baseStress).toBe(2);
  });

  it("lets the next rest bring stress down to the lowered base stress (§Basisstress: stress never sinks below it)", () => {
    const after = therapyLowersBaseStress({ stress: 3, baseStress: 3, dread: false }, 2);
    expect(restWithDread(after, 10, true).state.stress).toBe(1);
  });

  it("offers what can be done: base stress above 0, a quirk to heal", () => {
    const kinds = ruleset("2026", "terra").horror.therapy;
    expect(therapyOptions(kinds, { baseStress: 0 }, 0)).toEqual([]);
    expect(therapyOptions(kinds, { baseStress: 2 }, 0)).toEqual(["baseStress"]);
    expect(therapyOptions(kinds, { baseStress: 0 }, 1)).toEqual(["quirk"]);
    expect(therapyOptions([], { baseStress: 2 }, 1)).toEqual([]);
  });
});

describe("the era Moderne Zeit (2026 book, Einführung → Epochen: '1990 und danach'; 2025: '2000 und danach')", () => {
  it("begins in 1990 in the 2026 ruleset and in 2000 in the 2025 one", () => {
    expect(ruleset("2026", "terra").eraSpans.modern).toEqual({ from: 1990, to: null });
    expect(ruleset("2025", "terra").eraSpans.modern).toEqual({ from: 2000, to: null });
    expect(ERA_SPANS_2026.coldWar).toEqual(ERA_SPANS_2025.coldWar);
  });

  it("puts 1995 in the modern era in 2026; the 2025 book leaves it to no era", () => {
    expect(erasOfYear(ERA_SPANS_2026, 1995)).toEqual(["modern"]);
    expect(erasOfYear(ERA_SPANS_2025, 1995)).toEqual([]);
    expect(erasOfYear(ERA_SPANS_2026, 1982)).toEqual(["coldWar"]);
    expect(erasOfYear(ERA_SPANS_2026, -300)).toEqual(["antiquity"]);
    expect(() => erasOfYear(ERA_SPANS_2026, 1990.5)).toThrow(RangeError);
  });

  it("reads as the book writes it", () => {
    expect(eraSpanWords(ERA_SPANS_2026.modern)).toEqual({ key: "since", from: 1990, to: 0 });
    expect(eraSpanWords(ERA_SPANS_2026.antiquity)).toEqual({ key: "betweenBc", from: 800, to: 600 });
    expect(eraSpanWords(ERA_SPANS_2026.sciFi).key).toBe("future");
  });
});
