import { StandInUser, installGame } from "../../../tests/foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { translate } from "../rolling-actor.ts";
import { acceptsRoll, groupCardContext, type GroupRollData } from "./group-roll-context.ts";
import { addGmToolButtons } from "./tool-buttons.ts";

const data: GroupRollData = {
  kind: "skill",
  key: "perception",
  label: "PHASESIX.Skill.perception",
  required: 4,
  difficulty: 1,
  participants: [
    { actorUuid: "Actor.a", name: "Anna", rollMessageId: "m1" },
    { actorUuid: "Actor.b", name: "Bert" },
    { actorUuid: "Actor.c", name: "Cora" },
  ],
};

beforeEach(() => {
  const gm = new StandInUser("gm", "GM", true);
  installGame({ users: [gm], user: gm });
});

describe("groupCardContext", () => {
  it("sums the successes rolled so far and waits for the others", () => {
    const ctx = groupCardContext(
      data,
      [
        { successes: 2, canRoll: true },
        { successes: undefined, canRoll: true },
        { successes: undefined, canRoll: false },
      ],
      translate,
    );
    expect(ctx.trait).toBe("Perception");
    expect(ctx.difficultyText).toBe("+1");
    expect(ctx.rows.map((r) => [r.name, r.successesText, r.canRoll])).toEqual([
      ["Anna", "2", false],
      ["Bert", "waiting", true],
      ["Cora", "waiting", false],
    ]);
    expect(ctx.totalText).toBe("2 of 4 successes");
    expect(ctx.passed).toBe(false);
    expect(ctx.done).toBe(false);
    expect(ctx.outcomeText).toBe("Not enough successes yet");
  });

  it("passes once the sum reaches the successes needed, even before everyone rolled", () => {
    const ctx = groupCardContext(data, [{ successes: 3, canRoll: false }, { successes: 1, canRoll: false }, { successes: undefined, canRoll: true }], translate);
    expect(ctx.successes).toBe(4);
    expect(ctx.passed).toBe(true);
    expect(ctx.outcomeText).toBe("The group succeeds");
  });

  it("fails when everyone rolled and the sum is short", () => {
    const ctx = groupCardContext(data, [{ successes: 1, canRoll: false }, { successes: 0, canRoll: false }, { successes: 2, canRoll: false }], translate);
    expect(ctx.done).toBe(true);
    expect(ctx.passed).toBe(false);
    expect(ctx.outcomeText).toBe("Failed");
  });
});

describe("acceptsRoll", () => {
  it("records only the group's trait, of that participant's actor, once", () => {
    expect(acceptsRoll(data, 1, { actorUuid: "Actor.b", kind: "skill", key: "perception" })).toBe(true);
    expect(acceptsRoll(data, 1, { actorUuid: "Actor.c", kind: "skill", key: "perception" })).toBe(false);
    expect(acceptsRoll(data, 1, { actorUuid: "Actor.b", kind: "skill", key: "stealth" })).toBe(false);
    expect(acceptsRoll(data, 0, { actorUuid: "Actor.a", kind: "skill", key: "perception" })).toBe(false);
    expect(acceptsRoll(data, 7, { actorUuid: "Actor.b", kind: "skill", key: "perception" })).toBe(false);
  });
});

describe("addGmToolButtons", () => {
  it("adds the group and concealment roll to the token controls for GMs only", () => {
    const controls = { tokens: { tools: {} } };
    const calls: string[] = [];
    const actions = { groupRoll: () => void calls.push("group"), concealment: () => void calls.push("concealment") };
    addGmToolButtons(controls, false, actions);
    expect(Object.keys(controls.tokens.tools)).toEqual([]);
    addGmToolButtons(controls, true, actions);
    const tools = controls.tokens.tools as Record<string, { onChange: () => void; button: boolean }>;
    expect(Object.keys(tools)).toEqual(["phasesixGroupRoll", "phasesixConcealment"]);
    tools.phasesixConcealment.onChange();
    expect(calls).toEqual(["concealment"]);
  });

  it("adds the magic duel only when it is given (the magic extension is on)", () => {
    const controls = { tokens: { tools: {} } };
    const calls: string[] = [];
    addGmToolButtons(controls, true, { groupRoll: () => undefined, concealment: () => undefined, magicDuel: () => void calls.push("duel") });
    const tools = controls.tokens.tools as Record<string, { onChange: () => void; title: string }>;
    expect(Object.keys(tools)).toEqual(["phasesixGroupRoll", "phasesixConcealment", "phasesixMagicDuel"]);
    expect(tools.phasesixMagicDuel.title).toBe("PHASESIX.Magic.Duel.Tool");
    tools.phasesixMagicDuel.onChange();
    expect(calls).toEqual(["duel"]);
  });
});
