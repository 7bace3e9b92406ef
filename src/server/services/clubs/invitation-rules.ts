import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { clubInvitations } from "../../db/schema";
import { DomainError } from "../../errors";
import { textField } from "../_shared/schemas";

/** How long an invitation's link can be accepted (docs/decisions.md: invitation links). */
export const INVITATION_DAYS = 7;

/** Pending invitations a club may have at once: enough for any real club, and a bound on what one owner can
 * put in front of strangers. */
export const MAX_PENDING_INVITATIONS = 50;

export const invitationExpiry = (): SQL => sql`now() + make_interval(days => ${INVITATION_DAYS})`;

/** Not expired, not used, not withdrawn. */
export const isPending = (): SQL =>
  and(gt(clubInvitations.expiresAt, sql`now()`), isNull(clubInvitations.usedAt), isNull(clubInvitations.withdrawnAt))!;

/** The club's invitation `invitationId` while it is neither used nor withdrawn (expired or not): what an owner may
 * still renew or withdraw. */
export const openInvitationOf = (clubId: string, invitationId: string): SQL =>
  and(eq(clubInvitations.id, invitationId), eq(clubInvitations.clubId, clubId), isNull(clubInvitations.usedAt), isNull(clubInvitations.withdrawnAt))!;

/** A new link's token (256 random bits, URL-safe) and the hash stored in its place. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: invitationTokenHash(token) };
}

export const invitationTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationTokenField = textField({ de: "Der Einladungslink", en: "The invitation link" })
  .trim()
  .min(1, bi("Bitte den Einladungslink angeben.", "Please give the invitation link."))
  .max(100, bi("Das ist kein Einladungslink.", "That is not an invitation link."));

export const invitationTokenInput = z.object({ token: invitationTokenField });

/** The invitation whose link carries `token`, if any (whatever its state). */
export const withToken = (token: string): SQL => eq(clubInvitations.tokenHash, invitationTokenHash(token));

/** What a link's state is read with: `expired` by the database's clock. */
export const invitationState = {
  usedAt: clubInvitations.usedAt,
  withdrawnAt: clubInvitations.withdrawnAt,
  expired: sql<boolean>`${clubInvitations.expiresAt} <= now()`.mapWith(Boolean),
};

interface InvitationState {
  usedAt: Date | null;
  withdrawnAt: Date | null;
  expired: boolean;
}

/** Refuses a link that cannot be accepted (any more), saying why. */
export function requireUsable<T extends InvitationState>(invitation: T | undefined): asserts invitation is T {
  if (!invitation) {
    throw new DomainError(
      "NOT_FOUND",
      "Diesen Einladungslink gibt es nicht. Vielleicht wurde er durch einen neueren ersetzt oder abgelehnt: Bitte fragen Sie, wer Sie eingeladen hat, nach dem aktuellen Link.",
      "This invitation link does not exist. It may have been replaced by a newer one or declined: please ask whoever invited you for the current link.",
      "token",
    );
  }
  if (invitation.usedAt) {
    throw new DomainError(
      "BAD_REQUEST",
      "Diese Einladung wurde schon angenommen. Ein Einladungslink gilt nur einmal.",
      "This invitation has already been accepted. An invitation link works only once.",
      "token",
    );
  }
  if (invitation.withdrawnAt) {
    throw new DomainError(
      "BAD_REQUEST",
      "Diese Einladung wurde vom Verein zurückgezogen.",
      "This invitation was withdrawn by the club.",
      "token",
    );
  }
  if (invitation.expired) {
    throw new DomainError(
      "BAD_REQUEST",
      `Diese Einladung ist abgelaufen (ein Link gilt ${INVITATION_DAYS} Tage). Bitte fragen Sie nach einem neuen Link.`,
      `This invitation has expired (a link is valid for ${INVITATION_DAYS} days). Please ask for a new link.`,
      "token",
    );
  }
}
