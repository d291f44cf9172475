/** The translator the sheets' context builders get in browser tests: the harness's dictionary of one language. */
import { formatString } from "./handlebars-helpers.ts";
import { loadTranslations, type Lang } from "./harness.ts";

export function localizer(lang: Lang) {
  const translations = loadTranslations(lang);
  return (key: string, data?: Record<string, string | number>) => {
    const text = translations.get(key) ?? key;
    return data ? formatString(text, data) : text;
  };
}
