/**
 * Turn order (RULES.md → Combat → Initiative): highest initiative first; on equal initiative the
 * higher Quickness, then the higher Deftness acts first. Combatants without initiative come last.
 * The rolled initiative value already carries the tie-breaks (the rules core's sortable value);
 * comparing Quickness and Deftness here as well keeps the order right when a GM types a plain
 * number into the tracker. Complete ties fall back to name, then id, so the order is stable on
 * every client.
 */

/** What the turn order needs to know about a combatant. */
export interface TurnOrderEntry {
  id: string;
  name: string;
  initiative: number | null;
  quickness: number;
  deftness: number;
}

/** Sort comparator: negative when `a` acts before `b`. */
export function compareTurnOrder(a: TurnOrderEntry, b: TurnOrderEntry): number {
  const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
  const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
  if (ia !== ib) return ib > ia ? 1 : -1;
  if (a.quickness !== b.quickness) return b.quickness - a.quickness;
  if (a.deftness !== b.deftness) return b.deftness - a.deftness;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The entries in turn order (a new array). */
export function sortTurnOrder<T extends TurnOrderEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareTurnOrder);
}

/**
 * The order in which several combatants react to one action: by initiative, like the turn order
 * (RULES.md → Combat → reactions). Only those with an action left may react.
 */
export function reactionOrder<T extends TurnOrderEntry & { actions: number }>(entries: readonly T[]): T[] {
  return sortTurnOrder(entries.filter((entry) => entry.actions > 0));
}
