// `npm run bench -- season-ddv`: the DDV ranking list computed from the database (issue 29's season.ddv_list_ms):
// 300 Doppelkopf tournaments over 24 months, 8 rounds each at tables of four, 32 to 64 players each drawn from 5,000
// players known by their federation number, every result stored as the verbs store it (tables, seats, each player's
// table total). The figure is the median time of computing the season as its page does (computeSeason: the events,
// the merges, every tournament's results, the DDV rule over the rolling 24 months). A fresh database on the local
// PostgreSQL server, dropped afterwards. Alone: `npx tsx bench/season-ddv-db.ts`.
import { performance } from "node:perf_hooks";
import { createRng, shuffle } from "../src/engine";
import type { DoppelkopfFormat } from "../src/games";
import { createBenchDatabase } from "./system/common";

const PLAYERS = 5000;
const TOURNAMENTS = 300;
const ROUNDS = 8;
const RUNS = 5;
const TODAY = "2026-12-06";

const db = await createBenchDatabase("season_ddv");
try {
  const schema = await import("../src/server/db/schema");
  const { clubs, tournaments, entrants, entrantPlayers, rounds, matches, tableSeats, roundEntrants, seasons, seasonEvents } = schema;
  const { computeSeason } = await import("../src/server/services/seasons/season-standings");
  const d = db.handle.db;
  const rng = createRng(24);
  const [club] = await d.insert(clubs).values({ name: "Bench-Verband", slug: "bench-verband" }).returning();
  const people = Array.from({ length: PLAYERS }, (_, i) => ({ name: `Spieler ${i + 1}`, fed: String(100000 + i) }));
  const format: DoppelkopfFormat = { gamesPerTable: { four: 24, five: 30 }, minutesPerRound: { four: 100, five: 125 }, seatingMode: "draw", rankingMode: "average" };
  const ids: string[] = [];
  const built = performance.now();
  for (let e = 0; e < TOURNAMENTS; e++) {
    // Spread over the 24 months before TODAY.
    const date = new Date(Date.UTC(2024, 11, 10) + Math.floor((e * 725) / TOURNAMENTS) * 86_400_000).toISOString().slice(0, 10);
    const [t] = await d
      .insert(tournaments)
      .values({ clubId: club!.id, slug: `turnier-${e + 1}`, name: `Ranglistenturnier ${e + 1}`, date, game: "doppelkopf", rules: { preset: "ddv" }, format, roundsPlanned: ROUNDS, status: "finished", seed: e })
      .returning();
    ids.push(t!.id);
    const size = 4 * (8 + rng.int(9)); // 32..64 players
    const field = shuffle(people, rng).slice(0, size);
    const rows = (await d.insert(entrants).values(field.map((_, i) => ({ tournamentId: t!.id, number: i + 1, status: "checked-in" as const }))).returning()).sort((a, b) => a.number - b.number);
    await d.insert(entrantPlayers).values(rows.map((r, i) => ({ entrantId: r.id, tournamentId: t!.id, position: 1, guestName: field[i]!.name, guestFederationNumber: field[i]!.fed })));
    const roundRows = await d
      .insert(rounds)
      .values(Array.from({ length: ROUNDS }, (_, n) => ({ tournamentId: t!.id, number: n + 1, status: "closed" as const, seed: n, publishedAt: new Date(), closedAt: new Date() })))
      .returning();
    const tables = roundRows.flatMap((round) => Array.from({ length: size / 4 }, (_, tb) => ({ roundId: round.id, tournamentId: t!.id, tableNumber: tb + 1, firstDealer: 0, status: "complete" as const })));
    const matchRows = await d.insert(matches).values(tables).returning();
    const seats: (typeof tableSeats.$inferInsert)[] = [];
    const points: (typeof roundEntrants.$inferInsert)[] = [];
    for (const round of roundRows) {
      const seated = shuffle(rows, rng);
      const here = matchRows.filter((m) => m.roundId === round.id).sort((a, b) => a.tableNumber - b.tableNumber);
      here.forEach((m, tb) => {
        const four = seated.slice(4 * tb, 4 * tb + 4);
        // Doppelkopf table totals sum to zero.
        const [a, b, c] = [rng.int(120) - 60, rng.int(120) - 60, rng.int(120) - 60];
        const totals = [a, b, c, -(a + b + c)];
        four.forEach((x, position) => {
          seats.push({ matchId: m.id, position, entrantId: x.id });
          points.push({ roundId: round.id, entrantId: x.id, matchId: m.id, points: totals[position]! });
        });
      });
    }
    await d.insert(tableSeats).values(seats);
    await d.insert(roundEntrants).values(points);
  }
  const [season] = await d
    .insert(seasons)
    .values({ clubId: club!.id, slug: "ddv-rangliste", name: "DDV-Rangliste", game: "doppelkopf", rule: { kind: "ddv" }, window: { kind: "rolling", months: 24 } })
    .returning();
  await d.insert(seasonEvents).values(ids.map((tournamentId) => ({ seasonId: season!.id, tournamentId })));
  console.log(`[season-ddv] built ${TOURNAMENTS} tournaments in ${((performance.now() - built) / 1000).toFixed(1)} s`);

  const times: number[] = [];
  let summary = "";
  for (let run = 0; run < RUNS + 1; run++) {
    const start = performance.now();
    const view = await computeSeason(d, season!, TODAY);
    const ms = performance.now() - start;
    if (run >= 1) times.push(ms);
    const placed = view.rows.filter((r) => r.place !== null).length;
    summary = `${view.rows.length} rows, ${placed} placed, window ${view.window.from}..${view.window.to}`;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `BENCH season.ddv_list_ms ${median.toFixed(0)} ms (target <= 1000; ${TOURNAMENTS} tournaments of ${ROUNDS} rounds, ${PLAYERS} players by federation number, ${summary}; read from PostgreSQL and ranked, median of ${RUNS} after a warm-up run)`,
  );
} finally {
  await db.drop();
}
