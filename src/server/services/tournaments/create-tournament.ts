import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { randomSlugPart, slugify } from "@/lib/slug";
import { tournaments } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { parseTournamentRules, storedTimeZone, tournamentSettingsInput } from "./tournament-settings";
import { formatOf, asTournament } from "../_shared/tournament-format";

export const createTournamentInput = tournamentSettingsInput({ clubId: idField });

/** An organizer of the club creates a tournament of either game. Every round's pairing is later derived from the
 * seed drawn here (server side, from the operating system's random source) and stored with the tournament. */
export async function createTournament({ ctx, input }: ServiceCall<z.infer<typeof createTournamentInput>>) {
  const data = input;
  await requireClubRole(ctx.db, ctx, data.clubId);
  const rules = parseTournamentRules(data.game, data.rules);
  return ctx.db.transaction(async (tx) => {
    // Readable name + date, then a random part: an unlisted tournament must not be reachable by guessing.
    const base = slugify(`${data.name} ${data.date}`);
    let slug = `${base}-${randomSlugPart()}`;
    while ((await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, slug))).length > 0) {
      slug = `${base}-${randomSlugPart()}`;
    }
    const [row] = await tx
      .insert(tournaments)
      .values({
        clubId: data.clubId,
        slug,
        name: data.name,
        date: data.date,
        venue: data.venue || null,
        game: data.game,
        rules: rules as unknown as Record<string, unknown>,
        format: formatOf(data.game, data),
        roundsPlanned: data.roundsPlanned,
        visibility: data.visibility,
        entryMode: data.entryMode,
        timeZone: storedTimeZone(data.timeZone),
        // Fits the int4 column; rounds derive their own seeds from it (round-seed.ts).
        seed: randomInt(0, 2 ** 31 - 1),
      })
      .returning();
    return asTournament(row!);
  });
}
