import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { GameId } from "@/games";
import type { SeasonRule } from "@/seasons";
import { clubs } from "./clubs";
import { tournaments } from "./tournaments";
import { users } from "./users";

/** Who a row of a season is: each player (a Klammern player gets his pair's result) or each fixed pair. */
export const seasonSubjects = ["players", "pairs"] as const;
export type SeasonSubject = (typeof seasonSubjects)[number];
/** What a round is worth: the points at the table, or (pairs games) the match points. */
export const seasonValues = ["points", "matchPoints"] as const;
export type SeasonValueKind = (typeof seasonValues)[number];

/** The dates that count: a fixed range, or the last n months up to the day the list is read. */
export type StoredSeasonWindow = { kind: "range"; from: string; to: string } | { kind: "rolling"; months: number };

/** A ranking list over a club's events (issue 29): owned by one club, for one game, ranked by one rule. */
export const seasons = pgTable(
  "seasons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** Public address: /s/<slug>. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    game: text("game").$type<GameId>().notNull(),
    subject: text("subject", { enum: seasonSubjects }).notNull().default("players"),
    value: text("value", { enum: seasonValues }).notNull().default("points"),
    rule: jsonb("rule").$type<SeasonRule>().notNull(),
    window: jsonb("window").$type<StoredSeasonWindow>().notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("seasons_slug_unique").on(t.slug),
    check("seasons_subject_valid", sql`${t.subject} in ('players', 'pairs')`),
    check("seasons_value_valid", sql`${t.value} in ('points', 'matchPoints')`),
  ],
);

/** Other clubs in a season: invited by the owner club, in once one of their organizers accepts. Each joined
 * club's organizers choose which of their own tournaments count; nothing else of the season is theirs to write. */
export const seasonClubs = pgTable(
  "season_clubs",
  {
    seasonId: uuid("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ name: "season_clubs_pk", columns: [t.seasonId, t.clubId] })],
);

/** The tournaments that count in a season. */
export const seasonEvents = pgTable(
  "season_events",
  {
    seasonId: uuid("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "season_events_pk", columns: [t.seasonId, t.tournamentId] }), index("season_events_tournament").on(t.tournamentId)],
);

/** An organizer's decision that two rows of a season are one person (a guest who came back, a member who played
 * as a guest): `fromKey` counts as `intoKey`. Undone, not deleted, so the trail keeps both. */
export const seasonMerges = pgTable(
  "season_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seasonId: uuid("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    fromKey: text("from_key").notNull(),
    intoKey: text("into_key").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("season_merges_season").on(t.seasonId),
    uniqueIndex("season_merges_from_once").on(t.seasonId, t.fromKey).where(sql`${t.undoneAt} is null`),
  ],
);
