// A throw-away PostgreSQL cluster of a test's own (Debian's initdb/pg_ctl), on a free port, so a test can stop
// and start a database without touching the shared server on 5432. Stopped through pg_ctl, which signals only
// the postmaster pid recorded in this cluster's own data folder.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);

/** The newest Debian PostgreSQL bin folder with initdb and pg_ctl, or null. */
export function findPgBin(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = (existsSync(root) ? readdirSync(root) : [])
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, "bin");
    if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  // A PostgreSQL installed elsewhere (built from source into /usr/local): the one initdb on the PATH finds.
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

export interface PgCluster {
  port: number;
  url: string;
  start(): Promise<void>;
  /** Fast shutdown: open sessions are terminated (57P01), as in a restart. */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

export async function createPgCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "stichfest-pg-"));
  const data = path.join(dir, "data");
  // PostgreSQL refuses to run as root: as root, run its tools as the postgres user, who must own the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  await tool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const cluster: PgCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await tool("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "30", "start"]);
      running = true;
    },
    async stop() {
      await tool("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
      running = false;
    },
    async destroy() {
      if (running || existsSync(path.join(data, "postmaster.pid"))) {
        await cluster.stop().catch(() => {
          // pg_ctl failed: end this cluster's postmaster by the pid in its own pid file, never by name.
          const pid = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
          if (pid > 0) process.kill(pid, "SIGQUIT");
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
