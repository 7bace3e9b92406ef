// Seed derivation: one stored seed per round, split into independent streams (tie order, first dealer) by hashing.
import { createRng, type Rng } from "@/engine";

/** Mixes integers into one 32-bit seed (murmur3 finaliser per part); the same parts give the same seed everywhere. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Stream ids, so that adding a use of the seed never changes the draws of another. */
export const STREAM = { order: 1, dealer: 2, shuffle: 3 } as const;

export function streamRng(seed: number, stream: number, ...more: number[]): Rng {
  return createRng(mixSeed(seed, stream, ...more));
}
