// Seating helpers: who sits North/South, who deals first, table numbers (top tables first).
// Klammern is played by two fixed pairs sitting opposite: one pair North/South, the other East/West.
import { streamRng, STREAM } from "../seeds";
import type { Seat } from "../types";

export const SEATS: readonly Seat[] = ["N", "E", "S", "W"];

/** "balance": fewer North/South seats so far goes North/South, ties to the higher-ranked; "higherRankedHome": always the higher-ranked. */
export type SeatingRule = "balance" | "higherRankedHome";

export interface SeatHistory {
  /** Times seated North/South (home) and East/West (away) so far. */
  home: number;
  away: number;
}

/** Returns true when the higher-ranked pair sits North/South (is listed first, as home). */
export function higherRankedSitsHome(higher: SeatHistory, lower: SeatHistory, rule: SeatingRule): boolean {
  if (rule === "higherRankedHome") return true;
  const h = higher.home - higher.away;
  const l = lower.home - lower.away;
  return h <= l;
}

/** The seat of the first dealer at a table, drawn from the round seed (same seed, round, table: same seat). */
export function firstDealer(seed: number, round: number, table: number): Seat {
  return SEATS[streamRng(seed, STREAM.dealer, round, table).int(4)] as Seat;
}

/**
 * Orders tables so that table 1 holds the best-ranked pair, and numbers them from 1.
 * `rank` gives each entrant's 1-based rank (lower is better).
 */
export function numberTables<T extends { home: string; away: string }>(
  tables: readonly T[],
  rank: (id: string) => number,
): (T & { table: number })[] {
  return tables
    .map((t) => ({ t, best: Math.min(rank(t.home), rank(t.away)) }))
    .sort((x, y) => x.best - y.best)
    .map(({ t }, i) => ({ ...t, table: i + 1 }));
}
