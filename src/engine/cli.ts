// `npm run --silent engine -- score [--rules '<json>']`: hand records as JSON lines on stdin, one result line
// per input line on stdout, in order (records.md "The command line"). Bad lines get ok:false and the run goes on.
// Exit 0 when every line was read, 2 on usage errors.
//
// Input is read as bytes, cut after a "\n" into batches of whole lines (~128 KiB), decoded per batch; results are
// written one write per batch, strictly in input order. Small inputs (a few lines, interactive use) are scored on the
// main thread as they come. Once a run has read 4 MiB and other processes left a core free meanwhile, worker threads
// (one per spare core, at most 3; this same file, as bundled by scripts/engine-cli.mjs) score batches beside the main
// thread, which keeps scoring batches itself, also while the workers load. Every path scores a line with the same
// scoreLine, so the output does not depend on who scored it (cli.test.ts compares them byte for byte).
// Knobs for tests and measurements (environment): ENGINE_CLI_WORKERS=<n> (0 = main thread only; set = no idle check),
// ENGINE_CLI_PARALLEL_AFTER=<bytes>, ENGINE_CLI_BATCH=<bytes>, ENGINE_CLI_MAIN_HELPS=0 (the main thread scores only
// when no worker is alive), ENGINE_CLI_STATS=1 (who scored how many batches, on stderr).
import { availableParallelism, cpus } from "node:os";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { engineError } from "./errors";
import { scoreRecordLine } from "./records";

const USAGE = `Usage: engine score [--rules '<json>']
  Reads hand records (JSON lines) on stdin, writes one result line per input line on stdout.
  --rules '<json>'  rules for records that carry none, e.g. '{"jassPoints":20}' or '{"preset":"house"}'`;

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): { rules: unknown } {
  const args = argv.slice();
  if (args[0] === "--help" || args[0] === "-h") {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (args.shift() !== "score") usage("engine: missing or unknown command (expected: score)");
  let rules: unknown = undefined;
  while (args.length) {
    const a = args.shift() as string;
    let value: string | undefined;
    if (a === "--rules") {
      value = args.shift();
      if (value === undefined) usage("engine: --rules needs a JSON object");
    } else if (a.startsWith("--rules=")) value = a.slice("--rules=".length);
    else usage(`engine: unknown argument ${a}`);
    try {
      rules = JSON.parse(value as string);
    } catch {
      usage("engine: --rules is not valid JSON");
    }
    if (rules === null || typeof rules !== "object" || Array.isArray(rules)) usage("engine: --rules must be a JSON object");
  }
  return { rules };
}

function scoreLine(line: string, rules: unknown): string {
  if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1); // CRLF input
  if (line.trim() === "") {
    return JSON.stringify({
      ok: false,
      errors: [engineError("RECORD_EMPTY", "", "Leere Zeile: kein Spielbericht.", "Empty line: no hand record.")],
    });
  }
  try {
    return JSON.stringify(scoreRecordLine(line, rules));
  } catch (e) {
    // The engine throws only on programmer errors; report it for this line and go on.
    const why = e instanceof Error ? e.message : String(e);
    return JSON.stringify({
      ok: false,
      errors: [engineError("INTERNAL_ERROR", "", `Interner Fehler der Engine: ${why}`, `Internal engine error: ${why}`)],
    });
  }
}

/**
 * Scores the lines of `text`: every line ended by "\n" and, when `text` is the end of the input (`last`), a final line
 * without one. Returns one result line per input line, each ended by "\n".
 */
function scoreText(text: string, rules: unknown, last: boolean): string {
  const out: string[] = [];
  let start = 0;
  for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", start)) {
    out.push(scoreLine(text.slice(start, nl), rules));
    start = nl + 1;
  }
  if (last && start < text.length) out.push(scoreLine(text.slice(start), rules));
  if (out.length === 0) return "";
  out.push("");
  return out.join("\n");
}

function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === "") return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** A run of whole input lines (UTF-8 bytes, cut after a "\n"); `out` = their result lines once scored. */
type Batch = { id: number; parts: Buffer[]; size: number; last: boolean; taken: boolean; out: string | Uint8Array | undefined };
type WorkerSlot = { worker: Worker; ready: boolean; dead: boolean; inFlight: Batch[] };
type ToWorker = { id: number; bytes: Uint8Array; last: boolean };
type FromWorker = { ready: true } | { id: number; out: Uint8Array };

/** Batches handed to one worker at a time: the second waits in its port, so the worker never idles between them. */
const IN_FLIGHT = 2;

const bytesOf = (b: Batch): Buffer => (b.parts.length === 1 ? b.parts[0]! : Buffer.concat(b.parts, b.size));

/** Time all cores were idle, plus the CPU time of this process (all its threads), in ms. */
const freeMs = (): number => cpus().reduce((n, c) => n + c.times.idle, 0) + process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;

/**
 * Cores that other processes left free since the command started, less the one this main thread uses, or null while
 * too little time has passed to tell. This process's own threads (V8 compiling and collecting in the background,
 * file reads) count as free: they are this command's work. One worker per free core: on a saturated machine another
 * thread only adds its start-up and copying. Measured, not the load average: that lags by a minute, so a core that
 * just became free (after the previous command, say) would still count as busy.
 */
function spareCores(started: { at: number; free: number }): number | null {
  const ms = performance.now() - started.at;
  if (ms < 50) return null;
  return Math.round((freeMs() - started.free) / ms) - 1;
}

function main(): void {
  const { rules } = parseArgs(process.argv.slice(2));
  const started = { at: performance.now(), free: freeMs() };
  // At most one worker per other core; how many start depends on the cores idle meanwhile (spareCores).
  const maxWorkers = envInt("ENGINE_CLI_WORKERS", Math.max(0, Math.min(3, availableParallelism() - 1)));
  const checkIdle = !process.env.ENGINE_CLI_WORKERS;
  let decided = false;
  const mainHelps = process.env.ENGINE_CLI_MAIN_HELPS !== "0";
  const parallelAfter = envInt("ENGINE_CLI_PARALLEL_AFTER", 4 << 20);
  const batchBytes = Math.max(1, envInt("ENGINE_CLI_BATCH", 1 << 17));
  const maxQueued = 4 + 2 * IN_FLIGHT * maxWorkers; // batches read but not yet written: stdin pauses above this
  const stats = process.env.ENGINE_CLI_STATS === "1";

  const queue: Batch[] = []; // unwritten batches, in input order
  const workers: WorkerSlot[] = [];
  let nextId = 0;
  let rest: Buffer[] = []; // an unfinished line
  let received = 0;
  let ended = false;
  let finished = false;
  let waitingDrain = false;
  let paused = false;
  let scheduled = false;
  let byMain = 0;
  let byWorkers = 0;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  const addBytes = (bytes: Buffer, last: boolean) => {
    const tail = queue[queue.length - 1];
    if (tail !== undefined && !tail.taken && tail.size < batchBytes) {
      tail.parts.push(bytes);
      tail.size += bytes.length;
      tail.last = last;
    } else queue.push({ id: nextId++, parts: [bytes], size: bytes.length, last, taken: false, out: undefined });
  };

  const nextUntaken = (): Batch | undefined => {
    for (const b of queue) if (!b.taken) return b;
    return undefined;
  };

  const write = (s: string | Uint8Array) => {
    if (s.length === 0) return;
    if (!process.stdout.write(s) && !waitingDrain) {
      waitingDrain = true;
      process.stdout.once("drain", () => {
        waitingDrain = false;
        schedule();
      });
    }
  };

  const dropWorker = (slot: WorkerSlot) => {
    if (slot.dead) return;
    slot.dead = true;
    for (const b of slot.inFlight) b.taken = false; // the main thread (or another worker) scores them again
    slot.inFlight = [];
    schedule();
  };

  const startWorkers = (count: number) => {
    // The worker is this file as Node runs it: the bundle scripts/engine-cli.mjs builds. Under tsx (a .ts file)
    // the workers could not load it, and the main thread scores everything.
    const self = fileURLToPath(import.meta.url);
    if (self.endsWith(".ts")) return;
    for (let i = 0; i < count; i++) {
      const worker = new Worker(self, { workerData: { rules } });
      const slot: WorkerSlot = { worker, ready: false, dead: false, inFlight: [] };
      worker.on("message", (m: FromWorker) => {
        if ("ready" in m) slot.ready = true;
        else {
          const b = slot.inFlight.shift();
          if (b === undefined || b.id !== m.id) throw new Error("engine cli: worker answered out of order");
          b.out = m.out;
          byWorkers++;
        }
        schedule();
      });
      worker.on("error", () => dropWorker(slot));
      worker.on("exit", () => dropWorker(slot));
      workers.push(slot);
    }
  };

  const finish = () => {
    finished = true;
    for (const slot of workers) {
      slot.dead = true;
      void slot.worker.terminate();
    }
    if (stats) process.stderr.write(`engine: ${nextId} batches, ${byMain} on the main thread, ${byWorkers} by ${workers.length} workers\n`);
    process.exitCode = 0;
  };

  function pump(): void {
    scheduled = false;
    if (finished) return;
    // Results go out strictly in input order.
    while (queue.length > 0 && queue[0]!.out !== undefined) write((queue.shift() as Batch).out!);
    if (ended && queue.length === 0) return finish();

    for (const slot of workers) {
      if (!slot.ready || slot.dead) continue;
      while (slot.inFlight.length < IN_FLIGHT) {
        const b = nextUntaken();
        if (b === undefined) break;
        b.taken = true;
        slot.inFlight.push(b);
        slot.worker.postMessage({ id: b.id, bytes: bytesOf(b), last: b.last } satisfies ToWorker);
      }
    }
    // The main thread scores a batch itself when no worker takes it (none started or loaded yet, or all busy).
    const mine = nextUntaken();
    if (mine !== undefined && (mainHelps || workers.every((w) => w.dead))) {
      mine.taken = true;
      mine.out = scoreText(bytesOf(mine).toString("utf8"), rules, mine.last);
      byMain++;
      schedule();
    }

    const pause = waitingDrain || queue.length >= maxQueued;
    if (pause !== paused && !ended) {
      paused = pause;
      if (pause) process.stdin.pause();
      else process.stdin.resume();
    }
  }

  // Lines are cut as bytes at "\n" (never part of a multi-byte UTF-8 character) and decoded per batch.
  process.stdin.on("data", (chunk: Buffer) => {
    received += chunk.length;
    const nl = chunk.lastIndexOf(10);
    if (nl < 0) {
      rest.push(chunk);
      return;
    }
    const head = nl + 1 === chunk.length ? chunk : chunk.subarray(0, nl + 1);
    addBytes(rest.length === 0 ? head : Buffer.concat([...rest, head]), false);
    rest = nl + 1 === chunk.length ? [] : [chunk.subarray(nl + 1)];
    if (!decided && maxWorkers > 0 && received >= parallelAfter) {
      const spare = checkIdle ? spareCores(started) : maxWorkers;
      if (spare !== null) {
        decided = true;
        startWorkers(Math.min(maxWorkers, spare));
      }
    }
    schedule();
  });
  process.stdin.on("end", () => {
    ended = true;
    if (rest.length > 0) addBytes(Buffer.concat(rest), true);
    rest = [];
    schedule();
  });
}

/** A worker: scores the batches the main thread sends, answers in the order received (UTF-8 bytes, transferred). */
function serve(): void {
  const port = parentPort;
  if (port === null) return;
  const { rules } = workerData as { rules: unknown };
  const encoder = new TextEncoder();
  port.on("message", (m: ToWorker) => {
    const text = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength).toString("utf8");
    const out = encoder.encode(scoreText(text, rules, m.last));
    port.postMessage({ id: m.id, out } satisfies FromWorker, [out.buffer]);
  });
  port.postMessage({ ready: true } satisfies FromWorker);
}

if (isMainThread) main();
else serve();
