import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { notFound } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { loadPublicTournament, tournamentBySlug } from "./public-tournament-data";
import { textField } from "../_shared/schemas";

export const slugField = textField({ de: "Die Turnieradresse", en: "The tournament address" })
  .trim()
  .toLowerCase()
  .min(1, bi("Bitte eine Turnieradresse angeben.", "Please give a tournament address."))
  .max(120, bi("Diese Turnieradresse ist zu lang.", "This tournament address is too long."))
  .regex(/^[a-z0-9-]+$/, bi("Ungültige Turnieradresse.", "Invalid tournament address."));

export const getPublicTournamentInput = z.object({ slug: slugField });

export const tournamentNotFound = () => notFound({ de: "Dieses Turnier", en: "This tournament" });

/** A tournament's public view, for anyone who knows its exact address; no sign-in. Unknown slugs answer
 * NOT_FOUND. The pages read the same snapshot through the live cache (src/server/live) instead. */
export async function getPublicTournament({ ctx, input }: ServiceCall<z.infer<typeof getPublicTournamentInput>>) {
  const t = await tournamentBySlug(ctx.db, input.slug);
  if (!t) throw tournamentNotFound();
  return loadPublicTournament(ctx.db, t.id);
}
