// A new draw that minimises repeated table-mates, then seats at a table of five for those who sat at five least.
// Small fields are solved exactly (every split is tried, with pruning); large ones by a seeded greedy fill
// repaired with swaps, which at club and open sizes finds a repeat-free seating whenever one is plausible.
import { shuffle, type Rng } from "@/engine";
import { repeatsAt, type PlayerHistory } from "./history";
import type { PlayerId } from "./types";

/** A repeated table-mate outweighs any spread of the fives. */
const REPEAT = 1_000_000;
const EXACT_UP_TO = 13;

function fivesCost(players: readonly PlayerId[], h: PlayerHistory): number {
  if (players.length !== 5) return 0;
  let n = 0;
  for (const p of players) n += h.fives.get(p) ?? 0;
  return n;
}

export function tableCost(players: readonly PlayerId[], h: PlayerHistory): number {
  return repeatsAt(players, h) * REPEAT + fivesCost(players, h);
}

/** Splits `players` into tables of the given sizes (fives first), each table's players in draw order. */
export function drawTables(players: readonly PlayerId[], sizes: readonly number[], h: PlayerHistory, rng: Rng): PlayerId[][] {
  const order = shuffle(players, rng);
  return order.length <= EXACT_UP_TO ? exact(order, sizes, h) : repaired(order, sizes, h, rng);
}

function exact(order: PlayerId[], sizes: readonly number[], h: PlayerHistory): PlayerId[][] {
  let best: PlayerId[][] = [];
  let bestCost = Infinity;
  const tables: PlayerId[][] = [];
  const sizesLeft = [...sizes];
  const walk = (pool: PlayerId[], cost: number) => {
    if (cost >= bestCost) return;
    if (pool.length === 0) {
      bestCost = cost;
      best = tables.map((t) => [...t]);
      return;
    }
    // The first player left opens the next table; try each remaining size once, and every set of mates.
    const [first, ...rest] = pool as [PlayerId, ...PlayerId[]];
    for (const size of new Set(sizesLeft)) {
      sizesLeft.splice(sizesLeft.indexOf(size), 1);
      for (const mates of combinations(rest, size - 1)) {
        const table = [first, ...mates];
        tables.push(table);
        walk(rest.filter((p) => !mates.includes(p)), cost + tableCost(table, h));
        tables.pop();
      }
      sizesLeft.push(size);
      sizesLeft.sort((a, b) => b - a);
    }
  };
  walk(order, 0);
  // Fives first, as the sizes say.
  return best.sort((a, b) => b.length - a.length);
}

function* combinations<T>(items: readonly T[], k: number, start = 0, picked: T[] = []): Generator<T[]> {
  if (picked.length === k) {
    yield picked;
    return;
  }
  for (let i = start; i <= items.length - (k - picked.length); i++) yield* combinations(items, k, i + 1, [...picked, items[i]!]);
}

function repaired(order: PlayerId[], sizes: readonly number[], h: PlayerHistory, rng: Rng): PlayerId[][] {
  // The fives go to those who sat at five least (the draw order breaks ties), the rest fill the fours.
  const fiveSeats = sizes.filter((s) => s === 5).length * 5;
  const byFives = [...order].sort((a, b) => (h.fives.get(a) ?? 0) - (h.fives.get(b) ?? 0));
  const pools = [byFives.slice(0, fiveSeats), byFives.slice(fiveSeats)];
  const tables: PlayerId[][] = [];
  for (const size of sizes) {
    const pool = pools[size === 5 ? 0 : 1]!;
    const table: PlayerId[] = [pool.shift()!];
    while (table.length < size) {
      // The first in draw order who met nobody here yet; else whoever met the fewest.
      let pick = -1;
      let fewest = Infinity;
      for (let i = 0; i < pool.length && fewest > 0; i++) {
        const met = repeatsAt([...table, pool[i]!], h);
        if (met < fewest) [pick, fewest] = [i, met];
      }
      table.push(pool.splice(pick, 1)[0]!);
    }
    tables.push(table);
  }
  repair(tables, h, rng);
  return tables;
}

/** Swaps single players between tables while that lowers the total cost (repeats first, then fives): for each
 * player at a table with a repeat (or a five with someone who sat at five before), the best swap anywhere, so a swap that keeps the fives fair wins over one that
 * does not. */
function repair(tables: PlayerId[][], h: PlayerHistory, rng: Rng) {
  const costs = tables.map((t) => tableCost(t, h));
  for (let pass = 0; pass < 20; pass++) {
    let improved = false;
    for (let a = 0; a < tables.length; a++) {
      for (let i = 0; i < tables[a]!.length && costs[a]! > 0; i++) {
        let best: { b: number; j: number; ca: number; cb: number; gain: number } | null = null;
        const start = rng.int(tables.length);
        for (let step = 0; step < tables.length; step++) {
          const b = (start + step) % tables.length;
          if (b === a) continue;
          for (let j = 0; j < tables[b]!.length; j++) {
            const ta = [...tables[a]!];
            const tb = [...tables[b]!];
            [ta[i], tb[j]] = [tb[j]!, ta[i]!];
            const ca = tableCost(ta, h);
            const cb = tableCost(tb, h);
            const gain = costs[a]! + costs[b]! - ca - cb;
            if (gain > 0 && (!best || gain > best.gain)) best = { b, j, ca, cb, gain };
          }
        }
        if (!best) continue;
        [tables[a]![i], tables[best.b]![best.j]] = [tables[best.b]![best.j]!, tables[a]![i]!];
        costs[a] = best.ca;
        costs[best.b] = best.cb;
        improved = true;
      }
    }
    if (!improved) return;
  }
}
