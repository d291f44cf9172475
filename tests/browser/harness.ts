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

/** Where Debian installs Chromium; CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}
export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "browser");
const CSS_PATH = path.join(ROOT, "dist", "phasesix.css");

export type Lang = "en" | "de";

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
   * Markup around the rendered template, with `{{content}}` where it goes. Defaults to a Foundry-like
   * application window of the given width (sheets) — pass e.g. a chat-log wrapper for chat cards.
   */
  wrapper?: string;
  /** Width of the default window in CSS pixels. */
  width?: number;
  /** Extra classes on the default window (e.g. "sheet actor character"). */
  windowClasses?: string;
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
  /** Saves a PNG under test-results/browser/<name>.png and returns its path. */
  screenshot(name: string): Promise<string>;
}

export interface HarnessBrowser {
  render(options: RenderOptions): Promise<RenderedView>;
  close(): Promise<void>;
}

/** Foundry-like page chrome: theme variables and an application window frame. */
const BASE_CSS = `
  :root { --font-primary: "Signika", "DejaVu Sans", sans-serif; --color-text-primary: #191813;
          --color-border-light-tertiary: #b5b3a4; }
  body { margin: 0; padding: 16px; background: #d9d6c7; font-family: var(--font-primary); font-size: 14px;
         color: var(--color-text-primary); }
  .application { background: #f0ede0; border: 1px solid #666; border-radius: 6px; box-shadow: 0 0 12px #0006;
                 display: flex; flex-direction: column; max-height: 900px; }
  .application > .window-header { background: #222; color: #eee; padding: 4px 8px; font-size: 13px; }
  .application > .window-content { padding: 8px; overflow: hidden auto; flex: 1; }
  #chat-log { width: 300px; list-style: none; margin: 0; padding: 0; }
  #chat-log .chat-message { background: #f0ede0; border: 1px solid #999; border-radius: 4px; padding: 6px;
                            margin-bottom: 6px; }
`;

function defaultWrapper(width: number, classes: string): string {
  return `<div id="app" class="application phasesix ${classes}" style="width:${width}px">
    <header class="window-header">Phase Six</header>
    <section class="window-content">{{content}}</section></div>`;
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
  const css = fs.readFileSync(CSS_PATH, "utf8");
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
    const wrapper = options.wrapper ?? defaultWrapper(options.width ?? 720, options.windowClasses ?? "");
    const html = `<!doctype html><html lang="${options.lang}"><head><meta charset="utf-8">
      <style>${BASE_CSS}</style><style>${css}</style></head>
      <body class="theme-light">${wrapper.replace("{{content}}", content)}</body></html>`;
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.setContent(html, { waitUntil: "load" });

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
      screenshot: async (name: string) => {
        const file = path.join(SCREENSHOT_DIR, `${name}.png`);
        // the rendered window (or wrapper) only, not the empty page around it
        await page.locator("body > *").first().screenshot({ path: file });
        return file;
      },
    };
  }

  return { render, close: () => context.close() };
}
