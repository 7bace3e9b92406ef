import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./members";
import { tournaments } from "./tournaments";

export const entrantStatuses = ["registered", "checked-in", "withdrawn"] as const;

/** A Klammern pair (two players, partners opposite for the whole event). Each player is a club member or a
 * guest known by name only. */
export const entrants = pgTable(
  "entrants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    /** Start number within the tournament (Paar 7). */
    number: integer("number").notNull(),
    /** Optional team name, e.g. "Die Stehbeeter". */
    name: text("name"),
    player1MemberId: uuid("player1_member_id").references(() => members.id, { onDelete: "restrict" }),
    player1Guest: text("player1_guest"),
    player2MemberId: uuid("player2_member_id").references(() => members.id, { onDelete: "restrict" }),
    player2Guest: text("player2_guest"),
    status: text("status", { enum: entrantStatuses }).notNull().default("registered"),
    /** Late entry: the first round this pair may be paired in. */
    enteredRound: integer("entered_round").notNull().default(1),
    /** Withdrawal: the last round the pair was paired in; kept in the standings, never paired again. */
    withdrawnAfterRound: integer("withdrawn_after_round"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("entrants_tournament_number_unique").on(t.tournamentId, t.number),
    check("entrants_player1", sql`(${t.player1MemberId} is null) <> (${t.player1Guest} is null)`),
    check("entrants_player2", sql`(${t.player2MemberId} is null) <> (${t.player2Guest} is null)`),
  ],
);
