import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { clubInvitations } from "../../db/schema";
import { DomainError } from "../../errors";
import type { SessionUser } from "../_shared/context";

/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 14;

/** Pending invitations a club may have at once: enough for any real club, and a bound on what one owner can
 * put in front of strangers. */
export const MAX_PENDING_INVITATIONS = 50;

export const invitationExpiry = (): SQL => sql`now() + make_interval(days => ${INVITATION_DAYS})`;

export const isPending = (): SQL => gt(clubInvitations.expiresAt, sql`now()`);

/** The invitation `id`, if it is pending and addressed to the signed-in account's email: only that account may
 * see, accept or decline it. */
export const addressedTo = (user: SessionUser, id: string): SQL =>
  and(eq(clubInvitations.id, id), eq(clubInvitations.email, user.email), isPending())!;

/** One answer for unknown, expired, withdrawn and someone else's invitations. */
export const invitationGone = () =>
  new DomainError(
    "NOT_FOUND",
    "Diese Einladung gibt es nicht (mehr): Sie ist abgelaufen, wurde zurückgezogen oder gilt einem anderen Konto.",
    "This invitation does not exist (any more): it has expired, was withdrawn or is meant for another account.",
    "invitationId",
  );
