/**
 * Only images that exist in Foundry 13: every image a pack names (items, NPCs and their embedded
 * items, effects, tokens) and every core image path in our code is either one of the Foundry 13 core
 * icons in the committed list (scripts/foundry-core-icons.txt, derived from the client's own files by
 * scripts/core-icons.mjs) or a file the system ships (`systems/phasesix/…`).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packImages, readCoreIconList, sourceImages } from "../scripts/core-icons.mjs";
import { ROOT } from "../scripts/paths.mjs";

const core = readCoreIconList();
const SYSTEM_PREFIX = "systems/phasesix/";

function exists(image: string): boolean {
  if (core.has(image)) return true;
  return image.startsWith(SYSTEM_PREFIX) && fs.existsSync(path.join(ROOT, image.slice(SYSTEM_PREFIX.length)));
}

describe("images that exist in Foundry 13", () => {
  it("lists core paths only, one per line, sorted", () => {
    const paths = [...core];
    expect(paths.length).toBeGreaterThan(50);
    for (const p of paths) expect(p).toMatch(/^icons\/[\w./-]+\.(svg|webp|png)$/);
    expect(paths).toEqual([...paths].sort());
  });

  it("finds every pack image (NPC packs included) in the core list or in our own files", () => {
    const images = packImages();
    expect(images.length).toBeGreaterThan(2800);
    expect(images.some((image) => image.file.startsWith("packs/npcs-de/"))).toBe(true);
    const missing = images.filter((image) => !exists(image.path)).map((image) => `${image.path} (${image.file})`);
    expect(missing).toEqual([]);
  });

  it("finds every core image our code names in the core list", () => {
    const missing = sourceImages().filter((image) => !exists(image.path)).map((image) => `${image.path} (${image.file})`);
    expect(missing).toEqual([]);
  });

  it("names the two NPC images Foundry 13 lacks nowhere any more", () => {
    const used = new Set(packImages().map((image) => image.path));
    expect(used.has("icons/creatures/mammals/wolf-howl-moon-white.webp")).toBe(false);
    expect(used.has("icons/magic/unholy/silhouette-evil-horned-red.webp")).toBe(false);
    expect(core.has("icons/creatures/mammals/wolf-howl-moon-white.webp")).toBe(false);
  });

  it("keeps no path in the list that nothing uses", () => {
    const used = new Set([...packImages(), ...sourceImages()].map((image) => image.path));
    expect([...core].filter((p) => !used.has(p))).toEqual([]);
  });
});
