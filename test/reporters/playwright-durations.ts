// Where a Playwright run's time goes: after the run, every spec file with the summed duration of its tests,
// slowest first, one `TIME e2e <seconds> <file>` line each.
import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class DurationsReporter implements Reporter {
  private readonly bySpec = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    this.bySpec.set(file, (this.bySpec.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd() {
    const rows = [...this.bySpec].sort((a, b) => b[1] - a[1]);
    console.log(`\nPlaywright specs by duration (${rows.length} specs):`);
    for (const [file, s] of rows) console.log(`TIME e2e ${s.toFixed(1).padStart(7)} ${file}`);
  }
}
