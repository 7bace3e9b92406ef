import { and, asc, desc, eq, gte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { clubs, tournaments } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { dateField } from "../tournaments/tournament-settings";

export const CURRENT_PUBLIC_LIMIT = 10;

export const listCurrentPublicTournamentsInput = z.object({ today: dateField.optional() });

/** Today's date where the clubs play (tournament dates are calendar dates there). */
export function clubToday(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(now);
}

function dayBefore(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The home page: PUBLIC tournaments of every club that run now, ended today or come up, without sign-in. Running:
 * round 1 has started and the date is yesterday or later (one its organizer never finished would otherwise stay
 * "running" for ever; yesterday covers a night past midnight). Finished: by the organizer, dated yesterday or later
 * (its final standings, marked as such). Upcoming: not started, dated today or later. Unlisted tournaments never,
 * nor one whose day has passed without a round. Running first (latest date first), then the finished ones (latest
 * first), then the upcoming ones, soonest first; at most CURRENT_PUBLIC_LIMIT. */
export async function listCurrentPublicTournaments({ ctx, input }: ServiceCall<z.infer<typeof listCurrentPublicTournamentsInput>>) {
  const today = input.today ?? clubToday();
  const running = eq(tournaments.status, "running");
  const finished = eq(tournaments.status, "finished");
  return ctx.db
    .select({
      slug: tournaments.slug,
      name: tournaments.name,
      date: tournaments.date,
      venue: tournaments.venue,
      game: tournaments.game,
      status: tournaments.status,
      clubName: clubs.name,
    })
    .from(tournaments)
    .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
    .where(
      and(
        eq(tournaments.visibility, "public"),
        or(
          and(or(running, finished), gte(tournaments.date, dayBefore(today))),
          and(eq(tournaments.status, "draft"), gte(tournaments.date, today)),
        ),
      ),
    )
    .orderBy(
      desc(running),
      desc(finished),
      desc(sql`case when ${running} or ${finished} then ${tournaments.date} end`),
      asc(tournaments.date),
      asc(tournaments.name),
    )
    .limit(CURRENT_PUBLIC_LIMIT);
}
