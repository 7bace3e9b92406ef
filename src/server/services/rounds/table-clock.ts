// The round clock of a table (TSR: 100 minutes at four and 125 at five by default, the tournament's format
// otherwise): started when the round is published, plus the minutes the organizer granted the table. Only a format
// with minutes per round (Doppelkopf) has one; a Klammern table has none.
import { count, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { tableSeats } from "../../db/schema";

export interface TableClock {
  startedAt: Date;
  minutes: number;
  extraMinutes: number;
  deadline: Date;
}

type MinutesBySize = { four: number; five: number };

export async function tableClock(
  db: Queryable,
  format: object,
  round: { publishedAt: Date | null; clockStartedAt: Date | null },
  match: { id: string; extraMinutes: number },
): Promise<TableClock | null> {
  const perSize = (format as { minutesPerRound?: MinutesBySize }).minutesPerRound;
  const startedAt = round.clockStartedAt ?? round.publishedAt;
  if (!perSize || !startedAt) return null;
  const [{ n } = { n: 4 }] = await db.select({ n: count() }).from(tableSeats).where(eq(tableSeats.matchId, match.id));
  const minutes = n === 5 ? perSize.five : perSize.four;
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
