// Runs the engine's real command line as records.md documents it, from a file to a file, the way an organizer runs
// it: `npm run --silent engine -- score < records.jsonl > results.jsonl`, under bash's `time`. Wall time is measured
// here; user + system CPU time of the whole command (npm, node, worker threads) comes from bash. Input and output
// go through files so that this process does no work while the command runs (on two cores, reading the output
// through a pipe here took CPU from the command); the output is checked after the clock stops.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface CliRun {
  ms: number;
  cpuMs: number;
  /** Result lines written, and how many of them were not `{"ok":true…`. */
  lines: number;
  notOk: number;
}

export async function runEngineCli(input: string): Promise<CliRun> {
  const dir = mkdtempSync(path.join(tmpdir(), "engine-cli-"));
  try {
    const [inFile, outFile] = [path.join(dir, "records.jsonl"), path.join(dir, "results.jsonl")];
    writeFileSync(inFile, input);
    const { ms, cpuMs } = await timed(`npm run --silent engine -- score < '${inFile}' > '${outFile}'`);
    const out = readFileSync(outFile, "utf8");
    let lines = 0;
    let notOk = 0;
    for (let start = 0, nl = out.indexOf("\n"); nl >= 0; start = nl + 1, nl = out.indexOf("\n", start)) {
      lines++;
      if (!out.startsWith('{"ok":true', start)) notOk++;
    }
    return { ms, cpuMs, lines, notOk };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function timed(command: string): Promise<{ ms: number; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn("bash", ["-c", `TIMEFORMAT='%3U %3S'; time ${command}`], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (b: Buffer) => (err += b.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - t0;
      const [user, sys] = (err.trim().split("\n").pop() ?? "").split(" ").map(Number);
      if (code !== 0 || user === undefined || sys === undefined || Number.isNaN(user + sys)) reject(new Error(`engine cli failed (${code}): ${err}`));
      else resolve({ ms, cpuMs: (user + sys) * 1000 });
    });
  });
}
