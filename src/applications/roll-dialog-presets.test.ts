import { StandInUser, installGame } from "../../tests/foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { castingParts, castingRequest, stressTestParts, stressTestRequest } from "../rules/extensions/index.ts";
import { formatPercent, prepareCheck, requestOdds } from "../rules/roll-request/index.ts";
import { sampleRollView } from "../rules/roll-request/fixtures.ts";
import { emptyProtection } from "../rules/items/armor.ts";
import { translate } from "./rolling-actor.ts";
import { defaultDialogState, rollDialogContext, rollDialogSummary } from "./roll-dialog-context.ts";

const user = new StandInUser("p1", "Anna");
const modes = { publicroll: "CHAT.RollPublic" };

beforeEach(() => {
  installGame({ users: [user], user });
});

describe("extension rolls: the roll dialog names what the rule presets (issue 24)", () => {
  // A healer (Luta casts with Conscientiousness 4) in heavy armour (encumbrance 1), Spell Casting 2.
  const view = sampleRollView({ attributes: { ...sampleRollView().attributes, conscientiousness: 4 } });
  const request = castingRequest({
    spell: { school: "healing", arcanaCost: 1, power: 1 },
    view,
    armor: [{ protection: emptyProtection(), encumbrance: 1, worn: true, condition: 100, category: "heavy" }],
    arcana: 5,
    magicLevel: 3,
  });
  const target = { kind: "skill" as const, key: "spellCasting", presets: castingParts(request) };
  const state = { ...defaultDialogState(), ...request.check.options };

  it("lists each preset with what it changes, and the summary gives the total dice, min roll and the core's exact chance", () => {
    const ctx = rollDialogContext(view, { ...target, actorName: "Hagen" }, state, modes, translate);
    expect(ctx.presets).toEqual([
      { label: "Conscientiousness", text: "+4 dice" },
      { label: "Worn heavy armour", text: "+1 min. roll" },
    ]);
    const check = prepareCheck(view, "skill", "spellCasting", request.check.options);
    expect(ctx.summary.dice).toBe(6); // Spell Casting 2 + Conscientiousness 4
    expect(ctx.summary.minRoll).toBe(6); // own 5+ and heavy armour +1
    expect(ctx.summary.oddsText).toBe(`${formatPercent(requestOdds(check))} %`);
  });

  it("names the presets in the explanation and keeps what the user adds as circumstances", () => {
    const preset = rollDialogSummary(view, target, state, translate);
    expect(preset.diceExplanation).toBe("Spell Casting 2 · Conscientiousness +4");
    expect(preset.minRollExplanation).toBe("Own minimum roll 5 · Worn heavy armour +1");
    const changed = rollDialogSummary(view, target, { ...state, diceModifier: 5, minRollModifier: 0 }, translate);
    expect(changed.diceExplanation).toBe("Spell Casting 2 · Conscientiousness +4 · Circumstances +1");
    expect(changed.minRollExplanation).toBe("Own minimum roll 5 · Worn heavy armour +1 · Circumstances −1");
  });

  it("lists a stress test's Willpower dice; a plain check lists nothing", () => {
    const stress = stressTestRequest(view);
    const ctx = rollDialogContext(view, { kind: "attribute", key: "logic", presets: stressTestParts(stress), actorName: "Hagen" }, { ...defaultDialogState(), ...stress.options }, modes, translate);
    expect(ctx.presets).toEqual([{ label: "Willpower", text: "+2 dice" }]);
    expect(rollDialogContext(view, { kind: "skill", key: "courage", actorName: "Hagen" }, defaultDialogState(), modes, translate).presets).toEqual([]);
  });
});
