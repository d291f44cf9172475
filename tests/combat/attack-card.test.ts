/**
 * The attack card's flow with the Foundry stand-ins: targets captured with the roll, defences and
 * damage carried out by the active GM for the target's owner (the player asks through the authority
 * layer; the GM learns who asked from the User document, not from the data), one reaction per
 * participant per action, Dying refuses reactions, damage applied once, hooks for modules.
 */
import "../foundry/data-fields.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInChatMessage, broadcastCreate, installChat } from "../foundry/chat-message.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { StandInAttackActor, standInItem } from "../foundry/attack-actors.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import type { AttackCard, SpecialAttack } from "../../src/rules/attack/card.ts";
import { authorityTiming } from "../../src/queries/authority.ts";
import { DAMAGE_QUERIES, applyDamageQuery, attackCardOf, cardSerialKeys, damageInputFor, defenceQuery, requestApplyDamage, requestDefence } from "../../src/applications/chat/damage-queries.ts";
import { resolveDamage } from "../../src/rules/attack/damage.ts";
import { attackCardFlags, buildAttackCard, buttonRequest, promptProtection, renderAttackTargets } from "../../src/applications/chat/attack-card.ts";
import { parryWeapons } from "../../src/applications/chat/attack-actors.ts";
import { ATTACK_HOOKS } from "../../src/applications/chat/attack-hooks.ts";
import { concentrationOf } from "../../src/documents/concentration.ts";

const gm = new StandInUser("gm", "Spielleitung", true);
const anna = new StandInUser("p1", "Anna");
const bert = new StandInUser("p2", "Bert");

/** The book's attack 4,5,5,14 at 5+: 2 normal hits and 1 critical hit. */
async function bookAttack(): Promise<PhaseSixRoll> {
  const view = sampleRollView({ skills: { ...sampleRollView().skills, handToHand: 4 } });
  const check = prepareCheck(view, "skill", "handToHand", {});
  const roll = PhaseSixRoll.forCheck(
    { ...check, dice: 4, minRoll: 5, attack: { mode: "melee", weaponName: "Sword", ammunition: 0, canCrit: true, possible: true } as never },
    { actorUuid: "Actor.maragas" },
  );
  scriptDiceFaces([4, 5, 5, 6, 6, 2]);
  await roll.evaluate();
  return roll;
}

let maragas: StandInAttackActor;
let ork: StandInAttackActor;
let goblin: StandInAttackActor;
let orkCombatant: StandInCombatant;
let messages: StandInChatMessage[];
let notices: ReturnType<typeof installGame>;

async function setup(user: StandInUser, settings: Record<string, unknown> = {}, special: SpecialAttack = "none"): Promise<StandInChatMessage> {
  registerDice();
  gm.active = true;
  maragas = new StandInAttackActor({ id: "maragas", name: "Maragas", owners: ["p1"], items: [standInItem("w1", "Sword", "weapon", { isMelee: true, stats: { damagePotential: 2, piercing: 1, conditions: { bleeding: 1 } } })] });
  ork = new StandInAttackActor({
    id: "ork",
    name: "Ork",
    owners: ["p2"],
    protection: { normal: 2, critical: 1 },
    innate: 1,
    evasion: 3,
    items: [standInItem("d1", "Dagger", "weapon", { isMelee: true, stats: { damagePotential: 1, piercing: 0, conditions: {} } }), standInItem("s1", "Round shield", "armor", { worn: true, category: "shield", cover: 5 })],
  });
  goblin = new StandInAttackActor({ id: "goblin", name: "Goblin", owners: [] });
  orkCombatant = new StandInCombatant({ id: "c-ork", actor: ork, system: { actions: { value: 2, max: 2 } } });
  const combat = new StandInCombat("combat", [orkCombatant, new StandInCombatant({ id: "c-gob", actor: goblin })]);
  notices = installGame({ users: [gm, anna, bert], user: anna, combats: [combat], settings: { "phasesix.protectionVariant": "pool", "phasesix.armourDamage": false, ...settings } });
  const config = (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG;
  config.queries[DAMAGE_QUERIES.defence] = defenceQuery.gmHandler;
  config.queries[DAMAGE_QUERIES.apply] = applyDamageQuery.gmHandler;
  authorityTiming.arrivalMs = 20;
  messages = [];
  installChat(messages, [maragas, ork, goblin]);
  for (const u of [gm, anna, bert]) u.flags = {};
  registerWitness();
  // Anna targets the Ork and the Goblin and attacks with the sword.
  anna.targets = new Set([{ actor: ork }, { actor: goblin }]);
  const roll = await bookAttack();
  const card = buildAttackCard(maragas as unknown as Actor.Implementation, { mode: "melee", weaponName: "Sword", special }, roll);
  const message = new StandInChatMessage("m1", "p1", [roll], [], false, attackCardFlags(card));
  messages.push(message);
  // Posted: every client sees it, the GM's client takes its record of the card (queries/witness.ts).
  broadcastCreate(message);
  (globalThis as unknown as { game: { user: StandInUser } }).game.user = user;
  return message;
}

function cardOf(message: StandInChatMessage): AttackCard {
  const card = attackCardOf(message);
  if (!card) throw new Error("no attack card");
  return card;
}

const orkTarget = { messageId: "m1", targetIndex: 0, actorUuid: "Actor.ork" };

describe("attack card: one queue per wounded actor (issue 32, D4)", () => {
  it("a defence and a damage of a card wait for the card, the target and the attacker, as an actor operation on either does", async () => {
    await setup(gm);
    const keys = ["ChatMessage.m1", "ActorOperation.Actor.ork", "ActorOperation.Actor.maragas"];
    expect(cardSerialKeys(orkTarget)).toEqual(keys);
    expect(applyDamageQuery.serialize?.(orkTarget)).toEqual(keys);
    expect(defenceQuery.serialize?.({ ...orkTarget, kind: "dodge" })).toEqual(keys);
  });

  it("a card that is gone still waits for the card and the actor its request names", async () => {
    await setup(gm);
    expect(cardSerialKeys({ messageId: "gone", targetIndex: 0, actorUuid: "Actor.ork" })).toEqual(["ChatMessage.gone", "ActorOperation.Actor.ork"]);
  });
});

describe("attack card: applying damage with the roll-at-once key", () => {
  it("takes the protection dialog's pre-filled best use without opening it", async () => {
    await setup(bert);
    const dialogs: unknown[] = [];
    const g = globalThis as unknown as { foundry: { applications: { api?: Record<string, unknown> } } };
    const priorApi = g.foundry.applications.api;
    g.foundry.applications.api = { ...priorApi, DialogV2: { input: async (config: unknown) => void dialogs.push(config) } };
    try {
      const choice = await promptProtection(cardOf(messages[0]), 0, ork as unknown as Actor.Implementation, true);
      expect(dialogs).toEqual([]);
      // 2 hits and 1 critical against piercing 1: the dialog's plan — every normal unit (2 worn, 1 innate) and the critical one.
      expect(choice?.spend).toEqual(["normal", "normal", "normal", "critical"]);
    } finally {
      g.foundry.applications.api = priorApi;
    }
  });
});

describe("attack card: targets on the roll", () => {
  beforeEach(async () => {
    await setup(anna);
  });

  it("captures the user's targets, the weapon after modifications and the mode", () => {
    const card = cardOf(messages[0]);
    expect(card.attacker).toEqual({ actorUuid: "Actor.maragas", tokenUuid: null, name: "Maragas" });
    expect(card.weapon).toEqual({ name: "Sword", wounds: 1, piercing: 1, conditions: { bleeding: 1 }, melee: true, special: "none" });
    expect(card.mode).toBe("melee");
    expect(card.targets.map((t) => [t.name, t.actorUuid, t.incoming])).toEqual([
      ["Ork", "Actor.ork", { hits: 2, criticalHits: 1, extraWounds: [0] }],
      ["Goblin", "Actor.goblin", { hits: 2, criticalHits: 1, extraWounds: [0] }],
    ]);
  });

  it("shows defence buttons only to the target's owner and the GM", async () => {
    const html = await renderAttackTargets(messages[0] as unknown as ChatMessage.Implementation);
    // Anna owns neither target: rows without buttons.
    expect(html).toContain("Ork");
    expect(html).not.toContain("data-phasesix-defence");
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = bert;
    const asBert = await renderAttackTargets(messages[0] as unknown as ChatMessage.Implementation);
    const rows = asBert.split("data-target-index=").slice(1);
    expect(rows[0]).toContain('data-phasesix-defence="dodge"');
    // The round shield's own cover value 5+.
    expect(rows[0]).toContain('data-phasesix-defence="shieldParry" data-cover="5"');
    expect(rows[1]).not.toContain("data-phasesix-defence");
  });
});

describe("card buttons", () => {
  it("turn a button's data into the query for its target", async () => {
    await setup(bert);
    const card = cardOf(messages[0]);
    expect(buttonRequest(card, "m1", 0, { apply: false, defence: "cover", cover: "5" }, "item:d1")).toEqual({ type: "defence", query: { ...orkTarget, kind: "cover", cover: 5, weaponKey: null } });
    expect(buttonRequest(card, "m1", 0, { apply: false, defence: "parry" }, "item:d1")).toEqual({ type: "defence", query: { ...orkTarget, kind: "parry", cover: null, weaponKey: "item:d1" } });
    expect(buttonRequest(card, "m1", 1, { apply: true }, null)).toEqual({ type: "apply", base: { messageId: "m1", targetIndex: 1, actorUuid: "Actor.goblin" } });
    expect(buttonRequest(card, "m1", 0, { apply: false, defence: "teleport" }, null)).toBeNull();
    expect(buttonRequest(card, "m1", 7, { apply: true }, null)).toBeNull();
  });
});

describe("defence through the active GM", () => {
  it("a player dodges for their own target: the reaction is spent and the same card updated", async () => {
    const message = await setup(bert);
    // Dodge: 3 evasion dice at 5 + 3 hits = 8+; first throws 6, 3, 2, the six goes on with 3: 9 succeeds.
    scriptDiceFaces([6, 3, 2, 3]);
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(true);
    const card = cardOf(message);
    expect(card.targets[0].defences).toHaveLength(1);
    expect(card.targets[0].defences[0]).toMatchObject({ kind: "dodge", by: "Bert", target: 8, successes: 1, actionSpent: true });
    expect(card.targets[0].defences[0].after).toEqual({ hits: 0, criticalHits: 0, extraWounds: [] });
    expect(orkCombatant.system.actions.value).toBe(1);
    // The request went through Bert's own User document, not as an id in the data.
    expect(bert.updates).toBeGreaterThan(0);
  });

  it("one reaction per participant per action: a parry after a dodge is refused and spends nothing", async () => {
    const message = await setup(bert);
    scriptDiceFaces([1, 1, 1]);
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(true);
    expect(await requestDefence({ ...orkTarget, kind: "parry", weaponKey: "item:d1" })).toBe(false);
    expect(notices.at(-1)?.message).toContain("already reacted");
    expect(orkCombatant.system.actions.value).toBe(1);
    expect(cardOf(message).targets[0].defences).toHaveLength(1);
  });

  it("cover first (no reaction), then a parry with the chosen weapon: criticals get through", async () => {
    const message = await setup(bert);
    // 4+ cover: the critical die 2 fails, the normal dice 4 and 1: one hit stopped.
    scriptDiceFaces([2, 4, 1]);
    expect(await requestDefence({ ...orkTarget, kind: "cover", cover: 4 })).toBe(true);
    expect(orkCombatant.system.actions.value).toBe(2);
    // Parry with the dagger: Hand to Hand 1 + 1 = 2 dice at 5+: 5 and 2 → one success.
    scriptDiceFaces([5, 2]);
    expect(await requestDefence({ ...orkTarget, kind: "parry", weaponKey: "item:d1" })).toBe(true);
    const target = cardOf(message).targets[0];
    expect(target.defences.map((d) => [d.kind, d.dice, d.successes])).toEqual([
      ["cover", [2, 4, 1], 1],
      ["parry", [5, 2], 1],
    ]);
    expect(target.defences[1].after).toEqual({ hits: 0, criticalHits: 1, extraWounds: [0] });
    expect(orkCombatant.system.actions.value).toBe(1);
  });

  it("a shield parry uses the shield's own cover value and is a reaction", async () => {
    const message = await setup(bert);
    scriptDiceFaces([5, 5, 4]);
    expect(await requestDefence({ ...orkTarget, kind: "shieldParry" })).toBe(true);
    const d = cardOf(message).targets[0].defences[0];
    expect(d).toMatchObject({ kind: "shieldParry", target: 5, successes: 2, actionSpent: true });
    expect(orkCombatant.system.actions.value).toBe(1);
  });

  it("outside a combat a dodge spends no action (there is none to spend)", async () => {
    const message = await setup(bert);
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = null;
    scriptDiceFaces([1, 1, 1]);
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(true);
    expect(cardOf(message).targets[0].defences[0]).toMatchObject({ kind: "dodge", successes: 0, actionSpent: false });
    expect(orkCombatant.system.actions.value).toBe(2);
  });

  it("a combatant without a saved action cannot dodge", async () => {
    await setup(bert);
    await orkCombatant.update({ "system.actions.value": 0 });
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(false);
    expect(notices.at(-1)?.message).toBe("No saved action left for a reaction.");
  });

  it("a dodge without dice is offered disabled with its reason; the GM refuses it and spends no reaction", async () => {
    const message = await setup(bert);
    ork.view.evasion = 0;
    const row = (await renderAttackTargets(message as unknown as ChatMessage.Implementation)).split("data-target-index=")[1];
    const dodge = /<button[^>]*data-phasesix-defence="dodge"[^>]*>[^<]*<\/button>/.exec(row)?.[0] ?? "";
    expect(dodge).toMatch(/\sdisabled/);
    expect(dodge).toContain("No dice to dodge with");
    expect(dodge).not.toContain("0 %");
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(false);
    expect(notices.at(-1)?.message).toContain("No dice to dodge with");
    expect(cardOf(message).targets[0].defences).toHaveLength(0);
    expect(orkCombatant.system.actions.value).toBe(2);
  });

  it("2026: the Quick Reaction is not spent on a dodge of no dice (shocked takes the last die)", async () => {
    const message = await setup(bert, { "phasesix.edition": "2026" });
    await orkCombatant.update({ "system.actions.value": 1, "system.quickReaction": true });
    ork.view.evasion = 1;
    ork.view.conditions.shocked = 1;
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(false);
    expect(orkCombatant.system.actions.value).toBe(1);
    expect(cardOf(message).targets[0].defences).toHaveLength(0);
  });

  it("a parry weapon without dice cannot be chosen; the GM refuses a parry with it and spends nothing", async () => {
    const message = await setup(bert);
    ork.view.skills.handToHand = -3;
    const row = (await renderAttackTargets(message as unknown as ChatMessage.Implementation)).split("data-target-index=")[1];
    expect(row).toMatch(/<option value="item:d1"\s+disabled>/);
    expect(row).toMatch(/data-phasesix-defence="parry"[^>]*data-tooltip="No dice to parry with[^"]*"[^>]*disabled/);
    expect(await requestDefence({ ...orkTarget, kind: "parry", weaponKey: "item:d1" })).toBe(false);
    expect(notices.at(-1)?.message).toContain("No dice to parry with");
    expect(orkCombatant.system.actions.value).toBe(2);
  });

  it("a player who does not own the target is refused; nothing is rolled or spent", async () => {
    const message = await setup(anna);
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(false);
    expect(notices.at(-1)?.message).toBe("Only the target's owner or the GM may do this.");
    expect(cardOf(message).targets[0].defences).toHaveLength(0);
    expect(orkCombatant.system.actions.value).toBe(2);
  });

  it("a Dying target has no reactions", async () => {
    await setup(bert);
    ork.view.conditions.dying = 1;
    expect(await requestDefence({ ...orkTarget, kind: "dodge" })).toBe(false);
    expect(notices.at(-1)?.message).toBe("A dying character cannot react.");
    expect(orkCombatant.system.actions.value).toBe(2);
  });

  it("a card whose author does not own the attacker justifies nothing", async () => {
    await setup(bert);
    messages[0].author = { id: "p2" };
    expect(await requestDefence({ ...orkTarget, kind: "cover", cover: 5 })).toBe(false);
    expect(notices.at(-1)?.message).toBe(game.i18n.localize("PHASESIX.Authority.Reason.unjustified"));
  });

  it("the card must name this target", async () => {
    await setup(bert);
    expect(await requestDefence({ ...orkTarget, actorUuid: "Actor.goblin", kind: "cover", cover: 5 })).toBe(false);
    expect(notices.at(-1)?.message).toBe("This target is not on the card.");
  });
});

describe("apply damage through the active GM", () => {
  it("spends the chosen protection (innate units never), deals wounds and conditions, records who; twice is refused", async () => {
    const message = await setup(bert);
    // 2 hits + 1 critical, piercing 1. Bert spends 1 normal (eaten by piercing: the innate one), 1 critical, 1 normal.
    expect(await requestApplyDamage({ ...orkTarget, spend: ["normal", "critical", "normal"] })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    expect(applied).toMatchObject({ by: "Bert", variant: "pool", wounds: 1, hitsStopped: 1, criticalHitsStopped: 1, innateUsed: 1, wasted: 1, conditions: { bleeding: 1 } });
    expect(ork.view.health.value).toBe(9);
    expect(ork.view.conditions.bleeding).toBe(1);
    // The innate unit was not taken from the pool; the two armour units were.
    expect(ork.protectionSpent).toMatchObject({ normal: 1, critical: 1 });
    expect(await requestApplyDamage({ ...orkTarget })).toBe(false);
    expect(notices.at(-1)?.message).toBe("The damage was already applied.");
    expect(ork.view.health.value).toBe(9);
  });

  it("a card its attacker rewrote after posting (ten wounds per hit) is refused for the target's owner, and says why; the GM may apply it (issue 32, D3)", async () => {
    const message = await setup(anna);
    const card = cardOf(message);
    await message.update({ "flags.phasesix.attack": { ...card, weapon: { ...card.weapon, wounds: 10 } } });
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = bert;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(false);
    expect(notices.at(-1)?.message).toBe("This card is not as the GM's client saw it when it was rolled (no GM was online then, or it was changed since): ask the GM to apply it.");
    expect(ork.view.health.value).toBe(10);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = gm;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
  });

  it("a demonic attack (marked in the attack dialog) lets the target's demonic protection stop its hits", async () => {
    const message = await setup(gm);
    const card = cardOf(message);
    ork.protectionMaxUnits.normal = 0;
    ork.protectionMaxUnits.critical = 0;
    ork.protectionMaxUnits.demonic = 2;
    const plain = resolveDamage(damageInputFor(card, 0, ork as unknown as Actor.Implementation, null));
    const demonicCard: AttackCard = { ...card, weapon: { ...card.weapon, demonic: true } };
    const input = damageInputFor(demonicCard, 0, ork as unknown as Actor.Implementation, null);
    expect(input.weapon.demonic).toBe(true);
    const demonic = resolveDamage(input);
    expect(plain.pool?.spent).not.toContain("demonic");
    expect(demonic.pool?.spent).toContain("demonic");
    expect(demonic.hitsStopped).toBeGreaterThan(plain.hitsStopped);
    expect(demonic.wounds).toBeLessThan(plain.wounds);
  });

  it("a K.O. attack deals no wounds; the target rolls Resistance against the hits through and is knocked out (Unconscious 1)", async () => {
    const message = await setup(gm, {}, "knockout");
    ork.protectionMaxUnits.normal = 1; // the innate unit only, eaten by piercing: all 3 hits get through
    ork.protectionMaxUnits.critical = 0;
    ork.view.attributes.resistance = 2;
    scriptDiceFaces([5, 2]); // Resistance 2 dice at 5+: one success, 3 needed
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    expect(applied?.wounds).toBe(0);
    expect(applied?.special).toEqual({ kind: "knockout", attribute: "resistance", need: 3, dice: [5, 2], successes: 1, effective: true });
    expect(ork.view.conditions.unconscious).toBe(1);
    expect(ork.view.health.value).toBe(10);
  });

  it("a Shocked target resists a K.O. with X dice fewer (rulebook-de → Zustände → Geschockt)", async () => {
    const message = await setup(gm, {}, "knockout");
    ork.protectionMaxUnits.normal = 1;
    ork.protectionMaxUnits.critical = 0;
    ork.view.attributes.resistance = 3;
    ork.view.conditions.shocked = 1;
    scriptDiceFaces([5, 5, 5]); // only two of them are rolled
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    expect(cardOf(message).targets[0].applied?.special).toMatchObject({ kind: "knockout", dice: [5, 5], successes: 2, effective: true });
  });

  it("a disarming attack: the target rolls the better of Strength and Deftness against the attacker's hits; enough successes keep the weapon", async () => {
    const message = await setup(gm, {}, "disarm");
    ork.view.attributes.deftness = 3;
    scriptDiceFaces([5, 5, 5]); // 3 successes against 2 hits + 1 critical
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    expect(applied?.special).toEqual({ kind: "disarm", attribute: "deftness", need: 3, dice: [5, 5, 5], successes: 3, effective: false });
    expect(ork.view.conditions.unconscious).toBe(0);
    expect(applied?.wounds).toBe(0);
  });

  it("a coup de grâce makes an unconscious target Dying at the successes, protection playing no part, and takes its actions", async () => {
    const message = await setup(gm, {}, "coupDeGrace");
    ork.view.conditions.unconscious = 2;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    expect(applied?.special).toMatchObject({ kind: "coupDeGrace", successes: 3, effective: true, dying: 3 });
    expect(applied).toMatchObject({ wounds: 0, spent: [], variant: "none", dying: true });
    expect(ork.view.conditions.dying).toBe(3);
    expect(ork.protectionSpent).toMatchObject({ normal: 0, critical: 0 });
    expect(orkCombatant.system.actions.value).toBe(0);
  });

  it("a coup de grâce removes every other condition of the target it makes Dying (rulebook-de → Zustände → Sterbend)", async () => {
    const message = await setup(gm, {}, "coupDeGrace");
    ork.view.conditions.unconscious = 2;
    ork.view.conditions.bleeding = 1;
    ork.view.conditions.burning = 2;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    expect(ork.view.conditions).toEqual({ dying: 3, unconscious: 0, shocked: 0, burning: 0, bleeding: 0, poisoned: 0, hunkered: 0 });
    expect(cardOf(message).targets[0].applied?.special).toMatchObject({ kind: "coupDeGrace", dying: 3 });
  });

  it("an attack on a dying target whose hearts were healed raises Dying by the wounds that get through (rulebook-de → Sterbend)", async () => {
    await setup(gm);
    ork.view.conditions.dying = 1;
    ork.view.health.value = 5; // first aid gave back hearts without stabilising
    ork.protectionMaxUnits.normal = 1; // the innate unit, eaten by piercing
    ork.protectionMaxUnits.critical = 0;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    expect(ork.view.health.value).toBe(2);
    expect(ork.view.conditions.dying).toBe(4);
  });

  it("a player's coup de grâce on an awake target is refused with the reason; the GM may apply it (a sleeping target)", async () => {
    const message = await setup(bert, {}, "coupDeGrace");
    expect(await requestApplyDamage({ ...orkTarget })).toBe(false);
    expect(notices.at(-1)?.message).toBe("A coup de grâce only against an unconscious, sleeping or dying target.");
    expect(ork.view.conditions.dying).toBe(0);
    expect(cardOf(message).targets[0].applied).toBeFalsy();
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = gm;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    expect(ork.view.conditions.dying).toBe(3);
  });

  it("outside a combat the protection pool is not used, innate protection still is (rulebook-de → Der Schutzpool)", async () => {
    await setup(gm);
    const inFight = damageInputFor(cardOf(messages[0]), 0, ork as unknown as Actor.Implementation, null);
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = null;
    const outside = damageInputFor(cardOf(messages[0]), 0, ork as unknown as Actor.Implementation, null);
    expect(inFight.protection).toMatchObject({ variant: "pool", pool: { normal: 2, critical: 1 }, innate: { normal: 1 } });
    expect(outside.protection).toMatchObject({ variant: "pool", pool: { normal: 0, critical: 0 }, innate: { normal: 1 } });
  });

  it("parrying needs a melee weapon at hand: unarmed is no parry weapon (rulebook-de → Nahkampfangriffe parieren)", async () => {
    await setup(gm);
    expect(parryWeapons(ork as unknown as Actor.Implementation).map((w) => w.key)).toEqual(["item:d1"]);
    expect(parryWeapons(goblin as unknown as Actor.Implementation)).toEqual([]);
  });

  it("a coup de grâce on a dying target raises Dying by the attack's wounds", async () => {
    const message = await setup(gm, {}, "coupDeGrace");
    ork.view.conditions.dying = 2;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    // 2 hits + 1 critical at 1 wound each
    expect(ork.view.conditions.dying).toBe(5);
    expect(cardOf(message).targets[0].applied?.special).toMatchObject({ kind: "coupDeGrace", dying: 5 });
  });

  it("the automatic plan stops what it can; a wound ends concentration; Dying at 0 takes the saved actions", async () => {
    const message = await setup(gm);
    ork.view.health.value = 2;
    ork.flags = { phasesix: { concentration: [{ itemId: "sp", name: "Shield of Light" }] } };
    ork.protectionMaxUnits.normal = 1; // innate only: stops one hit after piercing ate… none left to eat
    ork.protectionMaxUnits.critical = 0;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    expect(applied?.wounds).toBe(3);
    expect(applied?.concentrationEnded).toEqual(["Shield of Light"]);
    expect(concentrationOf(ork)).toEqual([]);
    expect(ork.view.conditions.dying).toBe(1);
    expect(applied?.dying).toBe(true);
    expect(orkCombatant.system.actions.value).toBe(0);
  });

  it("the flat variant: protection − piercing stops normal hits, criticals get through", async () => {
    const message = await setup(gm, { "phasesix.protectionVariant": "flat" });
    // Flat protection = 2 + 1 + 1 innate = 4, minus piercing 1 = 3 ≥ 2 normal hits; the critical gets through.
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    expect(cardOf(message).targets[0].applied).toMatchObject({ variant: "flat", wounds: 1, hitsStopped: 2 });
    expect(ork.protectionSpent.normal).toBe(0);
  });

  it("a module may alter the damage in phasesix.preApplyDamage, or cancel it; damageApplied reports it", async () => {
    const message = await setup(gm);
    const seen: unknown[] = [];
    Hooks.on(ATTACK_HOOKS.preApplyDamage as never, ((context: { input: { noWounds?: boolean } }) => {
      context.input.noWounds = true;
    }) as never);
    Hooks.on(ATTACK_HOOKS.damageApplied as never, ((context: { applied: unknown }) => void seen.push(context.applied)) as never);
    expect(await requestApplyDamage({ ...orkTarget })).toBe(true);
    expect(cardOf(message).targets[0].applied?.wounds).toBe(0);
    expect(seen).toHaveLength(1);
    Hooks.on(ATTACK_HOOKS.preApplyDamage as never, (() => false) as never);
    expect(await requestApplyDamage({ messageId: "m1", targetIndex: 1, actorUuid: "Actor.goblin" })).toBe(false);
    expect(cardOf(message).targets[1].applied).toBeNull();
  });

  it("reflection sends a hit back at the attacker; sticky protection binds the weapon", async () => {
    const message = await setup(gm);
    ork.protectionMaxUnits.reflection = 1;
    ork.protectionMaxUnits.sticky = 1;
    expect(await requestApplyDamage({ ...orkTarget, spend: ["normal", "reflection", "sticky", "critical"] })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    expect(applied).toMatchObject({ reflectedHits: 1, weaponBound: true, wounds: 0 });
    // Maragas has no protection: the reflected hit deals the sword's 1 wound.
    expect(maragas.view.health.value).toBe(9);
    expect(ork.protectionSpent).toMatchObject({ reflection: 1, sticky: 1, critical: 1, normal: 0 });
    // The sticky unit binds Maragas' sword: it cannot attack until freed.
    expect(maragas.items.find((item) => item.name === "Sword")?.system.bound).toBe(true);
  });

  it("optional armour damage: every 2 hits stopped cost the worn armour 10 % condition", async () => {
    const message = await setup(gm, { "phasesix.armourDamage": true });
    const armour = standInItem("a1", "Leather", "armor", { worn: true, category: "light", condition: 100, protection: { normal: 2 } });
    ork.items.push(armour);
    expect(await requestApplyDamage({ ...orkTarget, spend: ["normal", "normal", "critical"] })).toBe(true);
    expect(cardOf(message).targets[0].applied?.armourDamagePercent).toBe(10);
    expect(armour.system.condition).toBe(90);
    expect(await renderAttackTargets(message as unknown as ChatMessage.Implementation)).toContain("Armour damage: Leather −10 % condition (now 90 %).");
  });

  it("with the optional armour damage rule off the card reports no armour damage and the armour keeps its condition", async () => {
    const message = await setup(gm, { "phasesix.armourDamage": false });
    const vest = standInItem("a1", "Ballistic vest", "armor", { worn: true, category: "light", condition: 100, protection: { normal: 2 } });
    ork.items.push(vest);
    expect(await requestApplyDamage({ ...orkTarget, spend: ["normal", "normal", "critical"] })).toBe(true);
    const applied = cardOf(message).targets[0].applied;
    // Two hits stopped: under the rule they would cost the vest 10 %.
    expect((applied?.hitsStopped ?? 0) + (applied?.criticalHitsStopped ?? 0)).toBe(2);
    expect(applied?.armourDamagePercent).toBe(0);
    expect(vest.system.condition).toBe(100);
    expect(await renderAttackTargets(message as unknown as ChatMessage.Implementation)).not.toContain("Armour damage");
  });

  it("with the rule on but no worn armour (innate and shield units only) nothing is reported as damaged", async () => {
    const message = await setup(gm, { "phasesix.armourDamage": true });
    expect(await requestApplyDamage({ ...orkTarget, spend: ["normal", "normal", "critical"] })).toBe(true);
    expect(cardOf(message).targets[0].applied?.armourDamagePercent).toBe(0);
    expect(await renderAttackTargets(message as unknown as ChatMessage.Implementation)).not.toContain("Armour damage");
  });

  it("a player who does not own the target cannot apply damage to it", async () => {
    const message = await setup(anna);
    expect(await requestApplyDamage({ ...orkTarget })).toBe(false);
    expect(cardOf(message).targets[0].applied).toBeNull();
    expect(ork.view.health.value).toBe(10);
  });

  it("without an active GM a player's request is refused with a clear message", async () => {
    await setup(bert);
    gm.active = false;
    expect(await requestApplyDamage({ ...orkTarget })).toBe(false);
    expect(notices.at(-1)?.message).toBe("No GM is online to confirm this.");
  });
});
