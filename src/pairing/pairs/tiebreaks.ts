// Ranking by a configured tiebreak order; rows equal on every criterion share a rank (1, 2, 2, 4).
// Source: FIDE Handbook C.07 (tie-break regulations): Buchholz, direct encounter (applied to the group still
// tied at that point, as a mini-table), number of wins. Criteria are applied in the given order.
import { TIEBREAKS, type Tiebreak } from "../types";

type Plain = Exclude<Tiebreak, "headToHead">;

/** Numeric criterion arrays by entrant index (higher is better, integers). */
export type CriterionValues = Record<Plain, ArrayLike<number>>;

/** Head-to-head score of `i` against the other members of the tied group (`inGroup[j] === 1`). */
export type HeadToHead = (i: number, inGroup: Uint8Array) => number;

export function assertTiebreaks(order: readonly Tiebreak[]): void {
  for (const t of order) if (!TIEBREAKS.includes(t)) throw new RangeError(`pairing: unknown tiebreak ${String(t)}`);
}

/**
 * Sorts entrant indices by the criteria; returns the order and each entrant's shared rank.
 * `indices` comes in the order that decides between fully tied rows (e.g. the entrant list order).
 */
export function rankByCriteria(
  indices: readonly number[],
  order: readonly Tiebreak[],
  values: CriterionValues,
  headToHead: HeadToHead,
  size: number,
): { order: number[]; rank: Int32Array } {
  const rank = new Int32Array(size);
  const out: number[] = [];
  const inGroup = new Uint8Array(size);
  const scratch = new Float64Array(size);
  const emit = (group: readonly number[], start: number, end: number) => {
    const r = out.length + 1;
    for (let k = start; k < end; k++) {
      const i = group[k] as number;
      rank[i] = r;
      out.push(i);
    }
  };
  const refine = (group: readonly number[], from: number): void => {
    if (group.length === 1 || from >= order.length) return emit(group, 0, group.length);
    let sorted: number[];
    let same: (a: number, b: number) => boolean;
    let next: number;
    if (order[from] === "headToHead") {
      for (const i of group) inGroup[i] = 1;
      const score = new Map<number, number>();
      for (const i of group) score.set(i, headToHead(i, inGroup));
      for (const i of group) inGroup[i] = 0;
      sorted = group.slice().sort((a, b) => (score.get(b) as number) - (score.get(a) as number));
      same = (a, b) => score.get(a) === score.get(b);
      next = from + 1;
    } else {
      next = from;
      while (next < order.length && order[next] !== "headToHead") next++;
      const keys = order.slice(from, next).map((t) => values[t as Plain]);
      ({ sorted, same } = sortPlain(group, keys, scratch));
    }
    let start = 0;
    for (let k = 1; k <= sorted.length; k++) {
      if (k < sorted.length && same(sorted[k - 1] as number, sorted[k] as number)) continue;
      if (k - start === 1 || next >= order.length) emit(sorted, start, k);
      else refine(sorted.slice(start, k), next);
      start = k;
    }
  };
  refine(indices, 0);
  return { order: out, rank };
}

/**
 * Stable descending sort by several integer keys. When the key ranges allow, every row is packed into one exact
 * float64 (composite key, then the position) and sorted natively, several times faster than a comparator.
 * `scratch` (indexed by entrant) receives each row's composite key for the equality test.
 */
function sortPlain(
  group: readonly number[],
  keys: readonly ArrayLike<number>[],
  scratch: Float64Array,
): { sorted: number[]; same: (a: number, b: number) => boolean } {
  const g = group.length;
  const mins: number[] = [];
  const widths: number[] = [];
  let span = g;
  for (const key of keys) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const i of group) {
      const v = key[i] as number;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    mins.push(lo);
    widths.push(hi - lo + 1);
    span *= hi - lo + 1;
  }
  if (span <= Number.MAX_SAFE_INTEGER) {
    for (const i of group) scratch[i] = 0;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as ArrayLike<number>;
      const w = widths[k] as number;
      const lo = mins[k] as number;
      for (let p = 0; p < g; p++) {
        const i = group[p] as number;
        scratch[i] = (scratch[i] as number) * w + ((key[i] as number) - lo);
      }
    }
    let maxComposite = 0;
    for (const i of group) if ((scratch[i] as number) > maxComposite) maxComposite = scratch[i] as number;
    // Ascending packed order = descending composite key, then ascending position (stable).
    const packed = new Float64Array(g);
    for (let p = 0; p < g; p++) packed[p] = (maxComposite - (scratch[group[p] as number] as number)) * g + p;
    packed.sort();
    const sorted = new Array<number>(g);
    for (let p = 0; p < g; p++) sorted[p] = group[(packed[p] as number) % g] as number;
    return { sorted, same: (a, b) => scratch[a] === scratch[b] };
  }
  const cmp = (a: number, b: number): number => {
    for (const key of keys) {
      const d = (key[b] as number) - (key[a] as number);
      if (d !== 0) return d;
    }
    return 0;
  };
  return { sorted: group.slice().sort(cmp), same: (a, b) => cmp(a, b) === 0 };
}
