/**
 * The appendix's foe chapters (`foes_<world>_<lang>.tex`): one `\section` per category, one
 * `\subsection*` per foe with a value table (wounds, movement, Strength, Dexterity, Mind, an optional
 * resistance list) and its actions — `\textbf{Name} (dice)\\` followed by one effect line. Names,
 * numbers, resistances and the effect's keywords (Piercing N, Bleeding N, Poison N, Shocked N,
 * Burning N, "N Meter Reichweite") are read by the core's reader (src/rules/foes/effect.ts, which
 * the conversion of phasesix.org campaigns shares); the flavour text and any prose effect are not. A
 * prose effect must have an entry of our own in `foe-actions.json` (foe-actions.ts), or the import stops.
 */
import type { FoeCategory, FoeEffect, FoeTrait } from "../../src/rules/foes/index.ts";
import { FOE_CATEGORY_TITLES, FOE_TRAIT_NAMES, parseFoeEffect } from "../../src/rules/foes/index.ts";
import { clean, entries, integer, sections, tableRows } from "./latex.ts";

/** What an effect line says in keywords (the core's reader, src/rules/foes/effect.ts). */
export type ParsedEffect = FoeEffect;

/** One action of a foe as the appendix gives it. */
export interface ParsedFoeAction {
  name: string;
  dice: number;
  /** The effect line's keywords, or null when it is prose (our table must place it). */
  effect: ParsedEffect | null;
  /** The effect line as plain text (only for the importer's checks and messages; never written). */
  raw: string;
}

/** One foe of a chapter. */
export interface ParsedFoe {
  name: string;
  category: FoeCategory;
  wounds: number;
  movement: number;
  strength: number;
  dexterity: number;
  mind: number;
  resistances: FoeTrait[];
  actions: ParsedFoeAction[];
}

/** The keywords of an effect line (LaTeX), or null when any part of it is not a keyword: the core's reader after stripping the markup. */
export function parseEffect(line: string): ParsedEffect | null {
  return parseFoeEffect(clean(line));
}

const TABLE_LABELS = ["wounds_label", "movement_label", "strength_label", "dexterity_label", "mind_label", "resistances_label"];

function resistancesOf(value: string, what: string): FoeTrait[] {
  const names = [...value.matchAll(/'([^']*)'/g)].map((m) => m[1].trim());
  return names.map((name) => {
    const trait = FOE_TRAIT_NAMES[name];
    if (!trait) throw new Error(`${what}: cannot place the resistance "${name}"`);
    return trait;
  });
}

/** The actions after the value table: a line `\textbf{Name} (dice)\\`, then its effect (one paragraph). */
function actionsOf(body: string, what: string): ParsedFoeAction[] {
  const after = body.slice(body.indexOf("\\end{tabular}") + "\\end{tabular}".length);
  const actions: Array<{ name: string; dice: number; lines: string[] }> = [];
  for (const raw of after.split("\n")) {
    const line = raw.trim();
    if (line === "" || /^\\(?:begin|end)\{multicols\}/.test(line)) continue;
    const head = /^\\textbf\{([^{}]*)\}\s*\((\d+)\)\s*\\\\$/.exec(line);
    if (head) {
      actions.push({ name: clean(head[1]), dice: Number(head[2]), lines: [] });
      continue;
    }
    const current = actions.at(-1);
    if (!current) throw new Error(`${what}: cannot place the line "${clean(line)}" before any action`);
    current.lines.push(line.replace(/\\\\$/, "").trim());
  }
  return actions.map((action) => {
    const line = action.lines.join(" ");
    return { name: action.name, dice: action.dice, effect: parseEffect(line), raw: clean(line) };
  });
}

/** The foes of one chapter, in order. */
export function parseFoes(tex: string): ParsedFoe[] {
  const foes: ParsedFoe[] = [];
  for (const section of sections(tex)) {
    const category = FOE_CATEGORY_TITLES[section.title];
    if (!category) throw new Error(`foes: cannot place the section "${section.title}"`);
    for (const entry of entries(section.body)) {
      const name = clean(entry.heading);
      const what = `foe "${name}"`;
      const rows = tableRows(entry.body).map((r) => ({ ...r, label: r.label.replace(/:$/, "") }));
      for (const row of rows) if (!TABLE_LABELS.includes(row.label)) throw new Error(`${what}: cannot place the row "${row.label} & ${row.value}"`);
      const value = (label: string): number => {
        const row = rows.find((r) => r.label === label);
        const n = row ? integer(row.value) : null;
        if (n === null) throw new Error(`${what}: no number for ${label}`);
        return n;
      };
      const resistances = rows.find((r) => r.label === "resistances_label");
      foes.push({
        name,
        category,
        wounds: value("wounds_label"),
        movement: value("movement_label"),
        strength: value("strength_label"),
        dexterity: value("dexterity_label"),
        mind: value("mind_label"),
        resistances: resistances ? resistancesOf(resistances.value, what) : [],
        actions: actionsOf(entry.body, what),
      });
    }
  }
  return foes;
}
