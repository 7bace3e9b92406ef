import { eq } from "drizzle-orm";
import { z } from "zod";
import { clubs, seasons } from "../../db/schema";
import { notFound } from "../../errors";
import type { Queryable } from "../../db";
import type { ServiceCall } from "../_shared/context";
import { seasonSlugField } from "./season-fields";
import { computeSeason } from "./season-standings";

export const getPublicSeasonInput = z.object({ slug: seasonSlugField });

export async function seasonBySlug(db: Queryable, slug: string) {
  const [row] = await db.select().from(seasons).where(eq(seasons.slug, slug));
  return row ?? null;
}

/** A season's public page: no sign-in, names and results only (what the tournaments' public pages show). */
export async function getPublicSeason({ ctx, input }: ServiceCall<z.infer<typeof getPublicSeasonInput>>) {
  const season = await seasonBySlug(ctx.db, input.slug);
  if (!season) throw notFound({ de: "Diese Wertung", en: "This ranking list" });
  return publicSeason(ctx.db, season);
}

export async function publicSeason(db: Queryable, season: NonNullable<Awaited<ReturnType<typeof seasonBySlug>>>) {
  const [club] = await db.select({ name: clubs.name, slug: clubs.slug }).from(clubs).where(eq(clubs.id, season.clubId));
  const view = await computeSeason(db, season);
  const { id, slug, name, game, subject, value, rule, window } = season;
  return { season: { id, slug, name, game, subject, value, rule, window, club: club ?? { name: "", slug: "" } }, view };
}
export type PublicSeason = Awaited<ReturnType<typeof publicSeason>>;
