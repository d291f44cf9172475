import { describe, expect, it } from "vitest";
import { parseTemplates, skillRequirements, templateHeading } from "../../scripts/appendix/templates.ts";
import { rowMeaning, tagsOfIcons, worldOfFile } from "../../scripts/appendix/labels.ts";
import { knowledgeByName } from "../../scripts/appendix/knowledge.ts";

function box(heading: string, rows: string[], iconNames: string[], extra = ""): string {
  return String.raw`\begin{tcolorbox}
    \subsection*{${heading}}
    \tcblower
${extra}
\begin{tabular}{@{}ll@{}}
${rows.map((r) => `    ${r}${String.raw`\\`}`).join("\n")}
\end{tabular}
\wbif{phasesix}{
${iconNames.map((i) => String.raw`\faIcon{${i}}\hspace{0.5em}`).join("")}}{}
\end{tcolorbox}
`;
}

const EN = String.raw`\section{Occupation}
Intro prose.
${box(String.raw`Banker \hfill \small{7 \trans{reputation_label}}`, [String.raw`\textbf{Logic} & +2`, String.raw`\textbf{Hand to Hand Combat} & -1`, String.raw`\textbf{Accounting} & +2`, String.raw`\textbf{destiny dice} & +1`], ["umbrella", "flag"], String.raw`\textit{Greedy}: prose that is not imported.`)}
\section{Talent}
${box(String.raw`Marksman \hfill \small{8 \trans{reputation_label}}`, [String.raw`\textbf{Astronimy} & +1`, String.raw`\textbf{Shamanism} & True`, String.raw`\textbf{rest minimum roll} & -1`], ["cube"], "Requires shooting of 5 or more")}
`;

const DE = String.raw`\section{Beruf}
${box(String.raw`Banker \hfill \small{7 \trans{reputation_label}}`, [String.raw`\textbf{Logik} & +2`, String.raw`\textbf{Nahkampf} & -1`, String.raw`\textbf{Buchhaltung} & +2`, String.raw`\textbf{Schicksalswürfel} & +1`], ["umbrella", "flag"], String.raw`\textit{Gierig}: Prosa.`)}
\section{Talent}
${box(String.raw`Scharfschütze \hfill \small{8 \trans{reputation_label}}`, [String.raw`\textbf{Astronomie} & +1`, String.raw`\textbf{Schamanismus} & True`, String.raw`\textbf{Rast Mindestwurf} & -1`], ["spider", "dice-six"], "Benötigt einen Schiessen Wert von 5 oder mehr")}
`;

describe("template import", () => {
  it("reads name and cost of a heading, including negative costs", () => {
    expect(templateHeading(String.raw`Spy \hfill \small{11 \trans{reputation_label}}`)).toEqual({ name: "Spy", cost: 11 });
    expect(templateHeading(String.raw`Poor \hfill \small{-3 \trans{reputation_label}}`)).toEqual({ name: "Poor", cost: -3 });
  });

  it("maps English labels to catalog keys and names knowledge by the knowledge table", () => {
    const [banker] = parseTemplates(EN, "en");
    expect(banker).toMatchObject({ name: "Banker", category: "occupation", cost: 7, shadowNames: ["Greedy"], eras: ["victorian", "worldWars"] });
    expect(banker.modifiers).toEqual([
      { kind: "attribute", key: "logic", value: 2 },
      { kind: "skill", key: "handToHand", value: -1 },
      { kind: "knowledge", key: "Accounting", value: 2 },
      { kind: "aspect", key: "destinyDice", value: 1 },
    ]);
  });

  it("reads the German chapter to the same keys, with German knowledge names", () => {
    const [banker] = parseTemplates(DE, "de");
    expect(banker.modifiers).toEqual([
      { kind: "attribute", key: "logic", value: 2 },
      { kind: "skill", key: "handToHand", value: -1 },
      { kind: "knowledge", key: "Buchhaltung", value: 2 },
      { kind: "aspect", key: "destinyDice", value: 1 },
    ]);
    expect(banker.shadowNames).toEqual(["Gierig"]);
  });

  it("keeps traditions, rest minimum roll and skill requirements apart from the modifiers", () => {
    const [, en] = parseTemplates(EN, "en");
    const [, de] = parseTemplates(DE, "de");
    for (const t of [en, de]) {
      expect(t.category).toBe("talent");
      expect(t.traditions).toEqual(["shamanism"]);
      expect(t.unsupported).toEqual([{ key: "restMinRoll", value: -1 }]);
      expect(t.skillRequirements).toEqual([{ skill: "shooting", min: 5 }]);
      expect(t.modifiers).toEqual([{ kind: "knowledge", key: t === en ? "Astronomy" : "Astronomie", value: 1 }]);
    }
    expect(de.extensions).toEqual(["horror"]);
    expect(de.unknownIcons).toEqual(["dice-six"]);
  });

  it("reads both phrasings of a deception requirement", () => {
    expect(skillRequirements("Requires deception of 3 or more")).toEqual([{ skill: "deception", min: 3 }]);
    expect(skillRequirements("Benötigt eine Täuschen Fähigkeit von 3 oder höher")).toEqual([{ skill: "deception", min: 3 }]);
  });

  it("treats unknown labels as knowledge and keeps their spelling", () => {
    expect(rowMeaning("Underwater Basket Weaving")).toEqual({ kind: "knowledge", key: "Underwater Basket Weaving" });
    expect(knowledgeByName("Underwater Basket Weaving")).toBeNull();
    expect(knowledgeByName("reading/writing")?.skill).toBe("communication");
  });

  it("maps icons to eras and extensions; flask is alchemy; dragon and fire add no tag, and the cube makes an entry unrestricted", () => {
    expect(tagsOfIcons(["cube"])).toEqual({ eras: [], extensions: [], unknown: [] });
    expect(tagsOfIcons(["cube", "eye", "magic", "industry"])).toEqual({ eras: [], extensions: [], unknown: [] });
    expect(tagsOfIcons(["flask"])).toEqual({ eras: [], extensions: ["alchemy"], unknown: [] });
    expect(tagsOfIcons(["umbrella", "industry", "car"])).toEqual({ eras: ["victorian"], extensions: [], unknown: ["industry", "car"] });
    expect(tagsOfIcons(["eye", "chess-rook", "magic", "ankh", "syringe", "spider", "space-shuttle", "dragon", "fire"])).toEqual({
      eras: ["antiquity", "middleAges", "sciFi"],
      extensions: ["magic", "pantheon", "bodyMods", "horror"],
      unknown: [],
    });
  });

  it("reads world and language from a file name", () => {
    expect(worldOfFile("templates_phasesix_de.tex")).toEqual({ kind: "templates", world: "terra", language: "de" });
    expect(worldOfFile("riot_gear_tirakan_en.tex")).toEqual({ kind: "riot_gear", world: "tirakan", language: "en" });
  });
});
