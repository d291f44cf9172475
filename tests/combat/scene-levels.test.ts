/**
 * Scene levels (Foundry 14) on the stand-ins of tests/foundry, the same behaviour tests against the
 * 13 and the 14 stand-ins: a folder of foes dropped on the scene or on the tracker lands on the level
 * the GM is viewing (13: no levels, the token data as before); the range rule's distance to the
 * target counts a difference in height through the core's attackDistance (13: across the map, as
 * before); a thrown miss's points carry their height on 14.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { afterEach, describe, expect, it } from "vitest";
import { StandInCombat } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { StandInFolder, StandInLevel, StandInScene, StandInSceneActor, installCanvas, installFromUuid } from "../foundry/scene.ts";
import { acceptFolderDrops, onDropCanvasData } from "../../src/applications/foe-drop.ts";
import { targetDistance } from "../../src/applications/attack-flow.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { countedElevation, tokenCentre, viewedLevel } from "../../src/foundry-compat/scene-levels.ts";

const gm = new StandInUser("gm", "GM", true);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => resetFoundryGenerationForTests());

/** A cabin of three levels (the v14 types' example), the GM viewing the upper floor. */
function cabin(generation: 13 | 14) {
  resetFoundryGenerationForTests();
  const basement = new StandInLevel("basement", "Basement", { bottom: -10, top: 0 });
  const downstairs = new StandInLevel("downstairs", "Downstairs", { bottom: 0, top: 10 });
  const upstairs = new StandInLevel("upstairs", "Upstairs", { bottom: 10, top: 20 });
  // Foundry 13 scenes have no levels.
  const scene = new StandInScene("s1", generation === 14 ? [basement, downstairs, upstairs] : undefined);
  const combat = Object.assign(new StandInCombat("c1", []), { scene: { id: "s1" } });
  installGame({ users: [gm], user: gm, combats: [combat], generation });
  installCanvas(scene, generation === 14 ? upstairs : undefined);
  const foes = new StandInFolder("Undead", [new StandInSceneActor("Zombie", "foe", "zombie"), new StandInSceneActor("Ghoul", "foe", "ghoul")]);
  installFromUuid([foes]);
  return { scene, foes, upstairs };
}

describe.each([13, 14] as const)("foes dropped on Foundry %i", (generation) => {
  it("a folder dropped on the scene lands on the level being viewed (13: no level, as before)", async () => {
    const { scene, foes } = cabin(generation);
    onDropCanvasData({ type: "Folder", uuid: foes.uuid, x: 500, y: 300 });
    await settle();
    expect(scene.tokens.map((t) => t.name)).toEqual(["Zombie", "Ghoul"]);
    if (generation === 14) {
      expect(scene.tokens.map((t) => [t.level, t.elevation])).toEqual([
        ["upstairs", 10],
        ["upstairs", 10],
      ]);
    } else {
      expect(scene.tokens.every((t) => !("level" in t) && !("elevation" in t))).toBe(true);
    }
  });

  it("a folder dropped on the combat tracker too", async () => {
    const { scene, foes } = cabin(generation);
    const listeners = new Map<string, (event: unknown) => void>();
    acceptFolderDrops({ dataset: {}, addEventListener: (type: string, fn: (event: unknown) => void) => void listeners.set(type, fn) } as unknown as HTMLElement);
    listeners.get("drop")?.({ dataTransfer: { getData: () => JSON.stringify({ type: "Folder", uuid: foes.uuid }) }, preventDefault: () => undefined });
    await settle();
    expect(scene.tokens).toHaveLength(2);
    expect(scene.tokens.map((t) => t.level)).toEqual(generation === 14 ? ["upstairs", "upstairs"] : [undefined, undefined]);
  });
});

describe.each([13, 14] as const)("the range rule's distance on Foundry %i", (generation) => {
  /** A shooter on the ground and a target on the roof 30 m up, 40 m away across the map. */
  function shot(): Actor.Implementation {
    cabin(generation);
    const own = { center: { x: 0, y: 0 }, document: { elevation: 0 } };
    const target = { center: { x: 4000, y: 0 }, document: { elevation: 30 } };
    const g = globalThis as unknown as { game: { user: { targets: Set<unknown> } }; canvas: Record<string, unknown> };
    g.game.user.targets = new Set([target]);
    g.canvas.grid = { size: 100, distance: 1, measurePath: (points: Array<{ x: number; y: number }>) => ({ distance: Math.hypot(points[1].x - points[0].x, points[1].y - points[0].y) / 100 }) };
    return { getActiveTokens: () => [own] } as unknown as Actor.Implementation;
  }

  it(generation === 14 ? "counts the height: 40 m across and 30 m up is 50 m" : "stays the distance across the map (40 m), as before", () => {
    expect(targetDistance(shot())).toBe(generation === 14 ? 50 : 40);
  });

  it(generation === 14 ? "a thrown miss's points carry their height" : "a thrown miss's points stay in the plane", () => {
    cabin(generation);
    const token = { center: { x: 5, y: 7 }, document: { elevation: 12 } };
    expect(tokenCentre(token)).toEqual(generation === 14 ? { x: 5, y: 7, elevation: 12 } : { x: 5, y: 7 });
    expect(countedElevation(token)).toBe(generation === 14 ? 12 : 0);
  });
});

describe("the level being viewed (Foundry 14)", () => {
  it("is the canvas's level, else the scene's level marked as viewed; none for a scene without levels", () => {
    const { scene, upstairs } = cabin(14);
    expect(viewedLevel(scene)).toBe(upstairs);
    (globalThis as unknown as { canvas: Record<string, unknown> }).canvas.level = undefined;
    expect(viewedLevel(scene)).toBe(upstairs);
    expect(viewedLevel(new StandInScene("flat"))).toBeNull();
  });
});
