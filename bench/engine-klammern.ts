// Klammern engine figures, one `BENCH <name> <value> <unit>` line each with its target after it (in parentheses).
// Not a test: these machines are noisy, so each in-process figure is the best of several rounds after a warm-up,
// timed by process CPU time (the median is printed beside it), with a baseline from the same run (JSON.parse of the
// same records). The CLI figure spawns the real command line (bench/engine-cli-run.ts).
import { randomKlammernRecord } from "../src/engine/klammern/random-record";
import type { KlammernDealDetail } from "../src/engine/klammern/scoring";
import { summaryFromDetail } from "../src/engine/klammern/summary";
import { scoreRecord } from "../src/engine/records";
import { runEngineCli } from "./engine-cli-run";

const fmt = (x: number) => Math.round(x).toString();

/**
 * Runs `fn` over `items` in rounds of ~`ms` each; returns per-second rates (median, best) by the CPU time of this
 * process (user + system), so other jobs sharing the machine do not count against "one core".
 */
function rate(items: readonly unknown[], fn: (x: unknown) => unknown, rounds = 9, ms = 300): { median: number; best: number } {
  for (let w = 0; w < 3; w++) for (const x of items) fn(x); // warm-up
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    while (performance.now() - t0 < ms) {
      for (let i = 0; i < items.length; i++) fn(items[i]);
      n += items.length;
    }
    const cpu = process.cpuUsage(c0);
    rates.push(n / ((cpu.user + cpu.system) / 1e6));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[rates.length >> 1] as number, best: rates[rates.length - 1] as number };
}

function checkAllOk(items: readonly unknown[]): void {
  for (const x of items) {
    const r = scoreRecord(x);
    if (!r.ok) throw new Error(`bench record rejected: ${JSON.stringify(r.errors[0])}`);
  }
}

export async function runKlammernBench(): Promise<void> {
  const N = 4000;
  const texts = Array.from({ length: N }, (_, i) => JSON.stringify(randomKlammernRecord(1000 + i, { players: 4 })));
  const records = texts.map((t) => JSON.parse(t) as unknown); // already parsed, as the server holds them
  checkAllOk(records);
  const summaries = records.map((r) => {
    const rec = r as { players: number; dealer: number };
    const detail = (scoreRecord(r) as { detail: KlammernDealDetail }).detail;
    return JSON.parse(JSON.stringify({ game: "klammern", players: rec.players, dealer: rec.dealer, summary: summaryFromDetail(detail) })) as unknown;
  });
  checkAllOk(summaries);

  const baseline = rate(texts, (t) => JSON.parse(t as string));
  const replay = rate(records, (r) => scoreRecord(r));
  console.log(
    `BENCH klammern.replay ${fmt(replay.best)} records/s (target >= 300000; full 4-player records, already parsed, replayed and scored, one core CPU time, best of 9 rounds, median ${fmt(replay.median)}; baseline JSON.parse of the same records ${fmt(baseline.best)}/s, ratio ${(replay.best / baseline.best).toFixed(2)})`,
  );
  const summary = rate(summaries, (r) => scoreRecord(r));
  console.log(
    `BENCH klammern.summary ${fmt(summary.best)} summaries/s (target >= 1000000; 4-player summaries of the same deals, already parsed, validated and scored, one core CPU time, best of 9 rounds, median ${fmt(summary.median)})`,
  );

  // The real command line: half full records, half summaries, as JSON lines through a spawned process.
  const lines: string[] = [];
  const L = 200_000;
  for (let i = 0; i < L; i++) lines.push(i % 2 === 0 ? (texts[(i >> 1) % N] as string) : JSON.stringify(summaries[(i >> 1) % N]));
  const input = `${lines.join("\n")}\n`;
  const startup = await runEngineCli("");
  const runs: { cpu: number; wall: number }[] = [];
  for (let r = 0; r < 3; r++) {
    const res = await runEngineCli(input);
    if (res.lines !== L) throw new Error(`cli wrote ${res.lines} lines for ${L}`);
    runs.push({ cpu: L / (res.cpuMs / 1000), wall: L / (res.ms / 1000) });
  }
  // Throughput is lines per wall-clock second, start-up included (as doppelkopf.cli): the CLI may use a worker
  // thread on a spare core, so its CPU time is no longer the time a user waits. CPU time is printed beside it.
  runs.sort((a, b) => b.wall - a.wall);
  const best = runs[0] as { cpu: number; wall: number };
  console.log(
    `BENCH klammern.cli ${fmt(best.wall)} lines/s (target >= 50000; ${L} JSON lines, half full records and half summaries, through npm run --silent engine -- score, wall clock incl. start-up, best of 3; by the command's CPU time ${fmt(best.cpu)} lines/s, start-up ${fmt(startup.cpuMs)} ms CPU)`,
  );
}
