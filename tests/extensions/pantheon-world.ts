/**
 * A pantheon world on the Foundry stand-ins for the grace wording tests (node and browser): the
 * player's priest Ilsa in an English or German world of the 2025 or 2026 edition, her sheet, and
 * the chat messages and dialog contents the sheet's prayer and service actions produce.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { handleActorOperation } from "../../src/queries/actor-operation.ts";
import { registerDice } from "../../src/dice/index.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";

export interface PantheonWorld {
  messages: StandInChatMessage[];
  /** A priest with `favor` owned by the player, and her character sheet. */
  priest(favor: number): { actor: PhaseSixActor; sheet: PhaseSixCharacterSheet };
}

/** Installs the stand-ins: a player and a GM, the pantheon extension on, faith level 3. */
export function installPantheonWorld(lang: "en" | "de", edition: "2025" | "2026"): PantheonWorld {
  const gm = new StandInUser("gm", "Gamemaster", true);
  const player = new StandInUser("p1", "Player");
  const actors: PhaseSixActor[] = [];
  const messages: StandInChatMessage[] = [];
  installGame({
    users: [gm, player],
    user: player,
    lang,
    settings: { "core.rollMode": "publicroll", "phasesix.edition": edition, "phasesix.faithLevel": 3, "phasesix.extension.pantheon": true },
  });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
  return {
    messages,
    priest(favor) {
      const source = { name: "Ilsa", type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE] as never, system: { favor }, owners: ["p1"] };
      const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
      actors.push(actor);
      const doc = actor as unknown as { items: unknown };
      doc.items = new StandInCollection(doc.items as Array<{ id: string }>);
      return { actor, sheet: new PhaseSixCharacterSheet({ document: actor } as never) };
    },
  };
}
