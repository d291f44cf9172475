/**
 * Real-browser harness: renders our real Handlebars templates with the real compiled CSS in headless
 * Debian Chromium (playwright-core), so tests can assert layout and localisation and save screenshots.
 *
 *   const browser = await openBrowser();            // once per test file (beforeAll)
 *   const view = await browser.render({ template: "templates/chat/check.hbs", data, lang: "de" });
 *   expect(await view.rawKeys()).toEqual([]);
 *   await view.screenshot("chat-check-de");
 *   await browser.close();                          // afterAll
 *
 * Screenshots go to test-results/browser/ (git-ignored).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { ROOT } from "../../scripts/paths.mjs";
import { createHandlebars, type Translations } from "./handlebars-helpers.ts";
import { registerSystemHelpers } from "./system-helpers.ts";
import { GUARD_SCRIPT, type GuardFindings } from "./guards.ts";
import { FRAME_CSS, openFramePage, windowFrame } from "./frame.ts";

/** Where Debian installs Chromium; CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}
export { SCREENSHOT_DIR } from "./screenshot-files.ts";
import { SCREENSHOT_DIR } from "./screenshot-files.ts";
const CSS_PATH = path.join(ROOT, "dist", "phasesix.css");

export type Lang = "en" | "de";
export type Theme = "light" | "dark";
export const THEMES: readonly Theme[] = ["light", "dark"];

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = "", out: Translations = new Map()): Translations {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** The flattened translations of one language, as Foundry loads them. */
export function loadTranslations(lang: Lang): Translations {
  return flatten(JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${lang}.json`), "utf8")) as Tree);
}

export interface RenderOptions {
  /** Template path relative to the repository root, e.g. "templates/chat/check.hbs". */
  template: string;
  data: object;
  lang: Lang;
  /** Partials: name → template path (Foundry registers templates as partials by their path). */
  partials?: string[];
  /**
   * Markup around the rendered template, with `{{content}}` where it goes. Defaults to Foundry 13's
   * application window of the given width with our class (sheets) — pass `dialogFrame(…)` for a
   * DialogV2, `CHAT_LOG` for chat cards (frame.ts).
   */
  wrapper?: string;
  /** Width of the default window in CSS pixels. */
  width?: number;
  /** Height of the default window (Foundry's window position); without it the window grows up to the screen's cap (frame.ts). */
  height?: number;
  /** Extra classes on the default window (e.g. "sheet actor character"). */
  windowClasses?: string;
  /** Classes of the default window's `.window-content` (e.g. "standard-form" for our roll dialog). */
  contentClasses?: string;
  /** The browser window's size (default 1280 × 1000): Foundry caps a window's height by it (frame.ts). */
  viewport?: { width: number; height: number };
  /** The client's colour scheme the page starts in (default light). */
  theme?: Theme;
  /**
   * Every render is guarded: in the light and the dark theme, no text element may be truncated and
   * no text may fall below 4.5:1 contrast (see guards.ts); render throws, naming each offender.
   * Only a test of the guards themselves may turn this off.
   */
  guards?: boolean;
}

export interface RenderedView {
  page: Page;
  html: string;
  /** Every text node or attribute (title, placeholder, aria-label) that still shows a raw i18n key. */
  rawKeys(): Promise<string[]>;
  /** Elements under `selector` whose content overflows horizontally. */
  overflowing(selector: string): Promise<string[]>;
  /** Bounding box of the first element matching the selector, or null when absent. */
  box(selector: string): Promise<{ width: number; height: number } | null>;
  /** Switches the client's colour scheme as Foundry 13 does (body class, and the windows' `.themed` class). */
  setTheme(theme: Theme): Promise<void>;
  /** Truncated text elements and text below 4.5:1 contrast, in the current theme (see guards.ts). */
  findings(): Promise<GuardFindings>;
  /** The guards' findings in both themes, each line prefixed with its language and theme. */
  guard(): Promise<string[]>;
  /**
   * Saves a PNG of the rendered window (or of the first element matching `selector`) under
   * test-results/browser/<name>.png (and the dark theme's as <name>-dark.png)
   * and returns the path of the first.
   */
  screenshot(name: string, selector?: string): Promise<string>;
}

export interface HarnessBrowser {
  render(options: RenderOptions): Promise<RenderedView>;
  close(): Promise<void>;
}

function defaultWrapper(options: RenderOptions): string {
  const { width = 720, height, windowClasses = "", contentClasses = "" } = options;
  return windowFrame({ classes: `phasesix ${windowClasses}`.trim(), width, contentClasses, ...(height ? { height } : {}) });
}

/** Launches headless Chromium; fails at once with a clear message when it is missing. */
export async function openBrowser(executablePath = chromiumPath()): Promise<HarnessBrowser> {
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install Debian's chromium (apt-get install -y chromium) ` +
        `or set CHROMIUM_PATH. The browser tests cannot run without it.`,
    );
  }
  if (!fs.existsSync(CSS_PATH)) {
    throw new Error(`${CSS_PATH} is missing: run "node scripts/build-css.mjs" (npm run test:browser does).`);
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-chromium-"));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    timeout: 30_000,
    viewport: { width: 1280, height: 1000 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

  async function render(options: RenderOptions): Promise<RenderedView> {
    const hbs = createHandlebars(loadTranslations(options.lang));
    registerSystemHelpers(hbs);
    for (const partial of options.partials ?? []) {
      hbs.registerPartial(partial, fs.readFileSync(path.join(ROOT, partial), "utf8"));
    }
    const template = hbs.compile(fs.readFileSync(path.join(ROOT, options.template), "utf8"));
    const content = template(options.data);
    const wrapper = options.wrapper ?? defaultWrapper(options);
    const html = `<!doctype html><html lang="${options.lang}"><head><meta charset="utf-8">
      <style>${FRAME_CSS}</style></head>
      <body class="theme-${options.theme ?? "light"}">${wrapper.replace("{{content}}", () => content)}</body></html>`;
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    if (options.viewport) await page.setViewportSize(options.viewport);
    await openFramePage(page, html);
    let current: Theme = options.theme ?? "light";
    // A wrapper that says `themed theme-…` pins its own theme, like a Foundry window with its own sheet theme.
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>("body > *"))) if (el.classList.contains("themed")) el.dataset.themePinned = "";
    });
    const setTheme = async (theme: Theme) => {
      current = theme;
      await page.evaluate((t) => {
        document.body.classList.remove("theme-light", "theme-dark");
        document.body.classList.add(`theme-${t}`);
        for (const el of Array.from(document.querySelectorAll<HTMLElement>("body > *:not([data-theme-pinned])"))) {
          el.classList.remove("theme-light", "theme-dark");
          el.classList.add("themed", `theme-${t}`);
        }
      }, theme);
    };
    await setTheme(current);
    const findings = () => page.evaluate(GUARD_SCRIPT) as Promise<GuardFindings>;
    const guard = async () => {
      const start = current;
      const lines: string[] = [];
      for (const theme of THEMES) {
        await setTheme(theme);
        const found = await findings();
        for (const line of found.truncated) lines.push(`[${options.lang}/${theme}] truncated: ${line}`);
        for (const line of found.lowContrast) lines.push(`[${options.lang}/${theme}] contrast: ${line}`);
      }
      await setTheme(start);
      return lines;
    };
    if (options.guards !== false) {
      const lines = await guard();
      if (lines.length > 0) {
        await page.close();
        throw new Error(`${options.template}: ${lines.length} guard finding(s)\n  ${lines.join("\n  ")}`);
      }
    }

    return {
      page,
      html: content,
      rawKeys: () =>
        page.evaluate(() => {
          const found: string[] = [];
          const pattern = /\b(PHASESIX|TYPES)\.[A-Za-z0-9_.]+/;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const match = node.textContent?.match(pattern);
            if (match) found.push(match[0]);
          }
          for (const el of Array.from(document.querySelectorAll("[title],[placeholder],[aria-label],[data-tooltip]"))) {
            for (const attr of ["title", "placeholder", "aria-label", "data-tooltip"]) {
              const match = el.getAttribute(attr)?.match(pattern);
              if (match) found.push(match[0]);
            }
          }
          return found;
        }),
      overflowing: (selector: string) =>
        page.evaluate((sel) => {
          return Array.from(document.querySelectorAll<HTMLElement>(sel))
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (${el.scrollWidth} > ${el.clientWidth})`);
        }, selector),
      box: async (selector: string) => {
        const handle = await page.$(selector);
        const box = handle ? await handle.boundingBox() : null;
        return box ? { width: box.width, height: box.height } : null;
      },
      setTheme,
      findings,
      guard,
      screenshot: async (name: string, selector = "body > *") => {
        const file = path.join(SCREENSHOT_DIR, `${name}.png`);
        // the rendered window (or wrapper) only, not the empty page around it
        const start = current;
        const other = path.join(SCREENSHOT_DIR, `${name}-${start === "dark" ? "light" : "dark"}.png`);
        const pinned = await page.evaluate(() => document.querySelector("body > *")?.hasAttribute("data-theme-pinned") ?? false);
        await page.locator(selector).first().screenshot({ path: file });
        // a window pinned to one theme (the chat log is always light) looks the same in both: one shot
        if (pinned) {
          fs.rmSync(other, { force: true });
          return file;
        }
        await setTheme(start === "dark" ? "light" : "dark");
        await page.locator(selector).first().screenshot({ path: other });
        await setTheme(start);
        return file;
      },
    };
  }

  return { render, close: () => context.close() };
}
