// The verbs that depend on the newest round (seating the next one, late registration, withdrawal) read it here.
import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { rounds } from "../../db/schema";

/** The tournament's newest round (number and status), or undefined before the first; read under the tournament
 * lock by the callers so that it cannot change underneath them. */
export async function latestRound(db: Queryable, tournamentId: string) {
  const [last] = await db
    .select({ number: rounds.number, status: rounds.status })
    .from(rounds)
    .where(eq(rounds.tournamentId, tournamentId))
    .orderBy(desc(rounds.number))
    .limit(1);
  return last;
}
