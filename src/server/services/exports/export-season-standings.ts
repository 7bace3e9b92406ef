// GET /api/export/s/<slug>/standings.json: a season's standings with every row's reckoning (docs/exports.md,
// format stichfest.season-standings/2). The numbers are those of the public page (publicSeason); events are
// named by their tournament's slug and their number in the season, rows by their public ref. No keys, member ids
// or federation numbers; an unlisted tournament is its number alone (slug and name null, decision 60).
import { z } from "zod";
import { notFound } from "../../errors";
import type { Queryable } from "../../db";
import type { ServiceCall } from "../_shared/context";
import { textField } from "../_shared/schemas";
import { publicSeason, SEASON_SLUG, seasonBySlug } from "../seasons/get-public-season";

export const exportSeasonStandingsInput = z.object({ slug: textField({ de: "Die Adresse der Wertung", en: "The ranking list's address" }).max(120) });

const SEASON = { de: "Die Wertung", en: "The ranking list" };

/** A season by its exact slug; anything else (another case, a prefix, an id) is NOT_FOUND, never a hint. */
async function findSeason(db: Queryable, slug: string) {
  const season = SEASON_SLUG.test(slug) ? await seasonBySlug(db, slug) : null;
  if (!season) throw notFound(SEASON);
  return season;
}

export async function exportSeasonStandings({ ctx, input }: ServiceCall<z.infer<typeof exportSeasonStandingsInput>>) {
  const { season, view } = await publicSeason(ctx.db, await findSeason(ctx.db, input.slug));
  return {
    format: "stichfest.season-standings/2",
    season: {
      slug: season.slug,
      name: season.name,
      club: season.club,
      game: season.game,
      subject: season.subject,
      value: season.value,
      rule: season.rule,
      window: season.window,
    },
    rankedBy: view.rankedBy,
    window: view.window,
    events: view.events.map((e) => ({
      number: e.number,
      slug: e.listed ? e.slug : null,
      name: e.listed ? e.name : null,
      date: e.date,
      club: e.club,
      status: e.status,
      roundsPlanned: e.roundsPlanned,
    })),
    rows: view.rows.map((r) => ({
      ref: r.ref,
      place: r.place,
      name: r.name,
      guest: r.guest,
      value: r.value,
      total: r.total,
      rounds: r.rounds,
      minRounds: r.minRounds,
      divisor: r.divisor,
      average: r.average,
      ...(r.placementPoints !== undefined ? { placementPoints: r.placementPoints } : {}),
      ...(r.index !== undefined ? { index: r.index } : {}),
      events: r.events.map((e) => ({
        event: e.listed ? e.slug : null,
        number: e.number,
        date: e.date,
        kind: e.kind,
        running: e.running,
        counted: e.counted,
        reason: e.reason,
        rounds: e.rounds,
        total: e.total,
        ...(e.placementPoints !== undefined ? { placementPoints: e.placementPoints } : {}),
      })),
    })),
  };
}
