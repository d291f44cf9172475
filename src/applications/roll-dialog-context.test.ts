import { StandInUser, installGame } from "../../tests/foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { successProbability } from "../rules/index.ts";
import { sampleRollView } from "../rules/roll-request/fixtures.ts";
import { translate } from "./rolling-actor.ts";
import { attackStateOptions, defaultDialogState, readDialogState, rollDialogContext, rollDialogSummary, stateOptions } from "./roll-dialog-context.ts";

const user = new StandInUser("p1", "Anna");
const modes = { publicroll: "CHAT.RollPublic", gmroll: "CHAT.RollPrivate" };
const pools = { bonusDice: 2, rerolls: 2, destinyDice: 1 };

beforeEach(() => {
  installGame({ users: [user], user });
});

describe("rollDialogContext", () => {
  it("names the difficulties −2 … +4, offers a free value, and selects the state's", () => {
    const ctx = rollDialogContext(sampleRollView(), { kind: "skill", key: "courage", actorName: "Hagen" }, defaultDialogState(), modes, translate);
    expect(ctx.title).toBe("Hagen: Courage");
    expect(ctx.difficulties.map((d) => d.label)).toEqual([
      "−2 Very easy",
      "−1 Easy",
      "±0 Normal",
      "+1 Hard",
      "+2 Very hard",
      "+3 Extremely hard",
      "+4 Impossible",
      "Other value",
    ]);
    expect(ctx.difficulties.filter((d) => d.selected).map((d) => d.value)).toEqual(["0"]);
    expect(ctx.rollModes[0]).toEqual({ value: "publicroll", label: "CHAT.RollPublic", selected: true });
  });

  it("shows exactly the core's odds for the chosen options", () => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, courage: 5 }, pools });
    const state = { ...defaultDialogState(), difficulty: "free" as const, freeDifficulty: 9, destinyDice: 1 };
    const summary = rollDialogSummary(view, { kind: "skill", key: "courage" }, state, translate);
    expect(summary.minRoll).toBe(14);
    expect(summary.odds).toBe(successProbability(5, { minRoll: 14, destinyDice: 1, critThreshold: 11 }));
    expect(summary.destinyMinRoll).toBe(4);
    expect(summary.oddsText).toBe(`${(Math.round(summary.odds * 1000) / 10).toFixed(1)} %`);
  });

  it("updates the odds as options change: harder is never likelier, a bonus die never less likely", () => {
    const view = sampleRollView({ pools });
    const base = rollDialogSummary(view, { kind: "attribute", key: "charm" }, defaultDialogState(), translate);
    const harder = rollDialogSummary(view, { kind: "attribute", key: "charm" }, { ...defaultDialogState(), difficulty: 2 }, translate);
    const bonus = rollDialogSummary(view, { kind: "attribute", key: "charm" }, { ...defaultDialogState(), bonusDice: 1 }, translate);
    expect(harder.odds).toBeLessThan(base.odds);
    expect(bonus.odds).toBeGreaterThan(base.odds);
    expect(bonus.dice).toBe(3);
  });

  it("shows and applies the conditions of this roll, and can leave them out", () => {
    const view = sampleRollView({ conditions: { ...sampleRollView().conditions, shocked: 2, hunkered: 1 } });
    const on = rollDialogSummary(view, { kind: "attribute", key: "strength" }, defaultDialogState(), translate);
    expect(on.conditions).toEqual([
      { label: "Shocked", text: "−2 dice" },
      { label: "Hunkered", text: "+1 min. roll" },
    ]);
    expect(on.dice).toBe(0);
    expect(on.noDiceWarning).toBe(true);
    expect(on.odds).toBe(0);
    const off = rollDialogSummary(view, { kind: "attribute", key: "strength" }, { ...defaultDialogState(), applyConditions: false }, translate);
    expect(off.conditions).toEqual([]);
    expect(off.dice).toBe(2);
    expect(off.minRoll).toBe(5);
  });

  it("explains dice and min roll in words", () => {
    const view = sampleRollView({ conditions: { ...sampleRollView().conditions, poisoned: 1 } });
    const s = rollDialogSummary(view, { kind: "knowledge", key: "k1" }, { ...defaultDialogState(), difficulty: -1, diceModifier: 1 }, translate);
    expect(s.diceExplanation).toBe("Etikette 5 · Circumstances +1");
    expect(s.minRollExplanation).toBe("Own minimum roll 5 · Easy −1 · Poisoned +1");
  });
});

describe("readDialogState", () => {
  it("reads the form, clamping up-front dice to what the actor has", () => {
    const state = readDialogState({ difficulty: "3", freeDifficulty: "", minRollModifier: "1", diceModifier: "-1", bonusDice: "5", destinyDice: "1", applyConditions: false, rollMode: "gmroll" }, pools, "publicroll");
    expect(state).toMatchObject({ difficulty: 3, freeDifficulty: 0, minRollModifier: 1, diceModifier: -1, bonusDice: 2, destinyDice: 1, applyConditions: false, rollMode: "gmroll" });
    expect(stateOptions(state)).toEqual({ difficulty: 3, minRollModifier: 1, diceModifier: -1, bonusDice: 2, destinyDice: 1, applyConditions: false });
  });

  it("uses the free value when chosen, and treats junk as zero", () => {
    const state = readDialogState({ difficulty: "free", freeDifficulty: "9", bonusDice: "abc" }, pools, "publicroll");
    expect(stateOptions(state).difficulty).toBe(9);
    expect(state.bonusDice).toBe(0);
    expect(state.applyConditions).toBe(true);
    expect(state.rollMode).toBe("publicroll");
  });
});

describe("rollDialogContext for attacks", () => {
  const view = sampleRollView({ skills: { ...sampleRollView().skills, shooting: 3, perception: 2 }, pools });
  const target = { kind: "skill" as const, key: "shooting", attack: { mode: "single" as const, weaponName: "Gewehr", damagePotential: 2 } };

  it("offers aiming and recoil for a single shot, names the weapon and shows the crit threshold", () => {
    const ctx = rollDialogContext(view, { ...target, actorName: "Anna" }, { ...defaultDialogState(), aimActions: 1 }, modes, translate);
    expect(ctx.title).toBe("Anna: Gewehr (Single shot)");
    expect(ctx.attack).toEqual({ canAim: true, recoil: true, melee: false, range: false, tracker: "" });
    expect(ctx.summary.dice).toBe(5);
    expect(ctx.summary.critThreshold).toBe(9);
    expect(ctx.summary.odds).toBe(successProbability(5, { minRoll: 5, critThreshold: 9 }));
  });

  it("applies recoil and walking to the min roll, and offers no check-only fields for a check", () => {
    const s = rollDialogSummary(view, target, { ...defaultDialogState(), precedingAttacks: 1, walking: true }, translate);
    expect(s.minRoll).toBe(8);
    expect(s.critThreshold).toBe(13);
    expect(rollDialogContext(view, { kind: "attribute", key: "logic", actorName: "Anna" }, defaultDialogState(), modes, translate).attack).toBeNull();
  });

  it("shows the tracker's values and what the attack costs against the actions available", () => {
    const tracker = { actions: 1, aiming: 1, accurate: 0, recoil: 1 };
    const ctx = rollDialogContext(view, { ...target, tracker, actorName: "Anna" }, { ...defaultDialogState(), aimActions: 1, precedingAttacks: 1 }, modes, translate);
    expect(ctx.attack?.tracker).toBe("From the combat tracker: 1 action(s) available, aiming 1, accurate attack 0, recoil streak 1.");
    expect(ctx.summary.actions).toEqual({ cost: 1, available: 1, missing: false, text: "This attack costs 1 action(s); 1 available." });
    const more = rollDialogSummary(view, { ...target, tracker }, { ...defaultDialogState(), aimActions: 2 }, translate);
    expect(more.actions).toMatchObject({ cost: 2, missing: true, text: "This attack costs 2 action(s), but only 1 are available." });
    expect(rollDialogSummary(view, target, defaultDialogState(), translate).actions).toBeNull();
  });

  it("asks for the distance only with the optional range rule and a weapon range, and applies it", () => {
    const ranged = { ...target, attack: { ...target.attack, range: 20 }, rangeBands: true };
    expect(rollDialogContext(view, { ...ranged, actorName: "Anna" }, defaultDialogState(), modes, translate).attack?.range).toBe(true);
    expect(rollDialogContext(view, { ...target, actorName: "Anna" }, defaultDialogState(), modes, translate).attack?.range).toBe(false);
    expect(rollDialogSummary(view, ranged, { ...defaultDialogState(), distance: 30 }, translate).minRoll).toBe(7);
    expect(rollDialogSummary(view, ranged, { ...defaultDialogState(), distance: 50 }, translate).possible).toBe(false);
    expect(readDialogState({ distance: "35" }, pools, "publicroll").distance).toBe(35);
  });

  it("reads the attack fields from the form", () => {
    const state = readDialogState({ aimActions: "2", walking: true, disarm: "on", demonic: "on", knockout: "on", coupDeGrace: "on", precedingAttacks: "-1" }, pools, "publicroll");
    expect(state).toMatchObject({ aimActions: 2, walking: true, disarm: true, demonic: true, knockout: true, coupDeGrace: true, offHand: false, precedingAttacks: 0 });
    expect(attackStateOptions(state)).toMatchObject({ disarm: true, demonic: true, knockout: true });
  });
});
