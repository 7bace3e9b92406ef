import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { clubInvitations, clubOrganizers } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { invitationState, invitationTokenInput, requireUsable, withToken } from "./invitation-rules";

export const acceptClubInvitationInput = invitationTokenInput;

/** Whoever holds the invitation's link accepts it: the link is the proof, not the account's email (a stranger
 * who signed up with the invited address has no link). Only now does the account join the club, with the role
 * it was invited to; the link is then used up. */
export async function acceptClubInvitation({ ctx, input }: ServiceCall<z.infer<typeof acceptClubInvitationInput>>) {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ id: clubInvitations.id, clubId: clubInvitations.clubId, role: clubInvitations.role, ...invitationState })
      .from(clubInvitations)
      .where(withToken(input.token))
      .for("update");
    requireUsable(invitation);
    // Already a member (joined meanwhile by another invitation): the role held is kept.
    await tx
      .insert(clubOrganizers)
      .values({ clubId: invitation.clubId, userId: user.id, role: invitation.role })
      .onConflictDoNothing();
    await tx.update(clubInvitations).set({ usedAt: sql`now()` }).where(eq(clubInvitations.id, invitation.id));
    const [held] = await tx
      .select({ role: clubOrganizers.role })
      .from(clubOrganizers)
      .where(and(eq(clubOrganizers.clubId, invitation.clubId), eq(clubOrganizers.userId, user.id)));
    return { clubId: invitation.clubId, role: held!.role };
  });
}
