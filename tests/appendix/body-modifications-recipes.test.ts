/**
 * The importer of body modifications and recipes (rulebook 2026 appendix): every entry parsed with
 * the appendix's numbers, DE/EN twins paired, the twice-named modifications told apart, worlds from
 * the files, and a loud stop on anything it cannot place. The appendix-backed checks run where
 * PHASESIX_APPENDIX names the appendix folder.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBodyModifications } from "../../scripts/appendix/body-modifications.ts";
import { parseRecipes } from "../../scripts/appendix/recipes.ts";
import { appendixFromEnv, APPENDIX_ENV } from "../../scripts/appendix/import.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

const MOD = String.raw`\section{Generatoren}
\subsection*{Testgenerator}
Beschreibung, nicht importiert.

\begin{tabular}{@{}ll@{}}
\textbf{\trans{activation_label}:} & Passiv\\
\textbf{\trans{price_label}:} & 1000\\
\textbf{\trans{rarity_label}:} & Gewöhnlich\\
\textbf{\trans{biostrain_label}:} & 2\\
\textbf{\trans{energy_label}:} & -8 mAh \\
\end{tabular}

\textbf{\trans{socket_label}}\\
Linker Arm (1)\\
Rechter Arm (1)\\

\begin{tabular}{@{}ll@{}}
\textbf{Logik} & +1\\
\end{tabular}
`;

const RECIPE = String.raw`\section{Potions and Tinctures}
    \subsection*{Test Potion}
    \begin{tabular}{@{}ll@{}}
        \textbf{\trans{difficulty_label}:} & difficult \\
        \textbf{\trans{yield_label}:} & 3 \\
    \end{tabular}
    Preparation prose, not imported.
    \paragraph{\trans{ingredients_label}}
    \begin{denseitemize}
        \item \textbf{Water} (60 oth), \textit{Components}.
        Prose.
        \item \textbf{Ammonia} (10 ml (milliliter)), \textit{Components}.
    \end{denseitemize}
`;

describe("body modification parser", () => {
  it("reads type, activation, price, rarity, Biolast, energy, places and modifiers", () => {
    expect(parseBodyModifications(MOD)).toEqual([
      {
        name: "Testgenerator",
        category: "generator",
        activation: "passive",
        price: 1000,
        rarity: "common",
        biolast: 2,
        energy: -8,
        charges: 0,
        sockets: [{ location: "leftArm", points: 1 }, { location: "rightArm", points: 1 }],
        modifiers: [{ kind: "attribute", key: "logic", value: 1 }],
        hasRules: false,
      },
    ]);
  });

  it("stops on a place, a row or a section it cannot place", () => {
    expect(() => parseBodyModifications(MOD.replace("Linker Arm (1)", "Schwanz (1)"))).toThrow(/Schwanz/);
    expect(() => parseBodyModifications(MOD.replace("Logik", "Flugkunst"))).toThrow(/Flugkunst/);
    expect(() => parseBodyModifications(MOD.replace("Generatoren", "Spielzeug"))).toThrow(/Spielzeug/);
    expect(() => parseBodyModifications(MOD.replace("\\textbf{\\trans{biostrain_label}:} & 2\\\\\n", ""))).toThrow(/biostrain_label/);
  });
});

describe("recipe parser", () => {
  it("reads difficulty, yield and ingredients with amount and unit", () => {
    expect(parseRecipes(RECIPE)).toEqual([
      {
        name: "Test Potion",
        category: "potionsAndTinctures",
        difficulty: "hard",
        yield: 3,
        ingredients: [
          { name: "Water", amount: 60, unit: "oth", category: "Components" },
          { name: "Ammonia", amount: 10, unit: "ml", category: "Components" },
        ],
      },
    ]);
  });

  it("keeps the default yield of 1 where the appendix names none, and stops on an unknown difficulty", () => {
    expect(parseRecipes(RECIPE.replace(/\\textbf\{\\trans\{yield_label\}:\} & 3 \\\\\n/, ""))[0].yield).toBe(1);
    expect(() => parseRecipes(RECIPE.replace("difficult", "legendary"))).toThrow(/legendary/);
  });
});

const appendix = appendixFromEnv();
interface Doc {
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  flags?: { phasesix?: { key?: string } };
}
function items(pack: string): Doc[] {
  const dir = path.join(ROOT, "packs", pack);
  return fs
    .readdirSync(dir)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Doc)
    .filter((d) => d.type !== undefined && d.type !== "Folder" && d.system !== undefined);
}

describe("the committed body modification and recipe packs", () => {
  it("hold 99 modifications and 25 recipes per language, the twins sharing their keys and numbers", () => {
    for (const [pack, count] of [["body-modifications", 99], ["recipes", 25]] as const) {
      const de = items(`${pack}-de`);
      const en = items(`${pack}-en`);
      expect(de).toHaveLength(count);
      const byKey = new Map(en.map((d) => [d.flags?.phasesix?.key, d]));
      for (const d of de) {
        const twin = byKey.get(d.flags?.phasesix?.key);
        expect(twin, d.name).toBeDefined();
        const { rules: _a, ingredients: ia, ...facts } = d.system ?? {};
        const { rules: _b, ingredients: ib, ...twinFacts } = twin?.system ?? {};
        expect(twinFacts).toEqual(facts);
        if (Array.isArray(ia) && Array.isArray(ib)) expect(ib.map((i: { amount: number; key: string }) => [i.amount, i.key])).toEqual(ia.map((i: { amount: number; key: string }) => [i.amount, i.key]));
      }
    }
  });

  it("tells the three twice-named modifications apart", () => {
    const keys = items("body-modifications-en").map((d) => d.flags?.phasesix?.key ?? "");
    expect(new Set(keys).size).toBe(99);
    expect(keys.filter((k) => /^bodyModification:(chameleon-skin|gravity-manipulator|sonic-wave-manipulator):/.test(k)).sort()).toEqual([
      "bodyModification:chameleon-skin:enhancement",
      "bodyModification:chameleon-skin:protection",
      "bodyModification:gravity-manipulator:enhancement-2",
      "bodyModification:gravity-manipulator:enhancement-4",
      "bodyModification:sonic-wave-manipulator:enhancement-2-2100",
      "bodyModification:sonic-wave-manipulator:enhancement-2-2600",
    ]);
  });

  it("places recipes in the worlds whose files list them: 24 in Terra and Tirakan, Morphine in Terra only", () => {
    const recipes = items("recipes-en");
    expect(recipes.filter((r) => JSON.stringify(r.system?.worlds) === JSON.stringify(["terra", "tirakan"]))).toHaveLength(24);
    expect(recipes.filter((r) => JSON.stringify(r.system?.worlds) === JSON.stringify(["terra"])).map((r) => r.name)).toEqual(["Morphine"]);
  });

  it("marks every body modification as content of the body-modification extension", () => {
    for (const d of items("body-modifications-de")) expect(d.system?.extensions).toEqual(["bodyMods"]);
  });
});

describe.skipIf(!appendix)(`numbers equal the appendix (${APPENDIX_ENV})`, () => {
  const dir = appendix ?? "";
  it("parses 99 modifications in every world file, identical across the worlds", () => {
    const parsed = ["phasesix", "nexus", "tirakan"].map((w) => parseBodyModifications(fs.readFileSync(path.join(dir, `body_modifications_${w}_de.tex`), "utf8")));
    for (const list of parsed) expect(list).toHaveLength(99);
    expect(parsed[1]).toEqual(parsed[0]);
    expect(parsed[2]).toEqual(parsed[0]);
  });

  it("reads the Kinetic generator as the appendix lists it (price 1000, Biolast 2, −8 mA, either arm)", () => {
    const en = parseBodyModifications(fs.readFileSync(path.join(dir, "body_modifications_nexus_en.tex"), "utf8"));
    expect(en.find((m) => m.name === "Kinetic Generator")).toMatchObject({ price: 1000, biolast: 2, energy: -8, activation: "passive", sockets: [{ location: "leftArm", points: 1 }, { location: "rightArm", points: 1 }] });
  });

  it("gives every modification (those with a rules row and, issue 33, those whose description states the effect), and every recipe, a rules text of ours in both languages", () => {
    const all = parseBodyModifications(fs.readFileSync(path.join(dir, "body_modifications_nexus_en.tex"), "utf8"));
    expect(all.filter((m) => m.hasRules).length).toBeLessThan(all.length);
    for (const language of ["de", "en"] as const) {
      expect(items(`body-modifications-${language}`).filter((d) => String(d.system?.rules ?? "") !== "")).toHaveLength(all.length);
      expect(items(`recipes-${language}`).every((d) => String(d.system?.rules ?? "") !== "")).toBe(true);
    }
  });

  it("parses 25 Terra recipes and 24 Tirakan ones in both languages", () => {
    for (const [world, count] of [["phasesix", 25], ["tirakan", 24]] as const) {
      for (const language of ["de", "en"]) expect(parseRecipes(fs.readFileSync(path.join(dir, `recipes_${world}_${language}.tex`), "utf8"))).toHaveLength(count);
    }
  });
});
