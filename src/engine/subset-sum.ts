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
