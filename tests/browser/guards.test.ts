/**
 * The harness's guards (guards.ts) catch what they promise: a cut label and faint text, in the light
 * and the dark theme; a window with its own theme (`.themed.theme-…`) keeps it while the client's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";

const render = (browser: HarnessBrowser, html: string, wrapper?: string) =>
  browser.render({ template: "tests/browser/templates/raw.hbs", data: { html }, lang: "de", width: 300, guards: false, ...(wrapper ? { wrapper } : {}) });

describe("browser guards", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("reports a label cut by an ellipsis and a button whose text spills out, and passes a wrapping label", async () => {
    const view = await render(
      browser,
      `<label style="display:block;width:80px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Schutz vor kritischen Treffern</label>
       <button type="button" style="width:40px;white-space:nowrap">Bereitmachen</button>
       <label style="display:block;width:120px">Schutz vor kritischen Treffern</label>
       <div class="figure" style="display:flex;flex-direction:column;align-items:center;width:50px"><span>MINDESTWURF</span><strong>7+</strong></div>`,
    );
    const { truncated } = await view.findings();
    expect(truncated).toHaveLength(3);
    expect(truncated[2]).toMatch(/^div\.figure "MINDESTWURF7\+"/);
    expect(truncated[0]).toContain("Schutz vor kritischen Treffern");
    expect(truncated[1]).toContain("Bereitmachen");
  });

  it("reports faint text against the first opaque background, in each theme, and skips disabled controls", async () => {
    const view = await render(
      browser,
      `<p style="color:#aaa">blass</p>
       <div style="background:#000"><div style="background:rgba(255,255,255,0.1)"><span style="color:#7a2c0e">Akzent</span></div></div>
       <p style="color:var(--color-text-primary)">Text</p>
       <button type="button" disabled style="color:#ccc;background:#fff">aus</button>`,
    );
    const light = await view.findings();
    expect(light.lowContrast.map((line) => line.split('"')[1])).toEqual(["blass", "Akzent"]);
    const lines = await view.guard();
    expect(lines.filter((line) => line.startsWith("[de/dark]")).map((line) => line.split('"')[1])).toEqual(["Akzent"]);
    expect(lines.filter((line) => line.startsWith("[de/light]"))).toHaveLength(2);
  });

  it("switches the client's theme like Foundry, but a window with its own theme keeps it", async () => {
    const pinned = `<div id="app" class="application themed theme-light" style="width:300px"><section class="window-content">{{content}}</section></div>`;
    const view = await render(browser, `<p class="probe">x</p>`, pinned);
    await view.setTheme("dark");
    expect(await view.page.evaluate(() => document.body.className)).toBe("theme-dark");
    expect(await view.page.$eval(".probe", (el) => getComputedStyle(el).color)).toBe("rgb(25, 24, 19)");
    const free = await render(browser, `<p class="probe">x</p>`);
    await free.setTheme("dark");
    expect(await free.page.$eval(".probe", (el) => getComputedStyle(el).color)).toBe("rgb(232, 230, 223)");
  });

  it("makes render fail, naming the offender, when a guard finds something", async () => {
    await expect(
      browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: `<p style="color:#bbb">kaum lesbar</p>` }, lang: "en" }),
    ).rejects.toThrow(/\[en\/light\] contrast: p "kaum lesbar"/);
  });
});
