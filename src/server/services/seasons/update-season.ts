import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { seasons } from "../../db/schema";
import { staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField, versionField } from "../_shared/schemas";
import { requireSeasonOwner } from "./season-access";
import { seasonSettingsInput, toSeasonRule, toStoredWindow } from "./season-fields";

export const updateSeasonInput = seasonSettingsInput.extend({ seasonId: idField, version: versionField });

/** The owner club changes a season's name, rule or window; the game and whom it ranks stay (its rows are built
 * from them). The edit names the version it read. */
export async function updateSeason({ ctx, input }: ServiceCall<z.infer<typeof updateSeasonInput>>) {
  await requireSeasonOwner(ctx.db, ctx, input.seasonId);
  const rule = toSeasonRule(input.rule);
  const window = toStoredWindow(input.window);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(seasons)
      .set({ name: input.name, rule, window, version: sql`${seasons.version} + 1`, updatedAt: new Date() })
      .where(and(eq(seasons.id, input.seasonId), eq(seasons.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await publishChange(tx, { tournamentId: row.id, kind: "standings" });
    return row;
  });
}
