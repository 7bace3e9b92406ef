// PostgreSQL restarted in the middle of submissions (issue 16): 30 tablets send 16 deals each while the app's own
// cluster is stopped (fast: open sessions are cut off) and, after a few seconds, started again. The tablets resend
// with the same key. The app must serve again on its own, without a restart of its own, within 10 s of the
// database accepting connections (measured to the first acknowledged deal), and store each deal exactly once.
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../system/app-server";
import { closeRound, pgWorld, playAll, sleep, waitUntil, type PgWorld } from "./harness";
import { OpLog, verify } from "./op-log";

const TABLES = Number(process.env.CHAOS_RESTART_TABLES ?? 30);
const DEALS = 16;
const TOTAL = TABLES * DEALS;
const DOWN_MS = 3_000;
const SERVE_AGAIN_WITHIN_S = 10;

/** The moment the cluster takes a connection again: polled from the moment it is started. */
async function firstConnection(url: string, deadline: number): Promise<number> {
  for (;;) {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await c.connect();
      const at = Date.now();
      await c.end();
      return at;
    } catch {
      await c.end().catch(() => {});
      if (Date.now() > deadline) throw new Error("the database did not come back");
      await sleep(25);
    }
  }
}

describe("PostgreSQL restart during submissions", () => {
  let world: PgWorld;
  let app: AppServer;
  beforeAll(async () => {
    world = await pgWorld(TABLES, DEALS);
    app = await startApp({ databaseUrl: world.cluster.url });
  });
  afterAll(async () => {
    await app?.stop();
    await world?.dispose();
  });

  it(`serves again within ${SERVE_AGAIN_WITHIN_S} s and keeps each of ${TOTAL} deals exactly once`, async () => {
    const log = new OpLog("db-restart");
    const acked = () => [...log.keys().values()].filter((s) => log.verdict(s) === "acked").length;
    let back = Infinity;
    let firstAckAfter = Infinity;
    log.onOutcome((_state, outcome) => {
      if (outcome.kind === "acked" && Date.now() >= back) firstAckAfter = Math.min(firstAckAfter, Date.now());
    });
    const tablets = playAll(world.event.tables, { log, baseUrl: () => app.url, deals: DEALS, backoffMs: 200, timeoutMs: 15_000, deadlineMs: 120_000 });
    let duringOutage = { failed: 0, timedOut: 0 };
    try {
      await waitUntil(() => acked() >= TOTAL / 3, "a third of the deals acknowledged");
      const before = log.counts();
      // The test's own connection is cut by the stop too; it is opened again for verify below.
      await world.cluster.stop();
      log.note("database stopped", { acked: acked() });
      await sleep(DOWN_MS);
      const starting = Date.now();
      await Promise.all([firstConnection(world.cluster.url, starting + 60_000).then((at) => (back = at)), world.cluster.start()]);
      log.note("database accepts connections");
      const after = log.counts();
      duringOutage = { failed: after.failed - before.failed, timedOut: after.timedOut - before.timedOut };
      await tablets;
    } finally {
      await tablets.catch(() => {});
      await log.close();
    }
    const seconds = (firstAckAfter - back) / 1000;
    console.log(
      `[chaos] db-restart: down ${DOWN_MS / 1000} s (${duringOutage.failed} failed, ${duringOutage.timedOut} timed out meanwhile); first deal acknowledged ${seconds.toFixed(2)} s after the database accepted connections (limit ${SERVE_AGAIN_WITHIN_S} s)`,
    );

    await closeRound(world.handle.db, world.event);
    const report = await verify(world.handle.db, log, { expectAllInStandings: true });
    expect(seconds).toBeLessThanOrEqual(SERVE_AGAIN_WITHIN_S);
    expect(duringOutage.failed + duringOutage.timedOut).toBeGreaterThan(0);
    expect(report.acked).toBe(TOTAL);
    expect(report.dealsStored).toBe(TOTAL);
    expect(report.tablesInStandings).toBe(TABLES);
    expect(log.counts().refused).toBe(0);
  });
});
