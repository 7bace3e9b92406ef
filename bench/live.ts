// `npm run bench:live`: the live layer against its targets (issue 7).
//   BENCH live.latency_p95 <ms>   committed change -> event received by each of 100 connected clients (p95 <= 1000)
//   BENCH live.viewers <count>    open event streams held by one app process (>= 10000)
//   BENCH live.rss_mb <MB>        that process's resident memory with them open (<= 300)
// (page.standings_js_kb, the public page's scripts, is bench/page-js.ts's now: target <= 130.)
// The app side runs in a child process of its own (so its memory is measured alone): the real database
// (DATABASE_URL, else a fresh database on the local PostgreSQL server, as the system benchmarks use), the real bus
// (NOTIFY on commit -> LISTEN -> hub -> streams) and the event-stream handler `npm start` serves the streams with,
// mounted on a bare HTTP server. This process plays the clients.
import { spawn } from "node:child_process";
import http from "node:http";
import { createBenchDatabase } from "./system/common";
import { watchLive, type Viewer } from "./system/live-viewer";

const SLUG = "bench-live";
const LATENCY_CLIENTS = 100;
const LATENCY_ROUNDS = 30;
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 10_000);


// ---------------------------------------------------------------- app side (child process)
async function serve() {
  const { openDatabase } = await import("../src/server/db/client");
  const { migrateDatabase } = await import("../src/server/db/migrate");
  const { clubs, tournaments } = await import("../src/server/db/schema");
  const { createLive } = await import("../src/server/live/live");
  const { publishChange } = await import("../src/server/services/_shared/publish-change");
  const { isLiveStreamRequest, serveLiveStream } = await import("../src/server/live/node-stream");

  const handle = await openDatabase({ url: process.env.DATABASE_URL! }); // main() names the database
  await migrateDatabase(handle);
  const { eq } = await import("drizzle-orm");
  let [t] = await handle.db.select().from(tournaments).where(eq(tournaments.slug, SLUG));
  if (!t) {
    const [club] = await handle.db.insert(clubs).values({ name: "Bench-Verein", slug: `bench-${Date.now()}` }).returning();
    [t] = await handle.db
      .insert(tournaments)
      .values({
        clubId: club!.id,
        slug: SLUG,
        name: "Bench",
        date: "2026-12-02",
        game: "klammern",
        rules: {},
        format: { matchFormat: { kind: "deals", deals: 16 }, scheduleType: "swiss", matchPoints: { win: 2, draw: 1, loss: 0 }, byeScore: { matchPoints: 2, pointsFor: 0, pointsAgainst: 0 }, tiebreaks: [] },
        roundsPlanned: 5,
        visibility: "public",
        seed: 1,
      })
      .returning();
  }
  const live = await createLive(handle);
  const tid = t!.id;
  let seq = 0;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://bench");
    if (url.pathname === "/__publish") {
      // A write transaction as the services do it: the change is announced on commit.
      const id = `00000000-0000-4000-8000-${String(++seq).padStart(12, "0")}`;
      await handle.db.transaction(async (tx) => publishChange(tx, { tournamentId: tid, kind: "deal", ids: [id] }));
      return void res.end(id);
    }
    if (url.pathname === "/__stats") {
      global.gc?.();
      const m = process.memoryUsage();
      return void res.end(JSON.stringify({ rss: m.rss, heap: m.heapUsed, streams: live.streams.count }));
    }
    if (!isLiveStreamRequest(req)) return void res.writeHead(404).end();
    // The same handler `npm start` answers the streams with (src/server/live/node-stream.ts).
    await serveLiveStream(req, res, { live: async () => live, sheetId: async () => null, seasonId: async () => null });
  });
  server.maxConnections = VIEWERS + 1000;
  server.listen(0, "127.0.0.1", () => {
    const port = (server.address() as { port: number }).port;
    process.stdout.write(`READY ${port} ${handle.driver}\n`);
  });
  process.on("SIGTERM", async () => {
    server.closeAllConnections();
    server.close();
    await live.close();
    await handle.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------- clients (this process)
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const connect = (port: number) => watchLive(port, SLUG, agent);

async function get(port: number, p: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${p}`);
  return res.text();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

async function main() {
  // `node --import tsx` keeps the app in this one child process (tsx's own CLI would add another), so that its
  // memory is what we measure and --expose-gc reaches it.
  const own = process.env.DATABASE_URL ? null : await createBenchDatabase("live");
  await own?.handle.close();
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "bench/live.ts", "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: own ? { ...process.env, DATABASE_URL: own.url } : process.env,
  });
  const ready = await new Promise<{ port: number; driver: string }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+) (\w+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), driver: m[2]! });
    });
    child.on("exit", (code) => reject(new Error(`app process exited (${code})`)));
  });
  const { port, driver } = ready;
  console.log(`[bench:live] app process ${child.pid} on port ${port}, database: ${driver}`);
  try {
    const base = JSON.parse(await get(port, "/__stats")) as { rss: number };

    // Latency: 100 clients, one committed change at a time (spaced beyond the coalescing window).
    const clients: Viewer[] = [];
    for (let i = 0; i < LATENCY_CLIENTS; i++) clients.push(await connect(port));
    await sleep(300);
    const samples: number[] = [];
    for (let r = 0; r < LATENCY_ROUNDS; r++) {
      const t0 = performance.now();
      const id = await get(port, "/__publish");
      const deadline = Date.now() + 5000;
      while (clients.some((c) => !c.heard.has(id)) && Date.now() < deadline) await sleep(2);
      for (const c of clients) samples.push((c.heard.get(id) ?? Infinity) - t0);
      await sleep(300);
    }
    const lost = samples.filter((s) => !Number.isFinite(s)).length;
    const p50 = [...samples].sort((a, b) => a - b)[samples.length >> 1]!;
    console.log(`BENCH live.latency_p95 ${p95(samples).toFixed(1)} ms (target <= 1000; ${samples.length} deliveries, ${lost} lost, p50 ${p50.toFixed(1)} ms)`);

    // Viewers: open streams up to VIEWERS, then one change must still reach every one of them.
    for (let i = clients.length; i < VIEWERS; i += 500) {
      const batch = await Promise.allSettled(Array.from({ length: Math.min(500, VIEWERS - i) }, () => connect(port)));
      for (const b of batch) if (b.status === "fulfilled") clients.push(b.value);
    }
    await sleep(1000);
    const stats = JSON.parse(await get(port, "/__stats")) as { rss: number; heap: number; streams: number };
    const t0 = performance.now();
    const id = await get(port, "/__publish");
    const deadline = Date.now() + 10_000;
    while (clients.some((c) => !c.heard.has(id)) && Date.now() < deadline) await sleep(10);
    const reached = clients.filter((c) => c.heard.has(id)).length;
    const slowest = Math.max(...clients.map((c) => (c.heard.get(id) ?? Infinity) - t0));
    console.log(`BENCH live.viewers ${stats.streams} (target >= 10000; one change reached ${reached} of ${clients.length}, the last after ${slowest.toFixed(0)} ms)`);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `BENCH live.rss_mb ${mb(stats.rss)} MB (target <= 300; ${driver}; before the streams ${mb(base.rss)} MB, so ${((stats.rss - base.rss) / Math.max(1, stats.streams) / 1024).toFixed(1)} kB per stream; heap ${mb(stats.heap)} MB)`,
    );
    for (const c of clients) c.req.destroy();
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await own?.drop();
  }
  process.exit(0);
}

if (process.argv.includes("--serve")) await serve();
else await main();
