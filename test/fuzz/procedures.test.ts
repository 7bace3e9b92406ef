// Every tRPC procedure, taken from the router (a new one is covered without a new test), gets malformed and
// hostile input through the real fetch adapter and superjson, as anonymous caller, organizer and table captain.
// Every answer must be a 4xx (never a 500), an input error must name its field in German and English, no internal
// text may reach the client, and a refused call must change nothing in the database.
import { eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { captainProcedure, signedInProcedure } from "@/server/api/trpc";
import * as schema from "@/server/db/schema";
import { seedDemo, DEMO_LOGIN } from "@/server/db/seed";
import { DEMO_TOURNAMENT_SLUG } from "@/server/games/klammern/demo";
import { captainSignIn } from "@/server/services/table-entry/captain-sign-in";
import type { ServiceContext, SessionUser } from "@/server/services/_shared/context";
import { loadCaptainSession } from "@/server/services/table-entry/load-captain-session";
import { callProcedure } from "../trpc-call";
import { createTestDb, drivers, type TestDb } from "../db";
import { callerFor } from "../services";
import { inputArbitrary, type FuzzPools } from "./zod-arbitrary";
import type { z } from "zod";

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261203);
/** Tables that record refused attempts on purpose (rate limits count failures). */
const ATTEMPT_TABLES = new Set(["auth_failures", "table_code_attempts", "sign_up_attempts"]);
/** Internal text that must never reach a client. */
const LEAK = /violates|relation "|syntax error|invalid input syntax|duplicate key|node_modules|\.ts:\d+|at [\w.<>]+ \(|PGlite|postgres/i;

/** The body a client sends: superjson's envelope, or the bare JSON where superjson refuses to write the value (a
 * `__proto__` key), which a hostile client sends anyway. */
function wire(value: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(value));
  } catch {
    return JSON.stringify({ json: value });
  }
}

/** "club_organizers" -> "clubOrganizer", "matches" -> "match": the name of a table's row in an input field. */
const singular = (table: string) =>
  table.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()).replace(/(ch|sh|ss|x)es$/, "$1").replace(/s$/, "");

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[]; middlewares: unknown[] } };

/** Mostly the caller the procedure is for (so input reaches the verb), sometimes a caller it must refuse. */
function callersOf(procedure: Procedure): string[] {
  const built = (p: unknown) => (p as Procedure)._def.middlewares.at(-1);
  if (procedure._def.middlewares.includes(built(captainProcedure))) return ["captain", "captain", "captain", "captain", "anonymous", "organizer"];
  if (procedure._def.middlewares.includes(built(signedInProcedure))) return ["organizer", "organizer", "organizer", "organizer", "anonymous", "captain"];
  return ["anonymous", "organizer", "captain"];
}
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, Procedure> }).procedures)
  .filter(([, p]) => p._def.type !== "subscription")
  .sort(([a], [b]) => a.localeCompare(b));

describe.each(drivers)("every procedure under hostile input (%s)", (driver) => {
  let t: TestDb;
  let organizer: SessionUser;
  const contexts: Record<string, () => Promise<ServiceContext>> = {};
  let pools: FuzzPools;
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable) && !ATTEMPT_TABLES.has(getTableName(v)));

  /** A cheap digest of every row of every table but the attempt counters. */
  async function fingerprint(): Promise<string> {
    const parts = tables.map((table) => sql`select ${getTableName(table)} as name, count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from ${table} t`);
    const rows = await t.db.execute(sql.join(parts, sql` union all `));
    return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
  }


  beforeAll(async () => {
    t = await createTestDb(driver);
    await seedDemo(t.db);
    const [demo] = await t.db.select().from(schema.users).where(eq(schema.users.email, DEMO_LOGIN.email));
    organizer = { id: demo!.id, email: demo!.email, name: demo!.name, role: demo!.role };
    const [tour] = await t.db.select().from(schema.tournaments).where(eq(schema.tournaments.slug, DEMO_TOURNAMENT_SLUG));
    const sheet = await callerFor(t.db, organizer).table.issueCodes({ tournamentId: tour!.id, round: 4 });
    const { token } = await captainSignIn({
      ctx: { db: t.db, user: null, clientAddress: "192.0.2.1" },
      input: { code: sheet.tables[0]!.captain!.code, deviceId: "fuzz-device-0123456789" },
    });
    contexts.anonymous = async () => ({ db: t.db, user: null, clientAddress: "192.0.2.2" });
    contexts.organizer = async () => ({ db: t.db, user: organizer, clientAddress: "192.0.2.3" });
    contexts.captain = async () => ({ db: t.db, user: null, clientAddress: "192.0.2.4", captain: await loadCaptainSession(t.db, token) });

    const ids: string[] = [];
    const idsByField: Record<string, string[]> = {};
    for (const table of tables) {
      const columns = Object.values(getTableColumns(table)).filter((c) => c.columnType === "PgUUID");
      for (const column of columns) {
        // "clubs.id" and "tournaments.club_id" both feed the input field "clubId".
        const field = column.name === "id" ? `${singular(getTableName(table))}Id` : column.name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
        const rows = await t.db.execute(sql`select distinct ${sql.identifier(column.name)}::text as id from ${table} limit 30`);
        for (const r of (rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[])) {
          if (!r.id) continue;
          (idsByField[field] ??= []).push(r.id);
          ids.push(r.id);
        }
      }
    }
    const codes = sheet.tables.flatMap((x) => [x.captain?.code, x.opponent?.code]).filter((c): c is string => !!c);
    pools = { ids: [...new Set(ids)], idsByField, strings: [DEMO_TOURNAMENT_SLUG, "demo-verein", DEMO_LOGIN.email, ...codes] };
  });
  afterAll(async () => t?.dispose());

  it("covers every procedure of the router", () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it.each(procedures.map(([path]) => path))("%s: hostile input is a 4xx with a field error, never a 500, and writes nothing", async (path) => {
    const procedure = procedures.find(([p]) => p === path)![1];
    const input = procedure._def.inputs[0];
    const inputArb = input ? inputArbitrary(input, pools) : fc.constantFrom<unknown>(undefined, null, "\u0000", 2 ** 31, { x: 1 });
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(inputArb, fc.constantFrom(...callersOf(procedure)), async (value, who) => {
        const { status, text } = await callProcedure(path, procedure._def.type as "query" | "mutation", wire(value), await contexts[who]!());
        if (process.env.FUZZ_DEBUG) console.log(who, status, wire(value).slice(0, 200), text.slice(0, 200));
        expect(status, text).toBeLessThan(500);
        expect(text).not.toMatch(LEAK);
        const after = await fingerprint();
        if (status >= 400) {
          expect(after, `${who} was refused (${status}) but the database changed`).toBe(before);
          const error = JSON.parse(text).error as { json: { data: { de: string; en: string; fieldErrors: Record<string, { de: string; en: string }[]> | null } } };
          const data = error.json.data;
          expect(data.de && data.en).toBeTruthy();
          if (status === 400 && data.fieldErrors) {
            for (const messages of Object.values(data.fieldErrors)) for (const m of messages) expect(m.de && m.en).toBeTruthy();
          }
          if (status === 400) expect(data.fieldErrors, text).not.toBeNull();
        }
        before = after;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  it.each(procedures.map(([path]) => path))("%s: 10,000-deep nesting, NUL bytes and a number past 32 bits are refused", async (path) => {
    const procedure = procedures.find(([p]) => p === path)![1];
    const deep = `{"json":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const bodies = [deep, JSON.stringify({ json: { name: "a\u0000b", version: 2 ** 31 } }), JSON.stringify({ json: "\u0000" })];
    for (const who of Object.keys(contexts)) {
      for (const body of bodies) {
        const { status, text } = await callProcedure(path, procedure._def.type as "query" | "mutation", body, await contexts[who]!());
        expect(status, `${who}: ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(text).not.toMatch(LEAK);
      }
    }
  });
});
