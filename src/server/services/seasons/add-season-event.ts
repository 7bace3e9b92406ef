import { eq } from "drizzle-orm";
import { z } from "zod";
import { seasonEvents, tournaments } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField } from "../_shared/schemas";
import { requireSeasonMember } from "./season-access";

export const seasonEventInput = z.object({ seasonId: idField, tournamentId: idField });

/** An organizer of a club in the season counts one of his club's tournaments of the season's game. Adding it
 * twice changes nothing. */
export async function addSeasonEvent({ ctx, input }: ServiceCall<z.infer<typeof seasonEventInput>>) {
  const { season, myClubs } = await requireSeasonMember(ctx.db, ctx, input.seasonId);
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, input.tournamentId));
  if (!t || !myClubs.includes(t.clubId)) {
    throw new DomainError("FORBIDDEN", "Dieses Turnier gehört keinem Ihrer Vereine in dieser Wertung.", "This tournament belongs to none of your clubs in this ranking list.", "tournamentId");
  }
  if (t.game !== season.game) {
    throw new DomainError("BAD_REQUEST", "Dieses Turnier wird in einem anderen Spiel gespielt als die Wertung.", "This tournament plays another game than the ranking list.", "tournamentId");
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(seasonEvents).values({ seasonId: season.id, tournamentId: t.id, addedBy: ctx.user!.id }).onConflictDoNothing();
    await publishChange(tx, { tournamentId: season.id, kind: "standings" });
  });
  return { seasonId: season.id, tournamentId: t.id };
}
