import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { members } from "../../db/schema";
import { staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { requireMember } from "./member-access";
import { idField, versionField } from "../_shared/schemas";

export const setMemberActiveInput = z.object({ memberId: idField, active: z.boolean(), version: versionField });

/** Deactivates a member who left (or brings them back). Members are never deleted: their number stays
 * theirs and old tournaments keep pointing at them. */
export async function setMemberActive({ ctx, input }: ServiceCall<z.infer<typeof setMemberActiveInput>>) {
  await requireMember(ctx.db, ctx, input.memberId);
  const [member] = await ctx.db
    .update(members)
    .set({ active: input.active, version: sql`${members.version} + 1`, updatedAt: new Date() })
    .where(and(eq(members.id, input.memberId), eq(members.version, input.version)))
    .returning();
  if (!member) throw staleVersion();
  return member;
}
