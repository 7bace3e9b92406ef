import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clubRoles, clubs } from "./clubs";
import { users } from "./users";

/** An owner's invitation of an email address into a club's organizers. Membership exists only once the account
 * with that email accepts; accepting, declining and withdrawing delete the row. One pending invitation per
 * club and email: inviting again renews it. */
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
  },
  (t) => [
    uniqueIndex("club_invitations_club_email_unique").on(t.clubId, t.email),
    index("club_invitations_email_idx").on(t.email),
    check("club_invitations_email_lower", sql`${t.email} = lower(${t.email})`),
    check("club_invitations_role_valid", sql`${t.role} in ('owner', 'organizer')`),
  ],
);
