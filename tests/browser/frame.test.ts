/**
 * The stand-in frame (frame.ts) reproduces the constraints of Foundry 13's client that shaped bugs in
 * the real client — one test each — and our stylesheet lives with them: windows scroll their own
 * content and are never taller than the screen allows, header buttons keep Font Awesome's font,
 * DialogV2 windows carry only the classes passed, the chat log stays light, core icons are white
 * glyphs (and our item images give them a tile), Foundry's element styles for tables and tabs do
 * not show through ours.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import { prayerDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { dialogClasses } from "../../src/constants.ts";
import { openBrowser, SCREENSHOT_DIR, type HarnessBrowser, type RenderedView } from "./harness.ts";
import { CHAT_LOG, dialogFrame, windowFrame } from "./frame.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";
import { npcSheetInput, packNpc } from "./pack-twins.ts";
import { localizer } from "./sheet-localize.ts";

const TALL = `<div class="tall" style="flex:none;height:2000px">${"<p>Zeile</p>".repeat(3)}</div>`;

/** The contrast ratio of white against the effective background behind `selector` (walked up to opaque). */
function whiteContrastBehind(view: RenderedView, selector: string): Promise<number[]> {
  return view.page.$$eval(selector, (els) =>
    els.map((el) => {
      const canvas = document.createElement("canvas");
      const ctx = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
      const parse = (css: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: (a ?? 0) / 255 };
      };
      const layers = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg.a > 0) layers.push(bg);
        if (bg.a >= 1) break;
      }
      let c = { r: 255, g: 255, b: 255 };
      for (const l of layers.reverse()) c = { r: l.r * l.a + c.r * (1 - l.a), g: l.g * l.a + c.g * (1 - l.a), b: l.b * l.a + c.b * (1 - l.a) };
      const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      const lum = 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
      return 1.05 / (lum + 0.05);
    }),
  );
}

describe("Foundry 13's frame, reproduced", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const necromancerSheet = () =>
    browser.render({
      template: "templates/actor/npc/sheet.hbs",
      data: buildNpcContext(npcSheetInput(packNpc("en", "npc:necromancer"), { magic: true })),
      lang: "en",
      partials: NPC_SHEET_PARTS,
      width: 640,
      height: 760,
      windowClasses: "sheet actor npc",
    });

  it("does not scroll a window's content by itself; our windows scroll theirs", async () => {
    const foreign = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: TALL }, lang: "de", wrapper: windowFrame({ classes: "sheet", width: 300, height: 300 }) });
    expect(await foreign.page.$eval(".window-content", (el) => getComputedStyle(el).overflowY)).toBe("hidden");
    const ours = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: TALL }, lang: "de", width: 300, height: 300, windowClasses: "sheet item" });
    const scroll = await ours.page.$eval(".window-content", (el) => {
      el.scrollTop = 10_000;
      return { overflowY: getComputedStyle(el).overflowY, top: el.scrollTop, hidden: el.scrollHeight - el.clientHeight };
    });
    expect(scroll.overflowY).toBe("auto");
    expect(scroll.hidden).toBeGreaterThan(1000);
    expect(scroll.top).toBe(scroll.hidden);
  });

  it("caps a window at the screen less one and a half hotbars, its height too, and hides what does not fit", async () => {
    const screen = { width: 1000, height: 700 };
    const tall = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: TALL }, lang: "de", wrapper: windowFrame({ classes: "sheet", width: 300 }), viewport: screen });
    const box = await tall.page.$eval("body > .application", (el) => ({ height: el.getBoundingClientRect().height, overflow: getComputedStyle(el).overflow }));
    expect(box).toEqual({ height: 700 - 1.5 * 52, overflow: "hidden" });
    // a window's own height (Foundry's position) is clamped the same way
    const fixed = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: TALL }, lang: "de", wrapper: windowFrame({ classes: "sheet", width: 300, height: 780 }), viewport: screen });
    expect(await fixed.page.$eval("body > .application", (el) => el.getBoundingClientRect().height)).toBe(622);
    // a dialog's footer buttons are 1.25 input heights tall, as Foundry's form footer makes them
    const dialog = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: "<p>Text</p>" }, lang: "de", wrapper: dialogFrame({ width: 400, title: "Frage", buttons: [{ label: "Ja" }, { label: "Nein" }] }), viewport: screen });
    expect(await dialog.page.$$eval(".form-footer button", (els) => els.map((el) => el.getBoundingClientRect().height))).toEqual([40, 40]);
  });

  it("scrolls an NPC sheet taller than its window to its end", async () => {
    const view = await necromancerSheet();
    const end = await view.page.$eval(".window-content", (el) => {
      el.scrollTop = el.scrollHeight;
      const last = (el.querySelector(".phasesix-npc > :last-child") as Element).getBoundingClientRect();
      return { overflow: el.scrollHeight - el.clientHeight, lastVisible: last.bottom <= el.getBoundingClientRect().bottom + 1 };
    });
    expect(end.overflow).toBeGreaterThan(100);
    expect(end.lastVisible).toBe(true);
  });

  it("gives the header's close, menu and copy-id buttons Font Awesome's font, above which our layer sits", async () => {
    const view = await necromancerSheet();
    for (const action of ["close", "toggleControls", "copyUuid"]) {
      const icon = await view.page.$eval(`.window-header button[data-action="${action}"]`, (el) => ({
        font: getComputedStyle(el, "::before").fontFamily,
        glyph: getComputedStyle(el, "::before").content,
        width: el.getBoundingClientRect().width,
      }));
      expect(icon.font, action).toContain("Font Awesome 6 Free");
      expect(icon.glyph, action).not.toBe("none");
      expect(icon.width).toBeGreaterThan(12);
    }
    expect(await view.page.evaluate(() => document.fonts.check('900 16px "Font Awesome 6 Free"'))).toBe(true);
    // the system layer beats Font Awesome's: a font rule of ours on header buttons would hide the icons
    await view.page.addStyleTag({ content: "@layer system { .phasesix.sheet button { font-family: inherit; } }" });
    expect(await view.page.$eval('.window-header button[data-action="close"]', (el) => getComputedStyle(el, "::before").fontFamily)).not.toContain("Font Awesome");
  });

  it("renders a DialogV2 as dialog.application.dialog with only the classes passed in", async () => {
    const data = prayerDialogContext("invocation", 4, 3, localizer("en"));
    const bare = await browser.render({ template: "templates/dialog/prayer.hbs", data, lang: "en", guards: false, wrapper: dialogFrame({ width: 420, title: "Invocation", buttons: [{ label: "Pray" }] }) });
    const bareClasses = ((await bare.page.getAttribute("dialog", "class")) ?? "").split(" ");
    expect(bareClasses.slice(0, 2)).toEqual(["application", "dialog"]);
    expect(bareClasses).not.toContain("phasesix");
    expect(await bare.page.$eval(".phasesix-prayer-dialog", (el) => getComputedStyle(el).display)).not.toBe("flex");
    const ours = await browser.render({ template: "templates/dialog/prayer.hbs", data, lang: "en", wrapper: dialogFrame({ classes: dialogClasses(), width: 420, title: "Invocation", buttons: [{ label: "Pray" }] }) });
    expect(((await ours.page.getAttribute("dialog", "class")) ?? "").split(" ").slice(0, 4)).toEqual(["application", "dialog", "phasesix", "phasesix-dialog"]);
    expect(await ours.page.$eval(".phasesix-prayer-dialog", (el) => getComputedStyle(el).display)).toBe("flex");
    expect(await ours.page.$eval(".window-content", (el) => getComputedStyle(el).overflowY)).toBe("auto");
  });

  it("keeps the chat log light in the dark theme, and takes one screenshot of it", async () => {
    const view = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: '<div class="phasesix phasesix-roll-card"><h3 class="roll-card-title">Wahrnehmung</h3></div>' }, lang: "de", wrapper: CHAT_LOG, theme: "dark" });
    expect(await view.page.getAttribute("body", "class")).toContain("theme-dark");
    const colours = await view.page.$eval(".roll-card-title", (el) => ({ text: getComputedStyle(el.closest(".chat-message") as Element).color, ink: getComputedStyle(el).color }));
    expect(colours.text).toBe("rgb(25, 24, 19)");
    expect(colours.ink).toBe("rgb(122, 44, 14)"); // the light theme's accent ink
    await view.screenshot("frame-chat-log-dark-body-de");
    expect(fs.existsSync(path.join(SCREENSHOT_DIR, "frame-chat-log-dark-body-de.png"))).toBe(true);
    expect(fs.existsSync(path.join(SCREENSHOT_DIR, "frame-chat-log-dark-body-de-light.png"))).toBe(false);
    expect(fs.existsSync(path.join(SCREENSHOT_DIR, "frame-chat-log-dark-body-de-dark.png"))).toBe(false);
  });

  it("serves core icons as white glyphs, and our item images put a tile behind them in both themes", async () => {
    const view = await necromancerSheet();
    const glyph = await view.page.$eval(".phasesix-npc img.item-img", async (img) => {
      const image = img as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 32;
      const ctx = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
      ctx.drawImage(image, 0, 0, 32, 32);
      const data = ctx.getImageData(0, 0, 32, 32).data;
      const opaque = [];
      for (let i = 0; i < data.length; i += 4) if ((data[i + 3] ?? 0) > 200) opaque.push([data[i], data[i + 1], data[i + 2]]);
      return { src: image.getAttribute("src"), loaded: image.naturalWidth > 0, opaque: opaque.length, white: opaque.every(([r, g, b]) => (r ?? 0) > 240 && (g ?? 0) > 240 && (b ?? 0) > 240) };
    });
    expect(glyph.src).toMatch(/^icons\/svg\//);
    expect(glyph.loaded).toBe(true);
    expect(glyph.opaque).toBeGreaterThan(50);
    expect(glyph.white).toBe(true);
    for (const theme of ["light", "dark"] as const) {
      await view.setTheme(theme);
      const ratios = await whiteContrastBehind(view, ".phasesix-npc img.item-img, .phasesix-portrait");
      expect(ratios.length).toBeGreaterThanOrEqual(2);
      for (const ratio of ratios) expect(ratio, theme).toBeGreaterThanOrEqual(3);
    }
  });

  it("loads every image of a sheet: the pack's core icons and the system's own assets", async () => {
    const view = await browser.render({
      template: "tests/browser/templates/raw.hbs",
      data: { html: '<img class="item-img" src="systems/phasesix/assets/media/cover.webp" width="64" height="64" alt="">' },
      lang: "en",
      windowClasses: "sheet item",
      width: 200,
    });
    expect(await view.page.$eval("img", (img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const sheet = await necromancerSheet();
    const broken = await sheet.page.$$eval("img", (imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).map((img) => img.getAttribute("src")));
    expect(broken).toEqual([]);
  });

  it("lets no element style of Foundry show through our tables and tabs (header box, double rule, tab glow)", async () => {
    const view = await browser.render({
      template: "tests/browser/templates/raw.hbs",
      data: {
        html: `<div class="phasesix-sheet-header"></div><nav class="phasesix-tabs tabs"><a class="phasesix-tab active" data-tab="a">A</a><a class="phasesix-tab" data-tab="b">B</a></nav>
          <table class="phasesix-table"><thead><tr><th>Name</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>`,
      },
      lang: "en",
      windowClasses: "sheet actor character",
      theme: "dark",
    });
    const styles = await view.page.evaluate(() => ({
      thead: getComputedStyle((document.querySelector("thead") as Element)).backgroundColor,
      theadBorder: getComputedStyle((document.querySelector("thead") as Element)).borderTopWidth,
      tabsTop: getComputedStyle((document.querySelector("nav.tabs") as Element)).borderTopWidth,
      glow: getComputedStyle((document.querySelector(".phasesix-tab.active") as Element)).textShadow,
    }));
    expect(styles).toEqual({ thead: "rgba(0, 0, 0, 0)", theadBorder: "0px", tabsTop: "0px", glow: "none" });
    // without our sheet, the stand-in does draw them
    const plain = await browser.render({
      template: "tests/browser/templates/raw.hbs",
      data: { html: `<nav class="tabs"><a class="active" data-tab="a">A</a></nav><table><thead><tr><th>Name</th></tr></thead></table>` },
      lang: "en",
      guards: false,
      wrapper: windowFrame({ classes: "sheet", width: 300 }),
    });
    const foundry = await plain.page.evaluate(() => ({
      thead: getComputedStyle((document.querySelector("thead") as Element)).backgroundColor,
      tabsTop: getComputedStyle((document.querySelector("nav.tabs") as Element)).borderTopWidth,
      glow: getComputedStyle((document.querySelector("nav.tabs .active") as Element)).textShadow,
    }));
    expect(foundry.thead).not.toBe("rgba(0, 0, 0, 0)");
    expect(foundry.tabsTop).toBe("1px");
    expect(foundry.glow).not.toBe("none");
  });
});

describe("Foundry 13's form blocks, reproduced", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("keeps the roll dialog's difficulty select and its free value on one row in a standard form", async () => {
    const html = `<div class="phasesix phasesix-roll-dialog"><div class="form-group roll-dialog-difficulty"><label>Schwierigkeit</label>
      <div class="form-fields"><select name="difficulty"><option>Durchschnittlich (±0)</option></select><input type="number" name="freeDifficulty" value="0"></div></div></div>`;
    const rows = (view: RenderedView) =>
      view.page.evaluate(() => {
        const top = (sel: string) => Math.round((document.querySelector(sel) as Element).getBoundingClientRect().top);
        return { label: top(".roll-dialog-difficulty > label"), select: top("select"), input: top("input[name=freeDifficulty]") };
      });
    // Foundry's form block wraps a row's fields and stretches a select to the full width (the stand-in reproduces it) ...
    const bare = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html }, lang: "de", guards: false, wrapper: windowFrame({ classes: "dialog", width: 420, contentClasses: "standard-form" }) });
    const block = await bare.page.evaluate(() => ({
      wrap: getComputedStyle(document.querySelector(".form-fields") as Element).flexWrap,
      row: getComputedStyle(document.querySelector(".form-group") as Element).flexWrap,
    }));
    expect(block).toEqual({ wrap: "wrap", row: "wrap" });
    // ... ours keeps label, select and value on one line
    const view = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html }, lang: "de", width: 420, windowClasses: "phasesix-roll-dialog-app", contentClasses: "standard-form" });
    const row = await rows(view);
    expect(row.select).toBe(row.input);
    expect(Math.abs(row.label - row.select)).toBeLessThanOrEqual(8);
  });
});
