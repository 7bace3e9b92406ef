// A public page's question on a change, "what changed since the version I show?" (LiveRefresh): the page's own
// address with the parts header. The custom server answers it before Next: it renders the viewer's window of the
// page once per version of its topic (the tournament, the season), by asking itself for the page as a visitor
// without an account would, and sends the viewer the parts that changed (live/parts.ts). A visitor with an
// account, on another host, or of another process's version is told to reload, as every page did before.
import { Agent, request, type IncomingMessage, type ServerResponse } from "node:http";
import { LOCALE_COOKIE } from "../../i18n/locales";
import { PARTS_HEADER, type PartsAnswer } from "../../lib/live-parts";
import { hasSessionCookie } from "../auth/session-cookie";
import type { LiveSources } from "../live/node-stream";
import { compress } from "./compress";
import { decodedSegment } from "./request-parts";
import { forwardedScheme, publicPageSlug, refreshLocale, type RefreshSite } from "./shared-refresh";

/** A season's public pages: /s/<slug>, its projector and printout, a row's page /s/<slug>/spieler/<ref>. */
const SEASON_PAGE = /^\/s\/([^/]+)(?:\/[a-z]+(?:\/[^/]+)?)?$/;

const MAX_ADDRESS = 512;

export interface PartsRequest {
  /** Whose version the page follows: a tournament's or a season's, by its slug. */
  topic: { kind: "tournament" | "season"; slug: string };
  since: string;
  /** The window's key: the address, the language, the Host and the forwarded scheme (what changes the page). */
  window: string;
  /** Whether the answer may come from the shared render (not for a visitor with an account or another host). */
  shared: boolean;
}

/** The parts request for a public page, or null where this is no such request. */
export function partsRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">, site: RefreshSite): PartsRequest | null {
  const since = req.headers[PARTS_HEADER];
  if (req.method !== "GET" || typeof since !== "string") return null;
  const url = req.url ?? "/";
  const tournament = publicPageSlug(url);
  const season = SEASON_PAGE.exec(url.split("?")[0]!)?.[1];
  const topic = tournament ? { kind: "tournament" as const, slug: tournament } : season ? { kind: "season" as const, slug: decodedSegment(season) ?? "" } : null;
  if (!topic?.slug) return null;
  const scheme = forwardedScheme(req.headers, site);
  // An address longer than any page's own makes no window of its own (each would cost a render and memory).
  const shared = scheme !== null && url.length <= MAX_ADDRESS && site.ownHost(req.headers.host) && !hasSessionCookie(req.headers.cookie);
  const host = (req.headers.host ?? "").toLowerCase();
  return { topic, since, shared, window: [url, refreshLocale(req.headers), host, scheme].join("\n") };
}

/** Answers a parts request (JSON, compressed where it pays). */
export async function serveParts(req: IncomingMessage, res: ServerResponse, ask: PartsRequest, sources: LiveSources, trustProxy: boolean): Promise<void> {
  const answer = await partsAnswer(req, ask, sources, trustProxy);
  compress(req, res, () => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" });
    res.end(JSON.stringify(answer));
  });
}

async function partsAnswer(req: IncomingMessage, ask: PartsRequest, sources: LiveSources, trustProxy: boolean): Promise<PartsAnswer> {
  const reload = { v: ask.since, reload: true } as const;
  if (!ask.shared) return reload;
  try {
    const live = await sources.live();
    const { kind, slug } = ask.topic;
    const topic = kind === "tournament" ? (await live.resolve(slug))?.id : await sources.seasonId(slug);
    if (!topic) return reload;
    // A version of another process (another app server, one before a restart) was never this one's to remember.
    if (!ask.since.startsWith(`${live.hub.processId}.`)) return { v: live.hub.eventId(topic), reload: true };
    return await live.parts.changes(ask.window, ask.since, () => live.hub.eventId(topic), () => renderPage(req, trustProxy));
  } catch {
    return reload; // the database away: the page's reload meets the outage page
  }
}

// A few connections to itself, kept open: a render per version and window, never one per viewer.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** The page at the request's address, as this server renders it for a visitor without an account in the request's
 * language, or null where that is not a page (a redirect, an error). */
function renderPage(from: IncomingMessage, trustProxy: boolean): Promise<string | null> {
  const headers: Record<string, string> = {
    host: from.headers.host ?? "localhost",
    accept: "text/html",
    "accept-encoding": "identity",
    cookie: `${LOCALE_COOKIE}=${refreshLocale(from.headers)}`,
  };
  const scheme = forwardedScheme(from.headers, { trustProxy });
  if (scheme) headers["x-forwarded-proto"] = scheme;
  return new Promise((resolve) => {
    const asked = request({ host: from.socket.localAddress, port: from.socket.localPort, path: from.url, headers, agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(null);
      }
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      res.on("error", () => resolve(null));
    });
    asked.setTimeout(30_000, () => asked.destroy());
    asked.on("error", () => resolve(null));
    asked.end();
  });
}
