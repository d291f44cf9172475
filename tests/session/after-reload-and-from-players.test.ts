/**
 * Issue 30 → Deliver: every card button and tracker control of a session works after a reload and
 * from a player's client, not only on the GM's. Each card here is rebuilt from its stored message
 * data (the roll JSON, the flags, the content — what the database holds after a reload), rendered
 * for the user at hand, bound as Foundry's `renderChatMessageHTML` hook binds it, and its button
 * clicked on the DOM stand-in (tests/foundry/dom.ts); the tracker's controls are drawn into core's
 * rows and clicked the same way. The GM carries out what a player may not do, through the GM channel.
 */
import "../foundry/data-fields.ts";
import "../foundry/combat-tracker.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { setInputAnswer } from "../foundry/applications.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInChatMessage, broadcastCreate, installChat } from "../foundry/chat-message.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { StandInAttackActor, standInItem } from "../foundry/attack-actors.ts";
import { click, parseHTML, type StandInElement } from "../foundry/dom.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { authorityTiming } from "../../src/queries/authority.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { bindRollCard, renderRollCard } from "../../src/applications/chat/roll-card.ts";
import { ROLL_ACTION_QUERY, handleRollActionQuery } from "../../src/applications/chat/roll-actions.ts";
import { attackCardFlags, bindAttackTargets, buildAttackCard, renderAttackTargets } from "../../src/applications/chat/attack-card.ts";
import { DAMAGE_QUERIES, applyDamageQuery, attackCardOf, defenceQuery } from "../../src/applications/chat/damage-queries.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { PhaseSixCombatTracker } from "../../src/applications/combat-tracker.ts";

/** How long a click may take to land through the GM channel (generous: the test machines are shared). */
const SETTLED = { timeout: 15_000, interval: 5 };

const gm = new StandInUser("gm", "Spielleitung", true);
const anna = new StandInUser("p1", "Anna");
const bert = new StandInUser("p2", "Bert");

let notices: Notice[];
let messages: StandInChatMessage[];

function as(user: StandInUser): void {
  (globalThis as unknown as { game: { user: StandInUser } }).game.user = user;
}

/** What the database holds of a message, read back as after a reload (a new object, rolls from JSON). */
function reload(message: StandInChatMessage): StandInChatMessage {
  const stored = JSON.parse(
    JSON.stringify({ author: message.author.id, rolls: message.source.rolls, whisper: message.whisper, blind: message.blind, flags: message.flags, speaker: message.speaker, flavor: message.flavor, content: message.content }),
  ) as Record<string, unknown>;
  const fresh = StandInChatMessage.fromData(message.id, stored);
  messages.splice(messages.indexOf(message), 1, fresh);
  return fresh;
}

function rollOf(message: StandInChatMessage): PhaseSixRoll {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return roll;
}

function button(root: StandInElement, selector: string): StandInElement {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe("the roll card after a reload", () => {
  class RollingActor extends StandInActor {
    uuid = "Actor.anna";
    testUserPermission(user: StandInUser): boolean {
      return user.isGM || this.owners.has(user.id);
    }
  }
  let actor: RollingActor;
  let message: StandInChatMessage;

  beforeEach(async () => {
    registerDice();
    gm.active = true;
    notices = installGame({ users: [gm, anna, bert], user: anna });
    (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ROLL_ACTION_QUERY] = handleRollActionQuery;
    authorityTiming.arrivalMs = 5;
    actor = new RollingActor({ name: "Anna", owners: ["p1"], pools: { bonusDice: 2, rerolls: 1, destinyDice: 1 } });
    const roll = PhaseSixRoll.forCheck(prepareCheck(sampleRollView(), "attribute", "logic"), { actorUuid: actor.uuid });
    scriptDiceFaces([1, 2, 1]);
    await roll.evaluate();
    messages = [new StandInChatMessage("m1", "p1", [roll])];
    installChat(messages, [actor]);
    message = reload(messages[0]);
  });

  /** The card as the current user's client renders and binds it. */
  async function shown(): Promise<StandInElement> {
    const page = parseHTML(await renderRollCard(rollOf(message), { isPrivate: false }));
    bindRollCard(message as unknown as ChatMessage.Implementation, page as unknown as HTMLElement);
    return page;
  }

  it("the player's destiny die, clicked on the reloaded card, is carried out by the GM", async () => {
    scriptDiceFaces([4]);
    expect(click(button(await shown(), 'button[data-phasesix-action="destinyDie"]'))).toBe(true);
    await vi.waitFor(() => expect(rollOf(message).phasesix.log).toEqual([{ action: "destinyDie", user: "Anna" }]), SETTLED);
    expect(actor.view.pools.destinyDice).toBe(0);
    expect(notices).toEqual([]);
  });

  it("after a second reload the GM rerolls the player's roll from the GM's own client", async () => {
    scriptDiceFaces([5]);
    click(button(await shown(), 'button[data-phasesix-action="bonusDie"]'));
    await vi.waitFor(() => expect(rollOf(message).phasesix.log).toHaveLength(1), SETTLED);
    message = reload(message);
    as(gm);
    scriptDiceFaces([5, 5, 5, 5]);
    click(button(await shown(), 'button[data-phasesix-action="reroll"]'));
    await vi.waitFor(() => expect(rollOf(message).phasesix.log.map((l) => l.action)).toEqual(["bonusDie", "reroll"]), SETTLED);
    expect(rollOf(message).chains.every((c) => c.total === 5)).toBe(true);
    expect(rollOf(message).total).toBe(rollOf(message).chains.length);
    expect(notices).toEqual([]);
  });

  it("another player sees the reloaded card without buttons; an empty pool shows its button disabled", async () => {
    as(bert);
    expect((await shown()).querySelectorAll("button[data-phasesix-action]")).toEqual([]);
    as(anna);
    actor.view.pools.rerolls = 0;
    const reroll = button(await shown(), 'button[data-phasesix-action="reroll"]');
    expect(reroll.disabled).toBe(true);
    expect(reroll.dataset.tooltip).toBe("No Rerolls left.");
  });
});

describe("the attack card after a reload, from the defender's client", () => {
  let ork: StandInAttackActor;
  let orkCombatant: StandInCombatant;
  let message: StandInChatMessage;

  beforeEach(async () => {
    registerDice();
    gm.active = true;
    const maragas = new StandInAttackActor({ id: "maragas", name: "Maragas", owners: ["p1"], items: [standInItem("w1", "Sword", "weapon", { isMelee: true, stats: { damagePotential: 2, piercing: 1, conditions: {} } })] });
    ork = new StandInAttackActor({ id: "ork", name: "Ork", owners: ["p2"], protection: { normal: 2 }, evasion: 2, items: [standInItem("d1", "Dagger", "weapon", { isMelee: true, stats: { damagePotential: 1, piercing: 0, conditions: {} } })] });
    orkCombatant = new StandInCombatant({ id: "c-ork", actor: ork, system: { actions: { value: 2, max: 2 } } });
    const combat = new StandInCombat("combat", [orkCombatant]);
    notices = installGame({ users: [gm, anna, bert], user: anna, combats: [combat], settings: { "phasesix.protectionVariant": "pool" } });
    const config = (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG;
    config.queries[DAMAGE_QUERIES.defence] = defenceQuery.gmHandler;
    config.queries[DAMAGE_QUERIES.apply] = applyDamageQuery.gmHandler;
    authorityTiming.arrivalMs = 5;
    messages = [];
    installChat(messages, [maragas, ork]);
    anna.targets = new Set([{ actor: ork }]);
    const view = sampleRollView({ skills: { ...sampleRollView().skills, handToHand: 2 } });
    const check = prepareCheck(view, "skill", "handToHand", {});
    const roll = PhaseSixRoll.forCheck({ ...check, dice: 3, minRoll: 5, attack: { mode: "melee", weaponName: "Sword", ammunition: 0, canCrit: true, possible: true } as never }, { actorUuid: "Actor.maragas" });
    scriptDiceFaces([5, 6, 2, 1]);
    await roll.evaluate();
    const card = buildAttackCard(maragas as unknown as Actor.Implementation, { mode: "melee", weaponName: "Sword" }, roll);
    for (const u of [gm, anna, bert]) u.flags = {};
    registerWitness();
    messages.push(new StandInChatMessage("m1", "p1", [roll], [], false, attackCardFlags(card)));
    // Posted: every client sees it, the GM's client takes its record of the card (queries/witness.ts).
    broadcastCreate(messages[0]);
    message = reload(messages[0]);
    as(bert);
  });

  async function shown(): Promise<StandInElement> {
    const page = parseHTML(await renderAttackTargets(message as unknown as ChatMessage.Implementation));
    bindAttackTargets(message as unknown as ChatMessage.Implementation, page as unknown as HTMLElement);
    return page;
  }

  it("the defender's cover and dodge buttons roll through the GM and spend the reaction", async () => {
    scriptDiceFaces([1, 1]);
    click(button(await shown(), 'button[data-phasesix-defence="cover"][data-cover="5"]'));
    await vi.waitFor(() => expect(attackCardOf(message)?.targets[0].defences).toHaveLength(1), SETTLED);
    message = reload(message);
    scriptDiceFaces([6, 5, 3]);
    click(button(await shown(), 'button[data-phasesix-defence="dodge"]'));
    await vi.waitFor(() => expect(attackCardOf(message)?.targets[0].defences.map((d) => d.kind)).toEqual(["cover", "dodge"]), SETTLED);
    expect(attackCardOf(message)?.targets[0].defences[1]).toMatchObject({ by: "Bert", actionSpent: true });
    expect(orkCombatant.system.actions.value).toBe(1);
    expect(notices).toEqual([]);
  });

  it("the defender parries with the weapon chosen in the row, and applies the damage with the protection chosen in the dialog", async () => {
    scriptDiceFaces([2, 2, 1]);
    click(button(await shown(), 'button[data-phasesix-defence="parry"]'));
    await vi.waitFor(() => expect(attackCardOf(message)?.targets[0].defences[0]).toMatchObject({ kind: "parry", weaponName: "Dagger", by: "Bert" }), SETTLED);
    message = reload(message);
    setInputAnswer({ normal: 2 });
    click(button(await shown(), "button.attack-apply"));
    await vi.waitFor(() => expect(attackCardOf(message)?.targets[0].applied).not.toBeNull(), SETTLED);
    expect(attackCardOf(message)?.targets[0].applied?.by).toBe("Bert");
    expect(ork.protectionSpent.normal).toBe(2);
  });

  it("the attacker's player sees the rows without the defender's buttons", async () => {
    as(anna);
    expect((await shown()).querySelectorAll("button.attack-defence, button.attack-apply")).toEqual([]);
  });
});

describe("the combat tracker's controls on a player's client", () => {
  type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
  const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant & StandInCombatant;
  const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => PhaseSixCombat & StandInCombat;
  let hero: PhaseSixCombatant & StandInCombatant;
  let foe: PhaseSixCombatant & StandInCombatant;
  let heroActor: StandInActor;
  let combat: PhaseSixCombat & StandInCombat;

  beforeEach(async () => {
    registerDice();
    gm.active = true;
    heroActor = new StandInActor({ name: "Hagen", owners: ["p1"], pools: { bonusDice: 1, destinyDice: 1 } });
    hero = new Combatant6({ id: "hero", actor: heroActor });
    foe = new Combatant6({ id: "foe", actor: new StandInActor({ name: "Räuber" }) });
    combat = new Combat6("c1", [hero, foe], 1);
    notices = installGame({ users: [gm, anna, bert], user: gm, combats: [combat] });
    registerQueries();
    authorityTiming.arrivalMs = 5;
    await combat.startTurn(foe);
    await hero.update({ system: { actions: { value: 2, max: 2 } } });
    as(anna);
  });

  /** Core's rows (one per combatant) with our actions block drawn in by the tracker, as after a reload. */
  async function drawn(): Promise<StandInElement> {
    const tracker = new (PhaseSixCombatTracker as unknown as new () => { viewed: unknown; element: unknown; _onRender(c: unknown, o: unknown): Promise<void> })();
    tracker.viewed = combat;
    const rows = combat.combatants.contents.map((c) => `<li class="combatant" data-combatant-id="${c.id}"><div class="token-name"><strong class="name">${c.name}</strong></div></li>`).join("");
    tracker.element = parseHTML(`<ol class="combat-tracker">${rows}</ol>`, "section");
    await tracker._onRender({}, {});
    return tracker.element as StandInElement;
  }

  const row = (page: StandInElement, id: string) => button(page, `li.combatant[data-combatant-id="${id}"]`);

  it("the player uses a saved action as a reaction and gives it back", async () => {
    const page = await drawn();
    click(button(row(page, "hero"), "[data-phasesix-action=spend]"));
    await vi.waitFor(() => expect(hero.system.actions.value).toBe(1), SETTLED);
    click(button(row(await drawn(), "hero"), "[data-phasesix-action=giveBack]"));
    await vi.waitFor(() => expect(hero.system.actions.value).toBe(2), SETTLED);
    expect(notices).toEqual([]);
  });

  it("the player buys an action with a bonus die and steals one from the foe with a destiny die", async () => {
    await foe.update({ system: { actions: { value: 2, max: 2 } } });
    click(button(row(await drawn(), "hero"), "[data-phasesix-action=bonus]"));
    await vi.waitFor(() => expect(hero.system.actions.value).toBe(3), SETTLED);
    expect(heroActor.view.pools.bonusDice).toBe(0);
    setInputAnswer({ victim: "foe" });
    click(button(row(await drawn(), "hero"), "[data-phasesix-action=steal]"));
    await vi.waitFor(() => expect(foe.system.actions.value).toBe(1), SETTLED);
    expect(heroActor.view.pools.destinyDice).toBe(0);
    expect(notices).toEqual([]);
  });

  it("the player sees no controls on the foe's row", async () => {
    expect(row(await drawn(), "foe").querySelectorAll("[data-phasesix-action]")).toEqual([]);
  });
});
