// `npm run --silent engine -- score [--rules '<json>']`: hand records as JSON lines on stdin, one result line
// per input line on stdout, in order (records.md "The command line"). Bad lines get ok:false and the run goes on.
// Exit 0 when every line was read, 2 on usage errors. Input is read in chunks and output written in batches.
import process from "node:process";
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

function main(): void {
  const { rules } = parseArgs(process.argv.slice(2));
  let rest = "";
  let waiting = false;
  process.stdin.setEncoding("utf8");
  const flush = (out: string[]) => {
    if (out.length === 0) return;
    out.push("");
    if (!process.stdout.write(out.join("\n")) && !waiting) {
      waiting = true;
      process.stdin.pause();
      process.stdout.once("drain", () => {
        waiting = false;
        process.stdin.resume();
      });
    }
  };
  process.stdin.on("data", (chunk: string) => {
    const text = rest + chunk;
    const out: string[] = [];
    let start = 0;
    for (let nl = text.indexOf("\n", start); nl >= 0; nl = text.indexOf("\n", start)) {
      out.push(scoreLine(text.slice(start, nl), rules));
      start = nl + 1;
    }
    rest = text.slice(start);
    flush(out);
  });
  process.stdin.on("end", () => {
    if (rest.length > 0) flush([scoreLine(rest, rules)]);
    rest = "";
    process.exitCode = 0;
  });
}

main();
