import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rounds, tournaments } from "../../db/schema";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { ensureRoundCodes } from "./round-codes";
import { requireDraft, requireRound } from "./load-round";
import { idField, versionField } from "../_shared/schemas";
import { lockOpenTournament } from "../_shared/tournament-lock";
import { publishChange } from "../_shared/publish-change";

export const publishRoundInput = z.object({ roundId: idField, version: versionField });

/** The reviewed draft becomes the round being played, with its table codes issued for the cards. Publishing
 * round 1 starts the tournament: from then on its rules, entry mode, match format, match points, bye score and
 * schedule type are frozen. */
export async function publishRound({ ctx, input }: ServiceCall<z.infer<typeof publishRoundInput>>) {
  const { tournament } = await requireRound(ctx.db, ctx, input.roundId);
  return ctx.db.transaction(async (tx) => {
    const t = await lockOpenTournament(tx, tournament.id);
    const round = await requireDraft(tx, input.roundId, input.version);
    const now = new Date();
    const [published] = await tx
      .update(rounds)
      .set({ status: "published", publishedAt: now, version: sql`${rounds.version} + 1` })
      .where(eq(rounds.id, round.id))
      .returning();
    if (round.number === 1 && !t.rulesFrozenAt) {
      await tx
        .update(tournaments)
        .set({ rulesFrozenAt: now, status: "running", version: sql`${tournaments.version} + 1`, updatedAt: now })
        .where(eq(tournaments.id, t.id));
    }
    await recordAudit(tx, {
      tournamentId: t.id,
      actor: organizer(ctx.user!),
      action: "publish-round",
      entity: "round",
      entityId: round.id,
      before: { round: round.number, status: "draft" },
      after: { round: round.number, status: "published" },
    });
    await ensureRoundCodes(tx, t.id, round, ctx.user!);
    await publishChange(tx, { tournamentId: t.id, kind: "round", ids: [round.id] });
    return published!;
  });
}
