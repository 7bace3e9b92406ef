import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { auditLog } from "../../db/schema";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const listAuditLogInput = z.object({ tournamentId: idField });

/** The tournament's audit trail, newest first: who, when, what, why, before and after. */
export async function listAuditLog({ ctx, input }: ServiceCall<z.infer<typeof listAuditLogInput>>) {
  const tournament = await requireTournament(ctx.db, ctx, input.tournamentId);
  const entries = await ctx.db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.tournamentId, tournament.id))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return { tournament: { id: tournament.id, name: tournament.name }, entries };
}
