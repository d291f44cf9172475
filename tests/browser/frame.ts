/**
 * A small stand-in for Foundry 13's page around our templates, written for these tests (never copied
 * from Foundry): the constraints of the real client that shape how our sheets, dialogs and cards look.
 *
 * - Cascade layers in Foundry's order: its own rules sit in `reset`, `variables` (where Font Awesome
 *   is loaded), `elements`, `blocks` and `applications`; a system's stylesheet sits in `system`, which
 *   beats all of them — so a rule of ours that sets a font on an `fa-` element hides its icon.
 * - `.application .window-content` does not scroll (overflow hidden): a sheet scrolls its own body.
 * - A window is never taller than the screen less one and a half hotbars
 *   (`max-height: calc(100vh - 1.5 * var(--hotbar-height))`, 52 px hotbars: 622 px on a 700 px
 *   screen) and hides what does not fit (overflow hidden): a dialog whose body does not scroll
 *   loses its buttons below that.
 * - Buttons are `--button-size` tall (2em; a form footer's 1.25 × the input height), form blocks
 *   (`.standard-form`) stack their children with a 1rem gap.
 * - A DialogV2 is `<dialog class="application dialog">` with only the classes its caller passes.
 * - The chat log is pinned to the light theme (`.chat-log.themed.theme-light`).
 * - Core icons under `icons/svg/` are white glyphs (served here as a white stand-in glyph).
 * - Form blocks (`.standard-form`, the content of DialogV2 and of our roll dialog) wrap their rows and
 *   fields and stretch selects and inputs to the full width (scoped to `.standard-form` here).
 * - Element styles that leak into system markup: a dark box round `table thead`, a rule above and
 *   below `nav.tabs`, a glow on the active tab.
 *
 * The page is served from {@link FRAME_ORIGIN}: Font Awesome from its npm package, our compiled CSS
 * and our assets under `systems/phasesix/`, the stand-in core icons under `icons/`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page, Route } from "playwright-core";
import { ROOT } from "../../scripts/paths.mjs";

export const FRAME_ORIGIN = "http://foundry.test";
const FONT_AWESOME = path.join(ROOT, "node_modules", "@fortawesome", "fontawesome-free");
const CSS_PATH = path.join(ROOT, "dist", "phasesix.css");

/** The stand-in's rules, by Foundry's cascade layers (our stylesheet is imported into `system`). */
export const FRAME_CSS = `
@layer reset, variables, elements, blocks, applications, system, modules;
@import url("/fonts/fontawesome/css/all.min.css") layer(variables);
@import url("/systems/phasesix/phasesix.css") layer(system);

@layer reset {
  *, *::before, *::after { box-sizing: border-box; }
  input, button, textarea, select { font: inherit; }
  img { max-width: 100%; }
}
@layer variables {
  :root { --font-primary: "Signika", "DejaVu Sans", sans-serif; --header-height: 36px; --hotbar-height: 52px; --input-height: 2rem;
          --button-size: 2em; }
  .theme-light, .themed.theme-light { color-scheme: light; --color-text-primary: #191813; --color-text-secondary: #4b4a44;
    --color-border-light-tertiary: #b5b3a4; --background: #f0ede0; --page-background: #d9d6c7;
    --table-header-background: #4a4740; --table-header-border: #2e2c28; --tabs-rule: #7a7971; --tab-glow: #ff6400;
    --chat-message-background: #ebe8dc; --tracker-active-background: #dcd7c3; }
  .theme-dark, .themed.theme-dark { color-scheme: dark; --color-text-primary: #e8e6df; --color-text-secondary: #b9b6ab;
    --color-border-light-tertiary: #5c5a52; --background: #23221f; --page-background: #111110;
    --table-header-background: #3a3833; --table-header-border: #55524a; --tabs-rule: #6b6960; --tab-glow: #ff6400;
    --chat-message-background: #2d2c28; --tracker-active-background: #35332e; }
}
@layer elements {
  body { margin: 0; padding: 16px; background: var(--page-background); font-family: var(--font-primary); font-size: 14px;
         color: var(--color-text-primary); }
  table { margin: 1rem 0; border-collapse: collapse; width: 100%; }
  table thead { background: var(--table-header-background); border: 1px solid var(--table-header-border); }
  nav.tabs { display: flex; justify-content: space-evenly; gap: 1rem; line-height: 2.5;
             border-top: 1px solid var(--tabs-rule); border-bottom: 1px solid var(--tabs-rule); }
  nav.tabs [data-tab].active, nav.tabs [data-tab]:hover { text-shadow: 0 0 10px var(--tab-glow); }
  button { display: flex; justify-content: center; align-items: center; gap: 0.25rem; height: var(--button-size);
           min-height: var(--button-size); padding: 0 0.5rem; line-height: normal; }
}
@layer blocks {
  .standard-form { display: flex; flex-direction: column; flex-wrap: nowrap; gap: 1rem; }
  .standard-form button { --button-size: var(--input-height); }
  .standard-form .form-footer { display: flex; flex-flow: row wrap; align-items: center; gap: 0.5rem; }
  .standard-form .form-footer > button { --button-size: calc(1.25 * var(--input-height)); flex: 1; }
  .standard-form .form-group { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0; }
  .standard-form .form-group > * { flex: 2; }
  .standard-form .form-fields { width: 100%; display: flex; flex-wrap: wrap; justify-content: flex-end; align-items: center; gap: 0.5rem; }
  .standard-form .form-fields > * { flex: 1; }
  .standard-form select, .standard-form input[type="number"], .standard-form input[type="text"] { width: 100%; height: 2rem; }
}
@layer applications {
  .application { position: relative; display: flex; flex-direction: column; min-width: 200px; max-width: 100%;
                 max-height: calc(100vh - 1.5 * var(--hotbar-height)); overflow: hidden; background: var(--background);
                 color: var(--color-text-primary); border: 1px solid #666; border-radius: 6px; box-shadow: 0 0 12px #0006; }
  dialog.application { margin: 0; padding: 0; inset: auto; }
  .application > .window-header { display: flex; align-items: center; gap: 0.25rem; flex: 0 0 var(--header-height);
                                  padding: 0 0.5rem; overflow: hidden; background: #222; color: #eee; font-size: 13px; }
  .application > .window-header .window-title { flex: 1; margin: 0; font-size: inherit; font-weight: inherit; border: none;
                                                 white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .application > .window-header .header-control { flex: none; width: 1.5rem; height: 1.5rem; padding: 0; border: none;
                                                   background: none; color: inherit; }
  .application > .window-content { flex: 1; min-height: 0; display: flex; flex-flow: column nowrap; padding: 1rem; overflow: hidden; }
  .application .dialog-form { display: flex; flex-direction: column; gap: 0.5rem; }
  .application .form-footer { display: flex; gap: 0.5rem; }
  .application .form-footer button { flex: 1; display: flex; align-items: center; justify-content: center; gap: 0.5rem; }
  .combat-sidebar { display: flex; flex-direction: column; gap: 4px; }
  .combat-tracker-header .encounter-controls { display: flex; align-items: center; gap: 4px; padding: 4px; }
  .combat-tracker-header .encounter-title { flex: 1; text-align: center; font-size: 15px; color: var(--color-text-secondary); }
  .inline-control { flex: none; width: 1.5rem; height: 1.5rem; padding: 0; border: none; background: none; color: inherit; }
  .combat-tracker { list-style: none; margin: 0; padding: 0; }
  .combat-tracker .combatant { display: flex; align-items: center; gap: 8px; padding: 4px; border-radius: 4px; }
  .combat-tracker .combatant.active { background: var(--tracker-active-background); }
  .combat-tracker .token-image { flex: 0 0 48px; width: 48px; height: 48px; object-fit: cover; border-radius: 4px; }
  .combat-tracker .token-name { flex: 1; display: flex; flex-direction: column; justify-content: space-evenly; align-self: stretch; }
  .combat-tracker .combatant-controls { display: flex; align-items: center; gap: 2px; }
  .combat-tracker .token-initiative { flex: 0 0 32px; align-self: stretch; display: flex; align-items: center; justify-content: center; }
  .combat-tracker .token-initiative input { width: 100%; text-align: center; background: none; border: none; color: inherit; font-weight: bold; }
  .chat-log { width: 300px; list-style: none; margin: 0; padding: 0; color: var(--color-text-primary); }
  .chat-log .chat-message { background: var(--chat-message-background); border: 1px solid #999; border-radius: 4px;
                            padding: 6px; margin-bottom: 6px; }
}
`;

/** Foundry's header controls on a document sheet: the menu, copy-id and close buttons, icons only. */
const HEADER_CONTROLS = `
  <button type="button" class="header-control icon fa-solid fa-ellipsis-vertical" aria-label="Toggle controls" data-action="toggleControls"></button>
  <button type="button" class="header-control fa-solid fa-passport icon" aria-label="Copy document UUID" data-action="copyUuid"></button>
  <button type="button" class="header-control icon fa-solid fa-xmark" aria-label="Close" data-action="close"></button>`;

export interface WindowFrame {
  /** Classes after `application` (e.g. "phasesix sheet actor npc"). */
  classes: string;
  width: number;
  /** A fixed height like Foundry's window position (the screen still caps it); without it the window grows to the cap. */
  height?: number;
  title?: string;
  /** Classes of `.window-content` (Foundry's `window.contentClasses`, e.g. "standard-form"). */
  contentClasses?: string;
}

/** An application window as Foundry 13 renders it, with `{{content}}` inside `.window-content`. */
export function windowFrame({ classes, width, height, title = "Phase Six", contentClasses = "" }: WindowFrame): string {
  // Foundry clamps a window's height to its CSS max-height (ApplicationV2#_updatePosition): the cap stays.
  const size = `width:${width}px` + (height ? `;height:${height}px` : "");
  return `<div id="app" class="application ${classes}" style="${size}">
    <header class="window-header"><h1 class="window-title">${title}</h1>${HEADER_CONTROLS}</header>
    <section class="window-content ${contentClasses}">{{content}}</section></div>`;
}

export interface DialogFrame {
  /** What the caller passes in DialogV2's `classes` (ours: `dialogClasses()`); Foundry adds only `application dialog`. */
  classes?: string[];
  /** The window's width (DialogV2.confirm/input/prompt: 400); "auto": as wide as its content (DialogV2.wait without a width). */
  width: number | "auto";
  title: string;
  /** The footer buttons' labels and Font Awesome icons, as DialogV2 renders them. */
  buttons: { label: string; icon?: string }[];
  /** False: a dialog without content (DialogV2 then renders no content block, only the buttons). */
  content?: boolean;
}

/** A DialogV2 window: `<dialog class="application dialog …">`, the content in Foundry's dialog form. */
export function dialogFrame({ classes = [], width, title, buttons, content = true }: DialogFrame): string {
  const footer = buttons
    .map((b, i) => `<button type="submit" data-action="b${i}"${i === 0 ? ' autofocus' : ""}>${b.icon ? `<i class="${b.icon}"></i>` : ""}<span>${b.label}</span></button>`)
    .join("");
  return `<dialog open class="${["application", "dialog", ...classes].join(" ")}" style="width:${width === "auto" ? "auto" : `${width}px`}">
    <header class="window-header"><h1 class="window-title">${title}</h1>
      <button type="button" class="header-control icon fa-solid fa-xmark" aria-label="Close" data-action="close"></button></header>
    <div class="window-content"><form class="dialog-form standard-form" autocomplete="off">
      ${content ? '<div class="dialog-content standard-form">{{content}}</div>' : "{{content}}"}<footer class="form-footer">${footer}</footer></form></div></dialog>`;
}

/** The chat log around one message: pinned to the light theme, as Foundry 13 renders it. */
export const CHAT_LOG = `<ol id="chat-log" class="chat-log plain themed theme-light"><li class="chat-message message"><div class="message-content">{{content}}</div></li></ol>`;

/** The stand-in for a core `icons/svg/` image: a white glyph on transparency, like Foundry's. */
export const WHITE_GLYPH_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="#fff" d="M32 4l8 18 20 2-15 13 5 21-18-11-18 11 5-21L4 24l20-2z"/></svg>';
/** The stand-in for a coloured core image (`icons/**.webp`). */
const COLOURED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="6" fill="#2b4a6b"/><circle cx="32" cy="30" r="16" fill="#e0b04a"/><path d="M12 60c4-12 12-18 20-18s16 6 20 18z" fill="#a63d2a"/></svg>';

const TYPES: Record<string, string> = {
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};

function file(route: Route, filePath: string): Promise<void> {
  if (!fs.existsSync(filePath)) return route.fulfill({ status: 404, body: "not found" });
  return route.fulfill({ status: 200, contentType: TYPES[path.extname(filePath)] ?? "application/octet-stream", body: fs.readFileSync(filePath) });
}

/** Opens `html` in `page` from {@link FRAME_ORIGIN}, serving Font Awesome, our CSS and assets, and the core icons. */
export async function openFramePage(page: Page, html: string): Promise<void> {
  await page.route(`${FRAME_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    const p = decodeURIComponent(url.pathname);
    if (p === "/") return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    if (p.startsWith("/fonts/fontawesome/")) return file(route, path.join(FONT_AWESOME, p.slice("/fonts/fontawesome/".length)));
    if (p === "/systems/phasesix/phasesix.css") return file(route, CSS_PATH);
    if (p.startsWith("/systems/phasesix/")) return file(route, path.join(ROOT, p.slice("/systems/phasesix/".length)));
    if (p.startsWith("/icons/svg/")) return route.fulfill({ status: 200, contentType: "image/svg+xml", body: WHITE_GLYPH_SVG });
    if (p.startsWith("/icons/")) return route.fulfill({ status: 200, contentType: "image/svg+xml", body: COLOURED_SVG });
    return route.fulfill({ status: 404, body: "not found" });
  });
  await page.goto(`${FRAME_ORIGIN}/`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
