// `npx tsx bench/live-next.ts`: the live streams through the production server, not a bare HTTP server (issue 16).
//   BENCH live.next_viewers <count>  event streams one `npm start` process holds open, each reached by a deal (>= 10000)
//   BENCH live.next_rss_mb <MB>      that process's resident memory with them open (<= 300)
// The app runs as `npm start` does (scripts/start.mjs on the built .next) on a fresh PostgreSQL database
// (on the server DATABASE_URL names, default the local one); this process plays the viewers and one table's tablet.
import http from "node:http";
import { rssMb, startApp } from "../test/system/app-server";
import { klammernDeal, seedKlammernEvent } from "../test/system/klammern-event";
import { submitDeal } from "../test/system/tablet";
import { createBenchDatabase } from "./system/common";
import { watchLive, type Viewer } from "./system/live-viewer";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 10_000);
const STEP = 1000;

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const db = await createBenchDatabase("live_next");
  const event = await seedKlammernEvent(db.handle.db, { tables: 2, name: "Livebench" });
  await db.handle.close();

  const app = await startApp({ databaseUrl: db.url });
  const port = Number(new URL(app.url).port);
  const viewers: Viewer[] = [];
  const failures = new Map<string, number>();
  let version = 1;
  let dealNo = 0;
  const table = event.tables[0]!;
  try {
    // Warm up as a hall does before the viewers come: a deal entered, the public page shown once.
    const first = await submitDeal(app.url, table.token, { matchId: table.matchId, matchVersion: version, number: ++dealNo, record: klammernDeal(table, 1), idempotencyKey: crypto.randomUUID() });
    if (first.kind !== "acked") throw new Error(`the first deal was not stored: ${JSON.stringify(first)}`);
    version = first.receipt.matchVersion;
    await (await fetch(`${app.url}/t/${event.slug}`)).text();
    const before = await rssMb(app.pid);
    console.log(`[bench:live-next] app ${app.pid} on port ${port}; ${before.toFixed(0)} MB warmed up, before any stream`);
    while (viewers.length < VIEWERS) {
      const want = Math.min(STEP, VIEWERS - viewers.length);
      const t0 = performance.now();
      // Opened 250 at a time: a hall's phones arrive over minutes, not in one instant.
      for (let i = 0; i < want; i += 250) {
        const batch = await Promise.allSettled(Array.from({ length: Math.min(250, want - i) }, () => watchLive(port, event.slug, agent)));
        for (const b of batch) {
          if (b.status === "fulfilled") viewers.push(b.value);
          else failures.set(b.reason.message, (failures.get(b.reason.message) ?? 0) + 1);
        }
      }
      const opened = performance.now() - t0;
      // One deal must reach every open stream.
      dealNo++;
      const s0 = performance.now();
      const answer = await submitDeal(app.url, table.token, { matchId: table.matchId, matchVersion: version, number: dealNo, record: klammernDeal(table, dealNo), idempotencyKey: crypto.randomUUID() });
      if (answer.kind !== "acked") throw new Error(`the deal was not stored: ${JSON.stringify(answer)}`);
      version = answer.receipt.matchVersion;
      const id = answer.receipt.dealId;
      const deadline = Date.now() + 20_000;
      while (viewers.some((v) => !v.heard.has(id)) && Date.now() < deadline) await sleep(20);
      const reached = viewers.filter((v) => v.heard.has(id)).length;
      const mb = await rssMb(app.pid);
      console.log(
        `[bench:live-next] ${viewers.length} streams (+${want} in ${(opened / 1000).toFixed(1)} s), ${mb.toFixed(0)} MB, a deal reached ${reached} after ${(performance.now() - s0).toFixed(0)} ms`,
      );
      if (failures.size || reached < viewers.length) break;
    }
    await sleep(2000);
    const mb = await rssMb(app.pid);
    const reached = viewers.filter((v) => v.heard.size > 0).length;
    console.log(`BENCH live.next_viewers ${viewers.length} count (target >= 10000; through npm start; every stream reached: ${reached === viewers.length})`);
    console.log(`BENCH live.next_rss_mb ${mb.toFixed(1)} MB (target <= 300; ${(((mb - before) * 1024) / Math.max(1, viewers.length)).toFixed(1)} kB per stream)`);
    if (failures.size) console.log(`[bench:live-next] refused or failed: ${JSON.stringify(Object.fromEntries(failures))}`);
  } finally {
    for (const v of viewers) v.req.destroy();
    await app.stop();
    await db.drop();
  }
}

await main();
process.exit(0);
