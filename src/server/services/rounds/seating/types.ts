// What seating a round produces for any game: tables with their entrants by position, and the words that explain
// it (stored with the round for the organizer's review).
import type { Note } from "@/pairing";
import type { Transaction } from "../../../db";
import type { Tournament } from "../../_shared/tournament-format";

export type EntrantRow = Awaited<ReturnType<typeof import("../round-pairing-data").loadEntrantRows>>[number];

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
