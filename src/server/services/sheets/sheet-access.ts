// Who may do what with a game sheet: its owner (the account, or for a sheet started signed out the device holding
// its secret) enters and changes deals; the organizers of its club see it; anyone else gets FORBIDDEN, also for an id
// that does not exist (ids cannot be probed). The share link is a read of its own (read-sheets.ts).
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db";
import { clubOrganizers, sheets } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import type { ServiceContext } from "../_shared/context";

export type SheetRow = typeof sheets.$inferSelect;

/** A sheet is kept by an account or by a device: a caller with neither is asked to sign in or start a sheet. */
export function requireKeeper(ctx: ServiceContext): void {
  if (!ctx.user && !ctx.sheetDevice)
    throw new DomainError("UNAUTHORIZED", "Bitte melden Sie sich an oder beginnen Sie einen Spielblock auf diesem Gerät.", "Please sign in or start a game sheet on this device.");
}

/** The caller owns the sheet: it is his account's, or no account's and this device's. */
export function ownsSheet(ctx: ServiceContext, sheet: Pick<SheetRow, "ownerId" | "deviceHash">): boolean {
  if (sheet.ownerId !== null) return !!ctx.user && sheet.ownerId === ctx.user.id;
  return !!ctx.sheetDevice && sheet.deviceHash === ctx.sheetDevice;
}

/** The sheets the caller owns (his account's and this device's unclaimed ones), or null when he has neither. */
export function ownedSheets(ctx: ServiceContext): SQL | null {
  const mine = [
    ...(ctx.user ? [eq(sheets.ownerId, ctx.user.id)] : []),
    ...(ctx.sheetDevice ? [and(isNull(sheets.ownerId), eq(sheets.deviceHash, ctx.sheetDevice))!] : []),
  ];
  return mine.length ? or(...mine)! : null;
}

export async function requireSheet(db: Queryable, ctx: ServiceContext, sheetId: string, access: "read" | "write"): Promise<SheetRow> {
  requireKeeper(ctx);
  const [sheet] = await db.select().from(sheets).where(eq(sheets.id, sheetId));
  if (!sheet) throw forbidden();
  if (ownsSheet(ctx, sheet)) return sheet;
  if (access === "read" && sheet.clubId && ctx.user) {
    const [organizer] = await db
      .select({ role: clubOrganizers.role })
      .from(clubOrganizers)
      .where(and(eq(clubOrganizers.clubId, sheet.clubId), eq(clubOrganizers.userId, ctx.user.id)));
    if (organizer) return sheet;
  }
  throw forbidden();
}

/** Re-reads the sheet under `for update` (the changes of one sheet run one after the other) and checks again that
 * the caller owns it: an account may have claimed the device's sheet since requireSheet. */
export async function lockSheet(db: Queryable, ctx: ServiceContext, sheetId: string): Promise<SheetRow> {
  const [sheet] = await db.select().from(sheets).where(eq(sheets.id, sheetId)).for("update");
  if (!sheet || !ownsSheet(ctx, sheet)) throw forbidden();
  return sheet;
}
