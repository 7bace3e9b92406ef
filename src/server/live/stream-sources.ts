// Where the custom server (scripts/start.ts) gets the live streams from. It writes them onto the socket itself
// but must not load the app's modules a second time (its own copies, compiled by tsx, cost about 60 MB): the app
// registers its sources here at startup, on globalThis, which the Next bundle and the custom server share.
import type { LiveSources } from "./node-stream";

const KEY = Symbol.for("stichfest.liveSources");
type Holder = { [KEY]?: LiveSources };

export function provideLiveSources(sources: LiveSources): void {
  (globalThis as Holder)[KEY] = sources;
}

/** The app's sources, or null before its startup ran (then Next's own live routes answer). */
export function providedLiveSources(): LiveSources | null {
  return (globalThis as Holder)[KEY] ?? null;
}
