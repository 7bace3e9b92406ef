// Times of day in a tournament's time zone (an IANA name such as Europe/Berlin), whatever the zone of the browser or
// the server: a wall time typed in the hall becomes an instant, and an instant is shown as the hall's clock shows it.
// Intl only, no library: Intl knows every zone and its daylight saving rules.

export const DEFAULT_TIME_ZONE = "Europe/Berlin";

/** The zone's canonical spelling ("europe/berlin" → "Europe/Berlin"), or null when it is no IANA zone Intl knows
 * (an offset like "+01:00" is not a zone: it has no daylight saving time). */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formats.set(zone, f);
  }
  return f;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** What the wall clock in `zone` shows at `instant`: the date (YYYY-MM-DD) and the time (HH:MM). */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  const p = Object.fromEntries(formatIn(zone).formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The wall time "HH:MM" in `zone` at `instant`. */
export const timeIn = (instant: Date, zone: string) => wallClock(instant, zone).time;

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const p = Object.fromEntries(formatIn(zone).formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - (instant - (instant % 1000));
}

/** The instant at which the wall clock in `zone` shows `date` (YYYY-MM-DD) at `time` (HH:MM). A time that the
 * clocks skip when summer time begins counts with the offset before the change. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the wall time read as UTC is at most one change away from the offset at the instant sought.
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return new Date(offsetAt(second, zone) === offsetAt(first, zone) ? second : Math.max(first, second));
}

/** The date one day before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
