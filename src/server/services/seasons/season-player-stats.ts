// What players of the game ask about, per event of a season's player (Doppelkopf: solos played and won; Klammern:
// deals declared and made), counted over his tables by the game's own scoring (TableScoring.playerStats), as a
// game sheet counts them. A few queries, whatever the number of events.
import { and, asc, eq, inArray } from "drizzle-orm";
import { gameOf } from "@/games";
import type { Queryable } from "../../db";
import { deals, matches, roundEntrants, rounds, tournaments } from "../../db/schema";
import { asTournament } from "../_shared/tournament-format";
import { tableContextColumns, toTableContext } from "../results/table-context";

/** Per tournament, the counts of the entrant who played it (a pair's for both partners); none for a game that
 * counts nothing. */
export async function playerStatsIn(db: Queryable, played: readonly { tournamentId: string; entrantId: string }[]): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (played.length === 0) return out;
  const events = new Map(
    (await db.select().from(tournaments).where(inArray(tournaments.id, played.map((p) => p.tournamentId)))).map((t) => [t.id, asTournament(t)]),
  );
  const entrantOf = new Map(played.map((p) => [p.tournamentId, p.entrantId]));
  const tables = await db
    .select({ id: matches.id, tournamentId: matches.tournamentId, firstDealer: matches.firstDealer, struckAfter: matches.struckAfter, ...tableContextColumns(matches.id) })
    .from(roundEntrants)
    .innerJoin(matches, eq(matches.id, roundEntrants.matchId))
    .innerJoin(rounds, eq(rounds.id, roundEntrants.roundId))
    .where(and(inArray(roundEntrants.entrantId, played.map((p) => p.entrantId)), inArray(rounds.status, ["published", "closed"])));
  if (tables.length === 0) return out;
  const records = new Map<string, unknown[]>();
  for (const d of await db.select({ matchId: deals.matchId, record: deals.record }).from(deals).where(inArray(deals.matchId, tables.map((t) => t.id))).orderBy(asc(deals.number)))
    (records.get(d.matchId) ?? records.set(d.matchId, []).get(d.matchId)!).push(d.record);
  for (const table of tables) {
    const t = events.get(table.tournamentId);
    const count = t && gameOf(t.game).scoring.playerStats;
    if (!t || !count) continue;
    const mine = count({ rules: t.rules, format: t.format }, toTableContext(table, table), records.get(table.id) ?? []).get(entrantOf.get(t.id)!);
    const sum = out.get(t.id) ?? {};
    for (const [stat, n] of Object.entries(mine ?? {})) sum[stat] = (sum[stat] ?? 0) + n;
    out.set(t.id, sum);
  }
  return out;
}
