/**
 * The Foundry-facing combat classes (PhaseSixCombat, PhaseSixCombatant) on the stand-ins of
 * tests/foundry: refresh on the own turn over many rounds, initiative with tie-breaks and the
 * world's initiative rule, round start with a summary card, spending and stealing by players
 * through the GM, and protection refilled when a combat is deleted.
 */
import "../foundry/data-fields.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import type { ActorOptions, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor, StandInChatMessage, StandInCombatant as StandInCombatantClass } from "../foundry/combat-documents.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { PhaseSixDie, PhaseSixInitiativeRoll, registerDice } from "../../src/dice/index.ts";
import { registerInitiativeCards } from "../../src/applications/chat/initiative-card.ts";

registerDice();

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const bob = new StandInUser("bob", "Bob");

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
/** Our classes extend the stand-in globals at runtime; their TypeScript types name Foundry's. */
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant & StandInCombatantView;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => unknown;

/** The stand-in side of a combatant that the tests read. */
interface StandInCombatantView {
  defeated: boolean;
  initiative: number | null;
}

interface Fixture {
  combat: PhaseSixCombat;
  standIn: StandInCombat;
  hero: PhaseSixCombatant & StandInCombatantView;
  foe: PhaseSixCombatant & StandInCombatantView;
  heroActor: StandInActor;
  foeActor: StandInActor;
  notices: Notice[];
}

function fixture(options: { hero?: ActorOptions; foe?: ActorOptions; user?: StandInUser; settings?: Record<string, unknown>; round?: number } = {}): Fixture {
  const heroActor = new StandInActor({ name: "Hagen", owners: ["alice"], pools: { bonusDice: 1, destinyDice: 1 }, ...options.hero });
  const foeActor = new StandInActor({ name: "Räuber", ...options.foe });
  const hero = new Combatant6({ id: "hero", actor: heroActor });
  const foe = new Combatant6({ id: "foe", actor: foeActor });
  const raw = new Combat6("c1", [hero, foe], options.round ?? 1);
  const notices = installGame({ users: [gm, alice, bob], user: options.user ?? gm, combats: [raw], settings: options.settings });
  registerQueries();
  StandInChatMessage.created = [];
  return { combat: raw as PhaseSixCombat, standIn: raw as StandInCombat, hero, foe, heroActor, foeActor, notices };
}

const actions = (c: PhaseSixCombatant) => c.phaseSix?.actions.value;

describe("actions refresh on the combatant's own turn", () => {
  let f: Fixture;
  beforeEach(() => {
    f = fixture();
  });

  it("everyone starts with 0 actions; the own turn refreshes to the actor's maximum", async () => {
    expect(actions(f.hero)).toBe(0);
    expect(actions(f.foe)).toBe(0);
    await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
    expect(actions(f.hero)).toBe(2);
    expect(f.hero.phaseSix?.actions.max).toBe(2);
    expect(actions(f.foe)).toBe(0);
  });

  it("a (re)started combat clears what combatants held and refreshes the first in order", async () => {
    const g = fixture({ round: 0, hero: { attributes: { quickness: 3 } } });
    await g.hero.update({ system: { actions: { value: 3 }, pendingLoss: 1, aiming: 2, shieldBlock: true } });
    await g.foe.update({ system: { actions: { value: 2 } } });
    await g.hero.update({ initiative: 20 });
    await g.foe.update({ initiative: 10 });
    await g.combat.startCombat();
    expect(g.hero.phaseSix?.state).toEqual({ actions: 2, pendingLoss: 0, recoil: 0, aiming: 0, accurate: 0, shieldBlock: false });
    expect(actions(g.foe)).toBe(0);
  });

  it("keeps unused actions as reactions through the others' turns, until the next own turn", async () => {
    await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
    f.standIn.combatant = null;
    expect(await f.hero.spendActions(1)).toBe(true);
    await f.standIn.startTurn(f.foe as unknown as StandInCombatant);
    expect(await f.hero.spendActions(1, "reaction")).toBe(true);
    expect(actions(f.hero)).toBe(0);
    expect(await f.hero.spendActions(1, "reaction")).toBe(false);
    expect(f.notices.at(-1)).toEqual({ level: "warn", message: "No action left." });
    await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
    expect(actions(f.hero)).toBe(2);
  });

  it("refreshes only the combatant whose turn really starts, not the turns skipped by 'next round'", async () => {
    const g = fixture({ round: 0 });
    await g.hero.update({ initiative: 20 });
    await g.foe.update({ initiative: 10 });
    await g.combat.startCombat();
    expect(await g.hero.spendActions(2)).toBe(true);
    await g.standIn.nextRound(); // the foe's turn is skipped; the hero's turn of round 2 starts
    expect(actions(g.foe)).toBe(0);
    expect(actions(g.hero)).toBe(2);
  });

  it("refreshes to 0 while unconscious and to one more with two weapons", async () => {
    f.heroActor.view.conditions.unconscious = 2;
    await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
    expect(actions(f.hero)).toBe(0);
    f.heroActor.view.conditions.unconscious = 0;
    await f.hero.update({ system: { twoWeapons: true } });
    await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
    expect(actions(f.hero)).toBe(3);
  });

  it("refreshes to 0 while Dying, whatever the Unconscious counter says", async () => {
    f.heroActor.view.conditions.dying = 1;
    f.heroActor.view.conditions.unconscious = 0;
    await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
    expect(actions(f.hero)).toBe(0);
  });

  it("stays consistent over many rounds of spending, buying and stealing", async () => {
    f.heroActor.view.pools.bonusDice = 3;
    f.heroActor.view.pools.destinyDice = 3;
    for (let round = 1; round <= 6; round++) {
      await f.standIn.startRound(round);
      await f.standIn.startTurn(f.hero as unknown as StandInCombatant);
      expect(actions(f.hero)).toBe(2);
      if (round % 2 === 0) await f.hero.buyActionWithBonusDie();
      await f.hero.spendActions(1);
      await f.standIn.startTurn(f.foe as unknown as StandInCombatant);
      const foeAtStart = actions(f.foe) ?? 0;
      if (round % 3 === 0) await f.hero.stealActionFrom(f.foe as unknown as Combatant.Implementation);
      expect(actions(f.foe)).toBe(round % 3 === 0 ? foeAtStart - 1 : foeAtStart);
      await f.foe.spendActions(actions(f.foe) ?? 0);
      expect(actions(f.foe)).toBe(0);
    }
    expect(f.heroActor.view.pools).toMatchObject({ bonusDice: 0, destinyDice: 1 });
  });
});

describe("initiative", () => {
  it("builds the pool formula from Quickness, or one die + Quickness in the web variant", () => {
    const pool = fixture({ hero: { attributes: { quickness: 4 } }, settings: { "phasesix.initiativeVariant": "pool" } });
    expect(pool.hero.initiativeFormula()).toBe("4dp");
    expect(pool.hero.getInitiativeRoll().formula).toBe("4dp");
    const web = fixture({ hero: { attributes: { quickness: 4 } }, settings: { "phasesix.initiativeVariant": "web" } });
    expect(web.hero.initiativeFormula()).toBe("1dp + 4");
    const none = fixture({ hero: { attributes: { quickness: 0 } } });
    expect(none.hero.initiativeFormula()).toBe("0");
  });

  it("rolls Phase Six dice whose total is the sum of the die chains", async () => {
    const f = fixture({ hero: { attributes: { quickness: 4 } } });
    const roll = f.hero.getInitiativeRoll();
    await roll.evaluate();
    const chains = roll.dice.flatMap((term) => (term instanceof PhaseSixDie ? term.chains : []));
    expect(chains).toHaveLength(4);
    expect(roll.total).toBe(chains.reduce((sum, die) => sum + die.total, 0));
  });

  it("the initiative card names the dice and what they are for, never the formula, also after a reload", async () => {
    registerInitiativeCards();
    const f = fixture({ hero: { attributes: { quickness: 3 } }, settings: { "phasesix.initiativeVariant": "pool" } });
    const roll = f.hero.getInitiativeRoll();
    scriptDiceFaces([6, 2, 4, 1]);
    await roll.evaluate();
    const html = await roll.render();
    expect(html).toContain("3 dice for Quickness 3, added up");
    // Breadth-first: 6, 2, 4, then the six goes on with 1 (Handlebars writes "=" as &#x3D;).
    expect(html).toMatch(/6\+1 (=|&#x3D;) 7/);
    expect(html).toContain(">13<");
    expect(html).not.toMatch(/\ddp/);
    // A reload restores the roll from the message's JSON by its class name.
    const stored = foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as Roll.Data);
    expect(stored).toBeInstanceOf(PhaseSixInitiativeRoll);
    expect(await stored.render()).toBe(html);
    const web = fixture({ hero: { attributes: { quickness: 4 }, conditions: { shocked: 1 } }, settings: { "phasesix.initiativeVariant": "web" } });
    const webRoll = web.hero.getInitiativeRoll();
    expect(webRoll.formula).toBe("0 + 4");
    scriptDiceFaces([]);
    await webRoll.evaluate();
    expect(await webRoll.render()).toContain("0 dice + Quickness 4 (shocked: 1 fewer)");
  });

  it("stores a rolled or typed initiative with Quickness and Deftness as tie-breaks", async () => {
    const f = fixture({ hero: { attributes: { quickness: 4, deftness: 3 } } });
    await f.hero.update({ initiative: 27 });
    expect(f.hero.initiative).toBe(27.0403);
    await f.hero.update({ initiative: 27.0403 });
    expect(f.hero.initiative).toBe(27.0403);
  });

  it("keeps the rolled total when negative attributes pull the tie-break below it", async () => {
    const f = fixture({ hero: { attributes: { quickness: -2, deftness: 0 } } });
    await f.hero.update({ initiative: 27 });
    expect(f.hero.initiative).toBe(26.98);
    await f.hero.update({ initiative: 26.98 });
    expect(f.hero.initiative).toBe(26.98);
  });

  it("orders equal totals by higher Quickness, then higher Deftness", async () => {
    const f = fixture({ hero: { attributes: { quickness: 3, deftness: 1 } }, foe: { attributes: { quickness: 3, deftness: 2 } } });
    await f.hero.update({ initiative: 12 });
    await f.foe.update({ initiative: 12 });
    expect(f.standIn.turnOrder().map((c) => c.id)).toEqual(["foe", "hero"]);
    await f.hero.update({ initiative: 13 });
    expect(f.standIn.turnOrder().map((c) => c.id)).toEqual(["hero", "foe"]);
  });
});

describe("round start", () => {
  it("rolls the saves, resets recoil and posts one summary card", async () => {
    const f = fixture({ foe: { conditions: { dying: 5 }, attributes: { resistance: 0 } } });
    await f.hero.update({ system: { recoil: 2 } });
    await f.standIn.startRound(2);
    expect(f.hero.phaseSix?.recoil).toBe(0);
    expect(f.foe.defeated).toBe(true);
    expect(f.foeActor.view.conditions.dying).toBe(6);
    expect(StandInChatMessage.created).toHaveLength(1);
    const content = String(StandInChatMessage.created[0].content);
    expect(content).toContain("Round 2");
    expect(content).toContain("Räuber");
    expect(content).not.toMatch(/PHASESIX\.Combat/);
  });

  it("rolls the saves with Foundry's dice RNG and shows the chains on the card", async () => {
    const f = fixture({ hero: { conditions: { shocked: 3 }, attributes: { endurance: 2 } } });
    scriptDiceFaces([6, 5, 2]);
    await f.standIn.startRound(3);
    // Endurance 2: 6 (→ 2 = 8) and 5 → 2 successes → Shocked 3 − 2 = 1.
    expect(f.heroActor.view.conditions.shocked).toBe(1);
    const content = String(StandInChatMessage.created[0].content);
    expect(content).toContain("6+2, 5");
    expect(content).toContain("3 → 1");
  });

  it("posts nothing when nobody has a condition with a save", async () => {
    const f = fixture();
    await f.standIn.startRound(1);
    expect(StandInChatMessage.created).toEqual([]);
  });
});

describe("players acting on combatants", () => {
  it("a player spends its own combatant's actions directly", async () => {
    const f = fixture({ user: alice });
    await f.hero.update({ system: { actions: { value: 2 } } });
    expect(await f.hero.spendActions(1)).toBe(true);
    expect(actions(f.hero)).toBe(1);
  });

  it("a double click on buying an action with the last bonus die buys one action", async () => {
    const f = fixture({ user: alice });
    const clicks = await Promise.all([f.hero.buyActionWithBonusDie(), f.hero.buyActionWithBonusDie()]);
    expect(clicks).toEqual([true, false]);
    expect(actions(f.hero)).toBe(1);
    expect(f.heroActor.view.pools.bonusDice).toBe(0);
  });

  it("goes through the GM when the core does not let players write combatant system data", async () => {
    const f = fixture({ user: alice });
    StandInCombatantClass.withSystem(false);
    try {
      await f.hero.update({ system: { actions: { value: 2 } } });
      expect(f.hero.canUpdateSystemHere()).toBe(false);
      expect(await f.hero.spendActions(1)).toBe(true);
      expect(await f.hero.buyActionWithBonusDie()).toBe(true);
      expect(actions(f.hero)).toBe(2);
      expect(f.heroActor.view.pools.bonusDice).toBe(0);
      gm.active = false;
      expect(await f.hero.spendActions(1)).toBe(false);
      expect(f.notices.at(-1)).toEqual({ level: "warn", message: "No GM is online to confirm this." });
    } finally {
      StandInCombatantClass.withSystem(true);
      gm.active = true;
    }
  });

  it("a player's change to someone else's combatant is refused by the GM", async () => {
    const f = fixture({ user: bob });
    await f.foe.update({ system: { actions: { value: 2 } } });
    expect(await f.foe.spendActions(1)).toBe(false);
    expect(actions(f.foe)).toBe(2);
    expect(f.notices).toEqual([{ level: "warn", message: "You do not own this combatant." }]);
  });

  it("a player steals an action from an NPC through the GM, announced in chat", async () => {
    const f = fixture({ user: alice });
    await f.foe.update({ system: { actions: { value: 1 } } });
    expect(await f.hero.stealActionFrom(f.foe as unknown as Combatant.Implementation)).toBe(true);
    expect(actions(f.foe)).toBe(0);
    expect(actions(f.hero)).toBe(1);
    expect(f.notices).toEqual([]);
    expect(StandInChatMessage.created.map((m) => m.content)).toEqual(['<p class="phasesix-steal-message">Hagen steals an action from Räuber.</p>']);
  });
});

describe("actions spent by rolls and sheets", () => {
  it("an actor in the started combat pays with its combatant's actions", async () => {
    const f = fixture({ user: alice });
    await f.hero.update({ system: { actions: { value: 1 } } });
    expect(PhaseSixCombat.combatantOf(f.heroActor as unknown as Actor.Implementation)).toBe(f.hero);
    expect(await PhaseSixCombat.spendActorActions(f.heroActor as unknown as Actor.Implementation, 1, "firearmAttack")).toBe(true);
    expect(actions(f.hero)).toBe(0);
    expect(f.hero.recoilSteps).toBe(1);
    expect(await PhaseSixCombat.spendActorActions(f.heroActor as unknown as Actor.Implementation)).toBe(false);
  });

  it("outside a started combat nothing is counted", async () => {
    const f = fixture({ user: alice, round: 0 });
    expect(await PhaseSixCombat.spendActorActions(f.heroActor as unknown as Actor.Implementation, 2)).toBe(true);
    expect(actions(f.hero)).toBe(0);
    const stranger = new StandInActor({ name: "Fremder" });
    expect(PhaseSixCombat.combatantOf(stranger as unknown as Actor.Implementation)).toBeNull();
  });
});

describe("end of combat", () => {
  it("the deleting user's client refills the protection pools of the combatants' actors", async () => {
    const f = fixture();
    await PhaseSixCombat.onDeleteCombat(f.combat as unknown as Combat.Implementation, {}, "alice");
    expect(f.heroActor.protectionRefills).toBe(0);
    await PhaseSixCombat.onDeleteCombat(f.combat as unknown as Combat.Implementation, {}, "gm");
    expect(f.heroActor.protectionRefills).toBe(1);
    expect(f.foeActor.protectionRefills).toBe(1);
  });
});
