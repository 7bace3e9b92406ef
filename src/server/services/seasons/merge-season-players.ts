import { z } from "zod";
import { seasonMerges } from "../../db/schema";
import { DomainError } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { checkedMerge, seasonMergeInput } from "./merge-input";
import { requireSeasonOwner } from "./season-access";

/** The owner club's organizer decides two rows are one person: the first counts as the second from now on. Written
 * to the season's audit trail; undone by undoSeasonMerge. */
export async function mergeSeasonPlayers({ ctx, input }: ServiceCall<z.infer<typeof seasonMergeInput>>) {
  const season = await requireSeasonOwner(ctx.db, ctx, input.seasonId);
  const merged = await checkedMerge(ctx.db, season, input);
  const name = (key: string) => merged.input.people.get(key)?.name ?? key;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seasonMerges)
      .values({ seasonId: season.id, fromKey: input.fromKey, intoKey: input.intoKey, createdBy: ctx.user!.id })
      .onConflictDoNothing()
      .returning();
    // Someone merged the same row a moment ago (one active merge per row).
    if (!row) throw new DomainError("CONFLICT", "Dieser Spieler wurde inzwischen schon zusammengeführt.", "This player was merged in the meantime.", "fromKey");
    await recordAudit(tx, {
      seasonId: season.id,
      actor: organizer(ctx.user!),
      action: "season.merge",
      entity: "seasonPlayer",
      entityId: input.fromKey,
      before: { key: input.fromKey, name: name(input.fromKey) },
      after: { key: input.intoKey, name: name(input.intoKey) },
    });
    await publishChange(tx, { tournamentId: season.id, kind: "standings" });
    return row;
  });
}
