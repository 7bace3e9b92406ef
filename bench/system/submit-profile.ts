// `npx tsx bench/system/submit-profile.ts`: where a submitted deal's time goes (diagnosis for submit.ts, not a
// target). Closed loop at 1, 4, 10, 50 and 200 tablets: throughput, latency, and the CPU the app process and the
// PostgreSQL backends used per deal (from /proc), plus the transactions per deal (pg_stat_database).
// BENCH_PROFILE_INDEX=1 first adds an index on round_entrants(match_id) to the bench's database (the proposed fix).
// BENCH_PROFILE_DEALS sets the deals per level (400); BENCH_PROFILE_LEVELS the levels ("1,4,10,50,200").
// BENCH_PROFILE_CPU=1 also writes a V8 CPU profile of the app to /tmp/stichfest-prof (open it in Chrome DevTools).
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../test/free-port";
import { ensureBuilt, startApp, type AppServer } from "../../test/system/app-server";
import { klammernDeal, seedKlammernEvent, type EventTable } from "../../test/system/klammern-event";
import { createBenchDatabase, keepAliveAgent, percentile, postDeal, sortNumbers, Tally } from "./common";

const TICK = 100; // clock ticks per second (USER_HZ on Linux)

function cpuSeconds(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(f[11]) + Number(f[12])) / TICK;
  } catch {
    return 0;
  }
}

/** CPU of every postgres process (the backends of other databases too: run this on a quiet machine). */
function postgresCpu(): number {
  let s = 0;
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, "utf8").trim() === "postgres") s += cpuSeconds(Number(d));
    } catch {
      /* gone */
    }
  }
  return s;
}

/** The app as startApp runs it, with V8's CPU profiler on (NODE_OPTIONS may not carry --cpu-prof); the profile is
 * written when the process exits after SIGTERM. */
async function profiledApp(databaseUrl: string): Promise<Pick<AppServer, "url" | "pid" | "stop">> {
  ensureBuilt();
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", NEXTAUTH_URL: `http://localhost:${port}`, SETUP_CODE: "profile-0123456789", DATABASE_URL: databaseUrl, DEMO_SEED: "true" };
  const args = ["--cpu-prof", "--cpu-prof-dir=/tmp/stichfest-prof", path.join("scripts", "start.mjs")];
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (b: Buffer) => (out += b.toString()).includes("ready on") && resolve());
    child.once("exit", (code) => reject(new Error(`the app exited (${code}):\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}

async function main() {
  const db = await createBenchDatabase("profile");
  const levels = (process.env.BENCH_PROFILE_LEVELS ?? "1,4,10,50,200").split(",").map(Number);
  const perLevel = Number(process.env.BENCH_PROFILE_DEALS ?? 400);
  try {
    const ev = await seedKlammernEvent(db.handle.db, { tables: 600, name: "Profil" });
    const tables: EventTable[] = ev.tables;
    const name = new URL(db.url).pathname.slice(1);
    const xacts = async () =>
      Number((await db.handle.pool!.query(`select xact_commit from pg_stat_database where datname = $1`, [name])).rows[0].xact_commit);
    const tableStats = async () =>
      (
        await db.handle.pool!.query(
          `select relname, seq_scan, coalesce(seq_tup_read, 0) as seq_tup_read, coalesce(idx_scan, 0) as idx_scan, coalesce(idx_tup_fetch, 0) as idx_tup_fetch, n_tup_ins + n_tup_upd + n_tup_del as writes from pg_stat_user_tables`,
        )
      ).rows as { relname: string; seq_scan: string; seq_tup_read: string; idx_scan: string; idx_tup_fetch: string; writes: string }[];
    // Experiment for the proposed fix (not in the schema): the index the per-deal round_entrants lookups by match lack.
    if (process.env.BENCH_PROFILE_INDEX) await db.handle.pool!.query(`create index round_entrants_match on round_entrants (match_id)`);
    const before = new Map((await tableStats()).map((r) => [r.relname, r]));
    let dealsSent = 0;
    const app = process.env.BENCH_PROFILE_CPU ? await profiledApp(db.url) : await startApp({ databaseUrl: db.url });
    const base = new URL(app.url);
    let next = 0;
    try {
      for (const [i, c] of [20, ...levels].entries()) {
        const warm = i === 0; // the first round warms up
        const agent = keepAliveAgent(c);
        const tally = new Tally();
        const lat: number[] = [];
        const [a0, p0, x0, t0] = [cpuSeconds(app.pid), postgresCpu(), await xacts(), performance.now()];
        let left = warm ? 200 : perLevel;
        await Promise.all(
          Array.from({ length: c }, async () => {
            while (left > 0) {
              const table = tables[next++]!;
              let version = 1;
              for (let d = 1; d <= 16 && left > 0; d++, left--) {
                const s = performance.now();
                const o = await postDeal(base, agent, table.token, { matchId: table.matchId, matchVersion: version, number: d, record: klammernDeal(table, d), idempotencyKey: crypto.randomUUID() });
                lat.push(performance.now() - s);
                tally.add(o);
                if (o.kind !== "acked") break;
                version = o.receipt.matchVersion;
              }
            }
          }),
        );
        const secs = (performance.now() - t0) / 1000;
        const [a1, p1, x1] = [cpuSeconds(app.pid), postgresCpu(), await xacts()];
        agent.destroy();
        const n = lat.length;
        dealsSent += n;
        const l = sortNumbers(lat);
        if (warm) {
          console.log(`[profile] warm-up ${n} deals`);
          continue;
        }
        console.log(
          `[profile] ${String(c).padStart(3)} tablets: ${(n / secs).toFixed(0)} deals/s; latency p50 ${percentile(l, 50).toFixed(1)} p95 ${percentile(l, 95).toFixed(1)} ms; ` +
            `app CPU ${(((a1 - a0) * 1000) / n).toFixed(1)} ms/deal (${(((a1 - a0) / secs) * 100).toFixed(0)}% of a core), ` +
            `postgres CPU ${(((p1 - p0) * 1000) / n).toFixed(1)} ms/deal (${(((p1 - p0) / secs) * 100).toFixed(0)}%), ${((x1 - x0) / n).toFixed(1)} commits/deal; problems ${tally.describe()}`,
        );
      }
      // The floor: a route that does almost nothing (the cached public tag) through the same server and Next.
      const a0 = cpuSeconds(app.pid);
      const floor = await autocannon({ url: `${app.url}/api/live/t/${ev.slug}/stand`, connections: 10, duration: 5 });
      const per = ((cpuSeconds(app.pid) - a0) * 1000) / Math.max(1, floor.requests.total);
      console.log(`[profile] floor: GET /api/live/t/<slug>/stand (cached, no database) ${floor.requests.average.toFixed(0)} req/s, app CPU ${per.toFixed(2)} ms/request, non-2xx ${floor.non2xx}`);

      // Rows each table gave per deal (statistics arrive with a delay of up to a second).
      await new Promise((r) => setTimeout(r, 1500));
      for (const r of await tableStats()) {
        const b = before.get(r.relname);
        const d = (k: keyof typeof r) => (Number(r[k]) - Number(b?.[k] ?? 0)) / dealsSent;
        if (d("seq_scan") + d("idx_scan") + d("writes") < 0.05) continue;
        console.log(
          `[profile] per deal ${r.relname.padEnd(24)} seq scans ${d("seq_scan").toFixed(2)} (rows ${d("seq_tup_read").toFixed(1)}), index scans ${d("idx_scan").toFixed(2)} (rows ${d("idx_tup_fetch").toFixed(1)}), writes ${d("writes").toFixed(2)}`,
        );
      }
    } finally {
      await app.stop();
    }
  } finally {
    await db.drop();
  }
}

await main();
process.exit(0);
