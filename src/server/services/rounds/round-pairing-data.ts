// What the pairing library needs from the database, and how its answer is stored: the verbs pair-round and
// swap-entrants share these so that a swap checks a draft against exactly the data it was paired from.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  eligibility,
  SEATS,
  type Entrant,
  type MatchRecord,
  type Explanation,
  type Outcome,
  type Pairing,
  type PairingContext,
  type Seat,
  type Warning,
} from "@/pairing";
import type { Transaction } from "../../db";
import { entrants, matches, roundEntrants, rounds, tableSeats } from "../../db/schema";
import type { EntrantRow, RoundRow, SeatedRound } from "./seating/types";
import { withSides } from "./table-seats";

/** Pairing entrants: id = the entrant's uuid, label = its start number ("Paar 7"). */
export function toPairingEntrant(row: EntrantRow): Entrant {
  return {
    id: row.id,
    label: String(row.number),
    enteredRound: row.enteredRound,
    withdrawnAfterRound: row.withdrawnAfterRound ?? undefined,
  };
}

const OUTCOMES: readonly string[] = ["win", "draw", "loss"];

/** Results of every closed round as the pairing library reads them; byes included. */
export async function loadResults(tx: Transaction, tournamentId: string): Promise<MatchRecord[]> {
  const closed = await tx
    .select({ id: rounds.id, number: rounds.number, bye: rounds.byeEntrantId })
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.status, "closed")));
  if (closed.length === 0) return [];
  const numberOf = new Map(closed.map((r) => [r.id, r.number]));
  const ids = closed.map((r) => r.id);
  const rows = await withSides(tx, await tx.select().from(matches).where(inArray(matches.roundId, ids)));
  const records: MatchRecord[] = [];
  for (const m of rows) {
    const base = { round: numberOf.get(m.roundId)!, home: m.nsEntrantId, away: m.ewEntrantId, homePoints: m.nsPoints, awayPoints: m.ewPoints };
    const adj = m.adjusted;
    if (m.status === "adjusted" && adj && OUTCOMES.includes(adj.nsOutcome) && OUTCOMES.includes(adj.ewOutcome)) {
      records.push({ kind: "adjusted", ...base, homeOutcome: adj.nsOutcome as Outcome, awayOutcome: adj.ewOutcome as Outcome });
    } else {
      records.push({ kind: "played", ...base });
    }
  }
  for (const r of closed) if (r.bye) records.push({ kind: "bye", round: r.number, entrant: r.bye });
  return records.sort((a, b) => a.round - b.round);
}

export async function loadEntrantRows(tx: Transaction, tournamentId: string) {
  return tx.select().from(entrants).where(eq(entrants.tournamentId, tournamentId)).orderBy(asc(entrants.number));
}

/** A stored draft as the pairing library's Pairing (idle = eligible pairs with neither table nor bye). */
export async function loadPairing(tx: Transaction, round: RoundRow, context: PairingContext): Promise<Pairing> {
  const tables = await withSides(tx, await tx.select().from(matches).where(eq(matches.roundId, round.id)).orderBy(asc(matches.tableNumber)));
  const seated = new Set(tables.flatMap((m) => [m.nsEntrantId, m.ewEntrantId]));
  if (round.byeEntrantId) seated.add(round.byeEntrantId);
  return {
    round: round.number,
    seed: round.seed,
    tables: tables.map((m) => ({
      table: m.tableNumber,
      home: m.nsEntrantId,
      away: m.ewEntrantId,
      firstDealer: SEATS[m.firstDealer] as Seat,
    })),
    bye: round.byeEntrantId,
    idle: context.entrants.filter((e) => eligibility(e, round.number) === "eligible" && !seated.has(e.id)).map((e) => e.id),
    explanations: round.explanations as Explanation[],
    warnings: round.warnings as Warning[],
  };
}

/** Writes a new round's tables, their seats and who plays in it. round_entrants is unique per (round, entrant):
 * the database itself refuses to seat an entrant twice. */
export async function storeSeatedRound(tx: Transaction, roundId: string, tournamentId: string, seated: SeatedRound) {
  for (const table of seated.tables) {
    const [m] = await tx
      .insert(matches)
      .values({ roundId, tournamentId, tableNumber: table.table, firstDealer: table.firstDealer })
      .returning({ id: matches.id });
    await tx.insert(tableSeats).values(table.seats.map((entrantId, position) => ({ matchId: m!.id, position, entrantId })));
    await tx.insert(roundEntrants).values([...new Set(table.seats)].map((entrantId) => ({ roundId, entrantId, matchId: m!.id })));
  }
  if (seated.bye) await tx.insert(roundEntrants).values({ roundId, entrantId: seated.bye, isBye: true });
}

/** Rewrites the seats of a drafted round's existing tables (by table number) and who plays in it, after a swap.
 * round_entrants is written afresh: its unique index refuses any entrant seated twice. */
export async function reseatRound(tx: Transaction, roundId: string, seated: SeatedRound) {
  const tableRows = await tx.select({ id: matches.id, table: matches.tableNumber }).from(matches).where(eq(matches.roundId, roundId));
  const idOf = new Map(tableRows.map((m) => [m.table, m.id]));
  await tx.delete(roundEntrants).where(eq(roundEntrants.roundId, roundId));
  for (const table of seated.tables) {
    const matchId = idOf.get(table.table);
    if (!matchId) throw new Error(`round ${roundId} has no table ${table.table}`);
    await tx.delete(tableSeats).where(eq(tableSeats.matchId, matchId));
    await tx.insert(tableSeats).values(table.seats.map((entrantId, position) => ({ matchId, position, entrantId })));
    await tx.insert(roundEntrants).values([...new Set(table.seats)].map((entrantId) => ({ roundId, entrantId, matchId })));
  }
  if (seated.bye) await tx.insert(roundEntrants).values({ roundId, entrantId: seated.bye, isBye: true });
}
