/**
 * docs/GLOSSARY.md is the vocabulary of both languages: no value of a lang file and no display text
 * of a pack (names, rules, descriptions, shadows, lineage abilities, folders) uses a variant the
 * glossary lists under "Variants we do not use" for that language.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function variants(): Array<{ language: "de" | "en"; avoid: string; use: string }> {
  const text = fs.readFileSync(path.join(ROOT, "docs", "GLOSSARY.md"), "utf8");
  return [...text.matchAll(/^- (de|en): `([^`]+)` → `([^`]+)`$/gm)].map((m) => ({ language: m[1] as "de" | "en", avoid: m[2], use: m[3] }));
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

interface Doc {
  name: string;
  system?: { description?: string; rules?: string; shadow?: string; shadowName?: string; abilities?: Array<{ name: string; rules: string }> };
}

function packTexts(language: string): string[] {
  const out: string[] = [];
  for (const pack of fs.readdirSync(path.join(ROOT, "packs")).filter((p) => p.endsWith(`-${language}`))) {
    for (const file of fs.readdirSync(path.join(ROOT, "packs", pack)).filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, file), "utf8")) as Doc;
      const s = doc.system ?? {};
      out.push(doc.name, s.description ?? "", s.rules ?? "", s.shadow ?? "", s.shadowName ?? "", ...(s.abilities ?? []).flatMap((a) => [a.name, a.rules]));
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
      .flatMap((v) => texts.filter((t) => t.includes(v.avoid)).map((t) => `${v.avoid} (use ${v.use}): ${t.slice(0, 80)}`));
    expect(found).toEqual([]);
  });
});
