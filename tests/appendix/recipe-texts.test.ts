/**
 * Recipe texts name what the book's effect names (issue 33, "content that agrees with itself"): the
 * appendix's recipe chapter (recipes_*_de/en.tex → "Wirkung"/"Effect") gives each potion's effect and,
 * where it has one, its drawback; our short text (scripts/appendix/texts/recipe.json) must state
 * both, with the book's numbers, in both languages. The table below is the book's effect reduced to
 * the facts a player needs at the table (what the text must name), one row per recipe. The potion
 * whose recipe and gear entries give different numbers carries a note in both; recipe names are spelled
 * as the gear pack spells the same potion, and the recipe's product is that gear item.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECIPE_PRODUCTS } from "../../scripts/appendix/recipes.ts";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

interface Doc {
  name: string;
  type?: string;
  system: { rules?: string; product?: string };
  flags?: { phasesix?: { key?: string } };
}

function pack(name: string): Map<string, Doc> {
  const dir = path.join(PACKS, name);
  const out = new Map<string, Doc>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Doc;
    const key = doc.flags?.phasesix?.key;
    if (key) out.set(key, doc);
  }
  return out;
}

const text = (doc: Doc | undefined) => (doc?.system.rules ?? "").replace(/<[^>]+>/g, " ");

/** What the book's effect names, per recipe: effect and drawback, with its numbers (en, de). */
const BOOK_NAMES: Record<string, { en: string[]; de: string[] }> = {
  "recipe:beturia-s-eternal-rest": { en: ["24 hours", "2d6 wounds", "four Resistance successes in a row", "two successful Investigation rolls"], de: ["24 Stunden", "2W6 Wunden", "vier gelungene Resistenz-Würfe", "zwei gelungenen"] },
  "recipe:sud-of-shallow-empowerment": { en: ["1d6 minutes", "extra die", "quick to quarrel"], de: ["1W6 Minuten", "zusätzlichen Würfel", "streitlustig"] },
  "recipe:brew-of-uncontrolled-zeal-goblin-variant": { en: ["goblins only", "1d6 × 10 minutes", "+2 dice", "min roll +3", "restraints"], de: ["nur bei Goblins", "1W6 × 10 Minuten", "+2 Würfel", "Mindestwurf +3", "Fesseln"] },
  // the drawback the old text dropped: 1d6+2 hours of coma, memory loss; and Auffassungsgabe, not Wahrnehmung
  "recipe:elixir-of-chronos": { en: ["6 hours", "+2 dice", "Apprehension", "coma for 1d6+2 hours", "not even damage", "remembering nothing", "roll for rest"], de: ["6 Stunden", "+2 Würfel", "Auffassungsgabe", "1W6+2 Stunden in ein Koma", "auch kein Schaden", "ohne Erinnerung", "Rast-Wurf"] },
  "recipe:elixir-of-elven-power": { en: ["2d6 minutes", "2d6 extra dice", "Shocked 2", "dazed for 2d6 minutes", "elves are spared"], de: ["2W6 Minuten", "2W6 zusätzliche Würfel", "Geschockt 2", "2W6 Minuten lang benommen", "Elfen bleibt das erspart"] },
  "recipe:elixir-of-sweet-slumber": { en: ["ten minutes", "five hours", "Resistance"], de: ["zehn Minuten", "fünf Stunden", "Resistenz"] },
  "recipe:falk-s-tran-ointment": { en: ["a minute", "1 wound", "2 hours", "normal", "bleeding protection", "cold"], de: ["eine Minute", "1 Wunde", "2 Stunden", "normale Treffer", "Bluten", "Kälte"] },
  "recipe:felsenfeuer-distillate": { en: ["1d3 wounds"], de: ["1W3 Wunden"] },
  "recipe:guild-elixir": { en: ["ends exhaustion", "+1 die", "1d6 hours"], de: ["beendet Erschöpfung", "+1 Würfel", "1W6 Stunden"] },
  "recipe:kinstarchel-secretion": { en: ["explosive", "1d3 m", "no damage"], de: ["explosiv", "1W3 m", "keinen Schaden"] },
  "recipe:lachsunder-seemagen": { en: ["seasickness", "2 hours", "1 wound"], de: ["Seekrankheit", "2 Stunden", "1 Wunde"] },
  "recipe:laughing-potion": { en: ["2d6 minutes", "+1 die", "Stealth at min roll +3", "−1 on all rolls for 30 minutes"], de: ["2W6 Minuten", "+1 Würfel", "Heimlichkeit mit Mindestwurf +3", "30 Minuten lang −1"] },
  // the drawback the old text dropped: damage gives +2 dice on the waking roll
  "recipe:linya-s-deep-sleep": { en: ["unconscious", "Willpower", "add up to 5", "damage it takes gives +2 dice"], de: ["bewusstlos", "Willenskraft", "zusammen 5", "Schaden aber gibt +2 Würfel"] },
  "recipe:magic-potion-a-full-carafe": { en: ["2 arcana"], de: ["2 Arkana"] },
  "recipe:major-healing-potion": { en: ["1d3 + 3 wounds"], de: ["1W3 + 3 Wunden"] },
  "recipe:meridian-clarity": { en: ["Poisoned", "+1 die", "1d6 hours"], de: ["Vergiftet", "+1 Würfel", "1W6 Stunden"] },
  "recipe:mist-of-thenon": { en: ["3 m", "5 rounds", "blinded", "min roll +2"], de: ["3 m", "5 Runden", "geblendet", "Mindestwurf +2"] },
  "recipe:morphine": { en: ["painkiller", "drowsiness or confusion", "addictive", "poisons"], de: ["Schmerz", "Schläfrigkeit oder Verwirrung", "abhängig", "vergiftet"] },
  "recipe:panthomeic-pick-me-up": { en: ["1d6 hours", "+2 dice", "deep sleep"], de: ["1W6 Stunden", "+2 Würfel", "tiefen Schlaf"] },
  "recipe:potion-of-deep-calm": { en: ["five minutes", "ten hours", "1d6 wounds", "two Resistance successes in a row"], de: ["fünf Minuten", "zehn Stunden", "1W6 Wunden", "zwei gelungene Resistenz-Würfe"] },
  // the numbers the old text left out (the gear item had them): 2d6+6 rounds exhausted and dazed, +2 minimum roll
  "recipe:potion-of-might": { en: ["2d6 minutes", "twice as many dice", "2 extra normal protection units", "exhausted for 2d6+6 rounds", "dazed", "+2 on every minimum roll"], de: ["2W6 Minuten", "doppelt so viele Würfel", "2 zusätzliche normale Schutzeinheiten", "2W6+6 Runden erschöpft", "benommen", "+2 auf jeden Mindestwurf"] },
  "recipe:potion-of-protection": { en: ["1d3 boosts", "normal protection unit"], de: ["1W3 Boosts", "normale Schutzeinheit"] },
  "recipe:simple-wound-tincture": { en: ["bandage", "1d3 more wounds"], de: ["Verband", "1W3 Wunden mehr"] },
  "recipe:snakeoil": { en: ["1 wound"], de: ["1 Wunde"] },
  "recipe:venom-of-a-flying-snake": { en: ["min roll 8", "movement is 2 less for 1d6 rounds", "1d3 exhaustion"], de: ["Mindestwurf 8", "1W6 Runden lang um 2 geringer", "1W3 Erschöpfung"] },
};

describe("recipe texts name what the book's effect names, drawbacks included", () => {
  for (const language of ["en", "de"] as const) {
    const recipes = pack(`recipes-${language}`);

    it(`recipes-${language}: every recipe has a row in the table (a new recipe needs its book facts listed)`, () => {
      const keys = [...recipes.entries()].filter(([, d]) => d.type === "recipe").map(([k]) => k).sort();
      expect(keys).toEqual(Object.keys(BOOK_NAMES).sort());
    });

    it.each(Object.keys(BOOK_NAMES))(`recipes-${language}: %s states every effect and drawback the book gives`, (key) => {
      const stated = text(recipes.get(key));
      const missing = BOOK_NAMES[key][language].filter((fact) => !stated.includes(fact));
      expect(missing, `${key}: ${stated}`).toEqual([]);
    });
  }

  it("the Elixir of Chronos names Auffassungsgabe (the book's attribute), not Wahrnehmung", () => {
    expect(text(pack("recipes-de").get("recipe:elixir-of-chronos"))).not.toContain("Wahrnehmung");
  });
});

/** Recipes whose product the gear chapter names by its container (Phiole Flugschlangengift, Karaffe Zaubertrank). */
const PACKAGED = ["recipe:venom-of-a-flying-snake", "recipe:magic-potion-a-full-carafe"];

describe("recipe and gear entry of one potion agree, or say where the book differs", () => {
  it("Trank der tiefen Ruhe: the recipe heals 1W6, the gear item 1W3, and both name the other value", () => {
    for (const [language, recipeDie, gearDie] of [["de", "1W6", "1W3"], ["en", "1d6", "1d3"]] as const) {
      const recipe = text(pack(`recipes-${language}`).get("recipe:potion-of-deep-calm"));
      const gear = text(pack(`gear-${language}`).get("gear:potion-of-deep-calm"));
      expect(recipe).toContain(`${recipeDie} ${language === "de" ? "Wunden" : "wounds"}`);
      expect(gear).toContain(`${gearDie} ${language === "de" ? "Wunden" : "wounds"}`);
      for (const side of [recipe, gear]) {
        expect(side).toContain(recipeDie);
        expect(side).toContain(gearDie);
        expect(side).toMatch(language === "de" ? /Hinweis:.*Spielleitung/ : /Note:.*GM/);
      }
    }
  });

  it("Trank der Macht: the recipe gives the gear item's numbers (2W6 minutes, 2W6+6 rounds, +2 minimum roll)", () => {
    for (const language of ["de", "en"] as const) {
      const recipe = text(pack(`recipes-${language}`).get("recipe:potion-of-might"));
      const gear = text(pack(`gear-${language}`).get("gear:potion-of-might"));
      for (const fact of language === "de" ? ["2W6", "2W6+6 Runden", "+2"] : ["2d6", "2d6+6 rounds", "+2"]) {
        expect(recipe).toContain(fact);
        expect(gear).toContain(fact);
      }
    }
  });

  it("a recipe whose product is a gear item carries that item's name (the four typos the gear pack does not have are gone)", () => {
    for (const language of ["de", "en"] as const) {
      const gear = pack(`gear-${language}`);
      const differing: string[] = [];
      for (const [key, recipe] of pack(`recipes-${language}`)) {
        const product = recipe.system.product;
        if (recipe.type !== "recipe" || !product) continue;
        const item = gear.get(product);
        expect(item, `${key} → ${product}`).toBeDefined();
        // the gear pack tells the two Kinstarchel secretions apart by a qualifier in parentheses
        // a product sold in its container keeps the container's name (a vial of venom, a carafe of potion)
        if (PACKAGED.includes(key)) continue;
        if (item && item.name.replace(/\s*\([^)]*\)$/, "") !== recipe.name) differing.push(`${recipe.name} ≠ ${item.name}`);
      }
      expect(differing, language).toEqual([]);
    }
    const de = pack("recipes-de");
    expect(de.get("recipe:elixir-of-sweet-slumber")?.name).toBe("Elixier des sanften Schlummers");
    expect(de.get("recipe:elixir-of-chronos")?.name).toBe("Elixier des Chronos");
    expect(de.get("recipe:guild-elixir")?.name).toBe("Gilden-Elixier");
    expect(pack("recipes-en").get("recipe:snakeoil")?.name).toBe("Snake Oil");
    expect(pack("recipes-en").get("recipe:laughing-potion")?.name).toBe("Laughter potion");
  });

  it("a brewed product whose gear entry states no effect carries the recipe's effect (Lachtrank, Morphin, Flugschlangengift)", () => {
    for (const language of ["de", "en"] as const) {
      const gear = pack(`gear-${language}`);
      const recipes = pack(`recipes-${language}`);
      for (const [recipe, product] of [["recipe:laughing-potion", "gear:laughter-potion"], ["recipe:morphine", "gear:morphin"], ["recipe:venom-of-a-flying-snake", "gear:flying-snake-venom-vial"]]) {
        expect(text(gear.get(product)), product).toContain(text(recipes.get(recipe)).trim());
      }
    }
  });

  it("every product named in RECIPE_PRODUCTS is a gear item of both packs", () => {
    for (const language of ["de", "en"] as const) {
      const gear = pack(`gear-${language}`);
      for (const [recipe, product] of Object.entries(RECIPE_PRODUCTS)) {
        expect(gear.has(product), `${recipe} → ${product}`).toBe(true);
        expect(pack(`recipes-${language}`).get(recipe)?.system.product).toBe(product);
      }
    }
  });
});
