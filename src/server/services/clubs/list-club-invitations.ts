import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { clubInvitations, users } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { isPending } from "./invitation-rules";
import { idField } from "../_shared/schemas";

export const listClubInvitationsInput = z.object({ clubId: idField });

/** The club's pending invitations, for its owners. It says nothing about whether the addresses have accounts. */
export async function listClubInvitations({ ctx, input }: ServiceCall<z.infer<typeof listClubInvitationsInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  return ctx.db
    .select({
      id: clubInvitations.id,
      email: clubInvitations.email,
      role: clubInvitations.role,
      expiresAt: clubInvitations.expiresAt,
      invitedByName: users.name,
    })
    .from(clubInvitations)
    .leftJoin(users, eq(users.id, clubInvitations.invitedBy))
    .where(and(eq(clubInvitations.clubId, input.clubId), isPending()))
    .orderBy(asc(clubInvitations.email));
}
