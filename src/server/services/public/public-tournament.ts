// The public side of a tournament, for the exports: found by its exact slug only (an unlisted tournament is
// never listed, so its slug is its address), and described without anything private (no emails, no codes).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db";
import { clubs, tournaments } from "../../db/schema";
import { notFound } from "../../errors";
import { textField } from "../_shared/schemas";
import { asTournament } from "../_shared/tournament-format";

export const exportInput = z.object({ slug: textField({ de: "Die Turnieradresse", en: "The tournament address" }).max(120) });

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const TOURNAMENT = { de: "Das Turnier", en: "The tournament" };

/** Visibility "public" and "unlisted" are both served by exact slug; anything else (a prefix, another case, a
 * near miss, a tournament id) is NOT_FOUND, never a hint. */
export async function findPublicTournament(db: Queryable, slug: string) {
  if (!SLUG.test(slug)) throw notFound(TOURNAMENT);
  const [row] = await db
    .select({ tournament: tournaments, club: { name: clubs.name, slug: clubs.slug, city: clubs.city } })
    .from(tournaments)
    .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
    .where(eq(tournaments.slug, slug));
  if (!row || (row.tournament.visibility !== "public" && row.tournament.visibility !== "unlisted")) throw notFound(TOURNAMENT);
  return { ...row, tournament: asTournament(row.tournament) };
}

/** The tournament head every export starts with: its game's format fields beside the others (docs/exports.md). */
export function publicHead(row: Awaited<ReturnType<typeof findPublicTournament>>) {
  const t = row.tournament;
  return {
    slug: t.slug,
    name: t.name,
    date: t.date,
    venue: t.venue,
    club: row.club,
    game: t.game,
    status: t.status,
    /** When the organizer finished it (status "finished"), else null: an addition within format 1. */
    finishedAt: t.finishedAt?.toISOString() ?? null,
    visibility: t.visibility,
    rules: t.rules,
    roundsPlanned: t.roundsPlanned,
    ...t.format,
  };
}
