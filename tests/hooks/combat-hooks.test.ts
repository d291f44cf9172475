/**
 * The combat hooks modules get (README → Hooks for modules): `phasesix.roundStartSaves` once per
 * round carried out (not for rounds passed over, not again for a round reached anew), after the
 * saves were applied; `phasesix.preSteal` (cancels with `false`: no destiny die spent, nothing
 * asked of the GM) and `phasesix.steal` once per stolen action, on the thief's client.
 */
import "../foundry/data-fields.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import type { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor, StandInChatMessage } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { registerDice } from "../../src/dice/index.ts";
import { SYSTEM_HOOKS } from "../../src/hooks.ts";

registerDice();

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => PhaseSixCombat & StandInCombat;

function listen(...names: string[]): Array<[string, unknown[]]> {
  const calls: Array<[string, unknown[]]> = [];
  for (const name of names) Hooks.on(name as never, ((...args: unknown[]) => void calls.push([name, args])) as never);
  return calls;
}

describe("phasesix.roundStartSaves", () => {
  let actor: StandInActor;
  let combat: PhaseSixCombat & StandInCombat;
  beforeEach(() => {
    actor = new StandInActor({ name: "Hagen", conditions: { shocked: 6 }, attributes: { endurance: 1 } });
    combat = new Combat6("c1", [new Combatant6({ id: "hero", actor })], 0);
    installGame({ users: [gm], user: gm, combats: [combat] });
    StandInChatMessage.created = [];
    scriptDiceFaces(Array.from({ length: 10 }, () => 5));
  });

  it("fires once per round carried out, after the saves were applied, with the combat, the round and the entries", async () => {
    const calls = listen(SYSTEM_HOOKS.roundStartSaves);
    const shockedAtHook: number[] = [];
    Hooks.on(SYSTEM_HOOKS.roundStartSaves as never, (() => void shockedAtHook.push(actor.view.conditions.shocked)) as never);
    await combat.startCombat(); // round 1
    await combat.advanceRounds(3); // rounds 2 and 3 passed over, round 4 begins
    await combat.previousRound(); // back: nothing starts
    await combat.nextRound(); // round 4 again: already carried out
    expect(calls.map(([, args]) => args[1])).toEqual([1, 4]);
    expect(calls[0][1][0]).toBe(combat);
    expect(calls[0][1][2]).toEqual([expect.objectContaining({ combatantId: "hero", name: "Hagen", wounds: 0, dead: false })]);
    expect(shockedAtHook).toEqual([5, 4]);
  });
});

describe("phasesix.preSteal / phasesix.steal", () => {
  let hero: PhaseSixCombatant;
  let foe: PhaseSixCombatant;
  let heroActor: StandInActor;
  beforeEach(async () => {
    heroActor = new StandInActor({ name: "Hagen", owners: ["alice"], pools: { destinyDice: 1 } });
    hero = new Combatant6({ id: "hero", actor: heroActor });
    foe = new Combatant6({ id: "foe", actor: new StandInActor({ name: "Räuber" }) });
    const combat = new Combat6("c1", [hero, foe], 1);
    installGame({ users: [gm, alice], user: alice, combats: [combat] });
    registerQueries();
    StandInChatMessage.created = [];
    await foe.update({ system: { actions: { value: 1 } } });
  });

  it("fire once each around a steal, on the thief's client, with thief, victim and the result", async () => {
    const calls = listen(SYSTEM_HOOKS.preSteal, SYSTEM_HOOKS.steal);
    expect(await hero.stealActionFrom(foe as unknown as Combatant.Implementation)).toBe(true);
    expect(calls).toEqual([
      ["phasesix.preSteal", [hero, foe]],
      ["phasesix.steal", [hero, foe, { ok: true, mode: "now" }]],
    ]);
  });

  it("a listener returning false cancels the steal: the destiny die stays, the victim keeps its action", async () => {
    const calls = listen(SYSTEM_HOOKS.steal);
    Hooks.on(SYSTEM_HOOKS.preSteal as never, (() => false) as never);
    expect(await hero.stealActionFrom(foe as unknown as Combatant.Implementation)).toBe(false);
    expect(calls).toEqual([]);
    expect(heroActor.view.pools.destinyDice).toBe(1);
    expect(foe.phaseSix?.actions.value).toBe(1);
    expect(StandInChatMessage.created).toEqual([]);
  });

  it("does not fire phasesix.steal when the GM refuses the steal", async () => {
    heroActor.view.pools.destinyDice = 0;
    const calls = listen(SYSTEM_HOOKS.preSteal, SYSTEM_HOOKS.steal);
    expect(await hero.stealActionFrom(foe as unknown as Combatant.Implementation)).toBe(false);
    expect(calls.map(([name]) => name)).toEqual(["phasesix.preSteal"]);
  });
});
