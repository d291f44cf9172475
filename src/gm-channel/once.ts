/**
 * Work that must happen once across every window of the GM (the start of a round, of a turn): each
 * window that would do it claims it on a document every window sees — a path under the document's
 * flags — and the window whose claim the server applied first does it. Every window sees the same
 * stream of updates, so all agree on that first claim; a claim found already set means it was done.
 */
import { windowId } from "./this-window.ts";
import { deletionUpdate } from "../foundry-compat/deletion.ts";

/** A document whose updates reach every window (a Combat, a User…). */
export interface ClaimableDocument {
  readonly id: string | null;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** The value at a dotted `path` of `node` (flat dotted keys of an update diff, or nested objects). */
export function valueAtPath(node: unknown, path: string): unknown {
  if (typeof node !== "object" || node === null) return undefined;
  const flat = (node as Record<string, unknown>)[path];
  if (flat !== undefined) return flat;
  let current: unknown = node;
  for (const part of path.split(".")) current = typeof current === "object" && current !== null ? (current as Record<string, unknown>)[part] : undefined;
  return current;
}

/**
 * Claim `path` (e.g. `flags.phasesix.once.round-2`) on `doc` for this window; true for exactly one
 * window of all that ask, false for the others and for every window once it is claimed. `hook` is the
 * document's update hook (`updateCombat`, `updateUser`). A failed update claims nothing.
 */
export async function claimOnce(doc: ClaimableDocument, hook: string, path: string): Promise<boolean> {
  if (valueAtPath(doc, path) !== undefined) return false;
  const me = windowId();
  let first: unknown;
  const untyped = Hooks as unknown as { on(name: string, fn: (d: { id?: string | null }, changed: unknown) => void): number; off(name: string, id: number): void };
  const listener = untyped.on(hook, (updated, changed) => {
    if (first === undefined && updated.id === doc.id) first = valueAtPath(changed, path);
  });
  try {
    await doc.update({ [path]: me });
  } catch {
    return false;
  } finally {
    untyped.off(hook, listener);
  }
  return (first ?? valueAtPath(doc, path)) === me;
}

/**
 * Run `work` in one window of this GM at a time, for start-up work that checks a world setting and
 * then changes the world (the welcome card, a data migration): two windows loading at once would
 * both see the setting unset and both do it. The window whose claim of `path` the server applied
 * first runs `work` (which checks the setting again); the others skip it. The claim is removed when
 * `work` is done, failed or not, so a later load may retry what did not finish. `null`: another
 * window had it.
 */
export async function oneWindowAtATime<T>(doc: ClaimableDocument, hook: string, path: string, work: () => Promise<T>): Promise<T | null> {
  if (!(await claimOnce(doc, hook, path))) return null;
  try {
    return await work();
  } finally {
    const cut = path.lastIndexOf(".");
    await doc.update(deletionUpdate(path.slice(0, cut), path.slice(cut + 1))).catch(() => undefined);
  }
}
