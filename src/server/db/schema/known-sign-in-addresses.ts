import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Client addresses an account has signed in from with its password. While strangers trip the account's limit,
 * these addresses may still try, so the owner is not locked out (services/sign-in-limits.ts). */
export const knownSignInAddresses = pgTable(
  "known_sign_in_addresses",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
