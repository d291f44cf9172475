/**
 * The group roll card as plain data (RULES.md → Dice → Group roll): the GM names the trait and the
 * successes needed; every participant rolls their own check (with their own bonus, destiny and
 * rerolls — those stay on their own roll card and count here); the sum of all successes decides
 * (the core's {@link resolveGroupRoll}). Pure: no Foundry globals.
 */
import { resolveGroupRoll } from "../../rules/group-roll.ts";
import type { CheckKind } from "../../rules/roll-request/index.ts";
import type { Translate } from "../chat/roll-card-context.ts";
import { signedNumber } from "../chat/roll-card-context.ts";

/** One participant as stored on the group card (message flags). */
export interface GroupParticipant {
  actorUuid: string;
  name: string;
  /** The participant's roll message, once rolled. */
  rollMessageId?: string;
}

/** The group roll as stored on its card (message flags `phasesix.groupRoll`). */
export interface GroupRollData {
  kind: CheckKind;
  key: string;
  /** i18n key of the trait's label. */
  label: string;
  required: number;
  difficulty: number;
  participants: GroupParticipant[];
}

/** What the viewer sees of one participant right now. */
export interface LiveParticipant {
  /** Successes of their roll as it stands now (after bonus dice / rerolls), undefined before rolling. */
  successes: number | undefined;
  /** The viewer owns this participant and it has not rolled yet. */
  canRoll: boolean;
}

export type GroupCardContext = {
  title: string;
  trait: string;
  difficultyText: string;
  required: number;
  rows: Array<{ index: number; name: string; rolled: boolean; successesText: string; canRoll: boolean }>;
  successes: number;
  totalText: string;
  passed: boolean;
  done: boolean;
  outcomeText: string;
};

/** Build the card; `live[i]` belongs to `data.participants[i]`. */
export function groupCardContext(data: GroupRollData, live: readonly LiveParticipant[], t: Translate): GroupCardContext {
  const rolled = live.map((l) => l.successes ?? 0);
  const result = resolveGroupRoll(rolled, data.required);
  const done = live.every((l) => l.successes !== undefined);
  return {
    title: t("PHASESIX.GroupRoll.Title"),
    trait: t(data.label),
    difficultyText: signedNumber(data.difficulty),
    required: result.required,
    rows: data.participants.map((p, index) => {
      const successes = live[index]?.successes;
      return {
        index,
        name: p.name,
        rolled: successes !== undefined,
        successesText: successes === undefined ? t("PHASESIX.GroupRoll.Waiting") : String(successes),
        canRoll: successes === undefined && (live[index]?.canRoll ?? false),
      };
    }),
    successes: result.successes,
    totalText: t("PHASESIX.GroupRoll.Total", { successes: result.successes, required: result.required }),
    passed: result.passed,
    done,
    outcomeText: result.passed ? t("PHASESIX.GroupRoll.Passed") : done ? t("PHASESIX.Chat.Failed") : t("PHASESIX.GroupRoll.Failed"),
  };
}

/**
 * Whether a roll may be recorded for a participant: the roll is of the group's trait and of that
 * participant's actor, and the participant has not rolled yet (checked again by the GM).
 */
export function acceptsRoll(
  data: GroupRollData,
  index: number,
  roll: { actorUuid?: string | undefined; kind?: string | undefined; key?: string | undefined },
): boolean {
  const participant = data.participants[index];
  if (!participant || participant.rollMessageId) return false;
  return roll.actorUuid === participant.actorUuid && roll.kind === data.kind && roll.key === data.key;
}
