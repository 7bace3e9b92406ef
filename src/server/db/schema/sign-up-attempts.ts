import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Sign-up attempts per client address (IPv6 by its /64), counted in the database so that every app server
 * shares the limit (services/sign-up-limit.ts). */
export const signUpAttempts = pgTable(
  "sign_up_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    address: text("address").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_up_attempts_address_at").on(t.address, t.at)],
);
