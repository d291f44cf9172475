/**
 * The attack card: an attack's chat message carries, in `flags.phasesix.attack`, the attacker, the
 * weapon's numbers after modifications, the mode and its targets (the user's Foundry targets when
 * the attack was rolled). Below the roll card every target gets a row with its hits and criticals,
 * the defences rolled and the damage applied; its owner and the GM see the defence buttons (cover
 * 4+/5+/6+, hunkered, shield parry/block, dodge, parry with a chosen weapon) and Apply damage, which
 * opens the protection dialog. Every button goes to the active GM (src/applications/chat/damage-queries.ts), who rolls,
 * spends the reaction and updates the same message; the card re-renders from its flags. A chat log
 * at its bottom stays there when the targets make the card grow (chat-scroll.ts).
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { AttackMode } from "../../rules/items/vocabulary.ts";
import type { AttackCard, DefenceKind, SpecialAttack } from "../../rules/attack/card.ts";
import { DEFENCE_KINDS, currentHits, newTargets } from "../../rules/attack/card.ts";
import { spendListFromCounts, spendOrderFor, type ProtectionPool } from "../../rules/attack/protection.ts";
import { PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import type { PhaseSixRoll } from "../../dice/roll.ts";
import { templatePath } from "../templates.ts";
import { translate } from "../rolling-actor.ts";
import { ATTACK_FLAG, attackCardOf, registerDamageQueries, requestApplyDamage, requestDefence, targetActor, type DefenceQuery } from "./damage-queries.ts";
import { attackTargetsContext, type DefenderInput } from "./attack-card-context.ts";
import { cardWeaponFor, combatantOf, defenderInput, defenderProtection, inCombat } from "./attack-actors.ts";
import { protectionDialogContext, protectionOutcome, type ProtectionDialogInput } from "../protection-dialog-context.ts";
import { dialogClasses } from "../../constants.ts";
import { followToBottom, logsToFollow } from "./chat-scroll.ts";
import { skipRollDialog } from "../keybindings.ts";
import { isHTMLElement } from "../../foundry-compat/elements.ts";
import { dialogBeside, type WindowHost } from "../../foundry-compat/windows.ts";
import { uuidOf } from "../../foundry-compat/stored.ts";

export const ATTACK_TARGETS_TEMPLATE = templatePath("chat/attack-targets.hbs");
export const PROTECTION_DIALOG_TEMPLATE = templatePath("dialog/protection.hbs");

/** A targeted token as far as the card reads it (Foundry: a Token placeable with its document). */
interface TargetToken {
  actor?: Actor.Implementation | null;
  name?: string | null;
  document?: { uuid?: string | null; name?: string | null } | null;
}

/** The current user's targets as card targets (tokens without an actor are skipped). */
export function capturedTargets(): Array<{ tokenUuid: string | null; actorUuid: string; name: string }> {
  const targets = (game.user as unknown as { targets?: Iterable<TargetToken> }).targets;
  const out: Array<{ tokenUuid: string | null; actorUuid: string; name: string }> = [];
  for (const token of targets ?? []) {
    const actor = token.actor;
    if (!actor) continue;
    out.push({ tokenUuid: token.document?.uuid ?? null, actorUuid: uuidOf(actor), name: token.document?.name ?? token.name ?? actor.name ?? "" });
  }
  return out;
}

/** What the attack roll knows when the card is built. */
export interface AttackOnRoll {
  mode: AttackMode;
  weaponName: string;
  special?: SpecialAttack;
  /** Marked in the attack dialog: a demon's attack or demonic magic. */
  demonic?: boolean;
}

/** The attack card of a freshly rolled attack: attacker, weapon, mode and the captured targets. */
export function buildAttackCard(actor: Actor.Implementation, attack: AttackOnRoll, roll: PhaseSixRoll, tokenUuid: string | null = null): AttackCard {
  return {
    attacker: { actorUuid: uuidOf(actor), tokenUuid, name: actor.name ?? "" },
    weapon: { ...cardWeaponFor(actor, attack.weaponName, attack.mode, attack.special ?? "none"), ...(attack.demonic ? { demonic: true } : {}) },
    mode: attack.mode,
    targets: newTargets(roll.attackScore, capturedTargets()),
  };
}

/** The message flags that carry a card. */
export function attackCardFlags(card: AttackCard): Record<string, Record<string, unknown>> {
  return { [SYSTEM_ID]: { [ATTACK_FLAG]: card } };
}

function tokenIdOf(tokenUuid: string | null): string | null {
  return tokenUuid ? (tokenUuid.split(".").pop() ?? null) : null;
}

/** Per target: what this user may do for it (null: not the owner, not a GM). */
function viewersOf(card: AttackCard): Array<DefenderInput | null> {
  return card.targets.map((target) => {
    const actor = targetActor(target);
    if (!actor || !(game.user.isGM || actor.isOwner)) return null;
    return defenderInput(actor, combatantOf(actor, tokenIdOf(target.tokenUuid)));
  });
}

/** Render the targets part of a message's card for this user ("" without a card). */
export async function renderAttackTargets(message: ChatMessage.Implementation): Promise<string> {
  const card = attackCardOf(message);
  if (!card) return "";
  const context = attackTargetsContext({ card, viewers: viewersOf(card) }, translate);
  return foundry.applications.handlebars.renderTemplate(ATTACK_TARGETS_TEMPLATE, context);
}

/**
 * Ask for the protection to spend (pool variant) or confirm the flat protection; null when cancelled.
 * `skipDialog` (the "roll at once" key) takes the dialog's pre-filled best use without asking;
 * `host` (the button clicked) puts the dialog in that button's window.
 */
export async function promptProtection(card: AttackCard, index: number, actor: Actor.Implementation, skipDialog = false, host?: WindowHost): Promise<{ spend: ReturnType<typeof spendListFromCounts> | null } | null> {
  const target = card.targets[index];
  const protection = defenderProtection(actor, inCombat(actor, target.tokenUuid?.split(".").pop() ?? null));
  const variant = game.settings.get(SYSTEM_ID, "protectionVariant") === "flat" ? "flat" : "pool";
  const input: ProtectionDialogInput = {
    target: target.name,
    hits: currentHits(target),
    piercing: card.weapon.piercing,
    conditions: card.weapon.conditions,
    demonic: card.weapon.demonic === true,
    demonicProtection: currentRuleset().combat.demonicProtection,
    variant,
    pool: protection.pool,
    innate: protection.innate,
    flat: protection.flat,
    wounds: card.weapon.wounds,
    noWounds: card.weapon.special !== "none",
  };
  const context = protectionDialogContext(input, translate);
  if (skipDialog) {
    if (variant === "flat") return { spend: null };
    const planned: ProtectionPool = {};
    for (const row of context.rows) planned[row.type] = row.value;
    return { spend: spendListFromCounts(planned, spendOrderFor(input, input.demonicProtection)) };
  }
  const content = await foundry.applications.handlebars.renderTemplate(PROTECTION_DIALOG_TEMPLATE, context);
  // Beside the card's button: a chat popped out into a window of its own (Foundry 14) gets it there.
  const result: unknown = await dialogBeside(host).input({
    classes: dialogClasses(),
    window: { title: game.i18n.format("PHASESIX.ProtectionDialog.Title", { target: target.name }) },
    content,
    ok: { label: game.i18n.localize("PHASESIX.AttackCard.Apply"), icon: "fa-solid fa-heart-crack" },
    rejectClose: false,
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => bindProtectionOutcome(dialog.element, input),
  });
  if (typeof result !== "object" || result === null) return null;
  if (variant === "flat") return { spend: null };
  const values = result as Record<string, unknown>;
  const counts: ProtectionPool = {};
  for (const type of PROTECTION_TYPES) {
    const n = Number(values[type] ?? 0);
    const max = protection.pool[type] + (protection.innate[type] ?? 0);
    counts[type] = Number.isFinite(n) ? Math.max(0, Math.min(max, Math.trunc(n))) : 0;
  }
  return { spend: spendListFromCounts(counts, spendOrderFor(input, input.demonicProtection)) };
}

/** Keeps the dialog's "what gets through" in step with the numbers typed (the core decides, as on apply). */
function bindProtectionOutcome(root: HTMLElement, input: ProtectionDialogInput): void {
  const section = root.querySelector<HTMLElement>("[data-phasesix-protection-outcome]");
  if (!section) return;
  const update = (): void => {
    const counts: ProtectionPool = {};
    for (const type of PROTECTION_TYPES) {
      const field = root.querySelector<HTMLInputElement>(`input[name="${type}"]`);
      if (field) counts[type] = Number(field.value);
    }
    const outcome = protectionOutcome(input, counts, translate);
    const wounds = section.querySelector(".protection-outcome-wounds strong");
    if (wounds) wounds.textContent = outcome.woundsText;
    const list = section.querySelector(".protection-outcome-lines");
    if (!list) return;
    list.replaceChildren(
      ...outcome.lines.map((line) => {
        // the dialog's own document: a detached window's on Foundry 14
        const li = list.ownerDocument.createElement("li");
        li.textContent = line;
        return li;
      }),
    );
  };
  root.addEventListener("input", update);
  root.addEventListener("change", update);
}

function isDefenceKind(value: unknown): value is DefenceKind {
  return typeof value === "string" && (DEFENCE_KINDS as readonly string[]).includes(value);
}

/** What a clicked button asks for: apply the damage, or a defence query. */
export type ButtonRequest = { type: "apply"; base: { messageId: string; targetIndex: number; actorUuid: string } } | { type: "defence"; query: DefenceQuery };

/**
 * The request of a button of target `index` from its data attributes (`data-phasesix-apply`, or
 * `data-phasesix-defence` with `data-cover`) and the parry weapon chosen in the row; null when the
 * card or target is gone or the button is unknown.
 */
export function buttonRequest(
  card: AttackCard | null,
  messageId: string | null,
  index: number,
  button: { apply: boolean; defence?: string | undefined; cover?: string | undefined },
  weaponKey: string | null,
): ButtonRequest | null {
  const target = card?.targets[index];
  if (!card || !target || !messageId) return null;
  const base = { messageId, targetIndex: index, actorUuid: target.actorUuid };
  if (button.apply) return { type: "apply", base };
  const kind = button.defence;
  if (!isDefenceKind(kind)) return null;
  const cover = Number(button.cover);
  return { type: "defence", query: { ...base, kind, cover: kind === "cover" && [4, 5, 6].includes(cover) ? cover : null, weaponKey: kind === "parry" ? weaponKey : null } };
}

/** A click on a defence or apply button of target `index`. */
async function onButton(message: ChatMessage.Implementation, index: number, button: HTMLButtonElement, row: HTMLElement, event: MouseEvent): Promise<void> {
  const card = attackCardOf(message);
  const weaponKey = row.querySelector<HTMLSelectElement>("select[name=parryWeapon]")?.value ?? null;
  const request = buttonRequest(card, message.id, index, { apply: button.dataset.phasesixApply !== undefined, defence: button.dataset.phasesixDefence, cover: button.dataset.cover }, weaponKey);
  if (!request || !card) return;
  if (request.type === "defence") {
    await requestDefence(request.query);
    return;
  }
  const actor = targetActor(card.targets[index]);
  if (!actor) return;
  // A coup de grâce is not stopped by protection: nothing to choose.
  if (card.weapon.special === "coupDeGrace") {
    await requestApplyDamage(request.base);
    return;
  }
  const choice = await promptProtection(card, index, actor, skipRollDialog(event), button);
  if (choice) await requestApplyDamage({ ...request.base, spend: choice.spend });
}

/** Wire a rendered targets section. */
export function bindAttackTargets(message: ChatMessage.Implementation, section: HTMLElement): void {
  for (const row of Array.from(section.querySelectorAll<HTMLElement>("[data-target-index]"))) {
    const index = Number(row.dataset.targetIndex);
    const buttons = Array.from(row.querySelectorAll<HTMLButtonElement>("button.attack-defence, button.attack-apply"));
    for (const button of buttons) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        const enabled = buttons.filter((b) => !b.disabled);
        for (const b of enabled) b.disabled = true;
        onButton(message, index, button, row, event)
          .catch((error: unknown) => {
            console.error("phasesix | attack card action failed", error);
            ui.notifications?.error(game.i18n.localize("PHASESIX.Chat.Error.Failed"));
          })
          .finally(() => {
            for (const b of enabled) if (b.isConnected) b.disabled = false;
          });
      });
    }
  }
}

/** Append the targets part to a rendered message that carries a card. */
async function decorate(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const markup = await renderAttackTargets(message);
  if (!markup) return;
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  const section = holder.firstElementChild;
  if (!isHTMLElement(section)) return;
  const content = html.querySelector(".message-content") ?? html;
  content.append(section);
  bindAttackTargets(message, section);
}

/** Register the rendering hook and the GM queries (init hook). */
export function registerAttackCards(): void {
  registerDamageQueries();
  Hooks.on("renderChatMessageHTML", (message, html) => {
    // A whispered or blind attack shows its targets only to those who may see the roll.
    if (!attackCardOf(message) || message.isContentVisible === false) return;
    // Which chat logs follow the card to the bottom is read now, before its targets make it grow.
    const follow = logsToFollow(message.id, message.author?.id === game.user.id);
    void decorate(message, html)
      .then(() => followToBottom(html, follow))
      .catch((error: unknown) => console.error("phasesix | attack card render failed", error));
  });
}
