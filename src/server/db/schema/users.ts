import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const userRoles = ["admin", "organizer"] as const;
export type UserRole = (typeof userRoles)[number];

/** Organizer accounts. The first account becomes the administrator. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: userRoles }).notNull().default("organizer"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Copied into the session token at sign-in; a token counts only while it matches. Signing out, disabling,
     * a password change and removal from a club raise it, which ends every session of the account. */
    sessionVersion: integer("session_version").notNull().default(1),
    /** The UI language the user chose (src/i18n/locales.ts); null: the browser's. */
    locale: text("locale", { enum: ["de", "en"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_role_valid", sql`${t.role} in ('admin', 'organizer')`),
    check("users_locale_valid", sql`${t.locale} in ('de', 'en')`),
  ],
);
