// kill -9 in the middle of submissions (issue 16), on PostgreSQL and on PGlite: 30 tablets send 16 deals each; at
// a third and at two thirds of the deals acknowledged the server is killed without warning and started again on
// the same port. The tablets resend what was not acknowledged, with the same key, until every deal is. Each
// deal must then be stored exactly once: none lost with the requests the crash cut off, none doubled by a resend
// of a deal whose commit the crash hid from its device.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../system/app-server";
import type { KlammernEvent } from "../system/klammern-event";
import type { Database } from "../../src/server/db";
import { closeRound, pgliteWorld, pgWorld, playAll, waitUntil, type PgliteWorld, type PgWorld } from "./harness";
import { OpLog, verify } from "./op-log";

const TABLES = Number(process.env.CHAOS_CRASH_TABLES ?? 30);
const DEALS = 16;
const TOTAL = TABLES * DEALS;

const ackedKeys = (log: OpLog) => [...log.keys().values()].filter((s) => log.verdict(s) === "acked").length;
const pending = (log: OpLog) => [...log.keys().values()].reduce((n, s) => n + s.attempts.filter((a) => a.kind === "pending").length, 0);

/** The app serving now; afterAll stops it, whichever restart it is. */
interface Serving {
  app?: AppServer;
}

/** Runs the tablets against the app in `serving`, killing and restarting it twice on the way; returns the log, closed. */
async function crashTwice(scenario: string, event: KlammernEvent, serving: Serving, restart: (port: number) => Promise<AppServer>) {
  const log = new OpLog(scenario);
  let app = serving.app!;
  const started = Date.now();
  const tablets = playAll(event.tables, { log, baseUrl: () => app.url, deals: DEALS, backoffMs: 200, timeoutMs: 10_000, deadlineMs: 90_000 });
  const crashes: string[] = [];
  try {
    for (const share of [1 / 3, 2 / 3]) {
      await waitUntil(() => ackedKeys(log) >= TOTAL * share, `${Math.round(share * 100)} % of the deals acknowledged`);
      const inFlight = pending(log);
      await app.crash();
      const down = Date.now();
      log.note("kill -9", { acked: ackedKeys(log), inFlight });
      serving.app = undefined;
      app = serving.app = await restart(app.port);
      log.note("restarted", { ms: Date.now() - down });
      crashes.push(`killed at ${ackedKeys(log)} acked with ${inFlight} requests in flight, serving again after ${((Date.now() - down) / 1000).toFixed(1)} s`);
    }
    await tablets;
  } finally {
    await tablets.catch(() => {});
    await log.close();
  }
  console.log(`[chaos] ${scenario}: ${crashes.join("; ")}; all tablets done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return log;
}

function expectExactlyOnce(log: OpLog, report: Awaited<ReturnType<typeof verify>>) {
  expect(report.acked).toBe(TOTAL);
  expect(report.dealsStored).toBe(TOTAL);
  expect(report.tablesInStandings).toBe(TABLES);
  expect(log.counts().refused).toBe(0);
  // The crashes did cut requests off (else this scenario proved nothing).
  expect(log.counts().failed + log.counts().timedOut).toBeGreaterThan(0);
}

describe("kill -9 twice on PostgreSQL", () => {
  let world: PgWorld;
  const serving: Serving = {};
  beforeAll(async () => {
    world = await pgWorld(TABLES, DEALS);
  });
  afterAll(async () => {
    await serving.app?.stop();
    await world?.dispose();
  });

  it(`keeps each of ${TOTAL} deals exactly once`, async () => {
    const url = world.cluster.url;
    serving.app = await startApp({ databaseUrl: url });
    const log = await crashTwice("kill-restart-pg", world.event, serving, (port) => startApp({ databaseUrl: url, port }));
    const db: Database = world.handle.db;
    await closeRound(db, world.event);
    expectExactlyOnce(log, await verify(db, log, { expectAllInStandings: true }));
  });
});

describe("kill -9 twice on PGlite", () => {
  let world: PgliteWorld;
  const serving: Serving = {};
  beforeAll(async () => {
    world = await pgliteWorld(TABLES, DEALS);
  });
  afterAll(async () => {
    await serving.app?.stop();
    world?.dispose();
  });

  it(`keeps each of ${TOTAL} deals exactly once`, async () => {
    const dir = world.dir;
    serving.app = await startApp({ pgliteDir: dir });
    const log = await crashTwice("kill-restart-pglite", world.event, serving, (port) => startApp({ pgliteDir: dir, port }));
    // The app holds the folder: stop it, then read what it left.
    await serving.app.stop();
    serving.app = undefined;
    const handle = await world.open();
    try {
      await closeRound(handle.db, world.event);
      expectExactlyOnce(log, await verify(handle.db, log, { expectAllInStandings: true }));
    } finally {
      await handle.close();
    }
  });
});
