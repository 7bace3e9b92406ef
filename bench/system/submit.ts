// `npx tsx bench/system/submit.ts`: deal submission through the production server (issue 16).
//   BENCH submit.p95_ms          p95 latency of table.submitDeal, 200 tablets offering 300 deals/s together, 60 s (<= 50)
//   BENCH submit.throughput      deals acknowledged (200 OK) per second over those 60 s (>= 300); refusals/errors must be 0
//   BENCH submit.max_throughput  informational: closed loop, 200 connections, no rate limit, 20 s (autocannon)
// The paced run is open-loop with our own scheduler: deal k is offered at start + k/300 s by a free tablet, so
// arrivals are spread evenly. (autocannon's overallRate lets each connection send its share at the start of each
// second, i.e. 200 requests in one instant every second: a burst pattern no hall produces.) Latency is from the
// request's send to its answer; a deal that found no free tablet waited, and that wait is counted as well.
// Each tablet plays one table's 16 deals in order, then takes the next unused table. Seeding is not timed.
import autocannon from "autocannon";
import { startApp } from "../../test/system/app-server";
import { klammernDeal, seedKlammernEvent, type EventTable } from "../../test/system/klammern-event";
import { readAnswer, submitRequest } from "../../test/system/tablet";
import { createBenchDatabase, keepAliveAgent, percentile, postDeal, sleep, sortNumbers, Tally } from "./common";

const TABLETS = 200;
const RATE = Number(process.env.BENCH_SUBMIT_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SUBMIT_SECONDS ?? 60);
const MAX_SECONDS = 20;
const DEALS = 16;
/** Acks arriving this long after the window still count (they were offered in it and in flight). */
const GRACE_MS = 1000;

/** The tables not yet played, handed out in order. */
class TablePool {
  private next = 0;
  constructor(private readonly tables: EventTable[]) {}
  take(): EventTable | null {
    return this.tables[this.next++] ?? null;
  }
  get used() {
    return this.next;
  }
}

interface Tablet {
  table: EventTable | null;
  deal: number;
  version: number;
  busy: boolean;
}

async function pacedRun(baseUrl: string, pool: TablePool) {
  const base = new URL(baseUrl);
  const agent = keepAliveAgent(TABLETS);
  const tablets: Tablet[] = Array.from({ length: TABLETS }, () => ({ table: null, deal: 0, version: 1, busy: false }));
  const tally = new Tally();
  const latencies: number[] = [];
  const withWait: number[] = []; // latency plus the wait for a free tablet
  const total = RATE * SECONDS;
  let offered = 0;
  let queued = 0;
  let ackedInWindow = 0;
  let lastAck = 0;
  const pending: number[] = []; // scheduled times of deals waiting for a free tablet
  const t0 = performance.now();
  const windowEnd = t0 + SECONDS * 1000;

  const send = (tablet: Tablet, scheduled: number) => {
    if (!tablet.table || tablet.deal >= DEALS) {
      tablet.table = pool.take();
      tablet.deal = 0;
      tablet.version = 1;
      if (!tablet.table) throw new Error("the seeded tables ran out; seed more");
    }
    const table = tablet.table;
    const number = ++tablet.deal;
    tablet.busy = true;
    const sent = performance.now();
    void postDeal(base, agent, table.token, {
      matchId: table.matchId,
      matchVersion: tablet.version,
      number,
      record: klammernDeal(table, number),
      idempotencyKey: crypto.randomUUID(),
    }).then((o) => {
      const now = performance.now();
      latencies.push(now - sent);
      withWait.push(now - scheduled);
      tally.add(o);
      if (o.kind === "acked") {
        tablet.version = o.receipt.matchVersion;
        if (now <= windowEnd + GRACE_MS) ackedInWindow++;
        lastAck = now;
      } else if (o.kind === "refused" && o.currentVersion) tablet.version = o.currentVersion;
      tablet.busy = false;
      const waiting = pending.shift();
      if (waiting !== undefined) send(tablet, waiting);
    });
  };

  let rr = 0;
  const free = (): Tablet | null => {
    for (let i = 0; i < TABLETS; i++) {
      const t = tablets[(rr + i) % TABLETS]!;
      if (!t.busy) {
        rr = (rr + i + 1) % TABLETS;
        return t;
      }
    }
    return null;
  };

  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      while (offered < total && t0 + (offered * 1000) / RATE <= now) {
        const scheduled = t0 + (offered * 1000) / RATE;
        offered++;
        const tablet = free();
        if (tablet) send(tablet, scheduled);
        else {
          queued++;
          pending.push(scheduled);
        }
      }
      if (offered >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  // Deals still waiting for a tablet when the window closes were never sent: the server fell behind. They are
  // dropped (reported), so an overloaded server does not stretch the run; the ones in flight are waited for.
  const unsent = pending.splice(0).length;
  const sent = offered - unsent;
  const deadline = performance.now() + 60_000;
  while (latencies.length < sent && performance.now() < deadline) await sleep(20);
  agent.destroy();
  const lat = sortNumbers(latencies);
  return { tally, lat, withWait: sortNumbers(withWait), offered, unsent, queued, ackedInWindow, drainMs: lastAck - windowEnd, answered: latencies.length };
}

/** Closed loop through autocannon: every connection sends its next deal as soon as the last is answered. */
async function closedLoop(baseUrl: string, pool: TablePool) {
  const tally = new Tally();
  let ranOut = false;
  type Ctx = { table?: EventTable; version?: number };
  // 16 requests per connection: autocannon resets a connection's context after the last one, so each cycle of
  // the list is one new table.
  const requests = Array.from({ length: DEALS }, (_, i) => ({
    setupRequest(req: autocannon.Request, ctx: Ctx) {
      if (i === 0) {
        ctx.table = pool.take() ?? undefined;
        ctx.version = 1;
        if (!ctx.table) ranOut = true;
      }
      const table = ctx.table;
      if (!table) return req; // out of tables: the run is stopped below
      return {
        ...req,
        ...submitRequest(table.token, {
          matchId: table.matchId,
          matchVersion: ctx.version ?? 1,
          number: i + 1,
          record: klammernDeal(table, i + 1),
          idempotencyKey: crypto.randomUUID(),
        }),
      };
    },
    onResponse(status: number, body: string, ctx: Ctx) {
      const o = readAnswer(status, body);
      tally.add(o);
      if (o.kind === "acked") ctx.version = o.receipt.matchVersion;
      else if (o.kind === "refused" && o.currentVersion) ctx.version = o.currentVersion;
    },
  }));
  const t0 = performance.now();
  let instance: autocannon.Instance | undefined;
  const watch = setInterval(() => ranOut && instance?.stop(), 100);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: baseUrl, connections: TABLETS, duration: MAX_SECONDS, requests: requests as autocannon.Request[] }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
  clearInterval(watch);
  const seconds = (performance.now() - t0) / 1000;
  return { tally, result, seconds, ranOut };
}

async function main() {
  const db = await createBenchDatabase("submit");
  try {
    // Enough tables that none runs out: the paced run needs RATE*SECONDS/16, the closed loop a few hundred more.
    const needed = Math.ceil((RATE * SECONDS) / DEALS) + TABLETS + 800;
    const perEvent = 1000;
    const tables: EventTable[] = [];
    const s0 = performance.now();
    for (let e = 0; tables.length < needed; e++) {
      const ev = await seedKlammernEvent(db.handle.db, { tables: Math.min(perEvent, needed - tables.length), name: `Submitbench ${e + 1}` });
      tables.push(...ev.tables);
    }
    console.log(`[bench:submit] seeded ${tables.length} tables in ${((performance.now() - s0) / 1000).toFixed(0)} s`);
    await db.handle.close();
    const pool = new TablePool(tables);

    const app = await startApp({ databaseUrl: db.url });
    try {
      // Warm-up: Next compiles nothing at runtime, but the first requests load the route's modules.
      const warm = await closedLoopWarmup(app.url, pool);
      console.log(`[bench:submit] warm-up: ${warm} deals`);

      const paced = await pacedRun(app.url, pool);
      const p = (q: number) => percentile(paced.lat, q).toFixed(1);
      console.log(
        `[bench:submit] paced: offered ${paced.offered} in ${SECONDS} s, ${paced.unsent} never sent (no free tablet by the window's end), answered ${paced.answered}, acked ${paced.tally.acked}; latency p50 ${p(50)} p90 ${p(90)} p95 ${p(95)} p99 ${p(99)} max ${p(100)} ms; ${paced.queued} deals found no free tablet (p95 incl. that wait ${percentile(paced.withWait, 95).toFixed(1)} ms); last ack ${paced.drainMs.toFixed(0)} ms after the window; problems: ${paced.tally.describe()}`,
      );
      console.log(`BENCH submit.p95_ms ${p(95)} ms (target <= 50; ${TABLETS} tablets, ${RATE} deals/s offered evenly, ${SECONDS} s)`);
      console.log(
        `BENCH submit.throughput ${(paced.ackedInWindow / SECONDS).toFixed(1)} deals/s (target >= 300; 200-OK acks within the ${SECONDS} s window + ${GRACE_MS} ms, of ${RATE}/s offered; refused ${paced.tally.count("refused")}, failed ${paced.tally.count("failed")})`,
      );
      console.log(`BENCH submit.errors ${paced.tally.count("refused") + paced.tally.count("failed")} count (target 0; refusals and failures in the paced run)`);

      const closed = await closedLoop(app.url, pool);
      const r = closed.result;
      console.log(
        `[bench:submit] closed loop: ${closed.tally.acked} acked in ${closed.seconds.toFixed(1)} s; autocannon latency p50 ${r.latency.p50} p90 ${r.latency.p90} p99 ${r.latency.p99} ms, ${r.errors} errors, ${r.timeouts} timeouts, non-2xx ${r.non2xx}; problems: ${closed.tally.describe()}${closed.ranOut ? " (tables ran out)" : ""}`,
      );
      console.log(`BENCH submit.max_throughput ${(closed.tally.acked / closed.seconds).toFixed(1)} deals/s (informational; closed loop, ${TABLETS} connections, ${MAX_SECONDS} s)`);
    } finally {
      await app.stop();
    }
  } finally {
    await db.drop();
  }
}

/** A few hundred deals before the clock: the first requests pay for module loading and the pool's connections. */
async function closedLoopWarmup(baseUrl: string, pool: TablePool): Promise<number> {
  const base = new URL(baseUrl);
  const agent = keepAliveAgent(20);
  let n = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      const table = pool.take()!;
      let version = 1;
      for (let d = 1; d <= DEALS; d++) {
        const o = await postDeal(base, agent, table.token, { matchId: table.matchId, matchVersion: version, number: d, record: klammernDeal(table, d), idempotencyKey: crypto.randomUUID() });
        if (o.kind !== "acked") throw new Error(`warm-up deal not stored: ${JSON.stringify(o)}`);
        version = o.receipt.matchVersion;
        n++;
      }
    }),
  );
  agent.destroy();
  return n;
}

await main();
process.exit(0);
