/**
 * docs/GLOSSARY.md is the vocabulary of both languages: no value of a lang file and no display text
 * of a pack (names, rules, descriptions, shadows, lineage abilities, folders) uses a variant the
 * glossary lists under "Variants we do not use" for that language, and the labels it lists under
 * "Labels the test holds to the glossary" carry a row's German term in de.json and its English term
 * in en.json.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

const GLOSSARY = fs.readFileSync(path.join(ROOT, "docs", "GLOSSARY.md"), "utf8");

interface Variant {
  language: "de" | "en";
  avoid: string;
  use: string;
  /** Matches the variant as a whole word in any case (else: as written, anywhere). */
  wholeWord: boolean;
}

function variants(): Variant[] {
  return [...GLOSSARY.matchAll(/^- (de|en): `([^`]+)` → `([^`]+)`( \(whole word\))?$/gm)].map((m) => ({
    language: m[1] as "de" | "en",
    avoid: m[2],
    use: m[3],
    wholeWord: m[4] !== undefined,
  }));
}

function uses(text: string, variant: Variant): boolean {
  if (!variant.wholeWord) return text.includes(variant.avoid);
  const escaped = variant.avoid.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A hyphen joins words: "Salve" is not a whole word of "Flechette-Salve".
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, "iu").test(text);
}

/** The term pairs of the glossary's tables: "A · B | C · D" gives A↔C and B↔D; notes in parentheses dropped. */
function termPairs(): Array<{ de: string; en: string }> {
  const plain = (term: string) => term.replace(/\s*\([^)]*\)/g, "").trim();
  return [...GLOSSARY.matchAll(/^\| (.+?) \| (.+?) \|$/gm)].flatMap((m) => {
    const de = m[1].split(" · ").map(plain);
    const en = m[2].split(" · ").map(plain);
    return de.length === en.length ? de.map((term, i) => ({ de: term, en: en[i] })) : [];
  });
}

/** The lang keys the glossary holds to one of its German terms. */
function heldLabels(): Array<{ key: string; de: string }> {
  return [...GLOSSARY.matchAll(/^- `([A-Za-z.]+)`: `([^`]+)`$/gm)].map((m) => ({ key: m[1], de: m[2] }));
}

function langValue(language: string, key: string): unknown {
  let value: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${language}.json`), "utf8"));
  for (const part of key.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** A label names a term: the term itself or its plural in -s ("Ticks", "Quirks"). */
function names(value: unknown, term: string): boolean {
  return value === term || value === `${term}s`;
}

function langValues(language: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${language}.json`), "utf8")));
  return out;
}

/** Keys whose strings are no display text (ids, paths, keys, formulas, stats, sorting). */
const NOT_TEXT = new Set(["_id", "_key", "_stats", "img", "src", "key", "type", "folder", "sort", "ownership", "flags", "uuid", "formula", "format", "color", "icon", "texture"]);

/** Every display text of a pack document: names, rules, descriptions, journal pages (the guide, the reference), foe actions. */
function docTexts(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const entry of value) docTexts(entry, out);
  else if (value && typeof value === "object") for (const [key, entry] of Object.entries(value)) if (!NOT_TEXT.has(key)) docTexts(entry, out);
}

function packTexts(language: string): string[] {
  const out: string[] = [];
  for (const pack of fs.readdirSync(path.join(ROOT, "packs")).filter((p) => p.endsWith(`-${language}`))) {
    for (const file of fs.readdirSync(path.join(ROOT, "packs", pack)).filter((f) => f.endsWith(".json"))) {
      docTexts(JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, file), "utf8")), out);
    }
  }
  return out;
}

describe("the glossary", () => {
  it("lists variants for both languages", () => {
    const list = variants();
    expect(list.filter((v) => v.language === "de").length).toBeGreaterThan(3);
    expect(list.filter((v) => v.language === "en").length).toBeGreaterThan(3);
  });

  it.each(["de", "en"] as const)("%s: lang values and pack texts use the glossary's terms", (language) => {
    const texts = [...langValues(language), ...packTexts(language)];
    const found = variants()
      .filter((v) => v.language === language)
      .flatMap((v) => texts.filter((t) => uses(t, v)).map((t) => `${v.avoid} (use ${v.use}): ${t.slice(0, 80)}`));
    expect(found).toEqual([]);
  });

  it("a whole-word variant catches the word in any case, not a longer word that contains it", () => {
    const tick: Variant = { language: "en", avoid: "tick", use: "quirk", wholeWord: true };
    expect(uses("gains a Tick.", tick)).toBe(true);
    expect(uses("tick the circumstances", tick)).toBe(true);
    expect(uses("sticky protection", tick)).toBe(false);
    expect(uses("a ticket", tick)).toBe(false);
    const salve: Variant = { language: "de", avoid: "Salve", use: "Feuerstoß", wholeWord: true };
    expect(uses("Hinweise (Zustände, Salve …)", salve)).toBe(true);
    expect(uses("Flechette-Salve", salve)).toBe(false);
  });

  it("reads the journal pages of the guide and the reference, and foe actions (issue 33: Gesundheit and Rückstoß hid there)", () => {
    const texts = packTexts("de");
    expect(texts.some((t) => t.includes("<h2>Schutzpool</h2>"))).toBe(true);
    expect(texts.some((t) => t.includes("Kalter Atem") || t.includes("Durchschlag"))).toBe(true);
    const gesundheit: Variant = { language: "de", avoid: "Gesundheit", use: "Lebenspunkte", wholeWord: false };
    expect(uses("Alle Werte – Attribute, Fertigkeiten, Gesundheit, Aktionen", gesundheit)).toBe(true);
  });

  it("lists the terms of the rulebook's weapon values and the English quirk", () => {
    const pairs = termPairs();
    // rulebook-de.md → Ausrüstung → Waffen; rulebook-2026 gear_de/gear_en; horror_en → Quirks
    expect(pairs).toContainEqual({ de: "Aktionen zum Bereitmachen", en: "Actions to ready" });
    expect(pairs).toContainEqual({ de: "Rückstosskompensation", en: "Recoil compensation" });
    expect(pairs).toContainEqual({ de: "Tick", en: "Quirk" });
    expect(pairs).toContainEqual({ de: "Mystische Eigenschaften", en: "Mystical quirks" });
    expect(pairs.map((p) => p.de)).not.toContain("Vorbereitung");
    expect(pairs.map((p) => p.de)).not.toContain("Rückstosskontrolle");
    expect(heldLabels().length).toBeGreaterThan(10);
  });

  it.each(heldLabels())("$key: de.json says the glossary's $de, en.json its English term", ({ key, de }) => {
    const pair = termPairs().find((p) => p.de === de);
    expect(pair, `"${de}" is no German term of the glossary's tables`).toBeDefined();
    expect(names(langValue("de", key), de), `de ${key} = ${String(langValue("de", key))}`).toBe(true);
    expect(names(langValue("en", key), pair?.en ?? ""), `en ${key} = ${String(langValue("en", key))}, glossary: ${pair?.en}`).toBe(true);
  });
});
