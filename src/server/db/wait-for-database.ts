// At start, PostgreSQL may not be up yet (a machine booting, `docker compose up` starting both at once, a
// restart of the database): the app waits for it instead of exiting. Only "not reachable" errors are retried;
// a wrong password or a missing database stop the start at once, since waiting cannot fix them.
import { describeFailure, isDatabaseUnavailable } from "./unavailable";

/** Seconds between attempts: quick at first, then every 15 s, for as long as it takes. */
export const START_RETRY_SECONDS = [1, 2, 4, 8, 15];

export interface WaitOptions {
  /** "host:port" for the log line (never the URL, which may hold a password). */
  target: string;
  delaysSeconds?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

/** Runs `attempt` until it succeeds or fails with something other than "database not reachable". */
export async function retryUntilReachable<T>(attempt: () => Promise<T>, options: WaitOptions): Promise<T> {
  const delays = options.delaysSeconds ?? START_RETRY_SECONDS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const log = options.log ?? ((line: string) => console.error(line));
  for (let failures = 0; ; failures++) {
    try {
      const result = await attempt();
      if (failures > 0) log(`[stichfest] PostgreSQL at ${options.target} answers now`);
      return result;
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      const seconds = delays[Math.min(failures, delays.length - 1)]!;
      log(`[stichfest] PostgreSQL at ${options.target} not reachable, retrying in ${seconds}s (${describeFailure(e)})`);
      await sleep(seconds * 1000);
    }
  }
}

/** host:port of a postgres:// URL, without user and password. */
export function databaseTarget(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname || u.searchParams.get("host") || "localhost";
    return `${host}:${u.port || "5432"}`;
  } catch {
    return "the configured address";
  }
}
