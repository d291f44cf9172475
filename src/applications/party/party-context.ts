/**
 * The party at a glance (issue 35), pure: for each player character its health (with boosts; Dying
 * said), stress (with the horror extension), destiny dice, bonus dice and rerolls, current of
 * maximum — what the GM otherwise opens every sheet for. Who is listed is decided by
 * {@link partyMembers}: the GM sees every character a player owns, a player the characters they own.
 */
import type { DicePoolKey } from "../../rules/catalog/index.ts";
import type { Localize } from "../sheets/context/localize.ts";

/** Current and maximum of one value. */
export interface PartyBar {
  value: number;
  max: number;
}

/** What the panel reads of one character. */
export interface PartyMemberInput {
  id: string;
  name: string;
  img: string;
  health: PartyBar;
  boosts: number;
  stress: PartyBar;
  pools: Record<DicePoolKey, PartyBar>;
  dying: number;
  /** The players who own it (their names), for the GM's view. */
  players: string[];
}

/** The pools in the order the panel shows them. */
export const PARTY_POOLS: readonly DicePoolKey[] = ["destinyDice", "bonusDice", "rerolls"];

const POOL_ICON: Record<DicePoolKey, string> = { destinyDice: "fa-solid fa-star", bonusDice: "fa-solid fa-dice-d6", rerolls: "fa-solid fa-rotate" };

function int(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** The panel's rows (sorted by name in the user's language) and its labels. */
export function partyContext(members: readonly PartyMemberInput[], options: { horror: boolean; locale: string; collapsed: boolean }, t: Localize) {
  const collator = new Intl.Collator(options.locale, { sensitivity: "base", numeric: true });
  const rows = [...members]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((m) => {
      const health = { value: int(m.health.value), max: int(m.health.max) };
      const healthText = `${health.value}/${health.max}${m.boosts > 0 ? ` +${int(m.boosts)}` : ""}`;
      const pools = PARTY_POOLS.map((pool) => {
        const bar = { value: int(m.pools[pool].value), max: int(m.pools[pool].max) };
        const label = t(`PHASESIX.Aspect.${pool}`);
        return { pool, icon: POOL_ICON[pool], text: `${bar.value}/${bar.max}`, label, tooltip: `${label}: ${bar.value}/${bar.max}`, empty: bar.value === 0 };
      });
      return {
        id: m.id,
        name: m.name,
        img: m.img,
        players: m.players.join(", "),
        health: { ...health, text: healthText, tooltip: `${t("PHASESIX.Actor.Health")}: ${healthText}`, low: health.max > 0 && health.value * 3 <= health.max, percent: health.max > 0 ? Math.round((100 * Math.min(health.value, health.max)) / health.max) : 0 },
        dying: m.dying > 0 ? t("PHASESIX.Party.Dying", { value: int(m.dying) }) : "",
        stress: options.horror ? { text: `${int(m.stress.value)}/${int(m.stress.max)}`, tooltip: `${t("PHASESIX.Actor.Stress")}: ${int(m.stress.value)}/${int(m.stress.max)}`, high: m.stress.max > 0 && m.stress.value * 3 >= m.stress.max * 2 } : null,
        pools,
      };
    });
  return {
    title: t("PHASESIX.Party.Title"),
    collapsed: options.collapsed,
    toggleLabel: t(options.collapsed ? "PHASESIX.Party.Expand" : "PHASESIX.Party.Collapse"),
    empty: rows.length === 0 ? t("PHASESIX.Party.Empty") : "",
    rows,
  };
}

/** The parts of an actor and a user that decide who is listed. */
export interface PartyActorLike {
  readonly type: string;
  readonly hasPlayerOwner: boolean;
  readonly isOwner: boolean;
}

/** Who the panel lists for this user: every character a player owns (GM), else the user's own characters. */
export function partyMembers<A extends PartyActorLike>(actors: Iterable<A>, user: { readonly isGM: boolean }): A[] {
  return [...actors].filter((actor) => actor.type === "character" && (user.isGM ? actor.hasPlayerOwner : actor.isOwner));
}
