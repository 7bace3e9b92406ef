import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import { z } from "zod";
import { clubs, seasonClubs, seasonMerges, tournaments, users } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { requireSeasonMember } from "./season-access";
import { ruleInputOf } from "./season-fields";
import { clubToday } from "../public/list-current-public-tournaments";
import { loadMergedSeason, viewOf } from "./season-standings";

export const getSeasonInput = z.object({ seasonId: idField });

/** The organizer's page of a season: its settings, clubs, events and the tournaments of the caller's clubs that
 * could still count, the ranking with every row's reckoning, and the merges (undone ones too). */
export async function getSeason({ ctx, input }: ServiceCall<z.infer<typeof getSeasonInput>>) {
  const { season, myClubs, owner } = await requireSeasonMember(ctx.db, ctx, input.seasonId);
  const merged = await loadMergedSeason(ctx.db, season);
  const view = viewOf(season, merged.input, merged.events, merged.conflicts, clubToday());
  const name = (key: string) => merged.input.people.get(key)?.name ?? key;
  const inSeason = view.events.map((e) => e.id);
  const candidates = await ctx.db
    .select({ id: tournaments.id, name: tournaments.name, date: tournaments.date, status: tournaments.status, club: clubs.name })
    .from(tournaments)
    .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
    .where(
      and(
        inArray(tournaments.clubId, myClubs),
        eq(tournaments.game, season.game),
        ...(inSeason.length ? [notInArray(tournaments.id, inSeason)] : []),
      ),
    )
    .orderBy(desc(tournaments.date));
  const clubRows = await ctx.db
    .select({ id: clubs.id, name: clubs.name, slug: clubs.slug, joinedAt: seasonClubs.joinedAt })
    .from(seasonClubs)
    .innerJoin(clubs, eq(clubs.id, seasonClubs.clubId))
    .where(eq(seasonClubs.seasonId, season.id))
    .orderBy(asc(clubs.name));
  const merges = await ctx.db
    .select({ id: seasonMerges.id, fromKey: seasonMerges.fromKey, intoKey: seasonMerges.intoKey, createdAt: seasonMerges.createdAt, undoneAt: seasonMerges.undoneAt, by: users.name })
    .from(seasonMerges)
    .leftJoin(users, eq(users.id, seasonMerges.createdBy))
    .where(eq(seasonMerges.seasonId, season.id))
    .orderBy(desc(seasonMerges.createdAt));
  const [ownerClub] = await ctx.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, season.clubId));
  return {
    season: { ...season, ruleInput: ruleInputOf(season.rule), club: ownerClub?.name ?? "" },
    owner,
    myClubs,
    clubs: clubRows.map((c) => ({ ...c, joined: c.joinedAt !== null })),
    candidates,
    view,
    merges: merges.map((m) => ({ ...m, fromName: name(m.fromKey), intoName: name(m.intoKey), conflict: merged.conflicts.some((c) => c.id === m.id) })),
    activeMerges: merges.filter((m) => m.undoneAt === null).length,
  };
}
