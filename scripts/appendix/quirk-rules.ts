/**
 * What a quirk (horror extension) does beyond its modifiers, in our own short words in both
 * languages (the appendix's prose is not copied). Quirks whose effect is only their modifiers or
 * only narrative get none. Keyed by the English quirk name; written into the quirk's `rules`.
 */
import type { Language } from "./labels.ts";

export const QUIRK_RULES: Readonly<Record<string, Record<Language, string>>> = {
  Delusion: {
    en: "The GM may call for a Logic roll at any time; on a failure the character is caught in an active delusion.",
    de: "Die Spielleitung kann jederzeit einen Logikwurf verlangen; misslingt er, steckt der Charakter gerade in einem aktiven Wahn.",
  },
  "Dark Visions": {
    en: "Visions may bring clues or warnings. After each vision, a stress test; on a failure 2 stress.",
    de: "Visionen können Hinweise oder Warnungen bringen. Nach jeder Vision ein Stress Test; misslingt er, 2 Stress.",
  },
  Possession: {
    en: "+2 on one attribute of your choice that suits the entity (add it as a modifier). When the entity takes over, roll a d6: the higher, the better for the character (4+ is mostly good).",
    de: "+2 auf ein zur Wesenheit passendes Attribut deiner Wahl (als Modifikator eintragen). Übernimmt die Wesenheit die Kontrolle, würfle einen W6: Je höher, desto besser für den Charakter (ab 4 meist gut).",
  },
  "Doubting mind": {
    en: "Immune to manipulation and deceit that relies on a Deception roll.",
    de: "Immun gegen Manipulation und Täuschung, die auf einem Täuschen-und-Betrügen-Wurf beruht.",
  },
  Thoughtless: {
    en: "May repeat a failed roll once (quick reaction).",
    de: "Darf einen misslungenen Wurf einmal wiederholen (Blitzreaktion).",
  },
  Nervousness: {
    en: "10 extra dice per combat, to spend freely on attacks and defences; no critical hits when attacking.",
    de: "10 zusätzliche Würfel pro Kampf, frei auf Angriffe und Verteidigungen zu verteilen; beim Angriff keine kritischen Treffer.",
  },
  Clumsy: {
    en: "+2 dice on rolls that call for unconventional thinking.",
    de: "+2 Würfel auf Würfe, die unkonventionelles Denken verlangen.",
  },
  Perfectionism: {
    en: "Complex tasks take twice as long. When time matters the GM may call for a Logic roll; on a failure the time doubles.",
    de: "Aufwendige Aufgaben dauern doppelt so lange. Zählt die Zeit, kann die Spielleitung einen Logikwurf verlangen; misslingt er, verdoppelt sich die Zeit.",
  },
  "Fear of antiquities": {
    en: "Near ancient artefacts, ruins, old writings and the like: −1 on every Physis attribute.",
    de: "In der Nähe alter Artefakte, Ruinen, alter Schriften und Ähnlichem: −1 auf jedes Physis-Attribut.",
  },
  Faithless: {
    en: "+2 minimum roll on every roll involving the supernatural.",
    de: "+2 Mindestwurf auf jeden Wurf, der mit Übernatürlichem zu tun hat.",
  },
  "Night owl": {
    en: "At night +2 Perception and +1 Orientation; by day −2 Logic and −1 Mechanics.",
    de: "Nachts +2 Wahrnehmung und +1 Orientierung; tagsüber −2 Logik und −1 Mechanik.",
  },
  Capricious: {
    en: "In every long conversation roll Communication; on a failure the mood turns: −2 instead of the bonus for d6 hours.",
    de: "Bei jedem längeren Gespräch Kommunikation würfeln; misslingt der Wurf, kippt die Stimmung: −2 statt des Bonus für W6 Stunden.",
  },
  Diurnal: {
    en: "By day −1 minimum roll on all skill rolls; at night +1.",
    de: "Tagsüber −1 Mindestwurf auf alle Fertigkeitswürfe; nachts +1.",
  },
  Unresting: {
    en: "Stress reduction is halved (rounded up); a rest halves stress instead of clearing it.",
    de: "Stressabbau wird halbiert (aufgerundet); eine Rast halbiert den Stress, statt ihn zu löschen.",
  },
  Hypersensitivity: {
    en: "In loud surroundings a stress test; on a failure 1 stress.",
    de: "In lauter Umgebung ein Stress Test; misslingt er, 1 Stress.",
  },
  Tinnitus: {
    en: "Immune to acoustic illusions and to distraction by noise; +3 minimum roll on Perception rolls that rely on hearing.",
    de: "Immun gegen akustische Illusionen und Ablenkung durch Geräusche; +3 Mindestwurf auf Wahrnehmungswürfe, bei denen es aufs Hören ankommt.",
  },
  "Ancient Bloodline": {
    en: "+2 dice on Education, History and Ancient Relics rolls about ancient writings and symbols.",
    de: "+2 Würfel auf Bildung, Historie und Altertümer, wenn es um alte Schriften und Symbole geht.",
  },
  Ascetic: {
    en: "Feels hunger and thirst later than others.",
    de: "Spürt Hunger und Durst später als andere.",
  },
  Addiction: {
    en: "With access to the substance: 2 destiny dice. Without it: +1 minimum roll.",
    de: "Mit Zugang zur Substanz: 2 Schicksalswürfel. Ohne sie: +1 Mindestwurf.",
  },
};
