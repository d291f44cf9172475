/**
 * A 2026 world speaks 2026 (issue 30, point 7): the 2026 rulebook has no career points
 * (create chapter → "Reputation": templates cost reputation, what is left stays) and no spell
 * schools (magic chapter → "Ursprung"). In a 2026 world, German and English, nothing a player meets
 * while creating a character says "Werdegangspunkte" / "career points" — the builder's lineage
 * cards and finish step, the finish notification, the career tab's hint, the builder tour's counter
 * step, the guide, the lineage's own sheet — and a cast card names the spell's origin, not its school. The career tab says
 * "Reputation" where the books do, never "Ruf". The 2025 world keeps its words. And the German
 * words issue 30 names are the books' in every text, the guide and the reference included: "Stress
 * Test" and an action "aufgehoben" for a reaction.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import "./foundry/data-fields.ts";
import "./foundry/item-document.ts";
import "./foundry/applications.ts";
import { installActors, type StandInActorDocument } from "./foundry/actor-document.ts";
import { installItem } from "./foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "./foundry/chat-message.ts";
import { StandInUser, installGame, type Notice } from "./foundry/game.ts";
import { scriptDiceFaces } from "./foundry/dice.ts";
import { StandInCollection } from "./foundry/collection.ts";
import { actorDataModels, itemDataModels } from "../src/data/index.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../src/documents/actor.ts";
import { PhaseSixItem } from "../src/documents/item.ts";
import { handleActorOperation } from "../src/queries/actor-operation.ts";
import { registerDice } from "../src/dice/index.ts";
import { castSpell } from "../src/applications/extension-rolls.ts";
import { PhaseSixCharacterSheet } from "../src/applications/sheets/character-sheet.ts";
import { PhaseSixItemSheet } from "../src/applications/sheets/item-sheet.ts";
import { builderContext, DEFAULT_UI } from "../src/applications/builder/builder-context.ts";
import { TOURS, stepWords } from "../src/applications/tours/tour-steps.ts";
import { CREATION_WORDING_KEYS, CREATION_WORDS } from "../src/rules/character/creation-wording.ts";
import { emptyCharacterInput, goToStep, newDraft, pickLineage, type BuilderState } from "../src/rules/character/index.ts";
import { buildRuleset, type Edition } from "../src/rules/ruleset/index.ts";
import { keyOf, packCatalog, packDocuments } from "./builder/pack-catalog.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE, SPY_RANGER_ITEMS } from "./actor/fixtures.ts";

type Lang = "de" | "en";
const ROOT = path.resolve(import.meta.dirname, "..");

type Tree = { [key: string]: string | Tree };
function strings(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") out.set(prefix + key, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${lang}.json`), "utf8")) as Tree, "");
  return out;
}
const LANG = { de: strings("de"), en: strings("en") };
function localizer(lang: Lang) {
  return (key: string, data: Record<string, string | number> = {}) => (LANG[lang].get(key) ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(data[k] ?? `{${k}}`));
}

/** The words of career points in each language. */
const CAREER_POINTS: Record<Lang, RegExp> = { de: /Werdegangspunkt/i, en: /career points?/i };
/** German "Ruf" as a word (not "Ruf der Wildnis" in a spell's name: only lang values are read). */
const RUF = /(?<![\p{L}])Ruf(?![\p{L}])/u;

const LANGS = ["de", "en"] as const;

describe("the words of 2026 creation (rulebook 2026, create chapter → Reputation)", () => {
  it.each(LANGS)("every creation text of the reputation currency names reputation, never career points (%s)", (lang) => {
    for (const word of CREATION_WORDS) {
      const text = LANG[lang].get(CREATION_WORDING_KEYS.reputation[word]) ?? "";
      expect(text, `${lang} ${word}`).not.toBe("");
      expect(text, `${lang} ${word}`).not.toMatch(CAREER_POINTS[lang]);
      expect(text, `${lang} ${word}`).toMatch(/Reputation/i);
      expect(text, `${lang} ${word}`).not.toMatch(RUF);
    }
  });

  it.each(LANGS)("the builder's lineage cards show no 2025 start values and its finish step no career points in 2026 (%s)", (lang) => {
    const t = localizer(lang);
    const docs = packDocuments(lang);
    const { catalog, entries } = packCatalog(docs);
    const texts = (edition: Edition) => {
      const base = { ...emptyCharacterInput({ era: "modern", extensions: [], world: "terra" }), ruleset: buildRuleset({ edition }) };
      let state: BuilderState = { base, catalog, draft: newDraft("creation", 2000) };
      const lineage = builderContext({ state, entries, ui: { ...DEFAULT_UI }, actorName: "Ada", owned: { lineage: null, templates: [] }, magic: false }, t);
      const human = lineage.lineages.find((card) => card.key === keyOf(docs, "lineage", lang === "de" ? "Mensch" : "Human"));
      const picked = pickLineage(state, human?.key ?? "");
      state = { ...state, draft: picked.draft };
      const finish = goToStep(state, "finish");
      state = { ...state, draft: finish.draft };
      const end = builderContext({ state, entries, ui: { ...DEFAULT_UI }, actorName: "Ada", owned: { lineage: null, templates: [] }, magic: false }, t);
      expect(picked.ok && finish.ok, "the human lineage and the finish step").toBe(true);
      return { card: (human?.aspects ?? []).map((a) => t(a.label)), finish: t(end.finishCreationLabel), points: end.points ? t(end.points.label) : "" };
    };
    const in2026 = texts("2026");
    expect(in2026.card).toEqual([]);
    expect(in2026.finish).not.toMatch(CAREER_POINTS[lang]);
    expect(in2026.points).not.toMatch(CAREER_POINTS[lang]);
    // 2025: the lineage gives its career points and the rest becomes reputation at the end
    const in2025 = texts("2025");
    expect(in2025.card.some((label) => CAREER_POINTS[lang].test(label))).toBe(true);
    expect(in2025.finish).toMatch(CAREER_POINTS[lang]);
  });

  it.each(LANGS)("the builder tour's counter step says reputation in 2026, career points in 2025 (%s)", (lang) => {
    const t = localizer(lang);
    const tour = TOURS.find((x) => x.id === "firstCharacter");
    const step = tour?.steps.find((s) => s.id === "counters");
    if (!tour || !step) throw new Error("no counter step");
    const words2026 = stepWords(tour.id, step, buildRuleset({ edition: "2026" }).creation.currency);
    expect(`${t(words2026.title)} ${t(words2026.content)}`).not.toMatch(CAREER_POINTS[lang]);
    expect(t(words2026.title)).toMatch(/Reputation/);
    const words2025 = stepWords(tour.id, step, buildRuleset({ edition: "2025" }).creation.currency);
    expect(t(words2025.title)).toMatch(CAREER_POINTS[lang]);
  });

  it.each(LANGS)("the guide never names career points without the 2026 reputation beside them (%s)", (lang) => {
    const guide = fs.readdirSync(path.join(ROOT, "packs", `guide-${lang}`)).map((f) => JSON.parse(fs.readFileSync(path.join(ROOT, "packs", `guide-${lang}`, f), "utf8")) as { pages: Array<{ name: string; text?: { content?: string } }> });
    const sentences = guide.flatMap((doc) => doc.pages.flatMap((page) => (page.text?.content ?? "").replace(/<[^>]+>/g, " ").split(/(?<=[.;:!?])\s/).map((s) => `${page.name}: ${s}`)));
    const careerOnly = sentences.filter((s) => CAREER_POINTS[lang].test(s) && !/2026/.test(s));
    expect(careerOnly).toEqual([]);
  });

  it("the German career tab says Reputation, as the books do, never Ruf", () => {
    const de = [...LANG.de.entries()].filter(([key]) => key.startsWith("PHASESIX.Sheet.Career.") || key.startsWith("PHASESIX.Edition.Career."));
    expect(de.filter(([, value]) => RUF.test(value))).toEqual([]);
    expect(LANG.de.get("PHASESIX.Sheet.Career.Reputation")).toBe("Reputation");
    expect([...LANG.de.values()].filter((value) => RUF.test(value))).toEqual([]);
  });
});

describe("the book's words in every German text (issue 30: Stress Test, aufgehobene Aktion)", () => {
  /** Every page text of the German guide and rules reference. */
  const journals = ["guide-de", "reference-de"].flatMap((pack) =>
    fs.readdirSync(path.join(ROOT, "packs", pack)).flatMap((f) => {
      const doc = JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, f), "utf8")) as { pages?: Array<{ name: string; text?: { content?: string } }> };
      return (doc.pages ?? []).map((page) => `${pack}/${page.name}: ${page.text?.content ?? ""}`);
    }),
  );
  const texts = [...LANG.de.values(), ...journals];

  it("says Stress Test, the heading of both rulebooks, never Stresstest, Stress-Test or Stressprobe", () => {
    expect(texts.filter((t) => /Stresstest|Stress-Test|Stressprobe/.test(t)).map((t) => t.slice(0, 80))).toEqual([]);
    expect(LANG.de.get("PHASESIX.Sheet.Horror.StressTest")).toBe("Stress Test");
  });

  it("keeps an action for a reaction aufgehoben (both combat chapters), never aufgespart", () => {
    expect(texts.filter((t) => /aufgespart/i.test(t)).map((t) => t.slice(0, 80))).toEqual([]);
    expect(LANG.de.get("PHASESIX.Combat.Pip.reaction")).toMatch(/aufgehoben/);
  });
});

describe("one vocabulary from the books (issue 33)", () => {
  type Page = { name: string; text?: { content?: string } };
  /** The pages of a journal pack (guide, reference) by name. */
  function pages(pack: string): Page[] {
    return fs.readdirSync(path.join(ROOT, "packs", pack)).flatMap((f) => (JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, f), "utf8")) as { pages?: Page[] }).pages ?? []);
  }
  function packDoc(pack: string, prefix: string): { name: string; system: Record<string, unknown> } {
    const file = fs.readdirSync(path.join(ROOT, "packs", pack)).find((f) => f.startsWith(prefix));
    if (!file) throw new Error(`${pack}/${prefix}*`);
    return JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, file), "utf8")) as { name: string; system: Record<string, unknown> };
  }
  const REFERENCE_SPECIAL = { de: "Besondere Angriffe", en: "Special attacks" } as const;
  /** Rows of the reference's special attacks that are rules, not options one picks (they apply by themselves). */
  const NOT_AN_OPTION = new Set(["Angriff auf Sterbende", "Attacking the dying"]);

  it.each(LANGS)("every option the reference's special attacks name is found under the same word in the UI (%s)", (lang) => {
    const page = pages(`reference-${lang}`).find((p) => p.name === REFERENCE_SPECIAL[lang]);
    const names = [...(page?.text?.content ?? "").matchAll(/<tr><td><strong>([^<]+)<\/strong>/g)].map((m) => m[1]).filter((n) => !NOT_AN_OPTION.has(n));
    expect(names.length).toBeGreaterThan(6);
    const ui = [...LANG[lang].values()];
    // rulebook-de.md / combat_de.tex → Besondere Angriffe; combat_en.tex → Special Attacks
    expect(names.filter((name) => !ui.some((value) => value.toLowerCase().startsWith(name.toLowerCase())))).toEqual([]);
    if (lang === "de") expect(names).toEqual(expect.arrayContaining(["Gewaltiger Angriff", "Beidhändiges Kämpfen", "Waffe abstützen"]));
    else expect(names).toEqual(expect.arrayContaining(["Massive attack", "Two-handed fighting", "Support weapon"]));
  });

  it("a foe's values are Stärke, Gewandtheit, Geist and its Widerstände (i18n.tex, the books' label table), never Verstand", () => {
    expect(["Strength", "Dexterity", "Mind", "Resistances"].map((k) => LANG.de.get(`PHASESIX.Foe.Sheet.${k}`))).toEqual(["Stärke", "Gewandtheit", "Geist", "Widerstände"]);
    expect(["Strength", "Dexterity", "Mind", "Resistances"].map((k) => LANG.en.get(`PHASESIX.Foe.Sheet.${k}`))).toEqual(["Strength", "Dexterity", "Mind", "Resistances"]);
    expect(LANG.de.get("PHASESIX.Foe.Sheet.RollTable")).not.toMatch(/Verstand/);
  });

  it("a spell's side effects are Nebeneffekte (magic chapters); Nebenwirkung is left to brewing (brewing_de.tex → Missgeschick)", () => {
    const magic = [...LANG.de.entries()].filter(([key, value]) => /Zauber|Magie/.test(value) && !key.includes("Brewing"));
    expect(magic.filter(([, value]) => /Nebenwirkung/.test(value)).map(([key]) => key)).toEqual([]);
    expect(LANG.de.get("PHASESIX.Settings.MagicLevel.Hint")).toMatch(/Nebeneffekte/);
    const magicPage = pages("reference-de").find((p) => p.name === "Magie")?.text?.content ?? "";
    expect(magicPage).not.toMatch(/Nebenwirkung/);
  });

  it("Fachidiot gives 3 extra dice on knowledge checks, not 3 Bonuswürfel (the spendable pool; appendix → Fachidiot)", () => {
    const de = packDoc("templates-de", "fachidiot_");
    const en = packDoc("templates-en", "professional-idiot_");
    expect(JSON.stringify(de.system)).toMatch(/Wissensproben[^"]*3 zusätzliche Würfel/);
    expect(JSON.stringify(de.system)).not.toMatch(/Bonuswürfel/);
    expect(JSON.stringify(en.system)).toMatch(/knowledge checks[^"]*3 extra dice/);
    expect(JSON.stringify(en.system)).not.toMatch(/bonus dice/);
  });

  it("the German texts name the skills and the condition as the books do: Untersuchen, Täuschen und Betrügen, Desorientiert", () => {
    expect(JSON.stringify(packDoc("body-modifications-de", "chemischer-analysator_").system)).toMatch(/Untersuchen/);
    expect(JSON.stringify(packDoc("recipes-de", "sud-des-unkontrollierten-fleisses-goblin-variant_").system)).toMatch(/Täuschen und Betrügen/);
    expect(JSON.stringify(packDoc("foes-de", "spectre_").system)).toMatch(/Desorientiert \(1\)/);
  });

  it("the protection types carry the book's words and letters of each language (2026 gear chapter → Schutz / Protection)", () => {
    const types = ["normal", "critical", "bleeding", "poison", "fire", "shock", "sticky", "reflection", "demonic"];
    expect(types.map((t) => LANG.de.get(`PHASESIX.ProtectionLetter.${t}`)).join(" ")).toBe("N K B G F S H R D");
    expect(types.map((t) => LANG.en.get(`PHASESIX.ProtectionLetter.${t}`)).join(" ")).toBe("N C B P F S H R D");
    expect(LANG.de.get("PHASESIX.Sheet.Protection.sticky")).toBe("Haftend (H)");
    expect(LANG.de.get("PHASESIX.Sheet.Protection.reflection")).toBe("Reflektion (R)");
    expect(LANG.de.get("PHASESIX.Sheet.ProtectionCodeHint")).not.toMatch(/klebrig|Reflexion|\bC\b|\bP\b/);
    expect(LANG.en.get("PHASESIX.ProtectionType.critical")).toBe("Critical protection");
    expect(LANG.en.get("PHASESIX.ProtectionType.reflection")).toBe("Reflecting protection");
    const defence = { de: "Abwehr, Deckung und Schutz", en: "Defence, cover and protection" } as const;
    const de = pages("reference-de").find((p) => p.name === defence.de)?.text?.content ?? "";
    const en = pages("reference-en").find((p) => p.name === defence.en)?.text?.content ?? "";
    expect(de).toContain("Schutz vor kritischen Treffern (K)");
    expect(de).toContain("Giftschutz (G)");
    expect(en).toContain("Critical protection (C)");
    expect(en).toContain("Poison protection (P)");
    expect(en).not.toMatch(/official codes/);
  });
});

// ---------------------------------------------------------------------------------------------
// On the Foundry stand-ins: the finish notification, the career tab and the cast card

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let notices: Notice[];
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];

function install(lang: Lang, edition: Edition): void {
  actors = [];
  messages = [];
  notices = installGame({
    users: [gm, player],
    user: player,
    lang,
    settings: { "core.rollMode": "publicroll", "phasesix.edition": edition, "phasesix.magicLevel": 3, "phasesix.extension.magic": true },
  });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
}

function character(items: unknown[], system: Record<string, unknown> = {}): PhaseSixActor {
  const source = { name: "Mara", type: "character", items: items as never, system, owners: ["p1"] };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  const doc = actor as unknown as { items: unknown };
  doc.items = new StandInCollection(doc.items as Array<{ id: string }>);
  return actor;
}

describe.each(LANGS)("a 2026 world in %s", (lang) => {
  beforeEach(() => install(lang, "2026"));

  it("says at the end of creation that the reputation left stays, with its number", async () => {
    const actor = character(SPY_RANGER_ITEMS);
    expect(await actor.finishCreation()).toBe(true);
    const message = notices.at(-1)?.message ?? "";
    expect(message).not.toMatch(CAREER_POINTS[lang]);
    const left = (actor.system as unknown as { derived: { reputation: { left: number } } }).derived.reputation.left;
    expect(message).toBe(localizer(lang)("PHASESIX.Edition.Career.CreationFinished", { name: "Mara", points: left }));
  });

  it("the career tab's hint speaks of reputation", async () => {
    const sheet = new PhaseSixCharacterSheet({ document: character(SPY_RANGER_ITEMS) } as never);
    await (sheet as unknown as { render(): Promise<unknown> }).render();
    const context = (sheet as unknown as { rendered: { context: { career: { hint: string; reputationOnly: boolean } } } }).rendered.context;
    expect(context.career.reputationOnly).toBe(true);
    expect(context.career.hint).not.toMatch(CAREER_POINTS[lang]);
    expect(context.career.hint).toMatch(/Reputation/i);
  });

  it("the lineage's sheet shows its 2025 start values (career points …) only folded away, as not applying", async () => {
    const lineage = new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)({ ...HUMAN_LINEAGE_ITEM, system: { ...(HUMAN_LINEAGE_ITEM.system as object), description: "<p>Menschen.</p>" } });
    const sheet = new PhaseSixItemSheet({ document: lineage } as never);
    await (sheet as unknown as { render(): Promise<unknown> }).render();
    const context = (sheet as unknown as { rendered: { context: { stats: Array<{ label: string }>; groups: Array<{ name: string }>; extraGroups: Array<{ name: string }> } } }).rendered.context;
    expect(context.stats.map((stat) => stat.label).filter((label) => CAREER_POINTS[lang].test(label))).toEqual([]);
    expect(context.groups.map((g) => g.name)).not.toContain("system.aspects");
    expect(context.extraGroups.map((g) => g.name)).toContain("system.aspects");
  });

  it("the cast card names the spell's origin, not its 2025 school", async () => {
    const mage = character([HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE]);
    const spell = new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)({ name: "Feuerball", type: "spell", system: { school: "damage", tradition: "elementalMagic", arcanaCost: 1, power: 1 } });
    scriptDiceFaces([5, 5, 2, 2, 2, 2, 2, 2, 2, 2]);
    await castSpell(mage, spell, { skipDialog: true });
    const t = localizer(lang);
    expect(messages.at(-1)?.flavor).toBe(`Feuerball (${t("PHASESIX.Item.SpellTradition.elementalMagic")})`);
    expect(messages.at(-1)?.flavor).not.toContain(t("PHASESIX.SpellSchool.damage"));
  });
});

describe("a 2025 world keeps its words", () => {
  beforeEach(() => install("de", "2025"));

  it("career points become reputation at the end of creation", async () => {
    const actor = character(SPY_RANGER_ITEMS);
    expect(await actor.finishCreation()).toBe(true);
    expect(notices.at(-1)?.message).toMatch(/Werdegangspunkte wurden zu Reputation/);
  });

  it("the lineage's sheet shows its start values, career points among them", async () => {
    const lineage = new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)({ ...HUMAN_LINEAGE_ITEM, system: { ...(HUMAN_LINEAGE_ITEM.system as object), description: "<p>Menschen.</p>" } });
    const sheet = new PhaseSixItemSheet({ document: lineage } as never);
    await (sheet as unknown as { render(): Promise<unknown> }).render();
    const context = (sheet as unknown as { rendered: { context: { stats: Array<{ label: string }> } } }).rendered.context;
    expect(context.stats.map((stat) => stat.label)).toContain("Werdegangspunkte");
  });

  it("the cast card names the spell's school", async () => {
    const mage = character([HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE]);
    const spell = new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)({ name: "Feuerball", type: "spell", system: { school: "damage", tradition: "elementalMagic", arcanaCost: 1, power: 1 } });
    scriptDiceFaces([5, 5, 2, 2, 2, 2, 2, 2, 2, 2]);
    await castSpell(mage, spell, { skipDialog: true });
    expect(messages.at(-1)?.flavor).toBe(`Feuerball (${localizer("de")("PHASESIX.SpellSchool.damage")})`);
  });
});
