import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { entrants } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { entrantByNumber } from "./entrant-labels";
import { requireEntrant } from "./load-entrant";
import { idField, versionField } from "../_shared/schemas";

export const checkInEntrantInput = z.object({
  entrantId: idField,
  version: versionField,
  /** false undoes a check-in made by mistake. */
  checkedIn: z.boolean().default(true),
});

/** Marks a pair as present at the venue. Only checked-in pairs are paired (pair-round refuses otherwise). */
export async function checkInEntrant({ ctx, input }: ServiceCall<z.infer<typeof checkInEntrantInput>>) {
  const { entrant, tournament } = await requireEntrant(ctx.db, ctx, input.entrantId);
  if (entrant.status === "withdrawn") {
    const named = entrantByNumber(tournament.game, entrant.number);
    throw new DomainError("BAD_REQUEST", `${named.de} hat zurückgezogen und kann nicht mehr einchecken.`, `${named.en} has withdrawn and cannot check in any more.`);
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(entrants)
      .set({ status: input.checkedIn ? "checked-in" : "registered", version: sql`${entrants.version} + 1` })
      .where(and(eq(entrants.id, input.entrantId), eq(entrants.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    const who = { entrant: row.number, ...(row.name ? { name: row.name } : {}) };
    await recordAudit(tx, {
      tournamentId: row.tournamentId,
      actor: organizer(ctx.user!),
      action: input.checkedIn ? "check-in-entrant" : "undo-check-in",
      entity: "entrant",
      entityId: row.id,
      before: { ...who, status: entrant.status },
      after: { ...who, status: row.status },
    });
    return row;
  });
}
