// `npm run bench:pairing`: Swiss pairing and standings figures, one `BENCH <name> <value> <unit>` line each,
// with the target after it. Not a test: these machines are noisy, so the baseline (npm tournament-pairings,
// a complete-graph weighted blossom) runs on the same field in the same process and the ratio is printed too.
import { Swiss } from "tournament-pairings";
import { createRng } from "../src/engine/rng";
import { computeStandings, pairSwissRound, type Entrant, type MatchRecord, type Pairing } from "../src/pairing";
import { simulateResults } from "../src/pairing/pairs/simulate";
import { runDokoSeatingBench } from "./doko-seating";

function field(n: number): Entrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `P${String(i + 1).padStart(4, "0")}`, label: String(i + 1) }));
}

/** A Swiss event of `n` pairs after `rounds` rounds, paired by us, results from a seeded RNG (Klammern-like points). */
function simulate(n: number, rounds: number, seed: number): { entrants: Entrant[]; results: MatchRecord[] } {
  const entrants = field(n);
  const results: MatchRecord[] = [];
  const rng = createRng(seed);
  for (let round = 1; round <= rounds; round++) {
    const p = pairSwissRound({ round, seed: seed * 100 + round, entrants, results });
    results.push(...simulateResults(p, rng, 1200));
  }
  return { entrants, results };
}

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Times `runs` calls after `warmup` uncounted ones; `first` is the very first (cold, JIT not yet warm) call. */
function time<T>(runs: number, f: () => T, warmup = 0): { median: number; first: number; value: T } {
  const times: number[] = [];
  let value: T | undefined;
  let first = -1;
  for (let k = 0; k < warmup; k++) {
    const t = performance.now();
    f();
    if (first < 0) first = performance.now() - t;
  }
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    value = f();
    times.push(performance.now() - t);
  }
  return { median: median(times), first: first < 0 ? (times[0] as number) : first, value: value as T };
}

function rematches(tables: readonly { home: string; away: string }[], results: readonly MatchRecord[]): number {
  const met = new Set<string>();
  for (const r of results) if (r.kind !== "bye") met.add(`${r.home}|${r.away}`).add(`${r.away}|${r.home}`);
  return tables.filter((t) => met.has(`${t.home}|${t.away}`)).length;
}

const fmt = (x: number, digits = 3) => x.toFixed(digits);

function benchSwiss(n: number, name: string, target: string, runs: number): { seconds: number; pairing: Pairing; state: ReturnType<typeof simulate> } {
  const state = simulate(n, 5, 7);
  const pair = () => pairSwissRound({ round: 6, seed: 4242, ...state });
  const t = time(runs, pair, 3);
  console.log(`BENCH ${name} ${fmt(t.median / 1000, 4)} s (${target}; median of ${runs} after 3 warm-up runs, cold first run ${fmt(t.first / 1000, 4)} s, rematches ${rematches(t.value.tables, state.results)})`);
  return { seconds: t.median / 1000, pairing: t.value, state };
}

benchSwiss(2000, "swiss.2000", "target <= 2", 5);
benchSwiss(250, "swiss.250", "target <= 0.1", 21);
runDokoSeatingBench();

{
  const state = simulate(1000, 10, 11);
  const t = time(101, () => computeStandings(state.entrants, state.results), 30);
  console.log(`BENCH standings.1000x10 ${fmt(t.median, 2)} ms (target <= 5; with per-round history; median of 101 after 30 warm-up runs, cold first run ${fmt(t.first, 2)} ms)`);
}

{
  const ours = benchSwiss(1000, "swiss.1000", "ours, same field as swiss.baseline.1000", 5);
  const { entrants, results } = ours.state;
  // The baseline's input: score = our match points, prior opponents to avoid, bye received.
  const standings = new Map(computeStandings(entrants, results, { history: false }).rows.map((r) => [r.entrant, r]));
  const avoid = new Map<string, string[]>(entrants.map((e) => [e.id, []]));
  for (const r of results) {
    if (r.kind === "bye") continue;
    (avoid.get(r.home) as string[]).push(r.away);
    (avoid.get(r.away) as string[]).push(r.home);
  }
  const players = entrants.map((e) => ({
    id: e.id,
    score: standings.get(e.id)?.matchPoints ?? 0,
    receivedBye: (standings.get(e.id)?.byes ?? 0) > 0,
    avoid: avoid.get(e.id) as string[],
  }));
  const t = time(1, () => Swiss(players, 6));
  const tables = t.value.filter((m) => m.player1 !== null && m.player2 !== null).map((m) => ({ home: String(m.player1), away: String(m.player2) }));
  console.log(`BENCH swiss.baseline.1000 ${fmt(t.median / 1000, 2)} s (npm tournament-pairings 2.0.1 Swiss, one run, rematches ${rematches(tables, results)})`);
  // Pairing quality beside speed: total match-point gap over all tables (lower = closer to pure score groups).
  const gap = (ts: readonly { home: string; away: string }[]) =>
    ts.reduce((sum, x) => sum + Math.abs((standings.get(x.home)?.matchPoints ?? 0) - (standings.get(x.away)?.matchPoints ?? 0)), 0);
  console.log(`BENCH swiss.mpgap.1000 ${gap(ours.pairing.tables)} mp (ours: sum of match-point differences over all tables)`);
  console.log(`BENCH swiss.baseline.mpgap.1000 ${gap(tables)} mp (baseline, same field)`);
  console.log(`BENCH swiss.speedup.1000 ${fmt(t.median / 1000 / ours.seconds, 0)} x (baseline / ours, same run)`);
}
