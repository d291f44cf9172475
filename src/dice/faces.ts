/**
 * A face source for the core's dice engine backed by Foundry's configured RNG
 * (`CONFIG.Dice.randomUniform`, the Mersenne Twister unless a module replaces it), mapped to a d6
 * exactly as Foundry's own `DiceTerm#mapRandomFace` does: ceil((1 − u) · 6).
 */
import type { FaceSource } from "../rules/index.ts";

export function foundryFaces(): FaceSource {
  return () => {
    const face = Math.ceil((1 - CONFIG.Dice.randomUniform()) * 6);
    return face < 1 ? 1 : face > 6 ? 6 : face;
  };
}
