/**
 * Deleting a key in an update on Foundry 13 and 14 (issue 31, part 6): the same request round trip
 * leaves nothing behind on either, with 13's `-=` keys on 13 and 14's ForcedDeletion operator on 14
 * (no deprecated `-=` key there).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { isForcedDeletion } from "../foundry/operators.ts";
import { askGM, authorityTiming, defineAuthorizedQuery, registerAuthorizedQuery } from "../../src/queries/authority.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { deletionUpdate, deletionsUpdate } from "../../src/foundry-compat/deletion.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

const noteQuery = defineAuthorizedQuery({
  name: "phasesix.testDeletionNote",
  validate: (data: unknown): data is { text: string } => typeof data === "object" && data !== null,
  handle: async (_data: { text: string }, requester) => ({ ok: true as const, by: requester.id ?? "" }),
});

/** Every key and value of every update of these users. */
let updates: Array<[string, unknown]>;

afterEach(() => resetFoundryGenerationForTests());

describe.each([13, 14] as const)("Foundry %i", (generation) => {
  beforeEach(() => {
    resetFoundryGenerationForTests();
    for (const u of [gm, alice]) u.flags = {};
    installGame({ users: [gm, alice], user: alice, generation });
    registerAuthorizedQuery(noteQuery);
    authorityTiming.arrivalMs = 20;
    updates = [];
    for (const user of [gm, alice]) {
      const update = StandInUser.prototype.update.bind(user);
      user.update = async (changes) => {
        updates.push(...Object.entries(changes));
        return update(changes);
      };
    }
  });

  it("a request round trip leaves no request behind on the player's User", async () => {
    expect(await askGM(noteQuery, { text: "hi" })).toEqual({ ok: true, by: "alice" });
    expect((alice.flags.phasesix as { authority: object }).authority).toEqual({});
    const deleting = updates.filter(([key, value]) => key.includes("-=") || isForcedDeletion(value));
    expect(deleting.length).toBeGreaterThan(0);
    if (generation === 14) expect(deleting.every(([key, value]) => !key.includes("-=") && isForcedDeletion(value))).toBe(true);
    else expect(deleting.every(([key, value]) => key.includes(".-=") && value === null)).toBe(true);
  });

  it("deletionUpdate names the key as the running Foundry deletes it", () => {
    const [entry] = Object.entries(deletionUpdate("flags.phasesix.queue", "abc"));
    const [many] = [Object.keys(deletionsUpdate("flags.phasesix.queue", ["a", "b"]))];
    if (generation === 14) {
      expect(entry[0]).toBe("flags.phasesix.queue.abc");
      expect(isForcedDeletion(entry[1])).toBe(true);
      expect(many).toEqual(["flags.phasesix.queue.a", "flags.phasesix.queue.b"]);
    } else {
      expect(entry).toEqual(["flags.phasesix.queue.-=abc", null]);
      expect(many).toEqual(["flags.phasesix.queue.-=a", "flags.phasesix.queue.-=b"]);
    }
  });
});
