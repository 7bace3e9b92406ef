import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { entrants } from "../../db/schema";
import { requireTournament } from "../_shared/access";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const checkInAllEntrantsInput = z.object({ tournamentId: idField });

/** Checks in every registered pair of the tournament at once (at the venue, when everyone is there). Withdrawn
 * pairs stay withdrawn; pairs already checked in are left alone. One statement, so no pair is missed or done
 * twice when someone checks a single pair in at the same moment. */
export async function checkInAllEntrants({ ctx, input }: ServiceCall<z.infer<typeof checkInAllEntrantsInput>>) {
  return ctx.db.transaction(async (tx) => {
    const t = await requireTournament(tx, ctx, input.tournamentId);
    const rows = await tx
      .update(entrants)
      .set({ status: "checked-in", version: sql`${entrants.version} + 1` })
      .where(and(eq(entrants.tournamentId, t.id), eq(entrants.status, "registered")))
      .returning({ number: entrants.number });
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
    if (numbers.length)
      await recordAudit(tx, {
        tournamentId: t.id,
        actor: organizer(ctx.user!),
        action: "check-in-all",
        entity: "tournament",
        entityId: t.id,
        before: { entrants: numbers.join(", "), status: "registered" },
        after: { entrants: numbers.join(", "), status: "checked-in" },
      });
    return { checkedIn: rows.length, numbers };
  });
}
