// Reading sheets: one sheet for its owner or an organizer of its club; the list of one's own sheets (the account's
// and this device's unclaimed ones) and those of one's clubs; a sheet by its share link, read-only, for anyone
// holding the link (and nothing else).
import { desc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { clubOrganizers, sheets } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { idField, textField } from "../_shared/schemas";
import { ownedSheets, ownsSheet, requireSheet } from "./sheet-access";
import { sheetView } from "./sheet-view";

export const getSheetInput = z.object({ sheetId: idField });
export const sharedSheetInput = z.object({
  token: textField({ de: "Der Link", en: "The link" }).max(64, bi("Das ist kein Link eines Spielblocks.", "That is not a game sheet link.")),
});

/** A share link that opens no sheet: never one, or revoked by the owner (the two look alike). */
export const linkGone = () =>
  new DomainError("NOT_FOUND", "Dieser Link gilt nicht (mehr). Bitte beim Besitzer des Blocks nach dem neuen Link fragen.", "This link is not (or no longer) valid. Please ask the sheet's owner for the new link.");

export async function getSheet({ ctx, input }: ServiceCall<z.infer<typeof getSheetInput>>) {
  const sheet = await requireSheet(ctx.db, ctx, input.sheetId, "read");
  return sheetView(ctx.db, sheet, { owner: ownsSheet(ctx, sheet) });
}

/** Nobody (no account, no device yet): an empty list, so the page simply offers a new sheet. */
export async function listSheets({ ctx }: ServiceCall<unknown>) {
  const own = ownedSheets(ctx);
  if (!own) return [];
  const clubs = ctx.user ? (await ctx.db.select({ id: clubOrganizers.clubId }).from(clubOrganizers).where(eq(clubOrganizers.userId, ctx.user.id))).map((c) => c.id) : [];
  const rows = await ctx.db
    .select()
    .from(sheets)
    .where(clubs.length ? or(own, inArray(sheets.clubId, clubs)) : own)
    .orderBy(desc(sheets.createdAt))
    .limit(200);
  return rows.map((s) => ({
    id: s.id,
    game: s.game,
    title: s.title,
    players: s.players.map((p) => p.name),
    status: s.status,
    createdAt: s.createdAt,
    mine: ownsSheet(ctx, s),
    /** Kept by this device without an account: an account signed in here may claim it. */
    onDevice: s.ownerId === null,
  }));
}

/** The id of the sheet a share link addresses (for its live stream), or null. */
export async function sheetIdByToken(db: Queryable, token: string): Promise<string | null> {
  const [sheet] = await db.select({ id: sheets.id }).from(sheets).where(eq(sheets.shareToken, token));
  // A revoked link (share_token null) matches no token.
  return sheet?.id ?? null;
}

export async function sharedSheet({ ctx, input }: ServiceCall<z.infer<typeof sharedSheetInput>>) {
  const [sheet] = await ctx.db.select().from(sheets).where(eq(sheets.shareToken, input.token));
  if (!sheet) throw linkGone();
  return sheetView(ctx.db, sheet, { owner: false });
}
