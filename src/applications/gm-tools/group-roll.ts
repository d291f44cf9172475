/**
 * The GM's group roll (RULES.md → Dice → Group roll) in Foundry: the GM picks participants (the
 * selected tokens, else the players' characters), the attribute or skill, the successes needed and
 * the difficulty; a group card goes to chat with a "Roll" button per participant, shown to that
 * participant's owners (and the GM). Each owner rolls through the normal roll dialog — with their
 * own bonus dice, destiny dice and rerolls on their own card — and the group card tallies the
 * successes of those roll cards as they stand now. Recording a roll on the card is done by the GM
 * (`phasesix.groupRollResult` query), who checks that the roll is the right trait of the right actor
 * made by its owner.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { ATTRIBUTES, SKILLS } from "../../rules/catalog/index.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { signedNumber } from "../chat/roll-card-context.ts";
import type { CheckKind } from "../../rules/roll-request/index.ts";
import { phaseSixRollOf } from "../chat/roll-actions.ts";
import { asRollingActor, canActFor, translate } from "../rolling-actor.ts";
import { rollCheck } from "../roll-check.ts";
import { templatePath } from "../templates.ts";
import { groupCardContext, type GroupRollData, type LiveParticipant } from "./group-roll-context.ts";
import { actorOf, groupDataOf, groupResultQuery, reportGroupRoll } from "./group-roll-record.ts";
import { registerAuthorizedQuery } from "../../queries/authority.ts";
import { dialogClasses } from "../../constants.ts";
import { skipRollDialog } from "../keybindings.ts";
import { storedActor } from "../../foundry-compat/stored.ts";

export { GROUP_RESULT_QUERY, groupDataOf, handleGroupResultQuery } from "./group-roll-record.ts";

export const GROUP_CARD_TEMPLATE = templatePath("chat/group-roll-card.hbs");
export const GROUP_DIALOG_TEMPLATE = templatePath("dialog/group-roll.hbs");

/** What the current user sees of each participant now. */
function liveParticipants(data: GroupRollData): LiveParticipant[] {
  return data.participants.map((p) => {
    const message = p.rollMessageId ? game.messages.get(p.rollMessageId) : undefined;
    const roll = message ? phaseSixRollOf(message) : null;
    const rolling = asRollingActor(actorOf(p.actorUuid));
    return {
      successes: p.rollMessageId ? (roll?.total ?? 0) : undefined,
      canRoll: rolling ? canActFor(rolling, game.user) : false,
    };
  });
}

/** Render a group card for the current user. */
export async function renderGroupCard(data: GroupRollData): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(GROUP_CARD_TEMPLATE, groupCardContext(data, liveParticipants(data), translate));
}

/** A participant's owner rolls from the card and reports the roll to the GM (`skipDialog`: the "roll at once" key). */
async function rollFromCard(card: ChatMessage.Implementation, index: number, skipDialog: boolean): Promise<void> {
  const data = groupDataOf(card);
  const participant = data?.participants[index];
  const actor = participant ? actorOf(participant.actorUuid) : null;
  if (!data || !participant || !actor) return;
  const rolling = asRollingActor(actor);
  if (!rolling || !canActFor(rolling, game.user)) {
    ui.notifications?.warn("PHASESIX.GroupRoll.NotYours", { localize: true });
    return;
  }
  const message = await rollCheck(actor, {
    kind: data.kind,
    key: data.key,
    options: { difficulty: data.difficulty },
    flavor: translate("PHASESIX.GroupRoll.Title"),
    skipDialog,
  });
  if (!message?.id) return;
  await reportGroupRoll({ cardId: card.id ?? "", index, rollMessageId: message.id });
}

/** Replace a rendered group message's content with the live card and wire its buttons. */
export function bindGroupCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const data = groupDataOf(message);
  if (!data) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  renderGroupCard(data).then((markup) => {
    content.innerHTML = markup;
    for (const button of Array.from(content.querySelectorAll<HTMLButtonElement>("button[data-phasesix-group-roll]"))) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        button.disabled = true;
        rollFromCard(message, Number(button.dataset.phasesixGroupRoll), skipRollDialog(event))
          .catch((error: unknown) => console.error("phasesix | group roll failed", error))
          .finally(() => {
            if (button.isConnected) button.disabled = false;
          });
      });
    }
  }, (error: unknown) => console.warn("phasesix | the group card could not be shown", error));
}

/** Re-render group cards whose participants' rolls changed (bonus dice, rerolls). */
function refreshGroupCards(changed: ChatMessage.Implementation): void {
  const chat = ui.chat as unknown as { updateMessage?: (message: ChatMessage.Implementation) => Promise<void> } | undefined;
  if (typeof chat?.updateMessage !== "function") return;
  for (const message of game.messages.contents.slice(-50)) {
    const data = groupDataOf(message);
    if (data?.participants.some((p) => p.rollMessageId === changed.id)) void chat.updateMessage(message);
  }
}

/** The trait choices of the dialog: attributes and skills (magic skills only with the extension). */
function traitChoices(): Array<{ group: string; options: Array<{ value: string; label: string }> }> {
  const magic = Boolean(game.settings.get(SYSTEM_ID, "extension.magic"));
  return [
    {
      group: translate("PHASESIX.GroupRoll.Attributes"),
      options: ATTRIBUTES.map((k) => ({ value: `attribute:${k}`, label: translate(`PHASESIX.Attribute.${k}`) })),
    },
    {
      group: translate("PHASESIX.GroupRoll.Skills"),
      options: SKILLS.filter((k) => magic || (k !== "magicKnowledge" && k !== "spellCasting")).map((k) => ({
        value: `skill:${k}`,
        label: translate(`PHASESIX.Skill.${k}`),
      })),
    },
  ];
}

/** Candidates: the selected tokens' actors, else every player-owned character. */
function candidateActors(): Array<{ id: string; uuid: string; name: string }> {
  const brief = (a: { id: string | null; uuid: string; name: string | null }) => ({ id: a.id ?? "", uuid: a.uuid, name: a.name ?? "" });
  const fromTokens = (canvas?.tokens?.controlled ?? []).flatMap((t) => (t.actor ? [brief(storedActor(t.actor))] : []));
  if (fromTokens.length > 0) return [...new Map(fromTokens.map((a) => [a.uuid, a])).values()];
  return game.actors.filter((a) => a.hasPlayerOwner && a.type === "character").map(brief);
}

/** GM tool: ask for the group roll's settings and post its card. */
export async function startGroupRoll(): Promise<void> {
  if (!game.user.isGM) return;
  const actors = candidateActors();
  if (actors.length === 0) {
    ui.notifications?.warn("PHASESIX.GroupRoll.NoParticipants", { localize: true });
    return;
  }
  const content = await foundry.applications.handlebars.renderTemplate(GROUP_DIALOG_TEMPLATE, {
    actors: actors.map((a) => ({ id: a.id, name: a.name })),
    traits: traitChoices(),
    difficulties: currentRuleset().difficulties.map(({ key, modifier }) => ({ value: modifier, label: `${signedNumber(modifier)} ${translate(`PHASESIX.Difficulty.${key}`)}`, selected: modifier === 0 })),
  });
  const result = await foundry.applications.api.DialogV2.input({
    classes: dialogClasses(),
    window: { title: translate("PHASESIX.GroupRoll.Title"), icon: "fa-solid fa-people-group" },
    content,
    ok: { label: translate("PHASESIX.GroupRoll.Start"), icon: "fa-solid fa-dice" },
  });
  if (!result) return;
  const form = result as Record<string, unknown>;
  const [kind, key] = String(form.trait ?? "").split(":") as [CheckKind, string];
  // FormDataExtended gives flat keys ("participant.<id>"); accept an expanded object too.
  const expanded = (form.participant ?? {}) as Record<string, unknown>;
  const chosen = actors.filter((a) => form[`participant.${a.id}`] === true || expanded[a.id] === true);
  if (!key || chosen.length === 0) return;
  const data: GroupRollData = {
    kind,
    key,
    label: kind === "attribute" ? `PHASESIX.Attribute.${key}` : `PHASESIX.Skill.${key}`,
    required: Math.max(1, Math.trunc(Number(form.required) || 1)),
    difficulty: Math.trunc(Number(form.difficulty) || 0),
    participants: chosen.map((a) => ({ actorUuid: a.uuid, name: a.name })),
  };
  await ChatMessage.create({
    content: await renderGroupCard(data),
    speaker: ChatMessage.getSpeaker({ alias: translate("PHASESIX.GroupRoll.Title") }),
    flags: { [SYSTEM_ID]: { groupRoll: data } },
  } as ChatMessage.CreateData);
}

/** Register the GM query and the hooks of the group card (at init). */
export function registerGroupRoll(): void {
  registerAuthorizedQuery(groupResultQuery);
  Hooks.on("renderChatMessageHTML", (message, html) => bindGroupCard(message, html));
  Hooks.on("updateChatMessage", (message) => refreshGroupCards(message));
}
