/**
 * How a player's request travels to the active GM (both sides of it read this): the player records
 * the request — query name and JSON data — under `flags.phasesix.authority.<requestId>` on their own
 * User, which only they or a GM may update, and sends the GM only an {@link AuthorityEnvelope}. The
 * GM side (src/queries/authority.ts) reads the request from that User, claims and carries it out.
 */
import { SYSTEM_ID } from "../constants.ts";

/** Timing of the GM channel (tests shorten the wait for a User update). */
export const authorityTiming = {
  /** How long the player waits for the GM's answer. */
  queryTimeoutMs: 10_000,
  /** How long the GM waits for a request whose User update has not arrived yet. */
  arrivalMs: 2_000,
  /**
   * How much earlier than the player gives up the GM stops carrying a request out (its deadline):
   * room for the clocks' synchronisation and the answer's way back, so a request the player was told
   * failed never runs later.
   */
  marginMs: 1_000,
  /** How long a player waits for a GM who is asked to confirm something in a dialog. */
  confirmTimeoutMs: 120_000,
};

/** How long a player waits for a query's answer: a fixed time, or one read when it is sent (from `authorityTiming`). */
export type QueryTimeout = number | (() => number);

/** The time a query's sender waits (ms): its own, else `authorityTiming.queryTimeoutMs`. */
export function timeoutOf(query: { readonly timeoutMs?: QueryTimeout | undefined }): number {
  const own = typeof query.timeoutMs === "function" ? query.timeoutMs() : query.timeoutMs;
  return own ?? authorityTiming.queryTimeoutMs;
}

/**
 * What the handler of a request knows about it beyond its data: until when it may be carried out.
 * A request's deadline is the server time at which the player stops waiting, less
 * `authorityTiming.marginMs`; a player who stops waiting withdraws the request from their User.
 */
export interface RequestContext {
  /** Server time (ms) from which nothing of the request may be carried out any more. */
  readonly deadline: number;
  /** Whether the request may still be carried out: before its deadline and not withdrawn. */
  alive(): boolean;
}

/** What a player actually sends: who asks and which request on their User to read. */
export interface AuthorityEnvelope {
  userId: string;
  requestId: string;
}

/** A request as recorded on the requester's User. */
export interface RecordedRequest {
  query: string;
  payload: string;
  /** Server time (ms) at which the player sent it (their own clock's word: it can only shorten the wait). */
  sentAt?: number;
}

/** The flag under `flags.phasesix` that holds a User's requests, keyed by request id. */
export const REQUEST_FLAG = "authority";
/** The update path of a User's requests. */
export const REQUESTS_PATH = `flags.${SYSTEM_ID}.${REQUEST_FLAG}`;

/** The entry `requestId` on `user` as stored (a request, or the claim that replaced it), if any. */
export function storedRequest(user: User.Implementation, requestId: string): unknown {
  const flags = user.flags as Record<string, Record<string, unknown> | undefined>;
  const requests = flags[SYSTEM_ID]?.[REQUEST_FLAG] as Record<string, unknown> | undefined;
  return requests?.[requestId];
}

/** The ids of every entry (request or claim) on `user`. */
export function requestIds(user: User.Implementation): string[] {
  const flags = user.flags as Record<string, Record<string, unknown> | undefined>;
  const requests = flags[SYSTEM_ID]?.[REQUEST_FLAG];
  return typeof requests === "object" && requests !== null ? Object.keys(requests) : [];
}

/** The request `requestId` recorded on `user`, if any. */
export function recordedRequest(user: User.Implementation, requestId: string): RecordedRequest | null {
  const request = storedRequest(user, requestId) as Partial<RecordedRequest> | undefined;
  if (typeof request !== "object" || request === null) return null;
  if (typeof request.query !== "string" || typeof request.payload !== "string") return null;
  return { query: request.query, payload: request.payload, ...(typeof request.sentAt === "number" && Number.isFinite(request.sentAt) ? { sentAt: request.sentAt } : {}) };
}
