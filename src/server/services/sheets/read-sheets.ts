// Reading sheets: one sheet for its owner or an organizer of its club; the list of one's own sheets and those of
// one's clubs; a sheet by its share link, read-only, for anyone holding the link (and nothing else).
import { desc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { clubOrganizers, sheets } from "../../db/schema";
import { notFound } from "../../errors";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField, textField } from "../_shared/schemas";
import { requireSheet } from "./sheet-access";
import { sheetView } from "./sheet-view";

export const getSheetInput = z.object({ sheetId: idField });
export const sharedSheetInput = z.object({
  token: textField({ de: "Der Link", en: "The link" }).max(64, bi("Das ist kein Link eines Spielblocks.", "That is not a game sheet link.")),
});

export async function getSheet({ ctx, input }: ServiceCall<z.infer<typeof getSheetInput>>) {
  const sheet = await requireSheet(ctx.db, ctx, input.sheetId, "read");
  return sheetView(ctx.db, sheet, { owner: sheet.ownerId === ctx.user!.id });
}

export async function listSheets({ ctx }: ServiceCall<unknown>) {
  const user = requireUser(ctx);
  const clubs = (await ctx.db.select({ id: clubOrganizers.clubId }).from(clubOrganizers).where(eq(clubOrganizers.userId, user.id))).map((c) => c.id);
  const rows = await ctx.db
    .select()
    .from(sheets)
    .where(clubs.length ? or(eq(sheets.ownerId, user.id), inArray(sheets.clubId, clubs)) : eq(sheets.ownerId, user.id))
    .orderBy(desc(sheets.createdAt))
    .limit(200);
  return rows.map((s) => ({
    id: s.id,
    game: s.game,
    title: s.title,
    players: s.players.map((p) => p.name),
    status: s.status,
    createdAt: s.createdAt,
    mine: s.ownerId === user.id,
  }));
}

/** The id of the sheet a share link addresses (for its live stream), or null. */
export async function sheetIdByToken(db: Queryable, token: string): Promise<string | null> {
  const [sheet] = await db.select({ id: sheets.id }).from(sheets).where(eq(sheets.shareToken, token));
  return sheet?.id ?? null;
}

export async function sharedSheet({ ctx, input }: ServiceCall<z.infer<typeof sharedSheetInput>>) {
  const [sheet] = await ctx.db.select().from(sheets).where(eq(sheets.shareToken, input.token));
  if (!sheet) throw notFound({ de: "Dieser Spielblock", en: "This game sheet" });
  return sheetView(ctx.db, sheet, { owner: false });
}
