import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { clubs, tournaments } from "../../db/schema";
import { notFound } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { textField } from "../_shared/schemas";

export const listPublicClubTournamentsInput = z.object({
  clubSlug: textField({ de: "Die Vereinsadresse", en: "The club address" })
    .trim()
    .toLowerCase()
    .min(1, bi("Bitte eine Vereinsadresse angeben.", "Please give a club address."))
    .max(120, bi("Diese Vereinsadresse ist zu lang.", "This club address is too long."))
    .regex(/^[a-z0-9-]+$/, bi("Ungültige Vereinsadresse.", "Invalid club address.")),
});

/** The club page: the club's PUBLIC tournaments only (unlisted ones are reachable by their exact address and
 * never listed), split into upcoming or running and past. No sign-in. */
export async function listPublicClubTournaments({ ctx, input }: ServiceCall<z.infer<typeof listPublicClubTournamentsInput>>) {
  const [club] = await ctx.db
    .select({ id: clubs.id, name: clubs.name, slug: clubs.slug, city: clubs.city })
    .from(clubs)
    .where(eq(clubs.slug, input.clubSlug));
  if (!club) throw notFound({ de: "Dieser Verein", en: "This club" });
  const rows = await ctx.db
    .select({
      slug: tournaments.slug,
      name: tournaments.name,
      date: tournaments.date,
      venue: tournaments.venue,
      status: tournaments.status,
      roundsPlanned: tournaments.roundsPlanned,
      game: tournaments.game,
    })
    .from(tournaments)
    .where(and(eq(tournaments.clubId, club.id), eq(tournaments.visibility, "public")))
    .orderBy(desc(tournaments.date), desc(tournaments.createdAt));
  const past = rows.filter((t) => t.status === "finished");
  const upcoming = rows.filter((t) => t.status !== "finished").reverse(); // soonest first
  return { club: { name: club.name, slug: club.slug, city: club.city }, upcoming, past };
}
