// `npx tsx bench/system/two-servers.ts`: two app processes on one PostgreSQL database (issue 16).
//   BENCH two_servers.latency_p95_ms  a deal submitted on server A -> its event on server B's live stream (<= 1000)
// Both run as `npm start` does. A few viewers hold /api/live/t/<slug> open on B; one tablet at a time submits on A
// (about 200 deals, 13 tables of 16). Latency is from sending the submit to the event's arrival at each viewer;
// the p95 is over every (deal, viewer) pair. The way across is PostgreSQL's NOTIFY on commit (src/server/live).
import { startApp } from "../../test/system/app-server";
import { klammernDeal, seedKlammernEvent } from "../../test/system/klammern-event";
import { submitDeal } from "../../test/system/tablet";
import { createBenchDatabase, percentile, sleep, sortNumbers } from "./common";
import { watchLive, type Viewer } from "./live-viewer";

const VIEWERS = 5;
const TABLES = 13;
const DEALS = 16;

async function main() {
  const db = await createBenchDatabase("two");
  try {
    const ev = await seedKlammernEvent(db.handle.db, { tables: TABLES, name: "Zwei Server" });
    await db.handle.close();
    const [a, b] = [await startApp({ databaseUrl: db.url }), await startApp({ databaseUrl: db.url })];
    const viewers: Viewer[] = [];
    try {
      for (let i = 0; i < VIEWERS; i++) viewers.push(await watchLive(b.port, ev.slug));
      await sleep(500);
      const latencies: number[] = [];
      const worst: number[] = [];
      let missed = 0;
      let refused = 0;
      for (const [i, table] of ev.tables.entries()) {
        let version = 1;
        for (let d = 1; d <= DEALS; d++) {
          const sent = performance.now();
          const o = await submitDeal(a.url, table.token, { matchId: table.matchId, matchVersion: version, number: d, record: klammernDeal(table, d), idempotencyKey: crypto.randomUUID() });
          if (o.kind !== "acked") {
            refused++;
            console.log(`[bench:two-servers] deal ${d} of table ${i + 1} not stored: ${JSON.stringify(o)}`);
            break;
          }
          version = o.receipt.matchVersion;
          const id = o.receipt.dealId;
          const deadline = performance.now() + 10_000;
          while (viewers.some((v) => !v.heard.has(id)) && performance.now() < deadline) await sleep(2);
          let slowest = 0;
          for (const v of viewers) {
            const at = v.heard.get(id);
            if (at === undefined) missed++;
            else {
              latencies.push(at - sent);
              slowest = Math.max(slowest, at - sent);
            }
          }
          worst.push(slowest);
          // A pause between deals, so each event is a deal's own and not a burst's.
          await sleep(50);
        }
      }
      const l = sortNumbers(latencies);
      console.log(
        `[bench:two-servers] ${worst.length} deals on A (${a.pid}), ${VIEWERS} viewers on B (${b.pid}): p50 ${percentile(l, 50).toFixed(1)} p95 ${percentile(l, 95).toFixed(1)} max ${percentile(l, 100).toFixed(1)} ms; slowest viewer's p95 ${percentile(sortNumbers(worst), 95).toFixed(1)} ms; missed ${missed}, refused ${refused}`,
      );
      const ok = missed === 0 && refused === 0;
      console.log(`BENCH two_servers.latency_p95_ms ${ok ? percentile(l, 95).toFixed(1) : "NaN"} ms (target <= 1000; submit on A -> event on B${ok ? "" : `; ${missed} events missed, ${refused} deals refused`})`);
    } finally {
      for (const v of viewers) v.req.destroy();
      await a.stop();
      await b.stop();
    }
  } finally {
    await db.drop();
  }
}

await main();
process.exit(0);
