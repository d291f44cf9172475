/**
 * The text syntax of Phase Six's journal and chat links (enrichers), without Foundry:
 *
 * - `[[/check <key> difficulty=N]]{label}` — a check of an attribute or skill (catalog keys such as
 *   `perception`, `strength`, `handToHand`; `evasion` for the evasion roll). `difficulty` is the
 *   minimum-roll modifier (1 = hard), a whole number within ±{@link ENRICHER_DIFFICULTY_LIMIT};
 *   without it the ruleset's normal difficulty applies. The label is optional.
 * - `[[/attack]]`, `[[/attack <weapon name>]]{label}` — an attack with the rolling actor's weapon
 *   (named, or the only one, or one picked from several).
 * - `[[/condition <key>]]{label}` — a condition (catalog keys: `bleeding`, `shocked` …).
 *
 * Keys are matched without regard to case. Parsing never throws: a malformed link gives a reason,
 * which the link shows instead of rolling something the author did not mean.
 */
import { ATTRIBUTES, CONDITIONS, SKILLS, type AttributeKey, type ConditionKey, type SkillKey } from "./catalog/index.ts";

/** The commands our links know. */
export const ENRICHER_COMMANDS = ["check", "attack", "condition"] as const;
export type EnricherCommand = (typeof ENRICHER_COMMANDS)[number];

/**
 * The pattern Foundry's TextEditor runs over text (global, case-insensitive): group 1 the command,
 * group 2 its arguments, group 3 the optional `{label}`.
 */
export const ENRICHER_PATTERN = /\[\[\/(check|attack|condition)(?=[\s\]])([^\]]*)\]\](?:\{([^}]*)\})?/gi;

/** The largest difficulty a link may name either way (the roll dialog's free difficulty allows the same). */
export const ENRICHER_DIFFICULTY_LIMIT = 20;

/** What a check link rolls. */
export type CheckTarget = { kind: "attribute"; key: AttributeKey } | { kind: "skill"; key: SkillKey } | { kind: "evasion"; key: "evasion" };

/** A parsed link. */
export type EnricherRequest =
  | ({ command: "check"; difficulty?: number; label?: string } & CheckTarget)
  | { command: "attack"; weapon?: string; label?: string }
  | { command: "condition"; key: ConditionKey; label?: string };

/** Why a link could not be read. */
export type EnricherError = "missingKey" | "unknownKey" | "badDifficulty" | "unknownOption" | "unknownCommand";

export type EnricherParse = { ok: true; request: EnricherRequest } | { ok: false; error: EnricherError; detail: string };

function fail(error: EnricherError, detail: string): EnricherParse {
  return { ok: false, error, detail };
}

/** The canonical key of `list` that `word` names, ignoring case. */
function keyOf<K extends string>(list: readonly K[], word: string): K | undefined {
  const wanted = word.toLowerCase();
  return list.find((key) => key.toLowerCase() === wanted);
}

/** The check target a word names: an attribute, a skill or evasion. */
export function checkTargetOf(word: string): CheckTarget | null {
  const attribute = keyOf(ATTRIBUTES, word);
  if (attribute) return { kind: "attribute", key: attribute };
  const skill = keyOf(SKILLS, word);
  if (skill) return { kind: "skill", key: skill };
  return word.toLowerCase() === "evasion" ? { kind: "evasion", key: "evasion" } : null;
}

/** A trimmed, non-empty label, or nothing. */
function withLabel<T extends object>(request: T, label: string | undefined): T & { label?: string } {
  const text = label?.trim();
  return text ? { ...request, label: text } : request;
}

function parseCheck(words: string[], label: string | undefined): EnricherParse {
  const [first, ...rest] = words;
  if (!first) return fail("missingKey", "");
  const target = checkTargetOf(first);
  if (!target) return fail("unknownKey", first);
  let difficulty: number | undefined;
  for (const word of rest) {
    const option = /^difficulty=(.*)$/i.exec(word);
    if (!option) return fail("unknownOption", word);
    const value = option[1];
    if (!/^[+-]?\d+$/.test(value)) return fail("badDifficulty", value);
    const n = Number(value);
    if (Math.abs(n) > ENRICHER_DIFFICULTY_LIMIT) return fail("badDifficulty", value);
    difficulty = n;
  }
  return { ok: true, request: withLabel({ command: "check", ...target, ...(difficulty === undefined ? {} : { difficulty }) }, label) };
}

/**
 * Read one link from its parts: the command, the text between it and `]]`, and the label. Words are
 * separated by whitespace; a weapon name keeps its inner spaces.
 */
export function parseEnricher(command: string, args: string, label?: string): EnricherParse {
  const text = args.replace(/\s+/g, " ").trim();
  const words = text === "" ? [] : text.split(" ");
  switch (command.toLowerCase()) {
    case "check":
      return parseCheck(words, label);
    case "attack":
      return { ok: true, request: withLabel({ command: "attack", ...(text ? { weapon: text } : {}) }, label) };
    case "condition": {
      const [word, extra] = words;
      if (!word) return fail("missingKey", "");
      if (extra !== undefined) return fail("unknownOption", extra);
      const key = keyOf(CONDITIONS, word);
      return key ? { ok: true, request: withLabel({ command: "condition", key }, label) } : fail("unknownKey", word);
    }
    default:
      return fail("unknownCommand", command);
  }
}

/** Read a match of {@link ENRICHER_PATTERN}. */
export function parseEnricherMatch(match: RegExpMatchArray): EnricherParse {
  return parseEnricher(match[1] ?? "", match[2] ?? "", match[3]);
}

/** Every link in a text, in order, with where it stands (the source text is `text.slice(index, index + length)`). */
export function findEnrichers(text: string): Array<{ index: number; length: number; parse: EnricherParse }> {
  return Array.from(text.matchAll(ENRICHER_PATTERN), (match) => ({ index: match.index, length: match[0].length, parse: parseEnricherMatch(match) }));
}

/** A weapon the rolling actor can attack with, in each of its modes. */
export interface AttackWeapon<W> {
  weapon: W;
  name: string;
  modes: readonly string[];
}

/** One attack an attack link may start: a weapon in one mode. */
export interface AttackChoice<W> {
  weapon: W;
  name: string;
  mode: string;
}

/**
 * The attacks an attack link offers: every mode of the weapon it names (name without regard to case
 * or surrounding spaces), or of every weapon when it names none. Empty when the actor has no such
 * weapon; one choice rolls at once, several are picked from.
 */
export function attackChoices<W>(weapons: ReadonlyArray<AttackWeapon<W>>, wanted?: string): Array<AttackChoice<W>> {
  const name = wanted?.trim().toLowerCase();
  const matching = name ? weapons.filter((w) => w.name.trim().toLowerCase() === name) : weapons;
  return matching.flatMap((w) => w.modes.map((mode) => ({ weapon: w.weapon, name: w.name, mode })));
}

/** The counter a condition link sets when clicked: on (1) when the condition is off, else off (0). */
export function toggledCondition(current: number): number {
  return current > 0 ? 0 : 1;
}

/** Of the candidates, the actor a link rolls for: the selected token's actor, else the user's character. */
export function enricherActor<A>(selected: ReadonlyArray<A | null | undefined>, character: A | null | undefined): A | null {
  return selected.find((actor): actor is A => actor !== null && actor !== undefined) ?? character ?? null;
}
