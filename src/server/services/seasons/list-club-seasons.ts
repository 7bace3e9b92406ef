import { and, asc, eq, isNotNull, or, inArray } from "drizzle-orm";
import { z } from "zod";
import { clubs, seasonClubs, seasons } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const listClubSeasonsInput = z.object({ clubId: idField });

/** The club's seasons for its organizers: those it owns, those it joined, and the invitations it may accept. */
export async function listClubSeasons({ ctx, input }: ServiceCall<z.infer<typeof listClubSeasonsInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const invited = await ctx.db.select().from(seasonClubs).where(eq(seasonClubs.clubId, input.clubId));
  const ids = invited.map((i) => i.seasonId);
  const rows = await ctx.db
    .select({ id: seasons.id, slug: seasons.slug, name: seasons.name, game: seasons.game, clubId: seasons.clubId, club: clubs.name })
    .from(seasons)
    .innerJoin(clubs, eq(clubs.id, seasons.clubId))
    .where(or(eq(seasons.clubId, input.clubId), ids.length ? inArray(seasons.id, ids) : undefined))
    .orderBy(asc(seasons.name));
  const state = (id: string, clubId: string) =>
    clubId === input.clubId ? "owner" : invited.find((i) => i.seasonId === id)?.joinedAt ? "joined" : "invited";
  return rows.map((r) => ({ ...r, state: state(r.id, r.clubId) as "owner" | "joined" | "invited" }));
}

/** The seasons a club's public page lists: its own and those it joined. */
export async function publicSeasonsOfClub(db: Parameters<typeof requireClubRole>[0], clubId: string) {
  const joined = await db.select({ id: seasonClubs.seasonId }).from(seasonClubs).where(and(eq(seasonClubs.clubId, clubId), isNotNull(seasonClubs.joinedAt)));
  return db
    .select({ slug: seasons.slug, name: seasons.name, game: seasons.game })
    .from(seasons)
    .where(or(eq(seasons.clubId, clubId), joined.length ? inArray(seasons.id, joined.map((j) => j.id)) : undefined))
    .orderBy(asc(seasons.name));
}
