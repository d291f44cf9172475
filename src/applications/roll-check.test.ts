import "../../tests/foundry/data-fields.ts";
import "../../tests/foundry/applications.ts";
import { scriptDiceFaces } from "../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../tests/foundry/game.ts";
import { StandInActor } from "../../tests/foundry/combat-documents.ts";
import { installChat, type StandInChatMessage } from "../../tests/foundry/chat-message.ts";
import { installDiceSoNice } from "../../tests/foundry/dice-so-nice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../dice/index.ts";
import { rollAttack, rollCheck } from "./roll-check.ts";
import { renderRollCard } from "./chat/roll-card.ts";

class RollingActor extends StandInActor {
  uuid = "Actor.anna";
  id = "anna";
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

const gm = new StandInUser("gm", "GM", true);
const anna = new StandInUser("p1", "Anna");
const bert = new StandInUser("p2", "Bert");
let actor: RollingActor;
let messages: StandInChatMessage[];

function asActor(a: RollingActor): Actor.Implementation {
  return a as unknown as Actor.Implementation;
}

function rollOf(message: unknown): PhaseSixRoll {
  const roll = (message as StandInChatMessage).rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return roll;
}

beforeEach(() => {
  registerDice();
  installGame({ users: [gm, anna, bert], user: anna, settings: { "core.rollMode": "publicroll", "phasesix.aimingVariant": "rulebook" } });
  actor = new RollingActor({ name: "Anna", owners: ["p1"], attributes: { apprehension: 3 }, pools: { bonusDice: 2, rerolls: 1, destinyDice: 1 } });
  messages = [];
  installChat(messages, [actor]);
});

describe("rollCheck (shift-click: no dialog)", () => {
  it("spends the up-front dice, rolls through the core and posts one card with the roll mode", async () => {
    const shown = installDiceSoNice();
    scriptDiceFaces([6, 2, 6, 4, 3, 1]);
    const message = await rollCheck(asActor(actor), { kind: "attribute", key: "apprehension", skipDialog: true, options: { bonusDice: 1 }, rollMode: "blindroll" });
    expect(messages).toHaveLength(1);
    expect(message).toBe(messages[0]);
    const roll = rollOf(message);
    expect(roll.chains.map((c) => c.faces)).toEqual([[6, 3], [2], [6, 1], [4]]);
    expect(roll.total).toBe(2);
    expect(actor.view.pools.bonusDice).toBe(1);
    expect(messages[0].blind).toBe(true);
    expect(messages[0].whisper).toEqual(["gm"]);
    expect(shown.map((s) => s.faces)).toEqual([
      [6, 2, 6, 4],
      [3, 1],
    ]);
    expect(shown.every((s) => s.blind)).toBe(true);
    expect(roll.phasesix.actorUuid).toBe("Actor.anna");
  });

  it("does not roll when the up-front dice cannot be spent", async () => {
    actor.view.pools.destinyDice = 0;
    const message = await rollCheck(asActor(actor), { kind: "attribute", key: "apprehension", skipDialog: true, options: { destinyDice: 1 } });
    expect(message).toBeNull();
    expect(messages).toHaveLength(0);
  });

  it("warns instead of throwing for an unknown trait (a macro for a deleted knowledge)", async () => {
    const message = await rollCheck(asActor(actor), { kind: "knowledge", key: "gone", skipDialog: true });
    expect(message).toBeNull();
    expect(messages).toHaveLength(0);
  });

  it("rolls a burst's hit dice as an attack that cannot crit", async () => {
    scriptDiceFaces([6, 6, 2, 1, 1, 5]);
    const message = await rollAttack(asActor(actor), { mode: "burst", weaponName: "MP", damagePotential: 1, skipDialog: true });
    const roll = rollOf(message);
    expect(roll.phasesix.scoring).toBe("attack");
    expect(roll.phasesix.canCrit).toBe(false);
    expect(roll.attackScore.criticalHits).toBe(0);
  });
});

describe("renderRollCard", () => {
  it("shows the owner buttons enabled by their pools, and no buttons to others", async () => {
    scriptDiceFaces([3, 3, 3]);
    const message = await rollCheck(asActor(actor), { kind: "attribute", key: "apprehension", skipDialog: true });
    const roll = rollOf(message);
    actor.view.pools.rerolls = 0;
    const own = await renderRollCard(roll, { isPrivate: false });
    expect(own).toContain('data-phasesix-action="bonusDie"');
    expect(own).toMatch(/data-phasesix-action="reroll"[^>]*disabled/);
    expect(own).not.toMatch(/data-phasesix-action="bonusDie"[^>]*disabled/);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = bert;
    const other = await renderRollCard(roll, { isPrivate: false });
    expect(other).not.toContain("data-phasesix-action");
    expect(other).toContain("3");
    const hidden = await renderRollCard(roll, { isPrivate: true });
    expect(hidden).toContain("This roll is hidden.");
    expect(hidden).not.toContain('class="die');
  });
});
