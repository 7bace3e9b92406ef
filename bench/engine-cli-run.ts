// Runs the engine's real command line, as records.md documents it (`npm run --silent engine -- score`), under bash's
// `time`: wall time measured here, user + system CPU time of the whole command (npm, node, worker threads) from bash.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface CliRun {
  ms: number;
  cpuMs: number;
  /** Result lines written, and how many of them were not `{"ok":true…`. */
  lines: number;
  notOk: number;
}

export function runEngineCli(input: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn("bash", ["-c", "TIMEFORMAT='%3U %3S'; time npm run --silent engine -- score"], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] });
    let lines = 0;
    let notOk = 0;
    let rest = "";
    let err = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      lines += parts.length;
      for (const p of parts) if (!p.startsWith('{"ok":true')) notOk++;
    });
    child.stderr.on("data", (b: Buffer) => (err += b.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - t0;
      const [user, sys] = (err.trim().split("\n").pop() ?? "").split(" ").map(Number);
      if (code !== 0 || user === undefined || sys === undefined || Number.isNaN(user + sys)) reject(new Error(`engine cli failed (${code}): ${err}`));
      else resolve({ ms, cpuMs: (user + sys) * 1000, lines, notOk });
    });
    child.stdin.end(input);
  });
}
