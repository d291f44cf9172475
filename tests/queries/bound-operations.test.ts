/**
 * Every operation on an actor the player does not own is bound to what its roll allows (issue 18,
 * item 3): the kind of check, an amount no higher than the roll's successes, and a target the roll
 * named when it was made; what no roll can justify needs the GM's confirmation (a dialog on the
 * GM's client). A player's macro tries each operation with an unrelated roll, an inflated amount
 * and another target. Real PhaseSixActor documents and real Phase Six rolls on the stand-ins.
 */
import "../foundry/data-fields.ts";
import { setConfirmAnswer } from "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { actorOperationQuery } from "../../src/queries/actor-operation.ts";
import type { ActorOperation } from "../../src/documents/actor-operations.ts";
import { authorityTiming, registerAuthorizedQuery } from "../../src/queries/authority.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";
import { rollMessage, successesOf } from "./roll-messages.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let notices: Notice[];
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];
let hero: PhaseSixActor;
let foe: PhaseSixActor;
let bystander: PhaseSixActor;

function character(name: string, owners: string[], system: Record<string, unknown> = {}): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

function setup(lang: "en" | "de" = "en"): void {
  actors = [];
  messages = [];
  gm.active = true;
  for (const user of [gm, player]) user.flags = {};
  notices = installGame({ users: [gm, player], user: player, lang });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  registerAuthorizedQuery(actorOperationQuery);
  registerWitness();
  authorityTiming.arrivalMs = 20;
  setConfirmAnswer(true);
  hero = character("Mara", ["p1"]);
  foe = character("Brann", [], { health: { wounds: 4 }, conditions: { bleeding: 1 } });
  bystander = character("Cord", [], { health: { wounds: 4 } });
}

/** The player's roll of the hero's `key` check, naming `targets`. */
async function post(id: string, key: string, targets: PhaseSixActor[]): Promise<StandInChatMessage> {
  const message = await rollMessage(id, "p1", hero.uuid, { kind: "skill", key }, [5, 5, 5, 5, 6, 2, 2, 2, 2, 2], targets.map((t) => t.uuid));
  messages.push(message);
  return message;
}

beforeEach(() => setup());
afterEach(() => setConfirmAnswer(true));

describe("an operation is bound to the roll it cites", () => {
  it("first aid: refused with an unrelated roll, with more successes than rolled, and on an actor the roll did not name", async () => {
    const aid = await post("aid", "firstAid", [foe]);
    await post("str", "handToHand", [foe]);
    const n = successesOf(aid);
    const attempt = (target: PhaseSixActor, successes: number, messageId: string) => target.operate({ op: "firstAid", successes, variant: "heal" }, { messageId });
    expect(await attempt(foe, n, "str")).toBe(false);
    expect(notices.at(-1)?.message).toBe("The roll you cited is not a check that allows this change.");
    expect(await attempt(foe, n + 1, "aid")).toBe(false);
    expect(notices.at(-1)?.message).toBe("This change asks for more than the roll you cited achieved.");
    expect(await attempt(bystander, n, "aid")).toBe(false);
    expect(notices.at(-1)?.message).toBe("The roll you cited was not made for this actor.");
    expect([data(foe).health.wounds, data(bystander).health.wounds]).toEqual([4, 4]);
    expect(await attempt(foe, n, "aid")).toBe(true);
    expect(data(foe).health.wounds).toBeLessThan(4);
  });

  it("wounds (a magic duel): refused with a Strength roll, with applyWounds(100), and on another actor", async () => {
    const duel = await post("duel", "spellCasting", [foe]);
    await post("brawl", "handToHand", [foe]);
    const n = successesOf(duel);
    expect(await foe.applyWounds(1, { messageId: "brawl" })).toBe(false);
    expect(await foe.applyWounds(100, { messageId: "duel" })).toBe(false);
    expect(await bystander.applyWounds(1, { messageId: "duel" })).toBe(false);
    expect(notices.map((x) => x.message)).toEqual([
      "The roll you cited is not a check that allows this change.",
      "This change asks for more than the roll you cited achieved.",
      "The roll you cited was not made for this actor.",
    ]);
    expect([data(foe).health.wounds, data(bystander).health.wounds]).toEqual([4, 4]);
    expect(await foe.applyWounds(n, { messageId: "duel" })).toBe(true);
    expect(data(foe).health.wounds).toBe(4 + n);
  });

  it("healing, boosts and conditions: no roll justifies them, whatever the roll", async () => {
    await post("aid", "firstAid", [foe]);
    await post("duel", "spellCasting", [foe]);
    const operations: ActorOperation[] = [
      { op: "heal", n: 1 },
      { op: "addBoost", n: 1 },
      { op: "setCondition", key: "bleeding", value: 0 },
      { op: "addCondition", key: "shocked", n: 1 },
      { op: "removeCondition", key: "bleeding" },
    ];
    for (const operation of operations) {
      for (const messageId of ["aid", "duel"]) expect(await foe.operate(operation, { messageId })).toBe(false);
    }
    expect(data(foe).health.wounds).toBe(4);
    expect(data(foe).conditions).toMatchObject({ bleeding: 1, shocked: 0 });
  });

  it("the reasons are localized in German too", async () => {
    setup("de");
    await post("aid", "firstAid", [foe]);
    expect(await bystander.operate({ op: "firstAid", successes: 1, variant: "heal" }, { messageId: "aid" })).toBe(false);
    expect(notices.at(-1)?.message).toBe("Der genannte Wurf wurde nicht für diesen Akteur gemacht.");
  });
});

describe("what no roll can justify goes to the GM for confirmation", () => {
  it("is applied when the GM confirms and refused with a reason when the GM declines", async () => {
    expect(await foe.heal(2, { askGM: true })).toBe(true);
    expect(data(foe).health.wounds).toBe(2);
    setConfirmAnswer(false);
    expect(await foe.addCondition("shocked", 2, { askGM: true })).toBe(false);
    expect(data(foe).conditions.shocked).toBe(0);
    expect(notices.at(-1)?.message).toBe("The gamemaster did not allow this change.");
  });
});
