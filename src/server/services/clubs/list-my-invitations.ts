import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clubInvitations, clubs, users } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { isPending } from "./invitation-rules";

const inviter = alias(users, "inviter");

/** Pending invitations addressed to the signed-in account's email, with the club and who invited. */
export async function listMyInvitations({ ctx }: ServiceCall<undefined>) {
  const user = requireUser(ctx);
  return ctx.db
    .select({
      id: clubInvitations.id,
      clubName: clubs.name,
      clubCity: clubs.city,
      role: clubInvitations.role,
      expiresAt: clubInvitations.expiresAt,
      invitedByName: inviter.name,
    })
    .from(clubInvitations)
    .innerJoin(clubs, eq(clubs.id, clubInvitations.clubId))
    .leftJoin(inviter, eq(inviter.id, clubInvitations.invitedBy))
    .where(and(eq(clubInvitations.email, user.email), isPending()))
    .orderBy(asc(clubs.name));
}
