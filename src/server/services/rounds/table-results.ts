// Every table of a tournament's published and closed rounds with its players by position and their table totals:
// what Doppelkopf seating (history, standings order) and standings read.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TableResult } from "@/pairing";
import type { Queryable } from "../../db";
import { deals, matches, roundEntrants, rounds } from "../../db/schema";
import { loadSeats } from "./table-seats";

export interface StoredTableResult extends TableResult {
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
  const tables = await db
    .select({
      id: matches.id,
      table: matches.tableNumber,
      status: matches.status,
      confirmedAt: matches.confirmedAt,
      round: rounds.number,
      roundStatus: rounds.status,
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(
      and(eq(rounds.tournamentId, tournamentId), inArray(rounds.status, ["published", "closed"]), round === undefined ? undefined : eq(rounds.number, round)),
    )
    .orderBy(asc(rounds.number), asc(matches.tableNumber));
  const ids = tables.map((m) => m.id);
  const seats = await loadSeats(db, ids);
  const byCaptain = new Set(
    ids.length
      ? (await db.selectDistinct({ matchId: deals.matchId }).from(deals).where(and(inArray(deals.matchId, ids), eq(deals.enteredByCaptain, true)))).map((r) => r.matchId)
      : [],
  );
  const points = new Map<string, number>();
  if (ids.length)
    for (const r of await db.select().from(roundEntrants).where(inArray(roundEntrants.matchId, ids))) points.set(`${r.matchId}/${r.entrantId}`, r.points);
  return tables.map((m) => {
    const players = seats.get(m.id) ?? [];
    return {
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
