/**
 * Sending a request to the active GM. This layer knows the shape of a GM query, never a query
 * itself: the definitions (what is checked, who may ask, what is done) live in src/queries and are
 * registered in Foundry's `CONFIG.queries`, which is the only link between the two. A document asks
 * by the query's name (`askGM(NAME, data)`); the handler registered under that name carries the
 * query it serves, so a GM's own request runs on this client exactly as the GM's handler would run
 * a player's — without the detour through the server (Foundry's `User#query` sends even a query
 * to oneself over the socket, to every window of that user).
 */
import type { Refusal } from "./refusal.ts";
import { failureReason, refuse } from "./refusal.ts";
import type { AuthorityEnvelope, QueryTimeout, RecordedRequest, RequestContext } from "./requests.ts";
import { REQUESTS_PATH, authorityTiming, requestIds, storedRequest, timeoutOf } from "./requests.ts";
import { serialized, type SerialKeys } from "./serialized.ts";
import { EXPIRED, acrossWindows } from "./tickets.ts";
import { serverNow } from "./this-window.ts";
import { deletionUpdate, deletionsUpdate } from "../foundry-compat/deletion.ts";

/** A GM query as the channel runs it (src/queries defines them with `defineAuthorizedQuery`). */
export interface GMQuery<D, R> {
  /** The `CONFIG.queries` key (`"phasesix.…"`). */
  readonly name: string;
  /** Checks untrusted input. */
  readonly validate: (data: unknown) => data is D;
  /**
   * Runs on the GM's client with the verified requester (or this client's user, see `runHere`) and
   * the request's deadline: what the handler waits on (a GM's confirmation) it checks against
   * `request.alive()` before it acts.
   */
  readonly handle: (data: D, requester: User.Implementation, request: RequestContext) => Promise<R>;
  /**
   * The document a request changes: requests with the same key run one after another — on a GM's
   * client across every window of that GM (./tickets.ts), else in this window.
   */
  readonly serialize?: (data: D) => SerialKeys;
  /** How long a player waits for the answer (ms; default `authorityTiming.queryTimeoutMs`). */
  readonly timeoutMs?: QueryTimeout;
}

/**
 * What goes into `CONFIG.queries` under a query's name: the GM's handler of a player's envelope,
 * carrying the query it serves (so a request by name can run on this client).
 */
export type GMQueryHandler<D, R> = ((envelope: unknown) => Promise<R | Refusal>) & { readonly query: GMQuery<D, R> };

declare const answers: unique symbol;
/** A query's name (its `CONFIG.queries` key) together with the data it takes and the answer it gives. */
export type QueryName<D, R> = string & { readonly [answers]: (data: D) => R };

/** Declare the name of a query that takes `D` and answers `R`. */
export function queryName<D, R>(name: string): QueryName<D, R> {
  return name as QueryName<D, R>;
}

/** The query registered in `CONFIG.queries` under `name`, if one is. */
function registeredQuery<D, R>(name: QueryName<D, R>): GMQuery<D, R> | null {
  const handler: unknown = (CONFIG.queries as unknown as Record<string, unknown>)[name];
  const query: unknown = typeof handler === "function" ? (handler as { query?: unknown }).query : undefined;
  if (typeof query !== "object" || query === null) return null;
  const q = query as Partial<GMQuery<D, R>>;
  return q.name === name && typeof q.validate === "function" && typeof q.handle === "function" ? (query as GMQuery<D, R>) : null;
}

/** The query itself, or the one registered under its name. */
function resolve<D, R>(query: GMQuery<D, R> | QueryName<D, R>): GMQuery<D, R> | null {
  if (typeof query !== "string") return query;
  const registered = registeredQuery(query);
  if (!registered) console.warn(`phasesix | query ${query} is not registered`);
  return registered;
}

/**
 * Run `query.handle(data, requester, request)`, through its serial queue when it names one: in this
 * window, and on a GM's client also across the GM's other windows. A request whose deadline passes
 * before its turn comes is not run: it answers `expired`.
 */
export function runQuery<D, R>(query: Pick<GMQuery<D, R>, "handle" | "serialize">, data: D, requester: User.Implementation, request: RequestContext): Promise<R | Refusal> {
  const work = (): Promise<R | Refusal> => (request.alive() ? query.handle(data, requester, request) : Promise.resolve(refuse("expired")));
  if (!query.serialize) return work();
  const key = query.serialize(data);
  return serialized(key, async () => {
    if (!game.user.isGM) return work();
    const answer = await acrossWindows(key, request.deadline, work);
    return answer === EXPIRED ? refuse("expired") : answer;
  });
}

/** The context of a request that runs on this client: alive until its query's timeout. */
function localContext(timeoutMs: number): RequestContext {
  const deadline = serverNow() + timeoutMs;
  return { deadline, alive: () => serverNow() < deadline };
}

/**
 * Carry out `data` through `query` (the query, or its registered name) with the GM's authority: at
 * once when this user is a GM (for a serialized query: the active GM), otherwise by recording the
 * request on this user's User and asking the active GM. Never throws: a failed or timed-out query
 * answers `failed`, as does a name no query is registered under.
 */
export async function askGM<D, R>(query: GMQuery<D, R> | QueryName<D, R>, data: D): Promise<R | Refusal> {
  const definition = resolve(query);
  if (!definition) return refuse("failed");
  const user = game.user;
  const gm = game.users.activeGM;
  // Serialized requests have one writer, the active GM; other requests any GM may carry out.
  if (user.isGM && (!definition.serialize || !gm || gm.id === user.id)) return runHere(definition, data);
  if (!gm) return refuse("noActiveGM");
  const requestId = foundry.utils.randomID();
  inFlight.add(requestId);
  try {
    const request: RecordedRequest = { query: definition.name, payload: JSON.stringify(data), sentAt: serverNow() };
    // Entries of this user's that no request waits for any more go with it: the stub of a GM window
    // that died, a claim that landed after its request was done (D10). Another window of this user
    // may be waiting for one sent lately: those stay.
    const stale = deletionsUpdate(
      REQUESTS_PATH,
      requestIds(user).filter((id) => !inFlight.has(id) && !sentLately(user, id)),
    );
    await user.update({ ...stale, [`${REQUESTS_PATH}.${requestId}`]: request } as User.UpdateData);
    const envelope: AuthorityEnvelope = { userId: user.id, requestId };
    const send = gm.query.bind(gm) as (name: string, data: AuthorityEnvelope, options: { timeout: number }) => Promise<unknown>;
    return (await send(definition.name, envelope, { timeout: timeoutOf(definition) })) as R | Refusal;
  } catch (error) {
    console.warn(`phasesix | query ${definition.name} failed`, error);
    return refuse(failureReason(error));
  } finally {
    // The GM removes a request when done. Whatever is left goes here: a request no GM read, and the
    // claim of a GM window that died or did not answer in time (D10) — which also withdraws it: a
    // GM window still at it finds it gone and carries out nothing (RequestContext#alive).
    inFlight.delete(requestId);
    if (storedRequest(user, requestId) !== undefined) await user.update(deletionUpdate(REQUESTS_PATH, requestId) as User.UpdateData).catch(() => undefined);
  }
}

/** The requests this page has sent and waits for (their entries on the User stay until answered). */
const inFlight = new Set<string>();

/** Whether entry `id` on `user` was sent within the longest time anyone waits for an answer. */
function sentLately(user: User.Implementation, id: string): boolean {
  const sentAt = (storedRequest(user, id) as { sentAt?: unknown } | undefined)?.sentAt;
  const longest = Math.max(authorityTiming.queryTimeoutMs, authorityTiming.confirmTimeoutMs) + authorityTiming.arrivalMs;
  return typeof sentAt === "number" && sentAt > serverNow() - longest;
}

/**
 * Run the handler on this client as `game.user` (through the same serialization) — only for work
 * this user's own permissions cover, e.g. when no GM is online (the server still checks every write).
 */
export function runHere<D, R>(query: GMQuery<D, R> | QueryName<D, R>, data: D): Promise<R | Refusal> {
  const definition = resolve(query);
  if (!definition) return Promise.resolve(refuse("failed"));
  return definition.validate(data) ? runQuery(definition, data, game.user, localContext(timeoutOf(definition))) : Promise.resolve(refuse("badRequest"));
}
