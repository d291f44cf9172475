import { describe, expect, it } from "vitest";
import { DEFAULT_WORLD_RULES, type WorldRules } from "../catalog/world-rules.ts";
import { SKILL_BASE } from "../catalog/index.ts";
import { buildRuleset, DEFAULT_RULESET, difficultyOf, isEdition } from "./ruleset.ts";

const inWorld = (world: WorldRules["world"]): WorldRules => ({ ...DEFAULT_WORLD_RULES, world });

describe("the ruleset of the 2025 edition", () => {
  const r = buildRuleset({ edition: "2025" });

  it("is the default and carries the world settings unchanged", () => {
    expect(DEFAULT_RULESET).toEqual(r);
    expect(r.edition).toBe("2025");
    expect(r.variants).toEqual(DEFAULT_WORLD_RULES.variants);
    expect(r.optional).toEqual(DEFAULT_WORLD_RULES.optional);
  });

  it("keeps the wrong-distance rule optional (rulebook-de.md → Trefferwürfe bei falscher Distanz)", () => {
    const off = buildRuleset({ edition: "2025", world: { ...DEFAULT_WORLD_RULES, optional: { rangeBands: false, armourDamage: false } } });
    expect(off.optional.rangeBands).toBe(false);
    expect(off.combat.wrongDistanceCore).toBe(false);
  });

  it("has the 2025 difficulty scale −2 … +4 (rulebook-de.md → Schwierigkeitsgrade)", () => {
    expect(r.difficulties.map((d) => d.modifier)).toEqual([-2, -1, 0, 1, 2, 3, 4]);
  });

  it("takes base values from the lineage and pays templates with career points", () => {
    expect(r.base.source).toBe("lineage");
    expect(r.base.aspects).toBeNull();
    // the book leaves the starting capital to the GM without a sum: our default, 2,000 (as the 2026 book's usual sum)
    expect(r.creation).toEqual({ currency: "careerPoints", startingReputation: 0, startingCapital: 2000 });
    expect(buildRuleset({ edition: "2025", startingCapital: 750 }).creation.startingCapital).toBe(750);
    expect(buildRuleset({ edition: "2025", startingCapital: Number.NaN }).creation.startingCapital).toBe(2000);
    expect(buildRuleset({ edition: "2025", startingCapital: -1 }).creation.startingCapital).toBe(0);
    expect(r.advancement.categories).toEqual(["character", "interests", "environment", "talent"]);
  });

  it("keeps the 2025 combat rules in every world", () => {
    for (const world of ["terra", "nexus", "tirakan"] as const) {
      const c = buildRuleset({ edition: "2025", world: inWorld(world) }).combat;
      expect(c).toEqual({
        quickReaction: false,
        parryCancelsCriticals: false,
        disarmMinRoll: 3,
        deviationDirection: "d12",
        attackModes: true,
        recoil: true,
        aimingWeapons: "meleeAndSingleShot",
        wrongDistanceCore: false,
        innateProtection: "unlimited",
        // no D in the 2025 book: our reading of the appendix's D units, one hit of a demonic attack only
        demonicProtection: { anyAttack: false, demonicHits: 1 },
      });
    }
    expect(r.character.skillBase).toEqual(SKILL_BASE);
  });
});

describe("the ruleset of the 2026 edition", () => {
  const terra = buildRuleset({ edition: "2026" });
  const tirakan = buildRuleset({ edition: "2026", world: inWorld("tirakan") });
  const nexus = buildRuleset({ edition: "2026", world: inWorld("nexus") });

  it("has the difficulty scale +1/+3/+6/+12 (rolls chapter → Schwierigkeitsgrade)", () => {
    expect(terra.difficulties.map((d) => d.modifier)).toEqual([-2, -1, 0, 1, 3, 6, 12]);
    expect(difficultyOf(terra, "extremelyHard")).toBe(6);
    expect(difficultyOf(DEFAULT_RULESET, "extremelyHard")).toBe(3);
  });

  it("rolls Empathy on Charm (character chapter → Empathie)", () => {
    expect(terra.character.skillBase.empathy).toBe("charm");
    expect(terra.character.skillBase.stealth).toBe("conscientiousness");
  });

  it("gives everyone the base values (create chapter → Basiswerte), per world book", () => {
    expect(terra.base.source).toBe("character");
    expect(terra.base.aspects).toMatchObject({ actions: 2, minRoll: 5, maxHealth: 10, maxStress: 10, bonusDice: 0, rerolls: 0, destinyDice: 0, protection: 0, evasion: 0, careerPoints: 0 });
    expect(terra.base.baseStress).toBe(0);
    expect(tirakan.base.aspects?.maxStress).toBe(0);
    expect(tirakan.base.baseStress).toBeNull();
    expect(nexus.base.aspects?.maxArcana).toBe(0);
  });

  it("creates with 20 reputation by default, the GM's amount otherwise, and 2,000 starting capital (create chapter → Reputation, Ausrüstung)", () => {
    expect(terra.creation).toEqual({ currency: "reputation", startingReputation: 20, startingCapital: 2000 });
    expect(buildRuleset({ edition: "2026", startingReputation: 30 }).creation.startingReputation).toBe(30);
    expect(buildRuleset({ edition: "2026", startingReputation: Number.NaN }).creation.startingReputation).toBe(20);
    expect(buildRuleset({ edition: "2026", startingReputation: -5 }).creation.startingReputation).toBe(0);
  });

  it("lets advancement buy every category but the lineage (advancement chapter → Den Charakter weiterentwickeln)", () => {
    expect(terra.advancement.categories).toEqual(["occupation", "education", "interests", "character", "talent", "environment"]);
    expect(terra.advancement.spellPointsAtOnce).toBe(true);
  });

  it("has Quick Reaction, parrying criticals, disarm +2, 2d6 deviation, core wrong distance and refilling innate protection (combat chapter)", () => {
    expect(terra.combat).toEqual({
      quickReaction: true,
      parryCancelsCriticals: true,
      disarmMinRoll: 2,
      deviationDirection: "2d6",
      attackModes: true,
      recoil: true,
      aimingWeapons: "meleeAndSingleShot",
      wrongDistanceCore: true,
      innateProtection: "refillOnOwnTurn",
      // gear chapter → Schutz: "Verhindert einen Treffer, oder drei Treffer dämonischen Ursprungs."
      demonicProtection: { anyAttack: true, demonicHits: 3 },
    });
    const off = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, optional: { rangeBands: false, armourDamage: false } } });
    expect(off.optional.rangeBands).toBe(true);
  });

  it("plays Tirakan without recoil and attack modes, aiming with every weapon (combat chapter, Tirakan book)", () => {
    expect(tirakan.combat).toMatchObject({ attackModes: false, recoil: false, aimingWeapons: "every" });
    expect(nexus.combat).toMatchObject({ attackModes: true, recoil: true, aimingWeapons: "meleeAndSingleShot" });
  });

  it("counts languages and contacts as derived values (character chapter → Sprachen, Kontakte)", () => {
    expect(terra.character).toMatchObject({ languages: true, contacts: true });
    expect(DEFAULT_RULESET.character).toMatchObject({ languages: false, contacts: false });
  });
});

describe("isEdition", () => {
  it("accepts exactly the two editions", () => {
    expect(["2025", "2026", "2027", 2026, null].map(isEdition)).toEqual([true, true, false, false, false]);
  });
});

describe("rest in the Tirakan book (2026 wounds chapter → Die Rast)", () => {
  it("always has magic on, so the arcana roll at rest always happens", () => {
    const off = { ...DEFAULT_WORLD_RULES, world: "tirakan" as const, extensions: { ...DEFAULT_WORLD_RULES.extensions, magic: false } };
    expect(buildRuleset({ edition: "2026", world: off }).magic.enabled).toBe(true);
    expect(buildRuleset({ edition: "2025", world: off }).magic.enabled).toBe(false);
  });
});

describe("body modifications and brewing in the ruleset (2026: Körpermodifikationen; Synthese und Brauen)", () => {
  const world = (key: "terra" | "nexus" | "tirakan", bodyMods: boolean) => ({ ...DEFAULT_WORLD_RULES, world: key, extensions: { ...DEFAULT_WORLD_RULES.extensions, bodyMods } });

  it("2025: body modifications follow the extension setting in every world; brewing is an optional rule, off by default", () => {
    expect(buildRuleset({ world: world("tirakan", true) }).bodyMods.enabled).toBe(true);
    expect(buildRuleset({ world: world("nexus", false) }).bodyMods.enabled).toBe(false);
    expect(buildRuleset().brewing.enabled).toBe(false);
    expect(buildRuleset({ brewingOptional: true }).brewing.enabled).toBe(true);
  });

  it("2026: body modifications are standard in NEXUS, the extension setting on Terra, absent from Tirakan; brewing everywhere", () => {
    expect(buildRuleset({ edition: "2026", world: world("nexus", false) }).bodyMods.enabled).toBe(true);
    expect(buildRuleset({ edition: "2026", world: world("terra", false) }).bodyMods.enabled).toBe(false);
    expect(buildRuleset({ edition: "2026", world: world("terra", true) }).bodyMods.enabled).toBe(true);
    expect(buildRuleset({ edition: "2026", world: world("tirakan", true) }).bodyMods.enabled).toBe(false);
    for (const key of ["terra", "nexus", "tirakan"] as const) expect(buildRuleset({ edition: "2026", world: world(key, true) }).brewing.enabled).toBe(true);
  });
});

describe("difficulty labels of the roll explanation (2026 rolls chapter → Schwierigkeitsgrade)", () => {
  it("name +6 extremely difficult in 2026 and leave +2 unnamed, while 2025 names +2 very hard", async () => {
    const { difficultyLabel } = await import("../roll-request/request.ts");
    const r2026 = buildRuleset({ edition: "2026" });
    expect(difficultyLabel(6, r2026.difficulties)).toBe("PHASESIX.Difficulty.extremelyHard");
    expect(difficultyLabel(2, r2026.difficulties)).toBeUndefined();
    expect(difficultyLabel(2)).toBe("PHASESIX.Difficulty.veryHard");
  });
});
