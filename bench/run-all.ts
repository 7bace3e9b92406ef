// `npm run bench`: every benchmark of bench/targets.ts, one child process after the other (so they do not share
// the two cores with each other), their output passed through; then one table of all BENCH figures against their
// targets. Exit code 1 when a target is missed (or its figure is missing). A subset: `npm run bench -- submit live`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { BENCHES, meets, type Bench } from "./targets";

interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
}

/** `BENCH <name> <value> <unit> (…)`; a line without a unit (`BENCH live.viewers 10000 (target …`) has none. */
function parse(line: string, bench: string): Figure | null {
  const m = /^BENCH (\S+) (\S+)(?: ([^\s(]\S*))?/.exec(line.trim());
  if (!m) return null;
  return { bench, name: m[1]!, value: Number(m[2]), unit: m[3] ?? "" };
}

function run(bench: Bench): Promise<{ figures: Figure[]; code: number | null; seconds: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const figures: Figure[] = [];
    const child = spawn(process.execPath, ["--import", "tsx", bench.file], { stdio: ["ignore", "pipe", "inherit"] });
    let rest = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const l of lines) {
        const f = parse(l, bench.id);
        if (f) figures.push(f);
      }
    });
    child.on("close", (code) => {
      const f = parse(rest, bench.id);
      if (f) figures.push(f);
      resolve({ figures, code, seconds: (performance.now() - t0) / 1000 });
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !BENCHES.some((b) => b.id === w));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; known: ${BENCHES.map((b) => b.id).join(", ")}`);
  process.exit(2);
}
const selected = BENCHES.filter((b) => (wanted.length === 0 || wanted.includes(b.id)) && existsSync(b.file));
for (const b of BENCHES) if (!existsSync(b.file) && (wanted.length === 0 || wanted.includes(b.id))) console.log(`[bench] ${b.file} does not exist; skipped`);

const rows: string[][] = [];
let missed = 0;
for (const bench of selected) {
  console.log(`\n[bench] ${bench.id}: ${bench.file}`);
  const { figures, code, seconds } = await run(bench);
  console.log(`[bench] ${bench.id} finished in ${seconds.toFixed(0)} s (exit ${code})`);
  for (const f of figures) {
    const target = bench.figures[f.name];
    const verdict = target ? (meets(target, f.value) ? "pass" : "FAIL") : "info";
    if (verdict === "FAIL") missed++;
    rows.push([f.name, Number.isFinite(f.value) ? String(f.value) : "n/a", f.unit, target ? `${target.op} ${target.value}` : "-", verdict]);
  }
  // A target whose figure never came (a crash, a part not measured) is missed, not skipped.
  for (const [name, target] of Object.entries(bench.figures)) {
    if (target && !figures.some((f) => f.name === name)) {
      missed++;
      rows.push([name, "missing", "", `${target.op} ${target.value}`, "FAIL"]);
    }
  }
  if (code !== 0) {
    missed++;
    rows.push([`${bench.id} (process)`, `exit ${code}`, "", "exit 0", "FAIL"]);
  }
}

const head = ["name", "value", "unit", "target", "result"];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
console.log(`\n${line(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
for (const r of rows) console.log(line(r));
console.log(`\n${missed === 0 ? "all targets met" : `${missed} target(s) missed`}`);
process.exit(missed === 0 ? 0 : 1);
