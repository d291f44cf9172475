/**
 * A tick at maximum stress (2025 edition, rulebook-de → Horror → Ticks): the stress goes back to 0
 * and the character gains a tick — a quirk, chosen by the player. It is an event of the table, never
 * a silent change: a chat card says what happened and, while a tick is still to be chosen, offers its
 * owner a button to choose it (the card names the actor in its flags, so the button works after a
 * reload and on the player's own client); the client that caused it also asks at once, through the
 * prompt the applications layer installs (`setTickPrompt`: documents do not open dialogs).
 * A character keeps the ticks still to be chosen in `system.dread.quirksOwed` (the counter both
 * editions use for quirks owed).
 */
import { SYSTEM_ID } from "../constants.ts";
import { speakerOf, uuidOf } from "../foundry-compat/stored.ts";

/** The flag (`flags.phasesix.tick`) of a tick card: the actor and whether a tick is to be chosen. */
export const TICK_FLAG = "tick";

export interface TickCardFlag {
  actorUuid: string;
  /** A character gained a tick to choose (an NPC's card only tells). */
  choose: boolean;
}

/** Asks the current user to choose an owed tick for `actor` (installed by the applications layer). */
export type TickPrompt = (actor: Actor.Implementation) => Promise<void>;

let tickPrompt: TickPrompt | null = null;

/** Install the prompt a tick opens on the client that caused it (applications layer, at init). */
export function setTickPrompt(prompt: TickPrompt | null): void {
  tickPrompt = prompt;
}

/** The tick card's flag of a message, if it is one. */
export function tickCardOf(message: { flags?: unknown } | null | undefined): TickCardFlag | null {
  const flags = message?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const flag = flags?.[SYSTEM_ID]?.[TICK_FLAG];
  if (typeof flag !== "object" || flag === null) return null;
  const f = flag as Record<string, unknown>;
  return typeof f.actorUuid === "string" && typeof f.choose === "boolean" ? { actorUuid: f.actorUuid, choose: f.choose } : null;
}

/** `game.i18n.format` / `localize` in one. */
type Localize = (key: string, data?: Record<string, string>) => string;

function localize(key: string, data?: Record<string, string>): string {
  return data ? game.i18n.format(key, data) : game.i18n.localize(key);
}

/** The tick card's words for `name` (`ticks`: how many the actor has now); pure with its translator. */
export function tickCardContext(name: string, ticks: number, choose: boolean, t: Localize = localize): { title: string; text: string; hint: string; choose: string } {
  return {
    title: t("PHASESIX.Horror.Tick.Title", { name }),
    text: t("PHASESIX.Notify.Tick", { name }) + " " + t("PHASESIX.Horror.Tick.Count", { n: String(ticks) }),
    hint: t("PHASESIX.Horror.Tick.Hint"),
    choose: choose ? t("PHASESIX.Horror.Tick.Choose") : "",
  };
}

/**
 * The tick is announced: the card on the table, then (not awaited: the roll or button that caused it
 * finishes first) the prompt to choose it on this client.
 */
export async function announceTick(actor: Actor.Implementation, ticks: number, choose: boolean): Promise<void> {
  const context = tickCardContext(actor.name ?? "", ticks, choose);
  const content = await foundry.applications.handlebars.renderTemplate(`systems/${SYSTEM_ID}/templates/chat/tick-card.hbs`, context);
  const flag: TickCardFlag = { actorUuid: uuidOf(actor), choose };
  await ChatMessage.create({ speaker: speakerOf(actor), content, flags: { [SYSTEM_ID]: { [TICK_FLAG]: flag } } } as ChatMessage.CreateData);
  if (choose && tickPrompt) tickPrompt(actor).catch((error: unknown) => console.error("phasesix | choosing the tick failed", error));
}
