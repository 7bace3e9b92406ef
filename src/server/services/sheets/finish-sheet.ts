import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { sheets } from "../../db/schema";
import { staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField, versionField } from "../_shared/schemas";
import { requireOpen } from "./enter-sheet-deal";
import { lockSheet, requireSheet } from "./sheet-access";
import { sheetView } from "./sheet-view";

export const finishSheetInput = z.object({ sheetId: idField, version: versionField });

/** The owner ends an open Doppelkopf evening (or any sheet early): it stays as a record with every deal. */
export async function finishSheet({ ctx, input }: ServiceCall<z.infer<typeof finishSheetInput>>) {
  await requireSheet(ctx.db, ctx, input.sheetId, "write");
  return ctx.db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, ctx, input.sheetId);
    requireOpen(sheet);
    if (sheet.version !== input.version) throw staleVersion();
    const [updated] = await tx
      .update(sheets)
      .set({ status: "finished", finishedAt: sql`now()`, version: sql`${sheets.version} + 1` })
      .where(eq(sheets.id, sheet.id))
      .returning();
    await publishChange(tx, { tournamentId: sheet.id, kind: "sheet" });
    return sheetView(tx, updated!, { owner: true });
  });
}
