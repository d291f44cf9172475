/**
 * Reading the rulebook appendix's LaTeX (the `*.tex` files of the rulebook's appendix folder): sections,
 * entries, the two-column value tables, the era/extension icons and the few inline markers the
 * importer needs. Flavour text (`pexample`, `pquote`) is never returned as content.
 */

/** One `\section{…}` with the text up to the next section. */
export interface Section {
  title: string;
  body: string;
}

/** One entry: the `\subsection*{…}` heading text and the text up to the next entry. */
export interface Entry {
  heading: string;
  body: string;
}

/** One row of a `tabular`: the bold label and the raw value text. */
export interface Row {
  label: string;
  value: string;
}

/** The text inside the braces that open at `open` (the index of `{`), honouring nested braces. */
export function braced(text: string, open: number): { content: string; end: number } {
  if (text[open] !== "{") throw new Error(`Expected "{" at ${open}`);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") {
      i++;
      continue;
    }
    if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0) return { content: text.slice(open + 1, i), end: i + 1 };
    }
  }
  throw new Error(`Unbalanced braces from ${open}`);
}

/** Every occurrence of `\command{…}` (or `\command*{…}`): its argument, start and end index. */
export function commandArgs(text: string, command: string): Array<{ arg: string; start: number; end: number }> {
  const found: Array<{ arg: string; start: number; end: number }> = [];
  const pattern = new RegExp(`\\\\${command}\\*?\\{`, "g");
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const open = match.index + match[0].length - 1;
    const { content, end } = braced(text, open);
    found.push({ arg: content, start: match.index, end });
    pattern.lastIndex = end;
  }
  return found;
}

/** The `\section{…}`s of a chapter, in order (text before the first section is dropped). */
export function sections(tex: string): Section[] {
  const heads = commandArgs(tex, "section");
  return heads.map((head, i) => ({
    title: clean(head.arg),
    body: tex.slice(head.end, i + 1 < heads.length ? heads[i + 1].start : tex.length),
  }));
}

/** The `\subsection*{…}` entries of a section, in order. */
export function entries(body: string): Entry[] {
  const heads = commandArgs(body, "subsection");
  return heads.map((head, i) => ({
    heading: head.arg,
    body: body.slice(head.end, i + 1 < heads.length ? heads[i + 1].start : body.length),
  }));
}

/**
 * Throws when an environment opened in `text` is not closed (a cut-off file): the importer must not
 * read half a table or treat the rest of a chapter as prose.
 */
export function checkClosed(text: string, environment: string, what = "appendix"): void {
  const opened = text.split(`\\begin{${environment}}`).length - 1;
  const closed = text.split(`\\end{${environment}}`).length - 1;
  if (opened !== closed) throw new Error(`${what}: ${opened} \\begin{${environment}} but ${closed} \\end{${environment}} — the text is cut off or broken`);
}

/** Removes flavour environments (`pexample`, `pquote`) and footnotes, which are prose. */
export function withoutProse(body: string): string {
  checkClosed(body, "pexample");
  checkClosed(body, "pquote");
  let text = body.replace(/\\begin\{(pexample|pquote)\}[\s\S]*?\\end\{\1\}/g, "");
  for (const note of commandArgs(text, "footnote").reverse()) text = text.slice(0, note.start) + text.slice(note.end);
  return text;
}

/** The rows of every `tabular` in `body`: `\textbf{Label} & value \\`. */
export function tableRows(body: string): Row[] {
  const rows: Row[] = [];
  const text = withoutProse(body);
  checkClosed(text, "tabular", "table");
  const tables = text.matchAll(/\\begin\{tabular\}\{[^}]*\}([\s\S]*?)\\end\{tabular\}/g);
  for (const table of tables) {
    for (const line of table[1].split(/\\\\/)) {
      const bold = commandArgs(line, "textbf")[0];
      if (!bold) continue;
      const amp = line.indexOf("&", bold.end);
      if (amp < 0) throw new Error(`table: the row "${clean(line)}" has a label but no value`);
      rows.push({ label: clean(bold.arg).replace(/:$/, "").trim(), value: line.slice(amp + 1).trim() });
    }
  }
  return rows;
}

/** Throws when an entry has no table rows at all (an entry cut off before its values). */
export function requireRows<T extends readonly Row[]>(rows: T, what: string): T {
  if (rows.length === 0) throw new Error(`${what}: no values (the entry has no table rows — cut off?)`);
  return rows;
}

/** Throws when a row has a label outside `allowed`: the importer places every row or stops. */
export function onlyLabels(rows: readonly Row[], allowed: readonly string[], what: string): void {
  for (const row of rows) if (!allowed.includes(row.label)) throw new Error(`${what}: cannot place the row "${row.label} & ${row.value}"`);
}

/** The FontAwesome icon names of an entry, in order (`\faIcon{chess-rook}` → "chess-rook"). */
export function icons(body: string): string[] {
  return commandArgs(body, "faIcon").map((icon) => icon.arg.trim());
}

/** The `{\small …}` lines of an entry (a weapon's attack modes, an item's category line). */
export function smallLines(body: string): string[] {
  return [...withoutProse(body).matchAll(/\{\\small ([^{}]*)\}/g)].map((match) => clean(match[1]));
}

/** The labels of `\textit{Label}:` markers (a template's shadow names), in order. */
export function italicLabels(body: string): string[] {
  return [...withoutProse(body).matchAll(/\\textit\{([^{}]*)\}\s*:/g)].map((match) => clean(match[1]));
}

/** Plain text of a LaTeX fragment: `\trans{x}` → x, other commands dropped, braces and spaces tidied. */
export function clean(text: string): string {
  return text
    .replace(/\\trans\{([^{}]*)\}/g, "$1")
    .replace(/\\(?:textbf|textit|emph|small)\{([^{}]*)\}/g, "$1")
    .replace(/\\(?:hfill|small|tcblower|newline)\b/g, " ")
    .replace(/\\&/g, "&")
    .replace(/\\%/g, "%")
    .replace(/\\([a-zA-Z]+)(\{[^{}]*\})?/g, "")
    .replace(/[{}]/g, "")
    .replace(/~/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An integer from a value cell ("+2", "-1", "14", "2.00 kg" → 2); null when there is none. */
export function integer(value: string): number | null {
  const match = /[-+]?\d+/.exec(value.replace(/\\,/g, ""));
  return match ? Number(match[0]) : null;
}

/** Lines of the form `\textbf{\trans{shape_label}:} Sphere \\` outside tables: label key and value. */
export function inlineFields(body: string): Row[] {
  const outside = withoutProse(body).replace(/\\begin\{tabular\}[\s\S]*?\\end\{tabular\}/g, "");
  return [...outside.matchAll(/\\textbf\{\\trans\{(\w+)\}:?\}:?\s*([^\\\n]*)/g)].map((match) => ({ label: match[1], value: clean(match[2]) }));
}
