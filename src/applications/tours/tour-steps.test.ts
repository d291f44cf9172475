/**
 * The tours' words: every tour's title and description and every step's title and text exist in
 * both languages (German and English differ, nothing is left empty), and the welcome card offers
 * one button per tour, in the tours' order.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOUR_IDS, TOURS, stepKey, tourConfig, tourKey } from "./tour-steps.ts";
import { welcomeContext } from "../welcome.ts";

type Tree = { [key: string]: string | Tree };
const ROOT = path.join(import.meta.dirname, "..", "..", "..");
function strings(lang: "de" | "en"): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") out.set(prefix + key, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${lang}.json`), "utf8")) as Tree, "");
  return out;
}
const de = strings("de");
const en = strings("en");

/** Every key a tour shows: its title, description and each step's title and text (also under another creation currency). */
function keysOf(tour: (typeof TOURS)[number]): string[] {
  const ids = tour.steps.flatMap((step) => [step.id, ...Object.values(step.wordsByCurrency ?? {})]);
  return [tourKey(tour.id, "Title"), tourKey(tour.id, "Description"), ...ids.flatMap((id) => [stepKey(tour.id, id, "Title"), stepKey(tour.id, id, "Content")])];
}

describe("the tours", () => {
  it("are the builder, the sheet and the first combat, each with unique step ids", () => {
    expect(TOURS.map((tour) => tour.id)).toEqual([...TOUR_IDS]);
    for (const tour of TOURS) expect(new Set(tour.steps.map((step) => step.id)).size).toBe(tour.steps.length);
  });

  it.each(TOURS.map((tour) => [tour.id, tour] as const))("%s: every title and text is in German and English", (_id, tour) => {
    for (const key of keysOf(tour)) {
      expect(de.get(key)?.trim(), `de ${key}`).toBeTruthy();
      expect(en.get(key)?.trim(), `en ${key}`).toBeTruthy();
      expect(de.get(key), key).not.toBe(en.get(key));
    }
  });

  it("gives Foundry the keys, never the words, and keeps the fallback for our elements only", () => {
    for (const tour of TOURS) {
      const config = tourConfig(tour);
      expect(config.namespace).toBe("phasesix");
      expect(config.display).toBe(true);
      expect(config.steps.map((step) => step.content)).toEqual(tour.steps.map((step) => stepKey(tour.id, step.id, "Content")));
      for (const step of tour.steps) if (step.fallback) expect(step.selector, step.id).toBeTruthy();
    }
  });

  it("has every key of the welcome card's tour section in both languages", () => {
    for (const key of ["PHASESIX.Tour.Welcome.Heading", "PHASESIX.Tour.Welcome.Text", "PHASESIX.Tour.NeedsCharacter"]) {
      expect(de.get(key), key).toBeTruthy();
      expect(en.get(key), key).toBeTruthy();
    }
  });

  it("are offered on the welcome card, one button per tour", () => {
    expect(welcomeContext("0.1.0").tours.map((tour) => [tour.id, tour.label])).toEqual(TOUR_IDS.map((id) => [id, tourKey(id, "Title")]));
  });
});
