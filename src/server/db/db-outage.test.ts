// A PostgreSQL outage on a cluster of this test's own: the app waits for the database at start, answers 503 with
// Retry-After (never 500) while it restarts, throws no uncaught exception, and works again afterwards, its
// LISTEN connection included. Skipped where Debian's PostgreSQL binaries are missing.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPgCluster, findPgBin, type PgCluster } from "../../../test/pg-cluster";

const bin = findPgBin();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!bin)("PostgreSQL outage (own cluster)", () => {
  let cluster: PgCluster;
  const lines: string[] = [];
  const uncaught: unknown[] = [];
  const onUncaught = (e: unknown) => uncaught.push(e);

  beforeAll(async () => {
    cluster = await createPgCluster(bin!);
    // The process configuration is read on first use, after this.
    process.env.DATABASE_URL = cluster.url;
    process.env.NEXTAUTH_SECRET = "x".repeat(40);
    process.env.DEMO_SEED = "false";
    const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    vi.spyOn(console, "log").mockImplementation(keep);
    vi.spyOn(console, "error").mockImplementation(keep);
    process.on("uncaughtException", onUncaught);
  });

  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    const { getLive } = await import("../live");
    await (await getLive().catch(() => null))?.close();
    const { closeDb } = await import("./index");
    await closeDb().catch(() => {});
    await cluster?.destroy();
    vi.restoreAllMocks();
  });

  it("waits at start while PostgreSQL is down, then starts", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`process.exit(${code})`);
    });
    const { startOrExit } = await import("../startup");
    const started = startOrExit();
    const retryLine = `[stichfest] PostgreSQL at 127.0.0.1:${cluster.port} not reachable, retrying in 1s`;
    await until(() => lines.some((l) => l.startsWith(retryLine)), 10_000, "the retry line");
    await sleep(300);
    await cluster.start();
    await started;
    expect(exit).not.toHaveBeenCalled();
    expect(lines.some((l) => l.includes("database ready: PostgreSQL"))).toBe(true);
    expect(lines.some((l) => l.includes(`PostgreSQL at 127.0.0.1:${cluster.port} answers now`))).toBe(true);
    exit.mockRestore();
  });

  it("answers 503 with Retry-After during a restart, survives it, and works afterwards", async () => {
    const { getDb } = await import("./index");
    const { isDatabaseUnavailable } = await import("./unavailable");
    const { createTRPCRouter, publicProcedure } = await import("../api/trpc");
    const { mapContextErrors, retryAfterMeta } = await import("../api/errors");
    const { getLive } = await import("../live");
    const { publishChange } = await import("../services/_shared/publish-change");
    const exportRoute = await import("../../app/api/export/t/[slug]/standings.json/route");
    const liveRoute = await import("../../app/api/live/t/[slug]/route");
    const standRoute = await import("../../app/api/live/t/[slug]/stand/route");
    const db = await getDb();

    // The real procedure pipeline (error mapping middleware and formatter) and the route's adapter options.
    const router = createTRPCRouter({
      ping: publicProcedure.query(async ({ ctx }) => {
        await ctx.db.execute(sql`select 1`);
        return "pong";
      }),
    });
    const trpc = (contextReadsDb: boolean) =>
      fetchRequestHandler({
        endpoint: "/api/trpc",
        req: new Request("http://localhost/api/trpc/ping"),
        router,
        createContext: () =>
          mapContextErrors(async () => {
            if (contextReadsDb) await db.execute(sql`select 1`); // like the session and captain look-ups
            return { db, user: null, clientAddress: "test" };
          }),
        responseMeta: retryAfterMeta,
      });
    const slug = "kein-turnier-abc123"; // unknown: every request asks the database
    const params = { params: Promise.resolve({ slug }) };
    const kinds: Record<string, () => Promise<Response>> = {
      "trpc procedure": () => trpc(false),
      "trpc context": () => trpc(true),
      export: () => exportRoute.GET(new Request(`http://localhost/api/export/t/${slug}/standings.json`), params),
      "live stream": () => liveRoute.GET(new Request(`http://localhost/api/live/t/${slug}`), params),
      "live stand": () => standRoute.GET(new Request(`http://localhost/api/live/t/${slug}/stand`), params),
    };
    const normal: Record<string, number> = { "trpc procedure": 200, "trpc context": 200, export: 404, "live stream": 404, "live stand": 404 };
    type Seen = { kind: string; status: number; retryAfter: string | null; body: string };
    const seen: Seen[] = [];
    const round = () =>
      Promise.all(
        Object.entries(kinds).map(async ([kind, call]) => {
          const res = await call();
          const s = { kind, status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
          seen.push(s);
          return s;
        }),
      );

    // Before: everything answers normally, and the live listener is up.
    for (const s of await round()) expect(s.status, s.kind).toBe(normal[s.kind]);
    const live = await getLive();

    // A transaction holding a pooled connection across the restart: its connection dies between two queries.
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(1500);
      await tx.execute(sql`select 1`);
    });
    const heldResult = held.then(
      () => null,
      (e: unknown) => e,
    );

    let polling = true;
    const poller = (async () => {
      while (polling) {
        await round();
        await sleep(100);
      }
    })();
    await sleep(300);
    await cluster.stop();
    await sleep(2000);
    const during = seen.length;
    await cluster.start();
    await until(
      async () => (await round()).every((s) => s.status === normal[s.kind]),
      20_000,
      "every request to answer normally again",
    );
    polling = false;
    await poller;

    expect(uncaught).toEqual([]);
    expect(isDatabaseUnavailable(await heldResult)).toBe(true);
    expect(seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    for (const kind of Object.keys(kinds)) {
      const outage = seen.filter((s) => s.kind === kind && s.status === 503);
      expect(outage.length, `${kind}: 503 answers`).toBeGreaterThan(0);
      for (const s of outage) {
        expect(s.retryAfter, kind).toBe("5");
        expect(s.body, kind).toContain("Datenbank vorübergehend nicht erreichbar");
        expect(s.body, kind).not.toMatch(/ECONNREFUSED|select|at .*\.ts/);
      }
    }
    expect(during).toBeGreaterThan(10);
    const trpcBody = JSON.parse(seen.find((s) => s.kind === "trpc procedure" && s.status === 503)!.body) as {
      error: { json: { data: { code: string; de: string; en: string } } };
    };
    expect(trpcBody.error.json.data).toMatchObject({ code: "SERVICE_UNAVAILABLE", en: expect.stringContaining("temporarily unavailable") });

    // The LISTEN connection came back on its own: a notification sent now reaches the hub.
    const before = live.hub.received;
    await until(
      async () => {
        await publishChange(db, { tournamentId: randomUUID(), kind: "deal" });
        await sleep(200);
        return live.hub.received > before;
      },
      15_000,
      "a notification after the restart",
    );
    expect(lines.some((l) => l.includes("[live] listener connection lost, reconnecting"))).toBe(true);
    expect(lines.some((l) => l.includes("[live] listener back after"))).toBe(true);
    // The outage was logged briefly, not once per request.
    expect(lines.filter((l) => l.includes("[db] PostgreSQL not reachable")).length).toBeLessThan(5);
  });
});
