// "The database failed during a page's render": noted by src/instrumentation.ts (onRequestError), read by the
// custom server (page-outage.ts) when Next writes a 500. Shared through globalThis, since the custom server loads
// no copy of the app's modules; no imports, so the instrumentation stays free of node-only code.

const KEY = Symbol.for("stichfest.databaseOutageAt");
type Holder = { [KEY]?: number };

export function noteDatabaseOutage(now = Date.now()): void {
  (globalThis as Holder)[KEY] = now;
}

/** Whether a render failed for want of the database at `time` or later. */
export function outageNotedSince(time: number): boolean {
  return ((globalThis as Holder)[KEY] ?? -Infinity) >= time;
}
