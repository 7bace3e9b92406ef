import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { seasonEvents, tournaments } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { requireSeasonMember } from "./season-access";
import type { seasonEventInput } from "./add-season-event";

/** The owner club removes any event; a joined club only its own. */
export async function removeSeasonEvent({ ctx, input }: ServiceCall<z.infer<typeof seasonEventInput>>) {
  const { season, myClubs, owner } = await requireSeasonMember(ctx.db, ctx, input.seasonId);
  const [t] = await ctx.db.select({ clubId: tournaments.clubId }).from(tournaments).where(eq(tournaments.id, input.tournamentId));
  if (!t || !(owner || myClubs.includes(t.clubId))) {
    throw new DomainError("FORBIDDEN", "Dieses Turnier gehört keinem Ihrer Vereine.", "This tournament belongs to none of your clubs.", "tournamentId");
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(seasonEvents).where(and(eq(seasonEvents.seasonId, season.id), eq(seasonEvents.tournamentId, input.tournamentId)));
    await publishChange(tx, { tournamentId: season.id, kind: "standings" });
  });
  return { seasonId: season.id, tournamentId: input.tournamentId };
}
