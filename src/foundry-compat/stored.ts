/**
 * Saved documents, as Foundry 14's types name them (`Actor.Stored`: id and uuid are strings, the document
 * sits in its collection). Foundry 14's types ask for a saved document where Foundry 13's take any —
 * `ChatMessage.getSpeaker({ actor })`, `Combat#getCombatantsByActor(actor)` — and type a document's `uuid`
 * as `string | null` (13: `string`). At runtime nothing differs between the generations: the actors our code
 * passes there are saved ones (a sheet's, a token's, a combatant's, one found in a collection). These
 * functions say so in one place, for both generations' types; they return the very same object.
 */

/** The actor as a saved actor: its `uuid` and `id` are strings. */
export function storedActor(actor: Actor.Implementation): Actor.Stored {
  return actor as Actor.Stored;
}

/** The actor's uuid (a saved actor always has one; Foundry 14's types allow `null` for a temporary one). */
export function uuidOf(actor: Actor.Implementation): string {
  return storedActor(actor).uuid;
}

/** The chat speaker for the actor (Foundry's `ChatMessage.getSpeaker({ actor })`, unchanged). */
export function speakerOf(actor: Actor.Implementation): ChatMessage.SpeakerData {
  return ChatMessage.getSpeaker({ actor: storedActor(actor) });
}
