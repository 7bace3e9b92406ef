import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { clubOrganizers } from "../../db/schema";
import { DomainError, notFound } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { endSessions } from "../accounts/end-sessions";
import { idField } from "../_shared/schemas";

export const removeClubOrganizerInput = z.object({ clubId: idField, userId: idField });

/** An owner removes someone from the club's organizers, which ends that person's sessions; the last owner
 * cannot be removed. */
export async function removeClubOrganizer({ ctx, input }: ServiceCall<z.infer<typeof removeClubOrganizerInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  return ctx.db.transaction(async (tx) => {
    const where = and(eq(clubOrganizers.clubId, input.clubId), eq(clubOrganizers.userId, input.userId));
    // Lock the club's organizer rows so two owners removing each other cannot leave the club without one.
    const rows = await tx.select().from(clubOrganizers).where(eq(clubOrganizers.clubId, input.clubId)).for("update");
    const target = rows.find((r) => r.userId === input.userId);
    if (!target) throw notFound({ de: "Die Person in diesem Verein", en: "The person in this club" });
    const owners = rows.filter((r) => r.role === "owner").length;
    if (target.role === "owner" && owners <= 1) {
      throw new DomainError(
        "BAD_REQUEST",
        "Der letzte Eigentümer kann nicht entfernt werden.",
        "The last owner cannot be removed.",
        "userId",
      );
    }
    await tx.delete(clubOrganizers).where(where);
    // Pages and tokens cached on the removed person's devices must not outlive the membership.
    await endSessions(tx, input.userId);
    const [left] = await tx.select({ n: count() }).from(clubOrganizers).where(eq(clubOrganizers.clubId, input.clubId));
    return { removed: input.userId, remaining: left?.n ?? 0 };
  });
}
