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
//   BENCH event.doppelkopf_capacity_s  the same for a Doppelkopf round: 4,000 players at 1,000 tables of four, each
//                                      table's whole Spielliste (BENCH_DOKO_GAMES games, default the preset's 24)
//   BENCH event.refresh_s  informational: after the round, 200 viewers of the public page refresh it at once, as
//                          their pages do on a change (a GET with RSC: 1); until the last answer (Next renders the
//                          page once and the custom server shares it: src/server/http/shared-refresh.ts)
// BENCH_EVENT_PARTS=klammern or =doppelkopf runs one part only.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbHandle } from "../../src/server/db";
import { loadPublicTournament } from "../../src/server/services/public/public-tournament-data";
import { startApp } from "../../test/system/app-server";
import { klammernDeal, seedKlammernEvent } from "../../test/system/klammern-event";
import { createBenchDatabase, keepAliveAgent, postDeal, sleep, Tally } from "./common";
import { seedDoppelkopfEvent } from "./doppelkopf-event";

const TABLES = Number(process.env.BENCH_EVENT_TABLES ?? 1000);
const DOKO_GAMES = Number(process.env.BENCH_DOKO_GAMES ?? 24);
const TABLETS = 200;
const VIEWERS = 200;
const PARTS = (process.env.BENCH_EVENT_PARTS ?? "klammern,doppelkopf").split(",");

interface RoundTable {
  matchId: string;
  token: string;
  /** The table's records in order: deal 1 first. */
  records: Record<string, unknown>[];
}

/** Seeds with `seed`, starts the app, enters every table's records by TABLETS tablets as fast as answered, then
 * times how long the server's public data takes to show them all. Prints the part's BENCH lines. */
async function measureRound(part: string, capacityName: string, seed: (db: DbHandle["db"]) => Promise<{ tournamentId: string; slug: string; tables: RoundTable[] }>) {
  const db = await createBenchDatabase(part);
  try {
    const s0 = performance.now();
    const ev = await seed(db.handle.db);
    const total = ev.tables.reduce((n, t) => n + t.records.length, 0);
    console.log(`[bench:event] ${part}: seeded ${ev.tables.length} tables, ${total} deals to enter, in ${((performance.now() - s0) / 1000).toFixed(0)} s`);
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
            for (const [i, record] of table.records.entries()) {
              const o = await postDeal(base, agent, table.token, { matchId: table.matchId, matchVersion: version, number: i + 1, record, idempotencyKey: crypto.randomUUID() });
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
      // A Klammern table lists each pair at two positions, so its sides' points are what add up.
      const pairs = data.tournament.game === "klammern";
      const shown = tables.reduce((s, t) => s + (pairs ? t.nsPoints + t.ewPoints : t.points.reduce((a, b) => a + b, 0)), 0);
      // This tournament's deals only: the app seeds demo tournaments into the same database at its first start.
      const storedRows = (await db.handle.db.execute(
        sql`select coalesce(sum(s::int), 0)::int as sum, count(distinct d.id)::int as n from deals d join matches m on m.id = d.match_id
            join rounds r on r.id = m.round_id, jsonb_array_elements_text(d.score) s where r.tournament_id = ${ev.tournamentId}`,
      )) as unknown as { rows: { sum: number; n: number }[] };
      const stored = storedRows.rows[0];
      const planned = new Map(ev.tables.map((t) => [t.matchId, t.records.length]));
      const complete = tables.every((t) => t.deals === planned.get(t.matchId));
      const deadline = performance.now() + 120_000;
      while (!polls.some((p) => p.etag === etag) && performance.now() < deadline) await sleep(25);
      polling = false;
      await poller;
      const hit = polls.find((p) => p.etag === etag);
      const p0 = performance.now();
      const page = await fetch(`${app.url}/t/${ev.slug}`).then((r) => r.text());
      const pageMs = performance.now() - p0;
      const r0 = performance.now();
      const refreshes = await Promise.all(
        Array.from({ length: VIEWERS }, () => fetch(`${app.url}/t/${ev.slug}?_rsc=bench`, { headers: { rsc: "1" } }).then(async (r) => (await r.arrayBuffer(), r.status))),
      );
      const refreshS = (performance.now() - r0) / 1000;

      console.log(
        `[bench:event] ${part}: ${tally.acked} of ${total} deals acked, problems ${tally.describe()}; public data: ${tables.length} tables, each with all its deals: ${complete}; points shown ${shown}, stored ${stored?.sum} over ${stored?.n} deals; page ${(page.length / 1e6).toFixed(1)} MB in ${pageMs.toFixed(0)} ms, carries the tag: ${page.includes(etag)}; server's data complete ${hit ? `${((hit.at - lastAck) / 1000).toFixed(2)} s after the last ack` : "never (120 s)"}, ${polls.length} polls`,
      );
      console.log(`BENCH ${part === "klammern" ? "event" : `event.${part}`}.burst_s ${burst.toFixed(1)} s (informational; ${total} deals by ${TABLETS} tablets, closed loop)`);
      const refreshedOk = refreshes.filter((st) => st === 200).length;
      console.log(`BENCH ${part === "klammern" ? "event" : `event.${part}`}.refresh_s ${refreshedOk === VIEWERS ? refreshS.toFixed(2) : "NaN"} s (informational; ${VIEWERS} viewers refreshing the public page at once, ${refreshedOk} answered 200)`);
      console.log(`BENCH ${part === "klammern" ? "event" : `event.${part}`}.burst_rate ${(tally.acked / burst || 0).toFixed(1)} deals/s (informational)`);
      const ok = hit && complete && shown === stored?.sum && tally.acked === total && page.includes(etag);
      console.log(
        `BENCH ${capacityName} ${ok ? ((hit.at - lastAck) / 1000).toFixed(2) : "NaN"} s (target <= 5; last ack -> the server's public data equal to the complete round's${ok ? "" : "; NOT REACHED"})`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await db.drop();
  }
}

if (PARTS.includes("klammern"))
  await measureRound("klammern", "event.capacity_s", async (db) => {
    const ev = await seedKlammernEvent(db, { tables: TABLES, name: "Kapazitaet" });
    return { ...ev, tables: ev.tables.map((t) => ({ ...t, records: Array.from({ length: 16 }, (_, i) => klammernDeal(t, i + 1)) })) };
  });
if (PARTS.includes("doppelkopf")) await measureRound("doppelkopf", "event.doppelkopf_capacity_s", (db) => seedDoppelkopfEvent(db, { players: TABLES * 4, games: DOKO_GAMES }));
process.exit(0);
