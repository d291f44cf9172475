/**
 * A cut-off appendix file fails loudly (issue: "bad input"): an unterminated table, flavour text
 * without its end, a row with a label but no value, or an entry without its values stops the import
 * with a message, instead of returning an empty entry or dropping later entries.
 */
import { describe, expect, it } from "vitest";
import { checkClosed, entries, sections, tableRows } from "../../scripts/appendix/latex.ts";
import { parseArmors, parseGears, parseWeapons } from "../../scripts/appendix/equipment.ts";

const WEAPONS = String.raw`\worldchapter{\trans{weapons_title}}{appendix-weapons}
\section{Blades}
\subsection*{Test Knife}
    {\small Hand to Hand}\\
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{weight_label}:} & 0.30 kg \\
    \textbf{Piercing} & 1\\
\end{tabular}
\subsection*{Second Knife}
    {\small Hand to Hand}\\
\begin{tabular}{@{}ll@{}}
    \textbf{Piercing} & 2\\
\end{tabular}
`;

describe("a cut-off appendix fails loudly", () => {
  it("the whole fixture parses: two knives with their piercing", () => {
    expect(parseWeapons(WEAPONS).map((w) => [w.name, w.values.piercing])).toEqual([
      ["Test Knife", 1],
      ["Second Knife", 2],
    ]);
  });

  it("an unterminated table throws instead of giving an entry without values", () => {
    const cut = WEAPONS.slice(0, WEAPONS.indexOf(String.raw`\end{tabular}`));
    expect(() => parseWeapons(cut)).toThrow(/cut off/);
    expect(() => tableRows(String.raw`\begin{tabular}{ll} \textbf{Piercing} & 1\\`)).toThrow(/tabular/);
  });

  it("every truncation inside a table throws, never drops the entries after it silently", () => {
    const start = WEAPONS.indexOf(String.raw`\begin{tabular}`);
    const end = WEAPONS.indexOf(String.raw`\end{tabular}`);
    for (let at = start + 1; at < end; at++) {
      const cut = WEAPONS.slice(0, at) + "\n" + WEAPONS.slice(WEAPONS.indexOf(String.raw`\subsection*{Second Knife}`));
      expect(() => parseWeapons(cut), `cut at ${at}`).toThrow();
    }
  });

  it("a row with a label but no value throws", () => {
    expect(() => tableRows(String.raw`\begin{tabular}{ll} \textbf{Piercing} \\ \end{tabular}`)).toThrow(/no value/);
  });

  it("an entry cut off right after its heading (no values) throws", () => {
    const cut = WEAPONS.slice(0, WEAPONS.indexOf(String.raw`{\small Hand to Hand}`, WEAPONS.indexOf("Second Knife")));
    expect(() => parseWeapons(cut)).toThrow(/no values/);
    expect(() => parseArmors(String.raw`\section{Light Armor}` + "\n" + String.raw`\subsection*{Vest}`)).toThrow();
    expect(() => parseGears(String.raw`\section{Tools}` + "\n" + String.raw`\subsection*{Rope}`)).toThrow();
  });

  it("flavour text without its end throws instead of reading the rest of the chapter as prose", () => {
    expect(() => tableRows(String.raw`\begin{pexample} a story … \begin{tabular}{ll} \textbf{Piercing} & 1 \\ \end{tabular}`)).toThrow(/pexample/);
    expect(() => checkClosed(String.raw`\begin{pquote}x\end{pquote}`, "pquote")).not.toThrow();
  });

  it("a heading cut inside its braces throws (unbalanced braces)", () => {
    expect(() => entries(String.raw`\subsection*{Test Kn`)).toThrow(/Unbalanced/);
    expect(() => sections(String.raw`\section{Bla`)).toThrow(/Unbalanced/);
  });
});
