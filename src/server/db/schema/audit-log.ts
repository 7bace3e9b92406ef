import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { seasons } from "./seasons";
import { tournaments } from "./tournaments";
import { users } from "./users";

/** Append-only trail of corrections: who, when, why, before and after; of a tournament or of a season. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tournamentId: uuid("tournament_id").references(() => tournaments.id, { onDelete: "cascade" }),
    seasonId: uuid("season_id").references(() => seasons.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    reason: text("reason").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_tournament_at").on(t.tournamentId, t.at),
    index("audit_log_season_at").on(t.seasonId, t.at),
    check("audit_log_one_subject", sql`num_nonnulls(${t.tournamentId}, ${t.seasonId}) = 1`),
  ],
);
