// Doppelkopf engine figures, one `BENCH <name> <value> <unit> (target ...)` line each (issue 4):
//   doppelkopf.replay   full 4-player records replayed and scored per second, one core, records already parsed
//   doppelkopf.summary  summary records checked and scored per second, one core, already parsed
//   doppelkopf.cli      JSON lines per second through the real command (`npm run --silent engine -- score`), spawned
// Records are seeded random legal games of both presets (random-game.ts), so every run measures the same work.
// The machines are noisy: each in-process figure is the best of five rounds after a warm-up, by process CPU time.
// The in-process figures import the engine from src/ through tsx; an esbuild bundle of src/engine/doppelkopf (the
// shape the browser and the CLI get) measured the same within the noise, so the bench does not bundle.
// After the CLI figure, a `# doppelkopf.cli breakdown` line shows where a CLI line's time goes: the start-up of the
// same command with empty input (wall clock), and per line in this process (one core): JSON.parse, scoring,
// JSON.stringify of the result.
import { createRng } from "../src/engine/rng";
import { randomRecord, resolveRules, scoreDoppelkopfRecord, type FullDetail } from "../src/engine/doppelkopf";
import { runEngineCli } from "./engine-cli-run";

const fmt = (n: number) => String(Math.round(n));

function makeRecords(count: number) {
  const full: Record<string, unknown>[] = [];
  const summary: Record<string, unknown>[] = [];
  for (const preset of ["house", "ddv"] as const) {
    const raw = { preset };
    const rules = resolveRules(raw);
    if (!rules.ok) throw new Error("rules");
    const rng = createRng(preset === "house" ? 4711 : 815);
    for (let i = 0; i < count / 2; i++) {
      const rec = randomRecord(rng, raw, rules.value);
      const r = scoreDoppelkopfRecord(rec);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const d = r.detail as FullDetail;
      const s: Record<string, unknown> = {
        type: d.type,
        re: d.re,
        announcements: d.announcements,
        reAugen: d.augen.re,
        tricksless: d.tricks.re === 0 ? "re" : d.tricks.kontra === 0 ? "kontra" : null,
        special: d.special.filter((x) => x.kind !== "gegen-die-alten").map((x) => ({ kind: x.kind, party: x.party })),
      };
      if (d.hochzeit) s.klaerungsstich = d.hochzeitAlone ? null : d.hochzeit.klaerungsstich;
      if (d.pflichtsolo !== undefined) s.pflicht = d.pflichtsolo;
      if (d.schweinchen !== undefined) s.schweinchen = d.schweinchen;
      // A JSON round trip gives the objects the shapes JSON.parse makes, as on the server.
      full.push(JSON.parse(JSON.stringify(rec)));
      summary.push(JSON.parse(JSON.stringify({ game: "doppelkopf", rules: raw, players: 4, dealer: rec.dealer, summary: s })));
    }
  }
  return { full, summary };
}

/** Records per second: best of `rounds` timed rounds of ~`ms` each, after one warm-up round. */
function rate(records: Record<string, unknown>[], rounds = 5, ms = 400): number {
  let best = 0;
  let sink = 0;
  for (let round = 0; round <= rounds; round++) {
    let n = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      for (let i = 0; i < records.length; i++) {
        const r = scoreDoppelkopfRecord(records[i]!);
        if (!r.ok) throw new Error(JSON.stringify(r.errors));
        sink += r.score[0]!;
      }
      n += records.length;
      t = performance.now();
    }
    // CPU time of this process (user + system): "one core" even when other jobs share the machine.
    const cpu = process.cpuUsage(c0);
    if (round > 0) best = Math.max(best, (n * 1e6) / (cpu.user + cpu.system));
  }
  if (sink === 0.5) console.log(sink); // keep the work observable
  return best;
}

/** Per line in this process, one core, CPU time, best of 5: each step alone and the three together. */
function lineCosts(lines: string[]): { parse: number; score: number; stringify: number; all: number } {
  const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const results = parsed.map((r) => scoreDoppelkopfRecord(r));
  let sink = 0;
  const best = (step: (i: number) => number): number => {
    let top = 0;
    for (let round = 0; round <= 5; round++) {
      let n = 0;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      while (performance.now() - t0 < 200) {
        for (let i = 0; i < lines.length; i++) sink += step(i);
        n += lines.length;
      }
      const cpu = process.cpuUsage(c0);
      if (round > 0) top = Math.max(top, (n * 1e6) / (cpu.user + cpu.system));
    }
    return top;
  };
  const out = {
    parse: best((i) => (JSON.parse(lines[i]!) as { dealer: number }).dealer),
    score: best((i) => (scoreDoppelkopfRecord(parsed[i]!).ok ? 1 : 0)),
    stringify: best((i) => JSON.stringify(results[i]).length),
    all: best((i) => JSON.stringify(scoreDoppelkopfRecord(JSON.parse(lines[i]!) as Record<string, unknown>)).length),
  };
  if (sink === 0.5) console.log(sink); // keep the work observable
  return out;
}

export async function runDoppelkopfBench(): Promise<void> {
  const { full, summary } = makeRecords(2000);
  const replay = rate(full);
  console.log(`BENCH doppelkopf.replay ${fmt(replay)} records/s (target >= 300000; full records, 50% house 40 cards, 50% ddv 48 cards, one core CPU time, already parsed, best of 5)`);
  const sum = rate(summary);
  console.log(`BENCH doppelkopf.summary ${fmt(sum)} records/s (target >= 1000000; summaries of the same games, one core CPU time, already parsed, best of 5)`);
  // CLI: half summaries, half full records (what captains and tablets submit), 100000 lines in one spawned process.
  const lines: string[] = [];
  for (let i = 0; lines.length < 100_000; i++) {
    const k = i % full.length;
    lines.push(JSON.stringify(i % 2 ? full[k] : summary[k]));
  }
  const input = `${lines.join("\n")}\n`;
  try {
    const runs = [];
    for (let r = 0; r < 3; r++) {
      const run = await runEngineCli(input);
      if (run.lines !== lines.length) throw new Error(`${run.lines} result lines for ${lines.length}`);
      runs.push(run);
    }
    const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    const perSecond = lines.length / (best.ms / 1000);
    console.log(
      `BENCH doppelkopf.cli ${fmt(perSecond)} lines/s (target >= 50000; ${lines.length} JSON lines, 50% summaries 50% full records, through npm run --silent engine -- score, wall clock incl. start-up, best of 3; by the command's CPU time ${fmt(lines.length / (best.cpuMs / 1000))} lines/s${best.notOk ? `, ${best.notOk} not ok` : ""})`,
    );
  } catch (e) {
    console.log(`BENCH doppelkopf.cli 0 lines/s (target >= 50000; CLI failed: ${e instanceof Error ? e.message : String(e)})`);
  }
  try {
    const startup = (await runEngineCli("")).ms / 1000;
    const c = lineCosts(lines.slice(0, 4000));
    console.log(
      `# doppelkopf.cli breakdown: start-up ${startup.toFixed(2)} s wall (same command, empty input); per line in this process, one core CPU time: JSON.parse ${fmt(c.parse)}/s, score ${fmt(c.score)}/s, JSON.stringify of the result ${fmt(c.stringify)}/s, all three ${fmt(c.all)}/s`,
    );
  } catch (e) {
    console.log(`# doppelkopf.cli breakdown failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDoppelkopfBench();
