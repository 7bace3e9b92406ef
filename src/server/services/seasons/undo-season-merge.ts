import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { seasonMerges } from "../../db/schema";
import { DomainError } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField } from "../_shared/schemas";
import { requireSeasonOwner } from "./season-access";

export const undoSeasonMergeInput = z.object({ seasonId: idField, mergeId: idField });

/** Takes a merge back: both rows stand on their own again. The merge stays in the trail, marked undone. */
export async function undoSeasonMerge({ ctx, input }: ServiceCall<z.infer<typeof undoSeasonMergeInput>>) {
  const season = await requireSeasonOwner(ctx.db, ctx, input.seasonId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(seasonMerges)
      .set({ undoneAt: new Date() })
      .where(and(eq(seasonMerges.id, input.mergeId), eq(seasonMerges.seasonId, season.id), isNull(seasonMerges.undoneAt)))
      .returning();
    if (!row) throw new DomainError("BAD_REQUEST", "Diese Zusammenführung gibt es nicht oder sie ist schon zurückgenommen.", "This merge does not exist or was already undone.", "mergeId");
    await recordAudit(tx, {
      seasonId: season.id,
      actor: organizer(ctx.user!),
      action: "season.mergeUndone",
      entity: "seasonPlayer",
      entityId: row.fromKey,
      before: { key: row.fromKey, into: row.intoKey },
      after: null,
    });
    await publishChange(tx, { tournamentId: season.id, kind: "standings" });
    return row;
  });
}
