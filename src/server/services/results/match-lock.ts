// Row locking and result writing shared by the verbs that change a match (enter, undo, close, correct).
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db";
import { matches, roundEntrants, rounds, tournaments } from "../../db/schema";
import { statement } from "../../db/statement";
import { roundColumns } from "../rounds/round-columns";
import { entrantResultsUpdate, sidesOf } from "../rounds/table-seats";
import type { EvaluatedTable } from "@/games";
import { tableContextColumns, toTableContext } from "./table-context";
import { asTournament } from "../_shared/tournament-format";
import { requireNotFinished } from "../_shared/tournament-lock";

const lockStatement = statement("lock_match", (tx) =>
  tx
    .select({
      match: matches,
      round: roundColumns, // without the pairing's notes (rounds/round-columns.ts)
      tournament: tournaments,
      ...tableContextColumns(matches.id),
      results: sql<[string, number, string | null][] | null>`(select json_agg(json_build_array(${roundEntrants.entrantId}, ${roundEntrants.points}, ${roundEntrants.outcome}))
        from ${roundEntrants} where ${roundEntrants.matchId} = ${matches.id})`,
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, sql.placeholder("matchId")))
    .for("update", { of: matches }), // the match row only, as before: the round and tournament are read
);

/**
 * Re-reads the match under `for update`, so that entry, undo, closing and correction of one table run one after
 * the other; refused while the tournament is finished (every table change passes here). The round, the tournament and the table (seats, each entrant's result, the countersigned penalties)
 * come in the same statement: a tablet's deal is a handful of statements, and each one costs a round trip.
 * Built once and named (db/statement.ts), as are the other reads of every deal: PostgreSQL plans it once per
 * connection instead of at each deal, which halved its CPU for this one (decisions.md 36).
 */
export async function lockMatch(tx: Transaction, matchId: string) {
  const [row] = await lockStatement(tx).execute({ matchId });
  if (!row) throw new Error(`match ${matchId} vanished`);
  // Every verb that changes a table locks it here: none is accepted while the tournament is finished.
  requireNotFinished(row.tournament);
  const table = toTableContext(row, row.match);
  const results = new Map((row.results ?? []).map(([entrantId, points, outcome]) => [entrantId, { points, outcome }]));
  const match = sidesOf(row.match, table.seats, (entrantId) => results.get(entrantId));
  return { match, round: row.round, tournament: asTournament(row.tournament), table };
}

export type LockedMatch = Awaited<ReturnType<typeof lockMatch>>["match"];
type Sides = Pick<LockedMatch, "id" | "nsEntrantId" | "ewEntrantId" | "nsPoints" | "ewPoints" | "adjusted">;

/** Writes the derived result: each seated entrant's points (round_entrants), and complete once the match format or
 * the games per table say the table is over. */
export async function storeMatchResult(tx: Transaction, match: Sides, evaluated: Pick<EvaluatedTable, "points" | "over">) {
  const [updated] = await withPoints(tx, match.id, evaluated.points)
    .update(matches)
    .set({
      status: evaluated.over ? "complete" : "open",
      completedAt: evaluated.over ? sql`now()` : null,
      version: sql`${matches.version} + 1`,
    })
    .where(eq(matches.id, match.id))
    .returning();
  return withStoredPoints(updated!, match, evaluated.points);
}

/** A table's players' new totals without a change of its status: a Doppelkopf table closed with its remaining
 * games struck when a game is corrected, any Doppelkopf table when a penalty is given or taken back. */
export async function storePointsOnly(tx: Transaction, match: Sides, evaluated: Pick<EvaluatedTable, "points">) {
  const [updated] = await withPoints(tx, match.id, evaluated.points)
    .update(matches)
    .set({ version: sql`${matches.version} + 1` })
    .where(eq(matches.id, match.id))
    .returning();
  return withStoredPoints(updated!, match, evaluated.points);
}

/** The statement that updates the match also writes its entrants' points (storeEntrantResults' update in a WITH,
 * which PostgreSQL runs whether or not the update reads it): one round trip instead of two. */
function withPoints(tx: Transaction, matchId: string, points: ReadonlyMap<string, number>) {
  if (points.size === 0) return tx;
  const results = new Map([...points].map(([entrantId, p]) => [entrantId, { points: p }]));
  return tx.with(tx.$with("entrant_points", {}).as(entrantResultsUpdate(matchId, results)));
}

/** The updated row with its sides as withSides would read them again: storeEntrantResults wrote the new points
 * and cleared the outcomes of the entrants in `points`; the others kept theirs. */
function withStoredPoints(updated: typeof matches.$inferSelect, before: Sides, points: ReadonlyMap<string, number>) {
  const side = (entrantId: string, stored: number, outcome: string | undefined) =>
    points.has(entrantId) ? { points: points.get(entrantId)!, outcome: null } : { points: stored, outcome: outcome ?? null };
  const ns = side(before.nsEntrantId, before.nsPoints, before.adjusted?.nsOutcome);
  const ew = side(before.ewEntrantId, before.ewPoints, before.adjusted?.ewOutcome);
  return sidesOf(updated, [before.nsEntrantId, before.ewEntrantId], (entrantId) => (entrantId === before.nsEntrantId ? ns : ew));
}
