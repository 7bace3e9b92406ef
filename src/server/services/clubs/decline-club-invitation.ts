import { eq } from "drizzle-orm";
import type { z } from "zod";
import { clubInvitations } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { invitationState, invitationTokenInput, requireUsable, withToken } from "./invitation-rules";

export const declineClubInvitationInput = invitationTokenInput;

/** Whoever holds the link declines; the invitation is gone and the owners no longer see it as pending. */
export async function declineClubInvitation({ ctx, input }: ServiceCall<z.infer<typeof declineClubInvitationInput>>) {
  requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ id: clubInvitations.id, ...invitationState })
      .from(clubInvitations)
      .where(withToken(input.token))
      .for("update");
    requireUsable(invitation);
    await tx.delete(clubInvitations).where(eq(clubInvitations.id, invitation.id));
    return { declined: true };
  });
}
