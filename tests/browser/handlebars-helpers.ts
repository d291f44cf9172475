/**
 * Stand-ins for the Handlebars helpers Foundry 13 registers (foundry.applications.handlebars), so our
 * real templates render outside Foundry. Each one does what Foundry's does for the arguments our
 * templates use; a template that needs another helper adds its stand-in here.
 */
import Handlebars from "handlebars";

export type Translations = Map<string, string>;

type HelperOptions = Handlebars.HelperOptions;

function isOptions(value: unknown): value is HelperOptions {
  return typeof value === "object" && value !== null && "hash" in value;
}

/** Foundry's `format`: replaces `{name}` with the data's values. */
export function formatString(template: string, data: Record<string, unknown>): string {
  return template.replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/** Registers the helpers on a fresh Handlebars environment bound to one language. */
export function createHandlebars(translations: Translations): typeof Handlebars {
  const hbs = Handlebars.create();
  const localize = (key: string, data: Record<string, unknown> = {}): string => {
    const text = translations.get(key);
    if (text === undefined) return key; // Foundry shows the raw key: the tests look for it
    return Object.keys(data).length ? formatString(text, data) : text;
  };

  // Foundry's helper takes a key built by a subexpression too (`(concat …)` gives a SafeString).
  hbs.registerHelper("localize", (key: unknown, options: HelperOptions) => localize(String(key), options.hash as Record<string, unknown>));
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hbs.registerHelper("concat", (...values: unknown[]) =>
    new Handlebars.SafeString(values.filter((v) => !isOptions(v)).map(String).join("")),
  );
  hbs.registerHelper("ifThen", (condition: unknown, a: unknown, b: unknown) => (condition ? a : b));
  hbs.registerHelper("numberFormat", (value: unknown, options: HelperOptions) => {
    const { decimals = 0, sign = false } = options.hash as { decimals?: number; sign?: boolean };
    const n = Number(value);
    const text = n.toFixed(decimals);
    return sign && n >= 0 ? `+${text}` : text;
  });
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hbs.registerHelper("lt", (a: number, b: number) => a < b);
  hbs.registerHelper("lte", (a: number, b: number) => a <= b);
  hbs.registerHelper("gt", (a: number, b: number) => a > b);
  hbs.registerHelper("gte", (a: number, b: number) => a >= b);
  hbs.registerHelper("and", (...args: unknown[]) => args.filter((v) => !isOptions(v)).every(Boolean));
  hbs.registerHelper("or", (...args: unknown[]) => args.filter((v) => !isOptions(v)).some(Boolean));
  hbs.registerHelper("not", (value: unknown) => !value);
  hbs.registerHelper(
    "selectOptions",
    (choices: Record<string, string> | Array<{ value: string; label: string }>, options: HelperOptions) => {
      const { selected, localize: loc = false, blank } = options.hash as {
        selected?: unknown;
        localize?: boolean;
        blank?: string;
      };
      const entries = Array.isArray(choices) ? choices.map((c) => [c.value, c.label] as const) : Object.entries(choices);
      const html: string[] = [];
      if (blank !== undefined) html.push(`<option value="">${Handlebars.escapeExpression(blank)}</option>`);
      for (const [value, label] of entries) {
        const text = loc ? localize(label) : label;
        const isSelected = String(selected) === String(value) ? " selected" : "";
        html.push(`<option value="${Handlebars.escapeExpression(value)}"${isSelected}>${Handlebars.escapeExpression(text)}</option>`);
      }
      return new Handlebars.SafeString(html.join(""));
    },
  );
  hbs.registerHelper("editor", (content: string) => new Handlebars.SafeString(`<div class="editor-content">${content ?? ""}</div>`));
  return hbs;
}
