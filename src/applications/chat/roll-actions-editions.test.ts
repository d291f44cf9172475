/**
 * Every roll-changing button of a chat card — bonus die, destiny die, reroll, destiny reroll — in
 * both editions, from the player's click to the re-rendered card, on the dice stand-ins that behave
 * as Foundry 13's dice do (tests/foundry/dice.test.ts): a term Foundry has evaluated is immutable,
 * and an OperatorTerm is evaluated from its construction on. Issue 30 point 1: the destiny die did
 * nothing in Foundry 13 ("The OperatorTerm has already been evaluated and is now immutable").
 */
import "../../../tests/foundry/data-fields.ts";
import "../../../tests/foundry/applications.ts";
import { scriptDiceFaces } from "../../../tests/foundry/dice.ts";
import { StandInUser, installGame, type Notice } from "../../../tests/foundry/game.ts";
import { StandInActor } from "../../../tests/foundry/combat-documents.ts";
import { installChat, type StandInChatMessage } from "../../../tests/foundry/chat-message.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../../dice/index.ts";
import { ACTION_POOL, ROLL_ACTIONS, type RollAction } from "../../rules/roll-request/index.ts";
import { rollAttack, rollCheck } from "../roll-check.ts";
import { renderRollCard } from "./roll-card.ts";
import { ROLL_ACTION_QUERY, handleRollActionQuery, requestRollAction } from "./roll-actions.ts";

class RollingActor extends StandInActor {
  uuid = "Actor.anna";
  id = "anna";
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

const gm = new StandInUser("gm", "GM", true);
const anna = new StandInUser("p1", "Anna");

let actor: RollingActor;
let messages: StandInChatMessage[];
let notices: Notice[];

function install(edition: "2025" | "2026"): void {
  registerDice();
  gm.active = true;
  notices = installGame({ users: [gm, anna], user: anna, settings: { "core.rollMode": "publicroll", "phasesix.edition": edition } });
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ROLL_ACTION_QUERY] = handleRollActionQuery;
  actor = new RollingActor({ name: "Anna", owners: ["p1"], attributes: { apprehension: 2 }, pools: { bonusDice: 3, rerolls: 3, destinyDice: 3 } });
  messages = [];
  installChat(messages, [actor]);
  // Foundry's canvas without a scene (the 2026 range rule asks it for the distance to a target).
  (globalThis as unknown as { canvas: unknown }).canvas = { ready: false, grid: null };
}

function rollOf(message: unknown): PhaseSixRoll {
  const roll = (message as StandInChatMessage).rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return roll;
}

/** The player rolls a check of two dice (no dialog) and gets its card. */
async function rolledCheck(faces: number[], destinyDice = 0): Promise<ChatMessage.Implementation> {
  scriptDiceFaces(faces);
  const message = await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "apprehension", skipDialog: true, options: { destinyDice } });
  if (!message) throw new Error("no message");
  return message;
}

/** What each action adds to the dice of the roll (a reroll throws all of them again). */
const FACES: Record<RollAction, number[]> = { bonusDie: [5], destinyDie: [4], reroll: [5, 2], destinyReroll: [4, 1] };

for (const edition of ["2025", "2026"] as const) {
  describe(`card actions on Foundry 13's dice (${edition} edition)`, () => {
    beforeEach(() => install(edition));

    for (const action of ROLL_ACTIONS) {
      it(`the player's ${action} changes the card: one die spent, the action noted, the card rendered again`, async () => {
        const message = await rolledCheck([1, 2]);
        const before = { ...actor.view.pools };
        scriptDiceFaces(FACES[action]);
        await requestRollAction(message, action);
        const roll = rollOf(message);
        expect(notices).toEqual([]);
        expect(roll.phasesix.log).toEqual([{ action, user: "Anna" }]);
        expect(actor.view.pools[ACTION_POOL[action]]).toBe(before[ACTION_POOL[action]] - 1);
        expect(roll.chains.map((c) => c.faces[0])).toEqual(action === "bonusDie" || action === "destinyDie" ? [1, 2, ...FACES[action]] : FACES[action]);
        expect(roll.total).toBe(1);
        if (action === "destinyDie") expect(roll.formula).toBe("2dp + 1dpdestiny");
        expect(await renderRollCard(roll, { isPrivate: false })).toContain('data-phasesix-action="destinyDie"');
      });
    }

    it("every action one after another on the same card, each on the roll the message stored", async () => {
      const message = await rolledCheck([1, 1]);
      const sequence: RollAction[] = ["destinyDie", "bonusDie", "destinyDie", "reroll", "destinyReroll"];
      scriptDiceFaces([3, 2, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1]);
      for (const action of sequence) await requestRollAction(message, action);
      const roll = rollOf(message);
      expect(notices).toEqual([]);
      expect(roll.phasesix.log.map((l) => l.action)).toEqual(sequence);
      expect(roll.formula).toBe("3dp + 2dpdestiny");
      expect(roll.phasesix.destinyReroll).toBe(true);
      expect(roll.chains.map((c) => c.total)).toEqual([4, 4, 1, 1, 1]);
      expect(roll.total).toBe(2);
      expect(actor.view.pools).toEqual({ bonusDice: 2, rerolls: 2, destinyDice: 0 });
    });

    it("a destiny die on a roll that had one from the dialog joins the destiny dice", async () => {
      const message = await rolledCheck([1, 1, 2], 1);
      scriptDiceFaces([4]);
      await requestRollAction(message, "destinyDie");
      const roll = rollOf(message);
      expect(notices).toEqual([]);
      expect(roll.formula).toBe("2dp + 2dpdestiny");
      expect(roll.total).toBe(1);
    });

    it("a destiny die on an attack's hit roll counts as a hit", async () => {
      scriptDiceFaces([1, 2, 1]);
      const message = await rollAttack(actor as unknown as Actor.Implementation, { mode: "melee", weaponName: "Knife", damagePotential: 1, skipDialog: true });
      if (!message) throw new Error("no message");
      expect(rollOf(message).attackScore.hits).toBe(0);
      scriptDiceFaces([4]);
      await requestRollAction(message, "destinyDie");
      expect(notices).toEqual([]);
      expect(rollOf(message).attackScore.hits).toBe(1);
    });
  });
}
