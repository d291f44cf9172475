/**
 * The eras' years under the world setting "Era" follow the ruleset's edition (2026 book, Einführung →
 * Epochen und Erweiterungen → Epochen: "Moderne Zeit - 1990 und danach"; 2025: 2000).
 */
import { describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../../tests/foundry/game.ts";
import { parseHTML } from "../../tests/foundry/dom.ts";
import { addEraYears, eraYearsLines, registerEraYears } from "./era-years.ts";
import { ERA_SPANS_2025, ERA_SPANS_2026 } from "../rules/catalog/eras.ts";

const gm = new StandInUser("gm", "GM", true);
const t = (key: string, data?: Record<string, string>) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));

describe("the eras' years beside the era setting", () => {
  it("reads as the German book: Moderne Zeit from 1990 in 2026, from 2000 in 2025", () => {
    installGame({ users: [gm], user: gm, lang: "de" });
    const lines2026 = eraYearsLines(ERA_SPANS_2026, t);
    expect(lines2026).toContain("Moderne Zeit: 1990 und danach");
    expect(lines2026[0]).toBe("Die klassische Antike: 800 v. Chr.–600 n. Chr.");
    expect(lines2026.at(-1)).toBe("Science Fiction: eine ferne Zukunft");
    expect(eraYearsLines(ERA_SPANS_2025, t)).toContain("Moderne Zeit: 2000 und danach");
  });

  it("is added once under the era choice of the settings window, by the world's edition", () => {
    installGame({ users: [gm], user: gm, lang: "en", settings: { "phasesix.edition": "2026" } });
    const page = parseHTML(
      '<section><div class="form-group"><label>Era</label><div class="form-fields"><select name="phasesix.era"><option value="modern">Modern Times</option></select></div></div></section>',
    );
    addEraYears(page as unknown as HTMLElement);
    addEraYears(page as unknown as HTMLElement);
    const notes = page.querySelectorAll(".phasesix-era-years");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toContain("Modern Times: 1990 and beyond");
  });

  it("is registered on the settings window's render hook (Foundry: renderSettingsConfig(app, element))", () => {
    installGame({ users: [gm], user: gm, lang: "de", settings: { "phasesix.edition": "2025" } });
    registerEraYears();
    const page = parseHTML('<div class="form-group"><select name="phasesix.era"><option value="modern">Moderne Zeit</option></select></div>');
    // Foundry calls it with the window and its element (the stand-in's Hooks: tests/foundry/hooks.ts).
    (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll("renderSettingsConfig", {}, page);
    expect(page.querySelector(".phasesix-era-years")?.textContent).toContain("Moderne Zeit: 2000 und danach");
  });
});
