// Access walk (issue 16): every tRPC procedure, taken from the router, and every route handler, found on disk under
// src/app/api, is called with the victim's ids, slugs, codes and tokens by every kind of attacker: anonymous, an
// organizer of another club, the captain of another table of the same tournament, the captain of a table of
// another tournament, the device a takeover replaced, and another game-sheet device. Every call with a foreign id is refused (401/403/404)
// and changes nothing; the few procedures that act only on the caller's own things are listed below with their
// reason, and must neither change the victim's rows nor show them. A new procedure or route is walked without a
// new test (a route with a new kind of parameter fails until it is classified here).
import { readdirSync } from "node:fs";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membersCsvResponse } from "@/app/api/org/clubs/[clubId]/members.csv/respond";
import { appRouter } from "@/server/api/root";
import type { Live } from "@/server/live";
import { callProcedure } from "../trpc-call";
import { createTestDb, drivers, type TestDb } from "../db";
import { validInputs } from "./valid-input";
import { buildWorld, rowHashes, tables, type AttackerName, type World } from "./victim-world";
import type { z } from "zod";

const INPUTS_PER_CALLER = Number(process.env.ACCESS_INPUTS ?? 3);
const SEED = Number(process.env.ACCESS_SEED ?? 20261204);
const REFUSED = [401, 403, 404];

/** Procedures that act only on the caller's own things: an attacker may call them (2xx), but they must leave
 * every victim row as it was and show none of the victim's ids, names, slugs, codes or emails. */
const OWN_THINGS: Record<string, string> = {
  "auth.signUp": "opens a new account of one's own (with the victim's email it is refused as taken)",
  "auth.setupCodeNeeded": "one boolean about the installation (whether the administrator exists), nobody's data",
  "auth.me": "the caller's own account (null for anonymous callers and captains)",
  "account.changePassword": "the caller's own password, and only with the current one",
  "club.create": "a new club of the caller's own",
  "club.listMine": "the caller's own clubs",
  "invitation.listMine": "the invitations addressed to the caller's own email",
  "sheet.list": "the caller's own game sheets and those of his clubs",
  "sheet.stats": "statistics over the caller's own game sheets",
  "sheet.claimDevice": "moves the sheets of the caller's own device to the caller's own account",
};
/** The share link is the access (docs/sheets.md): whoever holds a sheet's token reads that sheet, read-only. The
 * answer may show the sheet, but none of the secrets (emails, codes, session tokens, device ids, user ids). */
const CAPABILITY: Record<string, string> = {
  "sheet.shared": "the game sheet whose share token is given, read-only",
};
/** The device a takeover replaced still reads the table it held, so its page can say that another device took the
 * table over (components/table-entry: the "replaced" banner); every write of it is refused. */
const REPLACED_MAY_READ = "table.match";

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] } };
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, Procedure> }).procedures)
  .filter(([, p]) => p._def.type !== "subscription")
  .sort(([a], [b]) => a.localeCompare(b));
const attackers: AttackerName[] = ["anonymous", "otherOrganizer", "captainOfOtherTable", "captainOfOtherTournament", "replacedDevice", "otherSheetDevice"];

// ---- Route handlers ----
const API_DIR = path.resolve(__dirname, "../../src/app/api");
const routes = (readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((f) => f.endsWith(`${path.sep}route.ts`) || f === "route.ts")
  .map((f) => path.dirname(f).split(path.sep).join("/"))
  .sort();
/** Routes whose handler cannot run outside Next: what is called instead, or why nothing is. */
const NOT_CALLABLE: Record<string, string> = {
  "trpc/[trpc]":
    "its context reads the next-auth session (getServerSession needs next/headers); the procedure walk above calls the same handleTrpcRequest with each attacker's context",
  "auth/[...nextauth]":
    "next-auth's own handler (cookies through next/headers); the credentials sign-in it runs is services/accounts/sign-in.ts, covered by the auth tests",
  "org/clubs/[clubId]/members.csv":
    "the signed-in user comes from getSessionUser (next/headers); its whole body, membersCsvResponse (respond.ts), is called with each attacker's context",
};

function wire(value: unknown): string {
  return JSON.stringify(superjson.serialize(value));
}

interface Tally {
  calls: number;
  pastValidation: number;
  allowed: number;
  statuses: Record<number, number>;
}

describe.each(drivers)("access walk: foreign ids by every attacker (%s)", (driver) => {
  let t: TestDb;
  let w: World;
  const tally: Record<string, Tally> = {};
  /** The victim's strings (slugs, codes, emails) an attacker has typed into some input so far. */
  const typed = new Set<string>();
  const DB_KEY = Symbol.for("stichfest.db");
  const LIVE_KEY = Symbol.for("stichfest.live");
  const holder = globalThis as unknown as Record<symbol, unknown>;

  async function fingerprint(): Promise<string> {
    const parts = tables.map((table) => sql`select ${getTableName(table)} as name, count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from ${table} t`);
    const rows = await t.db.execute(sql.join(parts, sql` union all `));
    return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
  }
  async function expectVictimRowsIntact(what: string) {
    const now = await rowHashes(t.db);
    for (const [table, rows] of w.victimRows) {
      for (const [h, n] of rows) expect((now.get(table)?.get(h) ?? 0) >= n, `${what}: a victim row of ${table} changed or vanished`).toBe(true);
    }
  }
  const leaked = (text: string, strings: readonly string[]) => strings.filter((s) => text.includes(s));

  beforeAll(async () => {
    t = await createTestDb(driver);
    w = await buildWorld(t.db);
    // The route handlers open the process-wide database and live machinery: this test's database instead.
    holder[DB_KEY] = Promise.resolve(t);
  });
  afterAll(async () => {
    const live = holder[LIVE_KEY] as Promise<Live> | undefined;
    if (live) await (await live).close();
    delete holder[LIVE_KEY];
    delete holder[DB_KEY];
    const rows = Object.entries(tally).map(([p, x]) => `${p.padEnd(30)} calls ${String(x.calls).padStart(3)}  past validation ${String(x.pastValidation).padStart(3)}  allowed ${String(x.allowed).padStart(3)}  ${JSON.stringify(x.statuses)}`);
    const sum = (k: "calls" | "pastValidation" | "allowed") => Object.values(tally).reduce((n, x) => n + x[k], 0);
    console.log(
      `[access walk ${driver}] ${procedures.length} procedures x ${attackers.length} attackers: ${sum("calls")} calls, ${sum("pastValidation")} past validation, ${sum("allowed")} allowed (own things, share link, the replaced device's read)\n${rows.join("\n")}`,
    );
    await t?.dispose();
  });

  it("walks every procedure of the router", () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it.each(procedures.map(([p]) => p))("%s: every attacker with the victim's ids is refused and changes nothing", async (procPath) => {
    const procedure = procedures.find(([p]) => p === procPath)![1];
    const type = procedure._def.type as "query" | "mutation";
    const x: Tally = (tally[procPath] = { calls: 0, pastValidation: 0, allowed: 0, statuses: {} });
    let before = await fingerprint();
    // Each attacker with the victim's ids; an attacker with containers of his own also with those mixed in
    // (his tournament, the victim's entrant), so a verb that checks the container but not what is in it shows.
    const passes = attackers.flatMap((who, i) => {
      const own = w.own[who];
      const idsByField = Object.fromEntries(Object.entries(w.pools.idsByField).map(([k, v]) => [k, v.filter((id) => !own.has(id))]));
      const pools = { ids: w.pools.ids.filter((id) => !own.has(id)), idsByField, strings: w.pools.strings, stringsByField: w.pools.stringsByField };
      const mixed = w.ownContainers[who];
      const inputs = validInputs(procedure._def.inputs[0], pools, INPUTS_PER_CALLER, SEED + i);
      const mixedInputs = mixed ? validInputs(procedure._def.inputs[0], { ...pools, idsByField: { ...idsByField, ...mixed } }, INPUTS_PER_CALLER, SEED + i) : [];
      return [...inputs.map((input) => ({ who, mixed: false, ...input })), ...mixedInputs.map((input) => ({ who, mixed: true, ...input }))];
    });
    for (const { who, mixed, value, valid } of passes) {
      {
        const { status, text } = await callProcedure(procPath, type, wire(value), await w.contexts[who]());
        const what = `${procPath} by ${who} with ${wire(value).slice(0, 300)} -> ${status} ${text.slice(0, 300)}`;
        x.calls++;
        // Past validation: the schema accepts the input and the verb did not refuse it as malformed (400).
        if (valid && status !== 400) x.pastValidation++;
        for (const str of w.pools.strings) if (wire(value).includes(str)) typed.add(str);
        x.statuses[status] = (x.statuses[status] ?? 0) + 1;
        expect(status, what).toBeLessThan(500);
        const after = await fingerprint();
        // A call that names none of the victim's rows (only the attacker's own) may succeed like OWN_THINGS.
        const foreign = w.foreignKeys.some((k) => wire(value).includes(k));
        if (process.env.ACCESS_DEBUG) console.log("[access]", procPath, who, mixed ? "mixed" : "victim", foreign, status, wire(value).slice(0, 160), text.slice(0, 160));
        if (status < 400) {
          x.allowed++;
          if (CAPABILITY[procPath]) {
            expect(leaked(text, w.secrets), `${what}: shows a secret`).toEqual([]);
            expect(after, `${what}: a read changed the database`).toBe(before);
          } else if (OWN_THINGS[procPath] || !foreign) {
            // A slug, code or email the attacker typed into a field of his own comes back as he typed it.
            expect(leaked(text, w.victimTexts.filter((v) => !typed.has(v))), `${what}: shows the victim's data`).toEqual([]);
            await expectVictimRowsIntact(what);
          } else if (procPath === REPLACED_MAY_READ && who === "replacedDevice") {
            const view = superjson.deserialize<{ session: { status: string; holdsTable: boolean } }>(JSON.parse(text).result.data);
            expect(view.session, what).toEqual({ side: "captain", status: "replaced", holdsTable: false });
            expect(leaked(text, w.secrets), `${what}: shows a secret`).toEqual([]);
            expect(after, `${what}: a read changed the database`).toBe(before);
          } else {
            expect.fail(`${what}: an attacker got through`);
          }
        } else {
          // 400: the verb found the input malformed before it looked at the ids (counted as not past validation);
          // 409: with the attacker's own container named, its state (a version) may be refused first. A call on
          // his own rows alone may be refused for any reason of theirs.
          if (valid && foreign && !OWN_THINGS[procPath]) expect([...REFUSED, 400, ...(mixed ? [409] : [])], what).toContain(status);
          expect(after, `${what}: refused, but the database changed`).toBe(before);
          expect(leaked(text, w.victimTexts.filter((v) => !typed.has(v))), `${what}: the refusal shows the victim's data`).toEqual([]);
        }
        before = after;
      }
    }
  });

  it("most procedures got calls past validation", () => {
    const withInput = procedures.filter(([, p]) => p._def.inputs.length > 0).map(([p]) => p);
    const reached = withInput.filter((p) => (tally[p]?.pastValidation ?? 0) > 0);
    console.log(`[access walk ${driver}] ${reached.length} of ${withInput.length} procedures with input got calls past validation`);
    expect(reached.length / withInput.length, `never past validation: ${withInput.filter((p) => !reached.includes(p)).join(", ")}`).toBeGreaterThan(0.9);
  });

  it("every route handler under src/app/api refuses the victim's ids and shows no secret", async () => {
    expect(routes.length).toBeGreaterThan(5);
    const before = await fingerprint();
    // Values for each kind of path parameter: the one that legitimately opens something, and the victim's other
    // ids and secrets, which must not.
    const captainToken = w.captainTokens[0]!;
    const params: Record<string, { opens: string; refused: string[]; reason: string }> = {
      slug: {
        opens: w.slug,
        refused: [w.tournamentId, w.clubId, w.clubSlug, w.slug.toUpperCase(), w.slug.slice(0, -1), `${w.slug}-`, w.shareToken, w.sheetId],
        reason: "an unlisted tournament is served by its exact slug (docs/decisions.md 11, docs/exports.md)",
      },
      seasonSlug: {
        opens: w.seasonSlug,
        refused: [w.seasonId, w.slug, w.clubSlug, w.seasonSlug.toUpperCase(), w.seasonSlug.slice(0, -1), `${w.seasonSlug}-`, w.shareToken],
        reason: "a season (ranking list) is public by its exact slug, like its page /s/<slug> (docs/exports.md)",
      },
      token: {
        opens: w.shareToken,
        refused: [w.sheetId, w.slug, w.tournamentId, captainToken, w.shareToken.slice(0, -1), w.shareToken.toUpperCase()],
        reason: "a game sheet's share link (docs/sheets.md)",
      },
    };
    const called: string[] = [];
    for (const route of routes) {
      if (NOT_CALLABLE[route]) continue;
      const names = [...route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
      expect(names.every((n) => params[n]), `${route}: a new kind of path parameter; say here what it opens`).toBe(true);
      const mod = (await import(path.join(API_DIR, route, "route.ts"))) as Record<string, unknown>;
      const verbs = (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).filter((v) => typeof mod[v] === "function");
      expect(verbs.length, route).toBeGreaterThan(0);
      for (const verb of verbs) {
        const handler = mod[verb] as (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
        const tries = names.length === 0 ? [{ values: {}, opens: true }] : [
          { values: Object.fromEntries(names.map((n) => [n, params[n]!.opens])), opens: true },
          ...names.flatMap((n) => params[n]!.refused.map((v) => ({ values: { ...Object.fromEntries(names.map((m) => [m, params[m]!.opens])), [n]: v }, opens: false }))),
        ];
        for (const { values, opens } of tries) {
          const abort = new AbortController();
          const url = `http://localhost/api/${route.replace(/\[([^\]]+)\]/g, (_, n: string) => encodeURIComponent((values as Record<string, string>)[n]!))}`;
          const res = await handler(new Request(url, { method: verb, signal: abort.signal }), { params: Promise.resolve(values) });
          let text: string;
          if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
            const reader = res.body!.getReader();
            const first = await reader.read();
            text = new TextDecoder().decode(first.value);
            await reader.cancel();
          } else text = await res.text();
          abort.abort();
          const what = `${verb} ${route} ${JSON.stringify(values)} -> ${res.status} ${text.slice(0, 200)}`;
          if (opens) expect(res.status, what).toBe(200);
          else expect(res.status, what).toBe(404);
          // Tournament answers never carry the sheet's token, nor any answer a secret.
          expect(leaked(text, [...w.secrets, ...(route.includes("[slug]") ? [w.shareToken] : [])]), what).toEqual([]);
          expect(await fingerprint(), `${what}: changed the database`).toBe(before);
        }
        called.push(`${verb} ${route}`);
      }
    }
    // The member list download: its body, with each attacker's context.
    for (const who of attackers) {
      const res = await membersCsvResponse(await w.contexts[who](), w.clubId);
      const text = await res.text();
      expect([401, 403], `members.csv by ${who} -> ${res.status} ${text}`).toContain(res.status);
      expect(leaked(text, w.victimTexts)).toEqual([]);
    }
    expect(await fingerprint()).toBe(before);
    console.log(`[access walk ${driver}] routes called: ${called.join(", ")}; members.csv body by ${attackers.length} attackers; not callable outside Next: ${Object.keys(NOT_CALLABLE).join(", ")}`);
    expect(called.length + Object.keys(NOT_CALLABLE).length).toBeGreaterThanOrEqual(routes.length);
  });
});
