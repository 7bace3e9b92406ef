// Positions within a table: position 0 deals first (and at five, position 4 keeps the list). Each table takes the
// order of its players that puts the fewest of them on a position they already held; ties keep the drawn order.
import type { PlayerHistory } from "./history";
import type { PlayerId } from "./types";

export function seatPositions(players: readonly PlayerId[], h: PlayerHistory): PlayerId[] {
  let best = [...players];
  let bestCost = Infinity;
  for (const order of permutations([...players])) {
    let cost = 0;
    order.forEach((p, position) => (cost += h.positions.get(p)?.[position] ?? 0));
    if (cost < bestCost) [best, bestCost] = [order, cost];
    if (cost === 0) break;
  }
  return best;
}

function* permutations<T>(items: T[], n = items.length): Generator<T[]> {
  if (n <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < n; i++) {
    yield* permutations(items, n - 1);
    const j = n % 2 ? 0 : i; // Heap's algorithm
    [items[j], items[n - 1]] = [items[n - 1]!, items[j]!];
  }
}
