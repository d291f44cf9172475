/**
 * Token Action HUD (src/modules/token-action-hud/): with honest stand-ins of Token Action HUD Core's
 * ActionHandler, RollHandler and SystemManager (written after the module's public code: the handlers
 * read the selected actor(s) and the click's modifiers from their HUD manager, `addActions` files
 * actions under a group id and ignores an empty list, the roll handler gets the clicked action in
 * `action`), on real PhaseSixActors: the system answers the module's `tokenActionHudCoreApiReady`
 * with its SystemManager, builds the action lists of a character and an NPC, and a click rolls
 * through the same path as the sheet's buttons — a shift-click on Perception posts the check, the
 * rifle's single shot posts an attack, a right-click on a pool restores a die. Without the module
 * the hook never fires and nothing is registered.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { setConfirmAnswer } from "../foundry/applications.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { itemDataModels, registeredActorDataModels } from "../../src/data/index.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { handleActorOperation } from "../../src/queries/actor-operation.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { registerDice } from "../../src/dice/index.ts";
import { ATTRIBUTES, CONDITIONS, SKILLS } from "../../src/rules/catalog/index.ts";
import type { ActorRollView } from "../../src/rules/catalog/index.ts";
import { asRollingActor } from "../../src/applications/rolling-actor.ts";
import type { HudAction } from "../../src/modules/token-action-hud/actions.ts";
import { REQUIRED_CORE_MODULE_VERSION, registerTokenActionHud } from "../../src/modules/token-action-hud/index.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";
import { installKeybindings } from "../foundry/keybindings.ts";
import { registerRollKeybindings } from "../../src/applications/keybindings.ts";
import { RollDialog } from "../../src/applications/roll-dialog.ts";

const player = new StandInUser("p1", "Player");
const gm = new StandInUser("gm", "Gamemaster", true);

/** The selection and the click as Token Action HUD Core's HUD manager holds them. */
interface HudManager {
  actor: PhaseSixActor | null;
  actors: PhaseSixActor[];
  isShift: boolean;
  isAlt?: boolean;
  isRightClick: boolean;
}

/** Stand-in of the module's ActionHandler: actions filed by group id, an empty list ignored. */
class StandInActionHandler {
  hudManager: HudManager = { actor: null, actors: [], isShift: false, isRightClick: false };
  readonly groups = new Map<string, HudAction[]>();
  get actor() {
    return this.hudManager.actor;
  }
  get actors() {
    return this.hudManager.actors;
  }
  addActions(actions: HudAction[], group: { id: string; type: "system" }): void {
    if (!actions.length) return;
    this.groups.set(group.id, [...(this.groups.get(group.id) ?? []), ...actions]);
  }
}

/** Stand-in of the module's RollHandler: `action` is the clicked action; modifiers from the HUD manager. */
class StandInRollHandler {
  hudManager: HudManager = { actor: null, actors: [], isShift: false, isRightClick: false };
  action: { system?: Partial<HudAction["system"]> } | null = null;
  get actor() {
    return this.hudManager.actor;
  }
  get actors() {
    return this.hudManager.actors;
  }
  get isShift() {
    return this.hudManager.isShift;
  }
  get isAlt() {
    return this.hudManager.isAlt ?? false;
  }
  get isRightClick() {
    return this.hudManager.isRightClick;
  }
}

class StandInSystemManager {
  constructor(readonly coreModuleId: string) {}
}

const core = { id: "token-action-hud-core", api: { ActionHandler: StandInActionHandler, RollHandler: StandInRollHandler, SystemManager: StandInSystemManager } };

interface OurSystemManager {
  getActionHandler(): StandInActionHandler & { buildSystemActions(groupIds: string[]): Promise<void> };
  getRollHandler(id: string): StandInRollHandler & { handleActionClick(event: Event, value: string): Promise<void> };
  getAvailableRollHandlers(): Record<string, string>;
  registerDefaults(): Promise<{ layout: Array<{ id: string; groups: Array<{ id: string; nestId: string; name: string }> }>; groups: Array<{ id: string }> }>;
}

let messages: StandInChatMessage[];
let actors: PhaseSixActor[];
let systemReady: Array<{ api: { requiredCoreModuleVersion: string; SystemManager: new (id: string) => OurSystemManager } }>;

/** The actor's roll view, as the sheet and the HUD read it. */
function rollView(actor: PhaseSixActor): ActorRollView {
  const rolling = asRollingActor(actor);
  if (!rolling) throw new Error("no roll view");
  return rolling.system.rollView();
}

function item(data: Record<string, unknown>): PhaseSixItem {
  return new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)(data);
}

function actorWith(source: Record<string, unknown>, extra: PhaseSixItem[]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: Record<string, unknown>) => PhaseSixActor)(source);
  const doc = actor as unknown as { items: unknown; prepareData(): void };
  doc.items = new StandInCollection([...(doc.items as Array<{ id: string }>), ...(extra as unknown as Array<{ id: string }>)]);
  doc.prepareData();
  actors.push(actor);
  return actor;
}

const rifle = () => item({ _id: "weaponRifle00001", name: "Gewehr", type: "weapon", system: { skill: "shooting", modes: ["single", "burst"], capacity: 10, ammunition: 5, damagePotential: 1, reloadActions: 2 } });
const healing = () => item({ _id: "spellHealing0001", name: "Simple Healing", type: "spell", system: { school: "healing", arcanaCost: 2, power: 1 } });

beforeEach(() => {
  actors = [];
  messages = [];
  installGame({ users: [gm, player], user: player, settings: { "core.rollMode": "publicroll", "phasesix.magicLevel": 3, "phasesix.aimingVariant": "rulebook", "phasesix.rangeBands": false } });
  registerDice();
  installItem(itemDataModels);
  installActors(registeredActorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
  systemReady = [];
  (Hooks as unknown as { on(name: string, fn: (module: (typeof systemReady)[number]) => void): number }).on("tokenActionHudSystemReady", (module) => void systemReady.push(module));
});

/** The module's start: its API hook; returns our SystemManager as the module constructs it. */
function connect(): OurSystemManager {
  registerTokenActionHud();
  (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll("tokenActionHudCoreApiReady", core);
  expect(systemReady).toHaveLength(1);
  const module = systemReady[0];
  expect(module.api.requiredCoreModuleVersion).toBe(REQUIRED_CORE_MODULE_VERSION);
  return new module.api.SystemManager(core.id);
}

async function actionsOf(manager: OurSystemManager, actor: PhaseSixActor): Promise<Map<string, HudAction[]>> {
  const handler = manager.getActionHandler();
  handler.hudManager.actor = actor;
  handler.hudManager.actors = [actor];
  await handler.buildSystemActions([]);
  return handler.groups;
}

async function click(manager: OurSystemManager, actor: PhaseSixActor, action: HudAction | undefined, modifiers: { shift?: boolean; alt?: boolean; right?: boolean } = {}) {
  expect(action).toBeDefined();
  const handler = manager.getRollHandler("core");
  handler.hudManager = { actor, actors: [actor], isShift: modifiers.shift ?? false, isAlt: modifiers.alt ?? false, isRightClick: modifiers.right ?? false };
  handler.action = action ?? null;
  await handler.handleActionClick(new Event("click"), "");
}

describe("Token Action HUD", () => {
  it("registers nothing while the module is absent (its hook never fires)", () => {
    registerTokenActionHud();
    expect(systemReady).toEqual([]);
  });

  it("answers the module's API hook with a SystemManager built on the module's class, and a default layout in the user's language", async () => {
    const manager = connect();
    expect(manager).toBeInstanceOf(StandInSystemManager);
    expect(manager.getAvailableRollHandlers()).toEqual({ core: "Phase Six" });
    const defaults = await manager.registerDefaults();
    expect(defaults.layout.map((top) => top.id)).toEqual(["checks", "attacks", "magic", "conditions", "utility"]);
    expect(defaults.layout[0].groups.map((g) => g.nestId)).toEqual(["checks_attributes", "checks_skills", "checks_knowledge", "checks_evasion"]);
    expect(defaults.layout[0].groups[1].name).toBe("Skills");
    expect(defaults.groups.map((g) => g.id)).toEqual(["attributes", "skills", "knowledge", "evasion", "weapons", "spells", "conditions", "pools", "rest"]);
  });

  it("lists a character's attributes, skills, evasion, each attack mode of its weapons, its spells, conditions, pools and rest", async () => {
    const manager = connect();
    const mara = actorWith({ name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE], system: { conditions: { bleeding: 2 } }, owners: ["p1"] }, [rifle(), healing()]);
    const groups = await actionsOf(manager, mara);
    expect([...groups.keys()]).toEqual(["attributes", "skills", "evasion", "weapons", "spells", "conditions", "pools", "rest"]);
    const view = rollView(mara);
    expect(groups.get("attributes")?.map((a) => a.system.actionId)).toEqual([...ATTRIBUTES]);
    expect(groups.get("skills")?.map((a) => a.system.actionId)).toEqual([...SKILLS]);
    const perception = groups.get("skills")?.find((a) => a.system.actionId === "perception");
    expect(perception).toMatchObject({ name: "Perception", info1: { text: String(view.skills.perception) }, system: { actionType: "skill" } });
    expect(groups.get("weapons")?.map((a) => [a.name, a.system.mode, a.info1?.text])).toEqual([
      ["Gewehr", "single", "Single shot"],
      ["Gewehr", "burst", "Burst mode"],
    ]);
    expect(new Set(groups.get("weapons")?.map((a) => a.id)).size).toBe(2);
    expect(groups.get("spells")?.map((a) => [a.name, a.system.actionType, a.system.actionId])).toEqual([["Simple Healing", "spell", "spellHealing0001"]]);
    expect(groups.get("conditions")?.map((a) => a.system.actionId)).toEqual([...CONDITIONS]);
    const bleeding = groups.get("conditions")?.find((a) => a.system.actionId === "bleeding");
    expect(bleeding).toMatchObject({ cssClass: "toggle active", info1: { text: "2" } });
    expect(groups.get("conditions")?.find((a) => a.system.actionId === "burning")?.cssClass).toBe("toggle");
    expect(groups.get("pools")?.map((a) => [a.system.actionId, a.info1?.text])).toEqual([
      ["bonusDice", String(view.pools.bonusDice)],
      ["rerolls", String(view.pools.rerolls)],
      ["destinyDice", String(view.pools.destinyDice)],
    ]);
    expect(groups.get("rest")?.map((a) => a.name)).toEqual(["Rest"]);
  });

  it("lists an NPC's checks, weapons, conditions and pools, without the character's rest", async () => {
    const manager = connect();
    const guard = actorWith({ name: "Wache", type: "npc", system: {}, owners: ["p1"] }, [rifle()]);
    const groups = await actionsOf(manager, guard);
    expect([...groups.keys()]).toEqual(["attributes", "skills", "evasion", "weapons", "conditions", "pools"]);
    expect(groups.get("weapons")?.map((a) => a.system.mode)).toEqual(["single", "burst"]);
  });

  it("lists a foe's statblock rolls (strength, dexterity, mind as the attributes they stand for) and evasion, as its sheet does", async () => {
    const manager = connect();
    const wolf = actorWith({ name: "Wolf", type: "foe", system: { statblock: { strength: 4, dexterity: 5, mind: 1 } }, owners: ["p1"] }, []);
    const groups = await actionsOf(manager, wolf);
    expect([...groups.keys()]).toEqual(["attributes", "evasion", "conditions", "pools"]);
    const view = rollView(wolf);
    expect(groups.get("attributes")?.map((a) => [a.name, a.system.actionId, a.info1?.text])).toEqual([
      ["Strength", "strength", String(view.attributes.strength)],
      ["Dexterity", "deftness", String(view.attributes.deftness)],
      ["Mind", "logic", String(view.attributes.logic)],
    ]);
  });

  it("offers the conditions alone when several tokens are selected", async () => {
    const manager = connect();
    const a = actorWith({ name: "A", type: "npc", system: {}, owners: ["p1"] }, []);
    const b = actorWith({ name: "B", type: "npc", system: {}, owners: ["p1"] }, []);
    const handler = manager.getActionHandler();
    handler.hudManager.actors = [a, b];
    await handler.buildSystemActions([]);
    expect([...handler.groups.keys()]).toEqual(["conditions"]);
  });

  it("rolls Perception through the sheet's roll path: a shift-click posts the check at once", async () => {
    const manager = connect();
    const mara = actorWith({ name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE], system: {}, owners: ["p1"] }, []);
    const groups = await actionsOf(manager, mara);
    scriptDiceFaces(Array.from({ length: 40 }, () => 5));
    await click(manager, mara, groups.get("skills")?.find((a) => a.system.actionId === "perception"), { shift: true });
    expect(messages).toHaveLength(1);
    const roll = messages[0].rolls[0] as unknown as { options: { phasesix?: { check?: { kind: string; key: string } } } };
    expect(roll.options.phasesix?.check).toMatchObject({ kind: "skill", key: "perception" });
  });

  it("follows the player's keybinding: with Roll at once rebound to Alt, a shift-click opens the dialog and an alt-click rolls", async () => {
    const manager = connect();
    const { keybindings } = installKeybindings();
    registerRollKeybindings();
    await keybindings.set("phasesix", "skipDialog", [{ key: "AltLeft" }]);
    const mara = actorWith({ name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE], system: {}, owners: ["p1"] }, []);
    const groups = await actionsOf(manager, mara);
    const perception = groups.get("skills")?.find((a) => a.system.actionId === "perception");
    const prompt = vi.spyOn(RollDialog, "prompt").mockResolvedValue(null);
    await click(manager, mara, perception, { shift: true });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(messages).toHaveLength(0);
    scriptDiceFaces(Array.from({ length: 40 }, () => 5));
    await click(manager, mara, perception, { alt: true });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(messages).toHaveLength(1);
  });

  it("attacks with the weapon's mode as the sheet's attack button does (one round spent)", async () => {
    const manager = connect();
    const gun = rifle();
    const mara = actorWith({ name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE], system: {}, owners: ["p1"] }, [gun]);
    const groups = await actionsOf(manager, mara);
    scriptDiceFaces(Array.from({ length: 40 }, () => 2));
    await click(manager, mara, groups.get("weapons")?.find((a) => a.system.mode === "single"), { shift: true });
    expect(messages).toHaveLength(1);
    expect((gun.system as unknown as { ammunition: number }).ammunition).toBe(4);
  });

  it("spends a pool die on a click and restores it on a right-click; raises and lowers a condition", async () => {
    const manager = connect();
    const mara = actorWith({ name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE], system: {}, owners: ["p1"] }, []);
    const groups = await actionsOf(manager, mara);
    // The human template gives 2 bonus dice.
    const key = "bonusDice";
    const before = rollView(mara).pools[key];
    expect(before).toBe(2);
    const action = groups.get("pools")?.find((a) => a.system.actionId === key);
    await click(manager, mara, action);
    expect(rollView(mara).pools[key]).toBe(before - 1);
    await click(manager, mara, action, { right: true });
    expect(rollView(mara).pools[key]).toBe(before);
    const bleeding = groups.get("conditions")?.find((a) => a.system.actionId === "bleeding");
    await click(manager, mara, bleeding);
    await click(manager, mara, bleeding);
    expect(rollView(mara).conditions.bleeding).toBe(2);
    await click(manager, mara, bleeding, { right: true });
    expect(rollView(mara).conditions.bleeding).toBe(1);
    const hunkered = groups.get("conditions")?.find((a) => a.system.actionId === "hunkered");
    await click(manager, mara, hunkered);
    expect(rollView(mara).conditions.hunkered).toBe(1);
    await click(manager, mara, hunkered);
    expect(rollView(mara).conditions.hunkered).toBe(0);
  });

  it("rests as the sheet's Rest button does: nothing when the confirmation is declined, the rest card after yes", async () => {
    const manager = connect();
    const mara = actorWith({ name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE], system: { health: { wounds: 3 } }, owners: ["p1"] }, []);
    const groups = await actionsOf(manager, mara);
    const rest = groups.get("rest")?.[0];
    const wounded = rollView(mara).health.value;
    expect(wounded).toBe(rollView(mara).health.max - 3);
    setConfirmAnswer(false);
    await click(manager, mara, rest);
    expect(messages).toHaveLength(0);
    expect(rollView(mara).health.value).toBe(wounded);
    setConfirmAnswer(true);
    scriptDiceFaces(Array.from({ length: 40 }, () => 5));
    await click(manager, mara, rest);
    expect(messages).toHaveLength(1);
    // A 5 on every die (a success at 5+, no explosion): the rest heals wounds (RULES.md → Rest: a wound per success).
    expect(rollView(mara).health.value).toBeGreaterThan(wounded);
  });
});
