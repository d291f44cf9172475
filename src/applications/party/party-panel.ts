/**
 * The party panel (issue 35): a small panel docked above Foundry's Players list with every player
 * character's health, stress, destiny dice, bonus dice and rerolls (./party-context.ts), for the GM
 * (all player characters) and each player (their own). It renders again whenever an actor, its
 * items or effects, or a user's ownership changes; a click on a name opens the sheet. A client setting
 * hides it; its header folds it.
 */
import type { DicePoolKey } from "../../rules/catalog/index.ts";
import { SYSTEM_ID } from "../../constants.ts";
import { templatePath } from "../templates.ts";
import type { Localize } from "../sheets/context/localize.ts";
import type { PartyBar, PartyMemberInput } from "./party-context.ts";
import { PARTY_POOLS, partyContext, partyMembers } from "./party-context.ts";
import { isHTMLElement } from "../../foundry-compat/elements.ts";

export const PARTY_PANEL_TEMPLATE = templatePath("system/party-panel.hbs");

const localize: Localize = (key, data) => (data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key));
const PANEL_ID = "phasesix-party";

function bar(value: unknown): PartyBar {
  const b = (typeof value === "object" && value !== null ? value : {}) as { value?: unknown; max?: unknown };
  return { value: Number(b.value) || 0, max: Number(b.max) || 0 };
}

/** An actor as the panel reads it: its resources view (`system.resources`) and the Dying counter. */
export interface PartyActor {
  readonly id: string | null;
  readonly name: string;
  readonly img: string | null;
  readonly type: string;
  readonly hasPlayerOwner: boolean;
  readonly isOwner: boolean;
  readonly system: unknown;
  testUserPermission(user: unknown, level: "OWNER"): boolean;
  readonly sheet?: { render(force: boolean): unknown } | null;
}

/** One character's row data, or null when the actor has no Phase Six resources. */
export function memberInput(actor: PartyActor, players: ReadonlyArray<{ readonly name: string; readonly isGM: boolean }>): PartyMemberInput | null {
  const system = actor.system as { resources?: Record<string, unknown>; conditions?: { dying?: unknown } } | null;
  const resources = system?.resources;
  if (!actor.id || !resources) return null;
  const poolsSource = (resources.pools ?? {}) as Record<string, unknown>;
  const pools = Object.fromEntries(PARTY_POOLS.map((pool) => [pool, bar(poolsSource[pool])])) as Record<DicePoolKey, PartyBar>;
  return {
    id: actor.id,
    name: actor.name,
    img: actor.img ?? "",
    health: bar(resources.health),
    boosts: Number(resources.boosts) || 0,
    stress: bar(resources.stress),
    pools,
    dying: Number(system.conditions?.dying) || 0,
    players: players.filter((user) => !user.isGM && actor.testUserPermission(user, "OWNER")).map((user) => user.name),
  };
}

function showPanel(): boolean {
  try {
    return game.settings.get(SYSTEM_ID, "partyPanel") !== false;
  } catch {
    return true;
  }
}

function collapsed(): boolean {
  try {
    return game.settings.get(SYSTEM_ID, "partyPanelCollapsed") === true;
  } catch {
    return false;
  }
}

/** The panel's HTML for this user now. */
export async function renderPartyPanel(): Promise<string> {
  const users = [...(game.users as unknown as Iterable<{ name: string; isGM: boolean }>)];
  const members = partyMembers(game.actors as unknown as Iterable<PartyActor>, game.user)
    .map((actor) => memberInput(actor, users))
    .filter((m): m is PartyMemberInput => m !== null);
  const horror = Boolean(game.settings.get(SYSTEM_ID, "extension.horror"));
  return foundry.applications.handlebars.renderTemplate(PARTY_PANEL_TEMPLATE, partyContext(members, { horror, locale: game.i18n.lang, collapsed: collapsed() }, localize));
}

/** Where the panel docks: right above Foundry's Players list. */
function anchor(): HTMLElement | null {
  return document.getElementById("players");
}

let pending: ReturnType<typeof setTimeout> | null = null;

/** Draw (or take away) the panel now. */
async function draw(): Promise<void> {
  const existing = document.getElementById(PANEL_ID);
  const players = anchor();
  if (!showPanel() || !players) {
    existing?.remove();
    return;
  }
  const holder = document.createElement("div");
  holder.innerHTML = await renderPartyPanel();
  const panel = holder.firstElementChild;
  if (!isHTMLElement(panel)) return;
  panel.id = PANEL_ID;
  panel.addEventListener("click", (event) => void onClick(event));
  if (existing) existing.replaceWith(panel);
  else players.before(panel);
}

/** Draw the panel again shortly (many changes at once draw once). */
export function schedulePartyPanel(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    void draw();
  }, 50);
}

async function onClick(event: MouseEvent): Promise<void> {
  const target = isHTMLElement(event.target) ? event.target : null;
  const toggle = target?.closest("[data-party-toggle]");
  if (toggle) {
    event.preventDefault();
    await game.settings.set(SYSTEM_ID, "partyPanelCollapsed", !collapsed());
    schedulePartyPanel();
    return;
  }
  const row = target?.closest<HTMLElement>("[data-actor-id]");
  if (!row) return;
  event.preventDefault();
  const actor = game.actors.get(row.dataset.actorId ?? "");
  if (actor?.isOwner || actor?.testUserPermission(game.user, "OBSERVER")) await actor.sheet?.render(true);
}

/** The hooks after which the panel may show something else. */
const REDRAW_HOOKS = [
  "updateActor",
  "createActor",
  "deleteActor",
  "createItem",
  "updateItem",
  "deleteItem",
  "createActiveEffect",
  "updateActiveEffect",
  "deleteActiveEffect",
  "updateUser",
  "userConnected",
] as const;

/** Register the panel (init): drawn with the Players list, again on every change that shows in it. */
export function registerPartyPanel(): void {
  const hooks = Hooks as unknown as { on(hook: string, fn: () => void): number };
  hooks.on("renderPlayers", schedulePartyPanel);
  hooks.on("ready", schedulePartyPanel);
  for (const hook of REDRAW_HOOKS) hooks.on(hook, schedulePartyPanel);
}
