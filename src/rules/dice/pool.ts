/**
 * Rolling a pool of exploding d6 (RULES.md → Dice): every die that shows a 6 is rolled again and the
 * result is added to that same die, as long as it keeps showing 6.
 */
import type { FaceSource } from "./faces.ts";

/** One die of a roll: every face it showed (6, 6, 2), their sum, and whether it is a destiny die. */
export interface DieChain {
  faces: number[];
  total: number;
  destiny: boolean;
}

/** Options of {@link rollPool}. */
export interface RollPoolOptions {
  /** Roll destiny dice (they succeed on min(4, minRoll)); default false. */
  destiny?: boolean;
  /** Most faces one die may show before the chain stops (a runaway guard); default 100. */
  maxChain?: number;
}

/** Default cap of one die's chain of faces (RULES.md → Dice: "a generous bound"). */
export const DEFAULT_MAX_CHAIN = 100;
/** Largest pool {@link rollPool} accepts; anything larger is a bug upstream. */
export const MAX_POOL = 1000;
/** Longest chain {@link rollPool} accepts as `maxChain` (a die of 1000 sixes is no roll but a broken source). */
export const MAX_CHAIN = 1000;

/** One throw a pool needs: die `die` (0-based) in wave `wave` (0 = first throw, 1 = first explosion …). */
export interface FaceRequest {
  die: number;
  wave: number;
}

/** Checks a pool's arguments (shared by every path that rolls a pool) and returns the chain cap. */
export function poolChainCap(count: number, options: RollPoolOptions | undefined): number {
  if (!Number.isInteger(count)) throw new RangeError(`rollPool: dice count must be an integer, got ${count}`);
  if (count > MAX_POOL) throw new RangeError(`rollPool: ${count} dice is more than the allowed ${MAX_POOL}`);
  const maxChain = options?.maxChain ?? DEFAULT_MAX_CHAIN;
  if (!Number.isInteger(maxChain) || maxChain < 1 || maxChain > MAX_CHAIN) {
    throw new RangeError(`rollPool: maxChain must be an integer 1..${MAX_CHAIN}, got ${maxChain}`);
  }
  return maxChain;
}

/**
 * The throws of a pool of `count` exploding d6, breadth-first like a player at the table: all dice
 * are thrown (wave 0), then every die that shows a 6 is thrown again (wave 1, in die order), then
 * those that showed 6 again, and so on. Yields what it needs next, takes the face thrown, returns
 * the chains. {@link rollPoolAsync} drives it (faces typed in one by one); {@link rollPool} is the
 * same order of throws as a plain loop, because a generator step costs as much as the roll itself
 * on the hot path. `tests` hold both to identical chains for the same faces.
 */
function* poolThrows(count: number, options: RollPoolOptions): Generator<FaceRequest, DieChain[], number> {
  const maxChain = poolChainCap(count, options);
  if (count <= 0) return [];
  const destiny = options.destiny ?? false;
  const dice: DieChain[] = [];
  let open: number[] | null = null;
  for (let i = 0; i < count; i++) {
    const face: number = yield { die: i, wave: 0 };
    if (!(face >= 1 && face <= 6)) badFace(face);
    dice.push({ faces: [face], total: face, destiny });
    if (face === 6 && maxChain > 1) (open ??= []).push(i);
  }
  for (let wave = 1; open !== null && open.length > 0; wave++) {
    const stillOpen: number[] = [];
    for (const i of open) {
      const die = dice[i];
      const face: number = yield { die: i, wave };
      if (!(face >= 1 && face <= 6)) badFace(face);
      die.faces.push(face);
      die.total += face;
      if (face === 6 && die.faces.length < maxChain) stillOpen.push(i);
    }
    open = stillOpen;
  }
  return dice;
}

/** A face source gave something that is no face of a d6. */
export function badFace(face: number): never {
  throw new RangeError(`rollPool: a face must be 1..6, the source gave ${String(face)}`);
}

/**
 * Roll `count` exploding d6, breadth-first like a player at the table: all dice are thrown, then every
 * die that shows a 6 is thrown again (in die order), then those that showed 6 again, and so on.
 * `count <= 0` rolls nothing (RULES.md → Dice: pool ≤ 0). A non-integer or a count above 1000 throws a
 * RangeError. A chain stops after `maxChain` faces even on a 6.
 *
 * One object and one face array per die, the dice array allocated at its size; explosions are a
 * second pass ({@link throwSixesAgain}). To roll and score at once, `rollCheck` (roll-check.ts) is
 * the same throws without the intermediate chains.
 */
export function rollPool(count: number, source: FaceSource, options?: RollPoolOptions): DieChain[] {
  const maxChain = poolChainCap(count, options);
  if (count <= 0) return [];
  const destiny = options?.destiny ?? false;
  const dice = new Array<DieChain>(count);
  let sixes = 0;
  for (let i = 0; i < count; i++) {
    const face = source();
    if (!(face >= 1 && face <= 6)) badFace(face);
    dice[i] = { faces: [face], total: face, destiny };
    if (face === 6) sixes++;
  }
  if (sixes > 0 && maxChain > 1) throwSixesAgain(dice, source, maxChain);
  return dice;
}

/**
 * The explosion waves of a pool whose dice have each been thrown once, in the order
 * {@link poolThrows} asks for them: wave 1 throws every die that showed a 6 (in die order), wave w
 * every die that has w faces ending in a 6, until no die is open or the chains reach `maxChain`
 * faces. Extends the dice in place (shared by {@link rollPool} and `rollCheck`).
 */
export function throwSixesAgain(dice: DieChain[], source: FaceSource, maxChain: number): void {
  const n = dice.length;
  let open = 0;
  for (let i = 0; i < n; i++) {
    const die = dice[i];
    // Before wave 1 every die has one face, so a total of 6 is a single 6.
    if (die.total !== 6) continue;
    const face = source();
    if (!(face >= 1 && face <= 6)) badFace(face);
    die.faces = [6, face];
    die.total = 6 + face;
    if (face === 6 && maxChain > 2) open++;
  }
  for (let wave = 2; open > 0; wave++) {
    open = 0;
    for (let i = 0; i < n; i++) {
      const die = dice[i];
      const faces = die.faces;
      if (faces.length !== wave || faces[wave - 1] !== 6) continue;
      const face = source();
      if (!(face >= 1 && face <= 6)) badFace(face);
      faces.push(face);
      die.total += face;
      if (face === 6 && wave + 1 < maxChain) open++;
    }
  }
}

/**
 * {@link rollPool} with faces that arrive asynchronously (a player typing each throw in, physical
 * dice): `source` is asked for every face with the die and wave it is for, in the same order.
 */
export async function rollPoolAsync(count: number, source: (request: FaceRequest) => Promise<number>, options: RollPoolOptions = {}): Promise<DieChain[]> {
  const throws = poolThrows(count, options);
  let step = throws.next();
  while (!step.done) step = throws.next(await source(step.value));
  return step.value;
}

/** Roll one exploding d6 (a bonus or destiny die added to a roll one at a time, RULES.md → Dice). */
export function rollDie(source: FaceSource, options: RollPoolOptions = {}): DieChain {
  return rollPool(1, source, options)[0];
}

/** Whether `face` is a face a d6 can show: a whole number 1 … 6. */
function isFace(face: unknown): face is number {
  return typeof face === "number" && Number.isInteger(face) && face >= 1 && face <= 6;
}

/**
 * One face from `source`, checked as {@link rollPool} checks its faces (a whole number 1 … 6, else a
 * RangeError): for the core's rolls that draw plain d6 (the dread table, failure dice, ensoulment).
 */
export function drawFace(source: FaceSource): number {
  const face = source();
  if (!isFace(face)) throw new RangeError(`a face must be a whole number 1..6, the source gave ${String(face)}`);
  return face;
}

/**
 * A die chain from given faces (for replays and tests); the total is their sum. A face that is no
 * whole number 1 … 6, or more faces than a chain may have, is a RangeError.
 */
export function dieFromFaces(faces: readonly number[], destiny = false): DieChain {
  if (faces.length > MAX_CHAIN) throw new RangeError(`dieFromFaces: at most ${MAX_CHAIN} faces, got ${faces.length}`);
  let total = 0;
  for (const face of faces) {
    if (!isFace(face)) throw new RangeError(`dieFromFaces: a face must be a whole number 1..6, got ${String(face)}`);
    total += face;
  }
  return { faces: [...faces], total, destiny };
}
