// A connection cut after COMMIT, before the answer (issue 16), on PostgreSQL: every deal's first attempt goes
// through a proxy that passes the request on and destroys the tablet's socket as the app's answer begins, so the
// deal is stored but the device hears a failure. Its retry with the same key must get the stored receipt back
// (`replayed: true`), and every key must be stored exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../system/app-server";
import { klammernDeal, type EventTable } from "../system/klammern-event";
import { closeRound, pgWorld, type PgWorld } from "./harness";
import { startCutProxy, type CutProxy } from "./cut-proxy";
import { newKey, OpLog, verify, type Outcome } from "./op-log";

const TABLES = 20;
const DEALS = 6;

describe("connection cut after commit on PostgreSQL", () => {
  let world: PgWorld;
  let app: AppServer;
  let proxy: CutProxy;
  beforeAll(async () => {
    world = await pgWorld(TABLES, DEALS);
    app = await startApp({ databaseUrl: world.cluster.url });
    proxy = await startCutProxy({ host: "127.0.0.1", port: app.port });
  });
  afterAll(async () => {
    await proxy?.close();
    await app?.stop();
    await world?.dispose();
  });

  it(`replays the receipt of each of ${TABLES * DEALS} deals whose first answer was lost`, async () => {
    const log = new OpLog("cut-after-commit");
    const retries: Outcome[] = [];
    const firstAttempts: Outcome[] = [];
    const table = async (t: EventTable) => {
      let version = 1;
      for (let number = 1; number <= DEALS; number++) {
        const input = { matchId: t.matchId, matchVersion: version, number, record: klammernDeal(t, number), idempotencyKey: newKey() };
        proxy.cutNext(input.idempotencyKey);
        firstAttempts.push(await log.submit(proxy.url, t.token, input, 15_000));
        // The tablet's outbox: same key, same version, through the same (now passing) proxy.
        const retry = await log.submit(proxy.url, t.token, input, 15_000);
        retries.push(retry);
        if (retry.kind !== "acked") throw new Error(`table ${t.tableNumber}, deal ${number}: retry not acknowledged: ${JSON.stringify(retry)}`);
        version = retry.receipt.matchVersion;
      }
    };
    const started = Date.now();
    await Promise.all(world.event.tables.map(table));
    await log.close();
    console.log(`[chaos] cut-after-commit: ${proxy.cuts()} answers cut, all tablets done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    expect(proxy.cuts()).toBe(TABLES * DEALS);
    expect(firstAttempts.map((o) => o.kind)).toEqual(firstAttempts.map(() => "failed"));
    // Each retry was answered from the deal the cut attempt committed, not stored again.
    expect(retries.filter((o) => o.kind === "acked" && o.receipt.replayed === true)).toHaveLength(TABLES * DEALS);
    const counts = log.counts();
    expect(counts).toMatchObject({ keys: TABLES * DEALS, invoked: 2 * TABLES * DEALS, acked: TABLES * DEALS, replayed: TABLES * DEALS, failed: TABLES * DEALS, refused: 0, timedOut: 0 });

    await closeRound(world.handle.db, world.event);
    const report = await verify(world.handle.db, log, { expectAllInStandings: true });
    expect(report.dealsStored).toBe(TABLES * DEALS);
    expect(report.tablesInStandings).toBe(TABLES);
  });
});
