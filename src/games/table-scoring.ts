// How a table's deals become its result, per game: the engine scores each deal in the context of the table (its
// seats, first dealer and the tournament's rules and format), and the result is points per seated entrant.
import type { EngineError } from "@/engine";

/** What a table's scoring reads of its tournament: the rules and the game's format, as stored. */
export interface ScoringSetting {
  rules: Record<string, unknown>;
  format: object;
}

export interface TableContext {
  /** The entrant at each position, position 0 first. */
  seats: string[];
  /** Position of the first dealer. */
  firstDealer: number;
  /** The points by position of each penalty given at the table (Doppelkopf, TSR 9); none at a Klammern table. */
  penalties: number[][];
  /** Doppelkopf, time up: the games played when the outstanding normal games were struck (TSR 8.5.1), else null. */
  struckAfter: number | null;
}

export interface EvaluatedTable {
  /** Engine errors, each about one deal ("deals[3].summary.re"). */
  errors: EngineError[];
  /** Whether the table has played its match or its games. */
  over: boolean;
  /** The engine's seat that deals next, or null when over. */
  nextDealer: number | null;
  /** Each seated entrant's points at the table so far. */
  points: Map<string, number>;
  /** What is stored with each scored deal: its score per side (Klammern) or per position (Doppelkopf), and the
   * engine's detail. */
  deals: { score: number[]; detail: unknown }[];
}

export interface TableScoring {
  /** What is stored of a submitted record: the known fields only, never rules (the tournament's apply); a key that is
   * no field of the record format is refused. */
  normalize(record: Record<string, unknown>): Record<string, unknown>;
  evaluate(t: ScoringSetting, table: TableContext, records: readonly unknown[]): EvaluatedTable;
  /** The table's points as the audit trail records them before and after a correction (Klammern: per side;
   * Doppelkopf: per position). */
  auditPoints(table: TableContext, points: ReadonlyMap<string, number>): Record<string, unknown>;
  /** What the deals export writes beside each record so that the engine scores it again alone, in the context the
   * table gave it (Doppelkopf: the Spielliste's round context and columns), one entry per deal the table scored.
   * A game without it (Klammern) scores each record on its own. */
  exportFields?(t: ScoringSetting, table: TableContext, records: readonly unknown[]): Record<string, unknown>[];
  /** What players of the game ask about, per seated entrant over the table's deals, counted as its game sheet
   * counts them (table-stats.ts); a game without it shows none. */
  playerStats?(t: ScoringSetting, table: TableContext, records: readonly unknown[]): Map<string, Record<string, number>>;
}
