// `npm start` / `npm run dev`: validate settings, build when needed, then serve with our own HTTP server so
// that (1) the client's address comes from the socket, never from a header the client can forge, and
// (2) shutdown closes the database cleanly (Next's own SIGTERM handling exits too early, stack.md pitfall 8), and
// (3) every request passes the cross-site and body checks and gets the security headers (src/server/http/), and
// (4) the live event streams are served here, a few kB each instead of Next's 150 (src/server/live/node-stream.ts),
// and (5) so are the tRPC calls without an account session, the tablets' deals, without Next's routing (src/server/http/node-trpc.ts),
// and (6) a public page's live refresh is rendered by Next once per change and shared (src/server/http/shared-refresh.ts).
import { createServer, type ServerResponse } from "node:http";
import { networkInterfaces } from "node:os";
import { CLIENT_ADDRESS_HEADER } from "../src/server/auth/client-address";
import { type Config, ConfigError, parseConfig } from "../src/server/config";
import { capBody } from "../src/server/http/body-cap";
import { hallAddress, isLoopbackHost } from "../src/server/http/hall-address";
import { bodyLimitFor, guardRequest } from "../src/server/http/request-guard";
import { newNonce, securityHeaders } from "../src/server/http/security-headers";
import { closeProcessDatabase } from "../src/server/db/shutdown";
import { isLiveStreamRequest, serveLiveStream } from "../src/server/live/node-stream";
import { providedAppHooks } from "../src/server/http/app-hooks";
import { isSessionlessTrpcRequest, serveTrpc } from "../src/server/http/node-trpc";
import { serveSharedRefresh, sharedRefresh } from "../src/server/http/shared-refresh";
import { buildIfNeeded } from "./build-if-needed";
import { applyLocalDefaults } from "./local-env";

const dev = process.argv.includes("--dev");
process.env.NEXT_TELEMETRY_DISABLED = "1";
(process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
applyLocalDefaults();

let config;
try {
  config = parseConfig(process.env);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

if (!dev) buildIfNeeded();

const { default: next } = await import("next");
const app = next({ dev, hostname: "localhost", port: config.PORT, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare(); // runs src/instrumentation.ts: database, migrations, demo seed

const ownOrigins = [config.NEXTAUTH_URL, config.PUBLIC_URL].filter((u): u is string => Boolean(u));

const server = createServer((req, res) => {
  // An event stream is a GET that renders nothing: answered before the page headers, which would cost every one
  // of thousands of open streams a policy of its own.
  const hooks = providedAppHooks();
  if (hooks && isLiveStreamRequest(req)) {
    serveLiveStream(req, res, hooks.live).catch(failed("[live] event stream failed:", res));
    return;
  }
  const forwarded = config.TRUST_PROXY ? String(req.headers["x-forwarded-for"] ?? "").split(",").pop()?.trim() : "";
  req.headers[CLIENT_ADDRESS_HEADER] = forwarded || req.socket.remoteAddress || "unknown";
  const https = "encrypted" in req.socket || (config.TRUST_PROXY && req.headers["x-forwarded-proto"] === "https");
  const nonce = newNonce();
  for (const [name, value] of Object.entries(securityHeaders({ nonce, dev, https }))) res.setHeader(name, value);
  const refusal = guardRequest(req, ownOrigins);
  if (refusal) {
    res.writeHead(refusal.status, { "content-type": "application/json; charset=utf-8", connection: "close" });
    res.end(JSON.stringify({ error: { de: refusal.de, en: refusal.en } }));
    return;
  }
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined) capBody(req, res, bodyLimitFor(req.url));
  // Next takes the nonce for its inline scripts from the policy on the request; a client's own header is replaced.
  req.headers["content-security-policy"] = res.getHeader("Content-Security-Policy") as string;
  const refresh = hooks && !dev ? sharedRefresh(req) : null;
  if (hooks && isSessionlessTrpcRequest(req)) serveTrpc(req, res, hooks.trpc).catch(failed("[trpc] request failed:", res));
  else if (hooks && refresh) serveSharedRefresh(res, refresh, hooks.live.live, () => void handle(req, res)).catch(failed("[refresh] failed:", res));
  else void handle(req, res);
});

/** What a request the server answers itself ends with if its handler throws (the handlers map their own errors). */
function failed(what: string, res: ServerResponse) {
  return (e: unknown) => {
    console.error(what, e);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Interner Fehler / Internal error\n");
  };
}
// Node closes an idle keep-alive socket after 5 s; a client (a proxy, a tablet, Playwright) that reuses it at that
// moment gets ECONNRESET. Idle sockets stay open longer than any client or proxy keeps them (60 s is the usual).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(config.PORT, config.HOST, () => {
  console.log(`[stichfest] ready on http://localhost:${config.PORT} (${dev ? "development" : "production"})`);
  logTabletAddress(config);
});

/** The address for the tablets in the hall, as the QR codes carry it when the organizer opens localhost. */
function logTabletAddress(config: Config) {
  // Behind a proxy on this machine HOST is a loopback address, and PUBLIC_URL is the address that counts.
  if (!config.PUBLIC_URL && isLoopbackHost(config.HOST)) {
    console.log(`[stichfest] Tablets: HOST=${config.HOST} accepts this machine only; set HOST=0.0.0.0 for the hall.`);
    return;
  }
  const hall = hallAddress({ host: `localhost:${config.PORT}`, publicUrl: config.PUBLIC_URL, interfaces: networkInterfaces() });
  if (hall.origin) console.log(`[stichfest] Tablets: ${hall.origin}/tisch`);
  else console.log("[stichfest] Tablets: no network address found; connect to the hall's network or set PUBLIC_URL.");
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[stichfest] ${signal}: shutting down`);
  server.close();
  server.closeAllConnections();
  await closeProcessDatabase().catch((e) => console.error(`[stichfest] closing the database: ${(e as Error).message}`));
  await app.close().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
