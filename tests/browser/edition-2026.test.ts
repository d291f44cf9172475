/**
 * The 2026 edition in real Chromium with the compiled CSS, German and English, light and dark: the
 * welcome card's edition question, the roll dialog's 2026 difficulty list, the builder's templates
 * step paid with reputation, and the tracker's Quick Reaction pip. Screenshots:
 * welcome-edition-{de,en}, roll-dialog-difficulty-2026-{de,en}, builder-templates-2026-{de,en},
 * combat-tracker-quick-reaction-{de,en} (each also -dark).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { welcomeContext } from "../../src/applications/welcome.ts";

let browser: HarnessBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const chatLog = `<ol id="chat-log"><li class="chat-message"><div class="message-content">{{content}}</div></li></ol>`;

describe("the welcome card asks for the rulebook edition", () => {
  it.each(["en", "de"] as const)("offers 2025 and 2026 with one sentence on what differs, in %s", async (lang) => {
    const view = await browser.render({ template: "templates/system/welcome.hbs", data: welcomeContext("0.1.0", "2026"), lang, wrapper: chatLog });
    const buttons = view.page.locator("button[data-phasesix-edition]");
    expect(await buttons.evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.phasesixEdition, el.getAttribute("aria-pressed")]))).toEqual([
      ["2025", "false"],
      ["2026", "true"],
    ]);
    const text = await view.page.textContent(".phasesix-welcome-edition");
    expect(text).toContain(lang === "de" ? "Nach welchem Regelwerk" : "Which rulebook");
    expect(text).toContain("+1/+3/+6/+12");
    expect(await view.overflowing(".phasesix-welcome, .phasesix-welcome *")).toEqual([]);
    await view.screenshot(`welcome-edition-${lang}`);
  });
});
