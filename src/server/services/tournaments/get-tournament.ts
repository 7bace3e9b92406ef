import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { clubs, entrants, rounds } from "../../db/schema";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { roundCountColumns } from "../rounds/list-rounds";
import { idField } from "../_shared/schemas";

export const getTournamentInput = z.object({ tournamentId: idField });

/** A tournament with its settings, its club's name, its rounds and how many pairs are registered. */
export async function getTournament({ ctx, input }: ServiceCall<z.infer<typeof getTournamentInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  const [club] = await ctx.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, t.clubId));
  const roundRows = await ctx.db
    .select({
      id: rounds.id,
      number: rounds.number,
      status: rounds.status,
      publishedAt: rounds.publishedAt,
      closedAt: rounds.closedAt,
      flaggedAt: rounds.flaggedAt,
      ...roundCountColumns,
    })
    .from(rounds)
    .where(eq(rounds.tournamentId, t.id))
    .orderBy(asc(rounds.number));
  const counts = await ctx.db
    .select({ status: entrants.status, n: sql<number>`count(*)::int` })
    .from(entrants)
    .where(eq(entrants.tournamentId, t.id))
    .groupBy(entrants.status);
  const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const last = roundRows.at(-1);
  return {
    ...t,
    clubName: club?.name ?? "",
    rounds: roundRows,
    entrantCounts: { registered: count("registered"), checkedIn: count("checked-in"), withdrawn: count("withdrawn") },
    /** The round the organizer may pair next, or null while a round is drafted or running, all are paired, or the
     * tournament is finished. */
    nextRoundToPair:
      t.status !== "finished" && (!last || last.status === "closed") && (last?.number ?? 0) < t.roundsPlanned ? (last?.number ?? 0) + 1 : null,
    /** Every round drawn is closed (at least one): the organizer may finish the tournament (finish-tournament.ts). */
    canFinish: t.status !== "finished" && last?.status === "closed",
  };
}
