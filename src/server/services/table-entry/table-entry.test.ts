import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, failure, makeUser } from "../../../../test/services";
import { deal, makeTournament, setRoundStatus, type Fixture } from "../../../../test/table-entry-fixture";
import { createCaller } from "../../api/root";
import { errorData } from "../../api/errors";
import { clientAddressFrom, CLIENT_ADDRESS_HEADER } from "../../auth/client-address";
import { auditLog, captainSubmissions, deals, matches, tableCodeAttempts } from "../../db/schema";
import { captainSignIn } from "./captain-sign-in";
import { leaveTable } from "./leave-table";
import { CODE_LIMITS } from "./code-attempts";
import type { SessionUser } from "../_shared/context";
import { loadCaptainSession } from "./load-captain-session";
import { normalizeCode } from "../rounds/table-code-format";

async function domainFailure(promise: Promise<unknown>): Promise<{ code: string; field?: string }> {
  try {
    await promise;
  } catch (e) {
    return e as { code: string; field?: string };
  }
  throw new Error("expected the call to fail");
}

describe.each(drivers)("table entry (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let bernd: SessionUser;
  let fx: Fixture;
  let other: Fixture;
  /** codes[round][table] = { captain, opponent } (normalized) */
  const codes: { captain: string; opponent: string; captainId: string }[][] = [];
  let device = 0;
  let address = 0;

  const newDevice = () => `device-${++device}-0123456789abcdef`;
  const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

  async function signIn(code: string, deviceId = newDevice(), clientAddress = newAddress()) {
    return captainSignIn({ ctx: { db: t.db, user: null, clientAddress }, input: { code, deviceId } });
  }
  async function captainCaller(token: string, clientAddress = newAddress()) {
    return createCaller({ db: t.db, user: null, clientAddress, captain: await loadCaptainSession(t.db, token) });
  }
  async function matchVersion(matchId: string) {
    const [m] = await t.db.select({ v: matches.version }).from(matches).where(eq(matches.id, matchId));
    return m!.v;
  }
  async function dealCount(matchId: string) {
    return (await t.db.select().from(deals).where(eq(deals.matchId, matchId))).length;
  }

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    bernd = await makeUser(t.db, "Bernd");
    fx = await makeTournament(t.db, anna, { tables: 4, rounds: 3 });
    other = await makeTournament(t.db, bernd, { tables: 4, rounds: 1 });
    for (const [f, user] of [
      [fx, anna],
      [other, bernd],
    ] as const) {
      for (let r = 0; r < f.roundIds.length; r++) {
        const sheet = await callerFor(t.db, user).table.issueCodes({ tournamentId: f.tournamentId, round: r + 1 });
        if (f === fx)
          codes[r] = sheet.tables.map((x) => ({ captain: normalizeCode(x.captain!.code)!, opponent: normalizeCode(x.opponent!.code)!, captainId: x.captain!.id }));
      }
    }
  });
  afterAll(async () => t?.dispose());

  it("issues one captain and one opponent code per table: 40 random bits after the tournament's tag, all distinct, stable on reissue of the sheet", async () => {
    const sheet = await callerFor(t.db, anna).table.listCodes({ tournamentId: fx.tournamentId, round: 1 });
    expect(sheet.tables).toHaveLength(4);
    const all = codes.flat().flatMap((c) => [c.captain, c.opponent]);
    expect(new Set(all).size).toBe(all.length);
    const tags = new Set(all.map((c) => c.slice(0, 3)));
    expect(tags.size).toBe(1);
    for (const c of all) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{11}$/);
    expect(sheet.tables[0]!.captain!.path).toBe(`/tisch/${codes[0]![0]!.captain}`);
    const again = await callerFor(t.db, anna).table.issueCodes({ tournamentId: fx.tournamentId, round: 1 });
    expect(again.tables.map((x) => x.captain!.code)).toEqual(sheet.tables.map((x) => x.captain!.code));
  });

  it("refuses every organizer procedure to another club's organizer (FORBIDDEN) and to a captain without account (UNAUTHORIZED)", async () => {
    const sheet = await callerFor(t.db, anna).table.listCodes({ tournamentId: fx.tournamentId, round: 1 });
    const s = await signIn(codes[0]![1]!.opponent);
    const calls: [string, (c: ReturnType<typeof callerFor>) => Promise<unknown>][] = [
      ["issueCodes", (c) => c.table.issueCodes({ tournamentId: fx.tournamentId, round: 1 })],
      ["listCodes", (c) => c.table.listCodes({ tournamentId: fx.tournamentId, round: 1 })],
      ["revokeCode", (c) => c.table.revokeCode({ codeId: sheet.tables[1]!.captain!.id })],
      ["reissueCode", (c) => c.table.reissueCode({ matchId: fx.tables[0]![1]!, side: "opponent" })],
      ["approveTakeover", (c) => c.table.approveTakeover({ sessionId: s.session.id })],
    ];
    for (const [name, call] of calls) {
      expect((await failure(call(callerFor(t.db, bernd)))).code, name).toBe("FORBIDDEN");
      expect((await failure(call(await captainCaller(s.token)))).code, name).toBe("UNAUTHORIZED");
    }
    const after = await callerFor(t.db, anna).table.listCodes({ tournamentId: fx.tournamentId, round: 1 });
    expect(after.tables.map((x) => [x.captain!.code, x.opponent!.code])).toEqual(sheet.tables.map((x) => [x.captain!.code, x.opponent!.code]));
  });

  it("signs a device in for exactly its table and lets it enter, score and undo deals", async () => {
    const s = await signIn(codes[0]![0]!.captain.toLowerCase().replace(/(...)(....)/, "$1-$2-"));
    expect(s.session).toMatchObject({ side: "captain", status: "active", tableNumber: 1 });
    const c = await captainCaller(s.token);
    const view = await c.table.match({});
    expect(view.match.tableNumber).toBe(1);
    expect(view.session.holdsTable).toBe(true);
    expect(JSON.stringify(view)).not.toContain(codes[0]![0]!.captain);
    const r = await c.table.submitDeal({ matchId: fx.tables[0]![0]!, matchVersion: view.match.version, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() });
    expect(r).toMatchObject({ number: 1, score: [164, 0], replayed: false });
    const undone = await c.table.undoDeal({ matchId: fx.tables[0]![0]!, matchVersion: r.matchVersion });
    expect(undone.removedNumber).toBe(1);
    expect(await dealCount(fx.tables[0]![0]!)).toBe(0);
  });

  it("stores one deal when the same key is sent 20 times at once, and answers every repeat with the first result", async () => {
    const matchId = fx.tables[0]![1]!;
    const s = await signIn(codes[0]![1]!.captain, "device-concurrent-0123456789");
    const version = await matchVersion(matchId);
    const key = crypto.randomUUID();
    const callers = await Promise.all(Array.from({ length: 20 }, () => captainCaller(s.token)));
    const results = await Promise.all(callers.map((c) => c.table.submitDeal({ matchId, matchVersion: version, number: 1, record: deal(0), idempotencyKey: key })));
    expect(await dealCount(matchId)).toBe(1);
    expect(new Set(results.map((r) => r.dealId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await t.db.select().from(captainSubmissions).where(eq(captainSubmissions.idempotencyKey, key))).length).toBe(1);

    // Same key, other content: CONFLICT, nothing new.
    const c = callers[0]!;
    const reused = await failure(c.table.submitDeal({ matchId, matchVersion: results[0]!.matchVersion, number: 2, record: deal(1), idempotencyKey: key }));
    expect(reused.code).toBe("CONFLICT");
    expect(Object.keys(errorData(reused).fieldErrors ?? {})).toEqual(["idempotencyKey"]);
    // A stale version: CONFLICT, nothing new.
    const stale = await failure(c.table.submitDeal({ matchId, matchVersion: version, number: 2, record: deal(1), idempotencyKey: crypto.randomUUID() }));
    expect(stale.code).toBe("CONFLICT");
    // An impossible deal: refused with the engine's reason on its field, nothing new.
    const bad = await failure(
      c.table.submitDeal({ matchId, matchVersion: results[0]!.matchVersion, number: 2, record: deal(1, 163), idempotencyKey: crypto.randomUUID() }),
    );
    expect(bad.code).toBe("BAD_REQUEST");
    const fields = errorData(bad).fieldErrors ?? {};
    expect(fields["record.summary.cardPoints.0"]?.[0]?.de).toMatch(/163 Augen/);
    expect(await dealCount(matchId)).toBe(1);
  });

  it("refuses a table-1 captain on every procedure of table 2, of table 1 in another round and in another tournament", async () => {
    const s = await signIn(codes[0]![2]!.captain);
    const c = await captainCaller(s.token);
    const foreign = [fx.tables[0]![3]!, fx.tables[1]![2]!, other.tables[0]![2]!];
    for (const matchId of foreign) {
      const version = await matchVersion(matchId);
      const calls: [string, () => Promise<unknown>][] = [
        ["match", () => c.table.match({ matchId })],
        ["submitDeal", () => c.table.submitDeal({ matchId, matchVersion: version, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() })],
        ["undoDeal", () => c.table.undoDeal({ matchId, matchVersion: version })],
        ["confirm", () => c.table.confirm({ matchId, matchVersion: version, code: "x" })],
      ];
      for (const [name, call] of calls) expect((await failure(call())).code, `${name} ${matchId}`).toBe("FORBIDDEN");
      expect(await dealCount(matchId)).toBe(0);
    }
    // Without any session: UNAUTHORIZED.
    const anon = createCaller({ db: t.db, user: null, clientAddress: newAddress() });
    expect((await failure(anon.table.match({})).then((e) => e.code))).toBe("UNAUTHORIZED");
    // An organizer account is no captain either.
    expect((await failure(callerFor(t.db, anna).table.submitDeal({ matchId: fx.tables[0]![2]!, matchVersion: 1, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() }))).code).toBe(
      "UNAUTHORIZED",
    );
  });

  it("lets one device hold a table: a second device waits for the organizer, then the first one's writes are refused", async () => {
    const matchId = fx.tables[0]![3]!;
    const first = await signIn(codes[0]![3]!.captain, "device-first-0123456789");
    const second = await signIn(codes[0]![3]!.captain, "device-second-0123456789");
    expect(second.session.status).toBe("pending");
    const c1 = await captainCaller(first.token);
    const c2 = await captainCaller(second.token);
    const v = await matchVersion(matchId);
    const refusedPending = await failure(c2.table.submitDeal({ matchId, matchVersion: v, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() }));
    expect(refusedPending.code).toBe("FORBIDDEN");
    expect((await c2.table.match({})).session).toMatchObject({ status: "pending", holdsTable: false });
    const sheet = await callerFor(t.db, anna).table.listCodes({ tournamentId: fx.tournamentId, round: 1 });
    expect(sheet.tables[3]!.takeoverRequests.map((r) => r.sessionId)).toEqual([second.session.id]);

    await callerFor(t.db, anna).table.approveTakeover({ sessionId: second.session.id });
    const refusedOld = await failure(c1.table.submitDeal({ matchId, matchVersion: v, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() }));
    expect(refusedOld.code).toBe("FORBIDDEN");
    expect(errorData(refusedOld).de).toMatch(/übernommen/);
    const ok = await c2.table.submitDeal({ matchId, matchVersion: v, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() });
    expect(ok.number).toBe(1);
    expect(await dealCount(matchId)).toBe(1);
    // The same device signing in again keeps the hold without approval.
    const again = await signIn(codes[0]![3]!.captain, "device-second-0123456789");
    expect(again.session.status).toBe("active");
    expect((await failure((await captainCaller(second.token)).table.undoDeal({ matchId, matchVersion: ok.matchVersion }))).code).toBe("FORBIDDEN");
  });

  it("lets a captain leave the table: his session ends, the next device takes the table without approval, the audit says so", async () => {
    const first = await signIn(codes[1]![2]!.captain, "device-leaving-0123456789");
    expect(first.session.status).toBe("active");
    expect(await leaveTable(t.db, first.token)).toBe(true);
    expect(await loadCaptainSession(t.db, first.token)).toBeNull();
    expect(await leaveTable(t.db, first.token)).toBe(false); // once
    expect(await leaveTable(t.db, "not-a-token")).toBe(false);
    const next = await signIn(codes[1]![2]!.captain, "device-next-0123456789");
    expect(next.session.status).toBe("active");
    const c = await captainCaller(next.token);
    expect((await c.table.match({})).session).toMatchObject({ status: "active", holdsTable: true });
    const audit = await callerFor(t.db, anna).result.auditLog({ tournamentId: fx.tournamentId });
    const left = audit.entries.find((e) => e.action === "leave-table");
    expect(left).toMatchObject({ actorName: "Kapitän Tisch 3", before: { status: "active" }, after: { status: "left" } });
  });

  it("lets the opponents confirm a finished match with their code only; afterwards the captain changes nothing", async () => {
    const matchId = fx.tables[1]![0]!;
    const s = await signIn(codes[1]![0]!.captain);
    const c = await captainCaller(s.token);
    let version = await matchVersion(matchId);
    const early = await failure(c.table.confirm({ matchId, matchVersion: version, code: codes[1]![0]!.opponent }));
    expect(early.code).toBe("BAD_REQUEST");
    for (let i = 0; i < 4; i++) {
      const r = await c.table.submitDeal({ matchId, matchVersion: version, number: i + 1, record: deal(i), idempotencyKey: crypto.randomUUID() });
      version = r.matchVersion;
    }
    const view = await c.table.match({});
    expect(view.over).toBe(true);
    expect(view.canConfirm).toBe(true);
    // The captain's own code, another table's opponent code: refused on the code field.
    for (const wrong of [codes[1]![0]!.captain, codes[1]![1]!.opponent]) {
      const e = await failure(c.table.confirm({ matchId, matchVersion: version, code: wrong }));
      expect(e.code).toBe("BAD_REQUEST");
      expect(Object.keys(errorData(e).fieldErrors ?? {})).toEqual(["code"]);
    }
    // An opponent session reads, but does not enter.
    const opp = await signIn(codes[1]![0]!.opponent);
    const oc = await captainCaller(opp.token);
    expect((await oc.table.match({})).deals).toHaveLength(4);
    expect((await failure(oc.table.undoDeal({ matchId, matchVersion: version }))).code).toBe("FORBIDDEN");

    // Only confirmed matches count in the standings.
    const played = async () =>
      (await callerFor(t.db, anna).result.standings({ tournamentId: fx.tournamentId })).rows.reduce((n, r) => n + r.played, 0);
    const before = await played();
    const done = await c.table.confirm({ matchId, matchVersion: version, code: codes[1]![0]!.opponent });
    expect(done.confirmedAt).toBeTruthy();
    expect(await played()).toBe(before + 2);
    expect((await failure(c.table.undoDeal({ matchId, matchVersion: done.version }))).code).toBe("FORBIDDEN");
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, matchId), eq(auditLog.action, "confirm-match")));
    expect(audit).toHaveLength(1);
    // After confirmation only the organizer changes it: undo reopens the match for a new confirmation, audited.
    const undone = await callerFor(t.db, anna).result.undoLastDeal({ matchId, matchVersion: done.version });
    expect(undone.match.confirmedAt).toBeNull();
    expect(await played()).toBe(before);
    const undoAudit = await t.db.select().from(auditLog).where(eq(auditLog.action, "undo-confirmed-deal"));
    expect(undoAudit.map((a) => a.actorName)).toEqual([anna.name]);
  });

  it("ends sessions when a code is revoked, and a reissued code works instead", async () => {
    const s = await signIn(codes[1]![1]!.captain);
    const c = await captainCaller(s.token);
    await c.table.match({});
    const sheet = await callerFor(t.db, anna).table.reissueCode({ matchId: fx.tables[1]![1]!, side: "captain" });
    expect((await failure(c.table.match({}))).code).toBe("UNAUTHORIZED");
    expect((await domainFailure(signIn(codes[1]![1]!.captain))).field).toBe("code");
    const fresh = normalizeCode(sheet.tables[1]!.captain!.code)!;
    expect(fresh).not.toBe(codes[1]![1]!.captain);
    expect((await signIn(fresh)).session.status).toBe("active");
  });

  it("revokes a code: its devices are signed out, the code no longer signs in, the table's other code still works", async () => {
    const s = await signIn(codes[1]![2]!.captain);
    const c = await captainCaller(s.token);
    await c.table.match({});
    await callerFor(t.db, anna).table.revokeCode({ codeId: codes[1]![2]!.captainId });
    expect((await failure(c.table.match({}))).code).toBe("UNAUTHORIZED");
    expect((await domainFailure(signIn(codes[1]![2]!.captain))).code).toBe("BAD_REQUEST");
    expect((await signIn(codes[1]![2]!.opponent)).session.side).toBe("opponent");
    const sheet = await callerFor(t.db, anna).table.listCodes({ tournamentId: fx.tournamentId, round: 2 });
    expect(sheet.tables[2]!.captain).toBeNull();
  });

  it("issues codes only for a published round, with the reason on the round field", async () => {
    await setRoundStatus(t.db, fx.roundIds[1]!, "draft");
    const e = await failure(callerFor(t.db, anna).table.issueCodes({ tournamentId: fx.tournamentId, round: 2 }));
    await setRoundStatus(t.db, fx.roundIds[1]!, "published");
    expect(e.code).toBe("BAD_REQUEST");
    expect(errorData(e).fieldErrors?.round?.[0]?.de).toMatch(/erst, wenn die Runde veröffentlicht ist/);
    expect((await failure(callerFor(t.db, anna).table.issueCodes({ tournamentId: fx.tournamentId, round: 9 }))).code).toBe("NOT_FOUND");
  });

  it("expires codes and sessions when the round closes", async () => {
    const s = await signIn(codes[2]![0]!.captain);
    const c = await captainCaller(s.token);
    const matchId = fx.tables[2]![0]!;
    const version = await matchVersion(matchId);
    await setRoundStatus(t.db, fx.roundIds[2]!, "closed");
    expect((await failure(c.table.match({}))).code).toBe("FORBIDDEN");
    expect((await failure(c.table.submitDeal({ matchId, matchVersion: version, number: 1, record: deal(0), idempotencyKey: crypto.randomUUID() }))).code).toBe("FORBIDDEN");
    expect((await domainFailure(signIn(codes[2]![1]!.captain))).field).toBe("code");
    expect(await dealCount(matchId)).toBe(0);
    await expect(callerFor(t.db, anna).table.issueCodes({ tournamentId: fx.tournamentId, round: 3 })).rejects.toThrow();
  });

  it("rate-limits code guessing per client address, however the forwarding headers rotate, then locks the address out", async () => {
    const socket = "203.0.113.7";
    const addressOf = (i: number) => clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: socket, "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `192.0.2.${i}` }));
    const tag = codes[0]![0]!.captain.slice(0, 3);
    for (let i = 0; i < CODE_LIMITS.perAddress; i++) {
      const e = await domainFailure(signIn(`${tag}ZZZZZZZ${i % 10}`, newDevice(), addressOf(i)));
      expect(e.code).toBe("BAD_REQUEST");
    }
    // Now even the right code is refused from that address; another address is not.
    const limited = await domainFailure(signIn(codes[0]![0]!.opponent, newDevice(), addressOf(99)));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect((await signIn(codes[0]![0]!.opponent, newDevice(), "203.0.113.8")).session.side).toBe("opponent");

    // A day's worth of failures (older than the window) locks the address out.
    const lockedAddress = "203.0.113.9";
    const earlier = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await t.db.insert(tableCodeAttempts).values(Array.from({ length: CODE_LIMITS.lockoutAfter }, () => ({ address: lockedAddress, tournamentId: null, at: earlier })));
    const locked = await domainFailure(signIn(codes[0]![0]!.opponent, newDevice(), lockedAddress));
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
  });

  it("does not let wrong codes from a few addresses block a tournament's honest tables", async () => {
    const sheet = await callerFor(t.db, bernd).table.listCodes({ tournamentId: other.tournamentId, round: 1 });
    const tag = sheet.tables[0]!.captain!.code.slice(0, 3);
    const rightCode = (i: number) => normalizeCode(sheet.tables[i]!.opponent!.code)!;
    // 70 wrong codes from 7 addresses, each up to its own limit (the probe's attack) ...
    for (let a = 0; a < 7; a++)
      for (let i = 0; i < CODE_LIMITS.perAddress; i++) await domainFailure(signIn(`${tag}YYYYYYY${i}`, newDevice(), `100.64.${a}.1`));
    // ... still let a table in with its right code, also after a typo or two.
    expect((await signIn(rightCode(0), newDevice(), "100.65.0.1")).session.side).toBe("opponent");
    await domainFailure(signIn(`${tag}XXXXXXXX`, newDevice(), "100.65.0.2"));
    expect((await signIn(rightCode(1), newDevice(), "100.65.0.2")).session.side).toBe("opponent");
    // During the attack an address that keeps guessing this tournament waits long before its own limit.
    for (let i = 0; i < CODE_LIMITS.perAddressUnderAttack; i++) await domainFailure(signIn(`${tag}WWWWWWW${i}`, newDevice(), "100.65.0.3"));
    expect((await domainFailure(signIn(rightCode(2), newDevice(), "100.65.0.3"))).code).toBe("TOO_MANY_REQUESTS");
    // Addresses of one IPv6 /64 count as one.
    for (let i = 0; i < CODE_LIMITS.perAddress; i++) await domainFailure(signIn(`ZZZZZZZZZZ${i}`, newDevice(), `2001:db8:7:7::${i + 1}`));
    expect((await domainFailure(signIn(rightCode(3), newDevice(), "2001:db8:7:7:ffff::1"))).code).toBe("TOO_MANY_REQUESTS");
    expect((await signIn(rightCode(3), newDevice(), "2001:db8:7:8::1")).session.side).toBe("opponent");
  });

  it("answers malformed input field by field", async () => {
    const s = await signIn(codes[0]![2]!.captain, "device-malformed-0123456789");
    const c = await captainCaller(s.token);
    const e = await failure(c.table.submitDeal({ matchId: fx.tables[0]![2]!, matchVersion: 1, number: 0, record: deal(0), idempotencyKey: "not-a-uuid" }));
    expect(e.code).toBe("BAD_REQUEST");
    expect(Object.keys(errorData(e).fieldErrors ?? {}).sort()).toEqual(["idempotencyKey", "number"]);
  });
});
