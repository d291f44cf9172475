/**
 * The attack dialog's choices are checked before the dice (attack-flow.ts `beforeAttackRoll`):
 * a K.O. attack needs a blunt weapon (rulebook-de → Besondere Angriffe → K.O. Angriff), a supported
 * weapon shoots and is no bow (Waffe abstützen), a player's coup de grâce needs unconscious or Dying
 * targets (Coup de grâce). Refused with the localized reason; nothing is spent.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor } from "../foundry/combat-documents.ts";
import { StandInAttackActor, standInItem } from "../foundry/attack-actors.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { attackRequirementRefusal, beforeAttackRoll } from "../../src/applications/attack-flow.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";

const gm = new StandInUser("gm", "GM", true);
const anna = new StandInUser("p1", "Anna");
let notices: Notice[];

const weapon = (category: string, extra: Record<string, unknown> = {}) =>
  standInItem(category, category, "weapon", { category, twoHanded: false, isMelee: true, skill: "handToHand", carried: true, ...extra }) as unknown as Item.Implementation;
const attacker = () => new StandInAttackActor({ id: "maragas", name: "Maragas", owners: ["p1"] }) as unknown as Actor.Implementation;

beforeEach(() => {
  notices = installGame({ users: [gm, anna], user: anna });
  anna.targets.clear();
});

describe("the attack dialog's requirements", () => {
  it("a K.O. attack with a sword is refused before the dice, with the reason", async () => {
    const check = await beforeAttackRoll({ actor: attacker(), view: sampleRollView(), attack: { mode: "melee", weaponName: "Sword", damagePotential: 1 }, options: { knockout: true }, weapon: weapon("blades") });
    expect(check).toBeNull();
    expect(notices.at(-1)).toEqual({ level: "warn", message: "A K.O. attack needs a blunt weapon." });
  });

  it("a K.O. attack with a club passes; unarmed is refused", () => {
    expect(attackRequirementRefusal(attacker(), weapon("blunt"), "Club", { knockout: true })).toBeNull();
    expect(attackRequirementRefusal(attacker(), null, "Unarmed", { knockout: true })).toBe("knockoutNeedsBlunt");
  });

  it("a bow cannot be supported, a rifle can", () => {
    const bow = weapon("bows", { isMelee: false, skill: "shooting", twoHanded: true });
    const rifle = weapon("rifles", { isMelee: false, skill: "shooting", twoHanded: true });
    expect(attackRequirementRefusal(attacker(), bow, "Bow", { supported: true })).toBe("cannotSupport");
    expect(attackRequirementRefusal(attacker(), rifle, "Rifle", { supported: true })).toBeNull();
  });

  it("a player's coup de grâce on an awake target is refused; on an unconscious one it passes; the GM decides on sleeping targets", () => {
    const awake = new StandInActor({ name: "Ork" });
    anna.targets.add({ actor: awake } as never);
    expect(attackRequirementRefusal(attacker(), weapon("blades"), "Sword", { coupDeGrace: true })).toBe("coupDeGraceTarget");
    awake.view.conditions.unconscious = 1;
    expect(attackRequirementRefusal(attacker(), weapon("blades"), "Sword", { coupDeGrace: true })).toBeNull();
    awake.view.conditions.unconscious = 0;
    installGame({ users: [gm, anna], user: gm });
    expect(attackRequirementRefusal(attacker(), weapon("blades"), "Sword", { coupDeGrace: true })).toBeNull();
  });
});
