// A public page's live refresh, rendered once per change of its tournament and shared by every viewer who asks
// for the same render meanwhile. On each change every open public page re-renders (LiveRefresh: router.refresh(),
// a GET with `RSC: 1`), and Next renders the page anew for each viewer: 20 ms of CPU at 10 tables, 50 ms at 100,
// 380 ms at 1,000 (docs/performance.md), so a hall full of phones kept the server rendering the same page. The
// custom server (scripts/start.ts) keeps Next's answer until the tournament's next change, which the live hub
// announces before any page hears of it, as it does for the snapshot cache.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, pickLocale } from "../../i18n/locales";
import { hasSessionCookie } from "../auth/session-cookie";
import type { Live } from "../live/live";
import type { Rendered, Renders } from "../live/renders";
import { cookieFrom, decodedSegment } from "./request-parts";

/** A public tournament page (/t/<slug>, /t/<slug>/spieler, …): the same for every visitor without an account. */
const PUBLIC_PAGE = /^\/t\/([^/]+)(?:\/[a-z]+)?$/;

/** The request headers the answer to a refresh depends on, besides the URL and the language (keyed apart): those
 * Next varies it on, and the address the projector's QR code is made of (live/public-url.ts: Host, and the scheme
 * behind a trusted proxy). A header missing here would let one request's answer reach viewers it does not fit. */
const RENDER_HEADERS = [
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "accept-encoding",
  "host",
  "x-forwarded-proto",
];

export interface SharedRefresh {
  slug: string;
  key: string;
}

/** The slug and the render's key when the request is a public page's refresh by a visitor without an account. */
export function sharedRefresh(req: Pick<IncomingMessage, "method" | "url" | "headers">): SharedRefresh | null {
  if (req.method !== "GET" || req.headers.rsc !== "1" || hasSessionCookie(req.headers.cookie)) return null;
  const url = req.url ?? "/";
  const match = PUBLIC_PAGE.exec(url.split("?")[0]!);
  const slug = match && decodedSegment(match[1]!);
  if (!slug) return null;
  const locale = pickLocale(cookieFrom(req.headers.cookie, LOCALE_COOKIE) ?? undefined, req.headers["accept-language"]);
  const key = [url, locale, ...RENDER_HEADERS.map((h) => String(req.headers[h] ?? ""))].join("\n");
  return { slug, key };
}

/**
 * Answers the refresh with the render kept for the tournament's current version, or lets `render` (Next) answer it
 * and keeps that answer for the next viewers (a 200 without cookies only). Viewers arriving while the first render
 * runs wait for it instead of starting their own. An unknown slug, or a database that is away, is Next's to answer.
 */
export async function serveSharedRefresh(
  res: ServerResponse,
  { slug, key }: SharedRefresh,
  live: () => Promise<Pick<Live, "resolve" | "renders">>,
  render: () => void,
): Promise<void> {
  let renders: Renders;
  try {
    const l = await live();
    const tournament = await l.resolve(slug);
    if (!tournament) return render();
    renders = await l.renders.get(tournament.id);
  } catch {
    return render();
  }
  const shared = renders.get(key);
  if (shared) {
    const rendered = await shared;
    if (rendered) return send(res, rendered);
  }
  const captured = capture(res);
  if (!shared) renders.set(key, captured);
  render();
  if (!(await captured) && renders.get(key) === captured) renders.delete(key);
}

function send(res: ServerResponse, rendered: Rendered) {
  if (!res.socket || res.socket.destroyed) return; // the viewer left while the render ran
  res.writeHead(rendered.status, { ...rendered.headers, "content-length": rendered.body.length }).end(rendered.body);
}

/** Tees what Next writes to `res` into a buffer; resolves with the answer when it is complete and may be shared. */
function capture(res: ServerResponse): Promise<Rendered | null> {
  const own = new Set(res.getHeaderNames()); // set by the custom server for this request (security headers)
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  return new Promise((resolve) => {
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk, rest[0]), write(chunk, ...rest))) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") keep(chunk, rest[0]);
      const done = end(chunk, ...rest);
      const headers: Rendered["headers"] = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (!own.has(name) && name !== "content-length" && value !== undefined) headers[name] = typeof value === "number" ? String(value) : value;
      resolve(res.statusCode === 200 && !("set-cookie" in headers) ? { status: 200, headers, body: Buffer.concat(chunks) } : null);
      return done;
    }) as typeof res.end;
    res.once("close", () => resolve(null)); // cut before the end: nothing to share (no-op once resolved)
  });
}
