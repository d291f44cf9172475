import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dieFromFaces, scoreAttack } from "../../rules/index.ts";
import { dodgeDefence, newTargets, withApplied, withDefence, type AttackCard } from "../../rules/attack/card.ts";
import { attackTargetsContext, type DefenderInput } from "./attack-card-context.ts";
import { protectionDialogContext, protectionOutcome } from "../protection-dialog-context.ts";
import { DEMONIC_PROTECTION_2025, DEMONIC_PROTECTION_2026 } from "../../rules/attack/protection.ts";

const t = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);
const score = scoreAttack([dieFromFaces([5]), dieFromFaces([6, 6, 5])], { minRoll: 5, critThreshold: 11, canCrit: true });

function card(mode: AttackCard["mode"]): AttackCard {
  return {
    attacker: { actorUuid: "Actor.a", tokenUuid: null, name: "A" },
    weapon: { name: "W", wounds: 1, piercing: 0, conditions: {}, melee: mode === "melee", special: "none" },
    mode,
    targets: newTargets(score, [
      { tokenUuid: null, actorUuid: "Actor.b", name: "B" },
      { tokenUuid: null, actorUuid: "Actor.c", name: "C" },
    ]),
  };
}

const viewer: DefenderInput = { facts: { actions: 1, conditions: {} }, evasion: 2, minRoll: 5, parryWeapons: [{ key: "unarmed", name: "Fists", dice: 2, minRoll: 5 }] };

describe("attack targets context", () => {
  it("gives buttons only where the viewer may act, with odds on them", () => {
    const ctx = attackTargetsContext({ card: card("melee"), viewers: [viewer, null] }, t);
    expect(ctx.targets[0].canAct).toBe(true);
    expect(ctx.targets[1].buttons).toEqual([]);
    const kinds = ctx.targets[0].buttons.map((b) => `${b.kind}${b.cover ?? ""}`);
    expect(kinds).toEqual(["cover4", "cover5", "cover6", "dodge"]);
    // One 4+ cover die stops a hit with 50 %; the dodge rolls 2 dice at 5 + 2 hits = 7+.
    expect(ctx.targets[0].buttons[0].tooltip).toContain('"chance":"50 %"');
    expect(ctx.targets[0].buttons[3].tooltip).toContain('"min":7');
    expect(ctx.targets[0].megacriticalText).toContain('"wounds":1');
    expect(ctx.targets[0].parryWeapons).toHaveLength(1);
  });

  it("offers no dodge or parry against a single shot", () => {
    const ctx = attackTargetsContext({ card: card("single"), viewers: [viewer, viewer] }, t);
    expect(ctx.targets[0].buttons.map((b) => b.kind)).toEqual(["cover", "cover", "cover"]);
    expect(ctx.targets[0].parryWeapons).toEqual([]);
  });

  it("says why a button is disabled: after a dodge nothing is left", () => {
    let c = card("melee");
    c = withDefence(c, 0, dodgeDefence(c.targets[0], 7, [8], 1, "B", true));
    const row = attackTargetsContext({ card: c, viewers: [viewer, viewer] }, t).targets[0];
    expect(row.buttons.every((b) => b.disabled)).toBe(true);
    expect(row.buttons[0].tooltip).toBe("PHASESIX.AttackCard.Reason.nothingLeft");
    expect(row.defences[0].by).toContain("ReactionSpent");
  });

  it("names a K.O. attack in the weapon line and says how the target's Resistance roll went", () => {
    const c = card("melee");
    c.weapon.special = "knockout";
    const applied = {
      by: "GM", variant: "pool" as const, wounds: 0, conditions: {}, conditionsPrevented: [], hitsStopped: 0, criticalHitsStopped: 0, spent: [], innateUsed: 0, wasted: 0,
      weaponBound: false, reflectedHits: 0, armourDamagePercent: 0, concentrationEnded: [], dying: false,
      special: { kind: "knockout" as const, attribute: "resistance", need: 2, dice: [5, 2], successes: 1, effective: true },
    };
    const ctx = attackTargetsContext({ card: withApplied(c, 0, applied), viewers: [viewer, viewer] }, t);
    expect(ctx.weaponText).toContain("PHASESIX.AttackCard.Special.knockout");
    expect(ctx.targets[0].appliedLines.at(-1)).toBe('PHASESIX.AttackCard.Applied.Knockout {"name":"B","attribute":"PHASESIX.Attribute.resistance","dice":"5, 2","successes":1,"need":2}');
    const resisted = attackTargetsContext({ card: withApplied(c, 0, { ...applied, special: { ...applied.special, successes: 2, effective: false } }), viewers: [viewer, viewer] }, t);
    expect(resisted.targets[0].appliedLines.at(-1)).toContain("Applied.KnockoutResisted");
    const none = attackTargetsContext({ card: withApplied(c, 0, { ...applied, special: { ...applied.special, need: 0, dice: [] } }), viewers: [viewer, viewer] }, t);
    expect(none.targets[0].appliedLines.at(-1)).toBe("PHASESIX.AttackCard.Applied.SpecialNoHits");
    const coup = { kind: "coupDeGrace" as const, attribute: "", need: 1, dice: [], successes: 2, effective: true, dying: 2 };
    const dyingRow = attackTargetsContext({ card: withApplied(c, 0, { ...applied, special: coup }), viewers: [viewer, viewer] }, t);
    expect(dyingRow.targets[0].appliedLines.at(-1)).toBe('PHASESIX.AttackCard.Applied.CoupDeGrace {"name":"B","successes":2,"dying":2}');
    const dead = attackTargetsContext({ card: withApplied(c, 0, { ...applied, special: { ...coup, dying: 6 } }), viewers: [viewer, viewer] }, t);
    expect(dead.targets[0].appliedLines.at(-1)).toContain("Applied.CoupDeGraceDead");
  });
});

describe("protection dialog context", () => {
  it("the flat variant shows the number and what it stops", () => {
    const ctx = protectionDialogContext(
      { target: "B", hits: { hits: 3, criticalHits: 1, extraWounds: [0] }, piercing: 1, conditions: {}, variant: "flat", pool: { normal: 0, critical: 0, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 0 }, innate: {}, flat: 3 },
      t,
    );
    expect(ctx.flat).toBe(true);
    expect(ctx.flatText).toContain('"stopped":2');
  });

  it("lists only the types the defender has, pre-filled by the plan", () => {
    const ctx = protectionDialogContext(
      { target: "B", hits: { hits: 1, criticalHits: 0, extraWounds: [] }, piercing: 0, conditions: {}, variant: "pool", pool: { normal: 2, critical: 0, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 1, reflection: 0, demonic: 0 }, innate: {}, flat: 3 },
      t,
    );
    expect(ctx.rows.map((r) => [r.type, r.value, r.max])).toEqual([
      ["normal", 1, 2],
      ["sticky", 0, 1],
    ]);
  });

  it("2025 (no D in the book; our reading): offers demonic protection only against a demonic attack, and spends it first there", () => {
    const pool = { normal: 2, critical: 0, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 2 };
    const input = { target: "B", hits: { hits: 2, criticalHits: 0, extraWounds: [] }, piercing: 0, conditions: {}, variant: "pool" as const, pool, innate: {}, flat: 0, demonicProtection: DEMONIC_PROTECTION_2025 };
    const normal = protectionDialogContext(input, t);
    expect(normal.rows.map((r) => [r.type, r.value])).toEqual([["normal", 2]]);
    expect(normal.piercingText).toBe("");
    const demonic = protectionDialogContext({ ...input, demonic: true }, t);
    expect(demonic.rows.map((r) => [r.type, r.value])).toEqual([
      ["normal", 0],
      ["demonic", 2],
    ]);
    expect(demonic.piercingText).toBe('PHASESIX.ProtectionDialog.Demonic {"n":1}');
  });

  it("2026 (gear chapter → Schutz): offers D against every attack; one D unit takes three hits of a demonic attack", () => {
    const pool = { normal: 2, critical: 0, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 1 };
    const input = { target: "B", hits: { hits: 3, criticalHits: 0, extraWounds: [] }, piercing: 0, conditions: {}, variant: "pool" as const, pool, innate: {}, flat: 0, demonicProtection: DEMONIC_PROTECTION_2026 };
    const ordinary = protectionDialogContext(input, t);
    // an ordinary attack: D is offered and planned as one more unit (normal units first)
    expect(ordinary.rows.map((r) => [r.type, r.value])).toEqual([
      ["normal", 2],
      ["demonic", 1],
    ]);
    expect(ordinary.outcome.wounds).toBe(0);
    const demonic = protectionDialogContext({ ...input, demonic: true }, t);
    expect(demonic.rows.map((r) => [r.type, r.value])).toEqual([
      ["normal", 0],
      ["demonic", 1],
    ]);
    expect(demonic.outcome.wounds).toBe(0);
    // what the defender types: 1 D unit against 3 demonic hits stops all three
    expect(protectionOutcome({ ...input, demonic: true }, { demonic: 1 }, t).wounds).toBe(0);
    expect(protectionOutcome(input, { demonic: 1 }, t).wounds).toBe(2);
    // piercing eats the normal unit first, not the D unit worth three hits
    expect(protectionOutcome({ ...input, demonic: true, piercing: 1 }, { normal: 1, demonic: 1 }, t).wounds).toBe(0);
  });

  it("names each protection type with the book's word and letter of the language", () => {
    const de = translator("de");
    const en = translator("en");
    const pool = { normal: 1, critical: 1, bleeding: 1, poison: 1, fire: 1, shock: 1, sticky: 1, reflection: 1, demonic: 1 };
    const input = { target: "B", hits: { hits: 1, criticalHits: 0, extraWounds: [] }, piercing: 0, conditions: {}, variant: "pool" as const, pool, innate: {}, flat: 0, demonicProtection: DEMONIC_PROTECTION_2026 };
    // 2026 gear_de.tex / gear_en.tex → Schutz / Protection
    expect(protectionDialogContext(input, de).rows.map((r) => r.label)).toEqual([
      "Normaler Schutz (N)",
      "Schutz vor kritischen Treffern (K)",
      "Blutungsschutz (B)",
      "Giftschutz (G)",
      "Feuerschutz (F)",
      "Schutz vor Schock (S)",
      "Haftender Schutz (H)",
      "Reflektionsschutz (R)",
      "Schutz vor dämonischem Wirken (D)",
    ]);
    expect(protectionDialogContext(input, en).rows.map((r) => r.label)).toEqual([
      "Normal protection (N)",
      "Critical protection (C)",
      "Bleeding protection (B)",
      "Poison protection (P)",
      "Fire protection (F)",
      "Shock protection (S)",
      "Sticky protection (H)",
      "Reflecting protection (R)",
      "Protection against demonic influence (D)",
    ]);
  });
});

/** A translator over lang/<lang>.json, as game.i18n.format reads it. */
function translator(lang: "en" | "de"): (key: string, data?: Record<string, string | number>) => string {
  const tree = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "..", "..", "..", "lang", `${lang}.json`), "utf8")) as Record<string, unknown>;
  return (key, data = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
    return typeof text === "string" ? text.replace(/\{(\w+)\}/g, (_m, k: string) => String(data[k] ?? "")) : key;
  };
}

describe("counts read as words (issue 30: English \"1 hits\")", () => {
  const expected = {
    en: { one: "1 hit · 1 critical", two: "2 hits · 0 critical", wounds: "1 wound taken; protection stopped 2 hits." },
    de: { one: "1 Treffer · 1 kritisch", two: "2 Treffer · 0 kritisch", wounds: "1 Wunde erlitten; der Schutz hielt 2 Treffer ab." },
  };
  for (const lang of ["en", "de"] as const) {
    it(`one hit is one, two are two (${lang})`, () => {
      const tr = translator(lang);
      const target = (hits: number, criticalHits: number) => newTargets({ hits, criticalHits, extraWounds: criticalHits > 0 ? [0] : [] }, [{ tokenUuid: null, actorUuid: "Actor.b", name: "B" }]);
      expect(attackTargetsContext({ card: { ...card("melee"), targets: target(1, 1) }, viewers: [null] }, tr).targets[0].incomingText).toBe(expected[lang].one);
      expect(attackTargetsContext({ card: { ...card("melee"), targets: target(2, 0) }, viewers: [null] }, tr).targets[0].incomingText).toBe(expected[lang].two);
      const applied = {
        by: "GM", variant: "pool" as const, wounds: 1, conditions: {}, conditionsPrevented: [], hitsStopped: 2, criticalHitsStopped: 0, spent: [], innateUsed: 0, wasted: 0,
        weaponBound: false, reflectedHits: 0, armourDamagePercent: 0, concentrationEnded: [], dying: false,
      };
      const c = withApplied({ ...card("melee"), targets: target(2, 1) }, 0, applied);
      expect(attackTargetsContext({ card: c, viewers: [null] }, tr).targets[0].appliedLines[0]).toBe(expected[lang].wounds);
    });
  }
});
