/**
 * The special rules of templates (mostly talents), in our own short words in both languages. The
 * appendix's prose is not copied (licence rule of the appendix README); templates whose text is
 * only flavour get none. Keyed by the English template name. The importer puts the text into the
 * template's description, after the requirement lines it generates.
 */
import type { Language } from "./labels.ts";

export const TEMPLATE_RULES: Readonly<Record<string, Record<Language, string>>> = {
  "Professional idiot": {
    en: "Pick one narrow field of expertise: your knowledge checks in it get 3 extra dice.",
    de: "Wähle ein eng umrissenes Fachgebiet: Deine Wissensproben darin bekommen 3 zusätzliche Würfel.",
  },
  "Blood Magic": {
    en: "Spells may be paid with wounds instead of arcana. Spells cast that way cannot heal wounds.",
    de: "Zauber dürfen statt mit Arkana mit Wunden bezahlt werden. So gewirkte Zauber heilen keine Wunden.",
  },
  Reactionary: {
    en: "Distrusts strangers and anything new; holds very conservative, reactionary views.",
    de: "Misstraut Fremden und allem Neuen; vertritt sehr konservative, reaktionäre Ansichten.",
  },
  Paranoid: {
    en: "Never trusts anyone completely and is always on guard.",
    de: "Traut niemandem ganz und ist stets auf der Hut.",
  },
  "Masterly self-confidence": {
    en: "A die showing 1 may be rolled again once.",
    de: "Ein Würfel, der eine 1 zeigt, darf einmal neu geworfen werden.",
  },
  Disgust: {
    en: "Strongly disgusted by one thing of your choice; avoids it where possible.",
    de: "Empfindet starken Ekel vor einer Sache deiner Wahl und meidet sie, wo es geht.",
  },
  "Justice Fanatic": {
    en: "Barely keeps control when witnessing what they see as injustice.",
    de: "Kann sich kaum beherrschen, wenn er erlebt, was er für Unrecht hält.",
  },
  Faithful: {
    en: "Effects of clerics of the same alignment on this character count double; a cleric with this template gains more favor from a ceremonial service.",
    de: "Wirkungen von Geistlichen derselben Gesinnung zählen bei diesem Charakter doppelt; ein Geistlicher mit dieser Schablone erhält bei einem Gottesdienst mehr Gunst.",
  },
  Greedy: {
    en: "Always puts personal gain first, the group's loot included; drawn to gold and valuables.",
    de: "Stellt den eigenen Gewinn immer voran, auch bei der Beute der Gruppe; fühlt sich von Gold und Wertsachen angezogen.",
  },
  Irascible: {
    en: "When offended, the GM may call for a Logic roll; on a failure the character lashes out.",
    de: "Bei einer Kränkung kann die Spielleitung einen Logikwurf verlangen; misslingt er, fliegen die Fäuste.",
  },
  Confused: {
    en: "In crowds and busy places the GM may call for an Orientation roll to keep the character from panicking.",
    de: "Im Gedränge kann die Spielleitung einen Orientierungswurf verlangen, damit der Charakter nicht in Panik gerät.",
  },
  "Country bumpkin": {
    en: "+1 minimum roll on Orientation in settlements of 1000 inhabitants or more.",
    de: "+1 Mindestwurf auf Orientierung in Siedlungen ab 1000 Einwohnern.",
  },
  Addicted: {
    en: "Addicted to a substance of your choice; going without it, or the prospect of it, shapes what the character does.",
    de: "Abhängig von einer Substanz deiner Wahl; der Verzicht darauf, oder schon die Aussicht, bestimmt das Handeln mit.",
  },
  "Messenger of Death": {
    en: "On entering a new region or community, roll a d6: on 5 or 6 a misfortune happens.",
    de: "Betritt der Charakter eine neue Gegend oder Gemeinschaft, würfle einen W6: Bei 5 oder 6 geschieht ein Unglück.",
  },
  Aversion: {
    en: "+1 minimum roll on rolls that deal with one subject of your choice.",
    de: "+1 Mindestwurf auf Würfe, die mit einer Sache deiner Wahl zu tun haben.",
  },
  Superstitious: {
    en: "After a bad omen (a black cat, a broken object, a rolled 1), roll Logic or Willpower at once; on a failure your next roll gets −2, unless you spend an action on a small warding ritual.",
    de: "Nach einem bösen Omen (schwarze Katze, zerbrochener Gegenstand, eine gewürfelte 1) sofort Logik oder Willenskraft würfeln; misslingt es, erhält dein nächster Wurf −2, außer du verwendest eine Aktion auf ein kleines Schutzritual.",
  },
  Luck: {
    en: "Twice per session: reroll up to 3 dice, or let a companion reroll 3 of theirs.",
    de: "Zweimal je Spielabend: wirf höchstens drei deiner Würfel noch einmal – oder erlaube das einem Gefährten für drei von seinen.",
  },
  Leader: {
    en: "Each combat round, may give one action to a companion instead of using it.",
    de: "Einmal pro Kampfrunde kann er eine seiner Aktionen einem Gefährten überlassen, der sie dann statt seiner nutzt.",
  },
  "Animal Empathy": {
    en: "−2 minimum roll on every roll that involves animals.",
    de: "−2 Mindestwurf auf jeden Wurf, der Tiere betrifft.",
  },
  Trickster: {
    en: "Spend a bonus or destiny die: someone you can see must spend one of their rerolls on the roll they just made.",
    de: "Für einen Bonus- oder Schicksalswürfel muss eine Person in Sichtweite einen ihrer Wiederholungswürfe auf ihren letzten Wurf verwenden.",
  },
  Joker: {
    en: "Outside combat, dice patterns pay off (only the best pattern of a roll counts): three of a kind → 1 bonus die; small straight → 1 boost; full house → 1 destiny die; large straight → an item of your choice turns up in your pack; four equal dice → one extra action per round in the coming fight; five equal dice → your group starts the coming fight.",
    de: "Außerhalb des Kampfes zahlen sich Würfelmuster aus (nur das beste Muster eines Wurfs zählt): Drilling → 1 Bonuswürfel; kleine Straße → 1 Boost; Full House → 1 Schicksalswürfel; große Straße → ein Gegenstand deiner Wahl findet sich im Gepäck; Vierling → im kommenden Kampf pro Runde eine Aktion mehr; Fünfling → deine Gruppe beginnt den kommenden Kampf.",
  },
  "Well equipped": {
    en: "Take a wound to pull any item from your pack, then roll a d6: 1–2 nothing, 3–5 something similar, 6 exactly that item.",
    de: "Nimm eine Wunde, um einen beliebigen Gegenstand aus dem Gepäck zu ziehen, und würfle einen W6: 1–2 nichts, 3–5 etwas Ähnliches, 6 genau diesen Gegenstand.",
  },
  Marksman: {
    en: "Once per round, a 1 on a Shooting roll may be rolled again.",
    de: "Einmal pro Runde darf eine 1 bei einem Schießen-Wurf neu geworfen werden.",
  },
  "Critical Hits": {
    en: "Critical threshold −1 (not for megacritical hits).",
    de: "Schwelle für kritische Treffer −1 (nicht für Megakrits).",
  },
  "Inspiring Leader": {
    en: "Action in combat: roll Persuasion; one party member gains bonus dice equal to the successes (at least 1).",
    de: "Aktion im Kampf: Überzeugen würfeln; ein Gruppenmitglied erhält Bonuswürfel in Höhe der Erfolge (mindestens 1).",
  },
  Misdirection: {
    en: "Reaction in combat: roll Deception; an enemy loses as many successes as you score.",
    de: "Reaktion im Kampf: Täuschen und Betrügen würfeln; ein Gegner verliert so viele Erfolge, wie du erzielst.",
  },
  "Shield Training": {
    en: "May parry melee attacks with a shield (parry rule), using Strength or Deftness as the skill value.",
    de: "Darf Nahkampfangriffe mit einem Schild parieren (Parade-Regel), mit Kraft oder Geschick als Fertigkeitswert.",
  },
  "Eagle Eye": {
    en: "Ranges of ranged weapons +25 %.",
    de: "Reichweiten von Fernkampfwaffen +25 %.",
  },
  "Masterly Presence": {
    en: "Minimum roll −1 (already in the modifiers).",
    de: "Mindestwurf −1 (bereits in den Modifikatoren).",
  },
  "Masterly confidence": {
    en: "Every die that explodes (shows a 6) adds one success.",
    de: "Jeder Würfel, der explodiert (eine 6 zeigt), bringt einen zusätzlichen Erfolg.",
  },
  "Pickup Artist": {
    en: "Bonus dice on every roll that involves seduction.",
    de: "Bonuswürfel auf jeden Wurf, bei dem es um Verführung geht.",
  },
  Dash: {
    en: "When running in combat, roll Acrobatics: each success adds a metre beyond the run range; on a failure you fall prone and need an action to stand up or get into the hunkered stance.",
    de: "Beim Rennen im Kampf Akrobatik würfeln: Jeder Erfolg bringt einen Meter über die Rennreichweite hinaus; bei einem Fehlschlag stürzt du und brauchst eine Aktion, um aufzustehen oder in Deckung zu gehen.",
  },
  "Arcane recovery": {
    en: "Once a day outside a rest: after about an hour of concentration, roll Magic Knowledge and regain arcana equal to half the successes.",
    de: "Einmal am Tag außerhalb einer Rast: Nach etwa einer Stunde Konzentration Magiekunde würfeln und die Hälfte der Erfolge als Arkana zurückerhalten.",
  },
  "Particular vigilance": {
    en: "At the start of a combat you have one action usable only for reactions; it lapses when your first turn begins.",
    de: "Zu Kampfbeginn hast du eine Aktion, die nur für Reaktionen taugt; sie verfällt, sobald dein erster Zug beginnt.",
  },
  "Looting lunatic": {
    en: "A critical success on an Investigation roll turns up something especially interesting.",
    de: "Ein kritischer Erfolg bei einem Untersuchen-Wurf fördert etwas besonders Interessantes zutage.",
  },
  "Ignore pain": {
    en: "Once per combat, without spending an action: roll Resistance; on a success the damage of one attack is prevented entirely.",
    de: "Einmal pro Kampf, ohne Aktion: Resistenz würfeln; bei Erfolg wird der Schaden eines Angriffs ganz verhindert.",
  },
  "Shield Mastery": {
    en: "Readying a shield block takes 1 action instead of 2, and a shield block may also be made as a reaction.",
    de: "Ein Schildblock braucht 1 statt 2 Aktionen und ist auch als Reaktion möglich.",
  },
  "Blade dance": {
    en: "Attacks with the second weapon no longer get +1 minimum roll.",
    de: "Angriffe mit der Zweitwaffe erhalten keinen +1 Mindestwurf mehr.",
  },
  "Attack of Opportunity": {
    en: "Once per round, as a reaction and without spending an action: attack an opponent who moves out of your melee weapon's reach.",
    de: "Einmal pro Runde als Reaktion und ohne Aktion: Angriff auf einen Gegner, der die Reichweite deiner Nahkampfwaffe verlässt.",
  },
  "Total submission": {
    en: "Any grace received is doubled.",
    de: "Erhaltene Gnade wird verdoppelt.",
  },
  Resistance: {
    en: "Roll a d6 for each wound taken, against a minimum roll of 5 + the number of those wounds; each success prevents one wound.",
    de: "Für jede erlittene Wunde einen W6 gegen einen Mindestwurf von 5 + Anzahl dieser Wunden würfeln; jeder Erfolg verhindert eine Wunde.",
  },
  "Incredible Reaction": {
    en: "May dodge ranged attacks like melee attacks.",
    de: "Kann Fernkampfangriffen wie Nahkampfangriffen ausweichen.",
  },
  "Masterful Evasion": {
    en: "Dodging costs no action.",
    de: "Ausweichen kostet keine Aktion.",
  },
  "Masterful Parry": {
    en: "Parrying costs no action.",
    de: "Parieren kostet keine Aktion.",
  },
};
