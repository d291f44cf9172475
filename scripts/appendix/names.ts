/**
 * Name overrides: the appendix has German names in its English chapters, English names in its German
 * chapters, a swapped pair and typos. The table below fixes them per language, by the entry's stable
 * key (keys.ts; the key keeps the raw English name, so an override never changes it). Every override
 * must match an entry of the import, or the import stops. Folder names and shadow names have tables
 * of their own. Terms follow the rulebooks and docs/GLOSSARY.md.
 */
import type { Language } from "./labels.ts";

type Names = Partial<Record<Language, string>>;

/**
 * Namesakes: entries of one kind that carry the same name in a language but different numbers
 * (Ranger for 7 and for 10, two Vampires, two Handcuffs…). Each gets a qualifier in parentheses that
 * names what tells it apart, read from its own data, in this order: the extension, the mounting place
 * (body modifications), the category (its label in the lang file), the eras or the world; only where
 * nothing but the numbers differ, the cost. Where one of a pair is the ordinary entry (no extension,
 * every world) it keeps the plain name. NAME_OVERRIDES takes them in (a namesake's entry also
 * carries the fix of the appendix's name where one is needed); every entry must match an entry.
 * `tests/appendix/namesakes.test.ts` fails on a same-named pair with different numbers.
 */
export const NAMESAKE_NAMES: Readonly<Record<string, Names>> = {
  // templates
  "template:ranger:occupation-10": { en: "Ranger (Magic)" }, // de: Förster (7) / Waldläufer (10) already differ
  "template:medicus:occupation-10": { en: "Medicus (cost 10)", de: "Medicus (Kosten 10)" },
  "template:medicus:occupation-12": { en: "Medicus (cost 12)", de: "Medikus (Kosten 12)" },
  "template:reading:interests-5": { en: "Reading (Antiquity, Middle Ages)", de: "Lesen (Antike, Mittelalter)" },
  "template:reading:interests-3": { en: "Reading (Victorian Age onwards)", de: "Lesen (ab dem Viktorianischen Zeitalter)" },
  "template:vampire:environment-8": { en: "Vampire (Magic)", de: "Vampir (Magie)" },
  "template:vampire:environment-4": { en: "Vampire (Horror)", de: "Vampir (Horror)" },
  "template:evasion": { de: "Ausweichen (Kosten 7)" }, // en: Evasion
  "template:evade": { de: "Ausweichen (Kosten 11)" }, // en: Evade
  "template:psychic-medium": { de: "Medium (Talent)" }, // en: Psychic medium
  "template:medium": { de: "Medium (Beruf)" },
  // gear
  "gear:handcuffs:surveillance-terra-tirakan": { en: "Handcuffs (Antiquity to Victorian Age)", de: "Handschellen (Antike bis Viktorianisches Zeitalter)" },
  "gear:handcuffs:surveillance-terra-nexus": { en: "Handcuffs (World Wars onwards)", de: "Handschellen (ab den Weltkriegen)" }, // de also fixes the appendix's "Handschnellen"
  "gear:jadeschatulle": { en: "Jade casket (Magic, Pantheon)", de: "Jadeschatulle (Magie, Pantheon)" },
  "gear:kinstarchel-secretion": { en: "Kinstarchel Secretion (Components)", de: "Kinstarchel Sekret (Zutaten)" },
  "gear:kinstarchel-secret": { en: "Kinstarchel Secretion (Potions and Poisons)", de: "Kinstarchel Sekret (Tränke und Gifte)" },
  "gear:flint-and-steel:tools": { en: "Flint and Steel (Tools)" }, // de: Feuerstein und Zunder
  "gear:flint-and-steel:trekkinggear": { en: "Flint and steel (Trekking gear)" }, // de: Feuerstein und Stahl
  "gear:pack-saddle": { de: "Packsattel (Gefäße)" }, // en: Pack saddle
  "gear:packing-saddle": { de: "Packsattel (Tierbedarf)" }, // en: Packing saddle
  // body modifications
  "bodyModification:chameleon-skin:enhancement": { en: "Chameleon Skin (Enhancement)" }, // de: Tarnhaut
  "bodyModification:chameleon-skin:protection": { en: "Chameleon Skin (Protection)" }, // de: Chamäleon-Haut
  "bodyModification:gravity-manipulator:enhancement-4": { en: "Gravity Manipulator (Torso)", de: "Gravitations-Manipulator (Torso)" },
  "bodyModification:gravity-manipulator:enhancement-2": { en: "Gravity Manipulator (Legs)", de: "Gravitations-Manipulator (Beine)" },
  "bodyModification:sonic-wave-manipulator:enhancement-2-2100": { en: "Sonic Wave Manipulator (Head)", de: "Schallwellen-Manipulator (Kopf)" },
  "bodyModification:sonic-wave-manipulator:enhancement-2-2600": { en: "Sonic Wave Manipulator (Arms)", de: "Schallwellen-Manipulator (Arme)" },
  // foes: the Tirakan book's own lion and wolf beside the ones every world has
  "foe:lion:animal-tirakan": { en: "Lion (Tirakan)", de: "Löwe (Tirakan)" },
  "foe:wolf:animal-tirakan": { en: "Wolf (Tirakan)", de: "Wolf (Tirakan)" },
};

export const NAME_OVERRIDES: Readonly<Record<string, Names>> = {
  // ---- German names in the English chapters
  "template:jager": { en: "Hunter" },
  "template:bewegen": { en: "Movement" },
  "template:nahkampf": { en: "Hand to Hand Combat" },
  "weapon:mondschattenbogen": { en: "Moonshadow Bow" },
  "armor:schattenhaut": { en: "Shadow Skin" },
  "armor:glitzerballerinas": { en: "Glitter ballerinas", de: "Glitzerballerinas" },
  "gear:morphin": { en: "Morphine" },
  "recipe:sud-of-shallow-empowerment": { en: "Brew of shallow empowerment" },
  // recipe names spelled as the gear pack spells the same potions (issue 33: typos the gear chapter does not have)
  "recipe:elixir-of-sweet-slumber": { de: "Elixier des sanften Schlummers" }, // appendix recipe: "saften"
  "recipe:snakeoil": { en: "Snake Oil" }, // gear: Snake Oil
  "recipe:elixir-of-chronos": { de: "Elixier des Chronos" }, // appendix: "Elexir"; the gear pack writes "Elixier"
  "recipe:guild-elixir": { de: "Gilden-Elixier" }, // appendix: "Gilden Elexir"
  "recipe:laughing-potion": { en: "Laughter potion" }, // gear: Laughter potion (its product)
  "gear:grobschlachtige-spritze": { en: "Crude syringe", de: "Grobschlächtige Spritze" },
  "gear:silberner-ritualdolch": { en: "Silver ritual dagger" },
  "gear:goldener-rubin-besetzter-krug": { en: "Golden ruby-studded jug", de: "Goldener rubinbesetzter Krug" },
  "gear:bier": { en: "Beer" },
  "gear:brot": { en: "Bread" },
  "gear:leib-brot": { en: "Loaf of bread", de: "Laib Brot" },
  "gear:kummet": { en: "Horse collar" },
  "gear:scheiben-der-puppen": { en: "Discs of the dolls" },
  "gear:shoggothenzahn": { en: "Shoggoth tooth" },
  "gear:logbuch-des-kapitans": { en: "Captain's logbook" },
  "gear:leuchtender-bovist": { en: "Glowing puffball" },
  "gear:silberorchidee": { en: "Silver orchid" },
  "gear:goldnugget": { en: "Gold nugget" },
  "gear:gildenkraut-vigilia-mercatoris": { en: "Guild herb (Vigilia mercatoris)" },
  "gear:dorrobst": { en: "Dried fruit" },
  "gear:spielzeugaffchen": { en: "Toy monkey" },
  "gear:die-flote-die-alte-freunde-ruft": { en: "The flute that calls old friends", de: "Die Flöte, die alte Freunde ruft" },
  "gear:antike-schivone-kaufvertrag": { en: "Antique schiavona (bill of sale)", de: "Antike Schiavona (Kaufvertrag)" },
  "gear:sud-of-shallow-empowerment": { en: "Brew of shallow empowerment" },
  "spell:gestaltwandler": { en: "Shapeshifter" },
  "spell:omniglossia-der-universelle-philologe": { en: "Omniglossia (The Universal Philologist)" },
  "spell:metamorphose-der-urform": { en: "Metamorphosis of the Primal Form" },
  "spell:schwarzer-tod": { en: "Black Death" },
  "spell:odem": { en: "Breath" },
  "spell:elementar": { en: "Elemental" },
  "spell:elementarer-kocher-der-wandlung": { en: "Elemental Quiver of Change" },
  "spell:dornensturm": { en: "Thorn Storm" },
  "spell:zephyrs-griff-sturmschlag": { en: "Zephyr's Grip & Storm Strike" },
  "quirk:verfolgungsangst": { en: "Persecution mania" },
  // ---- English names in the German chapters
  "gear:worse-than-life": { de: "Schlimmer als das Leben" },
  "gear:psychic-paper": { de: "Psychisches Papier" },
  "gear:beauty-set": { de: "Schönheitsset" },
  "gear:jade-statue": { de: "Jadestatue" },
  "gear:ouija-board": { de: "Ouija-Brett" },
  "gear:usb-stick": { de: "USB-Stick" },
  "armor:hard-armor": { de: "Harte Rüstung" },
  "armor:soft-armor-concealable-vest": { de: "Verdeckt tragbare Schutzweste" },
  "armor:iron-rerebrace": { de: "Eiserne Oberarmschiene" },
  "armor:pauldrons-with-wing-extensions": { de: "Schulterstücke mit Flügelverlängerungen" },
  "armor:poleyns-with-hinged-plates": { de: "Kniebuckel mit Scharnierplatten" },
  "armor:synthetic-power-armor": { de: "Synthetische Kraftrüstung" },
  "weapon:pump-action": { de: "Pumpgun" },
  "weaponModification:low-profile-suppressor": { de: "Flacher Schalldämpfer" },
  "weaponModification:holo-sight": { de: "Holovisier" },
  "gear:teleporter-helmet": { de: "Teleporterhelm" },
  "template:workaholism": { de: "Arbeitssucht" },
  // ---- foes: German names in the English chapter, English ones in the German chapter
  "foe:skelett": { en: "Skeleton" },
  "foe:schlange": { en: "Snake", de: "Schlange" },
  "foe:brain": { de: "Gehirn" },
  // ---- the swapped pair
  "template:der-zikadenvorvall": { en: "The Cicada Incident", de: "Der Zikadenvorfall" },
  // ---- typos
  "gear:adrenalin-shot": { en: "Adrenaline Shot" },
  "gear:alchemists-s-tool-kit": { en: "Alchemist's Tool Kit" },
  "gear:cap-of-logical-thinking": { en: "Cap of logical thinking" },
  "gear:silver-shavings": { en: "Silver shavings", de: "Silberspäne" },
  "gear:taniumdust": { en: "Tanium dust" },
  "gear:ziptie": { en: "Zip tie" },
  "gear:leatherbag": { en: "Leather bag" },
  "gear:elixir-of-sweet-slumber": { de: "Elixier des sanften Schlummers" },
  "gear:water-barrel": { de: "Wasserfass" },
  "gear:trollfang": { en: "Troll fang" },
  "gear:thymus-thymus-vulgaris": { en: "Thyme (Thymus vulgaris)" },
  "gear:valeriana-valeriana-officinalis": { en: "Valerian (Valeriana officinalis)" },
  "gear:salvia-salvia-officinalis": { en: "Sage (Salvia officinalis)" },
  "gear:inula-inula-helenium": { en: "Elecampane (Inula helenium)" },
  "gear:yarrows-achillea-millefolium": { en: "Yarrow (Achillea millefolium)" },
  "gear:vial-rainbow-blood-from-gargath": { en: "Vial of rainbow blood from Gargath" },
  "armor:transparent-nanofilm-visor": { de: "Transparentes Nanofilm-Visier" },
  "spell:weather-forcast": { en: "Weather forecast" },
  "spell:foxfire": { de: "Biolumineszenz" },
  "weapon:repetier-crossbow": { en: "Repeating Crossbow" },
  "weapon:flintlock-pistol": { de: "Steinschlosspistole" },
  "weapon:gorash-s-argorin-blessed-metal-jug": { de: "Gorashs Argoringesegneter Metallkrug" },
  "weaponModification:roughened-blade": { de: "Aufgeraute Klinge" },
  "weaponModification:extended-magazine-assault-rifles": { de: "Erweitertes Magazin (Sturmgewehre)" },
  "armor:subjected-vest": { en: "Undershirt vest" },
  "template:chim-rologist": { en: "Chimerologist" },
  "template:masterly-self-confidence": { de: "Meisterliches Selbstbewusstsein" },
  "template:misdirection": { de: "Taschenspielertrick" },
  "template:superstitious": { de: "Abergläubisch" },
  "template:magically-gifted": { de: "Magisch begabt" },
  "quirk:teratophobia": { en: "Teratophobia" },
  "quirk:hypersensitivity": { de: "Hypersensitivität" },
  // ---- namesakes (above)
  ...NAMESAKE_NAMES,
};

/** Folder names by `<kind>:<category key>` where the appendix's section title is wrong for a language. */
export const FOLDER_OVERRIDES: Readonly<Record<string, Names>> = {
  "spell:lizardFolkMagic": { en: "Lizard Folk Magic", de: "Echsenmagie" },
  // the English section title says "ticks"; our English term is "quirk" (docs/GLOSSARY.md)
  "quirk:mysticalTicks": { en: "Mystical quirks" },
};

/** Shadow names by their raw English name where a language's name is wrong. */
export const SHADOW_NAME_OVERRIDES: Readonly<Record<string, Names>> = {
  Gutmensch: { en: "Do-gooder" },
};

const used = new Set<string>();

/** The name an entry carries in `language`: the override, else the appendix's name. */
export function displayName(key: string, raw: string, language: Language): string {
  const override = NAME_OVERRIDES[key]?.[language];
  if (override !== undefined) used.add(`${key}|${language}`);
  return override ?? raw;
}

/** Forgets which overrides were used (before an import). */
export function resetNameUse(): void {
  used.clear();
}

/** Overrides no entry used: a key that does not exist (any more). */
export function unusedNameOverrides(): string[] {
  return Object.entries(NAME_OVERRIDES).flatMap(([key, names]) =>
    (Object.keys(names) as Language[]).filter((language) => !used.has(`${key}|${language}`)).map((language) => `${key} (${language})`),
  );
}

/** A folder's name in `language`: the override, else `fallback`. */
export function folderName(kind: string, category: string, fallback: string, language: Language): string {
  return FOLDER_OVERRIDES[`${kind}:${category}`]?.[language] ?? fallback;
}

/** A shadow's name in `language`. */
export function shadowName(englishName: string, raw: string, language: Language): string {
  return SHADOW_NAME_OVERRIDES[englishName]?.[language] ?? raw;
}
