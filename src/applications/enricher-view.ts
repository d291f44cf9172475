/**
 * What a journal or chat link looks like (issue 25 → Enrichers), without Foundry: the parsed link
 * (rules/enrichers.ts) becomes a view — label, tooltip, icon, data — and the view one `<a>` element
 * as markup. The enricher (enrichers.ts) turns that markup into the element Foundry inserts; the
 * browser test renders the same markup with the compiled CSS.
 */
import type { EnricherParse, EnricherRequest } from "../rules/enrichers.ts";
import { difficultyLabel } from "../rules/roll-request/index.ts";
import type { DifficultyLevel } from "../rules/ruleset/index.ts";

export type Localize = (key: string, data?: Record<string, string | number>) => string;

/** One link as shown. */
export interface EnricherView {
  /** The link's command, or "invalid" for a link that could not be read. */
  command: EnricherRequest["command"] | "invalid";
  label: string;
  tooltip: string;
  /** Font Awesome classes of the icon before the label. */
  icon: string;
  /** `data-*` attributes the click handler reads. */
  data: Record<string, string>;
}

/** The i18n key of a check target's label. */
function traitLabel(request: Extract<EnricherRequest, { command: "check" }>): string {
  if (request.kind === "evasion") return "PHASESIX.Sheet.Evasion";
  return request.kind === "attribute" ? `PHASESIX.Attribute.${request.key}` : `PHASESIX.Skill.${request.key}`;
}

/** A difficulty's name in the ruleset, or the signed number of a free one (+5). */
function difficultyText(value: number, difficulties: readonly DifficultyLevel[], localize: Localize): string {
  const key = difficultyLabel(value, difficulties);
  return key ? localize(key) : value > 0 ? `+${value}` : String(value);
}

/**
 * The view of a parsed link. `difficulties` are the world's ruleset's named levels; `source` is the
 * link's own text, shown (struck through) when it could not be read.
 */
export function enricherView(parsed: EnricherParse, source: string, difficulties: readonly DifficultyLevel[], localize: Localize): EnricherView {
  if (!parsed.ok) {
    return {
      command: "invalid",
      label: source,
      tooltip: localize(`PHASESIX.Enricher.Invalid.${parsed.error}`, { detail: parsed.detail }),
      icon: "fa-solid fa-triangle-exclamation",
      data: {},
    };
  }
  const request = parsed.request;
  switch (request.command) {
    case "check": {
      const trait = localize(traitLabel(request));
      const difficulty = request.difficulty === undefined ? null : difficultyText(request.difficulty, difficulties, localize);
      const named = difficulty === null ? trait : localize("PHASESIX.Enricher.CheckDifficulty", { trait, difficulty });
      return {
        command: "check",
        label: request.label ?? named,
        tooltip: localize("PHASESIX.Enricher.CheckTooltip", { check: named }),
        icon: "fa-solid fa-dice-six",
        data: { kind: request.kind, key: request.key, ...(request.difficulty === undefined ? {} : { difficulty: String(request.difficulty) }) },
      };
    }
    case "attack":
      return {
        command: "attack",
        label: request.label ?? request.weapon ?? localize("PHASESIX.Enricher.Attack"),
        tooltip: request.weapon ? localize("PHASESIX.Enricher.AttackWeaponTooltip", { weapon: request.weapon }) : localize("PHASESIX.Enricher.AttackTooltip"),
        icon: "fa-solid fa-crosshairs",
        data: request.weapon ? { weapon: request.weapon } : {},
      };
    case "condition":
      return {
        command: "condition",
        label: request.label ?? localize(`PHASESIX.Condition.${request.key}`),
        tooltip: `${localize(`PHASESIX.Sheet.ConditionHint.${request.key}`)} ${localize("PHASESIX.Enricher.ConditionTooltip")}`,
        icon: "fa-solid fa-heart-crack",
        data: { key: request.key },
      };
  }
}

/** Who a link acts for right now: the selected token's actor or the user's character, or nobody. */
export type LinkActor = { name: string; from: "token" | "character" } | null;

/** A link's state for this user now: its tooltip says for whom it acts, or that nobody is there yet. */
export interface LinkAvailability {
  tooltip: string;
  /** Nobody to act for: the link says so before the click (and the click says it again). */
  unavailable: boolean;
}

/**
 * The link's tooltip for this user now (issue 30: a link said only after the click that a token was
 * needed): its own tooltip and for whom it acts — "For Mara (selected token)." — or, with nobody
 * selected and no character assigned, that a token or character is needed first. Invalid links stay.
 */
export function linkAvailability(view: Pick<EnricherView, "command" | "tooltip">, actor: LinkActor, localize: Localize): LinkAvailability {
  if (view.command === "invalid") return { tooltip: view.tooltip, unavailable: false };
  if (!actor) return { tooltip: `${localize("PHASESIX.Enricher.NeedsActor")} ${view.tooltip}`, unavailable: true };
  const who = localize(actor.from === "token" ? "PHASESIX.Enricher.ForToken" : "PHASESIX.Enricher.ForCharacter", { name: actor.name });
  return { tooltip: `${who} ${view.tooltip}`, unavailable: false };
}

/** Text safe inside HTML text and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A camelCase data key as its `data-` attribute name. */
function dataAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * The markup of one link: an inline `<a>` (a button to screen readers, unless it is an unreadable
 * link) with the icon and the label, the tooltip Foundry shows on hover (with its availability for
 * this user: for whom it acts, or marked unavailable), and the data the click handler reads.
 */
export function enricherMarkup(view: EnricherView, availability: LinkAvailability = { tooltip: view.tooltip, unavailable: false }): string {
  const invalid = view.command === "invalid";
  const attributes = [
    `class="phasesix-enricher phasesix-enricher-${view.command}${availability.unavailable ? " phasesix-enricher-unavailable" : ""}"`,
    invalid ? "" : 'role="button" tabindex="0"',
    availability.unavailable ? 'aria-disabled="true"' : "",
    `data-phasesix-enricher="${view.command}"`,
    ...Object.entries(view.data).map(([key, value]) => `${dataAttribute(key)}="${escapeHtml(value)}"`),
    // the link's own tooltip, kept to say for whom it acts when the selection changes
    invalid ? "" : `data-phasesix-hint="${escapeHtml(view.tooltip)}"`,
    `data-tooltip="${escapeHtml(availability.tooltip)}"`,
    `aria-label="${escapeHtml(`${view.label} — ${availability.tooltip}`)}"`,
  ].filter(Boolean);
  return `<a ${attributes.join(" ")}><i class="${view.icon}" inert></i><span class="phasesix-enricher-label">${escapeHtml(view.label)}</span></a>`;
}
