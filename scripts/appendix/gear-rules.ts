/**
 * What the mechanically relevant gear (first aid, potions, throwables) does, in our own short
 * words in both languages (the appendix's prose is not copied). Keyed by the English item name;
 * written into the gear item's `rules`. Other gear keeps an empty rules text.
 */
import type { Language } from "./labels.ts";

export const GEAR_RULES: Readonly<Record<string, Record<Language, string>>> = {
  Bandages: {
    en: "Needed to use First Aid.",
    de: "Nötig, um Erste Hilfe anzuwenden.",
  },
  "First aid kit": {
    en: "Allows First Aid and heals 1d3 extra wounds. 5 uses.",
    de: "Ermöglicht Erste Hilfe und heilt 1W3 zusätzliche Wunden. 5 Anwendungen.",
  },
  "Adrenalin Shot": {
    en: "Gives 1d6+2 boosts.",
    de: "Gibt 1W6+2 Boosts.",
  },
  "Potion of Might": {
    en: "For 2d6 minutes: dice pools doubled, no penalties from exhaustion or wounds, +2 normal protection. Afterwards 2d6+6 rounds exhausted and dazed (+2 minimum roll).",
    de: "Für 2W6 Minuten: Würfelpools verdoppelt, keine Abzüge durch Erschöpfung oder Wunden, +2 normaler Schutz. Danach 2W6+6 Runden erschöpft und benommen (+2 Mindestwurf).",
  },
  "Lesser Potion of Healing": {
    en: "Heals 1d3 wounds. 3 uses.",
    de: "Heilt 1W3 Wunden. 3 Anwendungen.",
  },
  "Simple wound tincture": {
    en: "Used with a bandage in successful First Aid: heals 1d3 extra wounds.",
    de: "Zusammen mit einem Verband bei gelungener Erster Hilfe: heilt 1W3 zusätzliche Wunden.",
  },
  "Arcane Potion Carafe": {
    en: "Restores 2 arcana. 3 uses.",
    de: "Stellt 2 Arkana wieder her. 3 Anwendungen.",
  },
  "Potion of Protection": {
    en: "Gives 1d3 boosts. 3 uses.",
    de: "Gibt 1W3 Boosts. 3 Anwendungen.",
  },
  "Snake Oil": {
    en: "Heals one wound.",
    de: "Heilt eine Wunde.",
  },
  "Elixir of sweet slumber": {
    en: "Deep sleep of at least 5 hours, starting within 10 minutes. To wake when disturbed: a successful Resistance roll (may be tried again at the next disturbance); shaking, attacks or very loud noise wake at once.",
    de: "Tiefer Schlaf von mindestens 5 Stunden, der binnen 10 Minuten einsetzt. Aufwachen bei Störung: gelungener Resistenzwurf (bei der nächsten Störung erneut möglich); Rütteln, Angriffe oder sehr laute Geräusche wecken sofort.",
  },
  "Potion of Deep Calm": {
    en: "Within 5 minutes, 10 hours of deep sleep that heal 1d3 wounds. Waking needs two successful Resistance rolls in a row; only physical force or very loud noise wakes at once. Note: the book's gear entry heals 1d3 wounds, its recipe for the same potion 1d6; the GM decides which holds.",
    de: "Binnen 5 Minuten 10 Stunden Tiefschlaf, die 1W3 Wunden heilen. Aufwachen braucht zwei gelungene Resistenzwürfe in Folge; nur körperliche Gewalt oder sehr laute Geräusche wecken sofort. Hinweis: Der Ausrüstungseintrag im Buch heilt 1W3 Wunden, das Rezept für denselben Trank 1W6; welcher Wert gilt, entscheidet die Spielleitung.",
  },
  "Beturia's eternal rest": {
    en: "24 hours of suspended animation that heal 2d6 wounds; nothing wakes the sleeper but four successful Resistance rolls in a row. Others need two successful Investigation rolls to tell that the sleeper is alive.",
    de: "24 Stunden Scheintod, die 2W6 Wunden heilen; nur vier gelungene Resistenzwürfe in Folge wecken. Andere brauchen zwei gelungene Untersuchen-Würfe, um zu erkennen, dass die Person lebt.",
  },
  "Sud of shallow empowerment": {
    en: "+1d6 dice on every roll for 1d6 minutes; afterwards irritable and quarrelsome.",
    de: "+1W6 Würfel auf jeden Wurf für 1W6 Minuten; danach reizbar und streitlustig.",
  },
  "Elixir of elven power": {
    en: "+2d6 dice on every roll for 2d6 minutes; afterwards Shocked 2 and stunned for 2d6 minutes (not for elves).",
    de: "+2W6 Würfel auf jeden Wurf für 2W6 Minuten; danach Schock 2 und 2W6 Minuten betäubt (nicht bei Elfen).",
  },
  Flashbang: {
    en: "Thrown up to 30 m. Everyone within d6 m loses all remaining actions and gets only half their actions (rounded down) at the start of their next turn.",
    de: "Bis 30 m werfbar. Wer sich im Umkreis von W6 m befindet, verliert alle verbliebenen Aktionen und erhält zu Beginn seines nächsten Zuges nur die Hälfte seiner Aktionen (abgerundet).",
  },
  "HE-Grenade": {
    en: "Thrown up to 30 m. 3 hits on everyone within d6 m, each 2 wounds, piercing 1.",
    de: "Bis 30 m werfbar. 3 Treffer auf jeden im Umkreis von W6 m, je 2 Wunden, Durchschlag 1.",
  },
  "Tear gas grenade": {
    en: "Thrown up to 30 m. At the end of the round a gas cloud of d6 m diameter forms for 1d6+2 rounds: inside, 1 action per round and −3 on Perception and Willpower.",
    de: "Bis 30 m werfbar. Am Ende der Runde entsteht für 1W6+2 Runden eine Gaswolke von W6 m Durchmesser: Darin 1 Aktion pro Runde und −3 auf Wahrnehmung und Willenskraft.",
  },
  "Toxic gas grenade": {
    en: "Thrown up to 30 m. At the end of the round a gas cloud of d6 m diameter forms for 1d6+2 rounds: inside, 1 action fewer and Poisoned 2.",
    de: "Bis 30 m werfbar. Am Ende der Runde entsteht für 1W6+2 Runden eine Gaswolke von W6 m Durchmesser: Darin 1 Aktion weniger und Vergiftet 2.",
  },
  "Smoke Grenade": {
    en: "Thrown up to 30 m. At the end of the round a smoke cloud of 2d6 m radius blocks all sight for 1d6+2 rounds.",
    de: "Bis 30 m werfbar. Am Ende der Runde nimmt eine Rauchwolke mit 2W6 m Radius für 1W6+2 Runden jede Sicht.",
  },
  "Molotov Cocktail": {
    en: "Thrown up to 30 m. One hit (1 wound, piercing 0) on everyone within d6 m, each hit Burning 2; sets flammable things alight; the fire lasts 1d6+2 rounds.",
    de: "Bis 30 m werfbar. Ein Treffer (1 Wunde, Durchschlag 0) auf jeden im Umkreis von W6 m, jeder Getroffene Brennend 2; entzündet Brennbares; das Feuer hält 1W6+2 Runden.",
  },
  "Throwing net": {
    en: "On a successful throw the target is caught: it cannot move and all its rolls are hard; a Deftness roll (1 action) frees it.",
    de: "Bei gelungenem Wurf ist das Ziel gefangen: Es kann sich nicht bewegen, alle seine Würfe sind schwer; ein Geschickwurf (1 Aktion) befreit es.",
  },
};
