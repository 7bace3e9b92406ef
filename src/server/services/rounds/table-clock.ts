// The round clock of a table (TSR 8.5.1: 100 minutes at four and 125 at five by default, the tournament's format
// otherwise): started when the round is published, plus the minutes the organizer granted the table. Only a game
// whose format has minutes per round has one (Game.roundMinutes: Doppelkopf); a Klammern table has none.
import { count, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { tableSeats } from "../../db/schema";
import { gameOf } from "@/games";

export interface TableClock {
  startedAt: Date;
  minutes: number;
  extraMinutes: number;
  deadline: Date;
}

export async function tableClock(
  db: Queryable,
  t: { game: string; format: object },
  round: { publishedAt: Date | null; clockStartedAt: Date | null },
  match: { id: string; extraMinutes: number },
): Promise<TableClock | null> {
  const bySize = gameOf(t.game).roundMinutes(t.format);
  const startedAt = round.clockStartedAt ?? round.publishedAt;
  if (!bySize || !startedAt) return null;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(tableSeats).where(eq(tableSeats.matchId, match.id));
  // A table of a size the format has no minutes for (none is seated so) plays the longest.
  const minutes = bySize.find((x) => x.size === n)?.minutes ?? Math.max(...bySize.map((x) => x.minutes));
  const deadline = new Date(startedAt.getTime() + (minutes + match.extraMinutes) * 60_000);
  return { startedAt, minutes, extraMinutes: match.extraMinutes, deadline };
}

/** Whether the table's time is up at `now`. */
export const timeIsUp = (clock: TableClock | null, now = new Date()) => clock !== null && now.getTime() > clock.deadline.getTime();

/** What a page shows of the clock: the end as an ISO time (it survives the device's offline store), and the
 * tournament's time zone, in which the device shows it. */
export function clockView(clock: TableClock | null, timeZone: string) {
  return clock && { deadline: clock.deadline.toISOString(), minutes: clock.minutes, extraMinutes: clock.extraMinutes, timeZone };
}
