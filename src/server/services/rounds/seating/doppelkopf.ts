// Doppelkopf: players drawn to tables of four and five (src/pairing/tables) by the tournament's seating mode, in
// the order of the standings so far (round 1: start numbers); position 1 (index 0) deals first.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { DoppelkopfFormat } from "@/games";
import { individualStandings, seatTables, tablePlaces, type Note, type PastTable, type TableResult } from "@/pairing";
import type { Transaction } from "../../../db";
import { matches, roundEntrants, rounds } from "../../../db/schema";
import { DomainError } from "../../../errors";
import { loadSeats } from "../table-seats";
import type { SeatRound } from "./types";

/** Every table of the rounds before `round`: players by position and their table totals. */
export async function loadTableResults(tx: Transaction, tournamentId: string, round: number): Promise<TableResult[]> {
  const tables = await tx
    .select({ id: matches.id, table: matches.tableNumber, round: rounds.number })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(and(eq(rounds.tournamentId, tournamentId), lt(rounds.number, round)))
    .orderBy(asc(rounds.number), asc(matches.tableNumber));
  const ids = tables.map((m) => m.id);
  const seats = await loadSeats(tx, ids);
  const points = new Map<string, number>();
  if (ids.length)
    for (const r of await tx.select().from(roundEntrants).where(inArray(roundEntrants.matchId, ids))) points.set(`${r.matchId}/${r.entrantId}`, r.points);
  return tables.map((m) => {
    const players = seats.get(m.id) ?? [];
    return { round: m.round, table: m.table, players, points: players.map((p) => points.get(`${m.id}/${p}`) ?? 0) };
  });
}

const note = (de: string): Note => ({ code: "seating", entrants: [], de, en: de });

export const seatDoppelkopfRound: SeatRound = async (tx, t, round, seed, _rows, playing) => {
  const format = t.format as DoppelkopfFormat;
  const past = await loadTableResults(tx, t.id, round);
  const ids = playing.map((e) => e.id);
  // Best first by the tournament's ranking; round 1 (no results) keeps the start numbers' order.
  const order = round === 1 ? ids : individualStandings(ids, past, format.rankingMode).map((r) => r.player);
  const history: PastTable[] = past.map((tb) => ({ ...tb, places: tablePlaces(tb.points).map((p) => p.place) }));
  const seating = seatTables({ players: order, round, seed, mode: format.seatingMode, history });
  if (!seating.ok) throw new DomainError("BAD_REQUEST", `${seating.message} Möglich: ${seating.suggestions.join("; ")}.`, seating.message, "round");
  return {
    tables: seating.tables.map((tb) => ({ table: tb.table, firstDealer: 0, seats: tb.players })),
    bye: null,
    explanations: seating.explanations.map(note),
    warnings: [],
  };
};
