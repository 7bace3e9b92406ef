// What the custom server (scripts/start.ts) answers itself, before Next: the live event streams and the tRPC calls
// that carry no account session. It must not load the app's modules a second time (its own copies would hold a
// second database pool and live hub): the app registers its handlers here at startup, on globalThis, which the Next
// bundle and the custom server share.
import type { LiveSources } from "../live/node-stream";

export interface AppHooks {
  live: LiveSources;
  /** The tRPC fetch handler, as src/app/api/trpc answers it. */
  trpc(req: Request): Promise<Response>;
  /** Settles when the app's startup (database opened and migrated, demo seeded) has run. */
  started: Promise<void>;
}

const KEY = Symbol.for("stichfest.appHooks");
type Holder = { [KEY]?: AppHooks };

export function provideAppHooks(hooks: AppHooks): void {
  (globalThis as Holder)[KEY] = hooks;
}

/** The app's handlers, or null before its startup ran (then Next's own routes answer). */
export function providedAppHooks(): AppHooks | null {
  return (globalThis as Holder)[KEY] ?? null;
}
