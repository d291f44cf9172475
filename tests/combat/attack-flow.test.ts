/**
 * The attack before and around its roll on the stand-ins (issue 10 → Deliver 1): one path for
 * sheet, NPC sheet and macros — the dialog's presets from the combatant's tracker state, the
 * actions spent through the combatant (directly or through the GM's query), ammunition spent, a
 * weapon that cannot fire, missing actions (player warned, GM may force), `phasesix.preAttack`,
 * reload costs and a thrown miss that deviates. Asserts documents, chat and notices.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import "../foundry/applications.ts";
import { setConfirmAnswer } from "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInActor, StandInCombatant, type StandInCombat } from "../foundry/combat-documents.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { rollAttack } from "../../src/applications/roll-check.ts";
import { freeWeapon, reloadWeapon, PRE_ATTACK_HOOK, type PreAttackData } from "../../src/applications/attack-flow.ts";
import { weaponAttack } from "../../src/applications/sheets/roll-bridge.ts";

registerDice();

const gm = new StandInUser("gm", "GM", true);
const anna = new StandInUser("anna", "Anna");

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => StandInCombat;

class RollingActor extends StandInActor {
  uuid = "Actor.anna";
  id = "anna";
  /** Placed tokens with their canvas centre (Foundry: `Token#center`). */
  placed: Array<{ center: { x: number; y: number } }> = [];
  override getActiveTokens(): never[] {
    return this.placed as never[];
  }
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

let actor: RollingActor;
let hero: PhaseSixCombatant;
let combat: StandInCombat;
let messages: StandInChatMessage[];
let notices: Notice[];

const asActor = (a: RollingActor) => a as unknown as Actor.Implementation;
const state = () => hero.phaseSix?.state;

async function weapon(system: Record<string, unknown>, name = "Gewehr"): Promise<PhaseSixItem> {
  const created = await (PhaseSixItem as unknown as { create(d: object): Promise<PhaseSixItem | undefined> }).create({ name, type: "weapon", system });
  if (!created) throw new Error("not created");
  return created;
}

const rifle = () => weapon({ skill: "shooting", modes: ["single", "burst"], capacity: 30, ammunition: 4, damagePotential: 2, reloadActions: 1 });

function setup(options: { user?: StandInUser; actions?: number; aiming?: number; recoil?: number; playersWriteSystem?: boolean } = {}): void {
  actor = new RollingActor({ name: "Anna", owners: ["anna"], attributes: { apprehension: 3 } });
  actor.view.skills.shooting = 3;
  actor.view.skills.perception = 4;
  hero = new Combatant6({
    id: "hero",
    actor,
    system: { actions: { value: options.actions ?? 2, max: 2 }, aiming: options.aiming ?? 0, recoil: options.recoil ?? 0 },
  });
  combat = new Combat6("c1", [hero], 1);
  combat.combatant = hero as unknown as StandInCombatant;
  notices = installGame({
    users: [gm, anna],
    user: options.user ?? anna,
    combats: [combat],
    settings: { "core.rollMode": "publicroll", "phasesix.aimingVariant": "rulebook", "phasesix.rangeBands": false },
  });
  StandInCombatant.withSystem(options.playersWriteSystem ?? true);
  registerQueries();
  installItem(itemDataModels);
  messages = [];
  installChat(messages, [actor]);
}

function rollOf(message: unknown): PhaseSixRoll {
  const roll = (message as StandInChatMessage).rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return roll;
}

beforeEach(() => {
  setConfirmAnswer(true);
  setup();
});

describe("an attack in a running combat", () => {
  it("a single shot spends 1 action and 1 round, and extends the recoil streak", async () => {
    const gun = await rifle();
    scriptDiceFaces([5, 2, 3, 1, 6, 1]);
    const request = weaponAttack(gun as unknown as Item.Implementation, "single", true);
    if (!request) throw new Error("no weapon");
    const message = await rollAttack(asActor(actor), { ...request, skipDialog: true });
    expect(message).not.toBeNull();
    expect(state()).toMatchObject({ actions: 1, recoil: 1, aiming: 0 });
    expect(gun.system).toMatchObject({ ammunition: 3 });
  });

  it("starts from the tracker: its aiming lowers the critical threshold and is used up", async () => {
    setup({ aiming: 1 });
    const gun = await rifle();
    scriptDiceFaces([5, 2, 3, 1, 6, 1]);
    const message = await rollAttack(asActor(actor), { mode: "single", weaponName: "Gewehr", damagePotential: 2, weapon: gun as unknown as Item.Implementation, skipDialog: true });
    expect(rollOf(message).phasesix.critThreshold).toBe(9);
    expect(state()).toMatchObject({ actions: 1, aiming: 0 });
  });

  it("the recoil streak from the tracker raises min roll and threshold of the next firearm attack", async () => {
    setup({ recoil: 1 });
    scriptDiceFaces([5, 2, 3, 1, 4]);
    const message = await rollAttack(asActor(actor), { mode: "single", weaponName: "Pistole", damagePotential: 2, skipDialog: true });
    expect(rollOf(message).phasesix).toMatchObject({ minRoll: 7, critThreshold: 13 });
    expect(state()).toMatchObject({ actions: 1, recoil: 2 });
  });

  it("a burst uses 3 rounds; with fewer left the weapon cannot fire and nothing is spent", async () => {
    const gun = await rifle();
    const item = gun as unknown as Item.Implementation;
    scriptDiceFaces([5, 2, 3, 1, 4, 1, 2]);
    expect(await rollAttack(asActor(actor), { mode: "burst", weaponName: "Gewehr", damagePotential: 2, weapon: item, skipDialog: true })).not.toBeNull();
    expect(gun.system).toMatchObject({ ammunition: 1 });
    expect(state()?.actions).toBe(1);
    expect(await rollAttack(asActor(actor), { mode: "burst", weaponName: "Gewehr", damagePotential: 2, weapon: item, skipDialog: true })).toBeNull();
    expect(notices.at(-1)?.message).toBe("Gewehr has too little ammunition left: reload first.");
    expect(gun.system).toMatchObject({ ammunition: 1 });
    expect(state()?.actions).toBe(1);
    expect(messages).toHaveLength(1);
  });

  it("extra aiming chosen in the dialog costs actions now; too few actions stop a player with a warning", async () => {
    setup({ actions: 1 });
    const message = await rollAttack(asActor(actor), { mode: "single", weaponName: "Pistole", damagePotential: 2, options: { aimActions: 1 }, skipDialog: true });
    expect(message).toBeNull();
    expect(notices.at(-1)?.message).toBe("Anna cannot attack: it costs 2 action(s), only 1 available. The GM may force it.");
    expect(state()?.actions).toBe(1);
    expect(messages).toHaveLength(0);
  });

  it("the GM may force an attack whose actions are missing: asked, then the actions drop to 0", async () => {
    setup({ user: gm, actions: 0 });
    setConfirmAnswer(false);
    expect(await rollAttack(asActor(actor), { mode: "melee", weaponName: "Schwert", damagePotential: 1, skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    setConfirmAnswer(true);
    scriptDiceFaces([5, 2]);
    expect(await rollAttack(asActor(actor), { mode: "melee", weaponName: "Schwert", damagePotential: 1, skipDialog: true })).not.toBeNull();
    expect(state()?.actions).toBe(0);
    expect(messages).toHaveLength(1);
  });

  it("a player's force flag is ignored: only the GM forces", async () => {
    setup({ actions: 0 });
    expect(await rollAttack(asActor(actor), { mode: "melee", weaponName: "Schwert", damagePotential: 1, skipDialog: true, force: true })).toBeNull();
    expect(messages).toHaveLength(0);
  });

  it("a player who may not write the combatant spends through the GM's query", async () => {
    setup({ playersWriteSystem: false });
    scriptDiceFaces([5, 2, 3, 1, 4]);
    expect(await rollAttack(asActor(actor), { mode: "single", weaponName: "Pistole", damagePotential: 2, skipDialog: true })).not.toBeNull();
    expect(state()).toMatchObject({ actions: 1, recoil: 1 });
  });

  it("phasesix.preAttack may cancel the attack (nothing spent) or alter it (what is rolled and spent)", async () => {
    const gun = await rifle();
    const item = gun as unknown as Item.Implementation;
    const id = Hooks.on(PRE_ATTACK_HOOK as never, (() => false) as never);
    expect(await rollAttack(asActor(actor), { mode: "single", weaponName: "Gewehr", damagePotential: 2, weapon: item, skipDialog: true })).toBeNull();
    expect(state()?.actions).toBe(2);
    expect(gun.system).toMatchObject({ ammunition: 4 });
    Hooks.off(PRE_ATTACK_HOOK as never, id);
    Hooks.on(PRE_ATTACK_HOOK as never, ((_actor: unknown, data: PreAttackData) => {
      expect(data.cost).toMatchObject({ total: 1 });
      data.options.minRollModifier = 1;
    }) as never);
    scriptDiceFaces([5, 2, 3, 1, 6, 1]);
    const message = await rollAttack(asActor(actor), { mode: "single", weaponName: "Gewehr", damagePotential: 2, weapon: item, skipDialog: true });
    expect(rollOf(message).phasesix.minRoll).toBe(6);
    expect(gun.system).toMatchObject({ ammunition: 3 });
  });
});

describe("outside combat and around the attack", () => {
  it("outside a combat no actions are counted; ammunition still is", async () => {
    setup();
    (game as unknown as { combat: unknown }).combat = null;
    const gun = await rifle();
    scriptDiceFaces([5, 2, 3, 1, 6, 1]);
    expect(await rollAttack(asActor(actor), { mode: "single", weaponName: "Gewehr", damagePotential: 2, weapon: gun as unknown as Item.Implementation, skipDialog: true })).not.toBeNull();
    expect(state()?.actions).toBe(2);
    expect(gun.system).toMatchObject({ ammunition: 3 });
  });

  it("reload costs the weapon's reload actions in combat and refills the weapon", async () => {
    const gun = await rifle();
    expect(await reloadWeapon(asActor(actor), gun as unknown as Item.Implementation)).toBe(true);
    expect(gun.system).toMatchObject({ ammunition: 30 });
    expect(state()?.actions).toBe(1);
  });

  it("a weapon bound by sticky protection cannot attack until freed; freeing it costs an action in combat", async () => {
    const gun = await weapon({ skill: "shooting", modes: ["single"], capacity: 30, ammunition: 4, damagePotential: 2, bound: true });
    const item = gun as unknown as Item.Implementation;
    expect(await rollAttack(asActor(actor), { mode: "single", weaponName: "Gewehr", damagePotential: 2, weapon: item, skipDialog: true })).toBeNull();
    expect(notices.at(-1)?.message).toBe("Gewehr is stuck in sticky protection: free it first (1 action).");
    expect(state()?.actions).toBe(2);
    expect(await freeWeapon(asActor(actor), item)).toBe(true);
    expect(gun.system).toMatchObject({ bound: false });
    expect(state()?.actions).toBe(1);
    scriptDiceFaces([5, 2, 3, 1, 4]);
    expect(await rollAttack(asActor(actor), { mode: "single", weaponName: "Gewehr", damagePotential: 2, weapon: item, skipDialog: true })).not.toBeNull();
  });

  it("a bound weapon is not freed without an action left", async () => {
    setup({ actions: 0 });
    const gun = await weapon({ skill: "shooting", modes: ["single"], capacity: 30, ammunition: 4, damagePotential: 2, bound: true });
    expect(await freeWeapon(asActor(actor), gun as unknown as Item.Implementation)).toBe(false);
    expect(gun.system).toMatchObject({ bound: true });
  });

  it("reload is refused without the actions, and the weapon stays as it was", async () => {
    setup({ actions: 0 });
    const gun = await rifle();
    expect(await reloadWeapon(asActor(actor), gun as unknown as Item.Implementation)).toBe(false);
    expect(gun.system).toMatchObject({ ammunition: 4 });
  });

  it("a thrown miss deviates: d12 clock direction and d6 metres in chat", async () => {
    const knife = await weapon({ skill: "throwing", modes: ["thrown"], damagePotential: 0 }, "Wurfmesser");
    actor.view.skills.throwing = 1;
    // One die misses (2); then the deviation's d12 and d6 from Foundry's RNG (faces 5 → 4 o'clock, 3 → 4 m).
    scriptDiceFaces([2, 5, 3]);
    await rollAttack(asActor(actor), { mode: "thrown", weaponName: "Wurfmesser", damagePotential: 0, weapon: knife as unknown as Item.Implementation, skipDialog: true });
    expect(messages).toHaveLength(2);
    expect(messages[1].content.replaceAll("&#x27;", "'")).toContain("The throw (Wurfmesser) misses and deviates: 4 o'clock, 4 m from the target.");
    expect(state()).toMatchObject({ actions: 1, recoil: 0 });
  });

  it("an area weapon's deviating throw pings its landing point on the canvas", async () => {
    const grenade = await weapon({ skill: "throwing", modes: ["thrown"], damagePotential: 0, splashDamage: 2 }, "Granate");
    actor.view.skills.throwing = 1;
    actor.placed = [{ center: { x: 0, y: 0 } }];
    anna.targets = new Set([{ actor: null, center: { x: 0, y: -1000 } }] as never);
    const pings: Array<{ x: number; y: number }> = [];
    (globalThis as unknown as { canvas: unknown }).canvas = {
      grid: { size: 100, distance: 1, measurePath: () => ({ distance: 10 }) },
      ping: async (point: { x: number; y: number }) => void pings.push(point),
    };
    try {
      // A miss (2), then the deviation: face 5 → 4 o'clock, face 3 → 4 m (100 px per metre).
      scriptDiceFaces([2, 5, 3]);
      await rollAttack(asActor(actor), { mode: "thrown", weaponName: "Granate", damagePotential: 0, weapon: grenade as unknown as Item.Implementation, skipDialog: true });
      expect(pings).toHaveLength(1);
      // 4 o'clock seen from the thrower throwing "up": 120° clockwise, 400 px from the target.
      expect(pings[0].x).toBeCloseTo(400 * Math.sin((2 * Math.PI) / 3), 6);
      expect(pings[0].y).toBeCloseTo(-1000 - 400 * Math.cos((2 * Math.PI) / 3), 6);
    } finally {
      delete (globalThis as unknown as { canvas?: unknown }).canvas;
      anna.targets = new Set();
    }
  });
});
