// What the custom server (scripts/start.ts) does with every request before and instead of Next: the checks of
// this folder, the client's address from the socket, the security headers, and the requests it answers itself
// (live streams, tRPC calls without a session, shared refreshes). Here rather than in the script so that tests run
// it behind a plain node server.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "../auth/client-address";
import { isLiveStreamRequest, serveLiveStream } from "../live/node-stream";
import type { AppHooks } from "./app-hooks";
import { capBody } from "./body-cap";
import { compress } from "./compress";
import { partsRequest, serveParts } from "./live-parts";
import { isSessionlessTrpcRequest, serveTrpc } from "./node-trpc";
import { answerOutagesOf, isPageRequest } from "./page-outage";
import { bodyLimitFor, guardRequest, malformedHost, type Refusal } from "./request-guard";
import { wellFormedCookies } from "./request-parts";
import { checkRequestTarget } from "./request-target";
import { newNonce, securityHeaders } from "./security-headers";
import { serveSharedRefresh, sharedRefresh } from "./shared-refresh";
import type { StaticAssets } from "./static-assets";

export interface ListenerOptions {
  dev: boolean;
  trustProxy: boolean;
  /** NEXTAUTH_URL and PUBLIC_URL: origins that count as this site besides the request's Host. */
  ownOrigins: readonly string[];
  /** Whether a Host header names this app (own-hosts.ts): only those refreshes are shared. */
  ownHost(host: string | undefined): boolean;
  /** Next's request handler. */
  next(req: IncomingMessage, res: ServerResponse): unknown;
  /** The app's own handlers, once its startup registered them (app-hooks.ts). */
  hooks(): AppHooks | null;
  /** The build's scripts and styles, kept compressed at their best (not in development, where they change). */
  staticAssets?: StaticAssets;
}

export function requestListener(o: ListenerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const badHost = malformedHost(req.headers);
    if (badHost) return refuse(res, badHost);
    const badTarget = checkRequestTarget(req, o.ownHost);
    if (badTarget) {
      res.writeHead(badTarget.status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      return void res.end(badTarget.text);
    }
    // A cookie with a malformed name counts as none, for every path (request-parts.ts).
    const cookie = wellFormedCookies(req.headers.cookie);
    if (cookie === undefined) delete req.headers.cookie;
    else req.headers.cookie = cookie;
    // An event stream is a GET that renders nothing: answered before the page headers, which would cost every one
    // of thousands of open streams a policy of its own.
    const hooks = o.hooks();
    if (hooks && isLiveStreamRequest(req)) {
      serveLiveStream(req, res, hooks.live).catch(failed("[live] event stream failed:", res));
      return;
    }
    // So is a page's question for what changed: JSON that needs no page policy (live-parts.ts).
    const parts = hooks ? partsRequest(req, { ownHost: o.ownHost, trustProxy: o.trustProxy }) : null;
    if (hooks && parts) {
      serveParts(req, res, parts, hooks.live, o.trustProxy).catch(failed("[live] parts failed:", res));
      return;
    }
    const forwarded = o.trustProxy ? String(req.headers["x-forwarded-for"] ?? "").split(",").pop()?.trim() : "";
    req.headers[CLIENT_ADDRESS_HEADER] = forwarded || req.socket.remoteAddress || "unknown";
    const https = "encrypted" in req.socket || (o.trustProxy && req.headers["x-forwarded-proto"] === "https");
    for (const [name, value] of Object.entries(securityHeaders({ nonce: newNonce(), dev: o.dev, https }))) res.setHeader(name, value);
    const refusal = guardRequest(req, o.ownOrigins);
    if (refusal) return refuse(res, refusal);
    if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined) capBody(req, res, bodyLimitFor(req.url));
    // Next takes the nonce for its inline scripts from the policy on the request; a client's own header is replaced.
    req.headers["content-security-policy"] = res.getHeader("Content-Security-Policy") as string;
    const refresh = hooks && !o.dev ? sharedRefresh(req, { ownHost: o.ownHost, trustProxy: o.trustProxy }) : null;
    // Compression wraps the answer last, so that it compresses what Next writes before the outage page and the
    // shared refresh see it: the one keeps its own page, the other keeps the compressed bytes for the next viewers.
    if (hooks && isSessionlessTrpcRequest(req)) compress(req, res, () => serveTrpc(req, res, hooks.trpc).catch(failed("[trpc] request failed:", res)));
    else if (hooks && refresh) serveSharedRefresh(res, refresh, hooks.live.live, () => compress(req, res, () => void o.next(req, res))).catch(failed("[refresh] failed:", res));
    else if (!o.staticAssets?.serve(req, res)) {
      if (isPageRequest(req)) answerOutagesOf(req, res);
      compress(req, res, () => void o.next(req, res));
    }
  };
}

/** A refusal of this folder's checks: bilingual JSON, and the connection closed (its body may be unread). */
function refuse(res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, { "content-type": "application/json; charset=utf-8", connection: "close" });
  res.end(JSON.stringify({ error: { de: refusal.de, en: refusal.en } }));
}

/** What a request the server answers itself ends with if its handler throws (the handlers map their own errors). */
function failed(what: string, res: ServerResponse) {
  return (e: unknown) => {
    console.error(what, e);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Interner Fehler / Internal error\n");
  };
}
