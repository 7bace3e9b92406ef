// Seeded randomness: the engine never calls Math.random; a seed is stored so every deal can be reproduced.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/** mulberry32: tiny, fast, good enough for shuffling cards; the same seed gives the same sequence everywhere. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** Deals a shuffled deck to `players` seats in packets, starting left of the dealer (dealer + 1), clockwise.
 * `packets` lists the packet sizes per round, e.g. [3, 2, 3]. Returns the hands by seat and the undealt rest. */
export function dealPackets<T>(
  deck: readonly T[],
  players: number,
  dealer: number,
  packets: readonly number[],
): { hands: T[][]; rest: T[] } {
  const hands: T[][] = Array.from({ length: players }, () => []);
  let pos = 0;
  for (const size of packets) {
    for (let k = 1; k <= players; k++) {
      const seat = (dealer + k) % players;
      for (let c = 0; c < size; c++) (hands[seat] as T[]).push(deck[pos++] as T);
    }
  }
  return { hands, rest: deck.slice(pos) };
}
