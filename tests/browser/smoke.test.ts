import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG } from "./frame.ts";
import { welcomeContext } from "../../src/applications/welcome.ts";

describe("browser harness smoke test", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const expected: Record<Lang, string> = {
    en: "Phase Six 0.1.0 is ready. Three steps to your first session:",
    de: "Phase Six 0.1.0 ist bereit. Drei Schritte bis zur ersten Sitzung:",
  };

  it.each(["en", "de"] as const)("renders the welcome card localized in %s with the system CSS", async (lang) => {
    // the welcome card is a chat message: in the chat log, always light
    const view = await browser.render({ template: "templates/system/welcome.hbs", data: welcomeContext("0.1.0"), lang, wrapper: CHAT_LOG });
    const box = await view.box(".phasesix-welcome");
    expect(box?.width).toBeGreaterThan(100);
    expect(box?.height).toBeGreaterThan(20);
    expect(await view.page.textContent(".phasesix-welcome-text")).toBe(expected[lang]);
    expect(await view.rawKeys()).toEqual([]);
    // the compiled stylesheet is applied: the card border uses the accent colour
    const border = await view.page.$eval(".phasesix-welcome", (el) => getComputedStyle(el).borderLeftColor);
    expect(border).toBe("rgb(181, 71, 27)");
    // the picture is welcome-${lang}.png (welcome-guide.test.ts)
  });

  it("reports raw i18n keys that a template forgot to localize", async () => {
    const view = await browser.render({ template: "templates/system/welcome.hbs", data: welcomeContext("0.1.0"), lang: "en", wrapper: "<div>PHASESIX.Missing.Key {{content}}</div>" });
    expect(await view.rawKeys()).toEqual(["PHASESIX.Missing.Key"]);
  });
});
