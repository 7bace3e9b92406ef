// Every table of a tournament's published and closed rounds with its players by position and their table totals:
// what Doppelkopf seating (history, standings order) and standings read.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { TableResult } from "@/pairing";
import type { Queryable } from "../../db";
import { deals, matches, roundEntrants, rounds, tableSeats } from "../../db/schema";

export interface StoredTableResult extends TableResult {
  tournamentId: string;
  roundStatus: "published" | "closed";
  status: "open" | "complete" | "adjusted";
  /** Confirmed at the table with the second code. */
  confirmed: boolean;
  /** Some of its games came from the table's device (then the result counts in a running round only once
   * confirmed, as a Klammern match does). */
  byCaptain: boolean;
}

/** `round`: only that round's tables. */
export async function loadTableResults(db: Queryable, tournamentId: string, round?: number): Promise<StoredTableResult[]> {
  return loadTables(db, [tournamentId], round);
}

/** A table of a season's event: who played it and with what total (in no particular order), and whether it counts
 * yet (its round's and its own state, as StoredTableResult). */
export interface TableTotals extends Omit<StoredTableResult, "players" | "points" | "table"> {
  entrants: string[];
  points: number[];
}

/** The tables of several tournaments at once (a season's events, hundreds of them): one query over the players'
 * round rows, each table's entrants and totals gathered by the database, whatever their number. */
export async function loadTableTotalsOf(db: Queryable, tournamentIds: readonly string[]): Promise<TableTotals[]> {
  if (tournamentIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: roundEntrants.matchId,
      tournamentId: rounds.tournamentId,
      round: rounds.number,
      roundStatus: rounds.status,
      entrants: sql<string[]>`array_agg(${roundEntrants.entrantId}::text)`,
      points: sql<number[]>`array_agg(${roundEntrants.points})`,
    })
    .from(roundEntrants)
    .innerJoin(rounds, eq(rounds.id, roundEntrants.roundId))
    .where(and(inArray(rounds.tournamentId, [...tournamentIds]), inArray(rounds.status, ["published", "closed"]), isNotNull(roundEntrants.matchId)))
    .groupBy(roundEntrants.matchId, rounds.id);
  // A closed round counts whole; only the round being played asks each table's state (usually a few tables).
  const running = rows.filter((r) => r.roundStatus !== "closed").map((r) => r.matchId!);
  const state = new Map(
    running.length === 0
      ? []
      : (
          await db
            .select({
              id: matches.id,
              status: matches.status,
              confirmed: sql<boolean>`${matches.confirmedAt} is not null`,
              byCaptain: sql<boolean>`exists (select 1 from ${deals} where ${deals.matchId} = ${matches.id} and ${deals.enteredByCaptain})`,
            })
            .from(matches)
            .where(inArray(matches.id, running))
        ).map((m) => [m.id, m]),
  );
  return rows.map((r) => {
    const m = state.get(r.matchId!);
    return {
      tournamentId: r.tournamentId,
      round: r.round,
      roundStatus: r.roundStatus as StoredTableResult["roundStatus"],
      status: m?.status ?? "complete",
      confirmed: m?.confirmed ?? true,
      byCaptain: m?.byCaptain ?? false,
      entrants: r.entrants,
      points: r.points.map(Number),
    };
  });
}

async function loadTables(db: Queryable, tournamentIds: readonly string[], round?: number): Promise<StoredTableResult[]> {
  const ofTournaments = (column: typeof rounds.tournamentId | typeof matches.tournamentId) =>
    tournamentIds.length === 1 ? eq(column, tournamentIds[0]!) : inArray(column, [...tournamentIds]);
  const tables = await db
    .select({
      id: matches.id,
      tournamentId: rounds.tournamentId,
      table: matches.tableNumber,
      status: matches.status,
      confirmedAt: matches.confirmedAt,
      round: rounds.number,
      roundStatus: rounds.status,
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(and(ofTournaments(rounds.tournamentId), inArray(rounds.status, ["published", "closed"]), round === undefined ? undefined : eq(rounds.number, round)))
    .orderBy(asc(rounds.number), asc(matches.tableNumber));
  if (tables.length === 0) return [];
  // The tables' seats, captains' games and points: of one round by its tables, else by the tournaments (a few
  // parameters however many tables a season's events hold; a draft's extra rows are never looked up).
  const ofTables = round === undefined ? ofTournaments(matches.tournamentId) : inArray(matches.id, tables.map((m) => m.id));
  const seats = new Map<string, string[]>();
  for (const r of await db
    .select({ matchId: tableSeats.matchId, position: tableSeats.position, entrantId: tableSeats.entrantId })
    .from(tableSeats)
    .innerJoin(matches, eq(matches.id, tableSeats.matchId))
    .where(ofTables))
    (seats.get(r.matchId) ?? seats.set(r.matchId, []).get(r.matchId)!)[r.position] = r.entrantId;
  const byCaptain = new Set(
    (
      await db
        .selectDistinct({ matchId: deals.matchId })
        .from(deals)
        .innerJoin(matches, eq(matches.id, deals.matchId))
        .where(and(ofTables, eq(deals.enteredByCaptain, true)))
    ).map((r) => r.matchId),
  );
  const points = new Map<string, number>();
  for (const r of await db
    .select({ matchId: roundEntrants.matchId, entrantId: roundEntrants.entrantId, points: roundEntrants.points })
    .from(roundEntrants)
    .innerJoin(matches, eq(matches.id, roundEntrants.matchId))
    .where(ofTables))
    points.set(`${r.matchId}/${r.entrantId}`, r.points);
  return tables.map((m) => {
    const players = seats.get(m.id) ?? [];
    return {
      tournamentId: m.tournamentId,
      round: m.round,
      table: m.table,
      players,
      points: players.map((p) => points.get(`${m.id}/${p}`) ?? 0),
      roundStatus: m.roundStatus as StoredTableResult["roundStatus"],
      status: m.status,
      confirmed: m.confirmedAt !== null,
      byCaptain: byCaptain.has(m.id),
    };
  });
}
