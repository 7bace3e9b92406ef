import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { entrants } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
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
  const { entrant } = await requireEntrant(ctx.db, ctx, input.entrantId);
  if (entrant.status === "withdrawn") {
    throw new DomainError(
      "BAD_REQUEST",
      `Paar ${entrant.number} hat zurückgezogen und kann nicht mehr einchecken.`,
      `Pair ${entrant.number} has withdrawn and cannot check in any more.`,
    );
  }
  const [row] = await ctx.db
    .update(entrants)
    .set({ status: input.checkedIn ? "checked-in" : "registered", version: sql`${entrants.version} + 1` })
    .where(and(eq(entrants.id, input.entrantId), eq(entrants.version, input.version)))
    .returning();
  if (!row) throw staleVersion();
  return row;
}
