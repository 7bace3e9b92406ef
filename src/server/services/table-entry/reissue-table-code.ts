import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { codeSides, matches, rounds, tableCodes } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import { requireTournament } from "../_shared/access";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { ensureCode, tournamentTag } from "../rounds/round-codes";
import { tableCodeSheet } from "./list-table-codes";
import { revokeCodes } from "./revoke-table-code";
import { idField } from "../_shared/schemas";

export const reissueTableCodeInput = z.object({
  matchId: idField,
  side: z.enum(codeSides, { error: bi("Kapitän oder Gegenpaar wählen.", "Choose captain or opponents.") }),
});

/** Replaces one side's code of a table: the old one is revoked (its devices signed out), a new one is issued. */
export async function reissueTableCode({ ctx, input }: ServiceCall<z.infer<typeof reissueTableCodeInput>>) {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, input.matchId));
  if (!match) throw forbidden();
  await requireTournament(ctx.db, ctx, match.tournamentId);
  const [round] = await ctx.db.select().from(rounds).where(eq(rounds.id, match.roundId));
  if (round!.status !== "published")
    throw new DomainError(
      "BAD_REQUEST",
      "Neue Codes nur für eine laufende Runde.",
      "New codes only for a round that is being played.",
      "matchId",
    );
  return ctx.db.transaction(async (tx) => {
    const live = await tx
      .select({ id: tableCodes.id })
      .from(tableCodes)
      .where(and(eq(tableCodes.matchId, match.id), eq(tableCodes.side, input.side), isNull(tableCodes.revokedAt)));
    const signedOut = await revokeCodes(tx, live.map((c) => c.id));
    const tag = await tournamentTag(tx, match.tournamentId);
    await ensureCode(tx, match.tournamentId, match.roundId, match.id, input.side, tag, ctx.user!.id);
    await recordAudit(tx, {
      tournamentId: match.tournamentId,
      actor: organizer(ctx.user!),
      action: "reissue-table-code",
      entity: "match",
      entityId: match.id,
      after: { round: round!.number, table: match.tableNumber, side: input.side, signedOut },
    });
    return tableCodeSheet(tx, match.tournamentId, round!);
  });
}
