import { and, count, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { clubInvitations, clubOrganizers, clubRoles, clubs, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireClubRole, requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { invitationExpiry, isPending, MAX_PENDING_INVITATIONS, newInvitationToken } from "./invitation-rules";
import { emailField, idField } from "../_shared/schemas";

export const inviteClubOrganizerInput = z.object({
  clubId: idField,
  email: emailField,
  role: z.enum(clubRoles, { error: bi("Bitte Eigentümer oder Turnierleitung wählen.", "Choose owner or organizer.") }),
});

/** An owner invites an email address as owner or organizer. Nobody is added: whoever opens the invitation's
 * link becomes a member only by accepting there. The answer carries the link's token, once (only its hash is
 * stored): the owner passes the link on. The answer is the same whether or not an account has the address, so
 * the form cannot be used to find out who has one. Inviting the same address again renews the invitation with a
 * new link, which voids the old one. */
export async function inviteClubOrganizer({ ctx, input }: ServiceCall<z.infer<typeof inviteClubOrganizerInput>>) {
  const owner = requireUser(ctx);
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  return ctx.db.transaction(async (tx) => {
    // Serialises invitations per club, so the pending count below holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"club-invitations:" + input.clubId}))`);
    // Membership is visible to owners anyway (the club page lists organizers with their emails).
    const [member] = await tx
      .select({ userId: clubOrganizers.userId })
      .from(clubOrganizers)
      .innerJoin(users, eq(users.id, clubOrganizers.userId))
      .where(and(eq(clubOrganizers.clubId, input.clubId), eq(users.email, input.email)));
    if (member) {
      throw new DomainError(
        "BAD_REQUEST",
        "Diese Person gehört schon zur Turnierleitung des Vereins.",
        "This person already belongs to the club's organizers.",
        "email",
      );
    }
    // Past their expiry, used and withdrawn invitations have nothing more to say.
    await tx
      .delete(clubInvitations)
      .where(and(eq(clubInvitations.clubId, input.clubId), lte(clubInvitations.expiresAt, sql`now()`)));
    const [pending] = await tx
      .select({ n: count() })
      .from(clubInvitations)
      .where(and(eq(clubInvitations.clubId, input.clubId), isPending()));
    if ((pending?.n ?? 0) >= MAX_PENDING_INVITATIONS) {
      throw new DomainError(
        "BAD_REQUEST",
        `Der Verein hat schon ${MAX_PENDING_INVITATIONS} offene Einladungen. Bitte zuerst welche zurückziehen.`,
        `The club already has ${MAX_PENDING_INVITATIONS} open invitations. Please withdraw some first.`,
        "email",
      );
    }
    const { token, tokenHash } = newInvitationToken();
    const fresh = {
      role: input.role,
      invitedBy: owner.id,
      createdAt: sql`now()`,
      expiresAt: invitationExpiry(),
      tokenHash,
      usedAt: null,
      withdrawnAt: null,
    };
    const [row] = await tx
      .insert(clubInvitations)
      .values({ clubId: input.clubId, email: input.email, ...fresh })
      .onConflictDoUpdate({ target: [clubInvitations.clubId, clubInvitations.email], set: fresh })
      .returning({
        id: clubInvitations.id,
        email: clubInvitations.email,
        role: clubInvitations.role,
        expiresAt: clubInvitations.expiresAt,
      });
    const [club] = await tx.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, input.clubId));
    return { ...row!, clubName: club!.name, token };
  });
}
