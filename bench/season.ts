// `npm run bench -- season`: the DDV list's pure computation (src/seasons) over 24 months: 5,000 players, 300 ranking
// tournaments of 8 rounds with 32-120 players each, seeded. Informational: the target season.ddv_list_ms
// (<= 1,000 ms) includes reading the results from the database, which the service will add; this is its pure part.
// Alone: `npx tsx bench/season.ts`.
import { performance } from "node:perf_hooks";
import { createRng, shuffle } from "../src/engine";
import { ddvRanking, ddvWindow, type SeasonEvent } from "../src/seasons";

const PLAYERS = 5000;
const TOURNAMENTS = 300;
const ROUNDS = 8;
const END = "2026-12-06";

function field(seed: number): SeasonEvent[] {
  const rng = createRng(seed);
  const players = Array.from({ length: PLAYERS }, (_, i) => `p${i + 1}`);
  // Some play often: 60 % of the fields are drawn from a keen third of the players, the rest from everyone.
  const keen = players.filter(() => rng.next() < 0.3);
  const events: SeasonEvent[] = [];
  for (let t = 0; t < TOURNAMENTS; t++) {
    const size = 32 + rng.int(120 - 32 + 1);
    const pool = rng.next() < 0.6 ? keen : players;
    const entrants = shuffle(pool, rng).slice(0, size);
    // Dates over the 26 calendar months up to END's, so some tournaments fall out of the window on either side.
    const index = 2026 * 12 + 11 - rng.int(26);
    const date = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-${String(1 + rng.int(28)).padStart(2, "0")}`;
    events.push({
      id: `t${t + 1}`,
      date,
      players: size,
      rounds: ROUNDS,
      running: false,
      results: entrants.map((key) => ({ key, rounds: Array.from({ length: ROUNDS }, (_, r) => ({ round: r + 1, value: rng.int(121) - 60 })) })),
    });
  }
  return events;
}

const events = field(2026);
const compute = () => ddvRanking({ events }, {}, ddvWindow(END));
for (let k = 0; k < 3; k++) compute();
const times: number[] = [];
let rows = compute().rows;
for (let k = 0; k < 11; k++) {
  const start = performance.now();
  rows = compute().rows;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const ranked = rows.filter((r) => r.place !== null).length;
const participations = events.reduce((s, e) => s + e.results.length, 0);
console.log(
  `BENCH season.ddv_compute_ms ${times[5]!.toFixed(1)} ms (informational; pure DDV list, median of 11 after 3 warm-up runs: ` +
    `${PLAYERS} players, ${TOURNAMENTS} tournaments of ${ROUNDS} rounds, ${participations} participations, ${rows.length} rows, ${ranked} ranked)`,
);
