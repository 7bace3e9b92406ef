import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { tournaments } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const listClubTournamentsInput = z.object({ clubId: idField });

/** The club's tournaments, newest first, for its organizers. */
export async function listClubTournaments({ ctx, input }: ServiceCall<z.infer<typeof listClubTournamentsInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const rows = await ctx.db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      date: tournaments.date,
      venue: tournaments.venue,
      status: tournaments.status,
      game: tournaments.game,
      format: tournaments.format,
      roundsPlanned: tournaments.roundsPlanned,
      visibility: tournaments.visibility,
      slug: tournaments.slug,
    })
    .from(tournaments)
    .where(eq(tournaments.clubId, input.clubId))
    .orderBy(desc(tournaments.date), desc(tournaments.createdAt));
  return rows;
}
