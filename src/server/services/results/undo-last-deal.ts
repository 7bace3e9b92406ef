import { eq } from "drizzle-orm";
import { z } from "zod";
import { auditLog, matches } from "../../db/schema";
import { staleVersion } from "../../errors";
import { organizer } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { lockMatch } from "./match-lock";
import { recordUndoneDeal, removeLastDeal } from "./remove-last-deal";
import { requireEntryOpen, requireMatch } from "./result-access";
import { idField, versionField } from "../_shared/schemas";
import { withSides } from "../rounds/table-seats";

export const undoLastDealInput = z.object({ matchId: idField, matchVersion: versionField });

/** Removes the last deal of a table while its round is still being played (a mistyped 16th deal reopens the
 * match). A closed round changes only by correction. */
export async function undoLastDeal({ ctx, input }: ServiceCall<z.infer<typeof undoLastDealInput>>) {
  await requireMatch(ctx.db, ctx, input.matchId);
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    if (match.version !== input.matchVersion) throw staleVersion();
    requireEntryOpen(round, match, { allowComplete: true });
    const removed = await removeLastDeal(tx, { match, tournament });
    const last = removed.last;
    let updated = removed.updated;
    if (match.confirmedAt) {
      // The opponents had confirmed this match: undoing reopens it for a new confirmation, on the audit trail.
      const [reopened] = await tx.update(matches).set({ confirmedAt: null }).where(eq(matches.id, match.id)).returning();
      updated = (await withSides(tx, [reopened!]))[0]!;
      await tx.insert(auditLog).values({
        tournamentId: tournament.id,
        actorId: ctx.user!.id,
        actorName: ctx.user!.name,
        action: "undo-confirmed-deal",
        entity: "deal",
        entityId: last.id,
        reason: "",
        before: { round: round.number, table: match.tableNumber, deal: last.number, record: last.record, score: last.score, confirmedAt: match.confirmedAt },
        after: { round: round.number, table: match.tableNumber, deal: null, confirmedAt: null },
      });
    } else await recordUndoneDeal(tx, organizer(ctx.user!), { match, round }, last);
    return { removed: { number: last.number, record: last.record, score: last.score }, match: updated };
  });
}
