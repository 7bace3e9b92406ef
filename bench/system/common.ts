// Shared by the system benchmarks (issue 16): a fresh PostgreSQL database per run (dropped afterwards), the
// seeded events' tables, a keep-alive HTTP client and percentiles.
import http from "node:http";
import { Client } from "pg";
import type { DbHandle } from "../../src/server/db";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { CAPTAIN_COOKIE } from "../../src/server/services/table-entry/load-captain-session";
import { readAnswer, submitRequest, type DealSubmission, type SubmitOutcome } from "../../test/system/tablet";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface BenchDatabase {
  url: string;
  handle: DbHandle;
  drop(): Promise<void>;
}

/** A new database on the local server, migrated; `drop()` closes the handle if still open and removes it. */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `stichfest_bench_${label}_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  let closed = false;
  const close = handle.close.bind(handle);
  handle.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A phone's request headers (Chrome on Android), sent with every request: they are bytes on the wire too. */
export const PHONE: http.OutgoingHttpHeaders = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  accept: "*/*",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "de-DE,de;q=0.9,en;q=0.8",
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export const sortNumbers = (xs: number[]) => xs.slice().sort((a, b) => a - b);

/** One keep-alive agent per run: each tablet keeps its connection, as a tablet's browser does. */
export function keepAliveAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/** A tablet's submit over a kept-alive socket; the outcome as the device reads it. */
export function postDeal(base: URL, agent: http.Agent, token: string, input: DealSubmission): Promise<SubmitOutcome> {
  const r = submitRequest(token, input);
  return new Promise((resolve) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path: r.path, method: r.method, headers: { ...r.headers, "content-length": Buffer.byteLength(r.body) }, agent },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve(readAnswer(res.statusCode ?? 0, text)));
        res.on("error", (e) => resolve({ kind: "failed", error: e.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (e) => resolve({ kind: "failed", error: e.message }));
    req.end(r.body);
  });
}

/** Counts outcomes by kind and message, for the report lines. */
export class Tally {
  acked = 0;
  readonly problems = new Map<string, number>();
  add(o: SubmitOutcome): void {
    if (o.kind === "acked") this.acked++;
    else {
      const key = o.kind === "refused" ? `refused ${o.status} ${o.code}` : `failed ${o.error.slice(0, 80)}`;
      this.problems.set(key, (this.problems.get(key) ?? 0) + 1);
    }
  }
  count(kind: "refused" | "failed"): number {
    let n = 0;
    for (const [k, v] of this.problems) if (k.startsWith(kind)) n += v;
    return n;
  }
  describe(): string {
    return this.problems.size ? JSON.stringify(Object.fromEntries(this.problems)) : "none";
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The opponents confirm a table's result with their code, as at the table (`table.confirm`), from which it counts in
 * the standings. The code and the table's version are read from the database, as the opponents read them there. */
export async function confirmTable(appUrl: string, databaseUrl: string, table: { matchId: string; token: string }): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ code: string; version: number }>(
      "select c.code, m.version from table_codes c join matches m on m.id = c.match_id where c.match_id = $1 and c.side = 'opponent' and c.revoked_at is null",
      [table.matchId],
    )
    .finally(() => client.end());
  const { code, version } = rows[0] ?? {};
  if (!code) throw new Error("the table has no opponents' code");
  const res = await fetch(new URL("/api/trpc/table.confirm", appUrl), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${CAPTAIN_COOKIE}=${table.token}` },
    body: JSON.stringify({ json: { matchId: table.matchId, matchVersion: version, code } }),
  });
  if (!res.ok) throw new Error(`the confirmation answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}
