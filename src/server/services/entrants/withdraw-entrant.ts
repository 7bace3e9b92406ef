import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { entrants } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { entrantByNumber } from "./entrant-labels";
import { requireEntrant } from "./load-entrant";
import { latestRound } from "../_shared/latest-round";
import { idField, versionField } from "../_shared/schemas";
import { lockOpenTournament } from "../_shared/tournament-lock";
import { publishChange } from "../_shared/publish-change";

export const withdrawEntrantInput = z.object({ entrantId: idField, version: versionField });

/**
 * A pair leaves mid-event: it keeps its results and its place in the standings but is not paired again. It
 * counts as having played up to the last published round (withdrawnAfterRound; 0 before round 1). Refused while
 * a round is drafted, since the draft seats the pair: discard it, withdraw, pair again.
 */
export async function withdrawEntrant({ ctx, input }: ServiceCall<z.infer<typeof withdrawEntrantInput>>) {
  const { entrant, tournament } = await requireEntrant(ctx.db, ctx, input.entrantId);
  const named = entrantByNumber(tournament.game, entrant.number);
  if (entrant.status === "withdrawn") {
    throw new DomainError("BAD_REQUEST", `${named.de} hat schon zurückgezogen.`, `${named.en} has withdrawn already.`);
  }
  return ctx.db.transaction(async (tx) => {
    await lockOpenTournament(tx, tournament.id);
    const last = await latestRound(tx, tournament.id);
    if (last?.status === "draft") {
      throw new DomainError(
        "CONFLICT",
        `Runde ${last.number} liegt als Entwurf vor und setzt ${named.de}. Bitte den Entwurf erst verwerfen.`,
        `Round ${last.number} is drafted and seats ${named.en.toLowerCase()}. Discard the draft first.`,
      );
    }
    const [row] = await tx
      .update(entrants)
      .set({ status: "withdrawn", withdrawnAfterRound: last?.number ?? 0, version: sql`${entrants.version} + 1` })
      .where(and(eq(entrants.id, input.entrantId), eq(entrants.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    const who = { entrant: row.number, ...(row.name ? { name: row.name } : {}) };
    await recordAudit(tx, {
      tournamentId: row.tournamentId,
      actor: organizer(ctx.user!),
      action: "withdraw-entrant",
      entity: "entrant",
      entityId: row.id,
      before: { ...who, status: entrant.status },
      after: { ...who, status: "withdrawn", withdrawnAfterRound: row.withdrawnAfterRound },
    });
    await publishChange(tx, { tournamentId: row.tournamentId, kind: "tournament", ids: [row.id] });
    return row;
  });
}
