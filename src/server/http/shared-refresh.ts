// A public page's live refresh, rendered once per change of its tournament and shared by every viewer who asks
// for the same render meanwhile. On each change every open public page re-renders (LiveRefresh: router.refresh(),
// a GET with `RSC: 1`), and Next renders the page anew for each viewer: 20 ms of CPU at 10 tables, 50 ms at 100,
// 380 ms at 1,000 (docs/performance.md), so a hall full of phones kept the server rendering the same page. The
// custom server (scripts/start.ts) keeps Next's answer until the tournament's next change, which the live hub
// announces before any page hears of it, as it does for the snapshot cache, within the cache's bounds in entries,
// bytes and idle time (live/renders.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
// The file, not the folder: the custom server runs as an ES module, which cannot import a directory.
import { parseCookie } from "next/dist/compiled/@edge-runtime/cookies/index.js";
import { LOCALE_COOKIE, pickLocale, type Locale } from "../../i18n/locales";
import { hasSessionCookie } from "../auth/session-cookie";
import type { Live } from "../live/live";
import type { Rendered } from "../live/renders";
import { decodedSegment } from "./request-parts";
import { responseEncoding, type ResponseEncoding } from "./response-encoding";

/** A public tournament page (/t/<slug>, /t/<slug>/spieler, …): the same for every visitor without an account. */
const PUBLIC_PAGE = /^\/t\/([^/]+)(?:\/[a-z]+)?$/;

/** The tournament's slug where `url` is one of its public pages, else null. */
export function publicPageSlug(url: string): string | null {
  const match = PUBLIC_PAGE.exec(url.split("?")[0]!);
  return match && decodedSegment(match[1]!);
}

/** The router headers Next varies a refresh on (its own Vary), keyed as sent: they say which parts to render. */
const ROUTER_HEADERS = ["next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"];

export interface SharedRefresh {
  slug: string;
  key: string;
  /** The encoding the compression gives this request (compress.ts); a render in another is not kept under this key. */
  encoding: ResponseEncoding;
}

export interface RefreshSite {
  /** Whether a Host header names this app (own-hosts.ts): another host's requests are Next's, unshared. */
  ownHost(host: string | undefined): boolean;
  /** TRUST_PROXY: then the scheme a proxy forwards goes into the page's addresses (live/public-url.ts). */
  trustProxy: boolean;
}

/** The language Next renders a visitor's page in (src/i18n/request.ts): the NEXT_LOCALE cookie as Next's cookies()
 * reads it (its own parser: of several, the last one that decodes; the value untrimmed), else Accept-Language. */
export function refreshLocale(headers: IncomingMessage["headers"]): Locale {
  const cookie = headers.cookie ? parseCookie(headers.cookie).get(LOCALE_COOKIE) : undefined;
  return pickLocale(cookie, headers["accept-language"]);
}

/** The scheme a trusted proxy forwards ("" without one), which public-url.ts writes into the page's addresses; null
 * for any but the two real ones, which are not shared. */
export function forwardedScheme(headers: IncomingMessage["headers"], site: Pick<RefreshSite, "trustProxy">): string | null {
  const scheme = site.trustProxy ? String(headers["x-forwarded-proto"] ?? "").split(",")[0]!.trim() : "";
  return scheme === "" || scheme === "http" || scheme === "https" ? scheme : null;
}

/**
 * The slug and the render's key when the request is a public page's refresh by a visitor without an account, on
 * one of the app's own hosts. The key holds only what changes the answer, each as it changes it: the address, the
 * language as Next resolves it, the encoding the compression chooses, the router headers, the Host, and the
 * forwarded scheme behind a trusted proxy. Any other header, however it varies, makes no new render.
 */
export function sharedRefresh(req: Pick<IncomingMessage, "method" | "url" | "headers">, site: RefreshSite): SharedRefresh | null {
  if (req.method !== "GET" || req.headers.rsc !== "1" || hasSessionCookie(req.headers.cookie)) return null;
  const url = req.url ?? "/";
  const slug = publicPageSlug(url);
  if (!slug || !site.ownHost(req.headers.host)) return null;
  const scheme = forwardedScheme(req.headers, site);
  if (scheme === null) return null;
  const encoding = responseEncoding(req.headers["accept-encoding"]);
  const host = (req.headers.host ?? "").toLowerCase(); // "LocalHost:3000" names the same address: one render
  const router = ROUTER_HEADERS.map((h) => String(req.headers[h] ?? ""));
  const key = [url, refreshLocale(req.headers), encoding, host, scheme, ...router].join("\n");
  return { slug, key, encoding };
}

/**
 * Answers the refresh with the render kept for the tournament's current version, or lets `render` (Next) answer it
 * and keeps that answer for the next viewers (a 200 without cookies, in the encoding the key stands for, or none).
 * Viewers arriving while the first render runs wait for it instead of starting their own. An unknown slug, or a
 * database that is away, is Next's to answer.
 */
export async function serveSharedRefresh(
  res: ServerResponse,
  { slug, key, encoding }: SharedRefresh,
  live: () => Promise<Pick<Live, "resolve" | "renders">>,
  render: () => void,
): Promise<void> {
  let renders: Live["renders"];
  let tournamentId: string;
  try {
    const l = await live();
    const tournament = await l.resolve(slug);
    if (!tournament) return render();
    renders = l.renders;
    tournamentId = tournament.id;
  } catch {
    return render();
  }
  const shared = renders.get(tournamentId, key);
  if (shared) {
    const rendered = await shared;
    if (rendered) return send(res, rendered);
  }
  const captured = capture(res, encoding);
  if (!shared) renders.keep(tournamentId, key, captured);
  render();
  await captured;
}

function send(res: ServerResponse, rendered: Rendered) {
  if (!res.socket || res.socket.destroyed) return; // the viewer left while the render ran
  res.writeHead(rendered.status, { ...rendered.headers, "content-length": rendered.body.length }).end(rendered.body);
}

/** Tees what Next writes to `res` into a buffer; resolves with the answer when it is complete and may be shared:
 * a 200 without cookies, compressed as `encoding` says or not at all (an answer below the compression's threshold),
 * which every request of this key accepts. */
function capture(res: ServerResponse, encoding: ResponseEncoding): Promise<Rendered | null> {
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
      const used = String(headers["content-encoding"] ?? "identity");
      const shareable = res.statusCode === 200 && !("set-cookie" in headers) && (used === encoding || used === "identity");
      resolve(shareable ? { status: 200, headers, body: Buffer.concat(chunks) } : null);
      return done;
    }) as typeof res.end;
    res.once("close", () => resolve(null)); // cut before the end: nothing to share (no-op once resolved)
  });
}
