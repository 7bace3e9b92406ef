import { sql } from "drizzle-orm";
import { z } from "zod";
import { clubInvitations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { openInvitationOf } from "./invitation-rules";

export const withdrawClubInvitationInput = z.object({ clubId: idField, invitationId: idField });

/** An owner withdraws an invitation of the club; its link can no longer be accepted and says so. */
export async function withdrawClubInvitation({ ctx, input }: ServiceCall<z.infer<typeof withdrawClubInvitationInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  const gone = await ctx.db
    .update(clubInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(openInvitationOf(input.clubId, input.invitationId))
    .returning({ id: clubInvitations.id });
  if (gone.length === 0) throw notFound({ de: "Die Einladung", en: "The invitation" });
  return { withdrawn: input.invitationId };
}
