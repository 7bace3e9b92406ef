// The production app (`npm start`: scripts/start.mjs on the built .next) as a process of its own, for the system
// benchmarks and the chaos suite. Started with node directly, as npm start does, so the pid is the server's own
// (memory is measured on it, kill -9 hits it); stopped by that pid only.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { buildIfNeeded } from "../../scripts/build-if-needed";
import { applyLocalDefaults } from "../../scripts/local-env";
import { freePort } from "../free-port";

export interface AppOptions {
  /** PostgreSQL URL; without it the app runs on PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  port?: number;
  env?: Record<string, string>;
}

export interface AppServer {
  url: string;
  port: number;
  pid: number;
  /** What the process wrote, for a failing test's message. */
  output(): string;
  /** kill -9: no shutdown, no cleanup. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit (the app closes its database first). */
  stop(): Promise<void>;
}

/** Builds once if the sources changed since the last build (as `npm start` does), outside the timed part. */
export function ensureBuilt(): void {
  applyLocalDefaults();
  buildIfNeeded();
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

export async function startApp(options: AppOptions): Promise<AppServer> {
  ensureBuilt();
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NEXTAUTH_URL: `http://localhost:${port}`,
    SETUP_CODE: process.env.SETUP_CODE || `system-${randomBytes(8).toString("hex")}`,
    // The system tests and benchmarks play on the demo tournaments, on either database.
    DEMO_SEED: "true",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else if (options.pgliteDir) env.PGLITE_DIR = options.pgliteDir;
  else throw new Error("startApp needs a database URL or a PGlite folder");

  const child = spawn(process.execPath, [path.join("scripts", "start.mjs")], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start within 120 s:\n${out}`)), 120_000);
    child.stdout!.on("data", () => {
      if (out.includes("[stichfest] ready on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => out,
    async crash() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** The resident memory of a process, from /proc (Linux), in MB. */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
