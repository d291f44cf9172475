/**
 * Converting a phasesix.org campaign module's actors on the stand-ins (issue 34): the module's
 * compendium and a world copy with tokens on a scene, converted by the GM tool's path, the compendium
 * menu's and the actor header's; re-synced after a newer export without losing the fight's wounds,
 * conditions, effects and notes; the book namesake linked and unlinked; the module's documents never
 * touched; Foundry 13, no module and players get nothing to do.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/item-document.ts";
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { installActors, type StandInActorDocument } from "../foundry/actor-document.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { ModuleActorData, StandInActorPack, StandInTokenScene, installCampaignWorld, type CampaignWorld } from "../foundry/campaign-world.ts";
import { setInputAnswer } from "../foundry/applications.ts";
import { StandInActiveEffect } from "../foundry/active-effect.ts";
import { registeredActorDataModels } from "../../src/data/index.ts";
import { FoeData } from "../../src/data/actor/foe.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { campaignHeaderControls, campaignCompendiumOptions, campaignEntryOptions, campaignFolderOptions, convertActors, startCampaignConversion } from "../../src/applications/campaign/campaign-menus.ts";
import { activeCampaignModules } from "../../src/applications/campaign/campaign-sources.ts";
import { linkToBook, unlinkFromBook } from "../../src/applications/campaign/book-link.ts";
import type { ConvertedDocument } from "../../src/applications/campaign/campaign-convert.ts";
import { readCampaignActor } from "../../src/rules/campaign/index.ts";
import { ENGLISH_V1, GERMAN_V1, GERMAN_V2, type SiteExport } from "./site-export.fixture.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const gm = new StandInUser("gm", "Spielleitung", true);
const player = new StandInUser("p1", "Spielerin");

type Actor6 = PhaseSixActor & StandInActorDocument;
const ActorClass = PhaseSixActor as unknown as new (data: never) => Actor6;

let world: CampaignWorld;
let notices: Notice[];
let messages: Array<{ content: string; whisper?: string[] }>;
let scene: StandInTokenScene;

function bookPack(lang: "de" | "en"): StandInActorPack {
  const dir = path.join(ROOT, "packs", `foes-${lang}`);
  const sources = fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown> & { _key: string })
    .filter((doc) => doc._key.startsWith("!actors!"));
  return new StandInActorPack(`phasesix.foes-${lang}`, sources);
}

function installModule(module: SiteExport, active = true): StandInActorPack {
  world.modules.set(module.manifest.id, { id: module.manifest.id, title: module.manifest.title, version: module.manifest.version, active });
  const pack = new StandInActorPack(`world.${module.manifest.id}-actors`, structuredClone(module.data.actors));
  world.packs.set(pack.collection, pack);
  return pack;
}

/** The GM installs the newer module version: Foundry reads the new manifest, the module's ready hook rewrites its compendium. */
function updateModule(module: SiteExport): void {
  const installed = world.modules.get(module.manifest.id);
  if (installed) installed.version = module.manifest.version;
  (world.packs.get(`world.${module.manifest.id}-actors`) as StandInActorPack).replace(module.data.actors);
}

function setup(options: { generation?: 13 | 14; user?: StandInUser; lang?: "de" | "en"; worldKey?: string } = {}): void {
  resetFoundryGenerationForTests();
  notices = installGame({ users: [gm, player], user: options.user ?? gm, lang: options.lang ?? "de", generation: options.generation ?? 14, settings: { "phasesix.world": options.worldKey ?? "tirakan", "phasesix.era": "middleAges" } });
  installActors({ ...registeredActorDataModels, "phasesix-campaign-7.phasesix": ModuleActorData, "phasesix-campaign-12.phasesix": ModuleActorData }, () => world.actors.contents as unknown as StandInActorDocument[]);
  world = installCampaignWorld(ActorClass);
  messages = [];
  (globalThis as unknown as { ChatMessage: unknown }).ChatMessage = {
    create: async (data: { content: string; whisper?: string[] }) => {
      messages.push(data);
      return data;
    },
  };
  for (const lang of ["de", "en"] as const) {
    const pack = bookPack(lang);
    world.packs.set(pack.collection, pack);
  }
  (globalThis as unknown as { fromUuid: (uuid: string) => Promise<unknown> }).fromUuid = async (uuid: string) => {
    const match = /^Compendium\.(.+)\.Actor\.(.+)$/.exec(uuid);
    const pack = match ? (world.packs.get(match[1]) as StandInActorPack | undefined) : undefined;
    return pack && match ? pack.getDocument(match[2]) : null;
  };
  scene = new StandInTokenScene("scene1", "Brackfurt");
  world.scenes.push(scene);
}

/** A world copy of a module actor (the GM imported it from the compendium and placed tokens). */
function worldCopy(module: SiteExport, name: string): Actor6 {
  const source = module.data.actors.find((a) => a.name === name);
  if (!source) throw new Error(name);
  const actor = new ActorClass(structuredClone(source) as never);
  world.actors.add(actor);
  return actor;
}

function converted(name: string): Actor6 {
  const found = world.actors.contents.find((a) => a.name === name && (a as Actor6).type !== undefined && !String((a as Actor6).type).includes("."));
  if (!found) throw new Error(`${name} not converted`);
  return found as Actor6;
}

function foe(name: string): FoeData {
  const system: unknown = converted(name).system;
  if (!(system instanceof FoeData)) throw new Error(`${name} is no foe`);
  return system;
}

function npc(name: string): NpcData {
  const system: unknown = converted(name).system;
  if (!(system instanceof NpcData)) throw new Error(`${name} is no NPC`);
  return system;
}

async function runTool(ticked: string[]): Promise<void> {
  setInputAnswer(Object.fromEntries(ticked.map((id) => [`campaign.${id}`, true])));
  await startCampaignConversion();
}

beforeEach(() => setup());

describe("the GM tool converts a whole campaign", () => {
  it("turns the site's foes into foes, its NPC and essential NPC into NPCs, in a campaign folder, and reports it", async () => {
    const pack = installModule(GERMAN_V1);
    const before = structuredClone(pack.sources);
    await runTool(["phasesix-campaign-7"]);

    expect(world.created).toBe(5);
    const folder = world.folders[0];
    expect(folder).toMatchObject({ name: "Die Glut von Tirakan", type: "Actor", flags: { phasesix: { campaign: "phasesix-campaign-7" } } });
    expect(world.actors.contents.every((a) => a.folder === folder.id)).toBe(true);

    const wolf = converted("Aschewolf");
    expect(wolf.type).toBe("foe");
    expect(wolf.img).toBe("modules/phasesix-campaign-7/assets/foe-101.webp");
    expect(foe("Aschewolf").health.max).toBe(8);
    expect(foe("Aschewolf").statblock).toMatchObject({ category: "animal", strength: 3, dexterity: 3, mind: 1, movement: 6, resistances: ["fire"], weaknesses: [{ trait: "water", value: 1 }] });
    expect(foe("Aschewolf").statblock.actions.map((a) => [a.name, a.dice, a.piercing, a.conditions.bleeding, a.review])).toEqual([
      ["Biss", 6, 1, 1, false],
      ["Heulen", 4, 0, 0, true],
    ]);
    expect(wolf.flags).toMatchObject({ "phasesix-campaign-7": { source: "foe:101" }, phasesix: { key: "phasesix-campaign-7/foe:101", worlds: ["tirakan"] } });
    expect(wolf.prototypeToken).toMatchObject({ name: "Aschewolf", disposition: -1, actorLink: false });
    // Initiative, evasion and the tracker read the converted values like any foe's.
    expect(foe("Aschewolf").rollView()).toMatchObject({ minRoll: 5, actions: { max: 2 }, evasion: 3, attributes: { quickness: 3, strength: 3 } });

    expect(npc("Hanne Brack").health.max).toBe(6);
    expect(npc("Hanne Brack").stress.value).toBe(1);
    expect(converted("Mirela Dunkelquell").flags).toMatchObject({ phasesix: { campaign: { category: "character", essential: { mind: 3, will: 2, body: 1 } } } });

    // The module's own documents are untouched.
    expect(pack.sources).toEqual(before);

    expect(messages).toHaveLength(1);
    expect(messages[0].whisper).toEqual(["gm"]);
    expect(messages[0].content).toContain("Die Glut von Tirakan");
    expect(messages[0].content).toContain("5 umgewandelt, 0 aktualisiert, 0 unverändert");
    expect(messages[0].content).toContain("Auf dem Bogen prüfen (Wirkung nur als Text): Heulen");
    expect(messages[0].content).toContain("Ein Gegner aus dem Regelwerk (Basilisk)");
  });

  it("moves the tokens of the module's world copy to the converted foe", async () => {
    installModule(GERMAN_V1);
    const copy = worldCopy(GERMAN_V1, "Aschewolf");
    scene.place(copy.id, "Aschewolf");
    scene.place(copy.id, "Aschewolf");
    const other = scene.place("someone-else", "Heldin", true);
    await runTool(["phasesix-campaign-7"]);
    const wolf = converted("Aschewolf");
    expect(scene.tokens.filter((t) => t.actorId === wolf.id)).toHaveLength(2);
    expect(other.actorId).toBe("someone-else");
    // The copy itself stays as it was.
    expect(readCampaignActor(copy.toObject())).toMatchObject({ source: "foe:101", category: "foe" });
    expect(messages[0].content).toContain("Token in Szenen, die jetzt für ihn stehen: 2");
  });

  it("the dialog lists every active campaign; only ticked ones are converted", async () => {
    installModule(GERMAN_V1);
    installModule(ENGLISH_V1);
    expect(activeCampaignModules().map((m) => m.id)).toEqual(["phasesix-campaign-7", "phasesix-campaign-12"]);
    await runTool(["phasesix-campaign-12"]);
    expect(world.actors.contents.map((a) => a.name).sort()).toEqual(["Cultist", "Dock Chief Orsolya Venn", "Hive Stalker", "Salvage Drone"]);
  });
});

describe("re-sync after a newer export", () => {
  it("updates in place, keeps wounds, conditions, effects and notes, and says what changed", async () => {
    installModule(GERMAN_V1);
    await runTool(["phasesix-campaign-7"]);
    const wolf = converted("Aschewolf");
    const guard = converted("Glutwächter");
    // The fight: wounds, a condition and an effect on the wolf; the GM's notes and a stronger jaw.
    await wolf.update({ "system.health.wounds": 3, "system.conditions.bleeding": 2, "system.statblock.strength": 4, "system.description": "<p>Meine Notizen: hinkt seit dem Kampf.</p>" });
    await StandInActiveEffect.implementation.create({ name: "Wut", changes: [{ key: "phasesix.aspect.actions", mode: 2, value: "1" }] }, { parent: wolf });
    await guard.update({ "system.description": "<p>Meine Notizen: schwach gegen Wasser?</p>" });
    const wolfId = wolf.id;

    updateModule(GERMAN_V2);
    await runTool(["phasesix-campaign-7"]);

    expect(world.created).toBe(6); // the Rußkrähe is new; nobody else was created again
    expect(converted("Aschewolf").id).toBe(wolfId);
    const w = foe("Aschewolf");
    expect(w.health).toMatchObject({ max: 10, wounds: 3 });
    expect(w.conditions.bleeding).toBe(2);
    expect(wolf.effects.map((e) => e.name)).toEqual(["Wut"]);
    expect(w.statblock.strength).toBe(4);
    expect(w.statblock.actions.map((a) => [a.name, a.dice, a.conditions.bleeding])).toEqual([
      ["Biss", 7, 2],
      ["Ansprung", 5, 0],
    ]);
    expect(w.description).toBe("<p>Meine Notizen: hinkt seit dem Kampf.</p>");
    const g = foe("Glutwächter");
    expect(g.statblock.resistances).toEqual(["fire", "magic", "cold"]);
    expect(g.statblock.stress.failed).toBe(3);
    expect(g.description).toBe("<p>Meine Notizen: schwach gegen Wasser?</p>");
    expect(npc("Hanne Brack").health.max).toBe(7);
    expect(npc("Hanne Brack").stress.value).toBe(2);
    expect(converted("Mirela Dunkelquell").flags).toMatchObject({ phasesix: { campaign: { version: "5.0.2", essential: { will: 3 } } } });

    const report = messages[1].content;
    expect(report).toContain("1 umgewandelt, 4 aktualisiert, 1 unverändert");
    expect(report).toContain("Wunden: 8 → 10");
    expect(report).toContain("Aktion Biss: Würfel 6 → 7, Blutend 1 → 2");
    expect(report).toContain("Neue Aktion Ansprung");
    expect(report).toContain("Aktion Heulen entfernt");
    // a foe's resistances are "Widerstände" (i18n.tex, the books' label table)
    expect(report).toContain("Widerstände: Feuer, Magie → Feuer, Magie, Kälte");
    expect(report).toContain("Beschreibung auf phasesix.org geändert; deine Fassung bleibt");
    expect(report).toContain("Stress: 1 → 2");
  });

  it("a second run without a new export changes nothing", async () => {
    installModule(ENGLISH_V1);
    await runTool(["phasesix-campaign-12"]);
    const before = world.actors.contents.map((a) => structuredClone((a as Actor6).toObject()));
    await runTool(["phasesix-campaign-12"]);
    expect(world.actors.contents.map((a) => (a as Actor6).toObject())).toEqual(before);
    expect(messages[1].content).toContain("0 converted, 0 updated, 4 unchanged".replace("converted", "umgewandelt").replace("updated", "aktualisiert").replace("unchanged", "unverändert"));
  });
});

describe("a foe that is one of the book's", () => {
  it("can use the book's statblock (key and worlds too), keeps its fight, and go back to the site's", async () => {
    installModule(GERMAN_V1);
    await runTool(["phasesix-campaign-7"]);
    const basilisk = converted("Basilisk");
    await basilisk.update({ "system.health.wounds": 2 });
    const controls: Array<{ action: string; onClick?: () => void }> = [];
    campaignHeaderControls({ document: basilisk }, controls as never);
    expect(controls.map((c) => c.action)).toEqual(["phasesixCampaignResync", "phasesixCampaignLink"]);

    // Its open sheet renders its frame again, so the header menu offers "unlink" next.
    const renders: unknown[] = [];
    (basilisk as unknown as { sheet: unknown }).sheet = { rendered: true, render: async (options: unknown) => void renders.push(options) };
    expect(await linkToBook(basilisk as unknown as ConvertedDocument)).toBe(true);
    expect(renders).toEqual([{ window: {} }]);
    const linked = foe("Basilisk");
    expect(linked.health).toMatchObject({ max: 12, wounds: 2 });
    expect(linked.statblock.actions.map((a) => [a.name, a.dice])).toEqual([
      ["Biss", 10],
      ["Tödlicher Blick", 10],
    ]);
    expect(basilisk.flags).toMatchObject({ phasesix: { key: "foe:basilisk", campaign: { linkedName: "Basilisk" } }, "phasesix-campaign-7": { source: "foe:7" } });
    expect(basilisk.img).toBe("modules/phasesix-campaign-7/assets/foe-7.webp");

    // A re-sync leaves the book's statblock alone.
    updateModule({ ...GERMAN_V2, data: { ...GERMAN_V2.data, actors: GERMAN_V2.data.actors.map((a) => (a.name === "Basilisk" ? { ...a, system: { ...(a.system as object), details: { ...((a.system as { details: object }).details), health: 14 } } } : a)) } });
    await runTool(["phasesix-campaign-7"]);
    expect(foe("Basilisk").health.max).toBe(12);
    expect(messages.at(-1)?.content).toContain("nicht übernommene Änderungen am Werteblock der Seite: 1");

    const after: Array<{ action: string }> = [];
    campaignHeaderControls({ document: basilisk }, after as never);
    expect(after.map((c) => c.action)).toEqual(["phasesixCampaignResync", "phasesixCampaignUnlink"]);
    expect(await unlinkFromBook(basilisk as unknown as ConvertedDocument)).toBe(true);
    expect(foe("Basilisk").health).toMatchObject({ max: 14, wounds: 2 });
    expect(foe("Basilisk").statblock.actions.map((a) => [a.name, a.dice])).toEqual([
      ["Biss", 8],
      ["Tödlicher Blick", 8],
    ]);
    expect(basilisk.flags).toMatchObject({ phasesix: { key: "phasesix-campaign-7/foe:7" } });
  });

  it("a foe without a namesake in the world's world offers no link", async () => {
    installModule(GERMAN_V1);
    await runTool(["phasesix-campaign-7"]);
    const controls: Array<{ action: string }> = [];
    campaignHeaderControls({ document: converted("Aschewolf") }, controls as never);
    expect(controls.map((c) => c.action)).toEqual(["phasesixCampaignResync"]);
  });
});

describe("from the actor's header and the compendium's menus", () => {
  it("the module sheet's header converts that one actor; the compendium entry and the compendium menu offer it to the GM", async () => {
    const pack = installModule(GERMAN_V1);
    const copy = worldCopy(GERMAN_V1, "Hanne Brack");
    const controls: Array<{ action: string; onClick?: () => void }> = [];
    campaignHeaderControls({ document: copy }, controls as never);
    expect(controls.map((c) => c.action)).toEqual(["phasesixCampaignConvert"]);
    await convertActors([readCampaignActor(copy.toObject()) ?? (undefined as never)]);
    expect(world.actors.contents.map((a) => a.name)).toEqual(["Hanne Brack", "Hanne Brack"]);

    const entryOptions: Array<{ label: string; visible: (li: HTMLElement) => boolean }> = [];
    campaignEntryOptions({ collection: pack }, entryOptions as never);
    const li = { closest: () => ({ dataset: { entryId: pack.sources[2]._id } }) } as unknown as HTMLElement;
    expect(entryOptions.map((o) => [o.label, o.visible(li)])).toEqual([
      ["PHASESIX.Campaign.ConvertActor", true],
      ["PHASESIX.Campaign.Resync", false],
    ]);
    const packOptions: Array<{ label: string; visible: (li: HTMLElement) => boolean }> = [];
    campaignCompendiumOptions(null, packOptions as never);
    const packLi = (id: string) => ({ closest: () => ({ dataset: { pack: id } }) }) as unknown as HTMLElement;
    expect(packOptions[0].visible(packLi("world.phasesix-campaign-7-actors"))).toBe(true);
    expect(packOptions[0].visible(packLi("phasesix.foes-de"))).toBe(false);
  });
});

describe("a folder's context menu", () => {
  it("offers to convert a world folder that holds campaign actors, and converts them", async () => {
    installModule(GERMAN_V1);
    const folderClass = (globalThis as unknown as { Folder: { implementation: { create(d: object): Promise<{ id: string; uuid: string }> } } }).Folder.implementation;
    const imported = await folderClass.create({ name: "Importiert", type: "Actor" });
    const empty = await folderClass.create({ name: "Leer", type: "Actor" });
    for (const name of ["Aschewolf", "Glutwächter"]) (worldCopy(GERMAN_V1, name) as unknown as { folder: string | null }).folder = imported.id;
    const options: Array<{ visible: (li: HTMLElement) => boolean; onClick: (event: unknown, li: HTMLElement) => void }> = [];
    campaignFolderOptions(null, options as never);
    const header = (uuid: string) => ({ closest: () => ({ dataset: { uuid } }) }) as unknown as HTMLElement;
    expect(options[0].visible(header(empty.uuid))).toBe(false);
    expect(options[0].visible(header(imported.uuid))).toBe(true);
    options[0].onClick({}, header(imported.uuid)); // Foundry 14 calls onClick(event, target)
    // The menu does not await the conversion: wait for its report (its last step).
    for (let i = 0; i < 500 && messages.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(world.created).toBe(2);
    expect(foe("Glutwächter").statblock.actions).toHaveLength(3);
  });
});

describe("nothing to do", () => {
  it("on Foundry 13 the tool says that the export needs Foundry 14", async () => {
    setup({ generation: 13 });
    installModule(GERMAN_V1);
    await runTool(["phasesix-campaign-7"]);
    expect(world.created).toBe(0);
    expect(notices).toEqual([{ level: "warn", message: "Die Kampagnenmodule von phasesix.org brauchen Foundry 14. Diese Welt läuft mit Foundry 13: Es gibt nichts umzuwandeln." }]);
  });

  it("without an active campaign module the tool says so and changes nothing", async () => {
    installModule(GERMAN_V1, false);
    await runTool(["phasesix-campaign-7"]);
    expect(world.created).toBe(0);
    expect(notices.map((n) => n.level)).toEqual(["info"]);
    const controls: unknown[] = [];
    campaignHeaderControls({ document: worldCopy(GERMAN_V1, "Aschewolf") }, controls as never);
    expect(controls).toEqual([]);
  });

  it("players get no tool, no menu entry and no conversion", async () => {
    setup({ user: player });
    installModule(GERMAN_V1);
    await runTool(["phasesix-campaign-7"]);
    const controls: unknown[] = [];
    campaignHeaderControls({ document: worldCopy(GERMAN_V1, "Aschewolf") }, controls as never);
    expect(controls).toEqual([]);
    expect(await convertActors(GERMAN_V1.data.actors.map((a) => readCampaignActor(a) ?? (undefined as never)))).toEqual([]);
    expect(world.created).toBe(0);
  });
});

describe("every foe action of the fixture rolls into the attack card", () => {
  it("a click on each action of each converted foe posts the attack card of that action (the foe sheet's real path, no dialog)", async () => {
    const { registerDice } = await import("../../src/dice/index.ts");
    const { installChat } = await import("../foundry/chat-message.ts");
    const { scriptDiceFaces } = await import("../foundry/dice.ts");
    const { clickAction } = await import("../foundry/applications.ts");
    const { PhaseSixFoeSheet } = await import("../../src/applications/sheets/foe-sheet.ts");
    registerDice();
    installModule(GERMAN_V1);
    installModule(ENGLISH_V1);
    await runTool(["phasesix-campaign-7", "phasesix-campaign-12"]);
    const chat: Array<{ flags: Record<string, unknown> }> = [];
    installChat(chat as never, world.actors.contents as never);
    let count = 0;
    for (const actor of world.actors.contents as Actor6[]) {
      const system: unknown = actor.system;
      if (!(system instanceof FoeData)) continue;
      const sheet = new PhaseSixFoeSheet({ document: actor } as never);
      for (const [index, action] of system.statblock.actions.entries()) {
        scriptDiceFaces([6, 3, 5, 2, 1, 4, 6, 2, 5, 5]);
        await clickAction(sheet as never, "rollFoeAction", { index: String(index) }, { shiftKey: true });
        const card = (chat.at(-1)?.flags.phasesix as { attack?: unknown } | undefined)?.attack;
        const conditions = Object.fromEntries(Object.entries(action.conditions).filter(([, v]) => v > 0));
        expect(card, `${actor.name}/${action.name}`).toMatchObject({ attacker: { name: actor.name }, weapon: { name: action.name, wounds: 1, piercing: action.piercing, conditions }, mode: action.range > 2 ? "single" : "melee" });
        count += 1;
      }
    }
    expect(count).toBe(13);
    expect(chat).toHaveLength(13);
  });
});
