/**
 * Body modifications carry a short rules text of our own (issue 33: 55 of the 99 had none, ten of them
 * — Infrarotsicht, Datenbuchse, Neuro-Link-Kommunikator … — neither text nor modifiers, so the GM saw
 * only numbers). Every modification of both packs states in its text what the book gives it: its
 * effect, or for a generator the energy it supplies and when; the texts are ours
 * (scripts/appendix/texts/bodyModification.json, checked against the appendix prose by copy-check).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

interface Mod {
  name: string;
  type?: string;
  system: { rules: string; category: string; energy: number; modifiers: unknown[]; activation: string };
  flags: { phasesix: { key: string } };
}

function mods(language: "de" | "en"): Mod[] {
  const dir = path.join(PACKS, `body-modifications-${language}`);
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Mod)
    .filter((doc) => doc.type === "bodyModification");
}

const plain = (html: string) => html.replace(/<[^>]+>/g, " ").trim();

describe("every body modification states its effect in a rules text", () => {
  for (const language of ["de", "en"] as const) {
    it(`body-modifications-${language}: all 99 have a rules text`, () => {
      const all = mods(language);
      expect(all).toHaveLength(99);
      expect(all.filter((m) => plain(m.system.rules) === "").map((m) => m.name)).toEqual([]);
    });

    it(`body-modifications-${language}: a modification without modifiers (Infrarotsicht, Datenbuchse, …) says what it does in a sentence`, () => {
      const bare = mods(language).filter((m) => m.system.modifiers.length === 0 && m.system.category !== "generator");
      expect(bare.length).toBeGreaterThanOrEqual(10);
      expect(bare.filter((m) => plain(m.system.rules).split(/\s+/).length < 5).map((m) => m.name)).toEqual([]);
    });

    it(`body-modifications-${language}: a generator's text names the energy it supplies (its stats' number)`, () => {
      expect(mods(language).filter((m) => plain(m.system.rules).startsWith("Generator:")).length).toBeGreaterThanOrEqual(25);
      const word = language === "de" ? "liefert" : "supplies";
      const wrong = mods(language)
        .filter((m) => m.system.category === "generator" && m.system.energy < 0)
        // texts that describe the generator's handling instead (the hand crank's two actions) start otherwise
        .filter((m) => plain(m.system.rules).startsWith("Generator:") && !plain(m.system.rules).includes(`${word} ${-m.system.energy} mA`))
        .map((m) => `${m.name}: ${m.system.energy}`);
      expect(wrong).toEqual([]);
    });
  }

  it("a modifier a text restates is named with the UI's word (Kraft, not the spell word Stärke; Lebenspunkte, not Gesundheit)", () => {
    const texts = mods("de").map((m) => plain(m.system.rules));
    expect(texts.filter((t) => /\bStärke\b|Gesundheit/.test(t))).toEqual([]);
    const muscle = mods("de").find((m) => m.flags.phasesix.key === "bodyModification:muscle-augmentation");
    expect(plain(muscle?.system.rules ?? "")).toContain("Kraft +2");
  });

  it("the modifications the issue names (Infrarotsicht, Datenbuchse, Neuro-Link-Kommunikator, …) have a rules text in both languages", () => {
    const de = new Map(mods("de").map((m) => [m.flags.phasesix.key, plain(m.system.rules)]));
    for (const key of ["infrared-vision", "data-jack", "neuro-link-communicator", "infrared-cloaking", "magnetic-grapples"]) {
      const full = `bodyModification:${key}`;
      expect(de.get(full), full).toBeTruthy();
      expect(mods("en").find((m) => m.flags.phasesix.key === full)?.system.rules, full).toBeTruthy();
    }
  });
});
