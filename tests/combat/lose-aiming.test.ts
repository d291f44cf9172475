/**
 * Losing the aim (what a hit does) on a combatant the player does not own is justified only by an
 * attack on that combatant: an attack card the player wrote, of an attacker the player owns, that
 * named the combatant as a target when it was rolled (issue 18, item 3). Fighting in the same
 * combat is not enough.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInChatMessage, broadcastCreate, installMessages } from "../foundry/chat-message.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { authorityTiming } from "../../src/queries/authority.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { reportResult, requestActionOperation } from "../../src/documents/combat-requests.ts";

/** A combat actor with the uuid and permission test an attack card's check reads. */
class CardActor extends StandInActor {
  get uuid(): string {
    return `Actor.${this.name}`;
  }
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const bob = new StandInUser("bob", "Bob");

let hero: StandInCombatant;
let rival: StandInCombatant;
let foe: StandInCombatant;
let messages: StandInChatMessage[];
let notices: Notice[];

/** An attack card (flags.phasesix.attack) by `author`, of `attacker`, naming `targets`. */
function attackCard(id: string, author: string, attacker: CardActor, targets: CardActor[]): StandInChatMessage {
  const score = { hits: 2, criticalHits: 0, extraWounds: [] };
  const card = {
    attacker: { actorUuid: attacker.uuid, tokenUuid: null, name: attacker.name },
    weapon: { name: "Sword", wounds: 1, piercing: 0, conditions: {}, melee: true, special: "none" },
    mode: "melee",
    targets: targets.map((t) => ({ tokenUuid: null, actorUuid: t.uuid, name: t.name, incoming: score, defences: [], applied: null })),
  };
  const message = new StandInChatMessage(id, author, [], [], false, { phasesix: { attack: card } });
  messages.push(message);
  // Posted: every client sees it; the GM's client takes its record of the card.
  return broadcastCreate(message);
}

beforeEach(() => {
  const actors = [
    new CardActor({ name: "Hagen", owners: ["alice"] }),
    new CardActor({ name: "Luta", owners: ["bob"] }),
    new CardActor({ name: "Räuber" }),
  ];
  hero = new StandInCombatant({ id: "hero", actor: actors[0] });
  rival = new StandInCombatant({ id: "rival", actor: actors[1] });
  foe = new StandInCombatant({ id: "foe", actor: actors[2] });
  notices = installGame({ users: [gm, alice, bob], user: alice, combats: [new StandInCombat("c1", [hero, rival, foe])] });
  const g = globalThis as unknown as { fromUuidSync: (uuid: string) => unknown };
  g.fromUuidSync = (uuid) => actors.find((a) => a.uuid === uuid) ?? null;
  messages = [];
  installMessages(messages);
  registerQueries();
  registerWitness();
  for (const user of [gm, alice, bob]) user.flags = {};
  authorityTiming.arrivalMs = 20;
});

describe("loseAiming on another's combatant", () => {
  it("is carried out when the player's own attack card targeted that combatant", async () => {
    await foe.update({ "system.aiming": 2 });
    attackCard("a1", "alice", hero.actor as CardActor, [foe.actor as CardActor]);
    expect(await requestActionOperation("c1", "foe", { op: "loseAiming", messageId: "a1" })).toEqual({ ok: true });
    expect(foe.system.aiming).toBe(0);
  });

  it("is refused, with a localized reason, without an attack, with an attack on another, or with another player's card", async () => {
    await foe.update({ "system.aiming": 2 });
    attackCard("other-target", "alice", hero.actor as CardActor, [rival.actor as CardActor]);
    attackCard("bobs", "bob", rival.actor as CardActor, [foe.actor as CardActor]);
    attackCard("not-my-attacker", "alice", rival.actor as CardActor, [foe.actor as CardActor]);
    for (const messageId of [undefined, "other-target", "bobs", "not-my-attacker", "missing"]) {
      const result = await requestActionOperation("c1", "foe", messageId ? { op: "loseAiming", messageId } : { op: "loseAiming" });
      expect(result).toEqual({ ok: false, reason: "noAttackOnCombatant" });
    }
    expect(foe.system.aiming).toBe(2);
    expect(reportResult({ ok: false, reason: "noAttackOnCombatant" })).toBe(false);
    expect(notices.at(-1)?.message).toBe("No attack of yours targeted this combatant.");
  });

  it("is refused when the attacker rewrote the card to name the combatant after it was posted (issue 32, D3)", async () => {
    await foe.update({ "system.aiming": 2 });
    const card = attackCard("a1", "alice", hero.actor as CardActor, [rival.actor as CardActor]);
    const flags = structuredClone(card.flags) as { phasesix: { attack: { targets: Array<{ actorUuid: string; name: string }> } } };
    flags.phasesix.attack.targets[0] = { ...flags.phasesix.attack.targets[0], actorUuid: (foe.actor as CardActor).uuid, name: "Räuber" };
    await card.update({ "flags.phasesix": flags.phasesix });
    expect(await requestActionOperation("c1", "foe", { op: "loseAiming", messageId: "a1" })).toEqual({ ok: false, reason: "noAttackOnCombatant" });
    expect(foe.system.aiming).toBe(2);
  });

  it("says why a card posted while no GM was online justifies nothing", async () => {
    await foe.update({ "system.aiming": 2 });
    gm.active = false;
    attackCard("a1", "alice", hero.actor as CardActor, [foe.actor as CardActor]);
    gm.active = true;
    const result = await requestActionOperation("c1", "foe", { op: "loseAiming", messageId: "a1" });
    expect(result).toEqual({ ok: false, reason: "unwitnessed" });
    expect(reportResult(result)).toBe(false);
    expect(notices.at(-1)?.message).toMatch(/^The GM's client did not see this roll/);
    expect(foe.system.aiming).toBe(2);
  });
});
