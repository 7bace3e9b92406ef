// Who may do what with a season: the owner club's organizers manage it (settings, clubs, merges, any event); a
// joined club's organizers add and remove their own club's tournaments, nothing else. An unknown season is
// FORBIDDEN like one of another club, so ids cannot be probed.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Queryable } from "../../db";
import { clubOrganizers, seasonClubs, seasons } from "../../db/schema";
import { forbidden } from "../../errors";
import { requireClubRole, requireUser } from "../_shared/access";
import type { ServiceContext } from "../_shared/context";

export type SeasonRow = typeof seasons.$inferSelect;

export async function seasonById(db: Queryable, seasonId: string): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  return row ?? null;
}

/** The season, for an organizer of its owner club. */
export async function requireSeasonOwner(db: Queryable, ctx: ServiceContext, seasonId: string): Promise<SeasonRow> {
  requireUser(ctx);
  const season = await seasonById(db, seasonId);
  if (!season) throw forbidden();
  await requireClubRole(db, ctx, season.clubId);
  return season;
}

/** The clubs whose tournaments may count: the owner and every club that accepted its invitation. */
export async function seasonClubIds(db: Queryable, season: SeasonRow): Promise<string[]> {
  const joined = await db
    .select({ clubId: seasonClubs.clubId })
    .from(seasonClubs)
    .where(and(eq(seasonClubs.seasonId, season.id), isNotNull(seasonClubs.joinedAt)));
  return [season.clubId, ...joined.map((c) => c.clubId)];
}

/** The season and the caller's clubs in it (owner or joined), for an organizer of at least one of them. */
export async function requireSeasonMember(db: Queryable, ctx: ServiceContext, seasonId: string): Promise<{ season: SeasonRow; myClubs: string[]; owner: boolean }> {
  const user = requireUser(ctx);
  const season = await seasonById(db, seasonId);
  if (!season) throw forbidden();
  const clubs = await seasonClubIds(db, season);
  const mine = await db
    .select({ clubId: clubOrganizers.clubId })
    .from(clubOrganizers)
    .where(and(eq(clubOrganizers.userId, user.id), inArray(clubOrganizers.clubId, clubs)));
  if (mine.length === 0) throw forbidden();
  const myClubs = mine.map((m) => m.clubId);
  return { season, myClubs, owner: myClubs.includes(season.clubId) };
}
