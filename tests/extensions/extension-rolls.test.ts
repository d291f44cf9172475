/**
 * The extension rolls from the sheets (src/applications/extension-rolls.ts) end to end on the
 * Foundry stand-ins: a real PhaseSixActor rolls through `rollCheck` (scripted dice), the chat card
 * is rendered from the stored roll, and the outcome lands in the documents.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { clickAction, lastInputContent, setInputAnswer } from "../foundry/applications.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StandInActiveEffect } from "../foundry/active-effect.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import type { GearData } from "../../src/data/item/gear.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { handleActorOperation } from "../../src/queries/actor-operation.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { renderRollCard } from "../../src/applications/chat/roll-card.ts";
import { castSpell, giveFirstAid, pray, rollMagicDuel, rollStressTest } from "../../src/applications/extension-rolls.ts";
import { duelRivals } from "../../src/applications/gm-tools/magic-duel.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { PhaseSixNpcSheet } from "../../src/applications/sheets/npc-sheet.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import { emptyChecklist } from "../../src/rules/extensions/index.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let notices: Notice[];
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];


function install(extra: Record<string, unknown> = {}, options: { generation?: 13 | 14 } = {}): void {
  actors = [];
  messages = [];
  notices = installGame({
    users: [gm, player],
    user: player,
    generation: options.generation,
    settings: { "core.rollMode": "publicroll", "phasesix.magicLevel": 3, "phasesix.faithLevel": 3, "phasesix.firstAidVariant": "heal", ...extra },
  });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
  // The GM's client records the rolls that justify a change to another's actor (queries/witness.ts).
  for (const u of (globalThis as unknown as { game: { users: { contents: Array<{ flags: object }> } } }).game.users.contents) u.flags = {};
  registerWitness();
  player.targets.clear();
}

function character(name: string, system: Record<string, unknown> = {}, owners = ["p1"]): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE] as never, system, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

function item(source: Record<string, unknown>): PhaseSixItem {
  return new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)(source);
}

const HEALING = { name: "Simple Healing", type: "spell", system: { school: "healing", arcanaCost: 2, power: 1 } };

async function cardOf(message: StandInChatMessage): Promise<string> {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return renderRollCard(roll, { isPrivate: false });
}

beforeEach(() => install());

describe("castSpell: a spell that lasts runs as a timer on the caster (issue 31)", () => {
  // Totenschrei's duration (reference → Magic): Magic level rounds; Biolumineszenz: hours.
  const SCREAM = { _id: "scream0000000001", name: "Totenschrei", type: "spell", img: "icons/scream.svg", system: { school: "healing", arcanaCost: 1, power: 1, duration: { formula: "magicLevel", unit: "rounds" } } };
  const GLOW = { _id: "glow000000000001", name: "Biolumineszenz", type: "spell", system: { school: "healing", arcanaCost: 1, power: 1, duration: { formula: "power", unit: "hours" } } };
  const timers = (actor: PhaseSixActor) => (actor.effects as unknown as StandInActiveEffect[]).filter((e) => (e.flags.phasesix as { spellTimer?: string } | undefined)?.spellTimer);

  afterEach(() => resetFoundryGenerationForTests());

  it("Foundry 14: a cast that succeeds starts the timer, which ends on its own; casting again restarts it", async () => {
    install({}, { generation: 14 });
    resetFoundryGenerationForTests();
    const mage = character("Luta");
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    expect((await castSpell(mage, item(SCREAM), { skipDialog: true }))?.successes).toBe(2);
    expect(timers(mage)).toHaveLength(1);
    const [timer] = timers(mage);
    expect(timer.name).toBe("Totenschrei");
    expect(timer.source?.img).toBe("icons/scream.svg");
    expect(timer.source?.duration).toEqual({ value: 3, units: "rounds" });
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    await castSpell(mage, item(SCREAM), { skipDialog: true });
    expect(timers(mage)).toHaveLength(1);
    // power 1 + 2 successes = 3 hours of light
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    await castSpell(mage, item(GLOW), { skipDialog: true });
    expect(timers(mage).find((e) => e.name === "Biolumineszenz")?.source?.duration).toEqual({ value: 3, units: "hours" });
  });

  it("Foundry 13: casting starts no timer (effects do not end on their own there): as before", async () => {
    install({}, { generation: 13 });
    resetFoundryGenerationForTests();
    const mage = character("Luta");
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    expect((await castSpell(mage, item(SCREAM), { skipDialog: true }))?.successes).toBe(2);
    expect(mage.effects).toHaveLength(0);
  });

  it("a failed cast, or an instant spell, starts no timer (Foundry 14)", async () => {
    install({}, { generation: 14 });
    resetFoundryGenerationForTests();
    const mage = character("Luta");
    scriptDiceFaces([1, 2, 2, 3, 4, 4, 2, 3]);
    expect((await castSpell(mage, item(SCREAM), { skipDialog: true }))?.successes).toBe(0);
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    await castSpell(mage, item(HEALING), { skipDialog: true });
    expect(timers(mage)).toEqual([]);
  });
});

describe("castSpell", () => {
  it("rolls Spell Casting + the school's attribute, shows power and side effects on the card and pays the arcana", async () => {
    const mage = character("Luta");
    // 8 dice (Spell Casting 3 + Conscientiousness 5) at 5+: 6+3 and 5 succeed, two first throws of 1.
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    const result = await castSpell(mage, item(HEALING), { skipDialog: true });
    expect(result?.successes).toBe(2);
    expect(messages).toHaveLength(1);
    expect(messages[0].flavor).toBe("Simple Healing (Healing)");
    const card = await cardOf(messages[0]);
    expect(card).toContain("Power 3");
    expect(card).toContain("Exactly two dice showed a 1");
    expect(card).not.toContain("chaotic");
    expect(data(mage).resources.arcana).toEqual({ value: 4, max: 6 });
  });

  it("pays the arcana also when the spell fails, and the card shows no power", async () => {
    const mage = character("Luta");
    scriptDiceFaces([2, 2, 3, 3, 4, 4, 2, 3]);
    const result = await castSpell(mage, item(HEALING), { skipDialog: true });
    expect(result?.successes).toBe(0);
    const card = await cardOf(messages[0]);
    expect(card).not.toContain("Power");
    expect(data(mage).resources.arcana.value).toBe(4);
  });

  it("is refused with a warning and nothing rolled when too little arcana is left", async () => {
    const mage = character("Luta", { arcana: { spent: 5 } });
    expect(await castSpell(mage, item(HEALING), { skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices.at(-1)).toEqual({ level: "warn", message: "Luta does not have enough arcana." });
    expect(data(mage).resources.arcana.value).toBe(1);
  });

  it("is refused with the reason while the caster concentrates on another spell (rulebook-de → Magie → Konzentration)", async () => {
    const mage = character("Luta");
    Object.assign(mage, { flags: { phasesix: { concentration: [{ itemId: "otherSpell", name: "Shield of Light" }] } } });
    expect(await castSpell(mage, item(HEALING), { skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices.at(-1)).toEqual({ level: "warn", message: "Luta is concentrating on a spell and cannot cast another one." });
    expect(data(mage).resources.arcana.value).toBe(6);
  });

  it("has side effects and chaos at the world's magic level 6", async () => {
    install({ "phasesix.magicLevel": 6 });
    const mage = character("Luta");
    scriptDiceFaces([5, 2, 2, 3, 3, 4, 4, 2]);
    await castSpell(mage, item(HEALING), { skipDialog: true });
    const card = await cardOf(messages[0]);
    expect(card).toContain("Power 2");
    expect(card).toContain("At magic level 6 every spell has side effects");
    expect(card).toContain("magic is chaotic");
  });
});

describe("rollMagicDuel", () => {
  it("rolls Spell Casting for both rivals and gives the loser the difference as wounds, from the GM's tool", async () => {
    install();
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = gm;
    const mage = character("Luta");
    const rival = character("Morgan", {}, ["someoneElse"]);
    // Spell Casting 3 each (no school attribute in a duel): Luta 6+3, 5, 2 → 2 successes; Morgan 2, 2, 3 → none.
    scriptDiceFaces([6, 3, 5, 2, 2, 2, 3]);
    const outcome = await rollMagicDuel(mage, rival, { skipDialog: true });
    expect(outcome).toEqual({ winner: "challenger", loser: "defender", wounds: 2 });
    expect(messages.map((m) => m.flavor).slice(0, 2)).toEqual(["Magic duel: Luta against Morgan", "Magic duel: Luta against Morgan"]);
    expect(messages[0].rolls[0]).toMatchObject({ chains: { length: 3 } });
    expect(messages.at(-1)?.content).toContain("Luta wins; Morgan takes 2 wounds that nothing stops.");
    expect((rival.system as CharacterData).health.wounds).toBe(2);
    expect((mage.system as CharacterData).health.wounds).toBe(0);
  });

  it("picks the controlled token as challenger and the one targeted token as defender, or says what is missing", () => {
    const a = character("Luta");
    const b = character("Morgan");
    expect(duelRivals([{ actor: a }], [{ actor: b }])).toEqual({ challenger: a, defender: b });
    expect(duelRivals([], [{ actor: b }])).toBe("PHASESIX.Magic.Duel.NeedChallenger");
    expect(duelRivals([{ actor: a }], [])).toBe("PHASESIX.Magic.Duel.NeedDefender");
    expect(duelRivals([{ actor: a }], [{ actor: a }])).toBe("PHASESIX.Magic.Duel.NeedDefender");
    expect(duelRivals([{ actor: a }], [{ actor: b }, { actor: b }])).toBe("PHASESIX.Magic.Duel.NeedDefender");
  });
});

describe("rollStressTest", () => {
  it("rolls Logic + Willpower and gains no stress when passed", async () => {
    const hero = character("Mara");
    // Logic 3 + Willpower 2 = 5 dice.
    scriptDiceFaces([5, 1, 2, 3, 4]);
    const outcome = await rollStressTest(hero, { skipDialog: true });
    expect(outcome).toEqual({ passed: true, stress: 0 });
    expect((messages[0].rolls[0] as PhaseSixRoll).chains).toHaveLength(5);
    expect(messages.at(-1)?.content).toContain("Passed.");
    expect(data(hero).stress.value).toBe(0);
  });

  it("gains one stress when failed and says so", async () => {
    const hero = character("Mara");
    scriptDiceFaces([1, 1, 2, 3, 4]);
    const outcome = await rollStressTest(hero, { skipDialog: true });
    expect(outcome).toEqual({ passed: false, stress: 1 });
    expect(data(hero).stress.value).toBe(1);
    expect(messages.at(-1)?.content).toContain("Failed: 1 stress.");
  });
});

describe("giveFirstAid", () => {
  function bandages(value: number): PhaseSixItem {
    return item({ name: "Bandages", type: "gear", system: { category: "firstAid", charges: { value, max: 5 } } });
  }

  it("treats the targeted token's actor (owned by another player) through the GM and uses a charge", async () => {
    const healer = character("Luta");
    const patient = character("Brann", { health: { wounds: 5 }, conditions: { bleeding: 1 } }, ["someoneElse"]);
    player.targets.add({ actor: patient });
    // First Aid: Conscientiousness 5 dice at 5+: three successes → 2 wounds healed.
    scriptDiceFaces([5, 5, 5, 1, 2]);
    const supply = bandages(3);
    const outcome = await giveFirstAid(healer, supply, { skipDialog: true });
    expect(outcome).toMatchObject({ success: true, wounds: 2 });
    expect(data(patient).health.wounds).toBe(3);
    expect(data(patient).conditions.bleeding).toBe(0);
    expect((supply.system as GearData).charges.value).toBe(2);
    expect(messages.at(-1)?.content).toContain("Luta gives first aid to Brann");
  });

  it("treats the healer when no token is targeted", async () => {
    const healer = character("Luta", { health: { wounds: 2 } });
    scriptDiceFaces([6, 1, 1, 2, 2, 2]);
    await giveFirstAid(healer, bandages(1), { skipDialog: true });
    expect(data(healer).health.wounds).toBe(1);
  });

  it("refuses used-up supplies before rolling", async () => {
    const healer = character("Luta", { health: { wounds: 2 } });
    expect(await giveFirstAid(healer, bandages(0), { skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices.at(-1)?.message).toBe("Bandages has no charges left: first aid needs supplies.");
  });

  it("asks for a single target when several tokens are targeted", async () => {
    const healer = character("Luta");
    player.targets.add({ actor: character("A") });
    player.targets.add({ actor: character("B") });
    expect(await giveFirstAid(healer, bandages(2), { skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices.at(-1)?.level).toBe("warn");
  });
});

describe("pray", () => {
  it("rolls every check of a silent prayer and gains a favor per success", async () => {
    const priest = character("Ilsa");
    scriptDiceFaces(Array.from({ length: 40 }, () => 6).map((f, i) => (i % 2 === 0 ? f : 2)));
    const outcome = await pray(priest, "silentPrayer", emptyChecklist(), 0, { skipDialog: true });
    expect(outcome?.granted).toBe(true);
    expect(data(priest).favor).toBe(outcome?.favorChange);
    expect(data(priest).favor).toBeGreaterThan(0);
  });
});

describe("from the character sheet", () => {
  /** A character whose items are a Collection (as Foundry's) holding real item documents. */
  function sheetCharacter(system: Record<string, unknown>, owned: PhaseSixItem[]): { actor: PhaseSixActor; sheet: PhaseSixCharacterSheet } {
    const actor = character("Luta", system);
    const doc = actor as unknown as { items: unknown; prepareData(): void };
    doc.items = new StandInCollection([...(doc.items as Array<{ id: string }>), ...(owned as unknown as Array<{ id: string }>)]);
    doc.prepareData();
    return { actor, sheet: new PhaseSixCharacterSheet({ document: actor } as never) };
  }

  it("casts a spell of the magic tab (shift-click rolls without the dialog) and pays its arcana", async () => {
    const spell = item({ ...HEALING, _id: "spellHealing001" });
    const { actor, sheet } = sheetCharacter({}, [spell]);
    scriptDiceFaces([6, 3, 5, 2, 2, 2, 2, 2, 4]);
    await clickAction(sheet as never, "castSpell", { itemId: spell.id ?? "" }, { shiftKey: true });
    expect(await cardOf(messages[0])).toContain("Power 3");
    expect(data(actor).resources.arcana.value).toBe(4);
  });

  it("shows the cast spell's rules text on the card when it worked, not when it failed", async () => {
    const { actor, sheet } = sheetCharacter({}, []);
    const rules = "<p>Heals Power wounds of one person touched.</p>";
    const spell = new (PhaseSixItem as unknown as new (d: Record<string, unknown>, o: { parent: unknown }) => PhaseSixItem)(
      { ...HEALING, _id: "spellHealing001", system: { ...HEALING.system, rules } },
      { parent: actor },
    );
    (actor.items as unknown as StandInCollection<PhaseSixItem & { id: string }>).add(spell as PhaseSixItem & { id: string });
    scriptDiceFaces([6, 3, 5, 2, 2, 2, 2, 2, 4]);
    await clickAction(sheet as never, "castSpell", { itemId: "spellHealing001" }, { shiftKey: true });
    expect(await cardOf(messages[0])).toContain(`<div class="roll-card-spell-rules">${rules}</div>`);
    scriptDiceFaces([2, 2, 3, 3, 4, 4, 2, 3]);
    await clickAction(sheet as never, "castSpell", { itemId: "spellHealing001" }, { shiftKey: true });
    expect(await cardOf(messages[1])).not.toContain("Heals Power wounds");
  });

  it("casts a spell of an NPC from the NPC sheet: casting dice from its skills, arcana paid from its arcana", async () => {
    const source = {
      name: "Necromancer",
      type: "npc",
      owners: ["p1"],
      system: { attributes: { conscientiousness: 3 }, skills: { spellCasting: 4 }, arcana: { max: 4, spent: 0 } },
    };
    const npc = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
    actors.push(npc);
    const doc = npc as unknown as { items: unknown; prepareData(): void };
    const spell = new (PhaseSixItem as unknown as new (d: Record<string, unknown>, o: { parent: unknown }) => PhaseSixItem)(
      { ...HEALING, _id: "spellHealing001", system: { ...HEALING.system, rules: "<p>Heals Power wounds.</p>" } },
      { parent: npc },
    );
    doc.items = new StandInCollection([spell as unknown as { id: string }]);
    doc.prepareData();
    const sheet = new PhaseSixNpcSheet({ document: npc } as never);
    // 7 dice (Spell Casting 4 + Conscientiousness 3, the healing school's attribute): 6+3 and 5 succeed.
    scriptDiceFaces([6, 3, 5, 2, 2, 2, 4, 4]);
    await clickAction(sheet as never, "castSpell", { itemId: "spellHealing001" }, { shiftKey: true });
    const card = await cardOf(messages[0]);
    expect(card).toContain("Power 3");
    expect(card).toContain("Heals Power wounds.");
    expect(messages[0].rolls[0]).toMatchObject({ chains: { length: 7 } });
    if (!(npc.system instanceof NpcData)) throw new Error("not an NPC");
    expect(npc.system.arcana.spent).toBe(2);
  });

  it("makes an artefact from a spell of the magic tab: uses = successes, arcana paid per use, a gear item holding the spell", async () => {
    const spell = item({ ...HEALING, _id: "spellHealing001" });
    const { actor, sheet } = sheetCharacter({}, [spell]);
    scriptDiceFaces([6, 3, 5, 2, 2, 2, 2, 2, 4]);
    await clickAction(sheet as never, "makeArtefact", { itemId: spell.id ?? "" }, { shiftKey: true });
    expect(data(actor).resources.arcana.value).toBe(2);
    const made = (actor.items as unknown as { contents: Array<{ name: string; type: string; system: Record<string, unknown> }> }).contents.find((i) => i.type === "gear");
    expect(made?.name).toBe("Artefact: Simple Healing");
    expect(made?.system.artifact).toMatchObject({ uses: 2, infinite: false, spell: "Simple Healing" });
    expect(messages.at(-1)?.content).toContain("The artefact holds 2 uses.");
  });

  it("makes no artefact item when the roll fails, and the failed casting still costs its arcana", async () => {
    const spell = item({ ...HEALING, _id: "spellHealing001" });
    const { actor, sheet } = sheetCharacter({}, [spell]);
    scriptDiceFaces([2, 2, 3, 3, 4, 4, 2, 3]);
    await clickAction(sheet as never, "makeArtefact", { itemId: spell.id ?? "" }, { shiftKey: true });
    expect(data(actor).resources.arcana.value).toBe(4);
    expect((actor.items as unknown as { contents: Array<{ type: string }> }).contents.some((i) => i.type === "gear")).toBe(false);
  });

  it("rolls the stress test of the horror tab and adds the stress of a failure", async () => {
    const { actor, sheet } = sheetCharacter({}, []);
    scriptDiceFaces([1, 2, 2, 3, 4]);
    await clickAction(sheet as never, "stressTest", {}, { shiftKey: true });
    expect(data(actor).stress.value).toBe(1);
  });

  it("gives first aid with a supply of the gear tab to the healer when nothing is targeted", async () => {
    const kit = item({ _id: "gearKit00000001", name: "First Aid Kit", type: "gear", system: { category: "firstAid", charges: { value: 2, max: 5 } } });
    const { actor, sheet } = sheetCharacter({ health: { wounds: 3 } }, [kit]);
    scriptDiceFaces([5, 5, 5, 1, 1]);
    await clickAction(sheet as never, "firstAid", { itemId: kit.id ?? "" }, { shiftKey: true });
    expect(data(actor).health.wounds).toBe(1);
    expect((kit.system as GearData).charges.value).toBe(1);
  });
});

describe("praying from the pantheon tab", () => {
  function priest(system: Record<string, unknown> = {}): { actor: PhaseSixActor; sheet: PhaseSixCharacterSheet } {
    const actor = character("Ilsa", system);
    const doc = actor as unknown as { items: unknown };
    doc.items = new StandInCollection(doc.items as Array<{ id: string }>);
    return { actor, sheet: new PhaseSixCharacterSheet({ document: actor } as never) };
  }

  it("lists the forms with their rolls and costs when the pantheon extension is on", async () => {
    install({ "phasesix.extension.pantheon": true });
    const { sheet } = priest();
    await (sheet as unknown as { render(): Promise<unknown> }).render();
    const context = (sheet as unknown as { rendered: { context: { pantheon: { forms: Array<{ form: string; rolls: string; cost: string }> } } } }).rendered.context;
    expect(context.pantheon.forms.map((f) => [f.form, f.rolls, f.cost])).toEqual([
      ["shockPrayer", "Charm", "2"],
      ["blessing", "Willpower, Charm", "5"],
      ["lesserPlea", "Charm", "by the work"],
      ["invocation", "Charm, Charm, Willpower", "by the work"],
      ["consecration", "Charm, Charm, Charm, Strength", "7"],
      ["silentPrayer", "Charm", "+1 per success"],
    ]);
  });

  it("rolls a lesser plea with the ticked circumstances on the min roll and pays the asked cost when granted", async () => {
    const { actor, sheet } = priest({ favor: 4 });
    // Charm 1 (Human default): min roll 5, favor −2, incense −2, faith level −3 → 2 (the floor).
    setInputAnswer({ "flags.incense": true, extraPriests: 0, relicLevel: 0, cost: 3 });
    scriptDiceFaces([2]);
    await clickAction(sheet as never, "pray", { form: "lesserPlea" });
    expect(lastInputContent()).toContain('name="cost"');
    const roll = messages[0].rolls[0] as PhaseSixRoll;
    expect(roll.phasesix.minRoll).toBe(2);
    expect(data(actor).favor).toBe(1);
    expect(messages.at(-1)?.content).toContain("Granted. Favor -3.");
  });

  it("holds a ceremonial service: a favor per participant up to twice the faith level, less the pleas' cost", async () => {
    const { actor, sheet } = priest({ favor: 1 });
    setInputAnswer({ participants: 10, pleaCosts: 2 });
    await clickAction(sheet as never, "holdService");
    expect(lastInputContent()).toContain("at most 6");
    expect(data(actor).favor).toBe(5);
  });

  it("prays nothing when the checklist is closed", async () => {
    const { actor, sheet } = priest({ favor: 4 });
    setInputAnswer(null);
    await clickAction(sheet as never, "pray", { form: "blessing" });
    expect(messages).toHaveLength(0);
    expect(data(actor).favor).toBe(4);
  });
});
