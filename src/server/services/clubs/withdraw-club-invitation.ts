import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { clubInvitations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const withdrawClubInvitationInput = z.object({ clubId: idField, invitationId: idField });

/** An owner withdraws an invitation of the club; it can no longer be accepted. */
export async function withdrawClubInvitation({ ctx, input }: ServiceCall<z.infer<typeof withdrawClubInvitationInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  const gone = await ctx.db
    .delete(clubInvitations)
    .where(and(eq(clubInvitations.id, input.invitationId), eq(clubInvitations.clubId, input.clubId)))
    .returning({ id: clubInvitations.id });
  if (gone.length === 0) throw notFound({ de: "Die Einladung", en: "The invitation" });
  return { withdrawn: input.invitationId };
}
