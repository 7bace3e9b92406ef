import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { GameId, TournamentFormat } from "@/games";

export type { ByeScoreSetting, MatchFormat, MatchPoints } from "@/games";
import { clubs } from "./clubs";

export const visibilities = ["public", "unlisted"] as const;
export const tournamentStatuses = ["draft", "running", "finished"] as const;
/** How the captain enters a deal: the summary (declarer, trump, melds, card points) or every card played. */
export const entryModes = ["summary", "full"] as const;

/** The day's plan: each round's planned start (ISO time) and length in minutes. */
export type RoundPlan = { round: number; start: string; minutes: number };

export const tournaments = pgTable(
  "tournaments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** Public address: /t/<slug> and /api/export/t/<slug>/... */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    date: date("date").notNull(),
    venue: text("venue"),
    game: text("game").$type<GameId>().notNull(),
    /** The engine's rules object (klammern.md / doppelkopf.md option names); frozen when round 1 starts. */
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull(),
    /** The game's format (Klammern: match format, points, bye, schedule, tiebreaks; Doppelkopf: games and minutes
     * per table size, seating and ranking), one object checked by the game's formatShape (src/games). */
    format: jsonb("format").$type<TournamentFormat>().notNull(),
    roundsPlanned: integer("rounds_planned").notNull(),
    visibility: text("visibility", { enum: visibilities }).notNull().default("unlisted"),
    /** Summary or card-by-card (full record) entry at the table; frozen with the rules. */
    entryMode: text("entry_mode", { enum: entryModes }).notNull().default("summary"),
    schedule: jsonb("schedule").$type<RoundPlan[]>().notNull().default([]),
    /** The hall's time zone (an IANA name): every time of day is entered and shown in it, whatever the zone of the
     * browser or the server. */
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    status: text("status", { enum: tournamentStatuses }).notNull().default("draft"),
    /** Seed from which every round's seed is derived; stored so that pairings can be reproduced. */
    seed: integer("seed").notNull(),
    rulesFrozenAt: timestamp("rules_frozen_at", { withTimezone: true }),
    /** When the organizer finished the tournament (status "finished"); null while it is not, and again once reopened. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tournaments_slug_unique").on(t.slug),
    check("tournaments_rounds_positive", sql`${t.roundsPlanned} between 1 and 99`),
    check("tournaments_entry_mode_valid", sql`${t.entryMode} in ('summary', 'full')`),
  ],
);
