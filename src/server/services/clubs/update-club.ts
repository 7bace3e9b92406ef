import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { clubs, tournaments } from "../../db/schema";
import { staleVersion } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { publishTournamentsChanged } from "../_shared/publish-change";
import { createClubInput } from "./create-club";
import { idField, versionField } from "../_shared/schemas";

export const updateClubInput = createClubInput.extend({ clubId: idField, version: versionField });

/** Renames a club. The edit names the version it read; if someone changed the club since, it is refused. Every
 * page of the club's tournaments names it, so each of them hears of the change. */
export async function updateClub({ ctx, input }: ServiceCall<z.infer<typeof updateClubInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  return ctx.db.transaction(async (tx) => {
    const [club] = await tx
      .update(clubs)
      .set({ name: input.name, city: input.city || null, version: sql`${clubs.version} + 1`, updatedAt: new Date() })
      .where(and(eq(clubs.id, input.clubId), eq(clubs.version, input.version)))
      .returning();
    if (!club) throw staleVersion();
    const held = await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.clubId, club.id));
    await publishTournamentsChanged(tx, held.map((t) => t.id));
    return club;
  });
}
