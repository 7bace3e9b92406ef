// The read-only link of a sheet: its owner revokes it (the old link answers 404 from then on, the page, its live
// stream and its exports alike) and makes a new one, which nobody could have seen before.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { sheets } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField } from "../_shared/schemas";
import { lockSheet, requireSheet } from "./sheet-access";
import { sheetView } from "./sheet-view";

/** 18 random bytes, base64url: 24 characters, never guessable. */
export const newShareToken = () => randomBytes(18).toString("base64url");

export const shareLinkInput = z.object({
  sheetId: idField,
  /** "revoke": no link until a new one is made; "renew": the old link stops and a new one replaces it. */
  action: z.enum(["revoke", "renew"], { error: bi("Der Link wird gesperrt oder erneuert.", "The link is revoked or renewed.") }),
});

export async function changeShareLink({ ctx, input }: ServiceCall<z.infer<typeof shareLinkInput>>) {
  await requireSheet(ctx.db, ctx, input.sheetId, "write");
  return ctx.db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, ctx, input.sheetId);
    const [updated] = await tx
      .update(sheets)
      .set({ shareToken: input.action === "renew" ? newShareToken() : null })
      .where(eq(sheets.id, sheet.id))
      .returning();
    // Whoever follows the old link reloads and learns that it no longer opens the sheet.
    await publishChange(tx, { tournamentId: sheet.id, kind: "sheet" });
    return sheetView(tx, updated!, { owner: true });
  });
}
