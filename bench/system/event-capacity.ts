// `npx tsx bench/system/event-capacity.ts`: a whole Klammern round of a 4,000-player event through the production
// server (issue 16).
//   BENCH event.capacity_s      last deal acknowledged -> the public tournament data shows every deal (<= 5)
//   BENCH event.burst_s         informational: the round's 16,000 deals entered by 200 tablets as fast as answered
//   BENCH event.burst_rate      informational: deals per second during that burst
// "Shows every deal" is checked against the database, not assumed: after the last ack this process computes the
// public snapshot (loadPublicTournament, the data /t/<slug> renders) straight from the database and checks that its
// tables carry 16 deals each and points summing to the stored scores; the server's snapshot is then the same data
// when its content tag (/api/live/t/<slug>/stand, the tag the page's live refresh compares) equals this one's. The
// time is from the last ack to the first poll answer carrying that tag; the page itself is fetched once after.
// Pair standings count a table only once the opponents confirmed it (standings-data.ts), which captains alone do
// not do, so the figure is about the tables' results on the public page.
// Doppelkopf (event.doppelkopf_capacity_s) is not measured yet: see docs/performance.md.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { loadPublicTournament } from "../../src/server/services/public/public-tournament-data";
import { startApp } from "../../test/system/app-server";
import { klammernDeal, seedKlammernEvent } from "../../test/system/klammern-event";
import { createBenchDatabase, keepAliveAgent, postDeal, sleep, Tally } from "./common";

const TABLES = Number(process.env.BENCH_EVENT_TABLES ?? 1000);
const TABLETS = 200;
const DEALS = 16;

async function main() {
  const db = await createBenchDatabase("event");
  try {
    const s0 = performance.now();
    const ev = await seedKlammernEvent(db.handle.db, { tables: TABLES, name: "Kapazitaet" });
    console.log(`[bench:event] seeded ${ev.tables.length} tables (${ev.tables.length * 4} players) in ${((performance.now() - s0) / 1000).toFixed(0)} s`);
    const app = await startApp({ databaseUrl: db.url });
    const base = new URL(app.url);
    try {
      // The page once before the round: loads its modules and the snapshot, as the hall's screens do.
      await fetch(`${app.url}/t/${ev.slug}`).then((r) => r.text());

      const agent = keepAliveAgent(TABLETS);
      const tally = new Tally();
      let next = 0;
      let lastAck = 0;
      const b0 = performance.now();
      await Promise.all(
        Array.from({ length: TABLETS }, async () => {
          for (let table = ev.tables[next++]; table; table = ev.tables[next++]) {
            let version = 1;
            for (let d = 1; d <= DEALS; d++) {
              const o = await postDeal(base, agent, table.token, { matchId: table.matchId, matchVersion: version, number: d, record: klammernDeal(table, d), idempotencyKey: crypto.randomUUID() });
              tally.add(o);
              if (o.kind !== "acked") break;
              version = o.receipt.matchVersion;
              lastAck = performance.now();
            }
          }
        }),
      );
      agent.destroy();
      const burst = (lastAck - b0) / 1000;

      // Poll the server's tag from the moment of the last ack; the expected tag is computed meanwhile.
      const polls: { at: number; etag: string }[] = [];
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const r = await fetch(`${app.url}/api/live/t/${ev.slug}/stand`).then((x) => x.json() as Promise<{ etag: string }>);
          polls.push({ at: performance.now(), etag: r.etag });
          await sleep(25);
        }
      })();
      const data = await loadPublicTournament(db.handle.db, ev.tournamentId);
      const etag = createHash("sha1").update(JSON.stringify(data)).digest("base64url").slice(0, 16);
      const tables = data.rounds.flatMap((r) => r.tables);
      const shown = tables.reduce((s, t) => s + t.points.reduce((a, b) => a + b, 0), 0);
      const storedRows = (await db.handle.db.execute(
        sql`select coalesce(sum(s::int), 0)::int as sum, count(distinct d.id)::int as n from deals d, jsonb_array_elements_text(d.score) s`,
      )) as unknown as { rows: { sum: number; n: number }[] };
      const stored = storedRows.rows[0];
      const complete = tables.every((t) => t.deals === DEALS);
      const deadline = performance.now() + 120_000;
      while (!polls.some((p) => p.etag === etag) && performance.now() < deadline) await sleep(25);
      polling = false;
      await poller;
      const hit = polls.find((p) => p.etag === etag);
      const p0 = performance.now();
      const page = await fetch(`${app.url}/t/${ev.slug}`).then((r) => r.text());
      const pageMs = performance.now() - p0;

      console.log(
        `[bench:event] ${tally.acked} deals acked, problems ${tally.describe()}; public data: ${tables.length} tables, all with ${DEALS} deals: ${complete}; points shown ${shown}, stored ${stored?.sum} over ${stored?.n} deals; page ${(page.length / 1e6).toFixed(1)} MB in ${pageMs.toFixed(0)} ms, carries the tag: ${page.includes(etag)}`,
      );
      console.log(`BENCH event.burst_s ${burst.toFixed(1)} s (informational; ${ev.tables.length * DEALS} deals by ${TABLETS} tablets, closed loop)`);
      console.log(`BENCH event.burst_rate ${((tally.acked / burst) || 0).toFixed(1)} deals/s (informational)`);
      const ok = hit && complete && shown === stored?.sum && tally.acked === ev.tables.length * DEALS;
      console.log(
        `BENCH event.capacity_s ${ok ? ((hit.at - lastAck) / 1000).toFixed(2) : "NaN"} s (target <= 5; last ack -> the server's public data equal to the complete round's${ok ? "" : "; NOT REACHED"})`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await db.drop();
  }
}

await main();
process.exit(0);
