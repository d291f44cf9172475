import { describe, expect, it } from "vitest";
import { parseDuration, parseQuirks, parseSpellTemplates, parseSpells, parseWeaponModifications } from "../../scripts/appendix/magic.ts";

const SPELLS = String.raw`\section{Zauberei}
\subsection*{Testzauber}
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{spell_points_label}:} & 5\\
    \textbf{\trans{arcana_cost_label}:} & 2\\
    \textbf{\trans{range_label}:} & 20\\
    \textbf{\trans{actions_label}:} & 1\\
\textbf{\trans{duration_label}:} & Stärke*2 W6 Minuten\\    \textbf{\trans{concentration_label}:} & Ja \\
\textbf{\trans{type_label}:} & Widerrufung\\
\textbf{\trans{variant_label}:} & Licht\\
\end{tabular}
Wirkungsprosa, die nicht importiert wird.
\section{Lizard Folk Magick}
\subsection*{Second}
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{concentration_label}:} & Nein \\
\textbf{\trans{type_label}:} & Conjuration\\
\textbf{\trans{variant_label}:} & Blood\\
\end{tabular}
`;

const SPELL_TEMPLATES = String.raw`\section{Form}
    \subsection*{Sphäre}
    Prosa.
    \begin{tabular}{@{}ll@{}}
        \textbf{\trans{spell_points_label}:} & 3 \\
    \end{tabular}
        \textbf{\trans{attribute_label}:} Arkana 1\\
        \textbf{\trans{shape_label}:} Sphäre \\
    \section{School}
    \subsection*{Healing}
    \begin{tabular}{@{}ll@{}}
        \textbf{\trans{spell_points_label}:} & 7 \\
    \end{tabular}
        \textbf{\trans{type_label}:} Healing \\
`;

describe("spell import", () => {
  it("reads numbers, German school and variant names, concentration, and no prose", () => {
    const [spell, second] = parseSpells(SPELLS);
    expect(spell).toEqual({
      name: "Testzauber",
      tradition: "wizardry",
      school: "revocation",
      variant: "light",
      spellPoints: 5,
      arcanaCost: 2,
      range: 20,
      actions: 1,
      duration: { formula: "(power*2)d6", unit: "minutes" },
      concentration: true,
    });
    expect(second).toMatchObject({ tradition: "lizardFolkMagic", school: "summoning", variant: "blood", concentration: false, duration: { formula: "", unit: "instant" } });
  });

  it("turns duration cells of both languages into formulas", () => {
    expect(parseDuration("4d6 minutes")).toEqual({ formula: "4d6", unit: "minutes" });
    expect(parseDuration("4W6 Minuten")).toEqual({ formula: "4d6", unit: "minutes" });
    expect(parseDuration("(Power+Magic level)*2 minutes")).toEqual({ formula: "(power+magicLevel)*2", unit: "minutes" });
    expect(parseDuration("Magieniveau W6 Runden")).toEqual({ formula: "(magicLevel)d6", unit: "rounds" });
    expect(parseDuration("Magic level d6 + Arcana spent rounds")).toEqual({ formula: "(magicLevel)d6+arcanaSpent", unit: "rounds" });
    expect(parseDuration("Spell Power rounds")).toEqual({ formula: "power", unit: "rounds" });
    expect(parseDuration("1 Wochen")).toEqual({ formula: "1", unit: "weeks" });
    expect(parseDuration("Special rounds")).toEqual({ formula: "", unit: "special" });
    expect(parseDuration(undefined)).toEqual({ formula: "", unit: "instant" });
  });
});

describe("spell template import", () => {
  it("reads the changed value, shape and school written after the table", () => {
    expect(parseSpellTemplates(SPELL_TEMPLATES)).toEqual([
      { name: "Sphäre", category: "shape", spellPoints: 3, arcana: 1, power: 0, range: 0, actions: 0, school: "", variant: "", shape: "sphere" },
      { name: "Healing", category: "school", spellPoints: 7, arcana: 0, power: 0, range: 0, actions: 0, school: "healing", variant: "", shape: "" },
    ]);
  });
});

describe("weapon modification import", () => {
  it("reads price and signed changes, including critical threshold and conditions", () => {
    const tex = String.raw`\section{Klinge}
    \subsection*{Testklinge}
    \begin{tabular}{@{}ll@{}}
        \textbf{\trans{price_label}:} & 200 \\
        \textbf{Kritische Treffer} & -1\\
        \textbf{Blutend} & +1\\
        \textbf{Flächenschaden} & +2\\
    \end{tabular}
    \wbif{phasesix}{\faIcon{chess-rook}\hspace{0.5em}}{}`;
    expect(parseWeaponModifications(tex)).toEqual([
      { name: "Testklinge", category: "blade", price: 200, changes: { critThreshold: -1, bleeding: 1, splashDamage: 2 }, eras: ["middleAges"], extensions: [] },
    ]);
  });
});

describe("quirk import", () => {
  it("reads only the table's modifiers, not the bold words of the prose", () => {
    const tex = String.raw`\section{Wahnsinn und Visionen}
    \subsection*{Testtick}
    Prosa mit \textbf{Logik} und \textbf{Charme}.
    \begin{tabular}{@{}ll@{}}
        \textbf{Logik} & +1\\
        \textbf{Wiederholungswürfe} & -1\\
        \textbf{Medizin} & +1\\
    \end{tabular}`;
    expect(parseQuirks(tex, "de")).toEqual([
      {
        name: "Testtick",
        category: "madnessAndVisions",
        modifiers: [
          { kind: "attribute", key: "logic", value: 1 },
          { kind: "aspect", key: "rerolls", value: -1 },
          { kind: "knowledge", key: "Medizin", value: 1 },
        ],
        unsupported: [],
      },
    ]);
  });
});
