// What the hall's screen says of a round's time besides the clock: which open tables play past their end
// (overtime) and whether every table is done. Pure: the projector computes it on the server, from the same inputs
// as the round clock, and the clock shows each overtime line from its moment on (round-clock.tsx), so the line
// appears when the time runs out, not at the next change.

/** A round's own clock: its start (ms) and the minutes at a table of each size. */
export interface OwnClock {
  startedAt: number;
  bySize: readonly { size: number; minutes: number }[];
}

/** A table as the round's time sees it: its number, seats, state and the minutes the organizer granted it. */
export interface TimedTable {
  table: number;
  seats: number;
  status: string;
  extraMinutes?: number;
}

/** Whether every table of the round is done (none open); a round without tables is not. */
export function allTablesDone(tables: readonly { status: string }[]): boolean {
  return tables.length > 0 && tables.every((x) => x.status !== "open");
}

/** When each open table's time ends (ms): the round's own clock (its start plus the minutes at the table's size,
 * the longest where the size has none, plus the minutes granted), else the end of the day's plan for the round;
 * none without either. */
export function tableEnds(tables: readonly TimedTable[], own: OwnClock | null, planEnd: number | null): { table: number; end: number }[] {
  const open = tables.filter((x) => x.status === "open");
  if (own && own.bySize.length) {
    const longest = Math.max(...own.bySize.map((x) => x.minutes));
    return open.map((x) => {
      const minutes = (own.bySize.find((s) => s.size === x.seats)?.minutes ?? longest) + (x.extraMinutes ?? 0);
      return { table: x.table, end: own.startedAt + minutes * 60_000 };
    });
  }
  return planEnd === null ? [] : open.map((x) => ({ table: x.table, end: planEnd }));
}

/** The overtime line from one moment until the next (null: from then on), with the tables past their end. */
export interface OvertimeStep {
  from: number;
  until: number | null;
  tables: number[];
}

/** The overtime line as it reads from each table's end on: the open tables past their end by then, by number. */
export function overtimeSteps(ends: readonly { table: number; end: number }[]): OvertimeStep[] {
  const moments = [...new Set(ends.map((x) => x.end))].sort((a, b) => a - b);
  return moments.map((from, i) => ({
    from,
    until: moments[i + 1] ?? null,
    tables: ends
      .filter((x) => x.end <= from)
      .map((x) => x.table)
      .sort((a, b) => a - b),
  }));
}

/** Whether a step (or any element with a from/until in ms) shows at `now`. */
export function showsAt(step: { from: number; until: number | null }, now: number): boolean {
  return step.from <= now && (step.until === null || now < step.until);
}
