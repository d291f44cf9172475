/**
 * Identically named entries are told apart in their names (issue 25, "One vocabulary"): within the
 * packs of one language, two documents of the same type and the same name (ignoring case and outer
 * spaces) must have the same numbers — everything in `system` except prose (description, rules,
 * shadow text) and the category they are filed under. Otherwise their names must differ
 * (scripts/appendix/names.ts → NAMESAKE_NAMES gives them a qualifier).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESAKE_NAMES } from "../../scripts/appendix/names.ts";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

interface Doc {
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  flags?: { phasesix?: { key?: string } };
}

/** Prose and filing: what may differ between two entries of one name. */
const NOT_NUMBERS = new Set(["description", "rules", "shadow", "text", "biography", "notes"]);

/** The numbers of a document: its system without prose (at any depth) and without the top-level category. */
function numbers(system: Record<string, unknown> | undefined): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => !NOT_NUMBERS.has(k))
          .map(([k, v]) => [k, strip(v)]),
      );
    }
    return value;
  };
  const rest: Record<string, unknown> = { ...system };
  delete rest.category;
  return JSON.stringify(strip(rest));
}

/** Same-named documents of one type whose numbers differ: "type · name: key, key". */
function namesakes(docs: ReadonlyArray<Doc & { pack: string }>): string[] {
  const groups = new Map<string, Array<Doc & { pack: string }>>();
  for (const doc of docs) {
    if (!doc.type) continue;
    const id = `${doc.type} · ${doc.name.trim().toLowerCase()}`;
    groups.set(id, [...(groups.get(id) ?? []), doc]);
  }
  return [...groups]
    .filter(([, members]) => new Set(members.map((m) => numbers(m.system))).size > 1)
    .map(([id, members]) => `${id}: ${members.map((m) => `${m.pack}/${m.flags?.phasesix?.key ?? m.name}`).join(", ")}`);
}

function documents(language: "de" | "en"): Array<Doc & { pack: string }> {
  return fs
    .readdirSync(PACKS)
    .filter((pack) => pack.endsWith(`-${language}`))
    .flatMap((pack) =>
      fs
        .readdirSync(path.join(PACKS, pack))
        .filter((f) => f.endsWith(".json"))
        .map((f) => ({ ...(JSON.parse(fs.readFileSync(path.join(PACKS, pack, f), "utf8")) as Doc), pack })),
    );
}

describe("namesakes", () => {
  it("finds two same-named entries of one type with different numbers, ignoring case, prose and category", () => {
    const a = { pack: "t-en", name: "Ranger", type: "template", system: { category: "occupation", cost: 7, rules: "x" } };
    const b = { pack: "t-en", name: "ranger ", type: "template", system: { category: "occupation", cost: 10, rules: "x" } };
    const twin = { pack: "t-en", name: "Conscientious", type: "template", system: { category: "talent", cost: 4, description: "a" } };
    const twin2 = { pack: "t-en", name: "Conscientious", type: "template", system: { category: "character", cost: 4, description: "b" } };
    const otherType = { pack: "w-en", name: "Ranger", type: "weapon", system: { price: 1 } };
    expect(namesakes([a, b, twin, twin2, otherType])).toEqual(["template · ranger: t-en/Ranger, t-en/ranger "]);
    expect(namesakes([a, { ...b, name: "Ranger (Magic)" }])).toEqual([]);
  });

  it.each(["de", "en"] as const)("%s packs: entries of one name and type have the same numbers", (language) => {
    expect(namesakes(documents(language))).toEqual([]);
  });

  it("the issue's namesakes now carry names that tell them apart", () => {
    const name = (language: "de" | "en", key: string) => documents(language).find((d) => d.flags?.phasesix?.key === key)?.name;
    expect([name("en", "template:ranger:occupation-7"), name("en", "template:ranger:occupation-10")]).toEqual(["Ranger", "Ranger (Magic)"]);
    expect([name("en", "template:medicus:occupation-10"), name("en", "template:medicus:occupation-12")]).toEqual(["Medicus (cost 10)", "Medicus (cost 12)"]);
    expect([name("de", "template:evasion"), name("de", "template:evade")]).toEqual(["Ausweichen (Kosten 7)", "Ausweichen (Kosten 11)"]);
    expect([name("de", "gear:handcuffs:surveillance-terra-tirakan"), name("de", "gear:handcuffs:surveillance-terra-nexus")]).toEqual([
      "Handschellen (Antike bis Viktorianisches Zeitalter)",
      "Handschellen (ab den Weltkriegen)",
    ]);
    for (const [key, names] of Object.entries(NAMESAKE_NAMES)) {
      for (const language of ["de", "en"] as const) if (names[language]) expect(name(language, key), `${key} ${language}`).toBe(names[language]);
    }
  });
});
