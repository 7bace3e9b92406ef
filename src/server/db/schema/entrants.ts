import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./members";
import { tournaments } from "./tournaments";

export const entrantStatuses = ["registered", "checked-in", "withdrawn"] as const;

/** An entrant of a tournament: a Klammern pair (partners opposite for the whole event) or a Doppelkopf player.
 * Its players are rows of entrant_players. */
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
    status: text("status", { enum: entrantStatuses }).notNull().default("registered"),
    /** Late entry: the first round this pair may be paired in. */
    enteredRound: integer("entered_round").notNull().default(1),
    /** Withdrawal: the last round the pair was paired in; kept in the standings, never paired again. */
    withdrawnAfterRound: integer("withdrawn_after_round"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("entrants_tournament_number_unique").on(t.tournamentId, t.number)],
);

/** The players of an entrant, by position (1 and 2 for a pair, 1 for a single player): a club member, or a guest
 * known by name only. A member plays for one entrant of a tournament at most (the database refuses a second). */
export const entrantPlayers = pgTable(
  "entrant_players",
  {
    entrantId: uuid("entrant_id")
      .notNull()
      .references(() => entrants.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "restrict" }),
    guestName: text("guest_name"),
    /** A guest's federation (DDV) number, optional: the same person across events and clubs in a season. */
    guestFederationNumber: text("guest_federation_number"),
  },
  (t) => [
    primaryKey({ name: "entrant_players_pk", columns: [t.entrantId, t.position] }),
    uniqueIndex("entrant_players_member_once").on(t.tournamentId, t.memberId).where(sql`${t.memberId} is not null`),
    check("entrant_players_member_or_guest", sql`(${t.memberId} is null) <> (${t.guestName} is null)`),
    check("entrant_players_position", sql`${t.position} between 1 and 2`),
  ],
);
