/**
 * Foundry's effect editor (ActiveEffectConfig) with Phase Six keys: the change-key inputs suggest
 * every attribute, skill and aspect key (a datalist with their localized names), and a line under
 * the changes explains the key form. Only the suggestions are ours; the editor is Foundry's.
 */
import { effectKeys } from "../rules/character/index.ts";

const DATALIST_ID = "phasesix-effect-keys";

/** The suggested keys with their labels, e.g. `phasesix.attribute.strength` → "Strength (Attribute)". */
export function effectKeyOptions(localize: (key: string) => string): Array<{ value: string; label: string }> {
  const kindLabel = { attribute: "PHASESIX.Item.ModifierKind.attribute", skill: "PHASESIX.Item.ModifierKind.skill", aspect: "PHASESIX.Item.ModifierKind.aspect" } as const;
  const prefix = { attribute: "PHASESIX.Attribute.", skill: "PHASESIX.Skill.", aspect: "PHASESIX.Aspect." } as const;
  return effectKeys().map(({ key, kind, target }) => ({ value: key, label: `${localize(prefix[kind] + target)} (${localize(kindLabel[kind])})` }));
}

/** `renderActiveEffectConfig` hook: attach the suggestions and the hint. */
export function onRenderEffectConfig(_app: unknown, element: HTMLElement): void {
  const inputs = element.querySelectorAll<HTMLInputElement>('input[name^="changes."][name$=".key"]');
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
    hint.textContent = game.i18n.localize("PHASESIX.Effect.KeyHint");
    tab.append(hint);
  }
}
