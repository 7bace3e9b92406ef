// The write side of the live bus: services announce their changes in the transaction that made them
// (src/server/live holds the encoding and the listeners, and no database access of its own).
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Queryable } from "../../db";
import { encodeChange, LIVE_CHANNEL, type Change } from "./changes";

/**
 * Announces a change to every app server. Call it inside the transaction that made the change: PostgreSQL
 * delivers the notification when (and only if) that transaction commits, so a listener that re-reads never sees
 * the announcement before the data. One NOTIFY per write transaction (identical payloads in one transaction are
 * merged by PostgreSQL); the listeners coalesce further per tournament (hub.ts).
 */
export async function publishChange(db: Queryable, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encodeChange(change)}) ${seasonsToo(change)}`);
}

/** The same in the statement of a write whose answer is not needed (a data-modifying WITH, which PostgreSQL runs
 * whether or not the rest reads it): one round trip instead of two, on the path of every tablet's deal. drizzle
 * puts the embedded query in parentheses itself: `as ${write}` reads `as (insert …)`. */
export async function publishChangeWith(db: Queryable, write: SQLWrapper, change: Change): Promise<void> {
  await db.execute(sql`with written as ${write} select pg_notify(${LIVE_CHANNEL}, ${encodeChange(change)}) ${seasonsToo(change)}`);
}

/** A tournament's change is a change of every season it counts in (their pages follow the season's id as their
 * topic): one more notification per season, in the same statement, found by season_events' index. */
function seasonsToo(change: Change) {
  if (change.kind === "sheet") return sql``;
  return sql`union all select pg_notify(${LIVE_CHANNEL}, json_build_object('t', season_id, 'k', 'tournament', 'ids', '[]'::json)::text)
    from season_events where tournament_id = ${change.tournamentId}`;
}

/** Announces that what every page of these tournaments shows changed outside them (a club's or a member's name):
 * one notification each, and one for each season they count in, so that a rename reaches the pages as any write
 * of theirs does. */
export async function publishTournamentsChanged(db: Queryable, tournamentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(tournamentIds)];
  const payloads = ids.map((tournamentId) => encodeChange({ tournamentId, kind: "tournament" }));
  if (payloads.length === 0) return;
  await db.execute(sql`select ${sql.join(payloads.map((p) => sql`pg_notify(${LIVE_CHANNEL}, ${p})`), sql`, `)}`);
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('t', season_id, 'k', 'tournament', 'ids', '[]'::json)::text)
    from (select distinct season_id from season_events where tournament_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})) s`);
}
