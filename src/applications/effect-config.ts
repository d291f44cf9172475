/**
 * Foundry's effect editor (ActiveEffectConfig) with Phase Six keys: the change-key inputs suggest
 * every attribute, skill and aspect key (a datalist with their localized names), and a line under
 * the changes explains the key form. Only the suggestions are ours; the editor is Foundry's.
 * On Foundry 14 a change of our type `phasesix` is drawn by {@link renderPhaseSixChangeRow}: Foundry's
 * own row, its key input tied to the suggestions.
 */
import { effectKeys } from "../rules/character/index.ts";
import { effectChangeKeyInputs, effectKeyHintKey } from "../foundry-compat/effect-changes.ts";

const DATALIST_ID = "phasesix-effect-keys";

/** The suggested keys with their labels, e.g. `phasesix.attribute.strength` → "Strength (Attribute)". */
export function effectKeyOptions(localize: (key: string) => string): Array<{ value: string; label: string }> {
  const kindLabel = { attribute: "PHASESIX.Item.ModifierKind.attribute", skill: "PHASESIX.Item.ModifierKind.skill", aspect: "PHASESIX.Item.ModifierKind.aspect" } as const;
  const prefix = { attribute: "PHASESIX.Attribute.", skill: "PHASESIX.Skill.", aspect: "PHASESIX.Aspect." } as const;
  return effectKeys().map(({ key, kind, target }) => ({ value: key, label: `${localize(prefix[kind] + target)} (${localize(kindLabel[kind])})` }));
}

/** Foundry 14's template of one change row (ActiveEffectConfig's `changes` part). */
const CHANGE_ROW_TEMPLATE = "templates/sheets/active-effect/change.hbs";

/** A rendered change row with its key input (`name="….key"`) tied to the suggestions, an example as placeholder. */
export function withKeySuggestions(html: string): string {
  return html.replace(/<input\b([^>]*\bname="[^"]*\.key"[^>]*)>/g, (tag, attributes: string) => {
    if (/\blist=/.test(attributes)) return tag;
    const placeholder = /\bplaceholder=/.test(attributes) ? "" : ' placeholder="phasesix.attribute.strength"';
    return `<input list="${DATALIST_ID}"${placeholder}${attributes}>`;
  });
}

/** Foundry 14: the `render` of the change type `phasesix` — Foundry's row, offering our keys. */
export async function renderPhaseSixChangeRow(context: Record<string, unknown>): Promise<string> {
  return withKeySuggestions(await foundry.applications.handlebars.renderTemplate(CHANGE_ROW_TEMPLATE, context));
}

/** `renderActiveEffectConfig` hook: attach the suggestions and the hint. */
export function onRenderEffectConfig(_app: unknown, element: HTMLElement): void {
  const inputs = effectChangeKeyInputs(element);
  if (inputs.length === 0 && !element.querySelector('[data-tab="changes"]')) return;
  if (!element.querySelector(`#${DATALIST_ID}`)) {
    const list = document.createElement("datalist");
    list.id = DATALIST_ID;
    for (const option of effectKeyOptions((key) => game.i18n.localize(key))) {
      const el = document.createElement("option");
      el.value = option.value;
      el.label = option.label;
      list.append(el);
    }
    element.append(list);
  }
  for (const input of inputs) input.setAttribute("list", DATALIST_ID);
  const tab = element.querySelector('section[data-tab="changes"]');
  if (tab && !tab.querySelector(".phasesix-effect-key-hint")) {
    const hint = document.createElement("p");
    hint.className = "hint phasesix-effect-key-hint";
    hint.textContent = game.i18n.localize(effectKeyHintKey());
    tab.append(hint);
  }
}
