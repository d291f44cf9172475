/**
 * The 2026 edition's word for favor on the Foundry stand-ins (rulebook 2026, Pantheon → Gunst: the
 * English book says "grace", the German stays "Gunst"): the pantheon tab, the prayer and service
 * dialogs as the sheet renders them, and the result card, in English and German — and the 2025 world
 * still says favor.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { clickAction, lastInputContent, setInputAnswer } from "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { GRACE_WORDS, graceWordKey } from "../../src/rules/extensions/grace-wording.ts";
import { installPantheonWorld } from "./pantheon-world.ts";

type PantheonContext = { pantheon: { words: Record<string, string> } };

const WORDING = {
  en: { cost: "Grace cost", modifier: "Grace of the priest", granted: "Granted. Grace -3.", pleas: "Grace spent on pleas during the service", service: "Granted. Grace 5.", up: "Raise grace", hint: "Grace rises" },
  de: { cost: "Kosten (Gunst)", modifier: "Gunst des Priesters", granted: "Gewährt. Gunst -3.", pleas: "Gunst für Bitten während des Gottesdienstes", service: "Gewährt. Gunst 5.", up: "Gunst erhöhen", hint: "Gunst steigt" },
} as const;

describe("grace in the 2026 edition (rulebook 2026, Pantheon → Gunst)", () => {
  for (const lang of ["en", "de"] as const) {
    const words = WORDING[lang];

    it(`names it on the pantheon tab (${lang})`, async () => {
      const world = installPantheonWorld(lang, "2026");
      const { sheet } = world.priest(4);
      await (sheet as unknown as { render(): Promise<unknown> }).render();
      const context = (sheet as unknown as { rendered: { context: PantheonContext } }).rendered.context;
      expect(context.pantheon.words.Up).toBe(words.up);
      expect(context.pantheon.words.SheetHint).toContain(words.hint);
    });

    it(`names it in the prayer dialog and on the prayer card (${lang})`, async () => {
      const world = installPantheonWorld(lang, "2026");
      const { sheet } = world.priest(4);
      setInputAnswer({ extraPriests: 0, relicLevel: 0, cost: 3 });
      scriptDiceFaces([5]);
      await clickAction(sheet as never, "pray", { form: "lesserPlea" });
      expect(lastInputContent()).toContain(words.cost);
      expect(lastInputContent()).toContain(words.modifier);
      expect(world.messages.at(-1)?.content).toContain(words.granted);
      if (lang === "en") expect(`${lastInputContent()} ${world.messages.at(-1)?.content}`).not.toMatch(/favou?r/i);
    });

    it(`names it in the service dialog and on the service card (${lang})`, async () => {
      const world = installPantheonWorld(lang, "2026");
      const { sheet } = world.priest(1);
      setInputAnswer({ participants: 10, pleaCosts: 1 });
      await clickAction(sheet as never, "holdService");
      expect(lastInputContent()).toContain(words.pleas);
      expect(lastInputContent()).toContain("6");
      expect(world.messages.at(-1)?.content).toContain(words.service);
      if (lang === "en") expect(`${lastInputContent()} ${world.messages.at(-1)?.content}`).not.toMatch(/favou?r/i);
    });
  }

  it("keeps favor in the 2025 edition's dialogs and cards", async () => {
    const world = installPantheonWorld("en", "2025");
    const { sheet } = world.priest(1);
    setInputAnswer({ participants: 10, pleaCosts: 1 });
    await clickAction(sheet as never, "holdService");
    expect(lastInputContent()).toContain("Favor spent on pleas during the service");
    expect(world.messages.at(-1)?.content).toContain("Granted. Favor 5.");
    expect(`${lastInputContent()} ${world.messages.at(-1)?.content}`).not.toMatch(/grace/i);
  });
});

describe("the grace wording in both languages (rulebook 2026, Pantheon → Gunst)", () => {
  function translate(lang: "en" | "de"): (key: string) => unknown {
    const strings: unknown = JSON.parse(fs.readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), "utf8"));
    return (key) => key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), strings);
  }

  it("says grace, never favor, in English", () => {
    const en = translate("en");
    for (const word of GRACE_WORDS) {
      expect(en(graceWordKey("grace", word))).toMatch(/grace/i);
      expect(en(graceWordKey("grace", word))).not.toMatch(/favou?r/i);
    }
  });

  it("keeps the German texts of 2025 (Gunst) word for word", () => {
    const de = translate("de");
    for (const word of GRACE_WORDS) expect(de(graceWordKey("grace", word))).toBe(de(graceWordKey("favor", word)));
  });
});
