import { describe, expect, it } from "vitest";
import { SETTINGS, onChangeOf, refreshActorSheets } from "../src/settings.ts";
import type { SettingKey } from "../src/settings.ts";
import { loadTranslations } from "./browser/harness.ts";

describe("world settings", () => {
  const en = loadTranslations("en");
  const de = loadTranslations("de");
  const labelKey = (key: string) =>
    `PHASESIX.Settings.${key.replace(/\.(\w)/, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase())}`;

  it.each(Object.keys(SETTINGS))("%s has a name, a hint and labelled choices in both languages", (key) => {
    const row = SETTINGS[key as keyof typeof SETTINGS];
    if ("config" in row && row.config === false) return;
    for (const lang of [en, de]) {
      expect(lang.get(`${labelKey(key)}.Name`), `${labelKey(key)}.Name`).toBeTruthy();
      expect(lang.get(`${labelKey(key)}.Hint`), `${labelKey(key)}.Hint`).toBeTruthy();
      if ("choices" in row) for (const choice of Object.values(row.choices)) expect(lang.get(choice), choice).toBeTruthy();
    }
  });

  it("re-renders open actor sheets when an extension is switched, and only then", () => {
    const keys = Object.keys(SETTINGS) as SettingKey[];
    const extensions = keys.filter((key) => key.startsWith("extension."));
    expect(extensions.length).toBeGreaterThanOrEqual(3);
    for (const key of extensions) expect(onChangeOf(key, SETTINGS[key])).toBe(refreshActorSheets);
    expect(onChangeOf("magicLevel", SETTINGS.magicLevel)).toBeUndefined();
  });

  it("offers the rulebook readings as defaults", () => {
    expect(SETTINGS.initiativeVariant.default).toBe("pool");
    expect(SETTINGS.protectionVariant.default).toBe("pool");
    expect(SETTINGS.magicLevel.default).toBe(3);
    expect(SETTINGS.faithLevel.default).toBe(3);
  });

  it("runs the reaction a higher layer passes in when the content language changes (the settings layer imports none)", () => {
    const reaction = () => undefined;
    expect(onChangeOf("contentLanguage", SETTINGS.contentLanguage, { contentLanguage: reaction })).toBe(reaction);
    expect(onChangeOf("contentLanguage", SETTINGS.contentLanguage)).toBeUndefined();
  });
});
