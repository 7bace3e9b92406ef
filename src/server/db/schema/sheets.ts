import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clubs } from "./clubs";
import type { GameId } from "@/games";
import { users } from "./users";

export const sheetStatuses = ["open", "finished"] as const;

/** A player on a game sheet: a name, or a member of one of the owner's clubs (named as the member was then). */
export interface SheetPlayer {
  name: string;
  memberId: string | null;
}

/** A game sheet for one table (issue 13): Klammern with 2, 3 or 4 players to a target, or a Doppelkopf evening of 4
 * or 5 for a number of games or open-ended. Its owner enters the deals; the organizers of its club (if any) see it;
 * the share token opens a read-only view. The owner is an account, or, for a sheet started signed out, the device
 * that holds the secret whose hash is `deviceHash` (until an account claims it). */
export const sheets = pgTable(
  "sheets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** A sheet without an account: SHA-256 (hex) of the device's secret (its cookie); null once an account owns it. */
    deviceHash: text("device_hash"),
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    game: text("game").$type<GameId>().notNull(),
    title: text("title").notNull(),
    /** The players clockwise, index 0 first. */
    players: jsonb("players").$type<SheetPlayer[]>().notNull(),
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull(),
    firstDealer: integer("first_dealer").notNull().default(0),
    /** Klammern: the target; null for Doppelkopf. */
    target: integer("target"),
    /** Doppelkopf: the games of the evening, null when open-ended (and for Klammern). */
    games: integer("games"),
    /** The read-only link's secret (never guessable); null while the owner has revoked it without a new one. */
    shareToken: text("share_token"),
    status: text("status", { enum: sheetStatuses }).notNull().default("open"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sheets_share_token_unique").on(t.shareToken),
    index("sheets_owner_idx").on(t.ownerId),
    index("sheets_device_idx").on(t.deviceHash),
    index("sheets_club_idx").on(t.clubId),
    check("sheets_has_owner", sql`${t.ownerId} is not null or ${t.deviceHash} is not null`),
  ],
);

/** One deal of a sheet, as the engine normalized it, with its score per player. */
export const sheetDeals = pgTable(
  "sheet_deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sheetId: uuid("sheet_id")
      .notNull()
      .references(() => sheets.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    score: jsonb("score").$type<number[]>().notNull(),
    detail: jsonb("detail"),
    /** The device's key for this deal: a repeat is answered, not stored twice (offline sync). */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sheet_deals_number_unique").on(t.sheetId, t.number), uniqueIndex("sheet_deals_key_unique").on(t.idempotencyKey)],
);

