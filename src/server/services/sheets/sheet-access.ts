// Who may do what with a game sheet: its owner enters and changes deals; the organizers of its club see it; anyone
// else gets FORBIDDEN, also for an id that does not exist (ids cannot be probed). The share link is a read of its
// own (shared-sheet.ts).
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { clubOrganizers, sheets } from "../../db/schema";
import { forbidden } from "../../errors";
import { requireUser } from "../_shared/access";
import type { ServiceContext } from "../_shared/context";

export type SheetRow = typeof sheets.$inferSelect;

export async function requireSheet(db: Queryable, ctx: ServiceContext, sheetId: string, access: "read" | "write"): Promise<SheetRow> {
  const user = requireUser(ctx);
  const [sheet] = await db.select().from(sheets).where(eq(sheets.id, sheetId));
  if (!sheet) throw forbidden();
  if (sheet.ownerId === user.id) return sheet;
  if (access === "read" && sheet.clubId) {
    const [organizer] = await db
      .select({ role: clubOrganizers.role })
      .from(clubOrganizers)
      .where(and(eq(clubOrganizers.clubId, sheet.clubId), eq(clubOrganizers.userId, user.id)));
    if (organizer) return sheet;
  }
  throw forbidden();
}

/** Re-reads the sheet under `for update`: the changes of one sheet run one after the other. */
export async function lockSheet(db: Queryable, sheetId: string): Promise<SheetRow> {
  const [sheet] = await db.select().from(sheets).where(eq(sheets.id, sheetId)).for("update");
  if (!sheet) throw forbidden();
  return sheet;
}
