/**
 * The guards catch text that wraps inside a control or a pill like truncated text: a button, a badge
 * or a rounded chip whose label breaks onto a second line; a label that stacks its texts on purpose,
 * and ordinary wrapping paragraphs, pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";

describe("browser guards: wrapped text in pills and buttons", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("reports a wrapping button, badge and rounded chip, and passes stacked labels and wrapping prose", async () => {
    const view = await browser.render({
      template: "tests/browser/templates/raw.hbs",
      data: {
        html: `<button type="button" style="width:70px">Bonuswürfel gegen Aktion</button>
          <span class="my-badge" style="display:inline-block;width:60px;border-radius:8px;background:#ccc">Zielen zwei Würfel</span>
          <div class="my-tags" style="width:80px;border:1px solid;border-radius:4px">Leer heißt überall verfügbar, wie Hinweise es tun.</div>
          <span style="display:inline-block;width:60px;border:1px solid;border-radius:999px;padding:0 4px">Geschockt eins</span>
          <button type="button" style="display:flex;flex-direction:column;width:90px"><span>Ausweichen</span><span>würfeln</span></button>
          <p style="width:80px">Ein Absatz, der umbricht, wie Absätze es tun.</p>`,
      },
      lang: "de",
      width: 300,
      guards: false,
    });
    const { truncated } = await view.findings();
    const wraps = truncated.filter((line) => line.includes("(wraps:"));
    expect(wraps).toHaveLength(3);
    expect(wraps[0]).toMatch(/^button "Bonuswürfel gegen Aktion"/);
    expect(wraps[1]).toMatch(/^span\.my-badge "Zielen zwei Würfel"/);
    expect(wraps[2]).toMatch(/^span "Geschockt eins"/);
  });
});
