/** `date` ("YYYY-MM-DD") minus `days` calendar days (negative: later), without a time zone. */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
