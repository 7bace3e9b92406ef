// `npm start` / `npm run dev`: validate settings, build when needed, then serve with our own HTTP server so
// that (1) the client's address comes from the socket, never from a header the client can forge, and
// (2) shutdown closes the database cleanly (Next's own SIGTERM handling exits too early, stack.md pitfall 8), and
// (3) every request passes the cross-site and body checks and gets the security headers (src/server/http/), and
// (4) the live event streams are served here, a few kB each instead of Next's 150 (src/server/live/node-stream.ts),
// and (5) so are the tRPC calls without an account session, the tablets' deals, without Next's routing (src/server/http/node-trpc.ts),
// and (6) a public page's live refresh is rendered by Next once per change and shared (src/server/http/shared-refresh.ts).
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { createServer } from "node:http";
import { networkInterfaces } from "node:os";
import { type Config, ConfigError, parseConfig } from "../src/server/config";
import { hallAddress, isLoopbackHost } from "../src/server/http/hall-address";
import { ownHosts } from "../src/server/http/own-hosts";
import { closeProcessDatabase } from "../src/server/db/shutdown";
import { providedAppHooks } from "../src/server/http/app-hooks";
import { requestListener } from "../src/server/http/request-listener";
import { StaticAssets } from "../src/server/http/static-assets";
import { buildIfNeeded } from "./build-if-needed";
import { listenOrExit } from "./listen";
import { applyLocalDefaults } from "./local-env";
import { warmUp } from "./warm-up";

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

// A port another program holds stops the start at once, with one line, before minutes of building.
const probe = createNetServer();
await listenOrExit(probe, config.PORT, config.HOST);
await new Promise((resolve) => probe.close(resolve));

if (!dev) buildIfNeeded();

const { default: next } = await import("next");
const app = next({ dev, hostname: "localhost", port: config.PORT, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare(); // loads src/instrumentation.ts, which starts opening the database

const ownOrigins = [config.NEXTAUTH_URL, config.PUBLIC_URL].filter((u): u is string => Boolean(u));
const server = createServer(
  requestListener({
    dev,
    trustProxy: config.TRUST_PROXY,
    ownOrigins,
    ownHost: ownHosts({ port: config.PORT, listen: config.HOST, origins: ownOrigins, interfaces: networkInterfaces }),
    next: handle,
    hooks: providedAppHooks,
    staticAssets: dev ? undefined : new StaticAssets(".next"),
  }),
);
// Node closes an idle keep-alive socket after 5 s; a client (a proxy, a tablet, Playwright) that reuses it at that
// moment gets ECONNRESET. Idle sockets stay open longer than any client or proxy keeps them (60 s is the usual).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// Another program may have taken the port since the probe: the same line then.
await listenOrExit(server, config.PORT, config.HOST);
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

// "ready" means the first page answers at once: the database opened and migrated, the demo seeded, and the home
// page rendered once (its modules loaded), which took the first visitor 8 s before.
await providedAppHooks()?.started;
await warmUp(server.address() as AddressInfo);
console.log(`[stichfest] ready on http://localhost:${config.PORT} (${dev ? "development" : "production"})`);
logTabletAddress(config);
