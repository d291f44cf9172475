/**
 * A roll justifies a change on another's actor once, for good (issue 32, D3): the player clears the
 * message's flags and the GM reloads — a fresh page, a fresh copy of the GM side's modules (here
 * vi.resetModules: its memory is empty) — and cites the same roll again. The record of what the roll
 * justified is on the GM's own User, which the reloaded window reads.
 *
 * The documents are the ones both pages see (the server's): the actor module is the same in both
 * copies (vi.doMock), as a reloaded page builds the same actors from the same data.
 */
import "../foundry/data-fields.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import * as actorModule from "../../src/documents/actor.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";
import { rollMessage } from "./roll-messages.ts";

const { PhaseSixActor } = actorModule;
type Actor6 = InstanceType<typeof PhaseSixActor>;
const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
const other = new StandInUser("p2", "Other player");
let messages: StandInChatMessage[];
let actors: Actor6[];

function character(name: string, owners: string[]): Actor6 {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => Actor6)(source);
  actors.push(actor);
  return actor;
}
const wounds = (actor: Actor6): number => (actor.system instanceof CharacterData ? actor.system.health.wounds : -1);

/** A GM page: fresh copies of the GM side (queries, GM channel), its handlers in CONFIG.queries. */
async function gmPage(): Promise<void> {
  vi.resetModules();
  vi.doMock("../../src/documents/actor.ts", () => actorModule);
  const operation = await import("../../src/queries/actor-operation.ts");
  const authority = await import("../../src/queries/authority.ts");
  const witness = await import("../../src/queries/witness.ts");
  authority.authorityTiming.arrivalMs = 20;
  authority.registerAuthorizedQuery(operation.actorOperationQuery);
  witness.registerWitness();
}

beforeEach(() => {
  actors = [];
  messages = [];
  for (const user of [gm, player, other]) user.flags = {};
  installGame({ users: [gm, player, other], user: player });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
});

describe("a justification is spent once, across a GM reload", () => {
  it("the duel's two wounds are dealt once: the cleared flags and the reloaded GM page find the roll spent", async () => {
    await gmPage();
    const hero = character("Mara", ["p1"]);
    const victim = character("Brann", ["p2"]);
    const duel = await rollMessage("m1", "p1", hero.uuid, { kind: "skill", key: "spellCasting" }, [5, 5], [victim.uuid]);
    messages.push(duel);
    expect(await victim.applyWounds(2, { messageId: "m1" })).toBe(true);
    expect(wounds(victim)).toBe(2);
    await duel.update({ "flags.phasesix": {} });
    // The GM reloads: the hooks and handlers of the old page are gone, a new page registers its own.
    const hooks = globalThis as unknown as { Hooks: unknown };
    const { installHooks } = await import("../foundry/hooks.ts");
    hooks.Hooks = installHooks();
    await gmPage();
    expect(await victim.applyWounds(2, { messageId: "m1" })).toBe(false);
    expect(wounds(victim)).toBe(2);
  });
});
