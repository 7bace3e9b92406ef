// `npm test`: every test, in order, stopping at the first that fails: the type check, lint, Vitest (engine,
// pairing, services; on PGlite and, with DATABASE_URL, on PostgreSQL too), then the browser suite
// (scripts/e2e.ts). Prints each step's duration at the end, so a slow step shows where the time goes.
import { spawnSync } from "node:child_process";

const STEPS: [name: string, script: string][] = [
  ["type check", "typecheck"],
  ["lint", "lint"],
  ["Vitest", "test:unit"],
  ["browser suite", "test:e2e"],
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const done: string[] = [];
let status = 0;
const started = Date.now();
for (const [name, script] of STEPS) {
  const t = Date.now();
  status = spawnSync(npm, ["run", script], { stdio: "inherit" }).status ?? 1;
  done.push(`${((Date.now() - t) / 1000).toFixed(0).padStart(6)} s  ${name}${status ? " (failed)" : ""}`);
  if (status) break;
}
console.log(`\nnpm test: step durations\n${done.join("\n")}\n${((Date.now() - started) / 1000).toFixed(0).padStart(6)} s  total`);
process.exit(status);
