import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rounds } from "../../db/schema";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

/** Per round: how many pairing warnings it has and how many tables; for selects over `rounds`. */
export const roundCountColumns = {
  warningCount: sql<number>`jsonb_array_length(${rounds.warnings})::int`,
  // Written out: drizzle would not qualify the outer column inside the subquery.
  tables: sql<number>`(select count(*)::int from matches m where m.round_id = "rounds"."id")`,
};

export const listRoundsInput = z.object({ tournamentId: idField });

/** The tournament's rounds in order, with their state and how many tables each has. */
export async function listRounds({ ctx, input }: ServiceCall<z.infer<typeof listRoundsInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  return ctx.db
    .select({
      id: rounds.id,
      number: rounds.number,
      status: rounds.status,
      version: rounds.version,
      publishedAt: rounds.publishedAt,
      closedAt: rounds.closedAt,
      ...roundCountColumns,
    })
    .from(rounds)
    .where(eq(rounds.tournamentId, t.id))
    .orderBy(asc(rounds.number));
}
