// A season's window as two calendar days, both included. Plain "YYYY-MM-DD" arithmetic (no Date: the module is pure
// and a day has no time zone here), so ISO strings compare in calendar order.
//
// A rolling window of n months ending at `end` starts the day after `end` minus n months (decision 51): an event
// exactly n months before `end` is outside, the end day inside. So the DDV's "last 24 months" holds 24 months of
// days, not 24 months and a day, and an event leaves the list on its second anniversary. Where `end` minus n months
// has no such day (29 February, the 31st), it is the last day of that month.

import type { IsoDate, SeasonWindow } from "./types";

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const format = (y: number, m: number, d: number): IsoDate => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

function parse(date: IsoDate): [number, number, number] | null {
  const m = ISO.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) ? [y, mo, d] : null;
}

export function isIsoDate(date: string): boolean {
  return parse(date) !== null;
}

function parseOrThrow(date: IsoDate): [number, number, number] {
  const p = parse(date);
  if (!p) throw new RangeError(`seasons: not a calendar day: ${date}`);
  return p;
}

/** `date` minus `months` calendar months, the day clamped to the month's last. */
export function minusMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = parseOrThrow(date);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysIn(year, month)));
}

export function dayAfter(date: IsoDate): IsoDate {
  const [y, m, d] = parseOrThrow(date);
  if (d < daysIn(y, m)) return format(y, m, d + 1);
  return m < 12 ? format(y, m + 1, 1) : format(y + 1, 1, 1);
}

export type WindowIssue = "badDate" | "endsBeforeStart" | "badMonths";

/** Expected failures of a window as the organizer types it (the service turns them into field errors). */
export function checkWindow(window: SeasonWindow): WindowIssue[] {
  if (window.kind === "rolling") {
    const issues: WindowIssue[] = [];
    if (!isIsoDate(window.end)) issues.push("badDate");
    if (!Number.isInteger(window.months) || window.months < 1) issues.push("badMonths");
    return issues;
  }
  if (!isIsoDate(window.from) || !isIsoDate(window.to)) return ["badDate"];
  return window.to < window.from ? ["endsBeforeStart"] : [];
}

/** The first and last day that count. Throws on a window checkWindow refuses (a programmer error by now). */
export function windowBounds(window: SeasonWindow): { from: IsoDate; to: IsoDate } {
  const issues = checkWindow(window);
  if (issues.length) throw new RangeError(`seasons: bad window (${issues.join(", ")})`);
  if (window.kind === "range") return { from: window.from, to: window.to };
  return { from: dayAfter(minusMonths(window.end, window.months)), to: window.end };
}

/** The DDV list's window: the 24 months ending at `end`. */
export const ddvWindow = (end: IsoDate, months = 24): SeasonWindow => ({ kind: "rolling", months, end });
