// The day's schedule of a tournament: each round's planned start ("HH:MM" on the tournament date) and length.
// Pure functions, shared by the server (update-schedule) and the pages.

export interface RoundPlan {
  round: number;
  /** Planned start, 24-hour "HH:MM" local time on the tournament day. */
  start: string;
  minutes: number;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = 24 * 60;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** "09:30" -> 570. Throws on a malformed time (callers validate first). */
export function toMinutes(time: string): number {
  const m = TIME.exec(time);
  if (!m) throw new RangeError(`schedule: bad time ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 570 -> "09:30"; past midnight wraps to the next day's clock time. */
export function fromMinutes(total: number): string {
  const t = ((Math.round(total) % DAY) + DAY) % DAY;
  return `${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`;
}

/** A fresh plan: rounds back to back from `firstStart`, each `minutes` long, with `breakMinutes` between them. */
export function planSchedule(rounds: number, firstStart: string, minutes: number, breakMinutes = 0): RoundPlan[] {
  const start = toMinutes(firstStart);
  return Array.from({ length: rounds }, (_, i) => ({
    round: i + 1,
    start: fromMinutes(start + i * (minutes + breakMinutes)),
    minutes,
  }));
}

/**
 * A round runs late (or early, with negative minutes): every round after `round` starts `minutes` later, so the
 * gaps between the later rounds stay as planned. The late round itself keeps its start; its length grows by the
 * delay so that the plan shows when it really ends.
 */
export function shiftLaterRounds(plan: readonly RoundPlan[], round: number, minutes: number): RoundPlan[] {
  return plan.map((p) => {
    if (p.round > round) return { ...p, start: fromMinutes(toMinutes(p.start) + minutes) };
    if (p.round === round) return { ...p, minutes: Math.max(1, p.minutes + minutes) };
    return { ...p };
  });
}

/** Planned end of a round, "HH:MM". */
export function endOf(plan: RoundPlan): string {
  return fromMinutes(toMinutes(plan.start) + plan.minutes);
}
