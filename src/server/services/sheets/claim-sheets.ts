// A signed-in account takes over the sheets this device kept without an account ("Übernehmen" on /spielblock): they
// become the account's, on every device it signs in on, and the device's secret opens them no longer.
import { and, eq, isNull } from "drizzle-orm";
import { sheets } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";

export async function claimDeviceSheets({ ctx }: ServiceCall<unknown>): Promise<{ claimed: number }> {
  const user = requireUser(ctx);
  if (!ctx.sheetDevice) return { claimed: 0 };
  const moved = await ctx.db
    .update(sheets)
    .set({ ownerId: user.id, deviceHash: null })
    .where(and(isNull(sheets.ownerId), eq(sheets.deviceHash, ctx.sheetDevice)))
    .returning({ id: sheets.id });
  return { claimed: moved.length };
}
