/**
 * Shadow rules in our own words. The appendix's shadow prose is not copied (licence rule of the
 * appendix README); only the shadow's name is imported. These short texts state the rule a table
 * needs, in both languages, keyed by the English shadow name (and template name where one shadow
 * name carries two different rules).
 */
import { slug } from "./documents.ts";
import type { Language } from "./labels.ts";
import { shadowName } from "./names.ts";
import { textOf } from "./texts.ts";

type Texts = Record<Language, string>;

/** Rules text per English shadow name. */
export const SHADOW_TEXTS: Readonly<Record<string, Texts>> = {
  Companion: {
    en: "An animal companion of your choice (a familiar) stays at your side.",
    de: "Ein Tiergefährte deiner Wahl (ein Vertrauter) weicht dir nicht von der Seite.",
  },
  Dive: {
    en: "Unarmed attack out of a dive: +1 die per 5 m flown this round; per 10 m flown you take one normal hit yourself on impact.",
    de: "Waffenloser Angriff aus dem Sturzflug: +1 Würfel je 5 m Flug in dieser Runde; je 10 m Flug erleidest du beim Aufprall selbst einen normalen Treffer.",
  },
  Flying: {
    en: "Can fly and moves freely through the air.",
    de: "Kann fliegen und bewegt sich frei durch die Luft.",
  },
  Greedy: {
    en: "When a chance to get richer comes up, roll Conscientiousness; on a failure you go for the money.",
    de: "Bietet sich eine Chance auf mehr Reichtum, würfle Gewissenhaftigkeit; misslingt der Wurf, folgst du dem Geld.",
  },
  Gutmensch: {
    en: "Altruistic: you always try to do good and help others.",
    de: "Selbstlos: Du willst stets Gutes tun und anderen helfen.",
  },
  Naive: {
    en: "When you doubt what an NPC says or wants, the GM may call for a Logic roll; on a failure you believe them.",
    de: "Zweifelst du an Aussagen oder Absichten eines NSC, kann die Spielleitung einen Logikwurf verlangen; misslingt er, glaubst du ihm.",
  },
  "Night vision": {
    en: "+2 dice on Perception rolls in the dark.",
    de: "+2 Würfel auf Wahrnehmungswürfe in der Dunkelheit.",
  },
  Obedient: {
    en: "You carry out your superior's orders without question.",
    de: "Du führst die Befehle deiner Vorgesetzten aus, ohne sie zu hinterfragen.",
  },
  "Rage Citizen": {
    en: "You are angry at everything and everyone and complain at every chance.",
    de: "Du bist wütend auf alles und jeden und beschwerst dich bei jeder Gelegenheit.",
  },
  Religious: {
    en: "You believe in your deity and stand up for your faith.",
    de: "Du glaubst an deine Gottheit und trittst für deinen Glauben ein.",
  },
  Rival: {
    en: "Someone competes with you: professionally, personally or to the death.",
    de: "Jemand konkurriert mit dir: beruflich, persönlich oder auf Leben und Tod.",
  },
  Vampire: {
    en: "Undead: you turn to dust when you die, and a drop of blood brings you back. Every hour in direct sunlight deals one direct wound. With a deity you may act as a priest.",
    de: "Untot: Beim Tod zerfällst du zu Staub, ein Tropfen Blut holt dich zurück. Jede Stunde in direktem Sonnenlicht kostet eine direkte Wunde. Mit einer Gottheit kannst du wie ein Priester handeln.",
  },
  Vanity: {
    en: "Looks and standing matter to you above all; you show off wherever you can.",
    de: "Aussehen und Ansehen gehen dir über alles; du stellst dich zur Schau, wo du nur kannst.",
  },
  Visions: {
    en: "Now and then you have visions, set off by a trigger or by chance.",
    de: "Ab und zu hast du Visionen, ausgelöst durch einen Auslöser oder zufällig.",
  },
  Wealth: {
    en: "Your family's fortune keeps you comfortably for years.",
    de: "Das Vermögen deiner Familie versorgt dich auf Jahre bequem.",
  },
};

/** Rules that differ for one template: `<English template name>|<English shadow name>`. */
export const SHADOW_OVERRIDES: Readonly<Record<string, Texts>> = {
  "Doldagor|Flying": {
    en: "Can fly. Taking off needs a high starting point or a run-up and a successful Quickness roll; in the air the movement range doubles, and flying runs alongside other actions like walking.",
    de: "Kann fliegen. Zum Abheben braucht es einen erhöhten Absprungpunkt oder Anlauf und einen gelungenen Schnelligkeitswurf; in der Luft verdoppelt sich die Bewegungsreichweite, und Fliegen läuft wie Gehen neben anderen Aktionen her.",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Our rule text of a shadow (or lineage ability): the text file's (`shadow:<slug>`), else the tables above; "" when none. */
export function shadowRule(templateEnglishName: string, shadowEnglishName: string, language: Language): string {
  const override = SHADOW_OVERRIDES[`${templateEnglishName}|${shadowEnglishName}`];
  if (override) return override[language];
  return textOf(`shadow:${slug(shadowEnglishName)}`, language) ?? SHADOW_TEXTS[shadowEnglishName]?.[language] ?? "";
}

/**
 * The shadow rules of a template as HTML, one paragraph per shadow ("<em>Rivale</em>: …"), or ""
 * when it has none. Shadows without a text of ours keep only their name (in `shadowName`).
 */
export function shadowText(template: { en: { name: string; shadowNames: readonly string[] }; de: { shadowNames: readonly string[] } }, language: Language): string {
  return template.en.shadowNames
    .map((enName, i) => {
      const rule = shadowRule(template.en.name, enName, language);
      if (!rule) return "";
      const name = shadowName(enName, language === "en" ? enName : (template.de.shadowNames[i] ?? enName), language);
      return `<p><em>${escapeHtml(name)}</em>: ${escapeHtml(rule)}</p>`;
    })
    .join("");
}
