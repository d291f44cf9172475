/**
 * The NPC compendium's source: ready foes and creatures, each built from a lineage, templates and
 * equipment of the packs (referenced by their stable keys, `flags.phasesix.key`). `npm run
 * build:npcs` (scripts/npcs/build.ts) resolves every reference in the English and the German packs,
 * derives the NPC's values exactly as the builder's NPC quick build does, and writes
 * `packs/npcs-en/` and `packs/npcs-de/`.
 *
 * Names and descriptions are our own words. The rulebook's own foes (animals, undead, aliens…) are the
 * foe packs (`packs/foes-*`, issue 21); an animal the rulebook has is not repeated here. The few
 * creatures left (a demon, a vampire, a ghoul) are built from the Human lineage and the templates that
 * come closest, attack with the unarmed rules (Hand to Hand, +1 die with Quickness above 2, piercing 1
 * with Strength above 2) and say so in their `assumption`, in both languages. Every embedded weapon is
 * listed as an attack; an NPC built with more career points than a new character says so.
 */
import type { EraKey, WorldKey } from "../../src/rules/catalog/index.ts";

/** A text in both languages. */
export interface Bilingual {
  en: string;
  de: string;
}

export interface NpcDefinition {
  /** Stable key of the NPC (`npc:<slug>`); its ids derive from it. */
  key: string;
  name: Bilingual;
  /** One line about the NPC (our own words). */
  description: Bilingual;
  /** Key of the lineage (its lineage template comes with it, as in the builder). */
  lineage: string;
  /** Keys of the templates, in the order they are picked. */
  templates: readonly string[];
  /** Keys of the weapons, armour (worn) and gear (carried) the NPC has as embedded items. */
  weapons: readonly string[];
  armor: readonly string[];
  gear: readonly string[];
  /** Keys of the spells a caster knows: of its templates' traditions, within its spell points. */
  spells?: readonly string[];
  /** Where the NPC belongs; the first world files it into that world's folder. */
  eras: readonly EraKey[];
  worlds: readonly WorldKey[];
  /** A Foundry core icon. */
  img: string;
  /** Natural attacks (creatures): rolled with the unarmed rules on Hand to Hand. */
  naturalAttacks?: readonly Bilingual[];
  /** A demon: its natural attacks are demonic (demonic protection units work against them). */
  demonic?: boolean;
  /** What the build had to assume (values no template gives); shown in the description. */
  assumption?: Bilingual;
}


export const NPCS: readonly NpcDefinition[] = [
  // ---------------------------------------------------------------- Terra: antiquity
  {
    key: "npc:hoplite",
    name: { en: "Hoplite", de: "Hoplit" },
    description: {
      en: "Citizen soldier of a Greek city, fighting shoulder to shoulder behind a great round shield.",
      de: "Bürgersoldat einer griechischen Stadt, der Schulter an Schulter hinter seinem großen Rundschild kämpft.",
    },
    lineage: "lineage:human",
    templates: ["template:soldier", "template:strength-training"],
    weapons: ["weapon:spear"],
    armor: ["armor:linothorax-breastplate", "armor:bronze-corinthian-helmet", "armor:greek-bronze-greaves", "armor:greek-hoplite-shield"],
    gear: [],
    eras: ["antiquity"],
    worlds: ["terra"],
    img: "icons/environment/people/spearfighter.webp",
  },
  {
    key: "npc:legionary",
    name: { en: "Legionary", de: "Legionär" },
    description: {
      en: "Drilled Roman foot soldier: throws the pilum, then closes in with the short sword.",
      de: "Gedrillter römischer Fußsoldat: wirft zuerst das Pilum, dann geht er mit dem Kurzschwert auf Nahdistanz.",
    },
    lineage: "lineage:human",
    templates: ["template:soldier", "template:military-academy"],
    weapons: ["weapon:gladius", "weapon:pilum-with-amentum"],
    armor: ["armor:lorica-segmentata", "armor:plumed-bronze-helm", "armor:wooden-leather-reinforced-shield"],
    gear: [],
    eras: ["antiquity"],
    worlds: ["terra"],
    img: "icons/svg/sword.svg",
  },
  {
    key: "npc:highwayman",
    name: { en: "Highwayman", de: "Straßenräuber" },
    description: {
      en: "Robs travellers on lonely roads and runs as soon as the fight turns.",
      de: "Überfällt Reisende auf einsamen Straßen und flieht, sobald sich der Kampf wendet.",
    },
    lineage: "lineage:human",
    templates: ["template:outlaw", "template:homeless"],
    weapons: ["weapon:club", "weapon:hunting-knife"],
    armor: ["armor:tunic"],
    gear: ["gear:rope-3m"],
    eras: ["antiquity", "middleAges"],
    worlds: ["terra", "tirakan"],
    img: "icons/environment/people/commoner.webp",
  },
  // ---------------------------------------------------------------- Terra: Middle Ages
  {
    key: "npc:town-guard",
    name: { en: "Town guard", de: "Stadtwache" },
    description: {
      en: "Watches gate and market with a halberd; calls for help before taking on armed groups.",
      de: "Bewacht Tor und Markt mit der Hellebarde; ruft Verstärkung, bevor sie sich bewaffneten Gruppen stellt.",
    },
    lineage: "lineage:human",
    templates: ["template:warrior", "template:squire", "template:adventurous"],
    weapons: ["weapon:halberd"],
    armor: ["armor:leather-armor", "armor:kettle-hat", "armor:leather-shoes"],
    gear: ["gear:handcuffs:surveillance-terra-tirakan", "gear:torch"],
    eras: ["middleAges"],
    worlds: ["terra", "tirakan"],
    img: "icons/svg/tower.svg",
  },
  {
    key: "npc:knight",
    name: { en: "Knight", de: "Ritter" },
    description: {
      en: "Armoured noble warrior, trained from youth for the lance and the sword.",
      de: "Gepanzerter adliger Kämpfer, von Jugend an für Lanze und Schwert ausgebildet.",
    },
    lineage: "lineage:human",
    templates: ["template:squire", "template:knight", "template:aristocratic"],
    weapons: ["weapon:long-sword", "weapon:lance"],
    armor: ["armor:plate-armor", "armor:roundshield"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["terra", "tirakan"],
    img: "icons/environment/people/charge.webp",
  },
  {
    key: "npc:crossbowman",
    name: { en: "Crossbowman", de: "Armbrustschütze" },
    description: {
      en: "Shoots from cover on the walls; draws the short sword only when the enemy is upon him.",
      de: "Schießt aus der Deckung der Mauern; zieht das Kurzschwert erst, wenn der Feind vor ihm steht.",
    },
    lineage: "lineage:human",
    templates: ["template:soldier", "template:hunt"],
    weapons: ["weapon:crossbow", "weapon:short-sword"],
    armor: ["armor:quilted-linen-gambeson", "armor:kettle-hat"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["terra", "tirakan"],
    img: "icons/svg/target.svg",
  },
  {
    key: "npc:heretic-cultist",
    name: { en: "Heretic cultist", de: "Ketzerischer Kultist" },
    description: {
      en: "Member of a secret sect that meets in cellars and ruins; fanatical, poorly armed.",
      de: "Mitglied einer geheimen Sekte, die sich in Kellern und Ruinen trifft; fanatisch, schlecht bewaffnet.",
    },
    lineage: "lineage:human",
    templates: ["template:monasticism", "template:cult-membership", "template:esotericism"],
    weapons: ["weapon:poison-dagger"],
    armor: ["armor:robe"],
    gear: ["gear:pitch-torch"],
    eras: ["middleAges"],
    worlds: ["terra"],
    img: "icons/svg/cowled.svg",
  },
  // ---------------------------------------------------------------- Terra: Victorian era
  {
    key: "npc:constable",
    name: { en: "Constable", de: "Konstabler" },
    description: {
      en: "Police officer on the beat with truncheon and whistle.",
      de: "Polizist auf Streife mit Schlagstock und Trillerpfeife.",
    },
    lineage: "lineage:human",
    templates: ["template:police-officer", "template:strength-training"],
    weapons: ["weapon:baton"],
    armor: ["armor:two-piece-suit"],
    gear: ["gear:signal-whistle", "gear:storm-lantern"],
    eras: ["victorian"],
    worlds: ["terra"],
    img: "icons/svg/city.svg",
  },
  {
    key: "npc:victorian-rough",
    name: { en: "Docklands rough", de: "Hafenschläger" },
    description: {
      en: "Gang member from the harbour slums, handy with a cudgel, with a derringer for emergencies.",
      de: "Bandenmitglied aus den Hafenvierteln, geübt mit dem Knüppel, mit einer Derringer für den Notfall.",
    },
    lineage: "lineage:human",
    templates: ["template:gang-member", "template:brawler"],
    weapons: ["weapon:club", "weapon:derringer"],
    armor: ["armor:normal-clothing"],
    gear: [],
    eras: ["victorian"],
    worlds: ["terra"],
    img: "icons/svg/tankard.svg",
  },
  {
    key: "npc:occultist",
    name: { en: "Occultist", de: "Okkultist" },
    description: {
      en: "Gentleman scholar of forbidden lore who holds séances and hides a blade in his cane.",
      de: "Gelehrter Herr mit verbotenem Wissen, der Séancen abhält und eine Klinge in seinem Stock verbirgt.",
    },
    lineage: "lineage:human",
    templates: ["template:boarding-school", "template:superstitious", "template:esotericism", "template:cult-membership"],
    weapons: ["weapon:sword-cane"],
    armor: ["armor:victorian-gentleman-clothing"],
    gear: ["gear:ouija-board", "gear:pocket-watch"],
    eras: ["victorian"],
    worlds: ["terra"],
    img: "icons/svg/book.svg",
  },
  // ---------------------------------------------------------------- Terra: World Wars
  {
    key: "npc:infantryman",
    name: { en: "Infantryman", de: "Infanterist" },
    description: {
      en: "Rifleman of the world wars with bayonet and entrenching tool for close fighting.",
      de: "Schütze der Weltkriege mit Bajonett und Klappspaten für den Nahkampf.",
    },
    lineage: "lineage:human",
    templates: ["template:middle-school", "template:soldier"],
    weapons: ["weapon:kar98", "weapon:bayonet", "weapon:entrenching-tool"],
    armor: ["armor:steel-toe-combat-boots"],
    gear: ["gear:first-aid-kit"],
    eras: ["worldWars"],
    worlds: ["terra"],
    img: "icons/svg/combat.svg",
  },
  {
    key: "npc:prohibition-gangster",
    name: { en: "Prohibition gangster", de: "Gangster der Prohibitionszeit" },
    description: {
      en: "Bootlegger in a sharp suit who settles disputes with a Tommy gun.",
      de: "Schmuggler im feinen Anzug, der Streit mit der Tommy Gun beilegt.",
    },
    lineage: "lineage:human",
    templates: ["template:gang-member", "template:gunslinger"],
    weapons: ["weapon:tommy-gun", "weapon:colt-1911"],
    armor: ["armor:two-piece-suit"],
    gear: [],
    eras: ["worldWars"],
    worlds: ["terra"],
    img: "icons/svg/coins.svg",
  },
  // ---------------------------------------------------------------- Terra / NEXUS: Cold War
  {
    key: "npc:cold-war-spy",
    name: { en: "Cold War spy", de: "Spion im Kalten Krieg" },
    description: {
      en: "Agent behind the Iron Curtain: listens, lies and shoots only when cornered.",
      de: "Agent hinter dem Eisernen Vorhang: horcht, lügt und schießt nur, wenn er in die Enge getrieben wird.",
    },
    lineage: "lineage:human",
    templates: ["template:boarding-school", "template:spy", "template:gunslinger"],
    weapons: ["weapon:walther-p99"],
    armor: ["armor:trenchcoat"],
    gear: ["gear:bug-covert-listening-device"],
    eras: ["coldWar"],
    worlds: ["terra", "nexus"],
    img: "icons/svg/invisible.svg",
  },
  {
    key: "npc:conscript",
    name: { en: "Conscript", de: "Wehrpflichtiger" },
    description: {
      en: "Young soldier doing national service with an assault rifle and a flak jacket.",
      de: "Junger Soldat im Wehrdienst mit Sturmgewehr und Splitterschutzweste.",
    },
    lineage: "lineage:human",
    templates: ["template:comprehensive-school", "template:soldier"],
    weapons: ["weapon:ak-47"],
    armor: ["armor:flak-jacket", "armor:tactical-helmet"],
    gear: [],
    eras: ["coldWar"],
    worlds: ["terra"],
    img: "icons/svg/explosion.svg",
  },
  // ---------------------------------------------------------------- Terra / NEXUS: modern times
  {
    key: "npc:patrol-officer",
    name: { en: "Patrol officer", de: "Streifenpolizist" },
    description: {
      en: "Police officer on patrol with pistol, baton and a protective vest.",
      de: "Polizist auf Streife mit Pistole, Schlagstock und Schutzweste.",
    },
    lineage: "lineage:human",
    templates: ["template:high-school", "template:police-officer"],
    weapons: ["weapon:glock-9mm", "weapon:baton"],
    armor: ["armor:kevlar-vest"],
    gear: ["gear:handcuffs:surveillance-terra-nexus", "gear:flashlight"],
    eras: ["modern"],
    worlds: ["terra", "nexus"],
    img: "icons/svg/padlock.svg",
  },
  {
    key: "npc:street-thug",
    name: { en: "Street thug", de: "Straßenschläger" },
    description: {
      en: "Hangs around with his gang, picks fights and carries a switchblade.",
      de: "Hängt mit seiner Gang herum, sucht Streit und trägt ein Klappmesser.",
    },
    lineage: "lineage:human",
    templates: ["template:dropped-out-of-school", "template:gang-member", "template:brawler"],
    weapons: ["weapon:switchblade", "weapon:brass-knuckles"],
    armor: ["armor:normal-clothing"],
    gear: [],
    eras: ["coldWar", "modern"],
    worlds: ["terra", "nexus"],
    img: "icons/svg/daze.svg",
  },
  {
    key: "npc:security-guard",
    name: { en: "Security guard", de: "Wachmann" },
    description: {
      en: "Guards buildings at night; alert, but not paid to be a hero.",
      de: "Bewacht nachts Gebäude; aufmerksam, aber nicht dafür bezahlt, ein Held zu sein.",
    },
    lineage: "lineage:human",
    templates: ["template:middle-school", "template:security-agent", "template:adventurous"],
    weapons: ["weapon:baton", "weapon:hk-usp"],
    armor: ["armor:security-vest"],
    gear: ["gear:flashlight", "gear:intercoms"],
    eras: ["modern"],
    worlds: ["terra", "nexus"],
    img: "icons/svg/light.svg",
  },
  {
    key: "npc:special-forces",
    name: { en: "Special forces operator", de: "Elitesoldat" },
    description: {
      en: "Elite soldier of a special unit: precise shooter, heavy vest, works in teams.",
      de: "Soldat einer Spezialeinheit: präziser Schütze, schwere Weste, arbeitet im Team.",
    },
    lineage: "lineage:human",
    templates: ["template:military-academy", "template:soldier", "template:good-shooter", "template:marksman"],
    weapons: ["weapon:steyr-aug", "weapon:hk-usp"],
    armor: ["armor:heavy-ballistic-vest", "armor:tactical-helmet"],
    gear: ["gear:intercoms", "gear:first-aid-kit"],
    eras: ["modern"],
    worlds: ["terra", "nexus"],
    img: "icons/svg/dice-target.svg",
  },
  {
    key: "npc:mercenary",
    name: { en: "Mercenary", de: "Söldner" },
    description: {
      en: "Fights for whoever pays; knows his weapons and is hard to bring down.",
      de: "Kämpft für den, der zahlt; kennt seine Waffen und ist schwer zu Fall zu bringen.",
    },
    lineage: "lineage:human",
    templates: ["template:mercenary", "template:weapon-enthusiast", "template:stalwart"],
    weapons: ["weapon:g3", "weapon:machete"],
    armor: ["armor:flak-jacket"],
    gear: [],
    eras: ["coldWar", "modern"],
    worlds: ["terra", "nexus"],
    img: "icons/svg/hazard.svg",
  },
  // ---------------------------------------------------------------- Terra: science fiction
  {
    key: "npc:space-pirate",
    name: { en: "Space pirate", de: "Weltraumpirat" },
    description: {
      en: "Boards cargo ships in a space suit, laser pistol in one hand, molecular knife in the other.",
      de: "Entert Frachtschiffe im Raumanzug, Laserpistole in der einen, Molekularmesser in der anderen Hand.",
    },
    lineage: "lineage:human",
    templates: ["template:space-pirate", "template:good-shooter"],
    weapons: ["weapon:laser-pistol", "weapon:molecular-knife"],
    armor: ["armor:space-suit"],
    gear: [],
    eras: ["sciFi"],
    worlds: ["terra"],
    img: "icons/svg/anchor.svg",
  },
  {
    key: "npc:battle-suit-trooper",
    name: { en: "Battle-suit trooper", de: "Soldat im Gefechtsanzug" },
    description: {
      en: "Future infantry in a full battle suit with laser rifle and helmet display.",
      de: "Infanterie der Zukunft im vollen Gefechtsanzug mit Lasergewehr und Helmanzeige.",
    },
    lineage: "lineage:human",
    templates: ["template:military-academy", "template:soldier"],
    weapons: ["weapon:laser-rifle", "weapon:molecular-sword"],
    armor: ["armor:infantry-battle-suit", "armor:graphene-armored-helmet-with-hud"],
    gear: [],
    eras: ["sciFi"],
    worlds: ["terra"],
    img: "icons/svg/holy-shield.svg",
  },
  {
    key: "npc:combat-drone",
    name: { en: "Combat drone", de: "Kampfdrohne" },
    description: {
      en: "Hovering combat machine with a mounted flechette rifle.",
      de: "Schwebende Kampfmaschine mit aufmontiertem Flechettegewehr.",
    },
    lineage: "lineage:human",
    templates: ["template:good-shooter", "template:evasion", "template:ignore-pain"],
    weapons: ["weapon:flechette-rifle"],
    armor: ["armor:synthetic-power-armor"],
    gear: [],
    eras: ["sciFi"],
    worlds: ["terra"],
    img: "icons/commodities/tech/cog-brass.webp",
    assumption: {
      en: "The rulebook has no machines as foes: the values are those of the build above, and its plating is the armour it carries. Adjust to your table.",
      de: "Das Regelwerk kennt keine Maschinen als Gegner: Die Werte sind die des Aufbaus oben, seine Panzerung ist die Rüstung, die es trägt. Passt sie eurem Tisch an.",
    },
  },
  // ---------------------------------------------------------------- Tirakan
  {
    key: "npc:toranian-guard",
    name: { en: "Toranian guard", de: "Toranischer Wächter" },
    description: {
      en: "Dutiful guard of the Toran, who checks papers before he lowers his boar spear.",
      de: "Pflichtbewusster Wächter der Toran, der erst die Papiere prüft, bevor er die Saufeder senkt.",
    },
    lineage: "lineage:toran",
    templates: ["template:warrior", "template:squire"],
    weapons: ["weapon:toranian-boar-spear", "weapon:short-sword"],
    armor: ["armor:leather-armor", "armor:kettle-hat"],
    gear: ["gear:toranian-citizen-pass"],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/castle.svg",
  },
  {
    key: "npc:katora-berserker",
    name: { en: "Katora berserker", de: "Katora-Berserker" },
    description: {
      en: "Huge Katora warrior who charges into the enemy line with a barbarian sword.",
      de: "Riesiger Katora-Krieger, der mit dem Barbarenschwert in die feindliche Reihe stürmt.",
    },
    lineage: "lineage:katora",
    templates: ["template:warrior", "template:strongman"],
    weapons: ["weapon:barbarian-sword"],
    armor: ["armor:leather-armor"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/terror.svg",
  },
  {
    key: "npc:kroto-chim-raider",
    name: { en: "Kroto'Chim raider", de: "Kroto'Chim-Plünderer" },
    description: {
      en: "Scaled raider of the marshes who hunts with spear and sling.",
      de: "Geschuppter Plünderer aus den Sümpfen, der mit Speer und Schleuder jagt.",
    },
    lineage: "lineage:kroto-chim",
    templates: ["template:outlaw", "template:hunt"],
    weapons: ["weapon:spear", "weapon:sling"],
    armor: ["armor:tunic"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/oak.svg",
  },
  {
    key: "npc:ancatir-scout",
    name: { en: "Ancatir scout", de: "Ancatir-Späher" },
    description: {
      en: "Silent forest scout of the Ancatir with an elven bow and a shadow-skin cloak.",
      de: "Lautloser Waldläufer der Ancatir mit Elfenbogen und Schattenhaut.",
    },
    lineage: "lineage:ancatir",
    templates: ["template:ranger:occupation-7", "template:camouflage-and-hiding"],
    weapons: ["weapon:elven-bow", "weapon:long-knife"],
    armor: ["armor:schattenhaut"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/eye.svg",
  },
  {
    key: "npc:o-grut-brigand",
    name: { en: "O'Grut brigand", de: "O'Grut-Strauchdieb" },
    description: {
      en: "Tough O'Grut bandit with a blunderbuss and a bag full of lies.",
      de: "Zäher O'Grut-Bandit mit Donnerbüchse und einem Sack voller Lügen.",
    },
    lineage: "lineage:o-grut",
    templates: ["template:outlaw", "template:brawler"],
    weapons: ["weapon:o-grut-blunderbuss", "weapon:club"],
    armor: ["armor:linen-surcoat"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/barrel.svg",
  },
  {
    key: "npc:xordai-forge-warden",
    name: { en: "Xordai forge warden", de: "Xordai-Schmiedewächter" },
    description: {
      en: "Sturdy Xordai smith who defends his forge with the hammer he works with.",
      de: "Stämmiger Xordai-Schmied, der seine Schmiede mit dem Hammer verteidigt, mit dem er arbeitet.",
    },
    lineage: "lineage:xordai",
    templates: ["template:blacksmith", "template:stalwart"],
    weapons: ["weapon:forging-hammer"],
    armor: ["armor:leather-armor", "armor:iron-gauntlets"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/mountain.svg",
  },
  {
    key: "npc:gasdaria-sellsword",
    name: { en: "Gasdaria sellsword", de: "Gasdaria-Klingenmieter" },
    description: {
      en: "Proud Gasdaria fighter for hire with a sabre and a brigandine.",
      de: "Stolzer Gasdaria-Kämpfer zum Mieten mit Säbel und Brigantine.",
    },
    lineage: "lineage:gasdaria",
    templates: ["template:mercenary", "template:trained-sword-arm"],
    weapons: ["weapon:sabre", "weapon:throwing-axe"],
    armor: ["armor:canvas-and-leather-brigandine"],
    gear: [],
    eras: ["middleAges"],
    worlds: ["tirakan"],
    img: "icons/svg/fire-shield.svg",
  },
  {
    key: "npc:necromancer",
    name: { en: "Necromancer", de: "Totenbeschwörer" },
    description: {
      en: "Mage of death magic who keeps his distance and lets others fight; versed in necrology.",
      de: "Magier der Totenmagie, der Abstand hält und andere kämpfen lässt; bewandert in der Nekrologie.",
    },
    lineage: "lineage:human",
    templates: ["template:arcane-study", "template:necromancer", "template:necrology"],
    weapons: ["weapon:staff"],
    armor: ["armor:robe"],
    gear: ["gear:grimoire"],
    spells: ["spell:bone-shield", "spell:the-wrath-of-bones", "spell:torment-of-the-bones"],
    eras: ["middleAges"],
    worlds: ["tirakan", "terra"],
    img: "icons/magic/death/skull-horned-goat-pentagram-red.webp",
  },
  {
    key: "npc:hedge-witch",
    name: { en: "Hedge witch", de: "Heckenhexe" },
    description: {
      en: "Lives at the edge of the village; heals for a price and curses those who cross her.",
      de: "Lebt am Dorfrand; heilt gegen Bezahlung und verflucht, wer sich mit ihr anlegt.",
    },
    lineage: "lineage:human",
    templates: ["template:witch", "template:curses"],
    weapons: ["weapon:sickle"],
    armor: ["armor:robe"],
    gear: [],
    spells: ["spell:bad-luck", "spell:fear"],
    eras: ["middleAges"],
    worlds: ["tirakan", "terra"],
    img: "icons/magic/control/control-influence-puppet.webp",
  },
  {
    key: "npc:druid",
    name: { en: "Druid", de: "Druide" },
    description: {
      en: "Keeper of a sacred grove who calls on wind, thorn and lightning against intruders.",
      de: "Hüter eines heiligen Hains, der Wind, Dornen und Blitz gegen Eindringlinge ruft.",
    },
    lineage: "lineage:human",
    templates: ["template:druid", "template:elemental-magic"],
    weapons: ["weapon:staff"],
    armor: ["armor:robe"],
    gear: [],
    spells: ["spell:arrow-of-wind", "spell:shock"],
    eras: ["antiquity", "middleAges"],
    worlds: ["tirakan", "terra"],
    img: "icons/magic/nature/leaf-glow-maple-green.webp",
  },
  {
    key: "npc:demonologist",
    name: { en: "Demonologist", de: "Dämonologe" },
    description: {
      en: "Gentleman scholar of forbidden books who bargains with the other side and keeps a pistol in his coat.",
      de: "Gelehrter Herr verbotener Bücher, der mit der anderen Seite verhandelt und eine Pistole im Mantel trägt.",
    },
    lineage: "lineage:human",
    templates: ["template:demonologist", "template:demonology"],
    weapons: ["weapon:derringer"],
    armor: [],
    gear: [],
    spells: ["spell:web", "spell:breath-of-wisgu"],
    eras: ["victorian"],
    worlds: ["terra"],
    img: "icons/commodities/treasure/token-runed-circles-purple.webp",
  },
  {
    key: "npc:cult-priest",
    name: { en: "Cult priest", de: "Kultpriester" },
    description: {
      en: "Leads a dark congregation; commanding, devout and armed with a mace.",
      de: "Führt eine finstere Gemeinde; gebieterisch, gläubig und mit einem Streitkolben bewaffnet.",
    },
    lineage: "lineage:human",
    templates: ["template:priest", "template:cult-membership", "template:intimidating"],
    weapons: ["weapon:mace", "weapon:sickle"],
    armor: ["armor:robe", "armor:chainmail-coif"],
    gear: ["gear:pitch-torch"],
    eras: ["middleAges"],
    worlds: ["tirakan", "terra"],
    img: "icons/svg/temple.svg",
  },
  // ---------------------------------------------------------------- Creatures
  {
    key: "npc:lesser-demon",
    name: { en: "Lesser demon", de: "Niederer Dämon" },
    description: {
      en: "Summoned horned thing with bark-hard skin that feels no pain and tears with its claws.",
      de: "Beschworenes gehörntes Wesen mit borkenharter Haut, das keinen Schmerz spürt und mit Klauen reißt.",
    },
    lineage: "lineage:human",
    templates: ["template:deformed", "template:barkskin", "template:strongman", "template:stalwart", "template:ignore-pain"],
    weapons: [],
    armor: ["armor:amulet-against-the-demon"],
    gear: [],
    eras: ["middleAges", "victorian"],
    worlds: ["tirakan"],
    img: "icons/magic/unholy/silhouette-evil-horned-red.webp",
    naturalAttacks: [{ en: "Claws", de: "Klauen" }],
    demonic: true,
    assumption: {
      en: "The rulebook gives demons no values: the values are those of the build above; the claws use the unarmed rules and are demonic; its protection against demonic influence is that of the amulet it wears. Adjust to your table.",
      de: "Das Regelwerk gibt Dämonen keine Werte: Die Werte sind die des Aufbaus oben; die Klauen folgen den Regeln für waffenlose Angriffe und sind dämonisch; sein Schutz gegen dämonischen Einfluss ist der des Amuletts, das er trägt. Passt sie eurem Tisch an.",
    },
  },
  {
    key: "npc:vampire",
    name: { en: "Vampire", de: "Vampir" },
    description: {
      en: "Charming predator of the night who strikes from the shadows and drinks blood.",
      de: "Charmanter Jäger der Nacht, der aus dem Schatten zuschlägt und Blut trinkt.",
    },
    lineage: "lineage:human",
    templates: ["template:vampire:environment-4", "template:assassin", "template:likable"],
    weapons: ["weapon:stiletto"],
    armor: ["armor:two-piece-suit"],
    gear: [],
    eras: ["victorian", "modern"],
    worlds: ["nexus", "terra"],
    img: "icons/svg/blood.svg",
    naturalAttacks: [{ en: "Bite", de: "Biss" }],
    assumption: {
      en: "The rulebook gives vampires no foe values: the values are those of the build above (with the Vampire template); the bite uses the unarmed rules. Adjust to your table.",
      de: "Das Regelwerk gibt Vampiren keine Gegnerwerte: Die Werte sind die des Aufbaus oben (mit der Schablone Vampir); der Biss folgt den Regeln für waffenlose Angriffe. Passt sie eurem Tisch an.",
    },
  },
  {
    key: "npc:ghoul",
    name: { en: "Ghoul", de: "Ghul" },
    description: {
      en: "Starved corpse-eater from crypts and sewers that ignores its wounds.",
      de: "Ausgehungerter Leichenfresser aus Grüften und Kanälen, der seine Wunden nicht beachtet.",
    },
    lineage: "lineage:human",
    templates: ["template:homeless", "template:deformed", "template:brawler", "template:ignore-pain"],
    weapons: [],
    armor: [],
    gear: [],
    eras: ["victorian", "modern"],
    worlds: ["nexus", "terra"],
    img: "icons/creatures/abilities/mouth-teeth-rows-white.webp",
    naturalAttacks: [{ en: "Claws and teeth", de: "Klauen und Zähne" }],
    assumption: {
      en: "The rulebook gives ghouls no values: the values are those of the build above; claws and teeth use the unarmed rules. Adjust to your table.",
      de: "Das Regelwerk gibt Ghulen keine Werte: Die Werte sind die des Aufbaus oben; Klauen und Zähne folgen den Regeln für waffenlose Angriffe. Passt sie eurem Tisch an.",
    },
  },
  // ---------------------------------------------------------------- NEXUS
  {
    key: "npc:deep-cultist",
    name: { en: "Cultist of the deep", de: "Kultist der Tiefe" },
    description: {
      en: "Worships things beyond the stars; knows more than is good for anyone.",
      de: "Verehrt Wesen jenseits der Sterne; weiß mehr, als irgendwem guttut.",
    },
    lineage: "lineage:human",
    templates: ["template:cult-membership", "template:esotericism", "template:elder-knowledge"],
    weapons: ["weapon:stiletto"],
    armor: ["armor:robe"],
    gear: ["gear:obsidian-ritual-dagger", "gear:smartphone"],
    eras: ["modern"],
    worlds: ["nexus"],
    img: "icons/creatures/tentacles/tentacles-thing-green.webp",
  },
  {
    key: "npc:nexus-field-agent",
    name: { en: "NEXUS field agent", de: "NEXUS-Außenagent" },
    description: {
      en: "Agent of Department V on the trail of the paranormal, with shotgun and holy water.",
      de: "Agent der Abteilung V auf der Spur des Paranormalen, mit Schrotflinte und Weihwasser.",
    },
    lineage: "lineage:human",
    templates: ["template:high-school", "template:police-officer", "template:ghosthunter"],
    weapons: ["weapon:hk-usp", "weapon:pump-action"],
    armor: ["armor:tactical-vest"],
    gear: ["gear:bottle-of-holy-water", "gear:universal-communicator"],
    eras: ["modern"],
    worlds: ["nexus"],
    img: "icons/svg/portal.svg",
  },
  {
    key: "npc:corporate-enforcer",
    name: { en: "Corporate enforcer", de: "Konzernschläger" },
    description: {
      en: "Security of a company with secrets: well equipped, well paid, not too curious.",
      de: "Sicherheitskraft eines Konzerns mit Geheimnissen: gut ausgerüstet, gut bezahlt, nicht zu neugierig.",
    },
    lineage: "lineage:human",
    templates: ["template:security-agent", "template:weapon-enthusiast"],
    weapons: ["weapon:mp5", "weapon:baton"],
    armor: ["armor:ballistic-vest", "armor:tactical-helmet"],
    gear: ["gear:intercoms"],
    eras: ["modern"],
    worlds: ["nexus"],
    img: "icons/svg/video.svg",
  },
];
