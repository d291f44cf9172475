/**
 * Face sources: where the numbers on the dice come from (RULES.md → Dice: every die is a d6).
 * A source is a plain function so tests can script faces and the Foundry layer can plug in its own RNG.
 */

/** Yields the face of one thrown d6: an integer 1..6. */
export type FaceSource = () => number;

/** Random bytes fetched at once: the most one `crypto.getRandomValues` call may fill. */
const CRYPTO_BUFFER_SIZE = 65536;
/** Largest multiple of 6 that fits in a byte: bytes ≥ 252 are rejected so every face is equally likely. */
const BYTE_LIMIT = 252;

/**
 * The one function behind every random source: `random` given → `floor(random() * 6) + 1`, clamped to
 * 1..6; else the next accepted byte of `buffer` (see {@link bufferedFaces}). One function literal
 * for all of them, because a call site that has seen two different functions (the bench rolls with
 * crypto and with Math.random, a page may roll with both) calls them through a generic call that costs
 * as much as the draw; a call site that sees closures of one literal inlines it.
 */
function randomSource(random: (() => number) | undefined, fill: (buffer: Uint8Array) => void, size: number): FaceSource {
  const buffer = new Uint8Array(size);
  let index = size;
  return () => {
    if (random !== undefined) {
      const face = Math.floor(random() * 6) + 1;
      // Guard against sources that may return exactly 1 (or NaN, ±Infinity: the lowest face).
      return face > 6 ? 6 : face >= 1 ? face : 1;
    }
    for (;;) {
      if (index >= size) {
        fill(buffer);
        index = 0;
      }
      const byte = buffer[index++];
      if (byte < BYTE_LIMIT) return (byte % 6) + 1;
    }
  };
}

/**
 * A d6 source drawing from a buffer of random bytes that `fill` refills whenever it is used up
 * (rejection sampling): a byte b < 252 is the face (b mod 6) + 1 — 42 byte values for each face — and
 * a byte ≥ 252 is skipped, so uniform bytes give uniform faces with no modulo bias.
 */
export function bufferedFaces(fill: (buffer: Uint8Array) => void, size: number = CRYPTO_BUFFER_SIZE): FaceSource {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`bufferedFaces: size must be a positive integer, got ${size}`);
  return randomSource(undefined, fill, size);
}

/** The crypto source, made on first use and shared: every caller draws from one buffer. */
let cryptoFaces: FaceSource | undefined;

/** The fill of a source that draws from `random`, never from its (empty) buffer. */
function noBytes(): void {}

/**
 * A random d6 source. With `random` (any `() => number` in [0, 1), e.g. `Math.random` or
 * {@link mulberry32}) a face is `floor(random() * 6) + 1`; without it the source uses
 * `globalThis.crypto.getRandomValues` (Node ≥ 20, browsers) through {@link bufferedFaces}: 64 KiB at a
 * time, rejection sampling so there is no modulo bias.
 */
export function randomFaces(random?: () => number): FaceSource {
  if (random) return randomSource(random, noBytes, 0);
  if (cryptoFaces) return cryptoFaces;
  const cryptoApi = globalThis.crypto;
  if (!cryptoApi || typeof cryptoApi.getRandomValues !== "function") {
    throw new Error("randomFaces: globalThis.crypto.getRandomValues is not available; pass a random function");
  }
  cryptoFaces = bufferedFaces((buffer) => cryptoApi.getRandomValues(buffer));
  return cryptoFaces;
}

/**
 * A source that yields exactly the given faces in order, for tests and replays. Every face must be an
 * integer 1..6 (checked up front); asking for more faces than given throws a clear Error.
 */
export function scriptedFaces(faces: readonly number[]): FaceSource {
  faces.forEach((face, i) => {
    if (!Number.isInteger(face) || face < 1 || face > 6) {
      throw new RangeError(`scriptedFaces: face #${i + 1} is ${face}, expected an integer 1..6`);
    }
  });
  const copy = [...faces];
  let next = 0;
  return () => {
    if (next >= copy.length) {
      throw new Error(`scriptedFaces: exhausted after ${copy.length} faces (a ${copy.length + 1}th face was requested)`);
    }
    return copy[next++];
  };
}

/**
 * mulberry32: a tiny seeded PRNG returning floats in [0, 1). Deterministic for a given 32-bit seed;
 * good enough for seeded Monte-Carlo tests and benchmarks, not for anything adversarial.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A uniform integer 1..sides from a [0, 1) random function (default `Math.random`), e.g. the d12 and
 * d6 of a throwing deviation (RULES.md → Attacks: throwing deviation).
 */
export function rollInteger(sides: number, random: () => number = Math.random): number {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`rollInteger: sides must be a positive integer, got ${sides}`);
  const value = Math.floor(random() * sides) + 1;
  return value > sides ? sides : value >= 1 ? value : 1;
}
