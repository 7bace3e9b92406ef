// Brute-force references for the property tests (small fields only): every perfect matching, every bye choice.

/** All perfect matchings of `items` (even length) as lists of pairs. 10 items give 945 matchings. */
export function* perfectMatchings<T>(items: readonly T[]): Generator<[T, T][]> {
  if (items.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = items as [T, ...T[]];
  for (let k = 0; k < rest.length; k++) {
    const partner = rest[k] as T;
    const others = rest.filter((_, j) => j !== k);
    for (const m of perfectMatchings(others)) yield [[first, partner], ...m];
  }
}

/** Fewest rematches any pairing of `items` can have (over every bye choice when the count is odd). */
export function minimumRematches<T>(items: readonly T[], met: (a: T, b: T) => boolean): number {
  const count = (m: [T, T][]) => m.reduce((s, [a, b]) => s + (met(a, b) ? 1 : 0), 0);
  let best = Infinity;
  const sets = items.length % 2 === 0 ? [items] : items.map((_, i) => items.filter((_, j) => j !== i));
  for (const set of sets) for (const m of perfectMatchings(set)) best = Math.min(best, count(m));
  return best;
}

/** Maximum matching size by exhaustive search (tiny graphs). */
export function bruteMaxMatching(n: number, edge: (u: number, v: number) => boolean): number {
  const go = (used: number): number => {
    let u = 0;
    while (u < n && used & (1 << u)) u++;
    if (u >= n) return 0;
    let best = go(used | (1 << u)); // u stays single
    for (let v = u + 1; v < n; v++)
      if (!(used & (1 << v)) && edge(u, v)) best = Math.max(best, 1 + go(used | (1 << u) | (1 << v)));
    return best;
  };
  return go(0);
}
