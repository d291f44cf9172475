/**
 * Cross-owner combat changes through `CONFIG.queries`: a player's request reaches the active GM,
 * is validated there and applied; malformed or unauthorised requests are refused; without a GM
 * the player gets a clear answer. Uses the stand-ins in tests/foundry.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import type { Notice } from "../foundry/game.ts";
import { askGM, authorityTiming } from "../../src/queries/authority.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { SpendActionQueryData, StealActionQueryData } from "../../src/documents/combat-requests.ts";
import { QUERIES, reportResult, requestActionOperation, requestStealAction } from "../../src/documents/combat-requests.ts";
import { handleStealAction, registerQueries, spendActionQuery, stealActionQuery } from "../../src/queries/combat-actions.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const bob = new StandInUser("bob", "Bob");

let hero: StandInCombatant;
let foe: StandInCombatant;
let notices: Notice[];

function setup(options: { gmActive?: boolean; user?: StandInUser; lang?: "en" | "de" } = {}) {
  gm.active = options.gmActive ?? true;
  hero = new StandInCombatant({
    id: "hero",
    actor: new StandInActor({ name: "Hagen", pools: { destinyDice: 1 }, owners: ["alice"] }),
    system: { actions: { value: 0, max: 2 } },
  });
  foe = new StandInCombatant({ id: "foe", actor: new StandInActor({ name: "Räuber" }), system: { actions: { value: 2, max: 2 } } });
  notices = installGame({ users: [gm, alice, bob], user: options.user ?? alice, combats: [new StandInCombat("c1", [hero, foe])], lang: options.lang });
  registerQueries();
  authorityTiming.arrivalMs = 20;
}

beforeEach(() => setup());

describe("phasesix.stealAction", () => {
  it("a player's steal goes to the active GM and is applied there", async () => {
    expect(await requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "foe" })).toEqual({ ok: true, mode: "now" });
    expect(hero.system.actions.value).toBe(1);
    expect(foe.system.actions.value).toBe(1);
    expect(hero.actor?.view.pools.destinyDice).toBe(0);
  });

  it("answers noActiveGM when no GM is online, and the warning says so", async () => {
    setup({ gmActive: false });
    const result = await requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "foe" });
    expect(result).toEqual({ ok: false, reason: "noActiveGM" });
    expect(reportResult(result)).toBe(false);
    expect(notices).toEqual([{ level: "warn", message: "No GM is online to confirm this." }]);
    expect(foe.system.actions.value).toBe(2);
  });

  it("the warning is German in a German world", async () => {
    setup({ gmActive: false, lang: "de" });
    reportResult(await requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "foe" }));
    expect(notices[0].message).toBe("Keine Spielleitung online, die das bestätigen kann.");
  });

  it("refuses a request that names another user's thief", async () => {
    setup({ user: bob });
    expect(await requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "foe" })).toEqual({ ok: false, reason: "notOwner" });
    expect(foe.system.actions.value).toBe(2);
  });

  it("refuses to run on a player's client and refuses malformed data", async () => {
    const data: StealActionQueryData = { combatId: "c1", thiefId: "hero", victimId: "foe" };
    expect(await handleStealAction({ userId: "alice", requestId: "r1" })).toEqual({ ok: false, reason: "notGM" });
    expect(await askGM(stealActionQuery, { ...data, victimId: 7 } as unknown as StealActionQueryData)).toEqual({ ok: false, reason: "badRequest" });
    setup({ user: gm });
    expect(await askGM(stealActionQuery, { ...data, victimId: 7 } as unknown as StealActionQueryData)).toEqual({ ok: false, reason: "badRequest" });
    expect(foe.system.actions.value).toBe(2);
  });

  it("refuses Bob's steal sent in Alice's name: the GM finds no such request on Alice's User", async () => {
    setup({ user: bob });
    await bob.update({ "flags.phasesix.authority.forged1": { query: QUERIES.stealAction, payload: JSON.stringify({ combatId: "c1", thiefId: "hero", victimId: "foe" }) } });
    expect(await gm.query(QUERIES.stealAction, { userId: "alice", requestId: "forged1" })).toEqual({ ok: false, reason: "unverified" });
    await expect(alice.update({ "flags.phasesix.authority.forged2": { query: QUERIES.stealAction, payload: "{}" } })).rejects.toThrow();
    expect(foe.system.actions.value).toBe(2);
    expect(hero.actor?.view.pools.destinyDice).toBe(1);
  });

  it("refuses a player claiming to be the GM", async () => {
    setup({ user: bob });
    await bob.update({ "flags.phasesix.authority.forged3": { query: QUERIES.stealAction, payload: JSON.stringify({ combatId: "c1", thiefId: "hero", victimId: "foe" }) } });
    expect(await gm.query(QUERIES.stealAction, { userId: "gm", requestId: "forged3" })).toEqual({ ok: false, reason: "unverified" });
    expect(foe.system.actions.value).toBe(2);
  });
});

describe("one writer per combat", () => {
  it("two steals sent at once with one destiny die: one is carried out, the other refused", async () => {
    const third = new StandInCombatant({ id: "third", actor: new StandInActor({ name: "Söldner" }), system: { actions: { value: 2, max: 2 } } });
    notices = installGame({ users: [gm, alice, bob], user: alice, combats: [new StandInCombat("c1", [hero, foe, third])] });
    registerQueries();
    const answers = await Promise.all([
      requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "foe" }),
      requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "third" }),
    ]);
    expect(answers).toEqual([{ ok: true, mode: "now" }, { ok: false, reason: "noDestinyDie" }]);
    expect(hero.actor?.view.pools.destinyDice).toBe(0);
    expect(hero.system.actions.value).toBe(1);
    expect(foe.system.actions.value + third.system.actions.value).toBe(3);
  });
});

describe("phasesix.spendAction", () => {
  it("refuses a player whose combatant fights here a report that an NPC was hit while aiming, with no attack to justify it", async () => {
    // Issue 18: fighting in the combat is not enough; an attack card on that combatant is (tests/combat/lose-aiming.test.ts).
    await foe.update({ "system.aiming": 2 });
    expect(await requestActionOperation("c1", "foe", { op: "loseAiming" })).toEqual({ ok: false, reason: "noAttackOnCombatant" });
    expect(foe.system.aiming).toBe(2);
  });

  it("refuses that report from a user without a combatant in the combat", async () => {
    setup({ user: bob });
    await foe.update({ "system.aiming": 2 });
    expect(await requestActionOperation("c1", "foe", { op: "loseAiming" })).toEqual({ ok: false, reason: "notOwner" });
    expect(foe.system.aiming).toBe(2);
  });

  it("applies an owner's operation through the GM", async () => {
    await hero.update({ "system.actions.value": 2 });
    expect(await requestActionOperation("c1", "hero", { op: "spend", count: 1, kind: "reaction" })).toEqual({ ok: true });
    expect(hero.system.actions.value).toBe(1);
  });

  it("refuses an operation on a combatant the requester does not own", async () => {
    expect(await requestActionOperation("c1", "foe", { op: "spend", count: 1, kind: "action" })).toEqual({ ok: false, reason: "notOwner" });
    expect(foe.system.actions.value).toBe(2);
  });

  it("refuses unknown combatants and malformed operations", async () => {
    setup({ user: gm });
    const base: SpendActionQueryData = { combatId: "c1", combatantId: "hero", operation: { op: "giveBack" } };
    expect(await askGM(spendActionQuery, { ...base, combatantId: "ghost" })).toEqual({ ok: false, reason: "combatantNotFound" });
    for (const operation of [
      { op: "spend", count: 1, kind: "teleport" },
      { op: "spend", count: "1", kind: "action" },
      { op: "aim", bonusPerAction: 5 },
      { op: "shieldBlock", raise: "yes" },
      { op: "twoWeapons" },
      { op: "explode" },
    ]) {
      const bad = { ...base, operation } as unknown as SpendActionQueryData;
      expect(await askGM(spendActionQuery, bad)).toEqual({ ok: false, reason: "badRequest" });
    }
  });

  it("refuses Bob's spend on the NPC sent in the GM's name, and Bob's own honest request as not his", async () => {
    setup({ user: bob });
    const payload = JSON.stringify({ combatId: "c1", combatantId: "foe", operation: { op: "spend", count: 1, kind: "action" } });
    await bob.update({ "flags.phasesix.authority.forged4": { query: QUERIES.spendAction, payload } });
    expect(await gm.query(QUERIES.spendAction, { userId: "gm", requestId: "forged4" })).toEqual({ ok: false, reason: "unverified" });
    expect(await requestActionOperation("c1", "foe", { op: "spend", count: 1, kind: "action" })).toEqual({ ok: false, reason: "notOwner" });
    expect(foe.system.actions.value).toBe(2);
  });
});
