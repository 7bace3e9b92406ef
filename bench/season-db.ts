// `npm run bench -- season-db`: a club season computed from the database (issue 29's season.standings_ms): 52
// Doppelkopf evenings of a club with 200 members, 24-40 of them each evening at tables of four over 3 rounds, the
// results stored as the verbs store them (tables, seats, each player's table total). The figure is the median time
// of computing the stored season as its page does (computeSeason: its events, merges, every evening's results, the
// average per round). A fresh database on the local PostgreSQL server, dropped afterwards. Alone: `npx tsx bench/season-db.ts`.
import { performance } from "node:perf_hooks";
import { createRng, shuffle } from "../src/engine";
import type { DoppelkopfFormat } from "../src/games";
import { createBenchDatabase } from "./system/common";

const MEMBERS = 200;
const EVENINGS = 52;
const ROUNDS = 3;
const RUNS = 11;

const db = await createBenchDatabase("season");
try {
  const { clubs, members, tournaments, entrants, entrantPlayers, rounds, matches, tableSeats, roundEntrants, seasons, seasonEvents } = await import("../src/server/db/schema");
  const { computeSeason } = await import("../src/server/services/seasons/season-standings");
  const d = db.handle.db;
  const rng = createRng(52);
  const [club] = await d.insert(clubs).values({ name: "Bench-Verein", slug: "bench-verein" }).returning();
  const people = await d
    .insert(members)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ clubId: club!.id, playerNumber: i + 1, firstName: `Vor${i + 1}`, lastName: `Nach${i + 1}` })))
    .returning();
  const ids: string[] = [];
  for (let e = 0; e < EVENINGS; e++) {
    const date = new Date(Date.UTC(2026, 0, 7 + 7 * e)).toISOString().slice(0, 10);
    const format: DoppelkopfFormat = { gamesPerTable: { four: 24, five: 30 }, minutesPerRound: { four: 100, five: 125 }, seatingMode: "draw", rankingMode: "average" };
    const [t] = await d
      .insert(tournaments)
      .values({ clubId: club!.id, slug: `abend-${e + 1}`, name: `Abend ${e + 1}`, date, game: "doppelkopf", rules: { preset: "ddv" }, format, roundsPlanned: ROUNDS, status: "finished", seed: e })
      .returning();
    ids.push(t!.id);
    const size = 4 * (6 + rng.int(5)); // 24..40 players
    const field = shuffle(people, rng).slice(0, size);
    const rows = await d
      .insert(entrants)
      .values(field.map((_, i) => ({ tournamentId: t!.id, number: i + 1, status: "checked-in" as const })))
      .returning();
    await d.insert(entrantPlayers).values(rows.map((r, i) => ({ entrantId: r.id, tournamentId: t!.id, position: 1, memberId: field[i]!.id })));
    for (let n = 1; n <= ROUNDS; n++) {
      const [round] = await d.insert(rounds).values({ tournamentId: t!.id, number: n, status: "closed", seed: n, publishedAt: new Date(), closedAt: new Date() }).returning();
      const seated = shuffle(rows, rng);
      for (let tb = 0; tb < size / 4; tb++) {
        const four = seated.slice(4 * tb, 4 * tb + 4);
        const [m] = await d.insert(matches).values({ roundId: round!.id, tournamentId: t!.id, tableNumber: tb + 1, firstDealer: 0, status: "complete" }).returning();
        await d.insert(tableSeats).values(four.map((x, position) => ({ matchId: m!.id, position, entrantId: x.id })));
        // Doppelkopf table totals sum to zero.
        const a = rng.int(60) - 30;
        const b = rng.int(60) - 30;
        const c = rng.int(60) - 30;
        const points = [a, b, c, -(a + b + c)];
        await d.insert(roundEntrants).values(four.map((x, i) => ({ roundId: round!.id, entrantId: x.id, matchId: m!.id, points: points[i]! })));
      }
    }
  }

  // The club's season, stored as organizers keep it: the average from 12 rounds over the year.
  const [stored] = await d
    .insert(seasons)
    .values({ clubId: club!.id, slug: "jahreswertung", name: "Jahreswertung", game: "doppelkopf", rule: { kind: "average", options: { minRounds: 12 } }, window: { kind: "range", from: "2026-01-01", to: "2026-12-31" } })
    .returning();
  await d.insert(seasonEvents).values(ids.map((tournamentId) => ({ seasonId: stored!.id, tournamentId })));
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS + 2; run++) {
    const start = performance.now();
    const season = await computeSeason(d, stored!);
    const ms = performance.now() - start;
    if (run >= 2) times.push(ms);
    rows = season.rows.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `BENCH season.standings_ms ${median.toFixed(1)} ms (target <= 50; ${EVENINGS} evenings, ${MEMBERS} members, ${rows} rows, read from PostgreSQL and ranked by average as the season's page does; median of ${RUNS} after 2 warm-up runs)`,
  );
} finally {
  await db.drop();
}
