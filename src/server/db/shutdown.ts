// Closes the process-wide database on shutdown (used by scripts/start.ts, which cannot import the
// server-only module that opened it; both see the same globalThis).
const KEY = Symbol.for("stichfest.db");

/** How long shutdown waits for an open still in progress (e.g. waiting for PostgreSQL to come up). */
const PENDING_OPEN_WAIT_MS = 2000;

export async function closeProcessDatabase(): Promise<void> {
  const holder = globalThis as { [KEY]?: Promise<{ close(): Promise<void> }> };
  const pending = holder[KEY];
  holder[KEY] = undefined;
  if (!pending) return;
  // An open that waits for an unreachable PostgreSQL may never finish: stop waiting for it, the process exits.
  const giveUp = new Promise<null>((r) => setTimeout(r, PENDING_OPEN_WAIT_MS, null).unref());
  const handle = await Promise.race([pending.catch(() => null), giveUp]);
  await handle?.close();
}
