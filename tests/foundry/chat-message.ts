/**
 * Honest stand-ins for Foundry VTT 13's chat messages as our roll card uses them:
 * - StandInChatMessage: `id`, `author` (the authoring user, `{ id }`), `whisper`, `blind`, `flags`,
 *   `rolls` (Roll instances restored from stored JSON through `Roll.fromData`, as Foundry prepares
 *   them), `content`, `canUserModify(user, "update")` (the author or a GM, as ChatMessage's permission rules
 *   allow), and `update(changes)`: `rolls` are stored as JSON strings and the rolls re-created from
 *   them — the round trip a real message makes through the database — and dotted `flags.…` keys
 *   replace the value at that path, as Foundry's update merge does. The change is applied after a
 *   turn of the event loop, as a real update only lands when the server has answered (so two
 *   writers that read before either update landed overwrite each other, as in Foundry). As the
 *   server does, it refuses (throws) a user who may not modify the message — anyone but its author
 *   or a GM; the author may rewrite its rolls and flags (v13 checks only that a roll is evaluated).
 *   Hooks as Foundry runs them: `preUpdateChatMessage(message, changes, options, userId)` on the
 *   updating client before, `updateChatMessage(message, changes, options, userId)` on every active
 *   user's client after (see {@link onEveryClient}).
 * - {@link broadcastCreate}: `createChatMessage(message, options, userId)` on every active user's
 *   client, as the server's broadcast of a new message makes every client run it.
 * - {@link installMessages} adds only `game.messages.get/contents`; {@link installChat} adds `game.messages.get/contents`, the global `fromUuidSync(uuid)` over the
 *   given messages and documents, and a `ChatMessage` class (also as its `implementation`) with `getSpeaker({ actor })` (the
 *   actor's id and name as alias) and `create(data)` (a StandInChatMessage from the stored data,
 *   added to `game.messages`; `author` defaults to the current user, and a non-GM naming another
 *   author is rejected, as BaseChatMessage's create permission does: "You cannot impersonate a
 *   different user"). Import tests/foundry/dice.ts and call installGame (game.ts) first.
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
  author: { id: string };

  constructor(
    public id: string,
    authorId: string,
    rolls: Array<{ toJSON(): unknown }>,
    public whisper: string[] = [],
    public blind = false,
    public flags: Data = {},
  ) {
    this.author = { id: authorId };
    this.source = { rolls: rolls.map((r) => JSON.stringify(r.toJSON())) };
    this.#prepare();
  }

  /** Stored creation data: author id, rolls as JSON strings, whisper, blind, flags, speaker, flavor. */
  static fromData(id: string, data: Data): StandInChatMessage {
    const message = new StandInChatMessage(id, String(data.author ?? ""), [], (data.whisper as string[] | undefined) ?? [], Boolean(data.blind), (data.flags as Data | undefined) ?? {});
    message.source.rolls = ((data.rolls as unknown[] | undefined) ?? []).map((r) => (typeof r === "string" ? r : JSON.stringify(r)));
    message.speaker = (data.speaker as Data | undefined) ?? {};
    message.flavor = String(data.flavor ?? "");
    message.content = String(data.content ?? "");
    message.#prepare();
    return message;
  }

  speaker: Data = {};
  flavor = "";
  /** The HTML content of a message without rolls (e.g. a rule's result card). */
  content = "";

  #prepare(): void {
    this.rolls = this.source.rolls.map((json) => foundry.dice.Roll.fromData(JSON.parse(json) as Roll.Data));
  }

  canUserModify(user: UserLike, action: "update"): boolean {
    return action === "update" && (user.isGM || user.id === this.author.id);
  }

  async update(changes: Data): Promise<this> {
    const user = (globalThis as unknown as { game: { user: UserLike } }).game.user;
    if (!this.canUserModify(user, "update")) throw new Error(`User ${user.id} lacks permission to update ChatMessage ${this.id}`);
    hooks().callAll("preUpdateChatMessage", this, changes, {}, user.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const [key, value] of Object.entries(changes)) {
      if (key === "rolls") this.source.rolls = (value as unknown[]).map((r) => (typeof r === "string" ? r : JSON.stringify(r)));
      else if (key.startsWith("flags.")) {
        const path = key.split(".").slice(1);
        let target = this.flags;
        for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Data;
        target[path[path.length - 1]] = structuredClone(value);
      }
    }
    this.updates++;
    this.#prepare();
    onEveryClient(() => hooks().callAll("updateChatMessage", this, changes, {}, user.id));
    return this;
  }
}

function hooks(): { callAll(name: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { callAll(name: string, ...args: unknown[]): unknown } }).Hooks;
}

/**
 * Run `fn` as each active user's client would (their `game.user` set), as a document change the
 * server broadcasts runs every client's hooks; `game.user` is restored after.
 */
export function onEveryClient(fn: () => void): void {
  const g = globalThis as unknown as { game: { user: { active?: boolean }; users?: { contents: Array<{ active?: boolean }> } } };
  const current = g.game.user;
  try {
    for (const user of g.game.users?.contents ?? [current]) {
      if (user.active === false) continue;
      g.game.user = user;
      fn();
    }
  } finally {
    g.game.user = current;
  }
}

/** A new message reaches every client: `createChatMessage` runs on each (the GM's witness among them). */
export function broadcastCreate(message: StandInChatMessage): StandInChatMessage {
  onEveryClient(() => hooks().callAll("createChatMessage", message, {}, message.author.id));
  return message;
}

/** Install only `game.messages` (`get(id)`, `contents`) over the given messages. */
export function installMessages(messages: StandInChatMessage[]): void {
  const g = globalThis as unknown as { game: Data };
  g.game.messages = { get: (id: string) => messages.find((m) => m.id === id), contents: messages };
}

/** Install `game.messages` and `fromUuidSync` over the given messages and documents (by uuid). */
export function installChat(messages: StandInChatMessage[], documents: Array<{ uuid: string }>): void {
  const g = globalThis as unknown as { game: Data; fromUuidSync: (uuid: string) => unknown };
  installMessages(messages);
  g.fromUuidSync = (uuid: string) => documents.find((d) => d.uuid === uuid) ?? null;
  const create = async (data: Data) => {
    const user = (globalThis as unknown as { game: { user: UserLike } }).game.user;
    const author = data.author ?? user.id;
    if (!user.isGM && author !== user.id) throw new Error(`User ${user.id} cannot create a message as ${String(author)}`);
    const message = StandInChatMessage.fromData(`m${messages.length + 1}`, { ...data, author });
    messages.push(message);
    return broadcastCreate(message);
  };
  (globalThis as unknown as { ChatMessage: unknown }).ChatMessage = {
    getSpeaker: ({ actor }: { actor?: { id?: string; name?: string } } = {}) => ({ actor: actor?.id ?? null, alias: actor?.name ?? "" }),
    create,
    // Foundry's `ChatMessage.implementation` is the configured class: the same `create`.
    implementation: { create },
  };
}
