/**
 * The GM's reputation award (RULES.md → Character → Advancement): a GM tool asks for the amount and
 * the characters (the selected tokens' characters, else every player character: the whole party),
 * adds the reputation to each (`system.reputation.awarded`, one update per actor) and posts one chat
 * card listing who got what. GM only: the GM owns every actor, so no query is needed.
 */
import type { Award, AwardRecipient } from "../../rules/character/index.ts";
import { MAX_AWARD, awardAmount, awardReputation } from "../../rules/character/index.ts";
import { CharacterData } from "../../data/actor/character.ts";
import { translate } from "../rolling-actor.ts";
import { templatePath } from "../templates.ts";
import { dialogClasses } from "../../constants.ts";
import { storedActor } from "../../foundry-compat/stored.ts";

export const REPUTATION_DIALOG_TEMPLATE = templatePath("builder/reputation-dialog.hbs");
export const REPUTATION_CARD_TEMPLATE = templatePath("builder/reputation-card.hbs");

/** A character the dialog offers, and whether it starts ticked. */
export interface ReputationCandidate extends AwardRecipient {
  uuid: string;
  checked: boolean;
}

interface ActorLike {
  id: string | null;
  uuid: string;
  name: string;
  type: string;
  system: unknown;
  hasPlayerOwner: boolean;
}

/**
 * The characters to offer: every player character (the party); when tokens are selected, their
 * characters are offered too and only they start ticked.
 */
export function reputationCandidates(actors: Iterable<ActorLike>, selected: Iterable<ActorLike>): ReputationCandidate[] {
  const chosen = new Set([...selected].map((a) => a.uuid));
  const seen = new Map<string, ReputationCandidate>();
  for (const actor of [...actors, ...selected]) {
    const system = actor.system;
    if (!(system instanceof CharacterData) || seen.has(actor.uuid)) continue;
    if (!actor.hasPlayerOwner && !chosen.has(actor.uuid)) continue;
    seen.set(actor.uuid, {
      id: actor.id ?? "",
      uuid: actor.uuid,
      name: actor.name,
      awarded: system.reputation.awarded,
      checked: chosen.size === 0 || chosen.has(actor.uuid),
    });
  }
  return [...seen.values()];
}

/** The dialog's answer read as the amount and the ticked characters; null (with the reason key) when unusable. */
export function readAwardForm(form: Record<string, unknown>, candidates: readonly ReputationCandidate[]): { amount: number; recipients: ReputationCandidate[] } | { error: string } {
  const amount = awardAmount(form.amount);
  if (amount === null) return { error: "PHASESIX.Reputation.BadAmount" };
  // FormDataExtended gives flat keys ("recipient.<id>"); accept an expanded object too.
  const expanded = (form.recipient ?? {}) as Record<string, unknown>;
  const recipients = candidates.filter((c) => form[`recipient.${c.id}`] === true || expanded[c.id] === true);
  if (recipients.length === 0) return { error: "PHASESIX.Reputation.NoneChosen" };
  return { amount, recipients };
}

/** An actor as the award needs it. */
export interface AwardedActor {
  id: string | null;
  name: string;
  system: unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** Award reputation to the given actors (one update each) and post one card; returns the awards. */
export async function awardReputationTo(actors: readonly AwardedActor[], amount: number): Promise<Award[]> {
  const recipients = actors.flatMap((actor) => {
    const system: unknown = actor.system;
    return system instanceof CharacterData ? [{ actor, recipient: { id: actor.id ?? "", name: actor.name, awarded: system.reputation.awarded } }] : [];
  });
  const awards = awardReputation(
    recipients.map((r) => r.recipient),
    amount,
  );
  for (const [index, award] of awards.entries()) {
    if (award.gained === 0) continue;
    const update: Record<string, unknown> = { "system.reputation.awarded": award.after };
    await recipients[index].actor.update(update);
  }
  const content = await foundry.applications.handlebars.renderTemplate(REPUTATION_CARD_TEMPLATE, { awards, amount });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ alias: translate("PHASESIX.Reputation.CardTitle") }) } as ChatMessage.CreateData);
  return awards;
}

/** GM tool: ask for the amount and the characters, then award. */
export async function startReputationAward(): Promise<Award[] | null> {
  if (!game.user.isGM) return null;
  const selected = (canvas?.tokens?.controlled ?? []).flatMap((t) => (t.actor ? [storedActor(t.actor)] : []));
  const candidates = reputationCandidates(game.actors, selected);
  if (candidates.length === 0) {
    ui.notifications.warn(translate("PHASESIX.Reputation.NoCharacters"));
    return null;
  }
  const content = await foundry.applications.handlebars.renderTemplate(REPUTATION_DIALOG_TEMPLATE, { candidates, max: MAX_AWARD });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    classes: dialogClasses(),
    window: { title: translate("PHASESIX.Reputation.Award"), icon: "fa-solid fa-award" },
    content,
    ok: { label: translate("PHASESIX.Reputation.Award"), icon: "fa-solid fa-award" },
  });
  if (!answer || typeof answer !== "object") return null;
  const read = readAwardForm(answer as Record<string, unknown>, candidates);
  if ("error" in read) {
    ui.notifications.warn(game.i18n.format(read.error, { max: String(MAX_AWARD) }));
    return null;
  }
  const actors = read.recipients.flatMap((c) => {
    const actor = game.actors.get(c.id);
    return actor ? [actor] : [];
  });
  return awardReputationTo(actors, read.amount);
}
