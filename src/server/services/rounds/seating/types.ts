// What seating a round produces for any game: tables with their entrants by position, and the words that explain
// it (stored with the round for the organizer's review).
import type { Note } from "@/pairing";
import type { Transaction } from "../../../db";
import type { entrants, rounds } from "../../../db/schema";
import type { Tournament } from "../../_shared/tournament-format";

export type EntrantRow = typeof entrants.$inferSelect;

export interface SeatedTable {
  table: number;
  /** Position of the first dealer (0-based). */
  firstDealer: number;
  /** The entrant at each position, position 0 first (a Klammern pair holds two opposite positions). */
  seats: string[];
}

export interface SeatedRound {
  tables: SeatedTable[];
  bye: string | null;
  explanations: Note[];
  warnings: Note[];
}

/** Seats round `round` of a tournament of one game from its checked-in `playing` entrants (`rows`: all of them). */
export type SeatRound = (tx: Transaction, t: Tournament, round: number, seed: number, rows: readonly EntrantRow[], playing: readonly EntrantRow[]) => Promise<SeatedRound>;

export type RoundRow = typeof rounds.$inferSelect;

/** The organizer swaps entrants `a` and `b` in the drafted `round`: its new seating (each takes the other's place),
 * the swap noted in the explanations and the warnings recomputed. An entrant that cannot be swapped is refused with
 * a DomainError naming its field ("a" or "b"). Nothing is written here. */
export type SwapInRound = (tx: Transaction, t: Tournament, round: RoundRow, a: string, b: string) => Promise<SeatedRound>;

/** How rounds of one game are seated. */
export interface GameSeating {
  seat: SeatRound;
  swap: SwapInRound;
  /** Whether later rounds are seated from the standings, so that a corrected result makes them stale. */
  readsStandings(t: Tournament): boolean;
}
