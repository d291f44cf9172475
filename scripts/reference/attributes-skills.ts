/**
 * The rules reference's page on the 36 attributes and skills (issue 33: "the 36 attributes and
 * skills are only named — a player cannot look up what Auffassungsgabe or Verschlossenheit covers"):
 * per attribute and skill the book's word, what it covers in our own short words (the rulebook's
 * "Dein Charakter" chapter of both editions; never copied), its base attribute where it is a skill,
 * and a roll button `[[/check <key> difficulty=0]]`. Where the editions differ (Empathy's base
 * attribute, the magic skills in NEXUS, the deviation die of a throw) the entry names both.
 */
import type { ReferencePage } from "./rules-reference.ts";
import { PERSONA_ATTRIBUTES, PHYSIS_ATTRIBUTES, SKILLS } from "../../src/rules/catalog/index.ts";
import type { AttributeKey, SkillKey } from "../../src/rules/catalog/index.ts";

interface Entry {
  de: { name: string; text: string };
  en: { name: string; text: string };
}

/** The attributes: Persona first, then Physis (the book's order). */
export const ATTRIBUTE_ENTRIES: Readonly<Record<AttributeKey, Entry>> = {
  education: {
    de: { name: "Bildung", text: "Erlerntes Allgemeinwissen und wie gut der Charakter darauf zurückgreift. Grundlage von Historie, Kommunikation und Naturkunde." },
    en: { name: "Education", text: "Learned general knowledge and how well the character draws on it. Base of History, Communication and Nature." },
  },
  logic: {
    de: { name: "Logik", text: "Aus dem, was man weiß und sieht, Schlüsse ziehen und Probleme durchdenken. Grundlage von Mechanik." },
    en: { name: "Logic", text: "Drawing conclusions from what one knows and sees, thinking problems through. Base of Mechanics." },
  },
  conscientiousness: {
    de: { name: "Gewissenhaftigkeit", text: "Sorgfalt, Disziplin und Verlässlichkeit: wer sie hat, arbeitet geordnet und macht keine Flüchtigkeitsfehler (Geduld gehört hierher, nicht zur Ausdauer). Grundlage von Heimlichkeit, Religion und Erster Hilfe, <strong>2025</strong> auch von Empathie." },
    en: { name: "Conscientiousness", text: "Care, discipline and reliability: whoever has it works methodically and makes no careless slips (patience belongs here, not to Endurance). Base of Stealth, Religion and First Aid, in <strong>2025</strong> also of Empathy." },
  },
  willpower: {
    de: { name: "Willenskraft", text: "Innere Stärke: die eigenen Ziele und Grundsätze gegen Druck und Zweifel durchsetzen. Grundlage von Tapferkeit, Überzeugen und Zaubern; mit Logik der Stress Test des Horrors." },
    en: { name: "Willpower", text: "Inner strength: holding to one's aims and principles against pressure and doubt. Base of Courage, Persuasion and Spell Casting; with Logic the horror stress test." },
  },
  apprehension: {
    de: { name: "Auffassungsgabe", text: "Wie rasch und genau der Charakter mit seinen Sinnen aufnimmt, was um ihn herum geschieht. Grundlage von Einschüchtern, Orientierung, Untersuchen und Wahrnehmung; <strong>2026</strong> auch der Wurf der Blitzreaktion zu Kampfbeginn." },
    en: { name: "Apprehension", text: "How quickly and precisely the character takes in the surroundings with every sense. Base of Intimidation, Orientation, Investigation and Perception; in <strong>2026</strong> also the Quick Reaction roll at the start of combat." },
  },
  charm: {
    de: { name: "Charme", text: "Andere für sich gewinnen durch Worte, Auftreten und Persönlichkeit; nicht zu verwechseln mit dem Aussehen (Attraktivität). Grundlage von Politik, Täuschen und Betrügen, Darbietung und Magiekunde, <strong>2026</strong> auch von Empathie." },
    en: { name: "Charm", text: "Winning others over by words, manner and personality; not to be confused with looks (Attractiveness). Base of Politics, Deception, Performance and Magic Knowledge, in <strong>2026</strong> also of Empathy." },
  },
  deftness: {
    de: { name: "Geschick", text: "Körperbeherrschung und Fingerfertigkeit: Balance, Reflexe, genaue Bewegungen. Grundlage von Akrobatik, Fahren und Schießen; mit Schnelligkeit das Ausweichen." },
    en: { name: "Deftness", text: "Body control and nimble fingers: balance, reflexes, precise movement. Base of Acrobatics, Driving and Shooting; with Quickness it gives Evasion." },
  },
  strength: {
    de: { name: "Kraft", text: "Reine Muskelkraft: Schweres bewegen, mit Wucht zuschlagen. Grundlage von Nahkampf und Werfen; über 2 gibt sie waffenlosen Angriffen Durchschlag 1." },
    en: { name: "Strength", text: "Raw muscle power: moving heavy things, striking with force. Base of Hand to Hand Combat and Throwing; above 2 it gives unarmed attacks piercing 1." },
  },
  attractiveness: {
    de: { name: "Attraktivität", text: "Die Wirkung der äußeren Erscheinung auf andere: nicht unbedingt Schönheit, auch eine markante oder einschüchternde Gestalt. <strong>2026</strong> ergibt sie mit Charme die Zahl der Kontakte bei der Erschaffung." },
    en: { name: "Attractiveness", text: "The effect of one's looks on others: not necessarily beauty, a striking or imposing figure counts too. In <strong>2026</strong> it gives, with Charm, the number of contacts at creation." },
  },
  endurance: {
    de: { name: "Ausdauer", text: "Körperliche Ausdauer: wie lange der Charakter Anstrengung durchhält, etwa einen Dauerlauf, einen Gewaltmarsch oder einen langen Kampf." },
    en: { name: "Endurance", text: "Physical stamina: how long the character keeps up exertion such as a long run, a forced march or a long fight." },
  },
  resistance: {
    de: { name: "Resistenz", text: "Verletzungen und Schmerz ertragen und Krankheiten, Giften, Hitze und Kälte widerstehen. Gewürfelt etwa gegen Gift oder gegen einen K.O.-Angriff." },
    en: { name: "Resistance", text: "Bearing wounds and pain and withstanding disease, poison, heat and cold. Rolled for instance against poison or a K.O. attack." },
  },
  quickness: {
    de: { name: "Schnelligkeit", text: "Tempo der Bewegung und Reaktionsschnelle. Gewürfelt für die Initiative; bestimmt Gehen (Schnelligkeit + 1 m) und Laufen (+ 5 m); mit Geschick das Ausweichen." },
    en: { name: "Quickness", text: "Speed of movement and of reaction. Rolled for initiative; sets walking (Quickness + 1 m) and running (+ 5 m); with Deftness it gives Evasion." },
  },
};

/** The skills, in the book's order. */
export const SKILL_ENTRIES: Readonly<Record<SkillKey, Entry>> = {
  intimidation: {
    de: { name: "Einschüchtern", text: "Anderen Angst machen, um etwa einem Gegner Auskünfte abzupressen oder ihn zum Rückzug aus einem Kampf zu bewegen." },
    en: { name: "Intimidation", text: "Making others afraid, for instance to squeeze information out of a foe or to make foes withdraw from a fight." },
  },
  empathy: {
    de: { name: "Empathie", text: "Gefühle und Stimmungen eines Gegenübers lesen und seine Absichten erahnen; Gedanken liest sie nicht. Basis: <strong>2025</strong> Gewissenhaftigkeit, <strong>2026</strong> Charme." },
    en: { name: "Empathy", text: "Reading another's feelings and moods and sensing their intentions; it reads no thoughts. Base: <strong>2025</strong> Conscientiousness, <strong>2026</strong> Charm." },
  },
  stealth: {
    de: { name: "Heimlichkeit", text: "Schleichen und unbemerkt bleiben, aber auch Verschlossenheit: dichthalten im Verhör oder wenn ein Geheimnis heraus will." },
    en: { name: "Stealth", text: "Sneaking and staying unseen, and also keeping one's mouth shut: holding out under questioning or when a secret wants out." },
  },
  orientation: {
    de: { name: "Orientierung", text: "Sich zurechtfinden, im Gelände wie im Gewühl einer Stadt oder wenn man von einem Strudel herumgewirbelt wird." },
    en: { name: "Orientation", text: "Finding one's way, in open country as in a crowded city or when tossed about by a whirlpool." },
  },
  politics: {
    de: { name: "Politik", text: "Politisches Handeln einschätzen und sich sicher darin bewegen, in der Staatspolitik wie in einem großen Konzern." },
    en: { name: "Politics", text: "Judging political moves and moving safely among them, in affairs of state as in a big corporation." },
  },
  religion: {
    de: { name: "Religion", text: "Kenntnis religiöser Lehren und Sicherheit beim Abhalten religiöser Zeremonien." },
    en: { name: "Religion", text: "Knowing religious teachings and conducting religious ceremonies with confidence." },
  },
  courage: {
    de: { name: "Tapferkeit", text: "Mut: ob der Charakter sich etwa einem übermächtigen Gegner stellt." },
    en: { name: "Courage", text: "Nerve: whether the character stands up, say, to an overwhelming foe." },
  },
  deception: {
    de: { name: "Täuschen und Betrügen", text: "Ein Gegenüber hinters Licht führen oder beim Spiel betrügen." },
    en: { name: "Deception", text: "Fooling someone or cheating at a game." },
  },
  persuasion: {
    de: { name: "Überzeugen", text: "Ein Gegenüber mit Argumenten für die eigene Sicht gewinnen." },
    en: { name: "Persuasion", text: "Winning someone over to one's view by argument." },
  },
  investigation: {
    de: { name: "Untersuchen", text: "Einen Gegenstand, einen Ort oder eine Szene gezielt auf bestimmte Eigenschaften prüfen." },
    en: { name: "Investigation", text: "Examining an object, a place or a scene for particular features." },
  },
  perception: {
    de: { name: "Wahrnehmung", text: "Dinge in der Umgebung bemerken: beim Durchsuchen einer Wohnung, den Dieb am Waldrand, eine Regung im Gesicht. Auch der Wurf gegen Verborgenheit." },
    en: { name: "Perception", text: "Noticing things around: while searching a flat, a thief lurking by the woods, a twitch in a face. Also the roll against concealment." },
  },
  acrobatics: {
    de: { name: "Akrobatik", text: "Schnelle, gewandte Bewegung: über einen Vorsprung klettern, kurz sprinten, balancieren." },
    en: { name: "Acrobatics", text: "Quick, nimble movement: climbing over a ledge, a short sprint, keeping one's balance." },
  },
  performance: {
    de: { name: "Darbietung", text: "Künstlerisches Auftreten: Schauspiel, Musik, auch eine eindrucksvoll vorgetragene Lügengeschichte." },
    en: { name: "Performance", text: "Performing as an artist: acting, music, even a grandly told tall tale." },
  },
  firstAid: {
    de: { name: "Erste Hilfe", text: "Verletzte versorgen; nur mit genug Verbandszeug. Gelingt der Wurf, heilt er die Hälfte der Erfolge (aufgerundet) an Wunden und stillt Blutungen." },
    en: { name: "First Aid", text: "Tending the wounded; only with enough bandages. A successful roll heals half its successes (rounded up) in wounds and stops bleeding." },
  },
  driving: {
    de: { name: "Fahren", text: "Fahrzeuge aller Art führen: Wagen, Kutschen, Schiffe." },
    en: { name: "Driving", text: "Steering vehicles of every kind: cars, carriages, ships." },
  },
  history: {
    de: { name: "Historie", text: "Was der Charakter über die Vergangenheit weiß: Epochen, Ereignisse, ihre Ursachen." },
    en: { name: "History", text: "What the character knows of the past: eras, events, their causes." },
  },
  communication: {
    de: { name: "Kommunikation", text: "Geschick im Gespräch und im gesellschaftlichen Umgang. Viele Wissensfertigkeiten hängen an ihr, etwa @item[knowledge:etiquette]." },
    en: { name: "Communication", text: "Skill in conversation and social dealings. Many knowledges hang on it, such as @item[knowledge:etiquette]." },
  },
  mechanics: {
    de: { name: "Mechanik", text: "Handwerk und das Verständnis mechanischer Abläufe, vom Holzschnitzen bis zum Uhrwerk." },
    en: { name: "Mechanics", text: "Craftwork and understanding how mechanisms work, from carving wood to a clockwork." },
  },
  handToHand: {
    de: { name: "Nahkampf", text: "Grundlage jedes Angriffs mit Nahkampfwaffen und ohne Waffe [[/attack]]; selten allein gewürfelt." },
    en: { name: "Hand to Hand Combat", text: "The basis of every attack with a melee weapon or unarmed [[/attack]]; rarely rolled on its own." },
  },
  nature: {
    de: { name: "Naturkunde", text: "Kenntnis der Natur: Pflanzen finden, im Wald Holz sammeln, ein Tier einschätzen." },
    en: { name: "Nature", text: "Knowing nature: finding plants, gathering wood in a forest, judging an animal." },
  },
  shooting: {
    de: { name: "Schießen", text: "Grundlage jedes Angriffs mit Fernkampfwaffen [[/attack]]; selten allein gewürfelt." },
    en: { name: "Shooting", text: "The basis of every attack with a ranged weapon [[/attack]]; rarely rolled on its own." },
  },
  throwing: {
    de: { name: "Werfen", text: "Etwas gezielt werfen, vom Stein bis zur Granate. Ohne Erfolg weicht der Wurf ab: Richtung als Uhrzeit (<strong>2025</strong> W12, <strong>2026</strong> 2W6), Entfernung W6 Meter." },
    en: { name: "Throwing", text: "Throwing something at a target, from a stone to a grenade. Without a success the throw deviates: direction as a clock hour (<strong>2025</strong> d12, <strong>2026</strong> 2d6), distance d6 metres." },
  },
  magicKnowledge: {
    de: { name: "Magiekunde", text: "Nur mit Magie (<strong>2026</strong> nie in NEXUS, immer in Tirakan): Wissen über magische Artefakte, Zauber und Lehren." },
    en: { name: "Magic Knowledge", text: "Only with magic (in <strong>2026</strong> never in NEXUS, always in Tirakan): knowing magical artefacts, spells and teachings." },
  },
  spellCasting: {
    de: { name: "Zaubern", text: "Nur mit Magie (<strong>2026</strong> nie in NEXUS, immer in Tirakan): Grundlage jedes Zauberwurfs (siehe @page[Magic]{Magie}); selten allein gewürfelt." },
    en: { name: "Spell Casting", text: "Only with magic (in <strong>2026</strong> never in NEXUS, always in Tirakan): the basis of every casting roll (see @page[Magic]{Magic}); rarely rolled on its own." },
  },
};

const BASE_2026_DIFFERS: ReadonlySet<SkillKey> = new Set(["empathy"]);

/** The roll button's short label (the row names what it rolls; a long name would widen the table past a sheet's width). */
const ROLL_LABEL = { de: "Würfeln", en: "Roll" } as const;

function row(key: string, entry: { name: string; text: string }, base: string | null, language: "de" | "en"): string {
  const baseCell = base === null ? "" : `<td>${base}</td>`;
  return `<tr><td><strong>${entry.name}</strong></td>${baseCell}<td>${entry.text}</td><td>[[/check ${key} difficulty=0]]{${ROLL_LABEL[language]}}</td></tr>`;
}

function content(language: "de" | "en", skillBase: Readonly<Record<SkillKey, AttributeKey>>): string {
  const head =
    language === "de"
      ? {
          intro: `<p>Was jedes Attribut und jede Fertigkeit abdeckt, knapp und in eigenen Worten, mit einem Knopf zum Würfeln für den gewählten Charakter. Wie Würfel, Mindestwurf und Schwierigkeit funktionieren, steht unter @page[Rolls]{Würfe und Proben}; Werte und Erschaffung unter @page[Character]{Der Charakter}. Namen und Zuordnungen gelten in beiden Ausgaben (2025 und 2026); wo sie sich unterscheiden, steht es dabei.</p>`,
          persona: "Attribute: Persona",
          physis: "Attribute: Physis",
          skills: "Fertigkeiten",
          skillsNote: `<p>Eine Fertigkeit würfelt ihr Basisattribut plus die Boni der Schablonen. Wissen (etwa @item[knowledge:etiquette]) hängt an einer Fertigkeit und würfelt Wissenswert plus diese Fertigkeit.</p>`,
          cols: ["Attribut", "deckt ab", "Wurf"],
          skillCols: ["Fertigkeit", "Basis", "deckt ab", "Wurf"],
        }
      : {
          intro: `<p>What each attribute and skill covers, briefly and in our own words, with a button that rolls it for the selected character. How dice, minimum roll and difficulty work is under @page[Rolls]{Rolls and checks}; values and creation under @page[Character]{The character}. Names and base attributes hold in both editions (2025 and 2026); where they differ, the entry says so.</p>`,
          persona: "Attributes: Persona",
          physis: "Attributes: Physis",
          skills: "Skills",
          skillsNote: `<p>A skill rolls its base attribute plus the templates' bonuses. A knowledge (such as @item[knowledge:etiquette]) hangs on a skill and rolls its value plus that skill.</p>`,
          cols: ["Attribute", "covers", "Roll"],
          skillCols: ["Skill", "Base", "covers", "Roll"],
        };
  const table = (cols: string[], rows: string[]) => `<table><thead><tr>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>`;
  const attributeRows = (keys: readonly AttributeKey[]) => keys.map((key) => row(key, ATTRIBUTE_ENTRIES[key][language], null, language));
  const skillRows = SKILLS.map((key) => {
    const base = ATTRIBUTE_ENTRIES[skillBase[key]][language].name;
    const shown = BASE_2026_DIFFERS.has(key) ? `${base} (2025) · ${ATTRIBUTE_ENTRIES.charm[language].name} (2026)` : base;
    return row(key, SKILL_ENTRIES[key][language], shown, language);
  });
  return [
    head.intro,
    `<h2>${head.persona}</h2>`,
    table(head.cols, attributeRows(PERSONA_ATTRIBUTES)),
    `<h2>${head.physis}</h2>`,
    table(head.cols, attributeRows(PHYSIS_ATTRIBUTES)),
    `<h2>${head.skills}</h2>`,
    head.skillsNote,
    table(head.skillCols, skillRows),
  ].join("\n");
}

/** The page, built from the entries and the catalog's 2025 skill → attribute table. */
export function attributesAndSkillsPage(skillBase: Readonly<Record<SkillKey, AttributeKey>>): ReferencePage {
  return {
    key: "Values",
    chapters: ["character"],
    editionsDiffer: true,
    title: { de: "Attribute und Fertigkeiten im Einzelnen", en: "Attributes and skills one by one" },
    content: { de: content("de", skillBase), en: content("en", skillBase) },
  };
}
