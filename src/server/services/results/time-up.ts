// Time up at a Doppelkopf table (TSR 8.5.1, 8.6): the outstanding normal games are struck, and only the Pflichtsoli
// still missing follow, each as a Vorführung. The strike is stored as the number of games played at that moment
// (matches.struck_after), so every later replay of the list knows where the Vorführungen began.
import { asc, count, eq } from "drizzle-orm";
import type { Transaction } from "../../db";
import { deals, matches } from "../../db/schema";
import type { Tournament } from "../_shared/tournament-format";
import { tableClock, timeIsUp } from "../rounds/table-clock";
import { storeMatchResult, type LockedMatch } from "./match-lock";
import { gameOf } from "@/games";
import { tableContext } from "./table-context";

type Match = typeof matches.$inferSelect;
type Round = { publishedAt: Date | null; clockStartedAt: Date | null };

export const gamesStored = async (tx: Transaction, matchId: string) =>
  (await tx.select({ n: count() }).from(deals).where(eq(deals.matchId, matchId)))[0]?.n ?? 0;

/** Whether the table's clock has run out and its games are not struck yet. */
export async function dueForStrike(tx: Transaction, tournament: Tournament, round: Round, match: Match) {
  return match.struckAfter === null && timeIsUp(await tableClock(tx, tournament, round, match));
}

/** Marks the games played so far as those before time; the caller re-scores the table (a deal entry does). */
export async function markStruck(tx: Transaction, matchId: string) {
  const struckAfter = await gamesStored(tx, matchId);
  await tx.update(matches).set({ struckAfter }).where(eq(matches.id, matchId));
  return struckAfter;
}

/** Sets (or with null clears) the strike and stores the table's result with it: a table with no Pflichtsolo missing
 * is complete at once, and one that plays on again is open. */
export async function restoreWithStrike(tx: Transaction, tournament: Tournament, match: LockedMatch, struckAfter: number | null) {
  await tx.update(matches).set({ struckAfter }).where(eq(matches.id, match.id));
  const records = (await tx.select({ record: deals.record }).from(deals).where(eq(deals.matchId, match.id)).orderBy(asc(deals.number))).map((d) => d.record);
  const evaluated = gameOf(tournament.game).scoring.evaluate(tournament, await tableContext(tx, { ...match, struckAfter }), records);
  return storeMatchResult(tx, match, evaluated);
}

/** How many games were entered after the strike (then it can no longer be lifted). */
export async function gamesAfterStrike(tx: Transaction, match: Match) {
  return match.struckAfter === null ? 0 : (await gamesStored(tx, match.id)) - match.struckAfter;
}
