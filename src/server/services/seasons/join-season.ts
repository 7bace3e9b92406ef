import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { seasonClubs } from "../../db/schema";
import { forbidden } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const joinSeasonInput = z.object({ seasonId: idField, clubId: idField });

/** An organizer of an invited club accepts for his club; without an invitation there is nothing to accept. */
export async function joinSeason({ ctx, input }: ServiceCall<z.infer<typeof joinSeasonInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const [row] = await ctx.db
    .update(seasonClubs)
    .set({ joinedAt: new Date() })
    .where(and(eq(seasonClubs.seasonId, input.seasonId), eq(seasonClubs.clubId, input.clubId), isNull(seasonClubs.joinedAt)))
    .returning();
  if (!row) {
    const [already] = await ctx.db.select().from(seasonClubs).where(and(eq(seasonClubs.seasonId, input.seasonId), eq(seasonClubs.clubId, input.clubId)));
    if (!already) throw forbidden();
  }
  return { seasonId: input.seasonId, clubId: input.clubId };
}
