import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { entrants } from "./entrants";
import { tournaments } from "./tournaments";
import { users } from "./users";

export const roundStatuses = ["draft", "published", "closed"] as const;
export const tableStatuses = ["open", "complete", "adjusted"] as const;

/** A round: drafted (pairing under review), published (seated, playing), closed (results final). */
export const rounds = pgTable(
  "rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    status: text("status", { enum: roundStatuses }).notNull().default("draft"),
    seed: integer("seed").notNull(),
    /** The pairing's explanations and warnings, German and English (src/pairing Note[]). */
    explanations: jsonb("explanations").$type<unknown[]>().notNull().default([]),
    warnings: jsonb("warnings").$type<unknown[]>().notNull().default([]),
    /** The entrant with the bye (Freilos) this round. */
    byeEntrantId: uuid("bye_entrant_id").references(() => entrants.id),
    /** Set when a correction of an earlier round changed the standings this round was paired from. */
    flaggedAt: timestamp("flagged_at", { withTimezone: true }),
    flagReason: text("flag_reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When the organizer started the round's clock, if not at publication (Doppelkopf round clock). */
    clockStartedAt: timestamp("clock_started_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("rounds_tournament_number_unique").on(t.tournamentId, t.number)],
);

/** One table of a round; who sits where is in table_seats. */
export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    tableNumber: integer("table_number").notNull(),
    /** Seat index 0..3 (0 North, 1 East, 2 South, 3 West) of the first dealer. */
    firstDealer: integer("first_dealer").notNull(),
    status: text("status", { enum: tableStatuses }).notNull().default("open"),
    /** Only for status "adjusted": why the organizer set the result (the outcomes are on round_entrants). */
    adjusted: jsonb("adjusted").$type<{ reason: string } | null>(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Minutes the organizer granted this table beyond the round's time (Doppelkopf round clock). */
    extraMinutes: integer("extra_minutes").notNull().default(0),
    /** Doppelkopf, time up (TSR 8.5.1): the games played when the outstanding normal games were struck; after them
     * only the missing Pflichtsoli are played, as Vorführungen. Null while the table plays on. */
    struckAfter: integer("struck_after"),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("matches_round_table_unique").on(t.roundId, t.tableNumber)],
);

/** Who sits at a table, by position clockwise (0..3 at a table of four, 0..4 at five). A Klammern pair holds two
 * opposite positions (North/South 0 and 2, East/West 1 and 3); a Doppelkopf player one. */
export const tableSeats = pgTable(
  "table_seats",
  {
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    entrantId: uuid("entrant_id")
      .notNull()
      .references(() => entrants.id),
  },
  (t) => [
    primaryKey({ name: "table_seats_pk", columns: [t.matchId, t.position] }),
    check("table_seats_position", sql`${t.position} between 0 and 4`),
  ],
);

/** Who plays in a round and with what result: one row per entrant, so the database itself refuses seating an
 * entrant twice. */
export const roundEntrants = pgTable(
  "round_entrants",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    entrantId: uuid("entrant_id")
      .notNull()
      .references(() => entrants.id, { onDelete: "cascade" }),
    /** Null for the bye. */
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "cascade" }),
    isBye: boolean("is_bye").notNull().default(false),
    /** The entrant's result at its table: game points summed over the deals (or set with an adjusted result),
     * never typed. */
    points: integer("points").notNull().default(0),
    /** Only for an adjusted table: the organizer's outcome for this entrant (win, draw, loss). */
    outcome: text("outcome"),
  },
  // Every deal entered reads and writes its table's rows by match: without the index each scans the whole table.
  (t) => [uniqueIndex("round_entrants_unique").on(t.roundId, t.entrantId), index("round_entrants_match").on(t.matchId)],
);

/** One deal of a match: the hand record as entered, and the engine's score computed on the server. */
export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** The hand record (records.md), without rules: the tournament's rules apply. */
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    /** Engine result: per side for Klammern. */
    score: jsonb("score").$type<number[]>().notNull(),
    detail: jsonb("detail").$type<unknown>().notNull(),
    /** Client-generated key for exactly-once submission from the tablet (table entry). */
    idempotencyKey: text("idempotency_key"),
    enteredBy: uuid("entered_by").references(() => users.id),
    enteredByCaptain: boolean("entered_by_captain").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deals_match_number_unique").on(t.matchId, t.number),
    uniqueIndex("deals_idempotency_unique").on(t.idempotencyKey),
  ],
);
