// Which failures count as "the database is away" (503, retried at start) and which are bugs or settings (500,
// stop the start); the start's back-off and its log line.
import { describe, expect, it, vi } from "vitest";
import { databaseUnavailableResponse, isDatabaseUnavailable, reportUnavailable } from "./unavailable";
import { databaseTarget, retryUntilReachable } from "./wait-for-database";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["connection refused", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["connection reset", withCode("ECONNRESET")],
    ["host not found", withCode("ENOTFOUND")],
    ["admin_shutdown (restart)", withCode("57P01", "terminating connection due to administrator command")],
    ["crash_shutdown", withCode("57P02")],
    ["cannot_connect_now (starting up)", withCode("57P03", "the database system is starting up")],
    ["connection_exception", withCode("08006")],
    ["sqlclient_unable_to_establish_sqlconnection", withCode("08001")],
    ["too many connections", withCode("53300")],
    ["connection terminated", new Error("Connection terminated unexpectedly")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["connect timeout", new Error("Connection terminated due to connection timeout")],
    ["a broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["drizzle's wrapper", new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") })],
    ["both address families", Object.assign(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]), {})],
  ])("%s: yes", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["serialization failure", withCode("40001")],
    ["wrong password", withCode("28P01", "password authentication failed for user")],
    ["missing database", withCode("3D000", 'database "x" does not exist')],
    ["syntax error", withCode("42601")],
    ["drizzle's wrapper of a bug", new Error("Failed query: select", { cause: withCode("42P01") })],
    ["not an error", "ECONNREFUSED"],
    ["null", null],
  ])("%s: no", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops on a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = new Error("b", { cause: a });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("the 503 answer", () => {
  it("carries Retry-After, no-store and both languages", async () => {
    const res = databaseUnavailableResponse();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { error: { de: string; en: string } };
    expect(body.error.de).toContain("Datenbank vorübergehend nicht erreichbar");
    expect(body.error.en).toContain("temporarily unavailable");
  });

  it("logs one line per ten seconds of outage, counting the rest", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const t = 1_000_000_000;
    reportUnavailable("test", withCode("ECONNREFUSED", "connect ECONNREFUSED"), t);
    reportUnavailable("test", withCode("ECONNREFUSED"), t + 1000);
    reportUnavailable("test", withCode("ECONNREFUSED"), t + 2000);
    reportUnavailable("test", withCode("ECONNREFUSED"), t + 10_500);
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      "[db] PostgreSQL not reachable, answering 503 (test): ECONNREFUSED connect ECONNREFUSED",
      "[db] PostgreSQL not reachable, answering 503 (test): ECONNREFUSED x (2 more since the last line)",
    ]);
    log.mockRestore();
  });
});

describe("retryUntilReachable", () => {
  it("waits with back-off while unreachable, then returns", async () => {
    const lines: string[] = [];
    const waits: number[] = [];
    let calls = 0;
    const result = await retryUntilReachable(
      async () => {
        if (++calls < 7) throw withCode("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.5:5433");
        return "up";
      },
      { target: "10.0.0.5:5433", sleep: async (ms) => void waits.push(ms), log: (l) => lines.push(l) },
    );
    expect(result).toBe("up");
    expect(waits).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect(lines[0]).toBe(
      "[stichfest] PostgreSQL at 10.0.0.5:5433 not reachable, retrying in 1s (ECONNREFUSED connect ECONNREFUSED 10.0.0.5:5433)",
    );
    expect(lines.at(-1)).toBe("[stichfest] PostgreSQL at 10.0.0.5:5433 answers now");
  });

  it("gives up at once on an error waiting cannot fix", async () => {
    const sleep = vi.fn(async () => {});
    const wrongPassword = withCode("28P01", "password authentication failed");
    await expect(retryUntilReachable(() => Promise.reject(wrongPassword), { target: "h:1", sleep, log: () => {} })).rejects.toBe(
      wrongPassword,
    );
    expect(sleep).not.toHaveBeenCalled();
  });

  it("names host and port, never the password", () => {
    expect(databaseTarget("postgres://app:geheim@db.example.org:6543/stichfest")).toBe("db.example.org:6543");
    expect(databaseTarget("postgresql://app:geheim@db/stichfest")).toBe("db:5432");
  });
});
