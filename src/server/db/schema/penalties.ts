import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { matches } from "./rounds";
import { users } from "./users";

export const penaltyClassNames = ["minor", "serious", "unsporting"] as const;

/** A penalty at a Doppelkopf table (TSR 9): who, in which game, the class, and the points by position it gives
 * (src/games/doppelkopf/penalties.ts). It counts once the organizer as referee countersigned it (TSR 8.2.2): given in
 * the office it is signed at once; noted on the table's device it waits for the signature. */
export const penalties = pgTable(
  "penalties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** The game (1-based) in which the offence happened. */
    game: integer("game").notNull(),
    offender: integer("offender").notNull(),
    class: text("class", { enum: penaltyClassNames }).notNull(),
    absagen: integer("absagen"),
    deduction: integer("deduction"),
    harmsSoloist: boolean("harms_soloist"),
    points: jsonb("points").$type<number[]>().notNull(),
    reason: text("reason").notNull(),
    /** The organizer who gave it; null when the table's device noted it. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedBy: uuid("signed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("penalties_match_idx").on(t.matchId)],
);
