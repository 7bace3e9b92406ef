import { eq } from "drizzle-orm";
import { z } from "zod";
import { clubInvitations, clubOrganizers } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { addressedTo, invitationGone } from "./invitation-rules";
import { idField } from "../_shared/schemas";

export const acceptClubInvitationInput = z.object({ invitationId: idField });

/** The invited account accepts: only now does it join the club, with the role it was invited to. Anyone
 * else's invitation answers NOT_FOUND, like an unknown or expired one. */
export async function acceptClubInvitation({ ctx, input }: ServiceCall<z.infer<typeof acceptClubInvitationInput>>) {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(clubInvitations)
      .where(addressedTo(user, input.invitationId))
      .for("update");
    if (!invitation) throw invitationGone();
    // Already a member (joined meanwhile by another invitation): the role held is kept.
    await tx
      .insert(clubOrganizers)
      .values({ clubId: invitation.clubId, userId: user.id, role: invitation.role })
      .onConflictDoNothing();
    await tx.delete(clubInvitations).where(eq(clubInvitations.id, invitation.id));
    return { clubId: invitation.clubId, role: invitation.role };
  });
}
