/**
 * Shocked X (rulebook-de → Zustände des Charakters → Geschockt: "für jeden Wurf so viele Würfel weniger
 * als der Wert dieses Zustands"; RULES.md → Conditions): every roll the UI builds loses X dice — the
 * roll dialog's checks, attacks, dodge, parry, casting, resisting a K.O., the rest and initiative.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { describe, expect, it } from "vitest";
import type { StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { StandInAttackActor, standInItem } from "../foundry/attack-actors.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { registerDice } from "../../src/dice/index.ts";
import { prepareCheck } from "../../src/rules/roll-request/index.ts";
import { prepareAttack } from "../../src/rules/roll-request/attack.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { dodgeCheck } from "../../src/rules/attack/defence.ts";
import { castingRequest } from "../../src/rules/extensions/magic.ts";
import { parryWeapons } from "../../src/applications/chat/attack-actors.ts";
import { rest } from "../../src/rules/character/rest.ts";
import { noConditions } from "../../src/rules/character/defaults.ts";
import { scriptedFaces } from "../../src/rules/dice/faces.ts";

registerDice();
const gm = new StandInUser("gm", "GM", true);
const shocked = (level: number) => ({ ...noConditions(), shocked: level });

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;

describe("Shocked X on every roll the UI builds", () => {
  it("initiative: Quickness 4 while Shocked 1 rolls 3 dice; Shocked 5 rolls none; the web variant's one die goes too", () => {
    installGame({ users: [gm], user: gm, settings: { "phasesix.initiativeVariant": "pool" } });
    const hero = new Combatant6({ id: "hero", actor: new StandInActor({ name: "Hagen", attributes: { quickness: 4 }, conditions: shocked(1) }) });
    expect(hero.initiativeFormula()).toBe("3dp");
    const stunned = new Combatant6({ id: "foe", actor: new StandInActor({ name: "Räuber", attributes: { quickness: 4 }, conditions: shocked(5) }) });
    expect(stunned.initiativeFormula()).toBe("0");
    installGame({ users: [gm], user: gm, settings: { "phasesix.initiativeVariant": "web" } });
    expect(hero.initiativeFormula()).toBe("0 + 4");
  });

  it("the roll dialog's checks (attribute, skill, evasion): X dice fewer", () => {
    const view = sampleRollView({ conditions: shocked(2), skills: { ...sampleRollView().skills, perception: 5 } });
    expect(prepareCheck(view, "skill", "perception").dice).toBe(3);
    expect(prepareCheck(view, "attribute", "strength").dice).toBe(0);
  });

  it("an attack: hit dice less X", () => {
    const view = sampleRollView({ conditions: shocked(1) });
    const plain = prepareAttack(sampleRollView(), { mode: "melee", weaponName: "Sword", damagePotential: 2 });
    expect(prepareAttack(view, { mode: "melee", weaponName: "Sword", damagePotential: 2 }).dice).toBe(plain.dice - 1);
  });

  it("a dodge: evasion dice less X", () => {
    const attack = { hits: 1, criticalHits: 0, extraWounds: [] };
    expect(dodgeCheck({ evasion: 4, minRoll: 5, attack, conditions: shocked(3) }).dice).toBe(1);
  });

  it("a parry: every parrying weapon's dice less X", () => {
    installGame({ users: [gm], user: gm });
    const dagger = () => [standInItem("d1", "Dagger", "weapon", { isMelee: true, stats: { damagePotential: 1, piercing: 0, conditions: {} } })];
    const calm = parryWeapons(new StandInAttackActor({ id: "a", name: "Hagen", items: dagger() }) as unknown as Actor.Implementation);
    const shaken = parryWeapons(new StandInAttackActor({ id: "b", name: "Hagen", conditions: shocked(1), items: dagger() }) as unknown as Actor.Implementation);
    expect(calm.map((w) => w.dice)).toEqual([2]);
    expect(shaken.map((w) => w.dice)).toEqual([1]);
  });

  it("a casting: the Spell Casting check built from the casting request loses X dice", () => {
    const view = sampleRollView({ conditions: shocked(2) });
    const request = castingRequest({ spell: { school: "damage", arcanaCost: 1, power: 1 }, view, armor: [], arcana: 5, magicLevel: 3 });
    const check = prepareCheck(view, request.check.kind, request.check.key, request.check.options);
    expect(check.dice).toBe(request.dice - 2);
  });

  it("the rest: each of its rolls loses X dice", () => {
    const state = { wounds: 5, boosts: 0, poolsSpent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, arcanaSpent: 0, stress: 0, ticks: 0, conditions: shocked(2) };
    const limits = { maxHealth: 10, pools: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, maxArcana: 0, maxStress: 8 };
    const input = { restDice: 4, arcanaRestDice: 0, stressTestDice: 0, minRoll: 5, magic: false, horror: false, shocked: 2 };
    const result = rest(state, limits, input, scriptedFaces([5, 5, 5, 5]));
    expect(result.healRoll.dice).toHaveLength(2);
    expect(result.healed).toBe(2);
  });
});
