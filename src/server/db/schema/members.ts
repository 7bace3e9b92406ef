import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clubs } from "./clubs";

/** A club's players. The player number is stable: assigned once, never reused within the club. */
export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    playerNumber: integer("player_number").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Private: never shown on public pages. */
    email: text("email"),
    city: text("city"),
    /** The player's number with the federation (DDV), optional: the same person in another club's events. */
    federationNumber: text("federation_number"),
    active: boolean("active").notNull().default(true),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_club_number_unique").on(t.clubId, t.playerNumber),
    check("members_number_positive", sql`${t.playerNumber} > 0`),
  ],
);
