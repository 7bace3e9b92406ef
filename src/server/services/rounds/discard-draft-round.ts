import { eq } from "drizzle-orm";
import { z } from "zod";
import { rounds } from "../../db/schema";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { requireDraft, requireRound } from "./load-round";
import { idField, versionField } from "../_shared/schemas";
import { lockOpenTournament } from "../_shared/tournament-lock";

export const discardDraftRoundInput = z.object({ roundId: idField, version: versionField });

/** Throws a drafted round away (its tables and seats go with it), e.g. to register a late pair and pair again.
 * Pairing again gives the same tables unless the pairs changed: the round seed is derived, not drawn. */
export async function discardDraftRound({ ctx, input }: ServiceCall<z.infer<typeof discardDraftRoundInput>>) {
  const { tournament } = await requireRound(ctx.db, ctx, input.roundId);
  return ctx.db.transaction(async (tx) => {
    await lockOpenTournament(tx, tournament.id);
    const round = await requireDraft(tx, input.roundId, input.version);
    await tx.delete(rounds).where(eq(rounds.id, round.id));
    // The round's row is gone; the entry keeps its id and number so a re-pairing reads as one after the other.
    await recordAudit(tx, {
      tournamentId: tournament.id,
      actor: organizer(ctx.user!),
      action: "discard-draft-round",
      entity: "round",
      entityId: round.id,
      before: { round: round.number, status: "draft" },
      after: { round: round.number, status: "discarded" },
    });
    return { number: round.number };
  });
}
