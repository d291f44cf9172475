/**
 * Pure conversions between the core's die chains and Foundry's flat dice results
 * (RULES.md → Dice: a die that shows 6 is rolled again and added to the same die).
 *
 * Each face is one Foundry result; a face that was followed by another throw of the same die is
 * marked `exploded` (as Foundry marks exploded results), so the chains are recovered from the flat
 * list and Foundry's own tooltip and Dice So Nice still see every face.
 */
import { dieFromFaces, type DieChain } from "../rules/index.ts";
import { MAX_CHAIN } from "../rules/dice/pool.ts";

/** The part of a Foundry dice result we write and read. */
export interface ChainResult {
  result: number;
  active: boolean;
  exploded?: boolean;
}

/** Flatten chains into Foundry results, die by die. */
export function chainsToResults(chains: readonly DieChain[]): ChainResult[] {
  const results: ChainResult[] = [];
  for (const chain of chains) {
    chain.faces.forEach((face, i) => {
      results.push(i < chain.faces.length - 1 ? { result: face, active: true, exploded: true } : { result: face, active: true });
    });
  }
  return results;
}

/** Whether a stored result is a face a d6 can show (a whole number 1 … 6). */
function isFace(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 6;
}

/**
 * Recover the chains from Foundry results: a die ends at the first face not marked `exploded`. A
 * stored result that no d6 can show (a message's rolls are its author's to rewrite) is left out
 * rather than read, so a forged roll renders what is left and never throws on another client.
 */
export function resultsToChains(results: readonly { result: number; exploded?: boolean | undefined }[], destiny: boolean): DieChain[] {
  const chains: DieChain[] = [];
  let faces: number[] = [];
  for (const r of results) {
    if (!isFace(r.result)) continue;
    faces.push(r.result);
    if (!r.exploded || faces.length === MAX_CHAIN) {
      chains.push(dieFromFaces(faces, destiny));
      faces = [];
    }
  }
  if (faces.length > 0) chains.push(dieFromFaces(faces, destiny));
  return chains;
}

/**
 * The throws of a pool as a player makes them, breadth-first: wave 0 is every die's first face, wave 1
 * the second face of every die that showed a 6, and so on (for Dice So Nice, wave by wave).
 */
export function chainWaves(chains: readonly DieChain[]): number[][] {
  const waves: number[][] = [];
  for (let i = 0; ; i++) {
    const wave = chains.filter((c) => c.faces.length > i).map((c) => c.faces[i]);
    if (wave.length === 0) return waves;
    waves.push(wave);
  }
}

/** A die as players read it: its faces and total ("6+6+2 = 14"), or just the face ("4"). */
export function chainLabel(chain: DieChain): string {
  return chain.faces.length > 1 ? `${chain.faces.join("+")} = ${chain.total}` : String(chain.total);
}
