// Who sits where at a table (table_seats, by position) and each entrant's result there (round_entrants). A Klammern
// pair holds two opposite positions: the North/South pair 0 and 2, the East/West pair 1 and 3; the Klammern verbs
// read and write a table as those two sides (ns, ew).
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db";
import { matches, roundEntrants, tableSeats } from "../../db/schema";

/** The table_seats rows of a Klammern table. */
export function pairSeats(matchId: string, ns: string, ew: string) {
  return [ns, ew, ns, ew].map((entrantId, position) => ({ matchId, position, entrantId }));
}

/** The entrants of each table by position, position 0 first. */
export async function loadSeats(db: Queryable, matchIds: readonly string[]): Promise<Map<string, string[]>> {
  const bySeat = new Map<string, string[]>();
  if (matchIds.length === 0) return bySeat;
  const rows = await db.select().from(tableSeats).where(inArray(tableSeats.matchId, [...matchIds]));
  for (const r of rows) {
    const seats = bySeat.get(r.matchId) ?? [];
    seats[r.position] = r.entrantId;
    bySeat.set(r.matchId, seats);
  }
  return bySeat;
}

/** A round's tables by number: each with its first dealer and its entrants by position. */
export async function loadRoundTables(db: Queryable, roundId: string) {
  const rows = await db
    .select({ id: matches.id, table: matches.tableNumber, firstDealer: matches.firstDealer })
    .from(matches)
    .where(eq(matches.roundId, roundId))
    .orderBy(asc(matches.tableNumber));
  const seats = await loadSeats(db, rows.map((m) => m.id));
  return rows.map((m) => ({ ...m, players: seats.get(m.id) ?? [] }));
}

type Outcome = string | null;

/** Each entrant's result at each table: points, and the outcome of an adjusted table. */
async function loadResults(db: Queryable, matchIds: readonly string[]) {
  const results = new Map<string, { points: number; outcome: Outcome }>();
  if (matchIds.length === 0) return results;
  const rows = await db
    .select({ matchId: roundEntrants.matchId, entrantId: roundEntrants.entrantId, points: roundEntrants.points, outcome: roundEntrants.outcome })
    .from(roundEntrants)
    .where(inArray(roundEntrants.matchId, [...matchIds]));
  for (const r of rows) results.set(`${r.matchId}/${r.entrantId}`, { points: r.points, outcome: r.outcome });
  return results;
}

/** Each seated entrant's points at one table, as stored. */
export async function loadTablePoints(db: Queryable, matchId: string): Promise<Map<string, number>> {
  const results = await loadResults(db, [matchId]);
  return new Map([...results].map(([key, r]) => [key.slice(matchId.length + 1), r.points]));
}

type EntrantResult = { points: number; outcome: Outcome };

/** Klammern tables with their two sides (the pair at position 0, North/South, and at position 1, East/West), each
 * side's game points, and for an adjusted table each side's outcome beside the reason. */
export async function withSides<M extends { id: string; adjusted: { reason: string } | null }>(db: Queryable, tables: readonly M[]) {
  const ids = tables.map((m) => m.id);
  const [seats, results] = [await loadSeats(db, ids), await loadResults(db, ids)];
  return tables.map((m) => sidesOf(m, seats.get(m.id), (entrantId) => results.get(`${m.id}/${entrantId}`)));
}

/** withSides for one table whose seats and results the caller read already (lockMatch reads them with the lock). */
export function sidesOf<M extends { id: string; adjusted: { reason: string } | null }>(
  m: M,
  seats: readonly string[] | undefined,
  resultOf: (entrantId: string) => EntrantResult | undefined,
) {
  if (!seats?.[0] || !seats[1]) throw new Error(`table ${m.id} has no seated pairs`);
  const ns = resultOf(seats[0]);
  const ew = resultOf(seats[1]);
  return {
    ...m,
    nsEntrantId: seats[0],
    ewEntrantId: seats[1],
    nsPoints: ns?.points ?? 0,
    ewPoints: ew?.points ?? 0,
    adjusted: m.adjusted ? { nsOutcome: ns?.outcome ?? "", ewOutcome: ew?.outcome ?? "", reason: m.adjusted.reason } : null,
  };
}

/** Stores each seated entrant's result at a table: its points, and its outcome (only an adjusted table has one). */
export async function storeEntrantResults(tx: Queryable, matchId: string, results: ReadonlyMap<string, { points: number; outcome?: Outcome }>) {
  if (results.size > 0) await tx.execute(entrantResultsUpdate(matchId, results));
}

/** That update as one statement for the whole table (two to five entrants), not one per entrant; match-lock.ts
 * runs it inside the statement that updates the match. */
export function entrantResultsUpdate(matchId: string, results: ReadonlyMap<string, { points: number; outcome?: Outcome }>) {
  const values = [...results].map(([entrantId, { points, outcome = null }]) => sql`(${entrantId}::uuid, ${points}::int, ${outcome}::text)`);
  return sql`
    update ${roundEntrants} set points = v.points, outcome = v.outcome
    from (values ${sql.join(values, sql`, `)}) as v(entrant_id, points, outcome)
    where ${roundEntrants.matchId} = ${matchId} and ${roundEntrants.entrantId} = v.entrant_id`;
}

/** Stores each side's result at a Klammern table (points; outcomes only for an adjusted one). */
export function storeSideResults(
  tx: Queryable,
  matchId: string,
  sides: { ns: string; ew: string },
  result: { ns: number; ew: number; nsOutcome?: Outcome; ewOutcome?: Outcome },
) {
  return storeEntrantResults(
    tx,
    matchId,
    new Map([
      [sides.ns, { points: result.ns, outcome: result.nsOutcome ?? null }],
      [sides.ew, { points: result.ew, outcome: result.ewOutcome ?? null }],
    ]),
  );
}
