// The checks every request passes before Next sees it (scripts/start.ts): a state-changing request from another
// site is refused (CSRF: tRPC mutations, server actions, next-auth's POSTs, route handlers alike), and a body must
// stay within its limit, so no request can make the server read and parse megabytes of junk.
import { tooLargeBody } from "./body-cap";
import { isWellFormedHost } from "./host-header";

export interface Refusal {
  status: 400 | 403 | 413;
  de: string;
  en: string;
}

/** tRPC carries the CSV imports (2 MB of text, JSON-escaped); everything else sends small forms. */
export const BODY_LIMITS = { trpc: 4 * 1024 * 1024, other: 1024 * 1024 } as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Headers = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** `origin`'s host and port, or null when it is no http(s) URL (e.g. the string "null" a sandboxed page sends). */
function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Same origin means: the Origin header (or, where a browser sends none, the Referer) names the host this request
 * was sent to, or one of the configured public addresses (NEXTAUTH_URL, PUBLIC_URL). A request with neither header
 * and no `Sec-Fetch-Site: cross-site` comes from no browser (curl, a test), so no cookie of a victim rides on it.
 */
export function isCrossSite(headers: Headers, ownOrigins: readonly string[]): boolean {
  const own = new Set([one(headers.host)?.toLowerCase(), ...ownOrigins.map(hostOf)].filter(Boolean));
  const origin = one(headers.origin);
  if (origin !== undefined) return !own.has(hostOf(origin));
  const site = one(headers["sec-fetch-site"]);
  if (site && site !== "same-origin" && site !== "none") return true;
  const referer = one(headers.referer);
  return referer !== undefined && !own.has(hostOf(referer));
}

/** Any request, a GET too, whose Host header is malformed: nothing can be built from it (host-header.ts). */
export function malformedHost(headers: Headers): Refusal | null {
  if (isWellFormedHost(one(headers.host))) return null;
  return {
    status: 400,
    de: "Die Anfrage ist ungültig: der Host-Header ist fehlerhaft.",
    en: "The request is not valid: the Host header is malformed.",
  };
}

export function guardRequest(req: { method?: string; url?: string; headers: Headers }, ownOrigins: readonly string[]): Refusal | null {
  const badHost = malformedHost(req.headers);
  if (badHost) return badHost;
  if (SAFE_METHODS.has((req.method ?? "GET").toUpperCase())) return null;
  if (isCrossSite(req.headers, ownOrigins))
    return {
      status: 403,
      de: "Anfragen von fremden Seiten werden nicht angenommen.",
      en: "Requests from other sites are not accepted.",
    };
  // A chunked body has no Content-Length: body-cap.ts counts its bytes as they arrive.
  const length = one(req.headers["content-length"]);
  if (length === undefined) return null;
  const limit = bodyLimitFor(req.url);
  if (!/^\d+$/.test(length) || Number(length) > limit) return { status: 413, ...tooLargeBody(limit) };
  return null;
}

export function bodyLimitFor(url: string | undefined): number {
  return (url ?? "").startsWith("/api/trpc") ? BODY_LIMITS.trpc : BODY_LIMITS.other;
}
