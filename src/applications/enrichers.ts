/**
 * Roll links in journals and chat (issue 25 → Enrichers), registered in `CONFIG.TextEditor.enrichers`:
 * `[[/check perception difficulty=1]]{Spot the ambush}`, `[[/attack]]`, `[[/attack Dagger]]`,
 * `[[/condition bleeding]]` (syntax: rules/enrichers.ts; look: enricher-view.ts).
 *
 * Foundry's TextEditor replaces each match with our element inside an `<enriched-content>` wrapper
 * and calls `onRender` when the wrapper enters the page — in a journal page and in a chat message
 * alike; the click handler is attached there. A link rolls for the selected token's actor, else the
 * user's assigned character, else it says so: a check opens the roll dialog (Shift: without it), an
 * attack the attack dialog with the weapon (picked when there are several), a condition switches
 * on or off on an actor the user owns. Before any click the link's tooltip says for whom it acts, or
 * — with no token selected and no character assigned — that one is needed (marked unavailable); it is
 * brought up to date when the selection or the assigned character changes and on hover.
 *
 * Only links this page's enricher rendered act (issue 32, D9): Foundry calls `onRender` for any
 * `<enriched-content enricher="phasesix.link">` on the page — markup a player can write into a chat
 * message, and the sanitiser keeps. So each link the enricher renders is registered here under a
 * random id with the data our parser read (never the DOM's data attributes) and where its text came
 * from; an element whose id this page did not hand out is shown inert. A link in text a player wrote
 * (their chat message, a journal page or item they own) does not roll without its dialog, and asks
 * before it switches a condition on a character that player does not own.
 */
import { ENRICHER_PATTERN, attackChoices, enricherActor, parseEnricherMatch, toggledCondition, type AttackChoice } from "../rules/enrichers.ts";
import { CONDITIONS, type ConditionKey } from "../rules/catalog/index.ts";
import { CHECK_KINDS, type CheckKind } from "../rules/roll-request/index.ts";
import { difficultyOf } from "../rules/ruleset/index.ts";
import type { AttackMode } from "../rules/items/vocabulary.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { WeaponData } from "../data/item/weapon.ts";
import { PhaseSixActor } from "../documents/actor.ts";
import { actorConditions } from "../documents/combat-actor.ts";
import { dialogClasses } from "../constants.ts";
import { enricherMarkup, enricherView, linkAvailability, type EnricherView, type LinkActor, type Localize } from "./enricher-view.ts";
import { rollAttackFromSheet, rollCheckFromSheet, weaponAttack } from "./sheets/roll-bridge.ts";
import { skipRollDialog } from "./keybindings.ts";
import { isHTMLElement } from "../foundry-compat/elements.ts";
import { dialogBeside, queryAllWindows, type WindowHost } from "../foundry-compat/windows.ts";

/** The id Foundry gives the wrapper of our links (`<enriched-content enricher="…">`). */
export const ENRICHER_ID = "phasesix.link";

const localize: Localize = (key, data) => (data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key));

/** Where a link's text came from: content the GM trusts, or text players wrote (their user ids). */
export type LinkSource = { trusted: true } | { trusted: false; authors: readonly string[] };
const TRUSTED: LinkSource = { trusted: true };

/** A link this page's enricher rendered: the data our parser read, and where its text came from. */
interface RegisteredLink {
  data: Record<string, string>;
  source: LinkSource;
}

/** The links of this page by their id (`data-phasesix-link`); the oldest go past the limit. */
const links = new Map<string, RegisteredLink>();
const MAX_LINKS = 5000;

/** Register a link's data and source; returns the id its element carries. */
export function registerLink(data: Record<string, string>, source: LinkSource): string {
  const id = foundry.utils.randomID();
  links.set(id, { data, source });
  if (links.size > MAX_LINKS) links.delete(links.keys().next().value as string);
  return id;
}

/** The source of a chat message's text: a GM's is trusted, a player's is theirs. */
export function messageSource(message: { author?: { id?: string | null; isGM?: boolean } | null }): LinkSource {
  const author = message.author;
  if (author?.isGM) return TRUSTED;
  return { trusted: false, authors: author?.id ? [author.id] : [] };
}

/**
 * The source of a document's text (`relativeTo` of the enrichment): a compendium's and a document
 * only GMs own are trusted; otherwise its text is its player owners'. Unknown: nobody's to trust.
 */
export function documentSource(doc: unknown): LinkSource {
  if (typeof doc !== "object" || doc === null) return { trusted: false, authors: [] };
  const d = doc as { pack?: unknown; author?: unknown; documentName?: unknown; testUserPermission?: (user: User.Implementation, level: "OWNER") => boolean };
  if (d.documentName === "ChatMessage") return messageSource(d as { author?: { id?: string | null; isGM?: boolean } | null });
  if (typeof d.pack === "string" && d.pack !== "") return TRUSTED;
  const test = d.testUserPermission;
  if (typeof test !== "function") return { trusted: false, authors: [] };
  const owners = game.users.contents.filter((u) => !u.isGM && test.call(doc, u, "OWNER")).map((u) => u.id ?? "");
  return owners.length === 0 ? TRUSTED : { trusted: false, authors: owners };
}

/** Foundry's enricher callback: the element for one match, registered as this page's. */
function enrich(match: RegExpMatchArray, options?: { relativeTo?: unknown }): HTMLElement | null {
  const view = enricherView(parseEnricherMatch(match), match[0], currentRuleset().difficulties, localize);
  const template = document.createElement("template");
  template.innerHTML = enricherMarkup(view, linkAvailability(view, linkActor(), localize));
  const element = template.content.firstElementChild;
  if (!isHTMLElement(element)) return null;
  if (view.command !== "invalid") element.dataset.phasesixLink = registerLink({ ...view.data, phasesixEnricher: view.command }, documentSource(options?.relativeTo));
  return element;
}

/** The actor a link acts for now (the selected token's, else the user's character), or null. */
function currentActor(): PhaseSixActor | null {
  const selected = (canvas?.ready ? canvas.tokens?.controlled : [])?.map((token) => token.actor) ?? [];
  return enricherActor(
    selected.filter((a) => a instanceof PhaseSixActor),
    game.user.character instanceof PhaseSixActor ? game.user.character : null,
  );
}

/** For whom a link acts now, as its tooltip names it. */
function linkActor(): LinkActor {
  const actor = currentActor();
  if (!actor) return null;
  return { name: actor.name, from: game.user.character === actor ? "character" : "token" };
}

/** The actor a link acts for, or null with a notification. */
function actingActor(): PhaseSixActor | null {
  const actor = currentActor();
  if (!actor) ui.notifications.warn(localize("PHASESIX.Sheet.NoActor"));
  return actor;
}

/** Bring a rendered link's tooltip and state up to date: for whom it acts now, or that nobody is there. */
function refreshLink(link: HTMLElement): void {
  const hint = link.dataset.phasesixHint;
  const command = link.dataset.phasesixEnricher;
  if (hint === undefined || !command || command === "invalid") return;
  const state = linkAvailability({ command: command as EnricherView["command"], tooltip: hint }, linkActor(), localize);
  link.dataset.tooltip = state.tooltip;
  link.classList.toggle("phasesix-enricher-unavailable", state.unavailable);
  if (state.unavailable) link.setAttribute("aria-disabled", "true");
  else link.removeAttribute("aria-disabled");
  const label = link.querySelector(".phasesix-enricher-label")?.textContent ?? "";
  link.setAttribute("aria-label", `${label} — ${state.tooltip}`);
}

/** Every roll link on the page (and in detached windows, Foundry 14), brought up to date (the selection or the assigned character changed). */
function refreshLinks(): void {
  // only the links this page rendered (an inert forged one keeps its warning)
  for (const link of queryAllWindows("a.phasesix-enricher[data-phasesix-hint]")) if (links.has(link.dataset.phasesixLink ?? "")) refreshLink(link);
}

/** A check link: the roll dialog with the link's difficulty (the ruleset's normal one without). */
async function rollCheckLink(actor: PhaseSixActor, data: Readonly<Record<string, string | undefined>>, skipDialog: boolean, host?: WindowHost): Promise<void> {
  const kind = data.kind as CheckKind | undefined;
  if (!kind || !CHECK_KINDS.includes(kind) || !data.key) return;
  const difficulty = data.difficulty === undefined ? difficultyOf(currentRuleset(), "normal") : Number(data.difficulty);
  await rollCheckFromSheet(actor, { kind, key: data.key, skipDialog, options: { difficulty }, ...(host ? { host } : {}) });
}

/** Ask which attack to make when a link offers several; null when the dialog is closed. */
async function pickAttack(choices: Array<AttackChoice<Item.Implementation>>, host?: WindowHost): Promise<AttackChoice<Item.Implementation> | null> {
  const answer: unknown = await dialogBeside(host).wait({
    classes: dialogClasses(),
    window: { title: localize("PHASESIX.Enricher.PickWeapon") },
    content: "",
    buttons: choices.map((choice, index) => ({
      action: String(index),
      label: `${choice.name} (${localize(`PHASESIX.Item.AttackMode.${choice.mode}`)})`,
      default: index === 0,
    })),
    rejectClose: false,
  });
  return typeof answer === "string" ? (choices[Number(answer)] ?? null) : null;
}

/** An attack link: the attack dialog with the named weapon, the only one, or one picked. */
async function rollAttackLink(actor: PhaseSixActor, data: Readonly<Record<string, string | undefined>>, skipDialog: boolean, host?: WindowHost): Promise<void> {
  const weapons = Array.from(actor.items as Iterable<Item.Implementation>).flatMap((item) => {
    const system: unknown = item.system;
    return system instanceof WeaponData ? [{ weapon: item, name: item.name, modes: system.attackModes }] : [];
  });
  const choices = attackChoices(weapons, data.weapon);
  if (choices.length === 0) {
    ui.notifications.warn(data.weapon ? localize("PHASESIX.Enricher.NoNamedWeapon", { name: actor.name, weapon: data.weapon }) : localize("PHASESIX.Enricher.NoWeapon", { name: actor.name }));
    return;
  }
  const choice = choices.length === 1 ? choices[0] : await pickAttack(choices, host);
  const request = choice ? weaponAttack(choice.weapon, choice.mode as AttackMode, skipDialog) : null;
  if (request) await rollAttackFromSheet(actor, host ? { ...request, host } : request);
}

/** Whether one of `authors` owns `actor` (the text's writer acts on their own character). */
function ownedByAuthor(actor: PhaseSixActor, authors: readonly string[]): boolean {
  return authors.some((id) => {
    const user = game.users.get(id);
    return !!user && actor.testUserPermission(user, "OWNER");
  });
}

/** Ask the clicking user before a link from someone else's text changes `actor`; true to go ahead. */
async function confirmForeign(actor: PhaseSixActor, authors: readonly string[], condition: string, on: boolean, host?: WindowHost): Promise<boolean> {
  const names = authors.map((id) => game.users.get(id)?.name ?? "").filter(Boolean);
  const text = localize("PHASESIX.Enricher.ForeignCondition", {
    author: names.length > 0 ? names.join(", ") : localize("PHASESIX.Enricher.SomeoneElse"),
    condition: localize(`PHASESIX.Condition.${condition}`),
    state: localize(on ? "PHASESIX.Enricher.ForeignOn" : "PHASESIX.Enricher.ForeignOff"),
    actor: actor.name,
  });
  const answer: unknown = await dialogBeside(host).confirm({
    classes: dialogClasses(),
    window: { title: localize("PHASESIX.Enricher.ForeignTitle") },
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    yes: { label: localize(on ? "PHASESIX.Enricher.ForeignSwitchOn" : "PHASESIX.Enricher.ForeignSwitchOff"), icon: "fa-solid fa-check" },
    no: { label: localize("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" },
    rejectClose: false,
  });
  return answer === true;
}

/**
 * A condition link: on when off, off when on, on an actor the user owns. From text a player wrote,
 * on an actor that player does not own: only after the clicking user confirms.
 */
async function toggleConditionLink(actor: PhaseSixActor, data: Readonly<Record<string, string | undefined>>, source: LinkSource, host?: WindowHost): Promise<void> {
  const key = data.key as ConditionKey | undefined;
  if (!key || !CONDITIONS.includes(key)) return;
  if (!actor.isOwner) {
    ui.notifications.warn(localize("PHASESIX.Notify.NotOwner", { name: actor.name }));
    return;
  }
  const value = toggledCondition(actorConditions(actor)[key]);
  if (!source.trusted && !ownedByAuthor(actor, source.authors) && !(await confirmForeign(actor, source.authors, key, value > 0, host))) return;
  await actor.setCondition(key, value);
}

/**
 * Run a link from its data (`phasesixEnricher`, `kind`, `key` … as our parser read them); `skipDialog`
 * rolls without the dialog (the "roll at once" key) — except for a link in text a player wrote
 * (`source`), which always shows it. Its dialogs open in the window of `host` (the link clicked: a
 * journal popped out on Foundry 14).
 */
export async function runLink(data: Readonly<Record<string, string | undefined>>, skipDialogKey: boolean, source: LinkSource = TRUSTED, host?: WindowHost): Promise<void> {
  const command = data.phasesixEnricher;
  if (command !== "check" && command !== "attack" && command !== "condition") return;
  const actor = actingActor();
  if (!actor) return;
  const skipDialog = skipDialogKey && source.trusted;
  if (command === "check") await rollCheckLink(actor, data, skipDialog, host);
  else if (command === "attack") await rollAttackLink(actor, data, skipDialog, host);
  else await toggleConditionLink(actor, data, source, host);
}

/**
 * `onRender` of our wrapper: clicks (and Enter/Space) on the link act — with the data and source
 * registered when this page's enricher rendered it. An element this page did not render (markup in
 * a message) is shown inert and does nothing.
 */
export function onRender(wrapper: HTMLElement): void {
  const link = wrapper.querySelector<HTMLElement>("a[data-phasesix-enricher]");
  if (!link || link.dataset.phasesixBound !== undefined) return;
  const registered = links.get(link.dataset.phasesixLink ?? "");
  if (!registered) {
    if (link.dataset.phasesixEnricher !== "invalid") {
      link.removeAttribute("role");
      link.removeAttribute("tabindex");
      link.classList.add("phasesix-enricher-invalid");
      link.dataset.tooltip = localize("PHASESIX.Enricher.Forged");
      link.setAttribute("aria-disabled", "true");
    }
    return;
  }
  link.dataset.phasesixBound = "";
  const run = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void runLink(registered.data, skipRollDialog(event), registered.source, link).catch((error: unknown) => {
      console.error("phasesix | link failed", error);
      ui.notifications.error(localize("PHASESIX.Sheet.RollFailed"));
    });
  };
  link.addEventListener("click", run);
  link.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") run(event);
  });
  // Before Foundry shows the tooltip: for whom the link acts at this moment.
  link.addEventListener("pointerenter", () => refreshLink(link));
  link.addEventListener("focus", () => refreshLink(link));
  refreshLink(link);
}

/** init: register the links with Foundry's TextEditor. */
export function registerEnrichers(): void {
  // `id` is Foundry 13's (client/config.mjs; it makes the TextEditor wrap the element and call
  // onRender) but missing from fvtt-types' EnricherConfig, hence the wider type.
  const config: foundry.applications.ux.TextEditor.EnricherConfig & { id: string } = {
    id: ENRICHER_ID,
    pattern: new RegExp(ENRICHER_PATTERN.source, ENRICHER_PATTERN.flags),
    enricher: enrich,
    onRender,
  };
  CONFIG.TextEditor.enrichers.push(config);
  // A token selected or released, a character assigned: the links on the page say for whom they act.
  Hooks.on("controlToken", () => refreshLinks());
  Hooks.on("canvasReady", () => refreshLinks());
  Hooks.on("updateUser", (user) => {
    if (user.id === game.user.id) refreshLinks();
  });
  // Foundry 13 enriches a chat message's text without naming the message: its links learn their
  // source here, before the message's element enters the page (and `onRender` binds them).
  Hooks.on("renderChatMessageHTML", (message, html) => markMessageLinks(message, html));
}

/** The links in a chat message's element take the message's author as their source. */
export function markMessageLinks(message: { author?: { id?: string | null; isGM?: boolean } | null }, html: { querySelectorAll(selector: string): Iterable<{ dataset: DOMStringMap }> }): void {
  const source = messageSource(message);
  for (const element of html.querySelectorAll("[data-phasesix-link]")) {
    const registered = links.get(element.dataset.phasesixLink ?? "");
    if (registered) registered.source = source;
  }
}
