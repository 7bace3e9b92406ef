import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { clubs, seasonClubs } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { idField, textField } from "../_shared/schemas";
import { requireSeasonOwner } from "./season-access";

export const inviteSeasonClubInput = z.object({
  seasonId: idField,
  clubSlug: textField({ de: "Die Vereinsadresse", en: "The club address" })
    .trim()
    .toLowerCase()
    .min(1, bi("Bitte die Adresse des Vereins angeben (aus /v/…).", "Please give the club's address (from /v/…)."))
    .max(120, bi("Diese Vereinsadresse ist zu lang.", "This club address is too long.")),
});

/** The owner club invites another club by its public address. Nothing of the invited club's data is touched: its
 * organizers accept (joinSeason) and then choose which of their tournaments count. */
export async function inviteSeasonClub({ ctx, input }: ServiceCall<z.infer<typeof inviteSeasonClubInput>>) {
  const season = await requireSeasonOwner(ctx.db, ctx, input.seasonId);
  const [club] = await ctx.db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.slug, input.clubSlug));
  if (!club) throw new DomainError("BAD_REQUEST", "Einen Verein mit dieser Adresse gibt es nicht.", "There is no club with this address.", "clubSlug");
  if (club.id === season.clubId) throw new DomainError("BAD_REQUEST", "Das ist der eigene Verein der Wertung.", "This is the ranking list's own club.", "clubSlug");
  await ctx.db.insert(seasonClubs).values({ seasonId: season.id, clubId: club.id }).onConflictDoNothing();
  const [row] = await ctx.db.select().from(seasonClubs).where(and(eq(seasonClubs.seasonId, season.id), eq(seasonClubs.clubId, club.id)));
  return { clubId: club.id, name: club.name, joined: row?.joinedAt != null };
}
