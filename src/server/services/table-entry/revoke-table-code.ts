import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Transaction } from "../../db";
import { captainSessions, matches, rounds, tableCodes } from "../../db/schema";
import { forbidden } from "../../errors";
import { requireTournament } from "../_shared/access";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { tableCodeSheet } from "./list-table-codes";
import { idField } from "../_shared/schemas";

export const revokeTableCodeInput = z.object({ codeId: idField });

/** Withdraws a code (lost or seen by the wrong people): it no longer signs in or confirms, and every device
 * signed in with it is signed out (a captain device's hold on the table ends). */
export async function revokeTableCode({ ctx, input }: ServiceCall<z.infer<typeof revokeTableCodeInput>>) {
  const [code] = await ctx.db.select().from(tableCodes).where(eq(tableCodes.id, input.codeId));
  if (!code) throw forbidden();
  await requireTournament(ctx.db, ctx, code.tournamentId);
  return ctx.db.transaction(async (tx) => {
    const signedOut = await revokeCodes(tx, [code.id]);
    const [round] = await tx.select().from(rounds).where(eq(rounds.id, code.roundId));
    if (!code.revokedAt) {
      const [match] = await tx.select({ table: matches.tableNumber }).from(matches).where(eq(matches.id, code.matchId));
      const where = { round: round!.number, table: match?.table ?? null, side: code.side };
      await recordAudit(tx, {
        tournamentId: code.tournamentId,
        actor: organizer(ctx.user!),
        action: "revoke-table-code",
        entity: "match",
        entityId: code.matchId,
        before: { ...where, status: "valid" },
        after: { ...where, status: "revoked", signedOut },
      });
    }
    return tableCodeSheet(tx, code.tournamentId, round!);
  });
}

/** Returns how many devices it signed out. */
export async function revokeCodes(tx: Transaction, codeIds: string[]): Promise<number> {
  if (!codeIds.length) return 0;
  await tx.update(tableCodes).set({ revokedAt: sql`now()` }).where(and(inArray(tableCodes.id, codeIds), sql`${tableCodes.revokedAt} is null`));
  const ended = await tx
    .update(captainSessions)
    .set({ status: "revoked", endedAt: sql`now()` })
    .where(and(inArray(captainSessions.codeId, codeIds), inArray(captainSessions.status, ["active", "pending", "replaced"])))
    .returning({ id: captainSessions.id });
  return ended.length;
}
