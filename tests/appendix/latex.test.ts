import { describe, expect, it } from "vitest";
import { clean, entries, icons, integer, italicLabels, sections, smallLines, tableRows, withoutProse } from "../../scripts/appendix/latex.ts";

const CHAPTER = String.raw`\worldchapter{\trans{weapons_title}}{appendix-weapons}
\section{Blades}
\subsection*{Test Knife}
\begin{pexample}
Flavour text that must never be imported, with a \textbf{Bold} & 9\\ row.
\end{pexample}
    {\small Hand to Hand}\\
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{weight_label}:} & 0.30 kg \\
    \textbf{Piercing} & 1\\
\end{tabular}
\wbif{phasesix}{\vspace{3mm}
\faIcon{chess-rook}\hspace{0.5em}\faIcon{umbrella}\hspace{0.5em}}{}
\subsection*{Second}
\textit{Rival}: prose.
\section{Axes}
\subsection*{Third}
`;

describe("appendix LaTeX reading", () => {
  it("splits a chapter into sections and entries in book order", () => {
    const found = sections(CHAPTER);
    expect(found.map((s) => s.title)).toEqual(["Blades", "Axes"]);
    expect(entries(found[0].body).map((e) => e.heading)).toEqual(["Test Knife", "Second"]);
    expect(entries(found[1].body).map((e) => e.heading)).toEqual(["Third"]);
  });

  it("reads table rows but never rows inside flavour text", () => {
    const body = entries(sections(CHAPTER)[0].body)[0].body;
    expect(tableRows(body)).toEqual([
      { label: "weight_label", value: "0.30 kg" },
      { label: "Piercing", value: "1" },
    ]);
    expect(withoutProse(body)).not.toContain("Flavour");
  });

  it("reads icons, small lines and the italic shadow labels", () => {
    const [first, second] = entries(sections(CHAPTER)[0].body);
    expect(icons(first.body)).toEqual(["chess-rook", "umbrella"]);
    expect(smallLines(first.body)).toEqual(["Hand to Hand"]);
    expect(italicLabels(second.body)).toEqual(["Rival"]);
  });

  it("cleans LaTeX to plain text and reads signed integers", () => {
    expect(clean(String.raw`Spy \hfill \small{11 \trans{reputation_label}}`)).toBe("Spy 11 reputation_label");
    expect(integer("+2")).toBe(2);
    expect(integer("-1")).toBe(-1);
    expect(integer("True")).toBeNull();
  });
});
