/**
 * `rollAttack` captures the user's Foundry targets when the attack is rolled: the message carries
 * the attack card (attacker, weapon after modifications, mode, targets with their hits) in its flags,
 * and `phasesix.attackRolled` tells modules about it.
 */
import "../foundry/data-fields.ts";
import "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInAttackActor, standInItem } from "../foundry/attack-actors.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { registerDice } from "../../src/dice/index.ts";
import { rollAttack } from "../../src/applications/roll-check.ts";
import { attackCardOf } from "../../src/applications/chat/damage-queries.ts";
import { ATTACK_HOOKS } from "../../src/applications/chat/attack-hooks.ts";

const gm = new StandInUser("gm", "GM", true);
const anna = new StandInUser("p1", "Anna");
let messages: StandInChatMessage[];
let anne: StandInAttackActor;
let ork: StandInAttackActor;

beforeEach(() => {
  registerDice();
  installGame({ users: [gm, anna], user: anna, settings: { "core.rollMode": "publicroll", "phasesix.aimingVariant": "rulebook" } });
  anne = new StandInAttackActor({
    id: "anna",
    name: "Anna",
    owners: ["p1"],
    items: [standInItem("w", "Rapier", "weapon", { isMelee: true, stats: { damagePotential: 1, piercing: 2, conditions: { bleeding: 2, poisoned: 0 } } })],
  });
  ork = new StandInAttackActor({ id: "ork", name: "Ork" });
  messages = [];
  installChat(messages, [anne, ork]);
});

describe("rollAttack and the attack card", () => {
  it("stores the targets, the weapon's stats and the mode in the message and calls phasesix.attackRolled", async () => {
    anna.targets = new Set([{ actor: ork }]);
    const seen: unknown[] = [];
    Hooks.on(ATTACK_HOOKS.attackRolled as never, ((message: unknown, card: unknown) => void seen.push([message, card])) as never);
    // Hand to Hand 1 + damage potential 1 = 2 dice at 5+: 5 and 6+6+1 = 13 → 1 hit, 1 critical.
    scriptDiceFaces([5, 6, 6, 1]);
    const message = await rollAttack(anne as unknown as Actor.Implementation, { mode: "melee", weaponName: "Rapier", damagePotential: 1, skipDialog: true });
    const card = attackCardOf(message as unknown as StandInChatMessage);
    expect(card?.weapon).toEqual({ name: "Rapier", wounds: 1, piercing: 2, conditions: { bleeding: 2 }, melee: true, special: "none" });
    expect(card?.targets).toEqual([{ tokenUuid: null, actorUuid: "Actor.ork", name: "Ork", incoming: { hits: 1, criticalHits: 1, extraWounds: [0] }, defences: [], applied: null }]);
    expect(seen).toHaveLength(1);
  });

  it("an attack without targets still gets a card, with no target rows", async () => {
    anna.targets = new Set();
    scriptDiceFaces([1, 1]);
    const message = await rollAttack(anne as unknown as Actor.Implementation, { mode: "melee", weaponName: "Rapier", damagePotential: 1, skipDialog: true });
    expect(attackCardOf(message as unknown as StandInChatMessage)?.targets).toEqual([]);
  });
});
