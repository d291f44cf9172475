/**
 * GM queries whose requesting user the server vouches for — the GM's side of the channel.
 *
 * Foundry 13 calls a query handler with `(data, { timeout })` only: the sender's id reaches
 * `Users#handleUserQuery` but is not passed on, so any id inside `data` is a value the client chose.
 * This module gives each Phase Six query a requester the server has vouched for.
 *
 * ## Who holds what (docs/DEVELOPMENT.md → Architecture)
 * - src/gm-channel/ sends: `askGM`, `runHere`, the refusals, the serial queues, the timing and the
 *   request's record on the User. It knows no query; documents send through it by a query's name.
 * - src/queries/ (this folder) holds the GM side: the query definitions (name, validation, who may
 *   ask, what is done — `actor-operation.ts`, `combat-actions.ts`), their registration in
 *   `CONFIG.queries`, and here the verification of the requester, the claims across GM windows,
 *   the replay guard and the justification checks. It may import documents; documents never
 *   import it — the handler registered in `CONFIG.queries` is the link.
 *
 * ## API (stable: other modules build on it; the sending side is re-exported from src/gm-channel)
 * - `defineAuthorizedQuery({ name, validate, handle, serialize? })` → an {@link AuthorizedQuery}:
 *   `name` is the `CONFIG.queries` key (`"phasesix.…"`), `validate(data)` checks untrusted input,
 *   `handle(data, requester, request)` runs on the active GM's client with the verified requesting
 *   User and returns the answer (`R`); `request.deadline` is when the player stops waiting (less a
 *   margin) and `request.alive()` says whether it may still be carried out — a handler that waits on
 *   something (a GM's confirmation) checks it before it acts (issue 32, D6). Its `gmHandler` is what
 *   goes into `CONFIG.queries` (it carries the query, so `askGM` by name can run it on a GM's own
 *   client).
 *   `serialize(data)` (optional) names the document(s) the request changes (e.g. `ChatMessage.<id>`,
 *   or that and `ActorOperation.<actor uuid>` for a card that wounds an actor):
 *   requests with the same key are handled one after another, every one of them by the active GM
 *   (one writer) — across every window of that GM (gm-channel/tickets.ts: a ticket on the GM's own
 *   User) — so a handler may read, check a version and write without a race. A request whose
 *   deadline passes before its turn is not carried out (`expired`).
 *   `timeoutMs` (optional) is how long a player waits for the answer (default
 *   `authorityTiming.queryTimeoutMs`; a function is read when the request is sent), for handlers
 *   that wait on something slow (dice animations, a GM's confirmation).
 * - `registerAuthorizedQuery(query)` (init hook): `CONFIG.queries[query.name] = query.gmHandler`.
 * - `askGM(query or its name, data)` (any client) → `Promise<R | Refusal>`: a GM runs
 *   `handle(data, game.user)` at once (for a serialized query only the active GM does; other GMs ask
 *   it); a player records the request on their own User and queries the active GM, whose
 *   `gmHandler` verifies it and calls `handle(data, requester)`. By name (`queryName<D, R>(…)`), the
 *   query is the one registered in `CONFIG.queries`.
 * - `runHere(query or its name, data)` → `Promise<R | Refusal>`: `handle(data, game.user)` on this
 *   client (through the same serialization) — only for work this user's own permissions cover, e.g.
 *   when no GM is online (the server still checks every write).
 * - `serialized(key, work)`: runs `work` after every earlier work with the same key on this client
 *   (the queue behind `serialize`), for a document's own read-compute-write steps.
 * - `Refusal` = `{ ok: false, reason: AuthorityReason }`; `isRefusal(answer)`,
 *   `refusalMessage(reason)` (localized `PHASESIX.Authority.Reason.<reason>`),
 *   `refuse(reason)` builds one (handlers return `refuse("unjustified")` when an operation names no
 *   message or document that justifies it).
 * - Justifications, each checked against documents the server validated:
 *   `messageAuthoredBy(messageId, requester)` (a chat message whose author is the requester; the
 *   server only accepts a message whose author is its creator, unless a GM created it — what the
 *   message says is read from the GM's record of it, ./witness.ts, never from its rolls or flags,
 *   which its author may rewrite),
 *   `ownsDocument(doc, requester)` (OWNER permission), `fightsInCombat(combat, requester)` (the
 *   requester owns a combatant in that combat).
 *
 * ## How the requester is verified (the design choice)
 * A player may update only their own User document (BaseUser's update permission: "Players may only
 * modify themselves"; only GMs and assistants may modify other users). So the client writes its
 * request — query name and JSON data — under `flags.phasesix.authority.<requestId>` on its own User
 * and sends the GM only `{ userId, requestId }`. The GM reads the request from
 * `game.users.get(userId)`: whoever wrote it was that user or a GM, and the data the handler acts on
 * is the data that user wrote. A forged `userId` finds no such request and is refused; a request is
 * consumed once (the GM window claims it on the User before acting — see "One window carries a
 * request out" below for a GM logged in more than once — remembers its id and removes it when
 * done), so replaying someone's request id does nothing. The GM waits briefly for the User update
 * in case the query overtakes it.
 * What the User flag holds (readable by every client, as every User document is): the query name
 * and the operation's data — document ids, numbers, keys; exactly what the GM's handler needs to
 * check and carry out, nothing the resulting chat card or document change does not show anyway,
 * and never a secret. It is stripped to the claim once a GM window has read it and removed when
 * handled; the player's client removes whatever is left when it stops waiting (a request no GM read,
 * the claim of a GM window that died) — which also withdraws it: a GM window still at it carries out
 * nothing (`request.alive()`) — and any entry no request of its page waits for with its next request.
 * Assistant GMs: an Assistant may update any User, so it could write a request into a player's
 * User. This is accepted: an Assistant is a GM here (`isGM`), its own requests run with full
 * authority (`askGM` runs them at once), and every handler accepts a GM requester for everything
 * it accepts a player for — a request forged in a player's name gains the Assistant nothing it
 * does not already have, and only narrows what is done to what that player may do.
 * Rejected alternatives: listening on the raw `userQuery` socket event for the sender id depends on
 * an undocumented wire format and on listener order; a whispered chat message per request has a
 * vouched author but fills the chat log and the database; trusting ownership alone (without knowing
 * who asks) lets any player act on anyone's behalf. The cost of this design is one small update of
 * the player's own User per request.
 */
import { SYSTEM_ID } from "../constants.ts";
import type { GMQuery, GMQueryHandler } from "../gm-channel/ask-gm.ts";
import { runQuery } from "../gm-channel/ask-gm.ts";
import type { Refusal } from "../gm-channel/refusal.ts";
import { refuse } from "../gm-channel/refusal.ts";
import type { AuthorityEnvelope, QueryTimeout, RecordedRequest, RequestContext } from "../gm-channel/requests.ts";
import { REQUEST_FLAG, authorityTiming, recordedRequest, storedRequest, timeoutOf } from "../gm-channel/requests.ts";
import { serverNow, windowId } from "../gm-channel/this-window.ts";
import type { SerialKeys } from "../gm-channel/serialized.ts";
import { deletionUpdate, deletionsUpdate } from "../foundry-compat/deletion.ts";

// The sending side, for the layers above documents (one import for defining and sending a query).
export type { GMQuery, GMQueryHandler, QueryName } from "../gm-channel/ask-gm.ts";
export { askGM, queryName, runHere } from "../gm-channel/ask-gm.ts";
export type { AuthorityReason, Refusal } from "../gm-channel/refusal.ts";
export { AUTHORITY_REASONS, isRefusal, refusalMessage, refuse } from "../gm-channel/refusal.ts";
export type { AuthorityEnvelope, RequestContext } from "../gm-channel/requests.ts";
export { authorityTiming } from "../gm-channel/requests.ts";
export { serialized } from "../gm-channel/serialized.ts";

/** A query whose GM-side handler learns the verified requesting user. */
export interface AuthorizedQuery<D, R> extends GMQuery<D, R> {
  /** The handler that goes into `CONFIG.queries`: verifies the envelope, then calls `handle`. */
  readonly gmHandler: GMQueryHandler<D, R>;
}

/** Ids are letters and digits (Foundry's are 16); a dot or `-=` could inject an update path. */
const ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;
/** Requests already carried out by this GM client (`userId.requestId`). */
const consumed = new Set<string>();

/** Define a query whose handler learns the verified requester. */
export function defineAuthorizedQuery<D, R>(spec: {
  name: string;
  validate: (data: unknown) => data is D;
  handle: (data: D, requester: User.Implementation, request: RequestContext) => Promise<R>;
  serialize?: (data: D) => SerialKeys;
  timeoutMs?: QueryTimeout;
}): AuthorizedQuery<D, R> {
  const verify = async (envelope: unknown): Promise<R | Refusal> => {
    if (!game.user.isGM) return refuse("notGM");
    if (!isEnvelope(envelope)) return refuse("badRequest");
    const requester = game.users.get(envelope.userId);
    if (!requester) return refuse("unverified");
    const entry = await waitForEntry(requester, envelope.requestId);
    if (!entry) return refuse("unverified");
    const key = `${requester.id}.${envelope.requestId}`;
    if (consumed.has(key)) return refuse("replayed");
    // Another window of this GM claimed it first: that window answers; this one stays silent.
    if (entry.claim !== null && entry.claim !== thisClient()) return answerLate(refuse("replayed"), timeoutOf(spec));
    const recorded = entry.request;
    if (!recorded || recorded.query !== spec.name) return refuse("unverified");
    consumed.add(key);
    const request = requestContext(requester, envelope.requestId, recorded, timeoutOf(spec));
    if (!(await claimRequest(requester, envelope.requestId))) return answerLate(refuse("replayed"), timeoutOf(spec));
    try {
      let data: unknown;
      try {
        data = JSON.parse(recorded.payload);
      } catch {
        return refuse("badRequest");
      }
      if (!spec.validate(data)) return refuse("badRequest");
      return await runQuery(spec, data, requester, request);
    } finally {
      // Carried out (or refused): the claim goes; a replay after a GM reload finds nothing.
      await requester.update(deletionUpdate(`flags.${SYSTEM_ID}.${REQUEST_FLAG}`, envelope.requestId) as User.UpdateData).catch(() => undefined);
    }
  };
  // The handler carries its query: a GM's own request by name runs it here (gm-channel/ask-gm.ts).
  const gmHandler: GMQueryHandler<D, R> = Object.assign(verify, { query: spec });
  return { ...spec, gmHandler };
}

/** Put a query's GM-side handler into `CONFIG.queries` (init hook). */
export function registerAuthorizedQuery<D, R>(query: AuthorizedQuery<D, R>): void {
  // Query names are declared to fvtt-types in src/types; the map is keyed by name at run time.
  (CONFIG.queries as unknown as Record<string, unknown>)[query.name] = query.gmHandler;
}

function isEnvelope(value: unknown): value is AuthorityEnvelope {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === "string" && ID_PATTERN.test(v.userId) && typeof v.requestId === "string" && ID_PATTERN.test(v.requestId);
}

/** What a request's entry on the User holds now: the request (until claimed) and the claiming window. */
interface RequestEntry {
  request: RecordedRequest | null;
  claim: string | null;
}

/** The entry `requestId` on `user` (a request, or the claim that replaced it), if any. */
function requestEntry(user: User.Implementation, requestId: string): RequestEntry | null {
  const entry = storedRequest(user, requestId) as { claim?: unknown } | undefined;
  if (typeof entry !== "object" || entry === null) return null;
  return { request: recordedRequest(user, requestId), claim: typeof entry.claim === "string" ? entry.claim : null };
}

/** The entry, waiting up to `authorityTiming.arrivalMs` for the User update to arrive. */
function waitForEntry(user: User.Implementation, requestId: string): Promise<RequestEntry | null> {
  const now = requestEntry(user, requestId);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const check = (updated: User.Implementation): void => {
      if (updated.id !== user.id) return;
      const entry = requestEntry(updated, requestId);
      if (entry) finish(entry);
    };
    const hook = Hooks.on("updateUser", check);
    const timer = setTimeout(() => finish(null), authorityTiming.arrivalMs);
    function finish(entry: RequestEntry | null): void {
      clearTimeout(timer);
      Hooks.off("updateUser", hook);
      resolve(entry);
    }
  });
}

/* ---------------------------------------------------------------------------------------------- */
/*  One window carries a request out                                                               */
/* ---------------------------------------------------------------------------------------------- */

/**
 * A GM may be logged in more than once (two tabs, a laptop and a tablet): Foundry 13's server sends
 * a user query to every connection of the GM user (`Activity` emits `userQuery` on each of the
 * user's sockets and takes the first answer). Each window has its own memory, so the replay guard
 * above (`consumed`) holds in one window only. Across windows the request is claimed on the
 * requester's User, whose updates the server applies one after another (one database queue) and
 * sends to every client in that order:
 * - every window that finds the request unclaimed writes `claim: <its window id>` and, in the same
 *   update, strips the request's data (it has read it);
 * - the window whose claim is the first one the update stream carries wins — every window sees the
 *   same stream, so all agree; the others answer only after the query's timeout, so the server has
 *   long passed the winner's answer to the player and drops theirs;
 * - a window that finds the request already claimed by another does the same;
 * - the winner removes the entry when it is done.
 * Two tabs of one browser are two connections and follow the same rule (no browser lock needed).
 */
function claimRequest(requester: User.Implementation, requestId: string): Promise<boolean> {
  const me = thisClient();
  let first: string | null = null;
  const hook = Hooks.on("updateUser", (user: User.Implementation, changed: unknown) => {
    if (first === null && user.id === requester.id) first = claimIn(changed, requestId);
  });
  const path = `flags.${SYSTEM_ID}.${REQUEST_FLAG}.${requestId}`;
  const update = { [`${path}.claim`]: me, ...deletionsUpdate(path, ["query", "payload"]) };
  return requester
    .update(update as User.UpdateData)
    .then(
      () => (first ?? requestEntry(requester, requestId)?.claim ?? null) === me,
      () => false,
    )
    .finally(() => Hooks.off("updateUser", hook));
}

/** The claim an `updateUser` change carries for `requestId` (flat dotted keys or nested objects). */
function claimIn(changed: unknown, requestId: string): string | null {
  if (typeof changed !== "object" || changed === null) return null;
  const flat = (changed as Record<string, unknown>)[`flags.${SYSTEM_ID}.${REQUEST_FLAG}.${requestId}.claim`];
  if (typeof flat === "string") return flat;
  let node: unknown = changed;
  for (const part of ["flags", SYSTEM_ID, REQUEST_FLAG, requestId, "claim"]) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : null;
}

/** This window's id (one per page load: a connection of the GM user). */
function thisClient(): string {
  return windowId();
}

/**
 * A request's deadline and liveness (D6): the server time at which its sender stops waiting, less
 * `authorityTiming.marginMs` — counted from when it was sent (the sender's word, which can only
 * shorten it) or from when this window read it, whichever is earlier — and whether the sender has
 * withdrawn it from their User (they do when they stop waiting: `askGM`).
 */
function requestContext(requester: User.Implementation, requestId: string, recorded: RecordedRequest, timeoutMs: number): RequestContext {
  const now = serverNow();
  const sent = recorded.sentAt !== undefined && recorded.sentAt < now ? recorded.sentAt : now;
  const timeout = timeoutMs;
  const deadline = sent + timeout - Math.min(authorityTiming.marginMs, timeout / 4);
  return { deadline, alive: () => serverNow() < deadline && storedRequest(requester, requestId) !== undefined };
}

/** Answer after the query's timeout: the server has taken the winning window's answer by then. */
function answerLate<T>(answer: T, timeoutMs: number): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(answer), timeoutMs + authorityTiming.arrivalMs));
}

/* ---------------------------------------------------------------------------------------------- */
/*  Justifications                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

/** The chat message `messageId` if `requester` authored it (or is a GM), else null. */
export function messageAuthoredBy(messageId: unknown, requester: User.Implementation): ChatMessage.Implementation | null {
  if (typeof messageId !== "string") return null;
  const message = game.messages.get(messageId);
  if (!message) return null;
  return requester.isGM || message.author?.id === requester.id ? message : null;
}

/** A document whose permissions can be tested (an Actor, a Combatant, a Token…). */
export interface PermissionTarget {
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
}

/** Whether `requester` owns `doc`. */
export function ownsDocument(doc: PermissionTarget | null | undefined, requester: User.Implementation): boolean {
  return !!doc && doc.testUserPermission(requester, "OWNER");
}

/** Whether `requester` is a GM or owns a combatant in `combat`. */
export function fightsInCombat(combat: { readonly combatants: Iterable<PermissionTarget> } | null | undefined, requester: User.Implementation): boolean {
  if (!combat) return false;
  if (requester.isGM) return true;
  for (const combatant of combat.combatants) if (combatant.testUserPermission(requester, "OWNER")) return true;
  return false;
}
