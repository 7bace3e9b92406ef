import { randomInt } from "node:crypto";
import { like } from "drizzle-orm";
import { z } from "zod";
import { slugify } from "@/lib/slug";
import { tournaments } from "../db/schema";
import { requireClubRole } from "./access";
import type { ServiceCall } from "./context";
import { idField } from "./schemas";
import { parseTournamentRules, tournamentSettingsInput } from "./tournament-settings";

export const createTournamentInput = tournamentSettingsInput.extend({ clubId: idField });

/** An organizer of the club creates a Klammern pair tournament. Every round's pairing is later derived from the
 * seed drawn here (server side, from the operating system's random source) and stored with the tournament. */
export async function createTournament({ ctx, input }: ServiceCall<z.infer<typeof createTournamentInput>>) {
  const data = input;
  await requireClubRole(ctx.db, ctx, data.clubId);
  const rules = parseTournamentRules(data.rules);
  return ctx.db.transaction(async (tx) => {
    const base = slugify(`${data.name} ${data.date}`);
    const taken = new Set(
      (await tx.select({ slug: tournaments.slug }).from(tournaments).where(like(tournaments.slug, `${base}%`))).map(
        (r) => r.slug,
      ),
    );
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
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
        matchFormat: data.matchFormat,
        roundsPlanned: data.roundsPlanned,
        scheduleType: data.scheduleType,
        matchPoints: data.matchPoints,
        byeScore: data.byeScore,
        tiebreaks: data.tiebreaks,
        visibility: data.visibility,
        // Fits the int4 column; rounds derive their own seeds from it (round-seed.ts).
        seed: randomInt(0, 2 ** 31 - 1),
      })
      .returning();
    return row!;
  });
}
