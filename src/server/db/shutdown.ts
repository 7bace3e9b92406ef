// Closes the process-wide database on shutdown (used by scripts/start.ts, which cannot import the
// server-only module that opened it; both see the same globalThis).
const KEY = Symbol.for("stichfest.db");

export async function closeProcessDatabase(): Promise<void> {
  const holder = globalThis as { [KEY]?: Promise<{ close(): Promise<void> }> };
  const pending = holder[KEY];
  holder[KEY] = undefined;
  if (pending) await (await pending.catch(() => null))?.close();
}
