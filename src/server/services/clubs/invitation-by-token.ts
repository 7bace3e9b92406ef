import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { clubInvitations, clubs, users } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { invitationState, invitationTokenInput, requireUsable, withToken } from "./invitation-rules";

export const invitationByTokenInput = invitationTokenInput;

const inviter = alias(users, "inviter");

/** What the invitation link's page shows before accepting: the club, the role and who invited, signed in or not
 * (the link is the invitee's proof). Never the email it was sent to. A link that no longer works says why. */
export async function invitationByToken({ ctx, input }: ServiceCall<z.infer<typeof invitationByTokenInput>>) {
  const [invitation] = await ctx.db
    .select({
      clubName: clubs.name,
      clubCity: clubs.city,
      role: clubInvitations.role,
      expiresAt: clubInvitations.expiresAt,
      invitedByName: inviter.name,
      ...invitationState,
    })
    .from(clubInvitations)
    .innerJoin(clubs, eq(clubs.id, clubInvitations.clubId))
    .leftJoin(inviter, eq(inviter.id, clubInvitations.invitedBy))
    .where(withToken(input.token));
  requireUsable(invitation);
  const { clubName, clubCity, role, expiresAt, invitedByName } = invitation;
  return { clubName, clubCity, role, expiresAt, invitedByName };
}
