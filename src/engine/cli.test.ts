// The command line's parallel path (worker threads for large inputs) must write exactly what the main thread alone
// writes: the same bytes, in input order. The tests spawn the real CLI with the knobs of cli.ts's header.
// eslint-disable-next-line no-restricted-imports
import { spawnSync } from "node:child_process";
// eslint-disable-next-line no-restricted-imports
import { readFileSync, statSync, utimesSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { randomRecord, resolveRules } from "./doppelkopf";
import { engineError } from "./errors";
import { randomKlammernRecord } from "./klammern/random-record";
import { scoreRecordLine } from "./records";
import { createRng } from "./rng";

/** A few thousand mixed lines: valid records of both games, bad JSON, bad records, empty lines, CRLF, non-ASCII. */
function mixedLines(count: number): string[] {
  const rng = createRng(2026);
  const dk = (["house", "ddv"] as const).map((preset) => {
    const rules = resolveRules({ preset });
    if (!rules.ok) throw new Error("rules");
    return { raw: { preset }, rules: rules.value };
  });
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng.int(20);
    if (r < 8) lines.push(JSON.stringify(randomKlammernRecord(5000 + i, { players: ([2, 3, 4] as const)[i % 3] })));
    else if (r < 15) {
      const d = dk[i % 2]!;
      lines.push(JSON.stringify(randomRecord(rng, d.raw, d.rules)));
    } else if (r === 15) lines.push(`{"game":"klammern","players":4,"dealer":${i % 7}`); // not JSON
    else if (r === 16) lines.push(JSON.stringify({ game: i % 2 ? "skät" : "doppelkopf", players: 4, dealer: 0, summary: { re: [0] } }));
    else if (r === 17) lines.push(i % 2 ? "" : "   ");
    else if (r === 18) lines.push(`${JSON.stringify(randomKlammernRecord(9000 + i))}\r`); // CRLF
    else lines.push(`[${i}, "Spielbericht für Tisch ${i}"]`);
  }
  return lines;
}

/** What the CLI must write for one line, computed here in the test process. */
function expectedLine(line: string): string {
  if (line.endsWith("\r")) line = line.slice(0, -1);
  if (line.trim() === "") {
    return JSON.stringify({ ok: false, errors: [engineError("RECORD_EMPTY", "", "Leere Zeile: kein Spielbericht.", "Empty line: no hand record.")] });
  }
  return JSON.stringify(scoreRecordLine(line));
}

const run = (input: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ["scripts/engine-cli.mjs", "score"], {
    input,
    encoding: "utf8",
    cwd: process.cwd(),
    env: { ...process.env, ENGINE_CLI_STATS: "1", ...env },
    timeout: 120_000,
    maxBuffer: 1 << 30,
  });

const batches = (stderr: string) => {
  const m = /engine: (\d+) batches, (\d+) on the main thread, (\d+) by (\d+) workers/.exec(stderr);
  if (!m) throw new Error(`no stats in stderr: ${stderr}`);
  return { total: Number(m[1]), main: Number(m[2]), workers: Number(m[3]), workerCount: Number(m[4]) };
};

describe("command line: worker threads", { timeout: 120_000 }, () => {
  const lines = mixedLines(3000);
  // The last line has no newline: it is scored all the same.
  const input = lines.join("\n");
  const expected = `${lines.map(expectedLine).join("\n")}\n`;

  const single = run(input, { ENGINE_CLI_WORKERS: "0" });

  it("main thread alone: one result per line, in order", () => {
    expect(single.status).toBe(0);
    expect(single.stdout).toBe(expected);
    expect(batches(single.stderr)).toMatchObject({ main: batches(single.stderr).total, workers: 0, workerCount: 0 });
  });

  it("workers alone give byte-identical output, in order", () => {
    // Workers from the first byte, the main thread only reads and writes: every batch by a worker.
    const r = run(input, { ENGINE_CLI_WORKERS: "2", ENGINE_CLI_PARALLEL_AFTER: "0", ENGINE_CLI_BATCH: "8192", ENGINE_CLI_MAIN_HELPS: "0" });
    expect(r.status).toBe(0);
    const s = batches(r.stderr);
    expect(s).toMatchObject({ main: 0, workerCount: 2 });
    expect(s.workers).toBe(s.total);
    expect(s.total).toBeGreaterThan(10); // a batch is at least one chunk read from the pipe
    expect(r.stdout).toBe(single.stdout);
  });

  it("main thread and workers together give byte-identical output, in order", () => {
    const r = run(input, { ENGINE_CLI_WORKERS: "2", ENGINE_CLI_PARALLEL_AFTER: "0", ENGINE_CLI_BATCH: "4096" });
    expect(r.status).toBe(0);
    expect(batches(r.stderr).workerCount).toBe(2);
    expect(r.stdout).toBe(single.stdout);
  });

  it("--rules reach the workers; a trailing newline ends the input as before", () => {
    const rules = '{"klammern":{"jassPoints":20},"doppelkopf":{"preset":"ddv"}}';
    const withNl = `${input}\n`;
    const args = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["scripts/engine-cli.mjs", "score", "--rules", rules], {
        input: withNl,
        encoding: "utf8",
        cwd: process.cwd(),
        env: { ...process.env, ENGINE_CLI_STATS: "1", ...env },
        timeout: 120_000,
        maxBuffer: 1 << 30,
      });
    const a = args({ ENGINE_CLI_WORKERS: "0" });
    const b = args({ ENGINE_CLI_WORKERS: "1", ENGINE_CLI_PARALLEL_AFTER: "0", ENGINE_CLI_BATCH: "16384", ENGINE_CLI_MAIN_HELPS: "0" });
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
    expect(batches(b.stderr).main).toBe(0);
    expect(a.stdout.split("\n")).toHaveLength(lines.length + 1);
    expect(b.stdout).toBe(a.stdout);
    expect(a.stdout).not.toBe(single.stdout); // the rules changed some results
  });
});

describe("the launcher scripts/engine-cli.mjs", () => {
  const cache = "node_modules/.cache/stichfest/engine-cli.mjs";
  const score = () =>
    spawnSync(process.execPath, ["scripts/engine-cli.mjs", "score"], { input: "", encoding: "utf8", cwd: process.cwd(), timeout: 60_000 });

  it("rebuilds its bundle when an engine source changes, and only then", () => {
    expect(score().status).toBe(0);
    const key = readFileSync(`${cache}.key`, "utf8");
    const built = statSync(cache).mtimeMs;
    expect(score().status).toBe(0);
    expect(statSync(cache).mtimeMs).toBe(built); // unchanged sources: the bundle is reused
    const source = "src/engine/rng.ts";
    const { atimeMs, mtimeMs } = statSync(source);
    const [atime, mtime] = [atimeMs / 1000, mtimeMs / 1000];
    try {
      utimesSync(source, atime, mtime + 1);
      expect(score().status).toBe(0);
      expect(readFileSync(`${cache}.key`, "utf8")).not.toBe(key);
    } finally {
      utimesSync(source, atime, mtime);
      score();
    }
  });
});
