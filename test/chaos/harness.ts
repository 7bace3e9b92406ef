// What the chaos scenarios share: a seeded event on a database of their own (a throw-away PostgreSQL cluster or a
// PGlite folder under the temp dir), tablets that send each deal until it is acknowledged, and the close of the
// round so that the public standings count every table before verify().
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DbHandle } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import type { Database } from "../../src/server/db";
import { createPgCluster, findPgBin, type PgCluster } from "../pg-cluster";
import { callerFor } from "../services";
import { klammernDeal, seedKlammernEvent, type EventTable, type KlammernEvent } from "../system/klammern-event";
import { newKey, type OpLog, type Outcome } from "./op-log";

/** Seeded RNG (mulberry32): the same seed gives the same storm. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `done()` or throws after `timeoutMs` naming `what`. */
export async function waitUntil(done: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export interface PgWorld {
  cluster: PgCluster;
  handle: DbHandle;
  event: KlammernEvent;
  dispose(): Promise<void>;
}

/** A cluster of our own with the event seeded; the handle stays open for verify(). */
export async function pgWorld(tables: number, deals = 16): Promise<PgWorld> {
  const bin = findPgBin();
  if (!bin) throw new Error("the chaos suite needs PostgreSQL's initdb and pg_ctl (Debian: apt-get install postgresql)");
  const cluster = await createPgCluster(bin);
  try {
    await cluster.start();
    const handle = await openDatabase({ url: cluster.url });
    await migrateDatabase(handle);
    const event = await seedKlammernEvent(handle.db, { tables, deals, name: "Chaos" });
    return {
      cluster,
      handle,
      event,
      async dispose() {
        await handle.close().catch(() => {});
        await cluster.destroy();
      },
    };
  } catch (e) {
    await cluster.destroy();
    throw e;
  }
}

export interface PgliteWorld {
  /** The data folder the app is started on; its lock file lies beside it, in the same temp folder. */
  dir: string;
  event: KlammernEvent;
  /** Opens the folder (the app must be stopped: it holds the folder exclusively). */
  open(): Promise<DbHandle>;
  dispose(): void;
}

/** A PGlite folder seeded and closed again, ready for the app. */
export async function pgliteWorld(tables: number, deals = 16): Promise<PgliteWorld> {
  const root = mkdtempSync(path.join(tmpdir(), "stichfest-chaos-"));
  const dir = path.join(root, "pglite");
  try {
    const handle = await openDatabase({ pgliteDir: dir });
    let event: KlammernEvent;
    try {
      await migrateDatabase(handle);
      event = await seedKlammernEvent(handle.db, { tables, deals, name: "Chaos" });
    } finally {
      await handle.close();
    }
    return { dir, event, open: () => openDatabase({ pgliteDir: dir }), dispose: () => rmSync(root, { recursive: true, force: true }) };
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
}

/** The organizer closes the round (every table complete), so the public standings count every table. */
export async function closeRound(db: Database, event: KlammernEvent): Promise<void> {
  const api = callerFor(db, event.organizer);
  const round = await api.round.get({ tournamentId: event.tournamentId, round: 1 });
  await api.result.closeRound({ roundId: event.roundId, version: round.round.version });
}

export interface TabletOptions {
  log: OpLog;
  /** The app's address now (a restart may move it). */
  baseUrl: () => string;
  table: EventTable;
  deals: number;
  /** How many copies of each attempt go out at once (the retry storm); 1 by default. */
  copies?: () => number;
  /** Pause before resending a deal none of whose copies was acknowledged. */
  backoffMs?: number;
  timeoutMs?: number;
  /** The tablet gives up (throws) after this long. */
  deadlineMs?: number;
}

type Acked = Extract<Outcome, { kind: "acked" }>;

/** Resolves with the first acknowledgement, or with every outcome once all copies settled without one. */
function firstAck(sends: Promise<Outcome>[]): Promise<Acked | Outcome[]> {
  return new Promise((resolve) => {
    const outcomes: Outcome[] = [];
    for (const s of sends)
      void s
        .catch((e: unknown): Outcome => ({ kind: "failed", error: String(e) }))
        .then((o) => {
          outcomes.push(o);
          if (o.kind === "acked") resolve(o);
          else if (outcomes.length === sends.length) resolve(outcomes);
        });
  });
}

/**
 * One table's device: deal after deal, each with a key of its own; a deal that was not acknowledged (failed, timed
 * out) goes again with the same key after a pause, as the tablet's outbox does. The next deal is sent with the
 * match version from the receipt. A refusal cannot happen here (only this device writes to its table): it throws.
 * Copies still in flight after the acknowledgement are awaited before it returns.
 */
export async function playTable(o: TabletOptions): Promise<void> {
  const { log, table } = o;
  const deadline = Date.now() + (o.deadlineMs ?? 120_000);
  const inFlight: Promise<Outcome>[] = [];
  let version = 1;
  try {
    for (let number = 1; number <= o.deals; number++) {
      const input = { matchId: table.matchId, number, record: klammernDeal(table, number), idempotencyKey: newKey() };
      for (;;) {
        const sends = Array.from({ length: o.copies?.() ?? 1 }, () => log.submit(o.baseUrl(), table.token, { ...input, matchVersion: version }, o.timeoutMs));
        inFlight.push(...sends);
        const answer = await firstAck(sends);
        if (!Array.isArray(answer)) {
          version = answer.receipt.matchVersion;
          break;
        }
        const refusal = answer.find((a) => a.kind === "refused");
        if (refusal) throw new Error(`table ${table.tableNumber}, deal ${number} (version ${version}) refused: ${JSON.stringify(refusal)}`);
        if (Date.now() > deadline) throw new Error(`table ${table.tableNumber}, deal ${number}: not acknowledged in time, last ${JSON.stringify(answer[0])}`);
        await sleep(o.backoffMs ?? 200);
      }
    }
  } finally {
    await Promise.allSettled(inFlight);
  }
}

/** Every table's device at once; rejects with every tablet's error after all have ended. */
export async function playAll(tables: readonly EventTable[], options: Omit<TabletOptions, "table">): Promise<void> {
  const results = await Promise.allSettled(tables.map((table) => playTable({ ...options, table })));
  const errors = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : []));
  if (errors.length) throw new Error(`${errors.length} tablets failed:\n  ${errors.slice(0, 10).join("\n  ")}`);
}
