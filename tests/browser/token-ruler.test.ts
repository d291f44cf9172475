/**
 * The token ruler's waypoint labels (issue 35) rendered from our template with our CSS over a scene:
 * a pack NPC (Quickness 2: walk 3 m, run 7 m, one action left) dragged through three waypoints —
 * "gehen · 1 Aktion", "rennen · 1 Aktion" and a plan it cannot pay, in red with what is left. The
 * segments take the labels' colour bands (RULER_BAND_COLOURS). Each label's context is Foundry's
 * measurement plus the core's cost, as PhaseSixTokenRuler builds it (tests/combat/token-ruler.test.ts
 * checks that on the stand-in). Screenshots: token-ruler-{de,en}.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { createHandlebars } from "./handlebars-helpers.ts";
import { registerSystemHelpers } from "./system-helpers.ts";
import { packNpc } from "./pack-twins.ts";
import { ROOT } from "../../scripts/paths.mjs";
import { effectiveReach, movementCost, reachFromQuickness } from "../../src/rules/combat/index.ts";
import { RULER_BAND_COLOURS, rulerMoveView } from "../../src/applications/canvas/ruler-label.ts";
import type { Localize } from "../../src/applications/sheets/context/localize.ts";

/** One metre of the scene in CSS pixels (a 1 m grid square). */
const METRE = 50;
/** Where the token stands and the waypoints of the drag, in metres on the scene. */
const START = { x: 2, y: 7.5 };
const WAYPOINTS = [
  { x: 5, y: 7.5 },
  { x: 5, y: 3.5 },
  { x: 7.4, y: 1.7 },
];
/** The scene's size in metres. */
const SCENE = { width: 12, height: 9.5 };

/**
 * A stand-in for Foundry 13's measurement HUD written for this test (never copied): a waypoint label
 * is a small dark pill with light text, centred under its waypoint; the scene is a dark map with its
 * grid.
 */
const SCENE_CSS = `
@layer applications {
  .scene-stand-in { position: relative; width: ${SCENE.width * METRE}px; height: ${SCENE.height * METRE}px; overflow: hidden; background-color: #3b4a35;
    background-image: linear-gradient(#0003 1px, transparent 1px), linear-gradient(90deg, #0003 1px, transparent 1px);
    background-size: ${METRE}px ${METRE}px; font-family: var(--font-primary); }
  .scene-stand-in svg { position: absolute; inset: 0; }
  .scene-stand-in .token { position: absolute; width: ${METRE}px; height: ${METRE}px; border-radius: 50%; background: #222; border: 2px solid #fff;
    display: flex; align-items: center; justify-content: center; }
  .scene-stand-in .token img { width: 70%; height: 70%; }
  .scene-stand-in .nameplate { position: absolute; transform: translateX(-50%); color: #fff; background: #000; padding: 0 4px; font-size: 12px; white-space: nowrap; }
  #measurement .waypoint-label { position: absolute; transform: translateX(-50%); display: flex; align-items: center; gap: 0.3em;
    padding: 2px 8px; border-radius: 8px; background: #111; color: #f2f2f2; font-size: 13px; white-space: nowrap; }
}`;

function hex(colour: number): string {
  return `#${colour.toString(16).padStart(6, "0")}`;
}

function localizer(lang: Lang): Localize {
  const strings = loadTranslations(lang);
  return (key, data) => {
    const text = strings.get(key) ?? key;
    return data ? text.replace(/\{(\w+)\}/g, (m, name: string) => (data[name] !== undefined ? String(data[name]) : m)) : text;
  };
}

/** The scene with the token, the coloured path and the rendered labels. */
function scene(lang: Lang): { html: string; texts: string[] } {
  const npc = packNpc(lang, "npc:gun-for-hire");
  const quickness = (npc.system.attributes as { quickness: number }).quickness;
  const effective = effectiveReach(reachFromQuickness(quickness));
  const localize = localizer(lang);
  const hbs = createHandlebars(loadTranslations(lang));
  registerSystemHelpers(hbs);
  const template = hbs.compile(fs.readFileSync(path.join(ROOT, "templates/hud/waypoint-label.hbs"), "utf8"));
  const px = (m: number) => m * METRE;
  let total = 0;
  let from = START;
  const segments: string[] = [];
  const labels: string[] = [];
  const texts: string[] = [];
  WAYPOINTS.forEach((to, i) => {
    total += Math.hypot(to.x - from.x, to.y - from.y);
    const view = rulerMoveView(movementCost(total, effective), 1, localize);
    const colour = view ? hex(RULER_BAND_COLOURS[view.band]) : "#fff";
    segments.push(`<line x1="${px(from.x)}" y1="${px(from.y)}" x2="${px(to.x)}" y2="${px(to.y)}" stroke="#000" stroke-width="8" stroke-linecap="round"/>`);
    segments.push(`<line x1="${px(from.x)}" y1="${px(from.y)}" x2="${px(to.x)}" y2="${px(to.y)}" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`);
    segments.push(`<circle cx="${px(to.x)}" cy="${px(to.y)}" r="6" fill="#336699" stroke="#000"/>`);
    const context = {
      cssClass: i === WAYPOINTS.length - 1 ? "last" : "",
      action: { icon: "fa-solid fa-person-walking" },
      units: "m",
      distance: { total: total.toLocaleString(lang) },
      elevation: { total: 0, icon: "fa-solid fa-arrows-up-down", hidden: true },
      secret: false,
      phasesix: view,
    };
    const label = template(context);
    labels.push(label.replace('class="waypoint-label', `style="left:${px(to.x)}px;top:${px(to.y) + 14}px" class="waypoint-label`));
    texts.push(view?.text ?? "");
    from = to;
  });
  const html = `<div class="scene-stand-in themed theme-dark">
    <svg width="${px(SCENE.width)}" height="${px(SCENE.height)}">${segments.join("")}</svg>
    <div class="token" style="left:${px(START.x) - METRE / 2}px;top:${px(START.y) - METRE / 2}px"><img alt="" src="${npc.img}"></div>
    <div class="nameplate" style="left:${px(START.x)}px;top:${px(START.y) + METRE / 2 + 2}px">${npc.name}</div>
    <div id="hud"><div id="measurement">${labels.join("")}</div></div>
  </div>`;
  return { html, texts };
}

const expected: Record<Lang, string[]> = {
  de: ["gehen · 1 Aktion", "rennen · 1 Aktion", "rennen, gehen · 2 Aktionen (nur noch 1 übrig)"],
  en: ["walk · 1 action", "run · 1 action", "run, walk · 2 actions (only 1 left)"],
};

describe("token ruler labels", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("labels each waypoint with its movement and actions, coloured by band, in %s", async (lang) => {
    const { html, texts } = scene(lang);
    expect(texts).toEqual(expected[lang]);
    const view = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html }, lang, wrapper: `{{content}}<style>${SCENE_CSS}</style>` });
    expect(await view.rawKeys()).toEqual([]);
    const shown = await view.page.$$eval(".phasesix-move", (els) => els.map((el) => el.textContent?.trim() ?? ""));
    expect(shown).toEqual(expected[lang]);
    // The move sits on a line of its own under the distance, on one line, and is not cut off.
    expect(await view.page.$$eval(".phasesix-move", (els) => els.map((el) => el.getClientRects().length))).toEqual([1, 1, 1]);
    expect(await view.overflowing(".waypoint-label, .phasesix-move")).toEqual([]);
    // Every label lies inside the scene and no two labels overlap.
    const boxes = await view.page.$$eval(".waypoint-label", (els) => els.map((el) => el.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number }));
    const frame = await view.page.$eval(".scene-stand-in", (el) => el.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number });
    for (const b of boxes) expect(b.left >= frame.left && b.right <= frame.right && b.bottom <= frame.bottom).toBe(true);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].bottom <= boxes[i - 1].top || boxes[i].top >= boxes[i - 1].bottom).toBe(true);
    const bands = await view.page.$$eval(".waypoint-label", (els) => els.map((el) => [...el.classList].find((c) => c.startsWith("phasesix-move-")) ?? ""));
    expect(bands).toEqual(["phasesix-move-walk", "phasesix-move-run", "phasesix-move-exceeds"]);
    await view.screenshot(`token-ruler-${lang}`, ".scene-stand-in");
  });
});
