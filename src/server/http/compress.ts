// Every answer the custom server gives, compressed: brotli where the client takes it, else gzip or deflate; Next's
// own compression (gzip only) is off (next.config.js). The build's scripts and styles are compressed once at their
// best instead (static-assets.ts). An event stream stays as it is: its events are a hundred bytes, and a compressor per open
// stream would cost each of ten thousand viewers more memory than it saves them bytes (docs/performance.md).
import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";

/** What the middleware offers, in its own order, and which it takes on a tie of the client's weights. */
export const ENCODINGS = ["br", "gzip", "deflate", "identity"] as const;
export const PREFERRED_ENCODINGS = ["br", "gzip"] as const;

const isEventStream = (res: ServerResponse) => String(res.getHeader("content-type") ?? "").startsWith("text/event-stream");

/** The middleware: `compress(req, res, next)` wraps `res`, then calls `next` to write the answer. */
export const compress = compression({
  // Quality 5: 8 % smaller than gzip for the same CPU (4, the middleware's default, gives no gain over gzip).
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) => !isEventStream(res) && compression.filter(req, res),
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void; // typed for Express, works on plain node
