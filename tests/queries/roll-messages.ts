/**
 * Chat messages holding a real evaluated Phase Six roll, as the roll pipeline posts them: the
 * justification a GM checks before changing an actor the requester does not own. Import
 * tests/foundry/dice.ts (done here) and call installGame first.
 */
import { scriptDiceFaces } from "../foundry/dice.ts";
import { StandInChatMessage, broadcastCreate } from "../foundry/chat-message.ts";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";

/**
 * A message by `authorId` with a roll of `actorUuid`'s `kind`/`key` check (sample values, so the
 * dice count comes from the fixture) thrown with `faces`, posted as Foundry posts it: every active
 * client runs `createChatMessage` (register the GM's witness, src/queries/witness.ts, to record it).
 */
export async function rollMessage(
  id: string,
  authorId: string,
  actorUuid: string,
  check: { kind: "skill" | "attribute"; key: string },
  faces: number[],
  targets?: string[],
): Promise<StandInChatMessage> {
  registerDice();
  const roll = PhaseSixRoll.forCheck(prepareCheck(sampleRollView(), check.kind, check.key), { actorUuid, ...(targets ? { targets } : {}) });
  scriptDiceFaces(faces);
  await roll.evaluate();
  // Posted: every client sees the new message (the GM's client takes its record of the roll).
  return broadcastCreate(new StandInChatMessage(id, authorId, [roll]));
}

/** The successes of a message's Phase Six roll. */
export function successesOf(message: StandInChatMessage): number {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("not a Phase Six roll");
  return roll.score.successes;
}
