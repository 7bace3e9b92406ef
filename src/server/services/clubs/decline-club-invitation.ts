import { z } from "zod";
import { clubInvitations } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { addressedTo, invitationGone } from "./invitation-rules";
import { idField } from "../_shared/schemas";

export const declineClubInvitationInput = z.object({ invitationId: idField });

/** The invited account declines; the invitation is gone and the owners no longer see it as pending. */
export async function declineClubInvitation({ ctx, input }: ServiceCall<z.infer<typeof declineClubInvitationInput>>) {
  const user = requireUser(ctx);
  const gone = await ctx.db
    .delete(clubInvitations)
    .where(addressedTo(user, input.invitationId))
    .returning({ id: clubInvitations.id });
  if (gone.length === 0) throw invitationGone();
  return { declined: input.invitationId };
}
