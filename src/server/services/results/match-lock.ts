// Row locking and result writing shared by the verbs that change a match (enter, undo, close, correct).
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db";
import { matches, rounds, tournaments } from "../../db/schema";
import { withFormat } from "../_shared/tournament-format";
import { loadSeats, storeSideResults, withSides } from "../rounds/table-seats";

/** Re-reads the match under `for update`, so that entry, undo, closing and correction of one table run one after
 * the other; the round and tournament come with it. */
export async function lockMatch(tx: Transaction, matchId: string) {
  const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for("update");
  if (!row) throw new Error(`match ${matchId} vanished`);
  const match = (await withSides(tx, [row]))[0]!;
  const [round] = await tx.select().from(rounds).where(eq(rounds.id, match.roundId));
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, match.tournamentId));
  return { match, round: round!, tournament: withFormat(tournament!) };
}

/** Writes the derived result: game points per side from the engine's totals (side 0 = North/South), and
 * complete once the match format says the match is over. */
export async function storeMatchResult(tx: Transaction, matchId: string, evaluated: { totals: number[]; over: boolean }) {
  const [seats] = [(await loadSeats(tx, [matchId])).get(matchId) ?? []];
  await storeSideResults(tx, matchId, { ns: seats[0]!, ew: seats[1]! }, { ns: evaluated.totals[0] ?? 0, ew: evaluated.totals[1] ?? 0 });
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
