/**
 * Refusals of the GM channel: why a request to the active GM was not carried out, as an answer
 * (never a throw), with its localized text `PHASESIX.Authority.Reason.<reason>`.
 */

/** Why the authority layer (not the operation itself) refused a request. */
export type AuthorityReason =
  /** No GM is online to carry the request out. */
  | "noActiveGM"
  /** The query timed out, or the GM left before answering. */
  | "failed"
  /** The GM's client met an error while carrying it out (its console shows the error). */
  | "gmError"
  /** The handler ran on a client that is not a GM's. */
  | "notGM"
  /** The data is malformed. */
  | "badRequest"
  /** The requesting user could not be verified (forged or missing request). */
  | "unverified"
  /** The request was already carried out once. */
  | "replayed"
  /** The operation names no message, document or combat that justifies it for this user. */
  | "unjustified"
  /** The request outlived the time its sender waits: the sender was told it failed, so it is not carried out. */
  | "expired"
  /**
   * The cited roll was not seen by the GM's client when it was made (no GM online then), or the roll
   * was changed since by someone other than a GM: it justifies nothing for another's actor.
   */
  | "unwitnessed";

export const AUTHORITY_REASONS: readonly AuthorityReason[] = ["noActiveGM", "failed", "gmError", "notGM", "badRequest", "unverified", "replayed", "unjustified", "expired", "unwitnessed"];

/** A refusal by the authority layer. */
export interface Refusal {
  ok: false;
  reason: AuthorityReason;
}

/**
 * Why a query that threw was not carried out. Foundry 13's `User#query` throws with the reason the
 * server or the GM's client gave: the socket's "operation has timed out" or "has disconnected" when
 * no answer came, otherwise the message of the error the GM's handler threw.
 */
export function failureReason(error: unknown): "failed" | "gmError" {
  const message = error instanceof Error ? error.message : String(error);
  return /timed out|has disconnected|is not active|does not exist/i.test(message) ? "failed" : "gmError";
}

/** A refusal with `reason`. */
export function refuse(reason: AuthorityReason): Refusal {
  return { ok: false, reason };
}

/** Whether an answer is a refusal of the authority layer. */
export function isRefusal(answer: unknown): answer is Refusal {
  if (typeof answer !== "object" || answer === null) return false;
  const a = answer as { ok?: unknown; reason?: unknown };
  return a.ok === false && (AUTHORITY_REASONS as readonly unknown[]).includes(a.reason);
}

/** The localized text of a refusal reason. */
export function refusalMessage(reason: AuthorityReason): string {
  return game.i18n.localize(`PHASESIX.Authority.Reason.${reason}`);
}
