// The live event streams written straight onto the socket by the custom server (scripts/start.ts), before Next
// sees the request. Through a Next route handler an open stream cost about 150 kB (its Request, Response and
// web-stream plumbing); here it costs about 9 kB (the socket, and one entry in the tournament's set of sinks), so one
// process holds the 10,000 viewers a large event brings (docs/performance.md). Same 404s and 503s as the routes in
// src/app/api/live/, which remain for a server without the custom one (`next dev`, `next start`).
import type { IncomingMessage, ServerResponse } from "node:http";
import { decodedSegment } from "../http/request-parts";
import { DB_UNAVAILABLE, isDatabaseUnavailable, reportUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable";
import { catchUpPoint, liveStreamTarget, NOT_FOUND_TEXT, seasonStreamTarget, SSE_HEADERS, sheetStreamTarget } from "./sse";
import type { Live } from "./live";

/** A tournament's stream (/api/live/t/<slug>), a season's (/api/live/s/<slug>) or a game sheet's
 * (/api/live/spielblock/<token>); nothing else. */
const LIVE_PATH = /^\/api\/live\/(t|s|spielblock)\/([^/]+)$/;

export interface LiveSources {
  live(): Promise<Pick<Live, "resolve" | "streams" | "renders" | "hub" | "parts">>;
  sheetId(token: string): Promise<string | null>;
  /** A season's id for its exact slug, or null. */
  seasonId(slug: string): Promise<string | null>;
}

/** Whether the custom server answers this request itself (a GET of an event stream). */
export function isLiveStreamRequest(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (req.method !== "GET") return false;
  try {
    return LIVE_PATH.test(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    return false; // an absolute request target with a malformed host ("http://[::1/…"): no stream of ours
  }
}

/** Bytes a viewer may leave unread on its socket before it is dropped (it reconnects and catches up). */
const MAX_BUFFERED = 64 * 1024;

export async function serveLiveStream(req: IncomingMessage, res: ServerResponse, sources: LiveSources): Promise<void> {
  const url = new URL(req.url ?? "/", "http://x");
  const [, kind, key] = LIVE_PATH.exec(url.pathname) ?? [];
  const name = decodedSegment(key ?? ""); // "%E0" and the like: no such stream
  let target: string | null = null;
  let live: Pick<Live, "resolve" | "streams">;
  try {
    live = await sources.live();
    if (name !== null)
      target =
        kind === "t" ? await liveStreamTarget(live, name) : kind === "s" ? await seasonStreamTarget(name, sources.seasonId) : await sheetStreamTarget(name, sources.sheetId);
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e;
    reportUnavailable("live", e); // the browser's EventSource retries on its own
    res.writeHead(503, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "retry-after": String(RETRY_AFTER_SECONDS) });
    return void res.end(JSON.stringify({ error: DB_UNAVAILABLE }));
  }
  if (!target) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" });
    return void res.end(NOT_FOUND_TEXT);
  }
  if (!res.socket || res.socket.destroyed) return; // the viewer left while the address was looked up
  res.writeHead(200, SSE_HEADERS);
  const lastEventId = req.headers["last-event-id"];
  const detach = live.streams.attachSink(target, catchUpPoint(typeof lastEventId === "string" ? lastEventId : null, url), {
    send: (bytes) => res.writableLength <= MAX_BUFFERED && (res.write(bytes), true),
    close: () => res.destroy(),
  });
  res.once("close", detach);
}
