// Row locking and result writing shared by the verbs that change a match (enter, undo, close, correct).
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db";
import { matches, rounds, tournaments } from "../../db/schema";
import { withFormat } from "../_shared/tournament-format";
import { storeEntrantResults, withSides } from "../rounds/table-seats";
import type { EvaluatedTable } from "./table-scoring";

/** Re-reads the match under `for update`, so that entry, undo, closing and correction of one table run one after
 * the other; the round and tournament come with it. */
export async function lockMatch(tx: Transaction, matchId: string) {
  const [row] = await tx
    .select({ match: matches, round: rounds, tournament: tournaments })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, matchId))
    .for("update", { of: matches }); // the match row only, as before: the round and tournament are read
  if (!row) throw new Error(`match ${matchId} vanished`);
  const match = (await withSides(tx, [row.match]))[0]!;
  return { match, round: row.round, tournament: withFormat(row.tournament) };
}

/** Writes the derived result: each seated entrant's points (round_entrants), and complete once the match format or
 * the games per table say the table is over. */
export async function storeMatchResult(tx: Transaction, matchId: string, evaluated: Pick<EvaluatedTable, "points" | "over">) {
  await storeEntrantResults(tx, matchId, new Map([...evaluated.points].map(([entrantId, points]) => [entrantId, { points }])));
  const [updated] = await tx
    .update(matches)
    .set({
      status: evaluated.over ? "complete" : "open",
      completedAt: evaluated.over ? sql`now()` : null,
      version: sql`${matches.version} + 1`,
    })
    .where(eq(matches.id, matchId))
    .returning();
  return (await withSides(tx, [updated!]))[0]!;
}

/** A table's players' new totals without a change of its status: a Doppelkopf table closed with its remaining
 * games struck when a game is corrected, any Doppelkopf table when a penalty is given or taken back. */
export async function storePointsOnly(tx: Transaction, matchId: string, evaluated: Pick<EvaluatedTable, "points">) {
  await storeEntrantResults(tx, matchId, new Map([...evaluated.points].map(([entrantId, points]) => [entrantId, { points }])));
  const [updated] = await tx
    .update(matches)
    .set({ version: sql`${matches.version} + 1` })
    .where(eq(matches.id, matchId))
    .returning();
  return (await withSides(tx, [updated!]))[0]!;
}
