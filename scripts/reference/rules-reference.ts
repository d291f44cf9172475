/**
 * The rules reference: the whole Phase Six rulebook, chapter by chapter, in our own short words, in
 * German and English, for both editions (2025 and 2026; each page says where they differ). Written
 * anew — never copied from the rulebook; the copy check (tests/appendix/copy-check.test.ts) reads the
 * generated pages. `npm run build:reference` turns it into packs/reference-de and packs/reference-en
 * (scripts/reference/build.ts resolves the links below).
 *
 * In the texts: `@item[<stable key>]` links a pack document of the same language (its name as label,
 * or `{label}`), `@page[<page key>]{label}` another page of the reference, `@guide[<suffix>]{label}` a
 * page of the guide. Roll buttons: `[[/check <skill-or-attribute key> difficulty=N]]`, `[[/attack]]`,
 * `[[/condition <condition key>]]` (keys of src/rules/catalog).
 */

import { attributesAndSkillsPage } from "./attributes-skills.ts";
import { SKILL_BASE } from "../../src/rules/catalog/index.ts";

/** A text in both languages. */
export interface Bilingual {
  de: string;
  en: string;
}

/**
 * The rulebook chapters, per edition: 2025 = the spring 2025 rulebook's chapters, 2026 = the
 * chapter files of the July 2026 rulebook (introduction … brewing).
 */
export const RULEBOOK_CHAPTERS = {
  2025: ["introduction", "character", "creation", "rolls", "combat", "gear", "wounds", "advancement", "magic", "pantheon", "horror"],
  2026: ["introduction", "rolls", "character", "creation", "advancement", "combat", "wounds", "gear", "magic", "pantheon", "horror", "bodyModifications", "brewing"],
} as const;
export type Chapter = (typeof RULEBOOK_CHAPTERS)[keyof typeof RULEBOOK_CHAPTERS][number];

/** One page of the reference. */
export interface ReferencePage {
  /** Fixed page key (letters and digits, at most 9): the page id is built from it. */
  key: string;
  /** The rulebook chapters the page covers. */
  chapters: readonly Chapter[];
  /** Whether the two editions differ in what the page covers (the page then names both). */
  editionsDiffer: boolean;
  title: Bilingual;
  content: Bilingual;
}

const OVERVIEW: ReferencePage = {
  key: "Overview",
  chapters: ["introduction"],
  editionsDiffer: true,
  title: { de: "Überblick, Ausgaben und Welten", en: "Overview, editions and worlds" },
  content: {
    de: `<p>Diese Referenz fasst das ganze Regelwerk Kapitel für Kapitel zusammen, knapp und in eigenen Worten. Der @guide[QuickStart]{Schnellstart} des Leitfadens erklärt, wie das System in Foundry bedient wird; hier stehen die Regeln selbst. Knöpfe wie [[/check perception difficulty=1]] würfeln direkt für den gewählten Charakter.</p>
<h2>Zwei Ausgaben</h2>
<p>Die Welteinstellung <em>Regelwerk-Ausgabe</em> wählt zwischen der Ausgabe <strong>2025</strong> (Standard) und der Ausgabe <strong>2026</strong>. Wo sich die Ausgaben unterscheiden, nennt jede Seite beide mit ihren Zahlen; was ohne Jahreszahl steht, gilt in beiden.</p>
<h2>Epochen und Erweiterungen</h2>
<ul><li>Die Spielleitung wählt eine Epoche: Antike, Mittelalter (Wikinger, Kreuzzüge), Viktorianisches Zeitalter und Wilder Westen, Imperialismus und Weltkriege, Kalter Krieg und 80er, Moderne, Science-Fiction. Sie bestimmt, welche Schablonen und welche Ausrüstung es gibt.</li><li>Dazu kommen Erweiterungen mit eigenen Regeln: @page[Magic]{Magie}, @page[Horror]{Horror}, @page[Pantheon]{Pantheon}. <strong>2026</strong> kommt auf Terra die Erweiterung @page[BodyMods]{Körpermodifikationen} hinzu; @page[Brewing]{Synthese und Brauen} gilt 2026 in allen Welten.</li></ul>
<h2>Welten</h2>
<table><thead><tr><th></th><th>Terra</th><th>NEXUS</th><th>Tirakans Reiche</th></tr></thead><tbody>
<tr><td>Epoche</td><td>frei wählbar</td><td>Moderne</td><td>Mittelalter</td></tr>
<tr><td>Erweiterungen</td><td>frei wählbar</td><td>Horror; 2026 auch Körpermodifikationen</td><td>Magie und Pantheon immer; kein Horror</td></tr>
<tr><td>Magie (2026)</td><td>Magieniveau 3</td><td>keine Magie</td><td>Magieniveau nach Jahrhundert</td></tr>
<tr><td>Kampf (2026)</td><td>Rückstoss, Angriffsmodi</td><td>Rückstoss, Angriffsmodi</td><td>kein Rückstoss, keine Angriffsmodi, Zielen mit jeder Waffe</td></tr>
<tr><td>Geld (2026)</td><td>übliche Währung, 2.000 Startkapital</td><td>wie Terra</td><td>2.000 Gulden</td></tr>
</tbody></table>
<p><strong>2026, Tirakan:</strong> Das Jahrhundert (I–X) legt Magieniveau und Glaubensniveau fest:</p>
<table><thead><tr><th>Jahrhundert</th><th>I</th><th>II</th><th>III</th><th>IV</th><th>V</th><th>VI</th><th>VII</th><th>VIII</th><th>IX</th><th>X</th></tr></thead><tbody>
<tr><td>Magieniveau</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>4</td><td>3</td><td>2</td><td>1</td><td>0</td></tr>
<tr><td>Glaubensniveau</td><td>1</td><td>1</td><td>1</td><td>1</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td></tr>
</tbody></table>
<h2>Kapitel</h2>
<ol><li>@page[Rolls]{Würfe und Proben}</li><li>@page[Character]{Der Charakter}</li><li>@page[Values]{Attribute und Fertigkeiten im Einzelnen}</li><li>@page[Creation]{Charaktererschaffung}</li><li>@page[Advance]{Charakterentwicklung}</li><li>@page[Combat]{Kampfrunden und Aktionen}</li><li>@page[Attacks]{Der Angriff}</li><li>@page[Special]{Besondere Angriffe}</li><li>@page[Defence]{Abwehr, Deckung und Schutz}</li><li>@page[Wounds]{Wunden, Heilung und Rast}</li><li>@page[Condition]{Zustände}</li><li>@page[Gear]{Ausrüstung}</li><li>@page[Magic]{Magie}</li><li>@page[Artifacts]{Artefakte und Arkanaspeicher}</li><li>@page[Pantheon]{Pantheon}</li><li>@page[Horror]{Horror}</li><li>@page[BodyMods]{Körpermodifikationen}</li><li>@page[Brewing]{Synthese und Brauen}</li></ol>
<p><em>Phase Six</em> von Sven Bröckling, phasesix.org; Inhalte unter CC BY-NC-SA 4.0. Diese Zusammenfassung ist neu geschrieben und ersetzt nicht das Regelwerk.</p>`,
    en: `<p>This reference sums up the whole rulebook chapter by chapter, briefly and in our own words. The guide's @guide[QuickStart]{Quick start} explains how to use the system in Foundry; the rules themselves are here. Buttons such as [[/check perception difficulty=1]] roll straight away for the selected character.</p>
<h2>Two editions</h2>
<p>The world setting <em>Rulebook edition</em> chooses between the <strong>2025</strong> edition (default) and the <strong>2026</strong> edition. Where the editions differ, each page names both with their numbers; whatever carries no year holds in both.</p>
<h2>Eras and extensions</h2>
<ul><li>The GM picks an era: antiquity, the Middle Ages (Vikings, crusades), the Victorian age and Wild West, imperialism and the world wars, the Cold War and the 80s, modern times, science fiction. It decides which templates and which gear exist.</li><li>Extensions add their own rules: @page[Magic]{Magic}, @page[Horror]{Horror}, @page[Pantheon]{Pantheon}. In <strong>2026</strong> Terra gains the @page[BodyMods]{Body modifications} extension, and @page[Brewing]{Brewing and synthesis} applies in every world.</li></ul>
<h2>Worlds</h2>
<table><thead><tr><th></th><th>Terra</th><th>NEXUS</th><th>Realms of Tirakan</th></tr></thead><tbody>
<tr><td>Era</td><td>any</td><td>modern times</td><td>Middle Ages</td></tr>
<tr><td>Extensions</td><td>any</td><td>horror; in 2026 also body modifications</td><td>magic and pantheon always; no horror</td></tr>
<tr><td>Magic (2026)</td><td>magic level 3</td><td>no magic</td><td>magic level by century</td></tr>
<tr><td>Combat (2026)</td><td>recoil, attack modes</td><td>recoil, attack modes</td><td>no recoil, no attack modes, any weapon can aim</td></tr>
<tr><td>Money (2026)</td><td>the usual currency, 2,000 starting capital</td><td>as Terra</td><td>2,000 Gulden</td></tr>
</tbody></table>
<p><strong>2026, Tirakan:</strong> the century (I–X) sets the magic level and the faith level:</p>
<table><thead><tr><th>Century</th><th>I</th><th>II</th><th>III</th><th>IV</th><th>V</th><th>VI</th><th>VII</th><th>VIII</th><th>IX</th><th>X</th></tr></thead><tbody>
<tr><td>Magic level</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>4</td><td>3</td><td>2</td><td>1</td><td>0</td></tr>
<tr><td>Faith level</td><td>1</td><td>1</td><td>1</td><td>1</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td></tr>
</tbody></table>
<h2>Chapters</h2>
<ol><li>@page[Rolls]{Rolls and checks}</li><li>@page[Character]{The character}</li><li>@page[Values]{Attributes and skills one by one}</li><li>@page[Creation]{Creating a character}</li><li>@page[Advance]{Advancement}</li><li>@page[Combat]{Combat rounds and actions}</li><li>@page[Attacks]{The attack}</li><li>@page[Special]{Special attacks}</li><li>@page[Defence]{Defence, cover and protection}</li><li>@page[Wounds]{Wounds, healing and rest}</li><li>@page[Condition]{Conditions}</li><li>@page[Gear]{Gear}</li><li>@page[Magic]{Magic}</li><li>@page[Artifacts]{Artifacts and arcana stores}</li><li>@page[Pantheon]{Pantheon}</li><li>@page[Horror]{Horror}</li><li>@page[BodyMods]{Body modifications}</li><li>@page[Brewing]{Brewing and synthesis}</li></ol>
<p><em>Phase Six</em> by Sven Bröckling, phasesix.org; content under CC BY-NC-SA 4.0. This summary is written anew and does not replace the rulebook.</p>`,
  },
};

const ROLLS: ReferencePage = {
  key: "Rolls",
  chapters: ["rolls"],
  editionsDiffer: true,
  title: { de: "Würfe und Proben", en: "Rolls and checks" },
  content: {
    de: `<p>Eine <strong>Probe</strong> wirft so viele W6, wie der geforderte Wert beträgt. Jeder Würfel, der den <strong>Mindestwurf</strong> erreicht, ist ein Erfolg; meist genügt einer.</p>
<h2>Anzahl der Würfel</h2>
<ul><li>Attribut: sein Wert. Fertigkeit: ihr Grundattribut plus die Boni der Schablonen. Wissen: Wissenswert plus der Wert der zugehörigen Fertigkeit (Kommunikation 2 + @item[knowledge:etiquette] 3 = 5 Würfel).</li><li>Ist der Wert 0 oder kleiner, wird nichts geworfen und die Probe misslingt – außer es kommen Bonus- oder Schicksalswürfel dazu.</li></ul>
<h2>Mindestwurf und Schwierigkeit</h2>
<p>Der Mindestwurf wird als „X+“ geschrieben. <strong>2025</strong> stammt er aus der Abstammung (Mensch 5+), <strong>2026</strong> beginnt jeder Charakter bei 5+ und Schablonen oder Umstände verschieben ihn. Die Spielleitung schlägt eine Schwierigkeit auf:</p>
<table><thead><tr><th>Stufe</th><th>2025</th><th>2026</th></tr></thead><tbody>
<tr><td>sehr leicht</td><td>−2</td><td>−2</td></tr><tr><td>leicht</td><td>−1</td><td>−1</td></tr><tr><td>normal</td><td>0</td><td>0</td></tr><tr><td>schwer</td><td>+1</td><td>+1</td></tr><tr><td>sehr schwer</td><td>+2</td><td>+3</td></tr><tr><td>extrem schwer</td><td>+3</td><td>+6</td></tr><tr><td>unmöglich</td><td>+4</td><td>+12</td></tr>
</tbody></table>
<p>Andere Werte sind erlaubt (+9 kommt vor). Beispiele: [[/check strength difficulty=0]] für eine Tür, @item[knowledge:lock-picking] für ein Zylinderschloss mit +3 (2025) bzw. +6 (2026), [[/check perception difficulty=1]] für eine gut versteckte Spur.</p>
<p><em>Unsere Lesart:</em> Das System lässt den Mindestwurf nie unter 2+ sinken. Das Buch nennt diese Grenze nur beim @page[Special]{genauen Angriff}; dass sie für jeden Wurf gilt, ist eine Regel dieses Systems.</p>
<h2>Explodierende Würfel</h2>
<p>Jede 6 wird nachgeworfen und zum selben Würfel addiert, solange Sechsen fallen: 6, 6, 2 ergibt 14. So sind auch 8+ oder 14+ erreichbar.</p>
<h2>Kritische Erfolge</h2>
<p>Die Schwelle für Kritisches liegt bei 11 und wird vom Mindestwurf nicht verschoben. Ein erfolgreicher Würfel mit 11+ bringt einen Erfolg mehr, 17+ zwei, 23+ drei, 29+ vier, und so weiter alle 6 Punkte.</p>
<h2>Bonus-, Wiederholungs- und Schicksalswürfel</h2>
<ul><li><strong>Bonuswürfel</strong> kommen einzeln zum Wurf hinzu, auch nachdem er schon misslungen ist.</li><li><strong>Wiederholungswurf</strong>: Der ganze Wurf wird neu geworfen. Ein Wert von 0 oder weniger wird dadurch nicht zum Erfolg.</li><li><strong>Schicksalswürfel</strong> werden getrennt geworfen und gelingen immer ab 4 (2026: „4+“, gleiche Bedeutung). Als Bonuswürfel kommt ein solcher Würfel hinzu; als Wiederholung gilt die 4+ für alle Würfel des neuen Wurfs.</li><li>Alle drei füllen sich bei einer @page[Wounds]{Rast} auf. 2026 nennt Wiederholungen ausdrücklich einen Wert, den Schablonen geben (etwa @item[template:human]).</li></ul>
<h2>Gruppenwurf und Verborgenheit</h2>
<ul><li><strong>Gruppenwurf</strong>: Die Spielleitung nennt die nötigen Erfolge, alle würfeln den gleichen Wert (mit eigenen Bonus-, Schicksals- und Wiederholungswürfeln), die Erfolge aller zählen zusammen.</li><li><strong>Verborgenheit</strong>: Wer sucht, würfelt Wahrnehmung plus den höchsten Verborgenheitswert dessen, was die beobachtete Person oder Gruppe trägt. Ein Erfolg entdeckt den auffälligen Gegenstand.</li></ul>`,
    en: `<p>A <strong>check</strong> rolls as many d6 as the value asked for. Every die that reaches the <strong>minimum roll</strong> is a success; one is usually enough.</p>
<h2>Number of dice</h2>
<ul><li>Attribute: its value. Skill: its base attribute plus the templates' bonuses. Knowledge: its value plus the value of its linked skill (Communication 2 + @item[knowledge:etiquette] 3 = 5 dice).</li><li>At a value of 0 or less nothing is rolled and the check fails – unless bonus or destiny dice are added.</li></ul>
<h2>Minimum roll and difficulty</h2>
<p>The minimum roll is written "X+". In <strong>2025</strong> it comes from the lineage (human 5+); in <strong>2026</strong> every character starts at 5+ and templates or circumstances move it. The GM adds a difficulty:</p>
<table><thead><tr><th>Level</th><th>2025</th><th>2026</th></tr></thead><tbody>
<tr><td>very easy</td><td>−2</td><td>−2</td></tr><tr><td>easy</td><td>−1</td><td>−1</td></tr><tr><td>normal</td><td>0</td><td>0</td></tr><tr><td>difficult</td><td>+1</td><td>+1</td></tr><tr><td>very difficult</td><td>+2</td><td>+3</td></tr><tr><td>extremely difficult</td><td>+3</td><td>+6</td></tr><tr><td>impossible</td><td>+4</td><td>+12</td></tr>
</tbody></table>
<p>Other values are allowed (+9 occurs). Examples: [[/check strength difficulty=0]] for a door, @item[knowledge:lock-picking] for a cylinder lock at +3 (2025) or +6 (2026), [[/check perception difficulty=1]] for a well-hidden trail.</p>
<p><em>Our reading:</em> the system never lets the minimum roll drop below 2+. The book states this limit only for the @page[Special]{accurate attack}; that it holds for every roll is a rule of this system.</p>
<h2>Exploding dice</h2>
<p>Every 6 is rolled again and added to the same die for as long as sixes come up: 6, 6, 2 makes 14. That is how 8+ or 14+ can be reached.</p>
<h2>Critical successes</h2>
<p>The critical threshold is 11 and the minimum roll does not move it. A successful die at 11+ adds one more success, 17+ two, 23+ three, 29+ four, and so on every 6 points.</p>
<h2>Bonus dice, rerolls and destiny dice</h2>
<ul><li><strong>Bonus dice</strong> join the roll one at a time, even after it has failed.</li><li><strong>Reroll</strong>: the whole roll is thrown again. It cannot turn a value of 0 or less into a success.</li><li><strong>Destiny dice</strong> are rolled apart and always succeed from 4 (2026: "4+", the same meaning). Used as a bonus die, one such die joins; used as a reroll, the 4+ holds for every die of the new roll.</li><li>All three refill at a @page[Wounds]{rest}. 2026 calls rerolls a value that templates give (such as @item[template:human]).</li></ul>
<h2>Group roll and concealment</h2>
<ul><li><strong>Group roll</strong>: the GM names the successes needed, everyone rolls the same value (with their own bonus, destiny and reroll dice), and all successes add up.</li><li><strong>Concealment</strong>: the searcher rolls Perception plus the highest concealment of what the watched person or group carries. One success spots the conspicuous item.</li></ul>`,
  },
};

const CHARACTER: ReferencePage = {
  key: "Character",
  chapters: ["character"],
  editionsDiffer: true,
  title: { de: "Der Charakter", en: "The character" },
  content: {
    de: `<h2>Attribute</h2>
<p><strong>Persona</strong>: Bildung, Logik, Gewissenhaftigkeit, Willenskraft, Auffassungsgabe, Charme. <strong>Physis</strong>: Geschick, Kraft, Attraktivität, Ausdauer, Resistenz, Schnelligkeit. Jedes beginnt bei 1; Schablonen verändern es, auch auf 0 oder darunter.</p>
<h2>Fertigkeiten</h2>
<p>Jede Fertigkeit hängt an einem Attribut; ihr Wert ist dieses Attribut plus die Boni der Schablonen. Was jedes Attribut und jede Fertigkeit abdeckt: @page[Values]{Attribute und Fertigkeiten im Einzelnen}.</p>
<table><thead><tr><th>Attribut</th><th>Fertigkeiten</th></tr></thead><tbody>
<tr><td>Auffassungsgabe</td><td>Einschüchtern, Orientierung, Untersuchen, Wahrnehmung [[/check perception difficulty=0]]</td></tr>
<tr><td>Gewissenhaftigkeit</td><td>Empathie (2025), Heimlichkeit, Religion, Erste Hilfe [[/check firstAid difficulty=0]]</td></tr>
<tr><td>Charme</td><td>Empathie (2026), Politik, Täuschen und Betrügen, Darbietung, Magiekunde</td></tr>
<tr><td>Willenskraft</td><td>Tapferkeit, Überzeugen, Zaubern</td></tr>
<tr><td>Geschick</td><td>Akrobatik, Fahren, Schießen</td></tr>
<tr><td>Kraft</td><td>Nahkampf, Werfen</td></tr>
<tr><td>Bildung</td><td>Historie, Kommunikation, Naturkunde</td></tr>
<tr><td>Logik</td><td>Mechanik</td></tr>
</tbody></table>
<p>Magiekunde und Zaubern gibt es nur mit der Magie-Erweiterung (2026: nie in NEXUS, immer in Tirakan). <strong>Erste Hilfe</strong> mit Verbandszeug (@item[gear:bandages]) heilt die Hälfte der Erfolge, aufgerundet.</p>
<h2>Wissen und Schatten</h2>
<ul><li><strong>Wissen</strong> ist frei benannt und an eine Fertigkeit gebunden; gewürfelt wird Wissenswert plus Fertigkeit.</li><li><strong>Schatten</strong> sind Regeln aus Schablonen ohne Zahl: ein Rivale, eine Schwäche, ein Laster. 2026 zählt jede ausformulierte Schablonenregel als Schatten.</li></ul>
<h2>Abgeleitete Werte</h2>
<ul><li><strong>Aktionen</strong> im Kampf: 2 (2025 aus der Abstammung, 2026 als Grundwert), plus Schablonen.</li><li><strong>Ausweichen</strong>: (Schnelligkeit + Geschick) / 2, aufgerundet, minus Belastung aus Rüstung und Waffen. Dazu kommt <strong>2025</strong> der Ausweichwert der Abstammung, <strong>2026</strong> die Ausweichwerte der Schablonen (die Abstammungsschablone eingeschlossen).</li><li><strong>Angeborener Schutz</strong>: <strong>2025</strong> steht er gegen jeden Angriff voll zur Verfügung und wird nie verbraucht; <strong>2026</strong> wird er wie anderer Schutz ausgegeben und füllt sich zu Beginn jedes eigenen Zuges wieder auf.</li><li>Bewegung: gehen Schnelligkeit + 1 m, rennen Schnelligkeit + 5 m, robben (nur in der Hocke) Schnelligkeit / 2 + 1 m, aufgerundet.</li><li>Stress Test (Horror): Logik + Willenskraft Würfel.</li></ul>
<h2>Sprachen und Kontakte (2026)</h2>
<ul><li><strong>Sprachen</strong>: Bildung + Logik, als Richtwert für neue Charaktere. Bei 0 oder weniger spricht der Charakter selbst die Muttersprache nur schlecht. Mehr Sprachen bringen Schablonen, auf Terra und in NEXUS Körpermodifikationen, auf Terra und in Tirakan magische Gegenstände.</li><li><strong>Kontakte</strong>: Charme + Attraktivität bei der Erschaffung; jeder Kontakt ist ein Name mit Beschreibung. Im Spiel dazugewonnene zählen nicht dagegen.</li></ul>
<p>Die 2025er Ausgabe kennt weder Sprachen- noch Kontaktzahl.</p>`,
    en: `<h2>Attributes</h2>
<p><strong>Persona</strong>: Education, Logic, Conscientiousness, Willpower, Apprehension, Charm. <strong>Physis</strong>: Deftness, Strength, Attractiveness, Endurance, Resistance, Quickness. Each starts at 1; templates change it, even to 0 or below.</p>
<h2>Skills</h2>
<p>Each skill hangs on one attribute; its value is that attribute plus the templates' bonuses. What each attribute and skill covers: @page[Values]{Attributes and skills one by one}.</p>
<table><thead><tr><th>Attribute</th><th>Skills</th></tr></thead><tbody>
<tr><td>Apprehension</td><td>Intimidation, Orientation, Investigation, Perception [[/check perception difficulty=0]]</td></tr>
<tr><td>Conscientiousness</td><td>Empathy (2025), Stealth, Religion, First Aid [[/check firstAid difficulty=0]]</td></tr>
<tr><td>Charm</td><td>Empathy (2026), Politics, Deception, Performance, Magic Knowledge</td></tr>
<tr><td>Willpower</td><td>Courage, Persuasion, Spell Casting</td></tr>
<tr><td>Deftness</td><td>Acrobatics, Driving, Shooting</td></tr>
<tr><td>Strength</td><td>Hand to Hand Combat, Throwing</td></tr>
<tr><td>Education</td><td>History, Communication, Nature</td></tr>
<tr><td>Logic</td><td>Mechanics</td></tr>
</tbody></table>
<p>Magic Knowledge and Spell Casting exist only with the magic extension (2026: never in NEXUS, always in Tirakan). <strong>First Aid</strong> with supplies (@item[gear:bandages]) heals half the successes, rounded up.</p>
<h2>Knowledge and shadows</h2>
<ul><li><strong>Knowledge</strong> is freely named and tied to a skill; roll the knowledge value plus that skill.</li><li><strong>Shadows</strong> are template rules without a number: a rival, a weakness, a vice. In 2026 every written-out template rule counts as a shadow.</li></ul>
<h2>Derived values</h2>
<ul><li><strong>Actions</strong> in combat: 2 (2025 from the lineage, 2026 as a base value), plus templates.</li><li><strong>Evasion</strong>: (Quickness + Deftness) / 2, rounded up, minus the encumbrance of armour and weapons. Added to it: in <strong>2025</strong> the lineage's evasion, in <strong>2026</strong> the evasion of all templates (the lineage template included).</li><li><strong>Innate protection</strong>: in <strong>2025</strong> it is there in full against every attack and never spent; in <strong>2026</strong> it is spent like other protection and refills at the start of each own turn.</li><li>Movement: walk Quickness + 1 m, run Quickness + 5 m, crawl (hunkered only) Quickness / 2 + 1 m, rounded up.</li><li>Stress test (horror): Logic + Willpower dice.</li></ul>
<h2>Languages and contacts (2026)</h2>
<ul><li><strong>Languages</strong>: Education + Logic, as a guide for new characters. At 0 or less the character speaks even the mother tongue poorly. More languages come from templates, on Terra and in NEXUS from body modifications, on Terra and in Tirakan from magic items.</li><li><strong>Contacts</strong>: Charm + Attractiveness at creation; each contact is a name with a description. Those gained in play do not count against it.</li></ul>
<p>The 2025 edition has no number of languages or contacts.</p>`,
  },
};

const CREATION: ReferencePage = {
  key: "Creation",
  chapters: ["creation"],
  editionsDiffer: true,
  title: { de: "Charaktererschaffung", en: "Creating a character" },
  content: {
    de: `<p>Ein Charakter entsteht aus <strong>Schablonen</strong>: Stationen seines Lebens aus den Bereichen Bildung, Beruf, Talent, Interessen, Charakter und Lebensumstände, beliebig gemischt (auch mehrere Berufe). Jede ändert einige Werte, kann Wissen, Schatten und eigene Regeln mitbringen (etwa @item[template:blood-magic]) und kostet Punkte; manche setzen andere voraus, eine negative Kostenangabe bringt Punkte (@item[template:drunkard]).</p>
<h2>Abstammung</h2>
<p>Jeder Charakter hat genau eine Abstammung (meist @item[lineage:human]). Ihre Abstammungsschablone kostet nichts; die menschliche (@item[template:human]) gibt 2 Bonuswürfel und 2 Wiederholungswürfe.</p>
<h2>Startwerte</h2>
<table><thead><tr><th>Wert</th><th>2025 (Mensch)</th><th>2026 (alle)</th></tr></thead><tbody>
<tr><td>Punkte für Schablonen</td><td>20 Werdegangspunkte</td><td>20 Reputation</td></tr>
<tr><td>Aktionen</td><td>2</td><td>2</td></tr>
<tr><td>Attribute · Fertigkeitsboni</td><td>1 · 0</td><td>1 · 0</td></tr>
<tr><td>Mindestwurf</td><td>5+</td><td>5+</td></tr>
<tr><td>Bonus-, Schicksals-, Wiederholungswürfel</td><td>0</td><td>0</td></tr>
<tr><td>Basis- bzw. angeborener Schutz · Ausweichen</td><td>0 · 0</td><td>0 · aus Schablonen</td></tr>
<tr><td>Maximale Lebenspunkte</td><td>10</td><td>10</td></tr>
<tr><td>Arkana · Zauberpunkte (Magie)</td><td>0 · 0</td><td>0 · 0 (nicht NEXUS)</td></tr>
<tr><td>Maximaler Stress (Horror)</td><td>8 (das Horror-Kapitel nennt 6)</td><td>10, Basisstress 0 (nicht Tirakan)</td></tr>
<tr><td>Biolast</td><td>–</td><td>0 (nicht Tirakan)</td></tr>
</tbody></table>
<p><strong>2026</strong> ist die Abstammung nur noch eine Schablone, die diese Grundwerte verändert.</p>
<h2>Punkte ausgeben</h2>
<ul><li><strong>2025</strong>: Schablonen kosten Werdegangspunkte; was beim Fertigstellen übrig ist, wird zu Reputation.</li><li><strong>2026</strong>: Es gibt keine Werdegangspunkte. Der Charakter beginnt mit 20 Reputation (die Spielleitung kann eine andere Zahl festlegen), Schablonen kosten Reputation, der Rest bleibt einfach stehen.</li></ul>
<h2>Zauber</h2>
<p>Mit Magie kauft der Charakter Zauber mit den Zauberpunkten seiner Schablonen (@item[template:arcane-school] gibt 10). <strong>2026</strong> braucht er zusätzlich eine Schablone, die den <em>Ursprung</em> des Zaubers freischaltet (siehe @page[Magic]{Magie}).</p>
<h2>Ausrüstung</h2>
<ul><li><strong>2025</strong>: Die Spielleitung legt das Startkapital fest.</li><li><strong>2026</strong>: 2.000 in der üblichen Währung (Tirakan: Gulden). Was übrig bleibt, ist das Vermögen. Körpermodifikationen werden davon gekauft (nicht in Tirakan), ihre Energiebilanz muss stimmen, eine Operation wird nicht gewürfelt.</li></ul>
<p>Siehe @page[Gear]{Ausrüstung} und @page[BodyMods]{Körpermodifikationen}.</p>`,
    en: `<p>A character is made of <strong>templates</strong>: stations of a life from the categories Education, Occupation, Talent, Interests, Character and Environment, mixed freely (several occupations too). Each changes a few values, may bring knowledge, shadows and rules of its own (such as @item[template:blood-magic]) and costs points; some require others, and a negative cost gives points (@item[template:drunkard]).</p>
<h2>Lineage</h2>
<p>Every character has exactly one lineage (mostly @item[lineage:human]). Its lineage template is free; the human one (@item[template:human]) gives 2 bonus dice and 2 rerolls.</p>
<h2>Starting values</h2>
<table><thead><tr><th>Value</th><th>2025 (human)</th><th>2026 (everyone)</th></tr></thead><tbody>
<tr><td>Points for templates</td><td>20 career points</td><td>20 Reputation</td></tr>
<tr><td>Actions</td><td>2</td><td>2</td></tr>
<tr><td>Attributes · skill bonuses</td><td>1 · 0</td><td>1 · 0</td></tr>
<tr><td>Minimum roll</td><td>5+</td><td>5+</td></tr>
<tr><td>Bonus, destiny, reroll dice</td><td>0</td><td>0</td></tr>
<tr><td>Base or innate protection · evasion</td><td>0 · 0</td><td>0 · from templates</td></tr>
<tr><td>Max health</td><td>10</td><td>10</td></tr>
<tr><td>Arcana · spell points (magic)</td><td>0 · 0</td><td>0 · 0 (not NEXUS)</td></tr>
<tr><td>Max stress (horror)</td><td>8 (the horror chapter says 6)</td><td>10, base stress 0 (not Tirakan)</td></tr>
<tr><td>Biostrain</td><td>–</td><td>0 (not Tirakan)</td></tr>
</tbody></table>
<p>In <strong>2026</strong> the lineage is just a template that changes these base values.</p>
<h2>Spending points</h2>
<ul><li><strong>2025</strong>: templates cost career points; whatever is left when the character is finished becomes Reputation.</li><li><strong>2026</strong>: there are no career points. The character starts with 20 Reputation (the GM may set another amount), templates cost Reputation, and the rest simply stays.</li></ul>
<h2>Spells</h2>
<p>With magic, the character buys spells with the spell points of its templates (@item[template:arcane-school] gives 10). In <strong>2026</strong> it also needs a template that unlocks the spell's <em>origin</em> (see @page[Magic]{Magic}).</p>
<h2>Equipment</h2>
<ul><li><strong>2025</strong>: the GM sets the starting capital.</li><li><strong>2026</strong>: 2,000 in the usual currency (Tirakan: Gulden). What is left is the character's wealth. Body modifications are bought from it (not in Tirakan); their energy must balance, and no surgery roll is made.</li></ul>
<p>See @page[Gear]{Gear} and @page[BodyMods]{Body modifications}.</p>`,
  },
};

const ADVANCEMENT: ReferencePage = {
  key: "Advance",
  chapters: ["advancement"],
  editionsDiffer: true,
  title: { de: "Charakterentwicklung", en: "Advancement" },
  content: {
    de: `<h2>Reputation</h2>
<p>Reputation zeigt, wie bekannt und erfahren ein Charakter ist. Sie wird als <em>ausgegeben / erhalten</em> geführt. Die Spielleitung vergibt pro Sitzung etwa 5 bis 10, dazu einzelne Punkte für gelungene Szenen.</p>
<h2>Neue Schablonen</h2>
<ul><li>Nach einer Sitzung kauft der Charakter mit nicht ausgegebener Reputation neue Schablonen; die Werte ändern sich sofort.</li><li><strong>2025</strong>: nur aus den Bereichen Charakter, Interessen, Lebensumstände und Talent – kein neuer Beruf, keine neue Bildung.</li><li><strong>2026</strong>: aus allen Bereichen wie bei der Erschaffung (eine zweite Abstammungsschablone bleibt ausgeschlossen).</li></ul>
<h2>Neue Zauber</h2>
<ul><li><strong>2025</strong>: Zauber lernt man nur in Ruhe zwischen Sitzungen, mit freien Zauberpunkten und einer Thesis (einer Quelle für das Wissen).</li><li><strong>2026</strong>: Zauberpunkte aus einer neu erworbenen Schablone dürfen sofort und ohne Thesis für Zauber oder Zauberschablonen ausgegeben werden; jedes andere Lernen folgt weiter der Regel oben.</li></ul>
<p>Siehe @page[Creation]{Charaktererschaffung} und @page[Magic]{Magie}.</p>`,
    en: `<h2>Reputation</h2>
<p>Reputation shows how well known and experienced a character is. It is kept as <em>spent / earned</em>. The GM gives about 5 to 10 per session, plus single points for scenes that went well.</p>
<h2>New templates</h2>
<ul><li>After a session the character buys new templates with unspent Reputation; the values change at once.</li><li><strong>2025</strong>: only from the categories Character, Interests, Environment and Talent – no new occupation, no new education.</li><li><strong>2026</strong>: from every category, as at creation (a second lineage template stays excluded).</li></ul>
<h2>New spells</h2>
<ul><li><strong>2025</strong>: spells are learned only at leisure between sessions, with free spell points and a thesis (a source for the knowledge).</li><li><strong>2026</strong>: spell points from a newly bought template may be spent at once, without a thesis, on spells or spell templates; all other learning still follows the rule above.</li></ul>
<p>See @page[Creation]{Creating a character} and @page[Magic]{Magic}.</p>`,
  },
};

const COMBAT: ReferencePage = {
  key: "Combat",
  chapters: ["combat"],
  editionsDiffer: true,
  title: { de: "Kampfrunden und Aktionen", en: "Combat rounds and actions" },
  content: {
    de: `<h2>Beginn des Kampfes</h2>
<ul><li><strong>Initiative</strong>: Alle würfeln Schnelligkeit, explodierend, und zählen die Würfel zusammen (4, 5, 1, 17 ergibt 27). Bei Gleichstand entscheidet die höhere Schnelligkeit, dann das höhere Geschick. Die Kampfübersicht würfelt sie; eine Welteinstellung bietet die ältere Variante (ein explodierender Würfel plus Schnelligkeit).</li><li>Alle beginnen mit <strong>0 Aktionen</strong>.</li><li><strong>2026, Blitzreaktion</strong>: Vor dem Kampf würfeln alle Auffassungsgabe [[/check apprehension difficulty=0]]. Ein Erfolg gibt eine Aktion, die nur für Reaktionen und nur bis zum ersten eigenen Zug taugt; sie verfällt, wenn sich die Aktionen dann auffüllen. Ohne Erfolg bleibt es bei 0 Aktionen. 2025 gibt es keine Blitzreaktion.</li></ul>
<h2>Ablauf einer Runde</h2>
<ol><li>Rundenbeginn (Reaktionen möglich).</li><li>In Initiative-Reihenfolge hat jede Person ihren Zug: Die Aktionen füllen sich auf ihr Maximum auf (2 plus Schablonen), dann handelt sie.</li><li>Rundenende (Reaktionen möglich); danach beginnt die nächste Runde.</li></ol>
<p>Nicht genutzte Aktionen bleiben bis zum nächsten Auffüllen als <strong>Reaktionen</strong> stehen.</p>
<h2>Was eine Aktion kostet</h2>
<ul><li>Angreifen [[/attack]], parieren, nachladen, einen Gegenstand benutzen, ausweichen, zielen – je eine Aktion (manches mehr, siehe Waffe).</li><li>Hinhocken oder hinlegen ([[/condition hunkered]]) und wieder aufstehen: je eine Aktion.</li><li>Gehen: Schnelligkeit + 1 m; dabei darf eine weitere Handlung ohne eigene Aktion geschehen, mit Mindestwurf +1. Rennen: Schnelligkeit + 5 m. Robben (in der Hocke): Schnelligkeit / 2 + 1 m, aufgerundet.</li><li>Alles andere entscheidet die Spielleitung, in der Regel eine Aktion. Aktionen nacheinander ausführen, denn andere können darauf reagieren.</li></ul>
<h2>Reaktionen</h2>
<ul><li>Wer den Akteur wahrnimmt und noch eine Aktion hat, darf reagieren; das kostet eine Aktion.</li><li>Auf eine Aktion reagiert jede Person höchstens einmal; reagieren mehrere, geht es nach Initiative.</li><li>Die Reaktion wird nach der Aktion angesagt, geschieht im Spiel aber vor ihr (etwa eine Schildparade gegen einen Schlag).</li></ul>
<h2>Aktionen aus Würfeln</h2>
<ul><li><strong>Bonuswürfel</strong> ausgeben: sofort eine Aktion mehr, auch als Reaktion.</li><li><strong>Schicksalswürfel</strong> ausgeben: einer anderen Person eine Aktion dieser Runde stehlen (eine aufgehobene zuerst); wer stiehlt, hat sie sofort, auch als Reaktion. 2026 kann so auch eine Blitzreaktion gestohlen werden.</li><li>Würfel auszugeben kostet selbst keine Aktion.</li></ul>
<p>Weiter: @page[Attacks]{Der Angriff}, @page[Special]{Besondere Angriffe}, @page[Defence]{Abwehr, Deckung und Schutz}.</p>`,
    en: `<h2>Start of combat</h2>
<ul><li><strong>Initiative</strong>: everyone rolls Quickness, exploding, and adds the dice up (4, 5, 1, 17 makes 27). Ties go to higher Quickness, then higher Deftness. The combat tracker rolls it; a world setting offers the older variant (one exploding die plus Quickness).</li><li>Everyone starts with <strong>0 actions</strong>.</li><li><strong>2026, Quick Reaction</strong>: before combat everyone rolls Apprehension [[/check apprehension difficulty=0]]. A success gives one action that serves only for reactions and only until the first own turn; it lapses when the actions refresh then. Without a success it stays at 0 actions. 2025 has no Quick Reaction.</li></ul>
<h2>A round</h2>
<ol><li>Start of the round (reactions possible).</li><li>In initiative order each combatant takes a turn: the actions refresh to the maximum (2 plus templates), then the combatant acts.</li><li>End of the round (reactions possible); then the next round begins.</li></ol>
<p>Unused actions stay available as <strong>reactions</strong> until the next refresh.</p>
<h2>What an action buys</h2>
<ul><li>Attacking [[/attack]], parrying, reloading, using an item, dodging, aiming – one action each (some take more, see the weapon).</li><li>Getting down or lying flat ([[/condition hunkered]]) and getting up: one action each.</li><li>Walking: Quickness + 1 m; one more deed may happen on the way without its own action, at minimum roll +1. Running: Quickness + 5 m. Crawling (hunkered): Quickness / 2 + 1 m, rounded up.</li><li>Anything else is the GM's call, usually one action. Act one action at a time, because others may react.</li></ul>
<h2>Reactions</h2>
<ul><li>Whoever perceives the actor and still has an action may react; it costs one action.</li><li>Each combatant reacts to any one action at most once; several react in initiative order.</li><li>The reaction is announced after the action but happens before it in the fiction (a shield parry against a blow, say).</li></ul>
<h2>Actions from dice</h2>
<ul><li>Spend a <strong>bonus die</strong>: one more action at once, usable as a reaction.</li><li>Spend a <strong>destiny die</strong>: steal one of someone else's actions of this round (a saved one first); the thief has it at once, also as a reaction. In 2026 a Quick Reaction can be stolen this way.</li><li>Spending dice costs no action itself.</li></ul>
<p>Next: @page[Attacks]{The attack}, @page[Special]{Special attacks}, @page[Defence]{Defence, cover and protection}.</p>`,
  },
};

const ATTACKS: ReferencePage = {
  key: "Attacks",
  chapters: ["combat", "gear"],
  editionsDiffer: true,
  title: { de: "Der Angriff", en: "The attack" },
  content: {
    de: `<p>Ein Angriff [[/attack]] verläuft in drei Schritten: Trefferwurf, Deckungswurf, dann werden Treffer mit Schutz und Durchschlag zu Wunden (siehe @page[Defence]{Abwehr}).</p>
<h2>Trefferwurf</h2>
<ul><li>Würfel: Nahkampf, Schießen oder Werfen plus das <strong>Schadenspotential</strong> der Waffe. Mindestwurf: der des Charakters. Jeder Erfolg ist ein Treffer.</li><li>Ohne Waffe: Nahkampf; +1 Würfel bei Schnelligkeit über 2, Durchschlag 1 bei Kraft über 2, Reichweite 1 m.</li></ul>
<h2>Kritische und megakritische Treffer</h2>
<ul><li>Ein Trefferwürfel mit 11+ ist ein <strong>kritischer Treffer</strong>: Er geht durch jeden Schutz außer Schutz vor kritischen Treffern. Bei Deckung werden kritische und normale Treffer getrennt gewürfelt.</li><li>17+ ist <strong>megakritisch</strong>: +1 Wunde, 23+ +2, 29+ +3 und so fort.</li><li>Beispiel: 4, 5, 5, 14 auf 5+ ergibt 2 normale und 1 kritischen Treffer.</li></ul>
<h2>Rückstoss</h2>
<p>Folgt in derselben Runde ein Schusswaffenangriff direkt auf einen anderen desselben Charakters, steigen Mindestwurf und kritische Schwelle um 2, beim dritten um 4 usw. Die <strong>Rückstosskompensation</strong> der Waffe senkt jeden Schritt (2 hebt ihn auf). Eine andere Handlung dazwischen setzt ihn zurück, ebenso eine neue Runde. <strong>2026, Tirakan</strong>: kein Rückstoss.</p>
<h2>Zielen</h2>
<p>Jede Aktion Zielen senkt die kritische Schwelle des nächsten Angriffs um 2, höchstens um den Wahrnehmungswert; wer dabei getroffen wird, verliert den Bonus. <strong>2025</strong> (und 2026 außerhalb Tirakans): nur mit Nahkampfwaffen und Einzelschuss. <strong>2026, Tirakan</strong>: mit jeder Waffe.</p>
<h2>Angriffsmodi</h2>
<table><thead><tr><th></th><th>Nahkampf</th><th>Einzelschuss</th><th>Feuerstoß</th></tr></thead><tbody>
<tr><td>Würfel</td><td>–</td><td>–</td><td>+2</td></tr>
<tr><td>Munition</td><td>–</td><td>1</td><td>3</td></tr>
<tr><td>parieren / ausweichen</td><td>ja</td><td>nein</td><td>nein</td></tr>
<tr><td>kritische Treffer · Zielen</td><td>ja</td><td>ja</td><td>nein</td></tr>
</tbody></table>
<p>Den Modus zu wechseln kostet keine Aktion. Wurfwaffen können kritisch treffen. <strong>2026, Tirakan</strong>: keine Angriffsmodi, jeder Angriff kann kritisch treffen.</p>
<h2>Falsche Distanz</h2>
<p>Bis zur Reichweite der Waffe normal, bis zum Doppelten Mindestwurf +2, darüber hinaus kein Angriff. <strong>2025</strong> ist das eine optionale Regel (Welteinstellung), <strong>2026</strong> eine Grundregel.</p>
<h2>Werfen und Abweichung</h2>
<p>Geworfen wird auf Werfen [[/check throwing difficulty=0]]; ein Erfolg trifft das Ziel (etwa eine @item[gear:he-grenade]). Ohne Erfolg weicht der Wurf ab: Die Richtung ist eine Uhrzeit vom Werfenden aus (<strong>2025</strong> W12, <strong>2026</strong> 2W6), die Entfernung W6 Meter.</p>`,
    en: `<p>An attack [[/attack]] runs in three steps: the hit roll, the cover roll, then protection and piercing turn hits into wounds (see @page[Defence]{Defence}).</p>
<h2>Hit roll</h2>
<ul><li>Dice: Hand to Hand Combat, Shooting or Throwing plus the weapon's <strong>damage potential</strong>. Minimum roll: the character's. Every success is a hit.</li><li>Unarmed: Hand to Hand Combat; +1 die with Quickness above 2, piercing 1 with Strength above 2, range 1 m.</li></ul>
<h2>Critical and megacritical hits</h2>
<ul><li>A hit die at 11+ is a <strong>critical hit</strong>: it passes every protection except critical protection. Against cover, critical and normal hits are rolled apart.</li><li>17+ is <strong>megacritical</strong>: +1 wound, 23+ +2, 29+ +3 and so on.</li><li>Example: 4, 5, 5, 14 at 5+ gives 2 normal hits and 1 critical hit.</li></ul>
<h2>Recoil</h2>
<p>When a firearm attack follows straight on another by the same character in the same round, the minimum roll and the critical threshold rise by 2, by 4 for the third, and so on. The weapon's <strong>recoil compensation</strong> lowers each step (2 cancels it). Another deed in between resets it, and so does a new round. <strong>2026, Tirakan</strong>: no recoil.</p>
<h2>Aiming</h2>
<p>Each action spent aiming lowers the next attack's critical threshold by 2, at most by the Perception value; being hit while aiming loses the bonus. <strong>2025</strong> (and 2026 outside Tirakan): only with melee weapons and single shot. <strong>2026, Tirakan</strong>: with every weapon.</p>
<h2>Attack modes</h2>
<table><thead><tr><th></th><th>Melee</th><th>Single shot</th><th>Burst</th></tr></thead><tbody>
<tr><td>Dice</td><td>–</td><td>–</td><td>+2</td></tr>
<tr><td>Ammunition</td><td>–</td><td>1</td><td>3</td></tr>
<tr><td>Parry / dodge</td><td>yes</td><td>no</td><td>no</td></tr>
<tr><td>Critical hits · aiming</td><td>yes</td><td>yes</td><td>no</td></tr>
</tbody></table>
<p>Switching modes costs no action. Thrown weapons can crit. <strong>2026, Tirakan</strong>: no attack modes, and every attack can crit.</p>
<h2>Incorrect distance</h2>
<p>Up to the weapon's range as normal, up to twice the range minimum roll +2, beyond that no attack. In <strong>2025</strong> this is an optional rule (world setting), in <strong>2026</strong> a core rule.</p>
<h2>Throwing and deviation</h2>
<p>Throws use Throwing [[/check throwing difficulty=0]]; one success hits the target (an @item[gear:he-grenade], say). Without a success the throw deviates: the direction is a clock hour seen from the thrower (<strong>2025</strong> d12, <strong>2026</strong> 2d6), the distance d6 metres.</p>`,
  },
};

const SPECIAL: ReferencePage = {
  key: "Special",
  chapters: ["combat"],
  editionsDiffer: true,
  title: { de: "Besondere Angriffe", en: "Special attacks" },
  content: {
    de: `<p>Besondere Angriffe verändern einen normalen Angriff [[/attack]]; im Angriffsdialog werden sie angekreuzt.</p>
<table><thead><tr><th>Angriff</th><th>Regel</th></tr></thead><tbody>
<tr><td><strong>Genauer Angriff</strong></td><td>Je investierte Aktion (auch über Runden) Mindestwurf −1, höchstens um den Wahrnehmungswert und nie unter 2+. Währenddessen keine anderen Handlungen.</td></tr>
<tr><td><strong>K.O.-Angriff</strong></td><td>Stumpfe Waffe oder stumpfer Gegenstand, keine Wunden; Deckung und Rüstung zählen wie sonst. Das Ziel würfelt Resistenz [[/check resistance difficulty=0]]; hat es weniger Erfolge als Treffer, geht es K.O. ([[/condition unconscious]]).</td></tr>
<tr><td><strong>Gewaltiger Angriff</strong></td><td>Je zusätzlich investierter Aktion +3 Würfel, insgesamt höchstens so viele zusätzliche Würfel wie der Kraftwert.</td></tr>
<tr><td><strong>Entwaffnender Angriff</strong></td><td>Ein Angriff auf den Waffenarm mit Mindestwurf +3 (<strong>2025</strong>) bzw. +2 (<strong>2026</strong>), ohne Schaden. Das Ziel würfelt Kraft oder Geschick [[/check strength difficulty=0]] [[/check deftness difficulty=0]]; mit weniger Erfolgen als Treffern ist es entwaffnet.</td></tr>
<tr><td><strong>Beidhändiges Kämpfen</strong></td><td>Zwei gleichartige Einhandwaffen: eine Aktion mehr pro Runde; die Waffe der zweiten Hand greift mit Mindestwurf +1 an. Zweihandwaffen (schwere Äxte, Stangenwaffen) nie.</td></tr>
<tr><td><strong>Waffe abstützen</strong></td><td>Schusswaffen außer Bögen: Auflegen kostet eine Aktion, danach Mindestwurf −1; das Aufnehmen ist frei. Auch ein @item[weaponModification:tripod] stützt.</td></tr>
<tr><td><strong>Coup de grâce</strong></td><td>Gegen Bewusstlose, Schlafende oder Sterbende: Mit mindestens einem Erfolg ist das Ziel [[/condition dying]] in Höhe der Erfolge; ist es schon sterbend, steigt der Wert um die Wunden des Angriffs. Misslingt er, erwacht ein Schlafender wohl.</td></tr>
<tr><td><strong>Angriff auf Sterbende</strong></td><td>Jeder Angriff auf ein sterbendes Ziel erhöht Sterbend um die zugefügten Wunden.</td></tr>
<tr><td><strong>Dämonischer Angriff</strong></td><td>Treffer dämonischen Ursprungs: <strong>2026</strong> hält eine Einheit Schutz vor dämonischem Wirken (D) drei davon auf (gegen andere Angriffe einen Treffer); <strong>2025</strong> (unsere Lesart, das Buch kennt kein D) einen.</td></tr>
</tbody></table>
<p>Zielen, Feuerstoß und falsche Distanz stehen unter @page[Attacks]{Der Angriff}; Ausweichen und Parieren unter @page[Defence]{Abwehr}.</p>`,
    en: `<p>Special attacks change an ordinary attack [[/attack]]; choose them in the attack dialog.</p>
<table><thead><tr><th>Attack</th><th>Rule</th></tr></thead><tbody>
<tr><td><strong>Accurate attack</strong></td><td>Each action invested (across rounds too): minimum roll −1, at most by the Perception value and never below 2+. No other deeds meanwhile.</td></tr>
<tr><td><strong>K.O. attack</strong></td><td>Blunt weapon or blunt object, no wounds; cover and armour count as usual. The target rolls Resistance [[/check resistance difficulty=0]]; with fewer successes than hits it is knocked out ([[/condition unconscious]]).</td></tr>
<tr><td><strong>Massive attack</strong></td><td>Each extra action invested: +3 dice, at most as many added dice as the Strength value.</td></tr>
<tr><td><strong>Disarming attack</strong></td><td>An attack on the weapon arm at minimum roll +3 (<strong>2025</strong>) or +2 (<strong>2026</strong>), no damage. The target rolls Strength or Deftness [[/check strength difficulty=0]] [[/check deftness difficulty=0]]; with fewer successes than hits it is disarmed.</td></tr>
<tr><td><strong>Two-handed fighting</strong></td><td>Two one-handed weapons of the same kind: one more action per round; the off-hand weapon attacks at minimum roll +1. Never with two-handed weapons (heavy axes, polearms).</td></tr>
<tr><td><strong>Support weapon</strong></td><td>Firearms except bows: resting the weapon costs one action, then minimum roll −1; picking it up is free. A @item[weaponModification:tripod] braces too.</td></tr>
<tr><td><strong>Coup de grâce</strong></td><td>Against the unconscious, sleeping or dying: with at least one success the target is [[/condition dying]] at the successes; if already dying, the value rises by the attack's wounds. On a miss a sleeper probably wakes.</td></tr>
<tr><td><strong>Attacking the dying</strong></td><td>Any attack on a dying target raises Dying by the wounds dealt.</td></tr>
<tr><td><strong>Demonic attack</strong></td><td>Hits of demonic origin: in <strong>2026</strong> one unit of protection against demonic influence (D) stops three of them (one hit of any other attack); in <strong>2025</strong> (our reading, the book has no D) one.</td></tr>
</tbody></table>
<p>Aiming, burst and incorrect distance are under @page[Attacks]{The attack}; dodging and parrying under @page[Defence]{Defence}.</p>`,
  },
};

const DEFENCE: ReferencePage = {
  key: "Defence",
  chapters: ["combat", "gear"],
  editionsDiffer: true,
  title: { de: "Abwehr, Deckung und Schutz", en: "Defence, cover and protection" },
  content: {
    de: `<h2>Deckung</h2>
<ul><li>Ist das Ziel teilweise verborgen, würfelt es nach dem Trefferwurf einen Würfel je Treffer: <strong>4+</strong> fast ganz verborgen, <strong>5+</strong> halb, <strong>6+</strong> leichte Deckung (auch [[/condition hunkered]]). Jeder Erfolg entfernt einen Treffer; kritische und normale Treffer getrennt.</li></ul>
<h2>Schilde</h2>
<ul><li>Nur zu einer Einhandwaffe. Ein Schild hat einen Deckungswert, z. B. @item[armor:roundshield] 5+.</li><li><strong>Schildparade</strong>: Reaktion für eine Aktion, Deckungswurf gegen einen Angriff.</li><li><strong>Schildblock</strong>: zwei Aktionen im eigenen Zug; danach gilt die Deckung gegen alle Angriffe, bis der Schild gesenkt wird. Solange halbe Bewegung.</li></ul>
<h2>Ausweichen (Reaktion, nur Nahkampf)</h2>
<p>Mit einer freien Aktion und wenn der Angreifer wahrgenommen wird (nicht von hinten): Ausweichen würfeln, Mindestwurf + Treffer des Angreifers. Ein Erfolg weicht dem ganzen Angriff aus.</p>
<h2>Parieren (Reaktion, nur Nahkampf)</h2>
<p>Mit einer passenden Nahkampfwaffe wie ein Angriff würfeln. <strong>2025</strong>: Jeder Erfolg entfernt einen normalen Treffer, kritische kommen immer durch. <strong>2026</strong>: Jeder Erfolg entfernt einen Treffer; einen kritischen nur ein kritischer Erfolg der Parade (11+).</p>
<h2>Schutzpool</h2>
<ul><li>Die Schutzeinheiten aller getragenen Rüstung bilden einen Pool. Gegen Treffer gibt der Charakter beliebig viele Einheiten aus, ohne Aktion; jede hält einen Treffer auf. Nach dem Kampf ist der Pool wieder voll. Außerhalb des Kampfes wertet die Spielleitung Rüstung frei.</li><li><strong>Durchschlag X</strong>: Die ersten X eingesetzten Einheiten halten nichts auf.</li><li>Jeder Treffer, der durchkommt, macht die Wunden der Waffe (ohne Angabe 1) und bringt ihre Zustände (Blutend X usw.), wenn sie Wunden verursacht.</li></ul>
<table><thead><tr><th>Schutzart</th><th>hält auf</th></tr></thead><tbody>
<tr><td>Normaler Schutz (N)</td><td>einen normalen Treffer</td></tr>
<tr><td>Schutz vor kritischen Treffern (K)</td><td>einen kritischen oder normalen Treffer</td></tr>
<tr><td>Haftender Schutz (H)</td><td>einen normalen Treffer; die Waffe steckt fest (eine Aktion zum Lösen)</td></tr>
<tr><td>Blutungsschutz (B) · Giftschutz (G) · Feuerschutz (F) · Schutz vor Schock (S)</td><td>einen normalen Treffer und den passenden Zustand: [[/condition bleeding]] [[/condition poisoned]] [[/condition burning]] [[/condition shocked]]</td></tr>
<tr><td>Reflektionsschutz (R)</td><td>einen normalen Treffer und schickt einen Treffer zurück</td></tr>
<tr><td>Schutz vor dämonischem Wirken (D)</td><td><strong>2026</strong>: einen normalen Treffer jedes Angriffs oder drei Treffer dämonischen Ursprungs. <strong>2025</strong> kennt das Buch kein D; das System liest die D-Einheiten des Anhangs als einen normalen Treffer eines dämonischen Angriffs (unsere Lesart).</td></tr>
</tbody></table>
<p><strong>Angeborener Schutz</strong>: <strong>2025</strong> nie verbraucht, gegen jeden Angriff voll da; <strong>2026</strong> wird er ausgegeben und füllt sich zu Beginn jedes eigenen Zuges auf. Die Kürzel des deutschen Buchs (2026) sind N, K, H, B, G, F, R, S, D; das englische schreibt C für K und P für G. Das System liest beide.</p>
<p>Optionale Welteinstellungen des Systems: Schutz als fester Wert statt Pool; Rüstungsschaden (alle 2 aufgehaltenen Treffer 10 % Zustand).</p>`,
    en: `<h2>Cover</h2>
<ul><li>If the target is partly hidden, it rolls one die per hit after the hit roll: <strong>4+</strong> mostly hidden, <strong>5+</strong> half hidden, <strong>6+</strong> light cover (also [[/condition hunkered]]). Every success removes a hit; critical and normal hits apart.</li></ul>
<h2>Shields</h2>
<ul><li>Only with a one-handed weapon. A shield has a cover value, e.g. @item[armor:roundshield] 5+.</li><li><strong>Shield parry</strong>: a reaction for one action, a cover roll against one attack.</li><li><strong>Shield block</strong>: two actions in one's own turn; then the cover holds against every attack until the shield is lowered. Movement is halved meanwhile.</li></ul>
<h2>Dodge (reaction, melee only)</h2>
<p>With a free action and seeing the attacker (not from behind): roll Evasion at minimum roll + the attacker's hits. One success dodges the whole attack.</p>
<h2>Parry (reaction, melee only)</h2>
<p>Roll with a fitting melee weapon as for an attack. <strong>2025</strong>: every success removes a normal hit; critical hits always get through. <strong>2026</strong>: every success removes a hit; a critical one only a critical success of the parry (11+).</p>
<h2>Protection pool</h2>
<ul><li>The protection units of all worn armour form a pool. Against hits the character spends any number of units, at no action; each stops one hit. After the fight the pool is full again. Outside combat the GM judges armour freely.</li><li><strong>Piercing X</strong>: the first X units spent stop nothing.</li><li>Every hit that gets through deals the weapon's wounds (1 if none given) and brings its conditions (Bleeding X and so on) when it deals wounds.</li></ul>
<table><thead><tr><th>Protection</th><th>stops</th></tr></thead><tbody>
<tr><td>Normal protection (N)</td><td>one normal hit</td></tr>
<tr><td>Critical protection (C)</td><td>one critical or normal hit</td></tr>
<tr><td>Sticky protection (H)</td><td>one normal hit; the weapon is stuck (one action to free it)</td></tr>
<tr><td>Bleeding protection (B) · Poison protection (P) · Fire protection (F) · Shock protection (S)</td><td>one normal hit and the matching condition: [[/condition bleeding]] [[/condition poisoned]] [[/condition burning]] [[/condition shocked]]</td></tr>
<tr><td>Reflecting protection (R)</td><td>one normal hit and sends a hit back</td></tr>
<tr><td>Protection against demonic influence (D)</td><td><strong>2026</strong>: one normal hit of any attack, or three hits of demonic origin. The <strong>2025</strong> book has no D; the system reads the appendix's D units as one normal hit of a demonic attack (our reading).</td></tr>
</tbody></table>
<p><strong>Innate protection</strong>: in <strong>2025</strong> never spent, in full against every attack; in <strong>2026</strong> it is spent and refills at the start of each own turn. The English book (2026) prints the codes N, C, H, B, P, F, R, S, D; the German one K for C and G for P. The system reads both.</p>
<p>Optional world settings of the system: protection as one flat number instead of a pool; armour damage (every 2 hits stopped cost 10 % condition).</p>`,
  },
};

const WOUNDS: ReferencePage = {
  key: "Wounds",
  chapters: ["wounds"],
  editionsDiffer: true,
  title: { de: "Wunden, Heilung und Rast", en: "Wounds, healing and rest" },
  content: {
    de: `<h2>Herzen und Boosts</h2>
<ul><li>Die Lebenspunkte erscheinen als Herzen (2026: 10 Herzen). Jede Wunde leert eines; Heilung füllt es wieder.</li><li><strong>Boosts</strong> sind zusätzliche, andersfarbige Herzen aus Gegenständen (etwa einem @item[gear:lesser-potion-of-healing]). Wunden nehmen zuerst die Boosts; sie lassen sich nicht heilen und verfallen bei der Rast.</li><li>Sind alle Herzen und Boosts leer, wird der Charakter ohnmächtig und ist [[/condition dying]] 1.</li><li>Eine Wunde lässt sich nur verhindern, wenn eine Schablone oder Ausrüstung das ausdrücklich erlaubt.</li></ul>
<h2>Heilung</h2>
<ul><li><strong>Erste Hilfe</strong> mit passenden Mitteln (@item[gear:bandages], @item[gear:first-aid-kit]): heilt die Hälfte der Erfolge, aufgerundet, und stillt Blutungen. [[/check firstAid difficulty=0]] Gegenstände mit Ladungen verlieren je gelungener Anwendung eine.</li><li>Zauber (etwa @item[spell:simple-healing]) und besondere Gegenstände heilen nach ihrer Beschreibung.</li><li><strong>2026</strong> mit Körpermodifikationen: jede Heilung mit Mindestwurf + halbe Biolast, aufgerundet.</li></ul>
<h2>Die Rast (mindestens 6 Stunden)</h2>
<ul><li>Würfeln auf Resistenz + Ausdauer + Willenskraft: Jeder Erfolg heilt eine Wunde.</li><li>Bonus-, Schicksals- und Wiederholungswürfel füllen sich auf; alle Boosts verfallen.</li><li>Magie: Würfeln auf Charme + Gewissenhaftigkeit + Willenskraft, jeder Erfolg bringt ein Arkana zurück (2026 in Tirakan immer).</li><li>Horror <strong>2025</strong>: ein Stress Test (Logik + Willenskraft); gelingt er, sinkt der Stress um 1.</li><li>Horror <strong>2026</strong> (nicht Tirakan): Der Stress sinkt ohne Wurf auf den Basisstress. Wer <em>von Grauen erfasst</em> ist, würfelt einen Stress Test: Erfolg beendet das Grauen; Misserfolg gibt Basisstress +1 und eine Eigenart, das Grauen endet trotzdem – außer der Basisstress liegt über dem maximalen Stress (siehe @page[Horror]{Horror}).</li><li><strong>2026</strong> mit Biolast über 5 / 10 / 15: jeder Rastwurf −1 / −2 / −3 Würfel.</li></ul>
<p>Die Zustände stehen unter @page[Condition]{Zustände}.</p>`,
    en: `<h2>Hearts and boosts</h2>
<ul><li>Health is shown as hearts (2026: 10 hearts). Each wound empties one; healing fills it again.</li><li><strong>Boosts</strong> are extra hearts of another colour from items (a @item[gear:lesser-potion-of-healing], say). Wounds take the boosts first; they cannot be healed and vanish at the rest.</li><li>When every heart and boost is empty the character passes out and is [[/condition dying]] 1.</li><li>A wound can only be prevented where a template or piece of gear explicitly allows it.</li></ul>
<h2>Healing</h2>
<ul><li><strong>First Aid</strong> with fitting supplies (@item[gear:bandages], @item[gear:first-aid-kit]): heals half the successes, rounded up, and stops bleeding. [[/check firstAid difficulty=0]] Items with charges lose one per successful use.</li><li>Spells (such as @item[spell:simple-healing]) and special items heal as they describe.</li><li><strong>2026</strong> with body modifications: every healing at minimum roll + half the biostrain, rounded up.</li></ul>
<h2>The rest (at least 6 hours)</h2>
<ul><li>Roll Resistance + Endurance + Willpower: every success heals a wound.</li><li>Bonus, destiny and reroll dice refill; all boosts vanish.</li><li>Magic: roll Charm + Conscientiousness + Willpower, every success restores one arcana (in 2026 always in Tirakan).</li><li>Horror <strong>2025</strong>: a stress test (Logic + Willpower); on a pass stress drops by 1.</li><li>Horror <strong>2026</strong> (not Tirakan): stress falls to base stress without a roll. A character <em>gripped by dread</em> rolls a stress test: a pass ends the dread; a failure gives base stress +1 and a quirk, and the dread ends anyway – unless base stress is above max stress (see @page[Horror]{Horror}).</li><li><strong>2026</strong> with biostrain above 5 / 10 / 15: every rest roll −1 / −2 / −3 dice.</li></ul>
<p>The conditions are under @page[Condition]{Conditions}.</p>`,
  },
};

const CONDITIONS: ReferencePage = {
  key: "Condition",
  chapters: ["wounds"],
  editionsDiffer: false,
  title: { de: "Zustände", en: "Conditions" },
  content: {
    de: `<p>Zustände tragen einen Wert. Rettungswürfe zu Beginn jeder Runde ignorieren alle Erschwernisse durch Zustände. Beide Ausgaben sind hier gleich. Der Leitfaden hat je eine Seite pro Zustand (@guide[Conditions]{Zustände im Leitfaden}).</p>
<table><thead><tr><th>Zustand</th><th>Wirkung</th><th>Rundenbeginn / Ende</th></tr></thead><tbody>
<tr><td>[[/condition dying]]</td><td>Bei 0 Herzen und Boosts auf 1. Erhält ein Charakter ihn, enden alle anderen Zustände. Ohnmächtig: keine Aktionen. Ein Angriff auf ihn erhöht den Wert um die Wunden. Bei 6 stirbt der Charakter.</td><td>Resistenz [[/check resistance difficulty=0]]: Misserfolg +1. Stabilisieren: Erste Hilfe, @item[knowledge:medical-science] o. Ä. mit so vielen Erfolgen wie der Wert in einem Wurf; bis dahin beenden weder Heilung mit weniger Erfolgen noch eine Rast den Zustand.</td></tr>
<tr><td>[[/condition unconscious]]</td><td>0 Aktionen pro Runde; der Wert ist die Tiefe der Bewusstlosigkeit.</td><td>Willenskraft [[/check willpower difficulty=0]]: Erfolge mindestens gleich dem Wert wecken auf.</td></tr>
<tr><td>[[/condition shocked]]</td><td>Jeder Wurf hat so viele Würfel weniger, wie der Wert beträgt (auch die Initiative).</td><td>Ausdauer [[/check endurance difficulty=0]]: jeder Erfolg senkt den Wert um 1.</td></tr>
<tr><td>[[/condition burning]]</td><td>Mindestwurf + Wert auf Wahrnehmung und alle Angriffe.</td><td>Endet, wenn das Feuer gelöscht ist.</td></tr>
<tr><td>[[/condition bleeding]]</td><td>Blutverlust.</td><td>Ausdauer [[/check endurance difficulty=0]]: Misserfolg gibt so viele Wunden wie der Wert. Endet mit einem Verband (Erste Hilfe).</td></tr>
<tr><td>[[/condition poisoned]]</td><td>Mindestwurf + Wert auf alle Würfe.</td><td>Resistenz [[/check resistance difficulty=0]]: jeder Erfolg senkt den Wert um 1.</td></tr>
<tr><td>[[/condition hunkered]]</td><td>6+ Deckung; Mindestwurf +1 auf Physis-Attribute, Angriffe und körperliche Fertigkeiten (Akrobatik, Fahren, Nahkampf, Schießen, Werfen). Hinlegen und Aufstehen kosten je eine Aktion.</td><td>–</td></tr>
</tbody></table>
<p>Waffen bringen Zustände mit (z. B. @item[weapon:dagger]); passende Schutzarten verhindern sie (siehe @page[Defence]{Schutz}). <strong>2026</strong> kommt mit dem Horror der Zustand <em>von Grauen erfasst</em> hinzu (@page[Horror]{Horror}).</p>`,
    en: `<p>Conditions carry a value. Saving rolls at the start of each round ignore every penalty from conditions. Both editions agree here. The guide has one page per condition (@guide[Conditions]{conditions in the guide}).</p>
<table><thead><tr><th>Condition</th><th>Effect</th><th>Start of round / end</th></tr></thead><tbody>
<tr><td>[[/condition dying]]</td><td>Set to 1 at 0 hearts and boosts. Receiving it ends every other condition. Passed out: no actions. An attack on the character raises it by the wounds. At 6 the character dies.</td><td>Resistance [[/check resistance difficulty=0]]: a failure adds 1. Stabilising: First Aid, @item[knowledge:medical-science] or the like with as many successes as the value in one roll; until then neither healing with fewer successes nor a rest ends it.</td></tr>
<tr><td>[[/condition unconscious]]</td><td>0 actions per round; the value is how deep the blackout goes.</td><td>Willpower [[/check willpower difficulty=0]]: successes at least equal to the value wake the character.</td></tr>
<tr><td>[[/condition shocked]]</td><td>Every roll has as many dice fewer as the value (initiative too).</td><td>Endurance [[/check endurance difficulty=0]]: each success lowers the value by 1.</td></tr>
<tr><td>[[/condition burning]]</td><td>Minimum roll + value on Perception and all attacks.</td><td>Ends when the fire is put out.</td></tr>
<tr><td>[[/condition bleeding]]</td><td>Loss of blood.</td><td>Endurance [[/check endurance difficulty=0]]: a failure deals as many wounds as the value. Ends with a bandage (First Aid).</td></tr>
<tr><td>[[/condition poisoned]]</td><td>Minimum roll + value on all rolls.</td><td>Resistance [[/check resistance difficulty=0]]: each success lowers the value by 1.</td></tr>
<tr><td>[[/condition hunkered]]</td><td>6+ cover; minimum roll +1 on Physis attributes, attacks and physical skills (Acrobatics, Driving, Hand to Hand Combat, Shooting, Throwing). Getting down and getting up cost one action each.</td><td>–</td></tr>
</tbody></table>
<p>Weapons bring conditions (e.g. @item[weapon:dagger]); matching protection prevents them (see @page[Defence]{Protection}). In <strong>2026</strong> horror adds the condition <em>gripped by dread</em> (@page[Horror]{Horror}).</p>`,
  },
};

const GEAR: ReferencePage = {
  key: "Gear",
  chapters: ["gear"],
  editionsDiffer: true,
  title: { de: "Ausrüstung", en: "Gear" },
  content: {
    de: `<h2>Gegenstände</h2>
<ul><li>Kategorien: Erste Hilfe, Fahrzeuge, Gefäße, Kuriositäten, Lichter, Musikinstrumente, Tierbedarf, Trekking-Ausrüstung, Tränke, Werfbares, Werkzeuge, Zutaten, Überwachung. Granaten sind Gegenstände, keine Waffen.</li><li>Werte: <strong>Preis</strong> (Haupteinheit der Währung), <strong>Gewicht</strong> (nur zur Übersicht, keine Überlastungsregel), <strong>Verborgenheit</strong> (höher = leichter zu finden, siehe @page[Rolls]{Verborgenheit}), Erweiterungen.</li><li>Manche haben eigene Regeln, etwa einen Wurf auf Erste Hilfe mit @item[gear:bandages].</li><li><strong>Ladungen</strong>: Jede gelungene Anwendung streicht eine; leer ist der Gegenstand nutzlos, bis er aufgefüllt wird (@item[gear:first-aid-kit]).</li></ul>
<h2>Waffen</h2>
<ul><li>Gattungen: Äxte, Bögen, Gewehre, Hiebwaffen, Klingenwaffen, Maschinengewehre, Maschinenpistolen, Pistolen, Schleudern, Schrotflinten, Schwere Waffen, Stangenwaffen, Sturmgewehre, Wurfwaffen. Für den Wurf zählt nur Nahkampf, Schießen oder Werfen. <strong>2026, Tirakan</strong>: nur Äxte, Bögen, Hiebwaffen, Klingenwaffen, Schleudern, Stangenwaffen, Wurfwaffen.</li><li>Werte: Preis, Gewicht, Verborgenheit, Typ, <strong>Schadenspotential</strong> (Würfel zum Trefferwurf), <strong>Durchschlag</strong>, <strong>Vorbereitung</strong> (Aktionen zum Bereitmachen, meist 1), <strong>Reichweite</strong> in Metern.</li><li>Fernkampf dazu: <strong>Kapazität</strong>, <strong>Rückstosskompensation</strong> (nicht 2026 in Tirakan), <strong>Nachladeaktionen</strong>.</li><li>Angriffsmodi Nahkampf, Einzelschuss, Feuerstoß (siehe @page[Attacks]{Der Angriff}).</li><li>Zustände einer Waffe (Blutend X, Vergiftet X, Geschockt X, Brennend X) treffen das Ziel, wenn die Waffe Wunden verursacht – etwa @item[weapon:dagger].</li><li><strong>2026</strong>: Seltenheit (gewöhnlich, außergewöhnlich, selten, legendär, einmalig). <strong>2025</strong> kennt keine Seltenheit und dieselben Ausrüstungsregeln in allen Welten.</li></ul>
<h2>Waffenmodifikationen</h2>
<p>Klinge (@item[weaponModification:hardened-blade]), Munition (@item[weaponModification:silver-bullets]), Griffe, Sondervorrichtung (@item[weaponModification:tripod]), Visiere (@item[weaponModification:2x-scope]), Lauf. Sie ändern Werte oder bringen Regeln. <strong>2026, Tirakan</strong>: nur Klinge, Munition, Griffe.</p>
<h2>Rüstung</h2>
<ul><li>Typen: Kleidung, leichte, mittlere und schwere Rüstung, Schild.</li><li>Werte: Preis, Gewicht, Verborgenheit, <strong>Belastung</strong> (wird vom Ausweichen abgezogen; schwere Rüstung erhöht auch den Mindestwurf beim Zaubern), Schutzeinheiten (siehe @page[Defence]{Schutz}); Schilde dazu ihren Deckungswert.</li></ul>
<h2>Währung</h2>
<p>Währungstabellen: Euro, Dollar, Taler, Gulden, Yuan; ob Geld zählt, entscheidet die Gruppe. <strong>2026, Tirakan</strong>: 1 Gulden = 100 Deut, 250 Gulden = 1 Unze Gold, 4 Unzen = 1 Barren. Startkapital siehe @page[Creation]{Erschaffung}.</p>`,
    en: `<h2>Items</h2>
<ul><li>Categories: first aid, vehicles, containers, curiosities, lights, musical instruments, animal supplies, trekking gear, potions, throwables, tools, ingredients, surveillance. Grenades are items, not weapons.</li><li>Values: <strong>price</strong> (main unit of the currency), <strong>weight</strong> (an overview only, no overload rule), <strong>concealment</strong> (higher = easier to find, see @page[Rolls]{concealment}), extensions.</li><li>Some carry rules of their own, such as a First Aid roll with @item[gear:bandages].</li><li><strong>Charges</strong>: every successful use strikes one; when empty the item is useless until refilled (@item[gear:first-aid-kit]).</li></ul>
<h2>Weapons</h2>
<ul><li>Types: axes, bows, rifles, blunt weapons, blades, machine guns, submachine guns, pistols, slings, shotguns, heavy weapons, polearms, assault rifles, throwing weapons. For the roll only Hand to Hand Combat, Shooting or Throwing matters. <strong>2026, Tirakan</strong>: only axes, bows, blunt weapons, blades, slings, polearms, throwing weapons.</li><li>Values: price, weight, concealment, type, <strong>damage potential</strong> (dice added to the hit roll), <strong>piercing</strong>, <strong>preparation</strong> (actions to ready it, mostly 1), <strong>range</strong> in metres.</li><li>Ranged weapons also: <strong>capacity</strong>, <strong>recoil compensation</strong> (not in 2026 Tirakan), <strong>reload actions</strong>.</li><li>Attack modes melee, single shot, burst (see @page[Attacks]{The attack}).</li><li>A weapon's conditions (Bleeding X, Poisoned X, Shocked X, Burning X) strike the target when the weapon deals wounds – a @item[weapon:dagger], for one.</li><li><strong>2026</strong>: rarity (common, uncommon, rare, legendary, unique). <strong>2025</strong> has no rarity and the same gear rules in every world.</li></ul>
<h2>Weapon modifications</h2>
<p>Blade (@item[weaponModification:hardened-blade]), ammunition (@item[weaponModification:silver-bullets]), grips, special devices (@item[weaponModification:tripod]), sights (@item[weaponModification:2x-scope]), barrel. They change values or bring rules. <strong>2026, Tirakan</strong>: only blade, ammunition, grips.</p>
<h2>Armour</h2>
<ul><li>Types: clothing, light, medium and heavy armour, shield.</li><li>Values: price, weight, concealment, <strong>encumbrance</strong> (taken off evasion; heavy armour also raises the casting minimum roll), protection units (see @page[Defence]{Protection}); shields also their cover value.</li></ul>
<h2>Currency</h2>
<p>Currency tables: euro, dollar, thaler, Gulden, yuan; whether money matters is the group's choice. <strong>2026, Tirakan</strong>: 1 Gulden = 100 Deut, 250 Gulden = 1 ounce of gold, 4 ounces = 1 bar. Starting capital see @page[Creation]{Creation}.</p>`,
  },
};

const MAGIC: ReferencePage = {
  key: "Magic",
  chapters: ["magic"],
  editionsDiffer: true,
  title: { de: "Magie", en: "Magic" },
  content: {
    de: `<p>Erweiterung für jede Epoche (2026: nie in NEXUS, immer in Tirakan).</p>
<h2>Magieniveau</h2>
<p>Ein Wert der Welt, meist 3; besondere Orte weichen ab. Jeder Zauber nennt, wie das Magieniveau auf ihn wirkt. Über 5 wirkt Magie chaotisch (die Spielleitung entscheidet), ab 6 hat jeder Zauber Nebeneffekte. <strong>2026, Tirakan</strong>: nach Jahrhundert (@page[Overview]{Tabelle}).</p>
<h2>Arkana und Zauberpunkte</h2>
<ul><li><strong>Arkana</strong>: die Magie, die ein Charakter in sich trägt; jeder Zauber kostet sie. Die Rast bringt sie zurück (siehe @page[Wounds]{Rast}).</li><li><strong>Zauberpunkte</strong> aus Schablonen (z. B. @item[template:arcane-school]) kaufen Zauber; einmal ausgegeben sind sie fort.</li><li>Fertigkeiten: <strong>Zaubern</strong> (Willenskraft) und <strong>Magiekunde</strong> (Charme).</li></ul>
<h2>Zauber lernen und vergessen</h2>
<ul><li>Lernen: in Ruhe zwischen Sitzungen, mit freien Zauberpunkten und einer Thesis; ein Zauber darf mehrmals gelernt werden (mit anderen Zauberschablonen). 2026 Ausnahme siehe @page[Advance]{Entwicklung}.</li><li><strong>2026</strong>: nur Zauber eines <strong>Ursprungs</strong>, den eine Schablone freischaltet. Die 15 Ursprünge: Zauberei, Weiße Magie, Schwarze Magie, Elementarismus, Schamanismus, Sanguine Magie, Nekrologie, Mystizismus, Hermetik, Geisterbeschwörungen, Dämonologie, Astrale Magie, Echsenmagie, Chimärologie, Verfluchungen. In Tirakan: Sanguine Magier wirken nur Sanguine Magie, Echsenmagie bleibt dem Echsenvolk, nur Hexen verfluchen (@item[template:witch]), Weiße Magie richtet nie Schaden an.</li><li>Vergessen: in Ruhe; die Zauberpunkte kommen zurück.</li><li><strong>2026, Tirakan</strong>: Runenmagie (Zauber über Runenformationen) ist kein eigener Ursprung; ihre Zauber gehören meist zu Geisterbeschwörungen, Elementarismus oder Schamanismus.</li></ul>
<h2>Zauberwerte</h2>
<p>Arkanakosten, Stärke (meist 1), Reichweite (0 = nur der Zaubernde), Form, Aktionen, Dauer, Konzentration (solange keine anderen Zauber; endet, wenn der Zaubernde Schaden nimmt).</p>
<h2>Zauber wirken</h2>
<ul><li>Würfel: Zaubern plus ein Attribut. <strong>2025</strong> das Attribut der Schule: Schaden Kraft, Kontrolle Willenskraft, Transmutation Geschick, Heilung Gewissenhaftigkeit, Illusion Schnelligkeit, Weissagung Auffassungsgabe, Widerrufung Logik, Beschwörung Charme, Verzauberung Attraktivität. <strong>2026</strong> gibt es keine Schulen mehr: Das Attribut steht am Zauber (das System leitet es aus der alten Schule ab, solange die Daten keins nennen).</li><li>Mindestens ein Erfolg: Der Zauber gelingt, jeder Erfolg erhöht seine Stärke um 1. Die Arkana sind auch beim Misslingen fort.</li><li>Beispiel 2025: Zaubern 1 + Gewissenhaftigkeit 5 = 6 Würfel; 3, 4, 5, 5, 3, 1 sind 2 Erfolge, @item[spell:simple-healing] heilt 3 Wunden. 2026: Zaubern 2 + 4 Würfel, die Heilung nennt „3 plus Magieniveau“.</li><li><strong>Nebeneffekte</strong>: Zeigt der Wurf genau zwei Einsen, gibt es Nebeneffekte, gelungen oder nicht; die Spielleitung bestimmt sie.</li><li>Schwere Rüstung: Mindestwurf + ihre Belastung. <strong>2026</strong> mit Biolast: Mindestwurf + halbe Biolast, aufgerundet.</li></ul>
<h2>Zauberschablonen</h2>
<table><thead><tr><th>Schablone</th><th>ZP</th><th>Wirkung</th></tr></thead><tbody>
<tr><td>@item[spellTemplate:powerful-spell]</td><td>3</td><td>Stärke +1</td></tr>
<tr><td>@item[spellTemplate:easy-to-cast]</td><td>5</td><td>1 Arkana weniger, mindestens 1</td></tr>
<tr><td>@item[spellTemplate:twinspell]</td><td>5</td><td>ein Ziel mehr</td></tr>
<tr><td>@item[spellTemplate:long-range]</td><td>2</td><td>Reichweite +20 m</td></tr>
<tr><td>@item[spellTemplate:quick-cast]</td><td>3</td><td>1 Aktion weniger, mindestens 1</td></tr>
<tr><td>Affinität (z. B. @item[spellTemplate:fire-affinity])</td><td>1</td><td>anderes Element, ohne Regelwirkung</td></tr>
<tr><td>Form (z. B. @item[spellTemplate:sphere])</td><td>3</td><td>anderer Wirkungsbereich</td></tr>
<tr><td>Schule (z. B. @item[spellTemplate:damage])</td><td>7</td><td>andere Schule und damit anderes Attribut – nur 2025</td></tr>
</tbody></table>
<p>Jede darf mehrfach auf einen Zauber.</p>
<h2>Duell, Übernehmen, Umlenken</h2>
<ul><li><strong>Magisches Duell</strong> (nur mit Zustimmung, rein im Geist): Beide würfeln Zaubern [[/check spellCasting difficulty=0]]; wer weniger Erfolge hat, nimmt die Differenz als Wunden, die nichts aufhält.</li><li><strong>Übernehmen</strong> eines aktiven fremden Zaubers: ein Duell ohne Zustimmung gegen den Zaubernden; gewonnen gehört der Zauber dem Übernehmenden.</li><li><strong>Umlenken</strong> eines eigenen aktiven Zaubers: eine Aktion, ein Wurf auf Zaubern, 1 Arkana; das neue Ziel muss gültig sein.</li></ul>
<p>Artefakte und Speicher: @page[Artifacts]{Artefakte und Arkanaspeicher}.</p>`,
    en: `<p>An extension for any era (2026: never in NEXUS, always in Tirakan).</p>
<h2>Magic level</h2>
<p>A value of the world, usually 3; special places differ. Spells say how it works on them. Above 5 magic turns chaotic (the GM decides), from 6 every spell has side effects. <strong>2026, Tirakan</strong>: by century (@page[Overview]{table}).</p>
<h2>Arcana and spell points</h2>
<ul><li><strong>Arcana</strong>: the magic a character holds; every spell costs some. The rest brings it back (see @page[Wounds]{rest}).</li><li><strong>Spell points</strong> from templates (e.g. @item[template:arcane-school]) buy spells; once spent they are gone.</li><li>Skills: <strong>Spell Casting</strong> (Willpower) and <strong>Magic Knowledge</strong> (Charm).</li></ul>
<h2>Learning and forgetting spells</h2>
<ul><li>Learning: at leisure between sessions, with free spell points and a thesis; a spell may be learned more than once (with other spell templates). 2026 exception see @page[Advance]{Advancement}.</li><li><strong>2026</strong>: only spells of an <strong>origin</strong> a template unlocks. The 15 origins: Wizardry, White Magic, Black Magic, Elemental Magic, Shamanism, Sanguine Magic, Necrology, Mysticism, Hermeticism, Necromancy, Demonology, Astral Magic, Lizard Folk Magic, Chimerology, Curses. In Tirakan: sanguine mages cast only Sanguine Magic, Lizard Folk Magic stays with the lizard folk, only witches curse (@item[template:witch]), White Magic never deals damage.</li><li>Forgetting: at leisure; the spell points come back.</li><li><strong>2026, Tirakan</strong>: rune magic (spells cast through rune formations) is no origin of its own; its spells mostly belong to Necromancy, Elemental Magic or Shamanism.</li></ul>
<h2>Spell values</h2>
<p>Arcana cost, power (usually 1), range (0 = the caster only), shape, actions, duration, concentration (no other spells meanwhile; ends when the caster takes damage).</p>
<h2>Casting</h2>
<ul><li>Dice: Spell Casting plus an attribute. In <strong>2025</strong> the school's attribute: Damage Strength, Control Willpower, Transmutation Deftness, Healing Conscientiousness, Illusion Quickness, Divination Apprehension, Abjuration Logic, Conjuration Charm, Enchantment Attractiveness. In <strong>2026</strong> there are no schools: the attribute is stated on the spell (the system derives it from the old school while the data names none).</li><li>At least one success: the spell works, and each success raises its power by 1. The arcana are spent even on a failure.</li><li>Example 2025: Spell Casting 1 + Conscientiousness 5 = 6 dice; 3, 4, 5, 5, 3, 1 are 2 successes, @item[spell:simple-healing] heals 3 wounds. 2026: Spell Casting 2 + 4 dice, and the healing reads "3 plus magic level".</li><li><strong>Side effects</strong>: when the roll shows exactly two ones there are side effects, success or not; the GM sets them.</li><li>Heavy armour: minimum roll + its encumbrance. <strong>2026</strong> with biostrain: minimum roll + half the biostrain, rounded up.</li></ul>
<h2>Spell templates</h2>
<table><thead><tr><th>Template</th><th>SP</th><th>Effect</th></tr></thead><tbody>
<tr><td>@item[spellTemplate:powerful-spell]</td><td>3</td><td>power +1</td></tr>
<tr><td>@item[spellTemplate:easy-to-cast]</td><td>5</td><td>1 arcana less, at least 1</td></tr>
<tr><td>@item[spellTemplate:twinspell]</td><td>5</td><td>one more target</td></tr>
<tr><td>@item[spellTemplate:long-range]</td><td>2</td><td>range +20 m</td></tr>
<tr><td>@item[spellTemplate:quick-cast]</td><td>3</td><td>1 action less, at least 1</td></tr>
<tr><td>Affinity (e.g. @item[spellTemplate:fire-affinity])</td><td>1</td><td>another element, no rules effect</td></tr>
<tr><td>Shape (e.g. @item[spellTemplate:sphere])</td><td>3</td><td>another area</td></tr>
<tr><td>School (e.g. @item[spellTemplate:damage])</td><td>7</td><td>another school and so another attribute – 2025 only</td></tr>
</tbody></table>
<p>Each may be added to a spell more than once.</p>
<h2>Duel, taking over, redirecting</h2>
<ul><li><strong>Magic duel</strong> (only by consent, purely in the mind): both roll Spell Casting [[/check spellCasting difficulty=0]]; the one with fewer successes takes the difference as wounds that nothing stops.</li><li><strong>Taking over</strong> someone else's active spell: a duel without consent against its caster; on a win the spell belongs to the taker.</li><li><strong>Redirecting</strong> one's own active spell: one action, a Spell Casting roll, 1 arcana; the new target must be valid.</li></ul>
<p>Artifacts and stores: @page[Artifacts]{Artifacts and arcana stores}.</p>`,
  },
};

const ARTIFACTS: ReferencePage = {
  key: "Artifacts",
  chapters: ["magic"],
  editionsDiffer: false,
  title: { de: "Artefakte und Arkanaspeicher", en: "Artifacts and arcana stores" },
  content: {
    de: `<p>Beide Ausgaben sind hier gleich.</p>
<h2>Artefakte erschaffen</h2>
<ul><li>Der Zauber wird normal gewirkt und in einen Gegenstand gebunden, mit einer auslösenden Handlung (ein Wort genügt).</li><li>Misslingt der Wurf, misslingt das Artefakt. Sonst: so viele Anwendungen wie Erfolge; Kosten = Arkana des Zaubers × Anwendungen (was das Arkana nicht deckt, wird nicht gebunden).</li><li>Zeigt ein erfolgreicher Würfel 30 oder mehr, ist das Artefakt <strong>unendlich</strong>: Die Erfolge zählen für die Kosten doppelt; was das Arkana übersteigt, wird mit Wunden bezahlt.</li><li>Die <strong>Artefaktstufe</strong> ist die Magiekunde des Erschaffers.</li></ul>
<h2>Artefakte benutzen</h2>
<p>Die Handlung ausführen; es kostet kein Arkana. Ist die eigene Magiekunde kleiner als die Artefaktstufe, braucht es einen Zaubern-Wurf [[/check spellCasting difficulty=0]] mit mindestens so vielen Erfolgen wie die Differenz. Fertige Artefakte gibt es auch als Ausrüstung, etwa @item[gear:lesser-potion-of-healing].</p>
<h2>Arkanaspeicher</h2>
<ul><li>Erschaffen: einen nicht magischen Gegenstand berühren und Arkana hineinfließen lassen, eine Stunde je Arkana, gefahrlos. Stufe = Magiekunde des Erschaffers.</li><li>Benutzen: berühren und beliebig viel entnehmen, nie über das eigene Maximum. Fremde brauchen Magiekunde mindestens gleich der Stufe.</li><li>Gefahr (Regelwerk, Kapitel Speicher): Misslingt in der Nähe ein Zauber, würfelt der Träger Magiekunde [[/check magicKnowledge difficulty=0]]; mit weniger Erfolgen als gespeichertem Arkana explodiert er: doppelt so viele Treffer wie Arkana im Umkreis von 2W6 m, eine Bonuswunde, Brennend 1 und Geschockt 1.</li><li>Bei Nebeneffekten in direkter Nähe (Regelwerk, Kapitel Nebeneffekte): ein W6 je gespeichertem Arkana, jede 1 kostet ein Arkana; die Explosion trifft alle im Umkreis von 3 Schritt mit 3 Treffern je Arkana, je 2 Wunden, Durchschlag 1.</li></ul>`,
    en: `<p>Both editions agree here.</p>
<h2>Creating artifacts</h2>
<ul><li>The spell is cast as usual and bound into an object, with a triggering deed (a word is enough).</li><li>If the roll fails, the artifact fails. Otherwise: as many uses as successes; cost = the spell's arcana × uses (uses the arcana cannot pay for are not bound).</li><li>If a successful die shows 30 or more, the artifact is <strong>infinite</strong>: the successes count double for the cost, and what exceeds the arcana is paid in wounds.</li><li>The <strong>artifact level</strong> is the creator's Magic Knowledge.</li></ul>
<h2>Using artifacts</h2>
<p>Perform the deed; it costs no arcana. If one's Magic Knowledge is below the artifact level, a Spell Casting roll [[/check spellCasting difficulty=0]] needs at least as many successes as the difference. Ready-made artifacts exist as gear too, such as the @item[gear:lesser-potion-of-healing].</p>
<h2>Arcana stores</h2>
<ul><li>Creating: touch a non-magical object and let arcana flow in, one hour per arcana, without risk. Level = the creator's Magic Knowledge.</li><li>Using: touch it and take any amount, never above one's own maximum. Others need Magic Knowledge at least equal to the level.</li><li>Danger (rulebook, stores section): when a spell fails nearby, the bearer rolls Magic Knowledge [[/check magicKnowledge difficulty=0]]; with fewer successes than the stored arcana it explodes: twice as many hits as arcana within 2d6 m, a bonus wound, Burning 1 and Shocked 1.</li><li>On side effects right next to it (rulebook, side-effects section): a d6 per stored arcana, each 1 costs one arcana; the blast strikes everyone within 3 paces with 3 hits per arcana, 2 wounds each, piercing 1.</li></ul>`,
  },
};

const PANTHEON: ReferencePage = {
  key: "Pantheon",
  chapters: ["pantheon"],
  editionsDiffer: true,
  title: { de: "Pantheon", en: "Pantheon" },
  content: {
    de: `<p>Göttliches Wirken für Gläubige, etwa mit der Schablone @item[template:priest].</p>
<h2>Glaubensniveau, Gunst, Reliquien</h2>
<ul><li><strong>Glaubensniveau</strong>: wie stark die Götter in der Welt wirken, meist 3; besondere Orte weichen ab. <strong>2026, Tirakan</strong>: nach Jahrhundert (@page[Overview]{Tabelle}).</li><li><strong>Gunst</strong> (englisch 2026 <em>grace</em>): beginnt bei 0, kann negativ werden. Gefälligkeiten kosten Gunst, gottgefälliges Handeln bringt sie.</li><li><strong>Reliquien</strong> haben Stufe 1 (etwas, das ein Heiliger berührt hat) bis 6 (heilige Waffe, Gebeine); jede braucht eine Weihe.</li></ul>
<h2>Modifikatoren jedes Wurfs einer Anrufung</h2>
<table><thead><tr><th>Umstand</th><th>Mindestwurf</th></tr></thead><tbody>
<tr><td>Gunst</td><td>−Gunst/2</td></tr>
<tr><td>Anliegen gegen die Tugenden der Gottheit</td><td>+10</td></tr>
<tr><td>ohne Kerzen, Tücher und ähnlichen Rahmen</td><td>+5</td></tr>
<tr><td>Gesinnung gegen die Gottheit</td><td>+15</td></tr>
<tr><td>heute schon gebeten</td><td>+2</td></tr>
<tr><td>Opfergabe</td><td>−3</td></tr>
<tr><td>Weihrauch</td><td>−2</td></tr>
<tr><td>heilige Sprache: <strong>2025</strong> Doldag überall; <strong>2026</strong> Doldag in Tirakan, sonst Latein</td><td>−2</td></tr>
<tr><td>gesungen, mit zusätzlicher Probe (<strong>2025</strong> Singen, <strong>2026</strong> Darbietung [[/check performance difficulty=0]])</td><td>−5</td></tr>
<tr><td>Glaubensniveau</td><td>−Niveau</td></tr>
<tr><td>weitere Priester</td><td>−Anzahl</td></tr>
<tr><td>Reliquie</td><td>−Stufe</td></tr>
</tbody></table>
<h2>Formen</h2>
<table><thead><tr><th>Form</th><th>Dauer</th><th>Proben</th><th>Gunst</th><th>Wirkung</th></tr></thead><tbody>
<tr><td>Stoßgebet</td><td>3 Sekunden</td><td>Charme [[/check charm difficulty=0]]</td><td>2</td><td>+Glaubensniveau auf ein Attribut oder eine Fertigkeit für Glaubensniveau Minuten</td></tr>
<tr><td>Segen</td><td>5 Minuten</td><td>Willenskraft, Charme</td><td>5</td><td>bricht einen göttlichen Fluch oder segnet einen Gegenstand (@item[gear:bottle-of-holy-water]); hält unbegrenzt</td></tr>
<tr><td>Geringe Bitte</td><td>15 Minuten</td><td>Charme</td><td>2025 ohne Angabe; 2026 2–12</td><td>eine „niedere“ Fähigkeit der Gottheit oder ihrer Diener</td></tr>
<tr><td>Anrufung</td><td>ab 30 Minuten</td><td>2× Charme, Willenskraft</td><td>2025 ohne Angabe; 2026 10–25</td><td>eine „höhere“ Fähigkeit</td></tr>
<tr><td>Weihe</td><td>2 Stunden</td><td>3× Charme, Kraft</td><td>7</td><td>Werte des Gegenstands etwa +30–50 %; 50 % Chance, dass er beseelt wird</td></tr>
<tr><td>Stille Andacht</td><td>1 Stunde, einmal am Tag</td><td>Charme</td><td>+1 je Erfolg</td><td>–</td></tr>
<tr><td>Zeremonieller Gottesdienst</td><td>–</td><td>–</td><td>+1 je Teilnehmer, höchstens 2× Glaubensniveau</td><td>darin gewirkte Bitten kosten wie sonst</td></tr>
</tbody></table>
<p>Was die Götter genau tun, bleibt bewusst offen: Spielleitung und Gruppe lassen sich darauf ein. 2026 beschreibt das Tirakan-Buch zudem die Götter, Verräter, Titanen, Erzdämonen, Reisenden, Drachen und freien Wesenheiten (ohne Spielwerte).</p>`,
    en: `<p>Divine works for the faithful, for instance with the @item[template:priest] template.</p>
<h2>Faith level, favor, relics</h2>
<ul><li><strong>Faith level</strong>: how strongly the gods act in the world, usually 3; special places differ. <strong>2026, Tirakan</strong>: by century (@page[Overview]{table}).</li><li><strong>Favor</strong> (called <em>grace</em> in the 2026 English book): starts at 0 and may go negative. Requests cost favor, devout deeds earn it.</li><li><strong>Relics</strong> range from level 1 (something a saint touched) to 6 (a holy weapon, bones); each needs a consecration.</li></ul>
<h2>Modifiers on every roll of an invocation</h2>
<table><thead><tr><th>Circumstance</th><th>Minimum roll</th></tr></thead><tbody>
<tr><td>Favor</td><td>−favor/2</td></tr>
<tr><td>Request against the deity's virtues</td><td>+10</td></tr>
<tr><td>No candles, cloths or similar setting</td><td>+5</td></tr>
<tr><td>Alignment opposed to the deity</td><td>+15</td></tr>
<tr><td>Already asked today</td><td>+2</td></tr>
<tr><td>Offering</td><td>−3</td></tr>
<tr><td>Incense</td><td>−2</td></tr>
<tr><td>Sacred language: <strong>2025</strong> Doldag everywhere; <strong>2026</strong> Doldag in Tirakan, Latin elsewhere</td><td>−2</td></tr>
<tr><td>Sung, with an extra check (<strong>2025</strong> singing, <strong>2026</strong> Performance [[/check performance difficulty=0]])</td><td>−5</td></tr>
<tr><td>Faith level</td><td>−level</td></tr>
<tr><td>More priests</td><td>−number</td></tr>
<tr><td>Relic</td><td>−level</td></tr>
</tbody></table>
<h2>Forms</h2>
<table><thead><tr><th>Form</th><th>Time</th><th>Checks</th><th>Favor</th><th>Effect</th></tr></thead><tbody>
<tr><td>Shock prayer</td><td>3 seconds</td><td>Charm [[/check charm difficulty=0]]</td><td>2</td><td>+faith level on one attribute or skill for faith level minutes</td></tr>
<tr><td>Blessing</td><td>5 minutes</td><td>Willpower, Charm</td><td>5</td><td>breaks a divine curse or blesses an object (@item[gear:bottle-of-holy-water]); lasts indefinitely</td></tr>
<tr><td>Lesser plea</td><td>15 minutes</td><td>Charm</td><td>2025 not given; 2026 2–12</td><td>a "lesser" power of the deity or its servants</td></tr>
<tr><td>Invocation</td><td>30 minutes or more</td><td>2× Charm, Willpower</td><td>2025 not given; 2026 10–25</td><td>a "higher" power</td></tr>
<tr><td>Consecration</td><td>2 hours</td><td>3× Charm, Strength</td><td>7</td><td>the object's values about +30–50 %; 50 % chance it gains a soul</td></tr>
<tr><td>Silent prayer</td><td>1 hour, once a day</td><td>Charm</td><td>+1 per success</td><td>–</td></tr>
<tr><td>Ceremonial service</td><td>–</td><td>–</td><td>+1 per participant, at most 2× faith level</td><td>pleas made in it cost as usual</td></tr>
</tbody></table>
<p>What the gods actually do is left open on purpose: GM and group go along with it. In 2026 the Tirakan book also describes the gods, traitors, Titans, archdemons, Travellers, dragons and free entities (without game values).</p>`,
  },
};

const HORROR: ReferencePage = {
  key: "Horror",
  chapters: ["horror"],
  editionsDiffer: true,
  title: { de: "Horror", en: "Horror" },
  content: {
    de: `<p>Erweiterung für Stress durch das Unfassbare (nicht in Tirakan), mit Ausrüstung wie @item[weaponModification:silver-bullets].</p>
<h2>Stress und Stress Test</h2>
<ul><li>Stress beginnt bei 0. <strong>Maximaler Stress</strong>: <strong>2025</strong> 6 laut Horror-Kapitel, 8 in der Startwertliste (das System folgt der Abstammung: Mensch 8), <strong>2026</strong> 10; Schablonen ändern ihn.</li><li><strong>Stress Test</strong>: Logik + Willenskraft Würfel, ein Erfolg genügt. <strong>2026</strong> mit dem eigenen Mindestwurf und normalerweise ohne Erschwernis.</li><li><strong>2026</strong>: Wesen haben einen Stresswert <em>X/Y</em> – bestanden X Stress, misslungen Y (z. B. 1/2). Mehrere Wesen zugleich: ein Test, ein Eintrag; die Spielleitung darf bei Massen mehr verlangen.</li></ul>
<h2>2025: Ticks</h2>
<ul><li>Erreicht der Stress das Maximum, bekommt der Charakter einen <strong>Tick</strong> (eine seelische Störung mit Auswirkung auf die Werte, siehe Kompendium <em>Ticks</em>, z. B. @item[quirk:acrophobia]), und der Stress fällt auf 0.</li><li>Rast: ein gelungener Stress Test senkt den Stress um 1. Ticks verschwinden nur durch Therapie.</li></ul>
<h2>2026: Grauen, Basisstress, Eigenarten</h2>
<ul><li>Am Maximum ist der Charakter <strong>von Grauen erfasst</strong> (ein Zustand ohne Stufen), der Stress bleibt am Maximum, und sofort wird 3W6 gewürfelt: 3–4 Übelkeit/Schwindel, 5–8 Angst, 9–10 Schock, 11–12 Panik, 13–14 Konfusion, 15–16 Halluzination, 17–18 Blindheit. Die Wirkung hält W6 − Resistenz Stunden, mindestens eine; ihre Folgen bestimmt die Spielleitung.</li><li>Weiterer Stress während des Grauens ändert den Wert nicht, würfelt aber neu auf der Tabelle; kein zweites Grauen, keine Eigenart. Fähigkeiten von Wesen können Grauen direkt auslösen.</li><li><strong>Basisstress</strong> beginnt bei 0; darunter sinkt der Stress nie. Er steigt um 1 bei jedem misslungenen Auflösen des Grauens und sinkt nur durch Therapie. Liegt er über dem maximalen Stress, bleibt das Grauen dauerhaft.</li><li><strong>Rast</strong>: Stress fällt ohne Wurf auf den Basisstress; wer von Grauen erfasst ist, würfelt einen Stress Test – gelungen endet das Grauen, misslungen ebenfalls, aber mit Basisstress +1 und einer <strong>Eigenart</strong>.</li><li><strong>Eigenarten</strong> (Kompendium <em>Ticks</em>, z. B. @item[quirk:agoraphobia]) haben eine gute und eine schlechte Seite und wirken sofort; wer sie wählt, sagt das Buch nicht – <em>unsere Lesart:</em> die Spielerin. Nur lange Therapie außerhalb des Spiels entfernt eine.</li><li><strong>Stress verringern</strong> im Spiel (je über eine Stunde): Ruhe oder Meditation −1, Tagebuch −1, ein Gespräch −2, eine Katze streicheln −2, Medizin oder Drogen −X. Nie unter den Basisstress.</li></ul>
<p>Siehe auch @guide[Dread2026]{Grauen im Leitfaden}.</p>`,
    en: `<p>An extension for stress from the incomprehensible (not in Tirakan), with gear such as @item[weaponModification:silver-bullets].</p>
<h2>Stress and the stress test</h2>
<ul><li>Stress starts at 0. <strong>Max stress</strong>: in <strong>2025</strong> 6 by the horror chapter, 8 in the starting values list (the system follows the lineage: human 8), in <strong>2026</strong> 10; templates change it.</li><li><strong>Stress test</strong>: Logic + Willpower dice, one success passes. In <strong>2026</strong> at the character's own minimum roll and normally without a difficulty.</li><li><strong>2026</strong>: creatures carry a stress value <em>X/Y</em> – X stress on a pass, Y on a failure (e.g. 1/2). Several creatures at once: one test, one entry; for hordes the GM may ask for more.</li></ul>
<h2>2025: quirks</h2>
<ul><li>When stress reaches the maximum the character gains a <strong>quirk</strong> (a mental disorder that affects the values, see the <em>Quirks</em> compendium, e.g. @item[quirk:acrophobia]), and stress falls to 0.</li><li>Rest: a passed stress test lowers stress by 1. Quirks vanish only through therapy.</li></ul>
<h2>2026: dread, base stress, quirks</h2>
<ul><li>At the maximum the character is <strong>gripped by dread</strong> (one condition without levels), stress stays at the maximum, and 3d6 are rolled at once: 3–4 nausea/dizziness, 5–8 fear, 9–10 shock, 11–12 panic, 13–14 confusion, 15–16 hallucination, 17–18 blindness. The effect lasts d6 − Resistance hours, at least one; the GM decides what it does.</li><li>Further stress while gripped leaves the value alone but rolls the table again; no second dread, no quirk. Creature abilities can cause dread directly.</li><li><strong>Base stress</strong> starts at 0; stress never drops below it. It rises by 1 with every failed resolution of dread and falls only through therapy. Above max stress, the dread stays for good.</li><li><strong>Rest</strong>: stress falls to base stress without a roll; a character gripped by dread rolls a stress test – on a pass the dread ends, on a failure too, but with base stress +1 and a <strong>quirk</strong>.</li><li><strong>Quirks</strong> (the <em>Quirks</em> compendium, e.g. @item[quirk:agoraphobia]) each have a good and a bad side and apply at once; the book does not say who picks them – <em>our reading:</em> the player. Only long therapy outside play removes one.</li><li><strong>Stress relief</strong> in play (each over an hour): rest or meditation −1, a diary −1, a talk −2, stroking a cat −2, medicine or drugs −X. Never below base stress.</li></ul>
<p>See also @guide[Dread2026]{dread in the guide}.</p>`,
  },
};

const BODY_MODS: ReferencePage = {
  key: "BodyMods",
  chapters: ["bodyModifications"],
  editionsDiffer: true,
  title: { de: "Körpermodifikationen", en: "Body modifications" },
  content: {
    de: `<p>Ein Kapitel der Ausgabe <strong>2026</strong>: auf Terra eine Erweiterung, in NEXUS Standard, in Tirakan nicht vorhanden. Die Ausgabe 2025 kennt keine Regeln dafür; das System bietet sie dort als Erweiterung an. Beispiele: @item[bodyModification:energy-shield], @item[bodyModification:nanobot-healer].</p>
<h2>Werte einer Modifikation</h2>
<p>Preis, Seltenheit, Typ (Generator, Sensor, Waffe, künstliche Gliedmaße, Schutz, Verbesserung), Regeln, Biolast, Energiebedarf (negativ = erzeugt Energie), Ladungen, Aktivierung (passiv oder aktivierbar), Befestigungspunkte.</p>
<h2>Biolast</h2>
<ul><li>Summe der Biolast aller eingebauten Modifikationen (Start 0).</li><li>Jede Heilung und jeder eigene Zauber oder magische Fähigkeit: Mindestwurf + halbe Biolast, aufgerundet.</li><li>Über 5: Ausdauer −1 und jeder Rastwurf −1 Würfel; über 10: −2; über 15: −3 (nur die höchste Stufe).</li></ul>
<h2>Energie</h2>
<ul><li>Die Energiebilanz (mA) muss mindestens 0 sein. Passive Modifikationen verbrauchen immer, aktivierbare nur, solange sie an sind.</li><li>Aktivieren und Deaktivieren kostet je eine Aktion; passive lassen sich nicht abschalten.</li><li><strong>Überschuss</strong> von 10 mA oder mehr: bei jedem Aktivieren Resistenz [[/check resistance difficulty=0]] mit Mindestwurf + Überschuss; misslungen 1 Wunde und [[/condition shocked]] 1.</li><li><strong>Defizit</strong>: bei jedem Aktivieren so viele Würfel wie das Defizit; jede 1 legt eine Modifikation nach Wahl der Spielerin bis zur Rast still.</li></ul>
<h2>Befestigungspunkte</h2>
<p>Ein Mensch hat Kopf 3, Torso 5, Arme 3, Beine 3 (je Region, nicht je Gliedmaße). Jede Modifikation belegt Punkte in einer Region; ist eine Region überlastet, zählt die Biolast <strong>aller</strong> Modifikationen doppelt. Nur besondere Modifikationen schaffen mehr Punkte.</p>
<h2>Operation</h2>
<p>Ein- und Ausbau: Wer operiert, würfelt @item[knowledge:medical-science] mit Mindestwurf + Biolast der Modifikation. Bei der Erschaffung entfällt der Wurf (gekauft vom Startkapital, siehe @page[Creation]{Erschaffung}).</p>`,
    en: `<p>A chapter of the <strong>2026</strong> edition: an extension on Terra, standard in NEXUS, absent in Tirakan. The 2025 edition has no rules for them; the system offers them there as an extension. Examples: @item[bodyModification:energy-shield], @item[bodyModification:nanobot-healer].</p>
<h2>A modification's values</h2>
<p>Price, rarity, type (generator, sensor, weapon, artificial limb, protection, enhancement), rules, biostrain, energy demand (negative = produces energy), charges, activation (passive or switchable), mounting slots.</p>
<h2>Biostrain</h2>
<ul><li>The sum of the biostrain of all installed modifications (starts at 0).</li><li>Every healing and every spell or magical ability of one's own: minimum roll + half the biostrain, rounded up.</li><li>Above 5: Endurance −1 and every rest roll −1 die; above 10: −2; above 15: −3 (only the highest step).</li></ul>
<h2>Energy</h2>
<ul><li>The energy balance (mA) must be at least 0. Passive modifications always draw power, switchable ones only while on.</li><li>Switching on and off costs one action each; passive ones cannot be switched off.</li><li><strong>Surplus</strong> of 10 mA or more: at every activation roll Resistance [[/check resistance difficulty=0]] at minimum roll + surplus; on a failure 1 wound and [[/condition shocked]] 1.</li><li><strong>Deficit</strong>: at every activation roll as many dice as the deficit; each 1 shuts down a modification of the player's choice until the rest.</li></ul>
<h2>Mounting slots</h2>
<p>A human has head 3, torso 5, arms 3, legs 3 (per region, not per limb). Each modification takes slots in one region; if a region is overloaded, the biostrain of <strong>all</strong> modifications counts double. Only special modifications add slots.</p>
<h2>Surgery</h2>
<p>Installing or removing: the surgeon rolls @item[knowledge:medical-science] at minimum roll + the modification's biostrain. At creation there is no roll (bought from the starting capital, see @page[Creation]{Creation}).</p>`,
  },
};

const BREWING: ReferencePage = {
  key: "Brewing",
  chapters: ["brewing"],
  editionsDiffer: true,
  title: { de: "Synthese und Brauen", en: "Brewing and synthesis" },
  content: {
    de: `<p>Ein Kapitel der Ausgabe <strong>2026</strong> für alle Welten: Tränke, Gifte und Seren nach Rezept (z. B. @item[recipe:major-healing-potion]). In der Ausgabe 2025 ist es eine optionale Regel des Systems. Goldene Regel: Alle Modifikatoren und Tabellen sind optional, die Spielleitung darf sie weglassen.</p>
<h2>Der Wurf</h2>
<ul><li>Fertigkeit oder Wissen, das zum Setting passt (@item[knowledge:alchemy], @item[knowledge:chemistry], Naturkunde, @item[knowledge:medical-science]); meist Alchemie in Fantasy-, Chemie in modernen Settings. Eine verwandte Fertigkeit mit Erlaubnis der Spielleitung: −2 Würfel.</li><li>Stufe des Rezepts: einfach Mindestwurf 5+ und 1 Erfolg, mittel 8+ und 2 Erfolge, schwer 11+ und 4 Erfolge. <em>Unsere Lesart:</em> Das System rechnet die Stufe als +0, +3 oder +6 auf den Mindestwurf des Charakters; bei 5+ ergibt das genau die Werte des Buchs.</li><li>Ausstattung: High-End-Labor −3, Standardlabor −2 (@item[gear:traveling-laboratory]), mobiles Feld-Kit −1 (@item[gear:alchemists-s-tool-kit]), Grundausstattung ±0, improvisiert +1 und −2 Würfel.</li><li>Umgebung: ruhiges Labor +1 Würfel, Alltag ±0, widrig −1, Chaos −2.</li><li>Ersetzte Zutat: passend +1, riskant +2 Mindestwurf, je Zutat. Ab 3 ersetzten Zutaten führt jeder Fehlschlag zum Missgeschick.</li></ul>
<h2>Hohe Qualität</h2>
<p>Mindestens doppelt so viele Erfolge wie nötig: W6 – 1–2 Verstärkung (doppelte Dauer oder +50 % Wirkung), 3–4 Reinheit (keine Nebenwirkungen), 5 Effizienz (wirkt sofort), 6 Meisterstück (volle Wirkung und +1 Würfel auf den nächsten passenden Wurf).</p>
<h2>Missgeschick</h2>
<p>Mehr Einsen als Erfolge ist ein Patzer, selbst mit genug Erfolgen: W6 – 1–2 Instabilität (binnen 24 Stunden nutzlos oder giftig), 3–4 Nebenwirkung (−1 Würfel auf alle Würfe für eine Stunde), 5 Umkehr (gegenteilige Wirkung), 6 Katastrophe (das Gefäß birst, z. B. 1W6 Schaden in der Nähe).</p>
<p>Siehe auch @guide[Brewing]{Brauen im Leitfaden}.</p>`,
    en: `<p>A chapter of the <strong>2026</strong> edition for every world: potions, poisons and serums from a recipe (e.g. @item[recipe:major-healing-potion]). In the 2025 edition it is an optional rule of the system. Golden rule: every modifier and table is optional, and the GM may drop them.</p>
<h2>The roll</h2>
<ul><li>The skill or knowledge that suits the setting (@item[knowledge:alchemy], @item[knowledge:chemistry], Nature, @item[knowledge:medical-science]); mostly alchemy in fantasy, chemistry in modern settings. A related skill the GM allows: −2 dice.</li><li>Recipe level: simple minimum roll 5+ and 1 success, medium 8+ and 2 successes, hard 11+ and 4 successes. <em>Our reading:</em> the system adds the level to the character's minimum roll as +0, +3 or +6; at 5+ that gives exactly the book's values.</li><li>Equipment: high-end laboratory −3, standard laboratory −2 (@item[gear:traveling-laboratory]), mobile field kit −1 (@item[gear:alchemists-s-tool-kit]), basic equipment ±0, improvised +1 and −2 dice.</li><li>Surroundings: a calm laboratory +1 die, everyday ±0, adverse −1, chaos −2.</li><li>Substituted ingredient: fitting +1, risky +2 minimum roll, per ingredient. With 3 or more substitutes every failure becomes a mishap.</li></ul>
<h2>High quality</h2>
<p>At least twice the successes needed: d6 – 1–2 amplified (double duration or +50 % effect), 3–4 pure (no side effects), 5 efficient (works at once), 6 masterpiece (full effect and +1 die on the next fitting roll).</p>
<h2>Mishap</h2>
<p>More ones than successes is a botch, even with enough successes: d6 – 1–2 unstable (useless or toxic within 24 hours), 3–4 side effect (−1 die on all rolls for an hour), 5 inverted (the opposite effect), 6 disaster (the vessel bursts, e.g. 1d6 damage nearby).</p>
<p>See also @guide[Brewing]{brewing in the guide}.</p>`,
  },
};

/** The pages in reading order: the chapters of the rulebook, combat split into four. */
export const REFERENCE_PAGES: readonly ReferencePage[] = [
  OVERVIEW,
  ROLLS,
  CHARACTER,
  attributesAndSkillsPage(SKILL_BASE),
  CREATION,
  ADVANCEMENT,
  COMBAT,
  ATTACKS,
  SPECIAL,
  DEFENCE,
  WOUNDS,
  CONDITIONS,
  GEAR,
  MAGIC,
  ARTIFACTS,
  PANTHEON,
  HORROR,
  BODY_MODS,
  BREWING,
];
