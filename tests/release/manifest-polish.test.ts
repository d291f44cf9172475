/** What the package list and the setup screen show: our own media, honest authors, localized guide labels. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/paths.mjs";
import { localPath } from "../../scripts/check-dist.mjs";
import { loadTranslations } from "../browser/harness.ts";

interface Manifest {
  authors: Array<Record<string, string>>;
  media: Array<{ type: string; url: string; thumbnail?: string }>;
  background: string;
  flags: Record<string, unknown>;
  packs: Array<{ name: string; label: string; type: string }>;
  packFolders: Array<{ name: string; packs: string[] }>;
}
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as Manifest;

describe("system.json polish", () => {
  it("has a cover and a setup background, WebP rendered from our own SVG drawings", () => {
    expect(manifest.media.map((m) => m.type).sort()).toEqual(["cover", "setup"]);
    for (const media of manifest.media) {
      const file = localPath(media.url) ?? "";
      const bytes = fs.readFileSync(path.join(ROOT, file));
      expect(bytes.subarray(0, 4).toString("latin1"), file).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1"), file).toBe("WEBP");
      expect(fs.existsSync(path.join(ROOT, file.replace(/\.webp$/, ".svg"))), `${file} source drawing`).toBe(true);
    }
    expect(localPath(manifest.background)).toBe("assets/media/setup.webp");
  });

  it("names as author only the contributors the licence names, with no invented address", () => {
    const licence = fs.readFileSync(path.join(ROOT, "LICENSE"), "utf8");
    expect(manifest.authors).toEqual([{ name: "Phase Six for Foundry VTT contributors" }]);
    expect(licence).toContain(manifest.authors[0].name);
  });

  it("declares the hot-reload flags for templates, styles and language files", () => {
    expect(manifest.flags.hotReload).toEqual({ extensions: ["css", "hbs", "json"], paths: ["phasesix.css", "templates", "lang"] });
  });

  it("ships the guide as a JournalEntry pack per language, with a label localized in both languages", () => {
    const en = loadTranslations("en");
    const de = loadTranslations("de");
    for (const lang of ["de", "en"]) {
      const pack = manifest.packs.find((p) => p.name === `guide-${lang}`);
      expect(pack?.type).toBe("JournalEntry");
      expect(en.get(pack?.label ?? ""), `${lang} label in English`).toMatch(/^Phase Six — Guide/);
      expect(de.get(pack?.label ?? ""), `${lang} label in German`).toMatch(/^Phase Six — Leitfaden/);
    }
    expect(manifest.packFolders.find((f) => f.name === "Phase Six")?.packs).toEqual(["guide-de", "guide-en"]);
  });
});
