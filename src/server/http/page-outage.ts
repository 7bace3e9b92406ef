// A page that fails because the database is away answers 503 with a page of its own, as the APIs do, not Next's
// 500. Next cannot choose a page's status, so the custom server (scripts/start.ts) watches the status Next writes:
// a 500 while the app has just seen the database fail (src/instrumentation.ts onRequestError notes it) becomes
// this page, which says what happens and reloads itself (a meta refresh: no script, so no nonce needed).
import { type IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, pickLocale } from "../../i18n/locales";
import de from "../../i18n/messages/de/common.json";
import en from "../../i18n/messages/en/common.json";
import { RETRY_AFTER_SECONDS } from "../db/unavailable";
import { outageNotedSince } from "./outage-flag";
import { cookieFrom } from "./request-parts";

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/** The page in the visitor's language (German unless the cookie or the browser asks for English). */
export function outagePage(headers: IncomingMessage["headers"]): { lang: "de" | "en"; html: string } {
  const lang = pickLocale(cookieFrom(headers.cookie, LOCALE_COOKIE) ?? undefined, headers["accept-language"]);
  const t = (lang === "en" ? en : de).outage;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>${escape(t.title)} – Stichfest</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1.5rem;text-align:center;color:#1c1917;background:#fafaf9}main{max-width:40rem;margin:0 auto}h1{font-size:2rem}p{font-size:1.25rem;line-height:1.6}</style>
</head>
<body>
<main role="alert">
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<p>${escape(t.kept)}</p>
<p>${escape(t.retrying.replace("{seconds}", String(RETRY_AFTER_SECONDS)))}</p>
</main>
</body>
</html>
`;
  return { lang, html };
}

/** Whether a request asks for a page (not an API, a file or a client-side navigation's RSC payload). */
export function isPageRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  return url.startsWith("/") && !url.startsWith("/api/") && !url.startsWith("/_next/") && req.headers.rsc === undefined;
}

/**
 * Watches the status Next writes for this page: a 500 after the database was seen failing during this request is
 * answered 503 with the outage page instead (Retry-After, no caching), and what Next writes afterwards is dropped.
 * The headers already set on `res` (the security headers) are kept; Next's own (the compression's too) are not.
 * Installed before the compression wraps `res` (compress.ts captures write and end), so that everything Next writes
 * passes through here.
 */
export function answerOutagesOf(req: IncomingMessage, res: ServerResponse): void {
  const since = Date.now();
  const ours = new Set(res.getHeaderNames());
  const { writeHead, write, end } = ServerResponse.prototype;
  let replaced = false;
  const dropped = (args: unknown[]) => void args.find((a): a is () => void => typeof a === "function")?.();
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replaced) return dropped(args), true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (replaced) return dropped(args), this;
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (replaced || status !== 500 || !outageNotedSince(since)) return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
    replaced = true;
    for (const name of this.getHeaderNames()) if (!ours.has(name)) this.removeHeader(name);
    const { lang, html } = outagePage(req.headers);
    const body = Buffer.from(html);
    writeHead.call(this, 503, {
      "content-type": "text/html; charset=utf-8",
      "content-language": lang,
      "content-length": body.length,
      "cache-control": "no-store",
      "retry-after": String(RETRY_AFTER_SECONDS),
    });
    (end as (...a: unknown[]) => ServerResponse).call(this, req.method === "HEAD" ? undefined : body);
    return this;
  } as ServerResponse["writeHead"];
}
