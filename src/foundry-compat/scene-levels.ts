/**
 * Scene Levels. Foundry 14 stacks a scene into Levels (embedded `Level` documents, each with an
 * elevation range `{ bottom, top }`; a token names its level in `level` and stands at an `elevation`),
 * and the canvas shows one level at a time (`canvas.level`, the Level whose `isView` is true). Tokens our
 * code creates (a folder of foes dropped on the scene or the tracker) must stand on the level the GM is
 * looking at, or they land on the scene's first level, out of sight. Foundry 13 has no levels: the
 * token data stays as it was.
 *
 * Heights: with levels, tokens stand at different elevations as a matter of course (a sniper on the
 * upper floor), so on 14 the range rule and a thrown miss count a token's elevation. On 13 they are
 * measured across the map exactly as before (a GM on 13 notices no change).
 */
import { isFoundry14OrLater } from "./generation.ts";

/** A Foundry 14 Level, as far as placing a token goes (v14 types: client/documents/level.d.mts). */
interface LevelLike {
  id: string | null;
  isView?: boolean;
  elevation?: { bottom?: number | null; top?: number | null };
  clampElevation?: (elevation: number, depth?: number) => number;
}

interface SceneWithLevels {
  levels?: Iterable<LevelLike> | { contents?: LevelLike[] };
}

function levelsOf(scene: SceneWithLevels): LevelLike[] {
  const levels = scene.levels;
  if (!levels) return [];
  if (Symbol.iterator in levels) return [...(levels as Iterable<LevelLike>)];
  return (levels as { contents?: LevelLike[] }).contents ?? [];
}

/** The level of `scene` the user is viewing (Foundry 14; null on 13 or for a scene without levels). */
export function viewedLevel(scene: object): LevelLike | null {
  if (!isFoundry14OrLater()) return null;
  const shown = (canvas as unknown as { level?: LevelLike | null; scene?: unknown } | null | undefined) ?? null;
  if (shown?.scene === scene && shown.level) return shown.level;
  return levelsOf(scene as SceneWithLevels).find((level) => level.isView === true) ?? null;
}

/** An elevation moved into the level's range (the level's own rule when it has one). */
function elevationOn(level: LevelLike, elevation: number): number {
  if (typeof level.clampElevation === "function") return level.clampElevation(elevation);
  const bottom = level.elevation?.bottom ?? -Infinity;
  const top = level.elevation?.top ?? Infinity;
  return Math.min(Math.max(elevation, bottom), top);
}

/**
 * Token data placed on the level of `scene` the user is viewing: Foundry 14 sets the token's `level`
 * and moves its elevation into that level's range; Foundry 13 (or a scene without levels) returns the
 * data unchanged.
 */
export function onViewedLevel<T extends Record<string, unknown>>(scene: object, token: T): T {
  const level = viewedLevel(scene);
  if (!level?.id) return token;
  const elevation = typeof token.elevation === "number" ? token.elevation : 0;
  return { ...token, level: level.id, elevation: elevationOn(level, elevation) };
}

/** A canvas Token or a TokenDocument: its elevation is on the document (or on itself). */
interface Elevated {
  elevation?: unknown;
  document?: { elevation?: unknown } | null;
}

/**
 * The height in metres (grid units) of a token that the range rule and a thrown miss count: its
 * elevation on Foundry 14; 0 on Foundry 13 (measured across the map as before).
 */
export function countedElevation(token: Elevated | null | undefined): number {
  if (!isFoundry14OrLater() || !token) return 0;
  const elevation = token.document ? token.document.elevation : token.elevation;
  return typeof elevation === "number" && Number.isFinite(elevation) ? elevation : 0;
}

/**
 * A token's centre as the deviation of a thrown miss reads it: with its height on Foundry 14 (the
 * object lands at the target's height, on its level), in the plane on 13 (as before).
 */
export function tokenCentre(token: (Elevated & { center?: { x: number; y: number } }) | null | undefined): { x: number; y: number; elevation?: number } | null {
  if (!token?.center) return null;
  const point = { x: token.center.x, y: token.center.y };
  return isFoundry14OrLater() ? { ...point, elevation: countedElevation(token) } : point;
}
