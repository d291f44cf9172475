/**
 * Campaign modules as phasesix.org builds them, written by hand for our tests. The shapes follow the
 * site's code as read in SvenBroeckling/phasesix (newest stored versions):
 * - `phasesix/campaigns/foundry.py` (`FoundryModule`): the module id `phasesix-campaign-<pk>`; the
 *   version `<MODULE_FORMAT_VERSION>.0.<plot.export_version>` (format 5); the manifest (compatibility
 *   minimum and verified 14, `documentTypes` Actor `phasesix` and Item `handout`); `data/export.json`
 *   as `{ actors, items, journals, scenes }`; document ids `<prefix><pk as 13 digits>` (P6N NPC, P6C
 *   essential NPC, P6F foe, P6H handout, P6J/P6P journal and page, P6S/P6L scene and level); actors of
 *   the sub-type `<module>.phasesix` with `system: { category, description, details }`, `img` falling
 *   back to `icons/svg/mystery-man.svg`, and `flags.<module>.source = "<category>:<pk>"`; descriptions
 *   are the site's Markdown rendered to HTML; scenes carry one v14 Level "Ground" (elevation 0–10).
 * - `phasesix/rules/models.py`: a foe's details are `Foe.as_dict()` (name, short_description, type,
 *   health, movement, strength, dexterity, mind, stress_test_succeeded_stress,
 *   stress_test_failed_stress, resistances and weaknesses by name, actions as `FoeAction.as_dict()`
 *   — name, skill, effect — and extension identifiers).
 * - an NPC (`characters.Character`) exports `{ health, stress }`; an essential NPC
 *   (`essential_characters.EssentialCharacter`) `{ mind, will, body }` with concept, oath or debt and
 *   notes joined into its description.
 * The campaigns, names, numbers and texts below are our own inventions (the two book namesakes,
 * Basilisk and Cultist, carry homebrew numbers of a GM); effect texts use the book's keywords
 * (Durchschlag 2, Bleeding 1, 8 Meter Reichweite) and, where a GM would write prose, our own words.
 */

/** The site's module format at the time of reading (`MODULE_FORMAT_VERSION`). */
export const MODULE_FORMAT_VERSION = 5;

export function moduleId(pk: number): string {
  return `phasesix-campaign-${pk}`;
}

export function documentId(prefix: string, pk: number): string {
  return `${prefix}${String(pk).padStart(13, "0")}`;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Doc = { [key: string]: Json };

export interface SiteAction {
  name: string;
  skill: number;
  effect: string;
}

export interface SiteFoeInput {
  pk: number;
  name: string;
  shortDescription: string;
  type: string;
  health: number;
  movement: number;
  strength: number;
  dexterity: number;
  mind: number;
  stress?: [number, number];
  resistances?: string[];
  weaknesses?: string[];
  actions: SiteAction[];
  extensions: string[];
  image?: boolean;
}

/** Markdown paragraphs as `markdown.markdown` renders them. */
function html(...paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join("\n");
}

function asset(module: string, kind: string, pk: number, suffix: string): string {
  return `modules/${module}/assets/${kind}-${pk}${suffix}`;
}

function actor(module: string, prefix: string, pk: number, name: string, category: string, description: string, image: string | null, details: Doc): Doc {
  return {
    _id: documentId(prefix, pk),
    name,
    type: `${module}.phasesix`,
    img: image ?? "icons/svg/mystery-man.svg",
    system: { category, description, details },
    flags: { [module]: { source: `${category}:${pk}` } },
  };
}

function foe(module: string, f: SiteFoeInput): Doc {
  const details: Doc = {
    name: f.name,
    short_description: f.shortDescription,
    type: f.type,
    health: f.health,
    movement: f.movement,
    strength: f.strength,
    dexterity: f.dexterity,
    mind: f.mind,
    stress_test_succeeded_stress: f.stress?.[0] ?? 0,
    stress_test_failed_stress: f.stress?.[1] ?? 0,
    resistances: f.resistances ?? [],
    weaknesses: f.weaknesses ?? [],
    actions: f.actions.map((a) => ({ name: a.name, skill: a.skill, effect: a.effect })),
    extensions: f.extensions,
  };
  return actor(module, "P6F", f.pk, f.name, "foe", html(f.shortDescription), f.image === false ? null : asset(module, "foe", f.pk, ".webp"), details);
}

export interface SiteExport {
  manifest: Doc & { id: string; title: string; version: string };
  data: { actors: Doc[]; items: Doc[]; journals: Doc[]; scenes: Doc[] };
}

interface CampaignInput {
  pk: number;
  title: string;
  exportVersion: number;
  foes: SiteFoeInput[];
  npcs: Array<{ pk: number; name: string; description: string; health: number; stress: number }>;
  essentials: Array<{ pk: number; name: string; concept: string; oath: string; mind: number; will: number; body: number }>;
  handouts: Array<{ pk: number; name: string; description: string }>;
  journals: Array<{ pk: number; name: string; summary: string }>;
  locations: Array<{ pk: number; name: string }>;
}

/** A campaign module: its manifest and its export.json. */
export function campaignModule(c: CampaignInput): SiteExport {
  const id = moduleId(c.pk);
  return {
    manifest: {
      id,
      title: c.title,
      description: "PhaseSix campaign material for Foundry VTT.",
      version: `${MODULE_FORMAT_VERSION}.0.${c.exportVersion}`,
      authors: [{ name: "PhaseSix" }],
      compatibility: { minimum: "14", verified: "14" },
      esmodules: ["scripts/main.mjs"],
      styles: ["styles/actor-sheet.css"],
      languages: [{ lang: "en", name: "English", path: "lang/en.json" }],
      documentTypes: { Actor: { phasesix: { htmlFields: ["description"] } }, Item: { handout: { htmlFields: ["description"] } } },
    },
    data: {
      actors: [
        ...c.npcs.map((n) => actor(id, "P6N", n.pk, n.name, "npc", html(n.description), asset(id, "npc", n.pk, ".webp"), { health: n.health, stress: n.stress })),
        ...c.essentials.map((e) => actor(id, "P6C", e.pk, e.name, "character", html(e.concept, e.oath), asset(id, "character", e.pk, ".png"), { mind: e.mind, will: e.will, body: e.body })),
        ...c.foes.map((f) => foe(id, f)),
      ],
      items: c.handouts.map((h) => ({
        _id: documentId("P6H", h.pk),
        name: h.name,
        type: `${id}.handout`,
        img: "icons/svg/book.svg",
        system: { description: html(h.description) },
        flags: { [id]: { source: `handout:${h.pk}` } },
      })),
      journals: c.journals.map((j) => ({
        _id: documentId("P6J", j.pk),
        name: j.name,
        pages: [{ _id: documentId("P6P", j.pk), name: j.name, type: "text", text: { content: html(j.summary), format: 1 } }],
        flags: { [id]: { source: `plot-element:${j.pk}` } },
      })),
      scenes: c.locations.map((l) => ({
        _id: documentId("P6S", l.pk),
        name: l.name,
        width: 2000,
        height: 1500,
        levels: [{ _id: documentId("P6L", l.pk), name: "Ground", elevation: { bottom: 0, top: 10 }, background: { src: asset(id, "location", l.pk, ".jpg") } }],
        flags: { [id]: { source: `location:${l.pk}` } },
      })),
    },
  };
}

// ----- a German campaign in Tirakan (export version 1, then a re-export with changed values) --------------

const ASCHEWOLF: SiteFoeInput = {
  pk: 101,
  name: "Aschewolf",
  shortDescription: "Ein Wolf mit glimmendem Fell, der in Rudeln durch die Brandschneisen zieht.",
  type: "Tier",
  health: 8,
  movement: 6,
  strength: 3,
  dexterity: 3,
  mind: 1,
  stress: [0, 1],
  resistances: ["Feuer"],
  weaknesses: ["Wasser"],
  actions: [
    { name: "Biss", skill: 6, effect: "Durchschlag 1, Bluten 1" },
    { name: "Heulen", skill: 4, effect: "Alle in Hörweite würfeln Willenskraft; wer scheitert, verliert seine nächste Aktion." },
  ],
  extensions: ["tirakan"],
};

const GLUTWAECHTER: SiteFoeInput = {
  pk: 102,
  name: "Glutwächter",
  shortDescription: "Eine Rüstung aus erkalteter Schlacke, in der ein Feuergeist wohnt.",
  type: "Magisch",
  health: 12,
  movement: 4,
  strength: 4,
  dexterity: 2,
  mind: 3,
  stress: [1, 2],
  resistances: ["Feuer", "Magie"],
  actions: [
    { name: "Flammenhieb", skill: 7, effect: "Durchschlag 2, Brennend 2" },
    { name: "Funkenregen", skill: 5, effect: "Brennend 1, 8 Meter Reichweite" },
    { name: "Glutkern", skill: 3, effect: "**Durchschlag 1**, blendet das Ziel für eine Runde" },
  ],
  extensions: ["tirakan", "magic"],
};

const BASILISK: SiteFoeInput = {
  pk: 7,
  name: "Basilisk",
  shortDescription: "Der Basilisk der Spielleitung: etwas schwächer als der aus dem Buch.",
  type: "Magisch",
  health: 10,
  movement: 4,
  strength: 3,
  dexterity: 3,
  mind: 4,
  resistances: ["Magie", "Feuer"],
  actions: [
    { name: "Biss", skill: 8, effect: "Durchschlag 1, Vergiftet 4" },
    { name: "Tödlicher Blick", skill: 8, effect: "Wer den Blick erwidert, erstarrt zu Stein." },
  ],
  extensions: ["tirakan"],
};

const GERMAN = {
  pk: 7,
  title: "Die Glut von Tirakan",
  foes: [ASCHEWOLF, GLUTWAECHTER, BASILISK],
  npcs: [{ pk: 31, name: "Hanne Brack", description: "Wirtin der Schmiedeschenke; weiß mehr, als sie sagt.", health: 6, stress: 1 }],
  essentials: [{ pk: 5, name: "Mirela Dunkelquell", concept: "Kräuterkundige aus dem Hochmoor.", oath: "Schuldet dem Vogt einen Gefallen.", mind: 3, will: 2, body: 1 }],
  handouts: [{ pk: 9, name: "Brief des Vogts", description: "Ein versiegelter Brief mit dem Wappen der Brackfurter Vögte." }],
  journals: [{ pk: 40, name: "Ankunft in Brackfurt", summary: "Ihr erreicht Brackfurt am Abend; über der alten Schmiede steht Rauch." }],
  locations: [{ pk: 3, name: "Die alte Schmiede" }],
};

/** The German campaign as first exported. */
export const GERMAN_V1: SiteExport = campaignModule({ ...GERMAN, exportVersion: 1 });

/**
 * The German campaign re-exported after the GM edited it on the site: the Aschewolf gets 10 wounds, a
 * stronger bite, loses its howl and gains a leap, and a new description; the Glutwächter resists cold
 * too and its failed stress test costs 3; Hanne Brack has 7 health and 2 stress; Mirela's Will is 3;
 * a new foe, the Rußkrähe, joins.
 */
export const GERMAN_V2: SiteExport = campaignModule({
  ...GERMAN,
  exportVersion: 2,
  foes: [
    {
      ...ASCHEWOLF,
      health: 10,
      shortDescription: "Ein Leitwolf mit glimmendem Fell; sein Rudel folgt ihm durch die Brandschneisen.",
      actions: [
        { name: "Biss", skill: 7, effect: "Durchschlag 1, Bluten 2" },
        { name: "Ansprung", skill: 5, effect: "Durchschlag 2" },
      ],
    },
    { ...GLUTWAECHTER, stress: [1, 3], resistances: ["Feuer", "Magie", "Kälte"] },
    BASILISK,
    { pk: 103, name: "Rußkrähe", shortDescription: "Ein Schwarm Krähen, der über dem Brand kreist.", type: "Tier", health: 3, movement: 8, strength: 1, dexterity: 4, mind: 2, actions: [{ name: "Schnabel", skill: 4, effect: "Bluten 1" }], extensions: ["tirakan"], image: false },
  ],
  npcs: [{ pk: 31, name: "Hanne Brack", description: "Wirtin der Schmiedeschenke; weiß mehr, als sie sagt.", health: 7, stress: 2 }],
  essentials: [{ pk: 5, name: "Mirela Dunkelquell", concept: "Kräuterkundige aus dem Hochmoor.", oath: "Schuldet dem Vogt einen Gefallen.", mind: 3, will: 3, body: 1 }],
});

// ----- an English campaign in NEXUS ---------------------------------------------------------------------------

/** An English campaign in NEXUS (multi-action foes, an NPC, a book namesake). */
export const ENGLISH_V1: SiteExport = campaignModule({
  pk: 12,
  title: "Signals from the Deep",
  exportVersion: 4,
  foes: [
    {
      pk: 201,
      name: "Salvage Drone",
      shortDescription: "A hull-crawling repair drone whose safety limits failed long ago.",
      type: "Mechanical",
      health: 5,
      movement: 5,
      strength: 2,
      dexterity: 3,
      mind: 2,
      resistances: ["Poison"],
      actions: [
        { name: "Cutter", skill: 6, effect: "Piercing 2" },
        { name: "Shock Prod", skill: 5, effect: "Shocked 1, 3 m range" },
      ],
      extensions: ["nexus"],
    },
    {
      pk: 202,
      name: "Hive Stalker",
      shortDescription: "It moves through the ventilation shafts and smells of ozone.",
      type: "Alien",
      health: 9,
      movement: 7,
      strength: 4,
      dexterity: 4,
      mind: 2,
      stress: [1, 3],
      resistances: ["Poison", "Cold"],
      weaknesses: ["Fire"],
      actions: [
        { name: "Claws", skill: 7, effect: "Piercing 1, Bleeding 2" },
        { name: "Acid Spit", skill: 5, effect: "Poisoned 2, 10 m range" },
        { name: "Lurk", skill: 4, effect: "Hides in the vents and strikes again next round." },
      ],
      extensions: ["nexus", "horror"],
    },
    {
      pk: 203,
      name: "Cultist",
      shortDescription: "One of the deep-signal cult, armed with a ritual blade.",
      type: "Human",
      health: 8,
      movement: 4,
      strength: 2,
      dexterity: 2,
      mind: 3,
      actions: [{ name: "Ritual Dagger", skill: 7, effect: "Bleeding 1" }],
      extensions: ["nexus"],
    },
  ],
  npcs: [{ pk: 60, name: "Dock Chief Orsolya Venn", description: "Runs the docking ring and owes the crew a favour.", health: 8, stress: 0 }],
  essentials: [],
  handouts: [{ pk: 21, name: "Distress Beacon Log", description: "Seventeen minutes of static and one repeated word." }],
  journals: [{ pk: 70, name: "Docking at Relay 9", summary: "The station answers your hail with an automated greeting." }],
  locations: [{ pk: 11, name: "Relay 9 Docking Ring" }],
});
