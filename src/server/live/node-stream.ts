// The live event streams written straight onto the socket by the custom server (scripts/start.ts), before Next
// sees the request. Through a Next route handler each open stream costs about 150 kB (its Request, Response and
// web-stream plumbing), so one process held about 2,000 viewers in 300 MB; here a stream costs a few kB and one
// process holds the 10,000 a large event needs (docs/performance.md). Same streams, same 404s and 503s as the
// routes in src/app/api/live/, which remain for a server without the custom one (e.g. `next dev`).
import type { IncomingMessage, ServerResponse } from "node:http";
import { DB_UNAVAILABLE, isDatabaseUnavailable, reportUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable";
import { catchUpPoint, NOT_FOUND_TEXT, openLiveStream, openSheetStream, SSE_HEADERS } from "./sse";
import type { Live } from "./live";

/** A tournament's stream (/api/live/t/<slug>) or a game sheet's (/api/live/spielblock/<token>); nothing else. */
const LIVE_PATH = /^\/api\/live\/(t|spielblock)\/([^/]+)$/;

export interface LiveSources {
  live(): Promise<Pick<Live, "resolve" | "streams">>;
  sheetId(token: string): Promise<string | null>;
}

/** Whether the custom server answers this request itself (a GET of an event stream). */
export function isLiveStreamRequest(req: Pick<IncomingMessage, "method" | "url">): boolean {
  return req.method === "GET" && LIVE_PATH.test(new URL(req.url ?? "/", "http://x").pathname);
}

export async function serveLiveStream(req: IncomingMessage, res: ServerResponse, sources: LiveSources): Promise<void> {
  const url = new URL(req.url ?? "/", "http://x");
  const [, kind, key] = LIVE_PATH.exec(url.pathname) ?? [];
  const closed = new AbortController();
  res.once("close", () => closed.abort());
  const lastEventId = req.headers["last-event-id"];
  const since = catchUpPoint(typeof lastEventId === "string" ? lastEventId : null, url);
  let stream: ReadableStream<Uint8Array> | null = null;
  const name = decoded(key ?? "");
  try {
    const live = await sources.live();
    if (name === null) stream = null;
    else if (kind === "t") stream = await openLiveStream(live, name, since, closed.signal);
    else stream = await openSheetStream(live, name, sources.sheetId, since, closed.signal);
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e;
    reportUnavailable("live", e); // the browser's EventSource retries on its own
    res.writeHead(503, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "retry-after": String(RETRY_AFTER_SECONDS) });
    return void res.end(JSON.stringify({ error: DB_UNAVAILABLE }));
  }
  if (!stream) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    return void res.end(NOT_FOUND_TEXT);
  }
  res.writeHead(200, SSE_HEADERS);
  const reader = stream.getReader();
  const cancel = () => void reader.cancel().catch(() => {}); // detaches the stream from its tournament
  if (closed.signal.aborted) cancel();
  else closed.signal.addEventListener("abort", cancel, { once: true });
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) return void res.end();
    // A slow reader is not buffered without end: its events queue in the stream, which drops it when full.
    if (!res.write(value)) await drained(res);
  }
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // "%E0" and the like: no such stream
  }
}

const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
