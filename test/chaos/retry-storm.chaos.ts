// Retry storm (issue 16): 100 tablets at once, 16 deals each, on PostgreSQL. Every submission goes out 1 to 3
// times in parallel with the same key (a tablet whose answer got lost resends while the first is still on its way);
// the tablet moves on at the first acknowledgement. Exactly 1,600 deals must be stored, each once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../system/app-server";
import { closeRound, pgWorld, playAll, rng, type PgWorld } from "./harness";
import { OpLog, verify } from "./op-log";

const TABLES = Number(process.env.CHAOS_STORM_TABLES ?? 100);
const DEALS = 16;

describe("retry storm on PostgreSQL", () => {
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

  it(`stores each of ${TABLES * DEALS} deals exactly once`, async () => {
    const log = new OpLog("retry-storm");
    const random = rng(20261204);
    const started = Date.now();
    await playAll(world.event.tables, { log, baseUrl: () => app.url, deals: DEALS, copies: () => 1 + Math.floor(random() * 3), timeoutMs: 30_000 });
    await log.close();
    console.log(`[chaos] retry-storm: all tablets done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await closeRound(world.handle.db, world.event);
    const report = await verify(world.handle.db, log, { expectAllInStandings: true });
    const counts = log.counts();
    expect(report.dealsStored).toBe(TABLES * DEALS);
    expect(report.acked).toBe(TABLES * DEALS);
    expect(counts.invoked).toBeGreaterThan(TABLES * DEALS); // the storm did repeat
    expect(counts.replayed).toBeGreaterThan(0);
    expect({ refused: counts.refused, failed: counts.failed, timedOut: counts.timedOut }).toEqual({ refused: 0, failed: 0, timedOut: 0 });
    expect(report.tablesInStandings).toBe(TABLES);
  });
});
