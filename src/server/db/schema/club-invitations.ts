import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clubRoles, clubs } from "./clubs";
import { users } from "./users";

/** An owner's invitation of an email address into a club's organizers. Membership exists only once someone
 * accepts it with the invitation's link: the link's token is the proof (only its SHA-256 is stored), the email
 * is the label of whom it was meant for. Accepting and withdrawing mark the row (so a later use of the link
 * says why it no longer works), declining deletes it; rows past their expiry are deleted when the club invites
 * next. One invitation per club and email: inviting again renews it with a new token. */
export const clubInvitations = pgTable(
  "club_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: clubRoles }).notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the link's token; a new link replaces it, which voids the old one. */
    tokenHash: text("token_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("club_invitations_club_email_unique").on(t.clubId, t.email),
    index("club_invitations_email_idx").on(t.email),
    uniqueIndex("club_invitations_token_hash_unique").on(t.tokenHash),
    check("club_invitations_email_lower", sql`${t.email} = lower(${t.email})`),
    check("club_invitations_role_valid", sql`${t.role} in ('owner', 'organizer')`),
  ],
);
