/**
 * Honest stand-ins for Foundry VTT 13's chat messages as our roll card uses them:
 * - StandInChatMessage: `id`, `author` (a user id), `speaker`, `whisper`, `blind`, `rolls`
 *   (Roll instances restored from stored JSON through `Roll.fromData`, as Foundry prepares them),
 *   `canUserModify(user, "update")` (the author or a GM, as ChatMessage's permission rules allow),
 *   and `update({ rolls })`, which stores the JSON strings and re-creates the rolls from them —
 *   exactly the round trip a real message makes through the database.
 * - {@link installChat} adds `game.messages.get/contents` and the global `fromUuidSync(uuid)` over the
 *   given messages and documents. Import tests/foundry/dice.ts and call installGame (game.ts) first.
 */
type Data = Record<string, unknown>;

interface UserLike {
  id: string;
  isGM: boolean;
}

export class StandInChatMessage {
  /** The stored roll JSON, as the database holds it. */
  source: { rolls: string[] };
  rolls: Roll.Any[] = [];
  updates = 0;

  constructor(
    public id: string,
    public author: string,
    rolls: Array<{ toJSON(): unknown }>,
    public whisper: string[] = [],
    public blind = false,
  ) {
    this.source = { rolls: rolls.map((r) => JSON.stringify(r.toJSON())) };
    this.#prepare();
  }

  #prepare(): void {
    this.rolls = this.source.rolls.map((json) => foundry.dice.Roll.fromData(JSON.parse(json) as Roll.Data));
  }

  canUserModify(user: UserLike, action: "update"): boolean {
    return action === "update" && (user.isGM || user.id === this.author);
  }

  async update(changes: { rolls?: string[] }): Promise<this> {
    if (changes.rolls) this.source.rolls = changes.rolls.map((r) => (typeof r === "string" ? r : JSON.stringify(r)));
    this.updates++;
    this.#prepare();
    return this;
  }
}

/** Install `game.messages` and `fromUuidSync` over the given messages and documents (by uuid). */
export function installChat(messages: StandInChatMessage[], documents: Array<{ uuid: string }>): void {
  const g = globalThis as unknown as { game: Data; fromUuidSync: (uuid: string) => unknown };
  g.game.messages = { get: (id: string) => messages.find((m) => m.id === id), contents: messages };
  g.fromUuidSync = (uuid: string) => documents.find((d) => d.uuid === uuid) ?? null;
}
