/**
 * Encounter help for the rulebook's foes (issue 21, item 4) on the stand-ins of tests/foundry: an
 * Actor folder of foes dropped on the scene becomes tokens there and joins the scene's combat,
 * dropped on the combat tracker it is placed at the scene's centre; and identical foes (the same
 * `flags.phasesix.key`) roll initiative once and share the result (our group rule, RULES.md → Foes → Groups).
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { StandInFolder, StandInScene, StandInSceneActor, installCanvas, installFromUuid } from "../foundry/scene.ts";
import { acceptFolderDrops, onDropCanvasData } from "../../src/applications/foe-drop.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

/** Lets the drop's own promise chain (fire-and-forget in the handlers) run to its end. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

interface World {
  scene: StandInScene;
  combat: StandInCombat;
  notices: Notice[];
  foes: StandInFolder;
  heroes: StandInFolder;
  empty: StandInFolder;
}

function world(user = gm): World {
  const scene = new StandInScene("s1");
  const combat = Object.assign(new StandInCombat("c1", []), { scene: { id: "s1" } });
  const notices = installGame({ users: [gm, alice], user, combats: [combat] });
  installCanvas(scene);
  const zombies = [1, 2, 3].map(() => new StandInSceneActor("Zombie", "foe", "zombie"));
  const foes = new StandInFolder("Undead", [...zombies, new StandInSceneActor("Vampire Spawn", "foe", "vampire-spawn")]);
  const heroes = new StandInFolder("Heroes", [new StandInSceneActor("Hagen", "character"), new StandInSceneActor("Gunnar", "npc")]);
  const empty = new StandInFolder("Empty", []);
  installFromUuid([foes, heroes, empty]);
  return { scene, combat, notices, foes, heroes, empty };
}

/** A combat tracker element as far as the drop goes: its dataset and its listeners. */
function trackerElement() {
  const listeners = new Map<string, (event: unknown) => void>();
  const element = { dataset: {} as Record<string, string>, addEventListener: (type: string, fn: (event: unknown) => void) => void listeners.set(type, fn) };
  const drop = (data: unknown) => {
    const event = { prevented: false, dataTransfer: { getData: () => JSON.stringify(data) }, preventDefault: () => void (event.prevented = true) };
    listeners.get("drop")?.(event);
    return event;
  };
  return { element: element as unknown as HTMLElement, drop };
}

describe("a foe folder dropped on the scene", () => {
  let w: World;
  beforeEach(() => {
    w = world();
  });

  it("creates one token per foe around the drop point and adds all of them to the scene's combat", async () => {
    const handled = onDropCanvasData({ type: "Folder", uuid: w.foes.uuid, x: 500, y: 300 });
    expect(handled).toBe(false); // Foundry's own handling stops
    await settle();
    expect(w.scene.tokens.map((t) => t.name)).toEqual(["Zombie", "Zombie", "Zombie", "Vampire Spawn"]);
    // 4 foes: 2 per row, one grid square apart, starting at the drop point.
    expect(w.scene.tokens.map((t) => [t.x, t.y])).toEqual([
      [500, 300],
      [600, 300],
      [500, 400],
      [600, 400],
    ]);
    expect(w.combat.created).toEqual(w.scene.tokens.map((t) => ({ tokenId: t.id, sceneId: "s1", actorId: t.actorId })));
    expect(w.combat.combatants.contents).toHaveLength(4);
    expect(w.notices).toEqual([{ level: "info", message: "4 foes of “Undead” added to the combat" }]);
  });

  it("does nothing with a folder without foes or an empty folder", async () => {
    onDropCanvasData({ type: "Folder", uuid: w.heroes.uuid, x: 0, y: 0 });
    onDropCanvasData({ type: "Folder", uuid: w.empty.uuid, x: 0, y: 0 });
    await settle();
    expect(w.scene.tokens).toEqual([]);
    expect(w.combat.created).toEqual([]);
    expect(w.notices).toEqual([]);
  });

  it("leaves other drops (an actor, a folder of unknown uuid) alone or harmless", async () => {
    expect(onDropCanvasData({ type: "Actor", uuid: "Actor.x", x: 0, y: 0 })).toBe(true);
    onDropCanvasData({ type: "Folder", uuid: "Folder.missing", x: 0, y: 0 });
    await settle();
    expect(w.scene.tokens).toEqual([]);
  });

  it("is refused for a player: Foundry handles the drop as before and nothing is created", async () => {
    w = world(alice);
    expect(onDropCanvasData({ type: "Folder", uuid: w.foes.uuid, x: 0, y: 0 })).toBe(true);
    await settle();
    expect(w.scene.tokens).toEqual([]);
    expect(w.combat.created).toEqual([]);
  });

  it("warns when no scene is shown", async () => {
    installCanvas(null);
    onDropCanvasData({ type: "Folder", uuid: w.foes.uuid, x: 0, y: 0 });
    await settle();
    expect(w.combat.created).toEqual([]);
    expect(w.notices).toEqual([{ level: "warn", message: "PHASESIX.Foe.Encounter.NoScene" }]);
  });
});

describe("a foe folder dropped on the combat tracker", () => {
  it("places the foes at the scene's centre and adds them to the combat", async () => {
    const w = world();
    const { element, drop } = trackerElement();
    acceptFolderDrops(element);
    acceptFolderDrops(element); // a re-render does not listen twice
    expect(drop({ type: "Folder", uuid: w.foes.uuid }).prevented).toBe(true);
    await settle();
    expect(w.scene.tokens).toHaveLength(4);
    expect(w.scene.tokens[0]).toMatchObject({ x: 2000, y: 1500 });
    expect(w.combat.combatants.contents).toHaveLength(4);
  });

  it("ignores a player's drop and a drop of something else", async () => {
    const w = world(alice);
    const { element, drop } = trackerElement();
    acceptFolderDrops(element);
    expect(drop({ type: "Folder", uuid: w.foes.uuid }).prevented).toBe(false);
    installGame({ users: [gm, alice], user: gm, combats: [w.combat] });
    expect(drop({ type: "Actor", uuid: "Actor.x" }).prevented).toBe(false);
    await settle();
    expect(w.scene.tokens).toEqual([]);
  });
});

describe("identical foes roll initiative once", () => {
  type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
  const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: StandInCombatant[], round?: number) => PhaseSixCombat & StandInCombat;

  function foe(id: string, key: string | null, type = "foe"): StandInCombatant {
    const actor = Object.assign(new StandInActor({ name: id }), { type, flags: key ? { phasesix: { key } } : {} });
    return new StandInCombatant({ id, actor } as CombatantOptions);
  }

  function encounter() {
    const list = [foe("z1", "zombie"), foe("z2", "zombie"), foe("z3", "zombie"), foe("v1", "vampire-spawn"), foe("hero", null, "character")];
    const combat = new Combat6("c1", list);
    installGame({ users: [gm], user: gm, combats: [combat] });
    return combat;
  }

  it("rolls once per statblock (3 zombies + 1 vampire spawn → 2 rolls) and gives every zombie the same initiative", async () => {
    const combat = encounter();
    combat.initiativeResults = [7, 4];
    await combat.rollInitiative(["z1", "z2", "z3", "v1"]);
    expect(combat.initiativeRolls).toEqual(["z1", "v1"]);
    const initiative = (id: string) => combat.combatants.get(id)?.initiative;
    expect(["z1", "z2", "z3"].map(initiative)).toEqual([7, 7, 7]);
    expect(initiative("v1")).toBe(4);
  });

  it("a character rolls for itself beside the group", async () => {
    const combat = encounter();
    combat.initiativeResults = [7, 4, 9];
    await combat.rollInitiative(["z1", "z2", "z3", "v1", "hero"]);
    expect(combat.initiativeRolls).toEqual(["z1", "v1", "hero"]);
    expect(combat.combatants.get("hero")?.initiative).toBe(9);
  });

  it("a zombie rolled later (e.g. added afterwards) takes its group's initiative without rolling", async () => {
    const combat = encounter();
    combat.initiativeResults = [6];
    await combat.rollInitiative("z1");
    await combat.rollInitiative(["z2", "z3"]);
    expect(combat.initiativeRolls).toEqual(["z1"]);
    expect(combat.combatants.get("z3")?.initiative).toBe(6);
  });
});
