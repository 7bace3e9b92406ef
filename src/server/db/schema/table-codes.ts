// Table entry (issue 6): captain and opponent codes per table and round, the sessions they open on a device,
// guessing counters, and the idempotency ledger of deals sent from a tablet. See docs/table-entry.md.
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { matches, rounds } from "./rounds";
import { tournaments } from "./tournaments";
import { users } from "./users";

export const codeSides = ["captain", "opponent"] as const;
export type CodeSide = (typeof codeSides)[number];

/** A short public tag per tournament that starts each of its codes, so that a wrong code can still be counted
 * against the tournament it was meant for (rate limit per tournament). Not a secret. */
export const tableCodeTags = pgTable(
  "table_code_tags",
  {
    tournamentId: uuid("tournament_id")
      .primaryKey()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (t) => [uniqueIndex("table_code_tags_tag_unique").on(t.tag)],
);

/** One code per table, round and side. Kept readable so organizers can print it again; public pages never
 * show it. A code works while its round is published and it is not revoked. */
export const tableCodes = pgTable(
  "table_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    side: text("side", { enum: codeSides }).notNull(),
    /** Normalized code: tag + 8 random characters (40 bits) of Crockford's base 32. */
    code: text("code").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("table_codes_code_unique").on(t.code),
    uniqueIndex("table_codes_one_live_per_side").on(t.matchId, t.side).where(sql`${t.revokedAt} is null`),
    check("table_codes_side_valid", sql`${t.side} in ('captain', 'opponent')`),
  ],
);

/** Failed code entries (sign-in and confirmation), counted per client address and per tournament. */
export const tableCodeAttempts = pgTable(
  "table_code_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    address: text("address").notNull(),
    /** The tournament the code's tag points to; null when the tag is unknown. */
    tournamentId: uuid("tournament_id").references(() => tournaments.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("table_code_attempts_address_at").on(t.address, t.at), index("table_code_attempts_tournament_at").on(t.tournamentId, t.at)],
);

/** `left`: the captain left the table on his device (the table is free for the next device to sign in). */
export const captainSessionStatuses = ["active", "pending", "replaced", "revoked", "left"] as const;
export type CaptainSessionStatus = (typeof captainSessionStatuses)[number];

/** A device signed in with a code. The cookie holds a random token; only its SHA-256 is stored. A captain
 * session that is `active` holds its table (at most one per table, enforced by the index); a second device's
 * session stays `pending` until the organizer approves the takeover, which marks the old one `replaced`. */
export const captainSessions = pgTable(
  "captain_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => tableCodes.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    side: text("side", { enum: codeSides }).notNull(),
    /** From a long-lived HttpOnly device cookie: the same device signing in again keeps its hold. */
    deviceId: text("device_id").notNull(),
    status: text("status", { enum: captainSessionStatuses }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("captain_sessions_token_unique").on(t.tokenHash),
    uniqueIndex("captain_sessions_one_holder").on(t.matchId).where(sql`${t.status} = 'active' and ${t.side} = 'captain'`),
    index("captain_sessions_match").on(t.matchId),
    check("captain_sessions_status_valid", sql`${t.status} in ('active', 'pending', 'replaced', 'revoked', 'left')`),
  ],
);

/** Deals sent with an idempotency key from a tablet: the first answer per key, and the hash of its payload so
 * that a reused key with different content is refused. */
export const captainSubmissions = pgTable("captain_submissions", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  matchId: uuid("match_id")
    .notNull()
    .references(() => matches.id, { onDelete: "cascade" }),
  sessionId: uuid("session_id").references(() => captainSessions.id, { onDelete: "set null" }),
  payloadHash: text("payload_hash").notNull(),
  result: jsonb("result").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
