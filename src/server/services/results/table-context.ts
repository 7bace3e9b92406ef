// A table's context as its game's scoring reads it (Game.scoring, src/games): the entrants by position, the first
// dealer, the penalties that count and the games struck at time up.
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import type { TableContext } from "@/games";
import type { Queryable } from "../../db";
import { matches, penalties, tableSeats } from "../../db/schema";

/** A table's seats, first dealer and penalties, as its scoring reads them. */
export async function tableContext(db: Queryable, match: { id: string; firstDealer: number; struckAfter: number | null }): Promise<TableContext> {
  const [row] = await db.select(tableContextColumns(match.id)).from(matches).where(eq(matches.id, match.id));
  return toTableContext(row ?? { seats: null, penalties: null }, match);
}

/** The seats and the penalties that count, as columns of a select: tableContext reads them alone, lockMatch with
 * the lock. `matchId` is the id, or the column `matches.id` in a select with joins (a select of one table writes
 * its columns unqualified, so inside these subqueries the column would name the subquery's own `id`). */
export function tableContextColumns(matchId: SQLWrapper | string) {
  return {
    seats: sql<[number, string][] | null>`(select json_agg(json_build_array(${tableSeats.position}, ${tableSeats.entrantId}))
      from ${tableSeats} where ${tableSeats.matchId} = ${matchId})`,
    // Only countersigned penalties count (TSR 8.2.2); one noted at the table waits for the referee.
    penalties: sql<number[][] | null>`(select json_agg(${penalties.points} order by ${penalties.createdAt})
      from ${penalties} where ${penalties.matchId} = ${matchId} and ${penalties.signedAt} is not null)`,
  };
}

export function toTableContext(
  row: { seats: [number, string][] | null; penalties: number[][] | null },
  match: { firstDealer: number; struckAfter: number | null },
): TableContext {
  const seats: string[] = [];
  for (const [position, entrantId] of row.seats ?? []) seats[position] = entrantId;
  return { seats, firstDealer: match.firstDealer, penalties: row.penalties ?? [], struckAfter: match.struckAfter };
}
