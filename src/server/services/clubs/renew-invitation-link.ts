import { eq } from "drizzle-orm";
import { z } from "zod";
import { clubInvitations, clubs } from "../../db/schema";
import { notFound } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { invitationExpiry, newInvitationToken, openInvitationOf } from "./invitation-rules";

export const renewInvitationLinkInput = z.object({ clubId: idField, invitationId: idField });

/** An owner issues a new link for an invitation not yet used or withdrawn (the first one was lost, or went to
 * the wrong person): the old link stops working at once, the new one is valid for the full time again. The
 * token is in this answer only. */
export async function renewInvitationLink({ ctx, input }: ServiceCall<z.infer<typeof renewInvitationLinkInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  const { token, tokenHash } = newInvitationToken();
  const [row] = await ctx.db
    .update(clubInvitations)
    .set({ tokenHash, expiresAt: invitationExpiry() })
    .where(openInvitationOf(input.clubId, input.invitationId))
    .returning({
      id: clubInvitations.id,
      email: clubInvitations.email,
      role: clubInvitations.role,
      expiresAt: clubInvitations.expiresAt,
    });
  if (!row) throw notFound({ de: "Die Einladung", en: "The invitation" });
  const [club] = await ctx.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, input.clubId));
  return { ...row, clubName: club!.name, token };
}
