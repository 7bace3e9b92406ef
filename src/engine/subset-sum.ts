// Which totals can a set of cards make? A subset-sum table over card values, shared by both games:
// it turns "is 5 a possible score?" into a lookup instead of a guess.

/** reachable[s] === 1 when some subset of `values` (each used at most once) sums to s. */
export function reachableSums(values: readonly number[]): Uint8Array {
  let total = 0;
  for (const v of values) total += v;
  const reachable = new Uint8Array(total + 1);
  reachable[0] = 1;
  let max = 0;
  for (const v of values) {
    for (let s = max; s >= 0; s--) if (reachable[s]) reachable[s + v] = 1;
    max += v;
  }
  return reachable;
}

/**
 * Subset sums by number of cards: table[k * (total + 1) + s] === 1 when some k of `values` sum to s.
 * Lets a check ask "can 4 tricks (16 cards) be worth 37?" instead of only "is 37 reachable?".
 */
export function reachableSumsByCount(values: readonly number[]): { table: Uint8Array; total: number; maxCount: number } {
  let total = 0;
  for (const v of values) total += v;
  const width = total + 1;
  const n = values.length;
  const table = new Uint8Array((n + 1) * width);
  table[0] = 1;
  let used = 0;
  for (const v of values) {
    for (let k = used; k >= 0; k--) {
      const row = k * width;
      const next = (k + 1) * width;
      for (let s = total - v; s >= 0; s--) if (table[row + s]) table[next + s + v] = 1;
    }
    used++;
  }
  return { table, total, maxCount: n };
}
