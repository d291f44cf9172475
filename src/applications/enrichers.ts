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

/** The id Foundry gives the wrapper of our links (`<enriched-content enricher="…">`). */
export const ENRICHER_ID = "phasesix.link";

const localize: Localize = (key, data) => (data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key));

/** Foundry's enricher callback: the element for one match. */
function enrich(match: RegExpMatchArray): HTMLElement | null {
  const view = enricherView(parseEnricherMatch(match), match[0], currentRuleset().difficulties, localize);
  const template = document.createElement("template");
  template.innerHTML = enricherMarkup(view, linkAvailability(view, linkActor(), localize));
  const element = template.content.firstElementChild;
  return element instanceof HTMLElement ? element : null;
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

/** Every roll link on the page, brought up to date (the selection or the assigned character changed). */
function refreshLinks(): void {
  for (const link of Array.from(document.querySelectorAll<HTMLElement>("a.phasesix-enricher[data-phasesix-hint]"))) refreshLink(link);
}

/** A check link: the roll dialog with the link's difficulty (the ruleset's normal one without). */
async function rollCheckLink(actor: PhaseSixActor, data: DOMStringMap, skipDialog: boolean): Promise<void> {
  const kind = data.kind as CheckKind | undefined;
  if (!kind || !CHECK_KINDS.includes(kind) || !data.key) return;
  const difficulty = data.difficulty === undefined ? difficultyOf(currentRuleset(), "normal") : Number(data.difficulty);
  await rollCheckFromSheet(actor, { kind, key: data.key, skipDialog, options: { difficulty } });
}

/** Ask which attack to make when a link offers several; null when the dialog is closed. */
async function pickAttack(choices: Array<AttackChoice<Item.Implementation>>): Promise<AttackChoice<Item.Implementation> | null> {
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
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
async function rollAttackLink(actor: PhaseSixActor, data: DOMStringMap, skipDialog: boolean): Promise<void> {
  const weapons = Array.from(actor.items as Iterable<Item.Implementation>).flatMap((item) => {
    const system: unknown = item.system;
    return system instanceof WeaponData ? [{ weapon: item, name: item.name, modes: system.attackModes }] : [];
  });
  const choices = attackChoices(weapons, data.weapon);
  if (choices.length === 0) {
    ui.notifications.warn(data.weapon ? localize("PHASESIX.Enricher.NoNamedWeapon", { name: actor.name, weapon: data.weapon }) : localize("PHASESIX.Enricher.NoWeapon", { name: actor.name }));
    return;
  }
  const choice = choices.length === 1 ? choices[0] : await pickAttack(choices);
  const request = choice ? weaponAttack(choice.weapon, choice.mode as AttackMode, skipDialog) : null;
  if (request) await rollAttackFromSheet(actor, request);
}

/** A condition link: on when off, off when on, on an actor the user owns. */
async function toggleConditionLink(actor: PhaseSixActor, data: DOMStringMap): Promise<void> {
  const key = data.key as ConditionKey | undefined;
  if (!key || !CONDITIONS.includes(key)) return;
  if (!actor.isOwner) {
    ui.notifications.warn(localize("PHASESIX.Notify.NotOwner", { name: actor.name }));
    return;
  }
  await actor.setCondition(key, toggledCondition(actorConditions(actor)[key]));
}

/** Run a link from its data (`data-phasesix-enricher`, `data-kind` …); `skipDialog` rolls without the dialog (the "roll at once" key). */
export async function runLink(data: DOMStringMap, skipDialog: boolean): Promise<void> {
  const command = data.phasesixEnricher;
  if (command !== "check" && command !== "attack" && command !== "condition") return;
  const actor = actingActor();
  if (!actor) return;
  if (command === "check") await rollCheckLink(actor, data, skipDialog);
  else if (command === "attack") await rollAttackLink(actor, data, skipDialog);
  else await toggleConditionLink(actor, data);
}

/** `onRender` of our wrapper: clicks (and Enter/Space) on the link act. */
function onRender(wrapper: HTMLElement): void {
  const link = wrapper.querySelector<HTMLElement>("a[data-phasesix-enricher][role=button]");
  if (!link || link.dataset.phasesixBound) return;
  link.dataset.phasesixBound = "";
  const run = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void runLink(link.dataset, skipRollDialog(event)).catch((error: unknown) => {
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
}
