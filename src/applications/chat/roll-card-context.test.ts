import { StandInUser, installGame } from "../../../tests/foundry/game.ts";
import { describe, expect, it } from "vitest";
import { scoreCheck, dieFromFaces, type DieChain } from "../../rules/index.ts";
import { actionStates, prepareCheck } from "../../rules/roll-request/index.ts";
import { sampleRollView } from "../../rules/roll-request/fixtures.ts";
import type { PhaseSixRollData } from "../../dice/roll.ts";
import { translate } from "../rolling-actor.ts";
import { rollCardContext, type RollCardInput } from "./roll-card-context.ts";

const user = new StandInUser("p1", "Anna");

function input(chains: DieChain[], overrides: Partial<PhaseSixRollData> = {}, rest: Partial<RollCardInput> = {}): RollCardInput {
  const view = sampleRollView({ conditions: { ...sampleRollView().conditions, poisoned: 1 } });
  const check = prepareCheck(view, "skill", "courage", { difficulty: 3 });
  const data: PhaseSixRollData = {
    scoring: "check",
    minRoll: check.minRoll,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
    log: [],
    check: { ...check },
    ...overrides,
  };
  return { data, score: scoreCheck(chains, { minRoll: data.minRoll, allDestiny: data.destinyReroll }), isPrivate: false, ...rest };
}

function everyString(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(everyString);
  if (value && typeof value === "object") return Object.values(value).flatMap(everyString);
  return [];
}

describe("rollCardContext", () => {
  it("shows each die as its chain, marks successes and criticals, and totals successes", () => {
    installGame({ users: [user], user });
    const ctx = rollCardContext(input([dieFromFaces([6, 6, 2]), dieFromFaces([4]), dieFromFaces([6, 3])]), translate);
    expect(ctx.minRoll).toBe(9);
    expect(ctx.dice.map((d) => [d.chain, d.showTotal, d.total, d.css])).toEqual([
      ["6+6+2", true, 14, "success critical exploded"],
      ["4", false, 4, "failure"],
      ["6+3", true, 9, "success exploded"],
    ]);
    expect(ctx.dice[0].extra).toBe(1);
    expect(ctx.resultText).toBe("3 successes");
    expect(ctx.outcomeText).toBe("Passed");
    expect(ctx.difficultyText).toBe("+3 (Extremely hard)");
    expect(ctx.conditions).toEqual([{ label: "Poisoned", text: "+1 min. roll" }]);
    expect(ctx.minRollTooltip).toBe("Own minimum roll +5 · Extremely hard +3 · Poisoned +1");
  });

  it("names an attack's mode and skill once when the skill already says the mode ('Nahkampf'; 'Hand to Hand Combat')", () => {
    installGame({ users: [user], user, lang: "de" });
    const view = sampleRollView();
    const melee = prepareCheck(view, "skill", "handToHand", {});
    const attack = { mode: "melee" as const, weaponName: "Langschwert", ammunition: 0 };
    const ctx = rollCardContext(input([dieFromFaces([5])], { scoring: "attack", check: { ...melee, attack } }), translate);
    expect(ctx.title).toBe("Langschwert");
    expect(ctx.subtitle).toBe("Nahkampf");
    installGame({ users: [user], user, lang: "en" });
    const en = rollCardContext(input([dieFromFaces([5])], { scoring: "attack", check: { ...melee, attack } }), translate);
    expect(en.subtitle).toBe("Hand to Hand Combat");
    const shot = prepareCheck(view, "skill", "shooting", {});
    const single = rollCardContext(input([dieFromFaces([5])], { scoring: "attack", check: { ...shot, attack: { mode: "single" as const, weaponName: "Pistol", ammunition: 1 } } }), translate);
    expect(single.subtitle).toBe("Single shot · Shooting");
  });

  it("speaks German with the rulebook's terms", () => {
    installGame({ users: [user], user, lang: "de" });
    const ctx = rollCardContext(input([dieFromFaces([2])], {}, { actions: actionStates({ bonusDice: 1, rerolls: 0, destinyDice: 0 }, 1, true) }), translate);
    expect(ctx.resultText).toBe("Kein Erfolg");
    expect(ctx.outcomeText).toBe("Misslungen");
    expect(ctx.actions.map((a) => a.label)).toEqual(["Bonuswürfel", "Schicksalswürfel", "Wiederholen", "Schicksalswurf"]);
    expect(ctx.actions[2].tooltip).toBe("Keine Wiederholungswürfe mehr übrig.");
    expect(everyString(ctx).filter((s) => s.includes("PHASESIX."))).toEqual([]);
  });

  it("enables buttons only with dice left, and says why not", () => {
    installGame({ users: [user], user });
    const ctx = rollCardContext(input([], {}, { actions: actionStates({ bonusDice: 2, rerolls: 1, destinyDice: 0 }, 0, true) }), translate);
    expect(ctx.dice).toEqual([]);
    expect(ctx.actions.map((a) => [a.action, a.disabled])).toEqual([
      ["bonusDie", false],
      ["destinyDie", true],
      ["reroll", true],
      ["destinyReroll", true],
    ]);
    expect(ctx.actions[0].tooltip).toBe("Add one bonus die to this roll (Bonus dice: 2 left)");
    expect(ctx.actions[2].tooltip).toBe("A roll without dice cannot be rerolled.");
    expect(ctx.actions[1].tooltip).toBe("No Destiny dice left.");
  });

  it("hides the buttons from viewers who may not act and from private views", () => {
    installGame({ users: [user], user });
    const pools = { bonusDice: 2, rerolls: 1, destinyDice: 1 };
    expect(rollCardContext(input([dieFromFaces([5])], {}, { actions: actionStates(pools, 1, false) }), translate).actions).toEqual([]);
    const hidden = rollCardContext(input([dieFromFaces([5])], {}, { actions: actionStates(pools, 1, true), isPrivate: true }), translate);
    expect(hidden.actions).toEqual([]);
    expect(hidden.isPrivate).toBe(true);
  });

  it("notes dice spent before and after the throw, by whom", () => {
    installGame({ users: [user], user });
    const data = { spent: { bonusDice: 2, rerolls: 1, destinyDice: 1 }, log: [{ action: "bonusDie" as const, user: "Anna" }, { action: "reroll" as const, user: "Anna" }] };
    const ctx = rollCardContext(input([dieFromFaces([5]), dieFromFaces([4]), dieFromFaces([3], true)], data), translate);
    expect(ctx.notes).toEqual([
      "Bonus dice added before rolling: 1",
      "Destiny dice added before rolling: 1",
      "Anna added a bonus die",
      "Anna rerolled everything (a reroll spent)",
    ]);
  });

  it("flags spell side effects only on rolls that can have them", () => {
    installGame({ users: [user], user });
    const ones = [dieFromFaces([1]), dieFromFaces([1]), dieFromFaces([5])];
    expect(rollCardContext(input(ones), translate).sideEffects).toBe(false);
    expect(rollCardContext(input(ones, { sideEffects: true }), translate).sideEffects).toBe(true);
    expect(rollCardContext(input([dieFromFaces([1]), dieFromFaces([5])], { sideEffects: true }), translate).sideEffects).toBe(false);
  });

  it("shows a cast spell's power (spell power + successes) and flags its side effects by the two ones", () => {
    installGame({ users: [user], user });
    const spell = { power: 1, arcanaCost: 2, magicLevel: 3 };
    const cast = rollCardContext(input([dieFromFaces([6, 3]), dieFromFaces([6, 4]), dieFromFaces([1]), dieFromFaces([1])], { spell }), translate);
    expect(cast.powerText).toBe("Power 3");
    expect(cast.sideEffects).toBe(true);
    expect(cast.sideEffectsText).toBe("Side effects! Exactly two dice showed a 1 on their first throw.");
    expect(cast.chaoticText).toBe("");
    const failed = rollCardContext(input([dieFromFaces([2]), dieFromFaces([3])], { spell }), translate);
    expect(failed.powerText).toBe("");
    expect(failed.sideEffects).toBe(false);
  });

  it("shows what the spell does (its rules text) only when it worked", () => {
    installGame({ users: [user], user });
    const spell = { power: 1, arcanaCost: 2, magicLevel: 3, itemId: "spell0000000001" };
    const spellRules = "<p>Heals Power wounds.</p>";
    const worked = rollCardContext({ ...input([dieFromFaces([6, 3])], { spell }), spellRules }, translate);
    expect(worked.spellRules).toBe(spellRules);
    const failed = rollCardContext({ ...input([dieFromFaces([2])], { spell }), spellRules }, translate);
    expect(failed.spellRules).toBe("");
    const noSpell = rollCardContext({ ...input([dieFromFaces([6])]), spellRules }, translate);
    expect(noSpell.spellRules).toBe("");
  });

  it("gives every spell side effects from magic level 6 and calls magic above 5 chaotic", () => {
    installGame({ users: [user], user, lang: "de" });
    const ctx = rollCardContext(input([dieFromFaces([6, 3]), dieFromFaces([2])], { spell: { power: 2, arcanaCost: 1, magicLevel: 6 } }), translate);
    expect(ctx.powerText).toBe("Stärke 3");
    expect(ctx.sideEffects).toBe(true);
    expect(ctx.sideEffectsText).toBe("Nebeneffekte! Bei Magieniveau 6 hat jeder Zauber Nebeneffekte.");
    expect(ctx.chaoticText).toBe("Magieniveau über 5: Die Magie ist chaotisch, die Spielleitung entscheidet, wie der Zauber wirkt.");
    const calm = rollCardContext(input([dieFromFaces([6, 3])], { spell: { power: 2, arcanaCost: 1, magicLevel: 5 } }), translate);
    expect([calm.sideEffects, calm.chaoticText]).toEqual([false, ""]);
  });

  it("says on a white-magic spell's card that it causes no damage (rulebook 2026, Tirakan: Magie → Die Aspekte der Magie → Weiße Magie)", () => {
    installGame({ users: [user], user, lang: "de" });
    const white = rollCardContext(input([dieFromFaces([6, 3])], { spell: { power: 2, arcanaCost: 1, magicLevel: 3, harmless: true } }), translate);
    expect(white.powerText).toBe("Stärke 3 · Weiße Magie kann keinen Schaden verursachen");
    const other = rollCardContext(input([dieFromFaces([6, 3])], { spell: { power: 2, arcanaCost: 1, magicLevel: 3 } }), translate);
    expect(other.powerText).toBe("Stärke 3");
  });

  it("states a destiny reroll and its min roll of 4", () => {
    installGame({ users: [user], user });
    const ctx = rollCardContext(input([dieFromFaces([4])], { destinyReroll: true }), translate);
    expect(ctx.destinyReroll).toBe(true);
    expect(ctx.destinyMinRoll).toBe(4);
    expect(ctx.resultText).toBe("1 success");
  });
});

describe("rollCardContext for attacks", () => {
  it("titles the card with the weapon and counts hits and critical hits (Maragas: 4,5,5,14 at 5+)", async () => {
    const { prepareAttack } = await import("../../rules/roll-request/index.ts");
    const { scoreAttack } = await import("../../rules/index.ts");
    installGame({ users: [user], user });
    const view = sampleRollView({ skills: { ...sampleRollView().skills, handToHand: 2 } });
    const attack = prepareAttack(view, { mode: "melee", weaponName: "Schwert", damagePotential: 2 });
    const chains = [dieFromFaces([4]), dieFromFaces([5]), dieFromFaces([5]), dieFromFaces([6, 6, 2])];
    const data: PhaseSixRollData = {
      scoring: "attack",
      minRoll: attack.minRoll,
      critThreshold: attack.critThreshold,
      canCrit: true,
      destinyReroll: false,
      spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
      log: [],
      check: { ...attack, attack: { mode: "melee", weaponName: "Schwert", ammunition: 0 } },
    };
    const ctx = rollCardContext({ data, score: scoreCheck(chains, { minRoll: 5 }), attack: scoreAttack(chains, { minRoll: 5 }), isPrivate: false }, translate);
    expect(ctx.title).toBe("Schwert");
    expect(ctx.subtitle).toBe("Hand to Hand Combat");
    expect(ctx.resultText).toBe("Hits: 2 · critical: 1");
    expect(ctx.outcomeText).toBe("Hit");
    expect(ctx.noCrits).toBe(false);
    expect(ctx.ammunitionText).toBe("");
  });

  it("says a burst cannot crit and how much ammunition it used", () => {
    installGame({ users: [user], user });
    const base = input([dieFromFaces([6, 6, 2])], { scoring: "attack", canCrit: false });
    const check = base.data.check;
    if (!check) throw new Error("the sample input has a check");
    base.data.check = { ...check, attack: { mode: "burst", weaponName: "MP", ammunition: 3 } };
    const ctx = rollCardContext({ ...base, attack: { hits: 1, criticalHits: 0, extraWounds: [] } }, translate);
    expect(ctx.noCrits).toBe(true);
    expect(ctx.showCritThreshold).toBe(false);
    expect(ctx.ammunitionText).toBe("Ammunition used: 3");
    expect(ctx.resultText).toBe("Hits: 1 · critical: 0");
  });
});
