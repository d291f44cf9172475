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
};

/** What a player actually sends: who asks and which request on their User to read. */
export interface AuthorityEnvelope {
  userId: string;
  requestId: string;
}

/** A request as recorded on the requester's User. */
export interface RecordedRequest {
  query: string;
  payload: string;
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

/** The request `requestId` recorded on `user`, if any. */
export function recordedRequest(user: User.Implementation, requestId: string): RecordedRequest | null {
  const request = storedRequest(user, requestId) as Partial<RecordedRequest> | undefined;
  if (typeof request !== "object" || request === null) return null;
  return typeof request.query === "string" && typeof request.payload === "string" ? { query: request.query, payload: request.payload } : null;
}
