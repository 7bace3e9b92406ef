import { asc, eq, isNotNull, and } from "drizzle-orm";
import { z } from "zod";
import { rounds } from "../../db/schema";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { buildStandings } from "./standings-data";

export const getStandingsInput = z.object({ tournamentId: idField });

/** Standings for the organizer: every column, per-round history, and the rounds flagged by corrections. */
export async function getStandings({ ctx, input }: ServiceCall<z.infer<typeof getStandingsInput>>) {
  const tournament = await requireTournament(ctx.db, ctx, input.tournamentId);
  const standings = await buildStandings(ctx.db, tournament);
  const flagged = await ctx.db
    .select({ number: rounds.number, flaggedAt: rounds.flaggedAt, flagReason: rounds.flagReason })
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournament.id), isNotNull(rounds.flaggedAt)))
    .orderBy(asc(rounds.number));
  return {
    tournament: { id: tournament.id, name: tournament.name, slug: tournament.slug, visibility: tournament.visibility },
    ...standings,
    flaggedRounds: flagged,
  };
}
