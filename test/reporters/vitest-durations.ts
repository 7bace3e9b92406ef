// Where a Vitest run's time goes: after the run, every test file with its duration, slowest first, one
// `TIME vitest <seconds> <file>` line each (files run side by side, so they add up to more than the wall time).
import type { Reporter, TestModule } from "vitest/node";

export default class DurationsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules
      .map((m) => ({ file: m.relativeModuleId, s: m.diagnostic().duration / 1000 }))
      .sort((a, b) => b.s - a.s);
    const total = rows.reduce((n, r) => n + r.s, 0);
    console.log(`\nVitest files by duration (${rows.length} files, ${total.toFixed(0)} s summed):`);
    for (const r of rows) console.log(`TIME vitest ${r.s.toFixed(1).padStart(7)} ${r.file}`);
  }
}
