import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { captainSessions } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import { requireTournament } from "../_shared/access";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { lockMatch } from "../results/match-lock";
import { idField } from "../_shared/schemas";

export const approveTakeoverInput = z.object({ sessionId: idField });

/** The organizer lets a second device take over a table (the first one broke, ran flat, or was swapped): the
 * waiting device becomes the holder and the former holder's writes are refused from now on. */
export async function approveTakeover({ ctx, input }: ServiceCall<z.infer<typeof approveTakeoverInput>>) {
  const [seen] = await ctx.db.select().from(captainSessions).where(eq(captainSessions.id, input.sessionId));
  if (!seen) throw forbidden();
  await requireTournament(ctx.db, ctx, seen.tournamentId);
  return ctx.db.transaction(async (tx) => {
    const { match, round } = await lockMatch(tx, seen.matchId); // serializes with deal entry at this table
    const [request] = await tx.select().from(captainSessions).where(eq(captainSessions.id, seen.id));
    if (request?.status !== "pending")
      throw new DomainError(
        "CONFLICT",
        "Diese Übernahme ist nicht mehr offen (schon freigegeben oder abgemeldet).",
        "This takeover is no longer open (already approved or signed out).",
        "sessionId",
      );
    const replaced = await tx
      .update(captainSessions)
      .set({ status: "replaced", endedAt: sql`now()` })
      .where(and(eq(captainSessions.matchId, seen.matchId), eq(captainSessions.side, "captain"), eq(captainSessions.status, "active")))
      .returning({ id: captainSessions.id });
    await tx.update(captainSessions).set({ status: "active" }).where(eq(captainSessions.id, seen.id));
    await recordAudit(tx, {
      tournamentId: seen.tournamentId,
      actor: organizer(ctx.user!),
      action: "approve-takeover",
      entity: "match",
      entityId: seen.matchId,
      before: { round: round.number, table: match.tableNumber, status: "pending", replaced: replaced.length },
      after: { round: round.number, table: match.tableNumber, status: "active" },
    });
    return { sessionId: seen.id, matchId: seen.matchId };
  });
}
