import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Failed sign-ins, counted per account and per client address to rate-limit guessing across app servers. */
export const authFailures = pgTable(
  "auth_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    account: text("account").notNull(),
    address: text("address").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_failures_account_at").on(t.account, t.at), index("auth_failures_address_at").on(t.address, t.at)],
);
