/**
 * Action operations and destiny-die steals applied to combatant documents (through the stand-ins
 * in tests/foundry): the resulting combatant and actor state, and every rejection of a steal.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { CombatLike, CombatantLike, StealRequest } from "../../src/documents/combatant-ops.ts";
import { applyActionOperation, applyStealRequest } from "../../src/documents/combatant-ops.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const bob = new StandInUser("bob", "Bob");

/** The stand-ins have the shapes combat uses; the Foundry types name Foundry's own classes. */
const like = (c: StandInCombatant) => c as unknown as CombatantLike;
const combatLike = (c: StandInCombat | undefined) => c as unknown as CombatLike | undefined;
const user = (u: StandInUser) => u as unknown as User.Implementation;

let hero: StandInCombatant;
let foe: StandInCombatant;
let combat: StandInCombat;

beforeEach(() => {
  installGame({ users: [gm, alice, bob], user: alice });
  hero = new StandInCombatant({
    id: "hero",
    actor: new StandInActor({ name: "Hagen", pools: { bonusDice: 1, destinyDice: 1 }, owners: ["alice"] }),
    system: { actions: { value: 2, max: 2 } },
  });
  foe = new StandInCombatant({ id: "foe", actor: new StandInActor({ name: "Räuber" }), system: { actions: { value: 1, max: 2 } } });
  combat = new StandInCombat("c1", [hero, foe]);
});

describe("action operations on a combatant", () => {
  it("spending an action lowers the stored actions; a firearm attack adds a recoil step", async () => {
    expect(await applyActionOperation(like(hero), { op: "spend", count: 1, kind: "firearmAttack" })).toEqual({ ok: true });
    expect(hero.system.actions.value).toBe(1);
    expect(hero.system.recoil).toBe(1);
  });

  it("a reaction without a saved action is refused and changes nothing", async () => {
    await hero.update({ "system.actions.value": 0 });
    expect(await applyActionOperation(like(hero), { op: "spend", count: 1, kind: "reaction" })).toEqual({ ok: false, reason: "noAction" });
    expect(hero.system.actions.value).toBe(0);
  });

  it("giving back restores one action up to the stored maximum", async () => {
    await hero.update({ "system.actions.value": 1 });
    expect(await applyActionOperation(like(hero), { op: "giveBack" })).toEqual({ ok: true });
    expect(hero.system.actions.value).toBe(2);
    expect(await applyActionOperation(like(hero), { op: "giveBack" })).toEqual({ ok: false, reason: "atMaximum" });
  });

  it("a bonus die becomes an action beyond the maximum and leaves the actor's pool one lower", async () => {
    expect(await applyActionOperation(like(hero), { op: "bonusDie" })).toEqual({ ok: true });
    expect(hero.system.actions.value).toBe(3);
    expect(hero.actor?.view.pools.bonusDice).toBe(0);
    expect(await applyActionOperation(like(hero), { op: "bonusDie" })).toEqual({ ok: false, reason: "noBonusDie" });
    expect(hero.system.actions.value).toBe(3);
  });
});

describe("aiming, shield block and two weapons on a combatant", () => {
  it("aiming spends an action per step until the bonus reaches Perception", async () => {
    if (hero.actor) hero.actor.view.skills.perception = 3;
    expect(await applyActionOperation(like(hero), { op: "aim", bonusPerAction: 2 })).toEqual({ ok: true });
    expect(await applyActionOperation(like(hero), { op: "aim", bonusPerAction: 2 })).toEqual({ ok: true });
    expect(hero.system.aiming).toBe(2);
    expect(hero.system.actions.value).toBe(0);
    await hero.update({ "system.actions.value": 1 });
    expect(await applyActionOperation(like(hero), { op: "aim", bonusPerAction: 2 })).toEqual({ ok: false, reason: "aimingAtMaximum" });
    expect(await applyActionOperation(like(hero), { op: "loseAiming" })).toEqual({ ok: true });
    expect(hero.system.aiming).toBe(0);
  });

  it("a shield block is raised with 2 actions only in the own turn and lowered for free", async () => {
    expect(await applyActionOperation(like(hero), { op: "shieldBlock", raise: true })).toEqual({ ok: false, reason: "notOwnTurn" });
    combat.combatant = hero;
    expect(await applyActionOperation(like(hero), { op: "shieldBlock", raise: true })).toEqual({ ok: true });
    expect(hero.system).toMatchObject({ shieldBlock: true, actions: { value: 0, max: 2 } });
    expect(await applyActionOperation(like(hero), { op: "shieldBlock", raise: false })).toEqual({ ok: true });
    expect(hero.system.shieldBlock).toBe(false);
  });

  it("an accurate attack is prepared action by action up to Perception", async () => {
    if (hero.actor) hero.actor.view.skills.perception = 1;
    expect(await applyActionOperation(like(hero), { op: "accurate" })).toEqual({ ok: true });
    expect(hero.system).toMatchObject({ accurate: 1, actions: { value: 1 } });
    expect(await applyActionOperation(like(hero), { op: "accurate" })).toEqual({ ok: false, reason: "accurateAtMaximum" });
  });

  it("switches two-weapon fighting on the combatant", async () => {
    expect(await applyActionOperation(like(hero), { op: "twoWeapons", active: true })).toEqual({ ok: true });
    expect(hero.system.twoWeapons).toBe(true);
  });
});

describe("a destiny-die steal applied by the GM", () => {
  const request: StealRequest = { combatId: "c1", thiefId: "hero", victimId: "foe" };

  it("moves a saved action from the victim to the thief and spends the thief's destiny die", async () => {
    expect(await applyStealRequest(combatLike(combat), request, user(alice))).toEqual({ ok: true, mode: "now" });
    expect(hero.system.actions.value).toBe(3);
    expect(foe.system.actions.value).toBe(0);
    expect(foe.system.pendingLoss).toBe(0);
    expect(hero.actor?.view.pools.destinyDice).toBe(0);
  });

  it("gives a victim without actions a pending loss while its turn is still to come this round", async () => {
    hero.initiative = 10;
    foe.initiative = 5;
    combat.combatant = hero;
    await foe.update({ "system.actions.value": 0 });
    expect(await applyStealRequest(combatLike(combat), request, user(alice))).toEqual({ ok: true, mode: "pending" });
    expect(foe.system.pendingLoss).toBe(1);
    expect(hero.system.actions.value).toBe(3);
  });

  it("refuses to steal from a victim with no action whose turn is over (never carried into the next round)", async () => {
    hero.initiative = 5;
    foe.initiative = 10;
    combat.combatant = hero;
    await foe.update({ "system.actions.value": 0 });
    expect(await applyStealRequest(combatLike(combat), request, user(alice))).toEqual({ ok: false, reason: "nothingToSteal" });
    expect(foe.system.pendingLoss).toBe(0);
    expect(hero.system.actions.value).toBe(2);
    expect(hero.actor?.view.pools.destinyDice).toBe(1);
  });

  it.each([
    ["another player asks for a thief they do not own", () => ({ requester: bob }), "notOwner"],
    ["the combat does not exist", () => ({ combat: undefined }), "combatNotFound"],
    ["the combat has not started", () => ({ round: 0 }), "combatNotStarted"],
    ["the thief is not in the combat", () => ({ request: { ...request, thiefId: "ghost" } }), "thiefNotInCombat"],
    ["the victim is not in the combat", () => ({ request: { ...request, victimId: "ghost" } }), "victimNotInCombat"],
    ["the thief targets itself", () => ({ request: { ...request, victimId: "hero" } }), "sameCombatant"],
    ["the thief has no destiny die", () => ({ destiny: 0 }), "noDestinyDie"],
    ["the victim is defeated", () => ({ defeated: true }), "victimDefeated"],
  ] as const)("is rejected when %s, changing nothing", async (_label, setup, reason) => {
    const s: { requester?: StandInUser; combat?: undefined; round?: number; request?: StealRequest; destiny?: number; defeated?: boolean } = setup();
    if (s.round !== undefined) combat.round = s.round;
    if (s.destiny !== undefined && hero.actor) hero.actor.view.pools.destinyDice = s.destiny;
    if (s.defeated) foe.defeated = true;
    const target = "combat" in s ? undefined : combat;
    const result = await applyStealRequest(combatLike(target), s.request ?? request, user(s.requester ?? alice));
    expect(result).toEqual({ ok: false, reason });
    expect(hero.system.actions.value).toBe(2);
    expect(foe.system.actions.value).toBe(1);
    expect(foe.system.pendingLoss).toBe(0);
  });

  it("the GM may steal for any combatant", async () => {
    expect(await applyStealRequest(combatLike(combat), request, user(gm))).toEqual({ ok: true, mode: "now" });
  });
});
