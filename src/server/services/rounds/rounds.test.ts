import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addGuestPairs, finishRound, roundRow, trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { matches, roundEntrants, rounds, tournaments } from "../../db/schema";
import type { SessionUser } from "../_shared/context";

describe.each(drivers)("rounds: pairing, review, publishing (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let b: SessionUser;
  let clubA: string;
  let clubB: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Anna");
    b = await makeUser(t.db, "Bernd");
    clubA = (await callerFor(t.db, a).club.create({ name: "Klammerfreunde Saarbrücken" })).id;
    clubB = (await callerFor(t.db, b).club.create({ name: "Klammerclub Pfalz" })).id;
  });
  afterAll(async () => t?.dispose());

  const caller = () => callerFor(t.db, a);
  async function tournamentWith(pairs: number, extra: Record<string, unknown> = {}) {
    const x = await caller().tournament.create({ clubId: clubA, name: "Rundenturnier", date: "2025-04-12", roundsPlanned: 5, ...extra });
    const entrants = await addGuestPairs(t.db, a, x.id, pairs);
    return { x, entrants };
  }
  const tablesOf = (r: Awaited<ReturnType<ReturnType<typeof caller>["round"]["get"]>>) =>
    r.tables.map((tb) => [tb.tableNumber, tb.ns!.number, tb.ew!.number, tb.firstDealer.seat]);

  it("pairs round 1 as a draft with tables, seats, a first dealer, a bye and explanations", async () => {
    const { x } = await tournamentWith(5);
    const res = await caller().round.pair({ tournamentId: x.id, round: 1 });
    expect(res).toMatchObject({ number: 1, tables: 2 });
    const r = await caller().round.get({ tournamentId: x.id, round: 1 });
    expect(r.round.status).toBe("draft");
    expect(r.tables).toHaveLength(2);
    expect(r.bye).not.toBeNull();
    const seated = r.tables.flatMap((tb) => [tb.ns!.number, tb.ew!.number]).concat(r.bye!.number).sort();
    expect(seated).toEqual([1, 2, 3, 4, 5]);
    const tb = r.tables[0]!;
    expect(tb.seats.map((s) => s.code)).toEqual(["N", "E", "S", "W"]);
    expect(tb.seats[0]!.entrantId).toBe(tb.ns!.id);
    expect(tb.seats[2]!.entrantId).toBe(tb.ns!.id);
    expect(tb.seats[1]!.entrantId).toBe(tb.ew!.id);
    expect(tb.seats[0]!.player.name).toBe(tb.ns!.players[0]!.name);
    expect(tb.seats[3]!.player.name).toBe(tb.ew!.players[1]!.name);
    expect(r.round.explanations.some((e) => e.code === "bye")).toBe(true);
    expect(r.round.explanations.every((e) => e.de && e.en)).toBe(true);
    const seatRows = await t.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, r.round.id));
    expect(seatRows).toHaveLength(5);
    expect(seatRows.filter((s) => s.isBye).map((s) => s.entrantId)).toEqual([r.bye!.id]);
    expect((await caller().tournament.get({ tournamentId: x.id })).nextRoundToPair).toBeNull();
  });

  it("is deterministic: the same stored seed and pairs give the same tables after a discard", async () => {
    const { x } = await tournamentWith(8);
    await caller().round.pair({ tournamentId: x.id, round: 1 });
    const first = await caller().round.get({ tournamentId: x.id, round: 1 });
    await caller().round.discardDraft({ roundId: first.round.id, version: first.round.version });
    expect(await roundRow(t.db, x.id, 1)).toBeUndefined();
    await caller().round.pair({ tournamentId: x.id, round: 1 });
    const second = await caller().round.get({ tournamentId: x.id, round: 1 });
    expect(second.round.seed).toBe(first.round.seed);
    expect(tablesOf(second)).toEqual(tablesOf(first));
    // Another tournament (another seed) with the same field draws its own lot.
    const other = await tournamentWith(8);
    await caller().round.pair({ tournamentId: other.x.id, round: 1 });
    expect((await caller().round.get({ tournamentId: other.x.id, round: 1 })).round.seed).not.toBe(first.round.seed);
  });

  it("lets two organizers pairing the same round at the same moment produce exactly one round", async () => {
    const { x } = await tournamentWith(6);
    const results = await Promise.allSettled([
      caller().round.pair({ tournamentId: x.id, round: 1 }),
      caller().round.pair({ tournamentId: x.id, round: 1 }),
      caller().round.pair({ tournamentId: x.id, round: 1 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect(((r as PromiseRejectedResult).reason as { code: string }).code).toBe("CONFLICT");
    }
    expect(await t.db.select().from(rounds).where(eq(rounds.tournamentId, x.id))).toHaveLength(1);
    expect(await t.db.select().from(matches).where(eq(matches.tournamentId, x.id))).toHaveLength(3);
  });

  it("refuses to seat a pair twice in a round (the round_entrants unique index)", async () => {
    const { x } = await tournamentWith(4);
    const { roundId } = await caller().round.pair({ tournamentId: x.id, round: 1 });
    const [seat] = await t.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, roundId));
    await expect(t.db.insert(roundEntrants).values({ roundId, entrantId: seat!.entrantId, isBye: true })).rejects.toThrow();
    expect(await t.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, roundId))).toHaveLength(4);
  });

  it("refuses pairing with pairs not checked in, a round out of order, or before the last round is closed", async () => {
    const { x } = await tournamentWith(4);
    const [late] = await addGuestPairs(t.db, a, x.id, 1, false);
    const notIn = await trpcError(caller().round.pair({ tournamentId: x.id, round: 1 }));
    expect(notIn.code).toBe("BAD_REQUEST");
    expect(errorData(notIn).de).toMatch(/Paar 5/);
    await caller().tournament.checkIn({ entrantId: late!.id, version: late!.version });
    expect((await trpcError(caller().round.pair({ tournamentId: x.id, round: 2 }))).code).toBe("BAD_REQUEST");
    const { roundId } = await caller().round.pair({ tournamentId: x.id, round: 1 });
    const r1 = await roundRow(t.db, x.id, 1);
    await caller().round.publish({ roundId, version: r1!.version });
    const open = await trpcError(caller().round.pair({ tournamentId: x.id, round: 2 }));
    expect(errorData(open).de).toMatch(/nicht abgeschlossen/);
    expect(await t.db.select().from(rounds).where(eq(rounds.tournamentId, x.id))).toHaveLength(1);
  });

  it("freezes rules, match format, match points and schedule type when round 1 is published", async () => {
    const { x } = await tournamentWith(4);
    const { roundId } = await caller().round.pair({ tournamentId: x.id, round: 1 });
    // A draft does not freeze anything yet.
    const tv = (await caller().tournament.update({ tournamentId: x.id, version: x.version, rules: { jassPoints: 20 } })).version;
    const r1 = await roundRow(t.db, x.id, 1);
    const published = await caller().round.publish({ roundId, version: r1!.version });
    expect(published.status).toBe("published");
    expect(published.publishedAt).toBeInstanceOf(Date);
    const got = await caller().tournament.get({ tournamentId: x.id });
    expect(got.status).toBe("running");
    expect(got.rulesFrozenAt).toBeInstanceOf(Date);
    expect(got.version).toBe(tv + 1);
    for (const change of [
      { rules: { jassPoints: 22 } },
      { matchFormat: { kind: "target" as const, target: 701 } },
      { matchPoints: { win: 3, draw: 1, loss: 0 } },
      { scheduleType: "round-robin" as const },
    ]) {
      const err = await trpcError(caller().tournament.update({ tournamentId: x.id, version: got.version, ...change }));
      expect(err.code).toBe("BAD_REQUEST");
      const [field, list] = Object.entries(errorData(err).fieldErrors ?? {})[0]!;
      expect(field).toBe(Object.keys(change)[0]);
      expect(list[0]!.de).toMatch(/seit Runde 1 begonnen hat/);
      expect(list[0]!.en).toMatch(/frozen since round 1 started/);
    }
    // The same values sent back, and settings that do not decide the play, may still change.
    const ok = await caller().tournament.update({ tournamentId: x.id, version: got.version, rules: { jassPoints: 20 }, name: "Neuer Name", visibility: "public" });
    expect(ok).toMatchObject({ name: "Neuer Name", visibility: "public" });
    expect(ok.rules).toMatchObject({ jassPoints: 20 });
    // A published round is no longer a draft.
    expect((await trpcError(caller().round.discardDraft({ roundId, version: published.version }))).code).toBe("BAD_REQUEST");
  });

  it("does not pair a withdrawn pair again, keeps it in the tournament, and seats a late entry from the next round", async () => {
    const { x, entrants } = await tournamentWith(6);
    const { roundId } = await caller().round.pair({ tournamentId: x.id, round: 1 });
    // While a draft exists, withdrawal and late entry are refused (the draft would be wrong).
    const wDraft = await trpcError(caller().tournament.withdraw({ entrantId: entrants[0]!.id, version: entrants[0]!.version }));
    expect(wDraft.code).toBe("CONFLICT");
    const lDraft = await trpcError(addGuestPairs(t.db, a, x.id, 1));
    expect(lDraft.code).toBe("CONFLICT");
    await caller().round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    const gone = await caller().tournament.withdraw({ entrantId: entrants[0]!.id, version: entrants[0]!.version });
    expect(gone.withdrawnAfterRound).toBe(1);
    const [late] = await addGuestPairs(t.db, a, x.id, 1);
    expect(late!.enteredRound).toBe(2);
    expect(late!.number).toBe(7);
    await finishRound(t.db, roundId);
    await caller().round.pair({ tournamentId: x.id, round: 2 });
    const r2 = await caller().round.get({ tournamentId: x.id, round: 2 });
    const playing = r2.tables.flatMap((tb) => [tb.ns!.id, tb.ew!.id]).concat(r2.bye ? [r2.bye.id] : []);
    expect(playing).not.toContain(entrants[0]!.id);
    expect(playing).toContain(late!.id);
    expect(playing).toHaveLength(6);
    expect(r2.round.explanations.some((e) => e.code === "excluded" && e.entrants.includes(entrants[0]!.id))).toBe(true);
    const list = await caller().tournament.listEntrants({ tournamentId: x.id });
    expect(list.entrants.find((e) => e.id === entrants[0]!.id)).toMatchObject({ status: "withdrawn", withdrawnAfterRound: 1 });
  });

  it("pairs Swiss round 2 by match points without a rematch, and a swap into a rematch warns", async () => {
    const { x } = await tournamentWith(4);
    const { roundId } = await caller().round.pair({ tournamentId: x.id, round: 1 });
    await caller().round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    const r1 = await caller().round.get({ tournamentId: x.id, round: 1 });
    await finishRound(t.db, roundId);
    await caller().round.pair({ tournamentId: x.id, round: 2 });
    const r2 = await caller().round.get({ tournamentId: x.id, round: 2 });
    const met = new Set(r1.tables.map((tb) => [tb.ns!.id, tb.ew!.id].sort().join()));
    for (const tb of r2.tables) expect(met.has([tb.ns!.id, tb.ew!.id].sort().join())).toBe(false);
    // Both round-1 winners (N/S won every table) meet at table 1.
    const winners = new Set(r1.tables.map((tb) => tb.ns!.id));
    expect(winners.has(r2.tables[0]!.ns!.id) && winners.has(r2.tables[0]!.ew!.id)).toBe(true);
    expect(r2.round.warnings).toEqual([]);

    // Swap the E/W pair of table 1 with the N/S pair of table 2: both tables become round-1 rematches.
    const t1 = r2.tables[0]!;
    const t2 = r2.tables[1]!;
    const partnerOf = (id: string) => r1.tables.map((tb) => (tb.ns!.id === id ? tb.ew!.id : tb.ew!.id === id ? tb.ns!.id : null)).find(Boolean)!;
    const swapWith = [t2.ns!.id, t2.ew!.id].find((id) => id === partnerOf(t1.ns!.id))!;
    const res = await caller().round.swap({ roundId: r2.round.id, version: r2.round.version, a: t1.ew!.id, b: swapWith });
    expect(res.warnings.some((w) => w.code === "rematch")).toBe(true);
    expect(res.warnings.find((w) => w.code === "rematch")!.de).toMatch(/Runde 1/);
    const after = await caller().round.get({ tournamentId: x.id, round: 2 });
    expect(after.round.warnings.some((w) => w.code === "rematch")).toBe(true);
    expect(after.round.explanations.some((e) => e.code === "swapped")).toBe(true);
    expect(after.tables[0]!.ew!.id).toBe(swapWith);
    const seatRows = await t.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, r2.round.id));
    expect(new Set(seatRows.map((s) => s.entrantId)).size).toBe(4);
    const [m1] = await t.db.select().from(matches).where(and(eq(matches.roundId, r2.round.id), eq(matches.tableNumber, 1)));
    expect(seatRows.find((s) => s.entrantId === swapWith)!.matchId).toBe(m1!.id);
    // A stale swap (the version before) is refused.
    const stale = await trpcError(caller().round.swap({ roundId: r2.round.id, version: r2.round.version, a: t1.ns!.id, b: t2.ns!.id }));
    expect(stale.code).toBe("CONFLICT");
    const self = await trpcError(caller().round.swap({ roundId: r2.round.id, version: after.round.version, a: t1.ns!.id, b: t1.ns!.id }));
    expect(errorData(self).fieldErrors).toHaveProperty("b");
  });

  it("pairs a round robin from the Berger table and refuses late entry and rounds beyond the table", async () => {
    const { x } = await tournamentWith(4, { scheduleType: "round-robin", roundsPlanned: 4 });
    const seen = new Set<string>();
    for (let n = 1; n <= 3; n++) {
      const { roundId } = await caller().round.pair({ tournamentId: x.id, round: n });
      await caller().round.publish({ roundId, version: (await roundRow(t.db, x.id, n))!.version });
      const r = await caller().round.get({ tournamentId: x.id, round: n });
      for (const tb of r.tables) {
        const key = [tb.ns!.number, tb.ew!.number].sort().join("-");
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      if (n === 1) expect((await trpcError(addGuestPairs(t.db, a, x.id, 1))).code).toBe("BAD_REQUEST");
      await finishRound(t.db, roundId);
    }
    expect(seen.size).toBe(6); // everyone met everyone once
    const beyond = await trpcError(caller().round.pair({ tournamentId: x.id, round: 4 }));
    expect(errorData(beyond).de).toMatch(/nur 3 Runden/);
  });

  it("issues both table codes of every table when the round is published, so the table cards only read", async () => {
    const { x } = await tournamentWith(4);
    const { roundId } = await caller().round.pair({ tournamentId: x.id, round: 1 });
    await caller().round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    const sheet = await caller().table.listCodes({ tournamentId: x.id, round: 1 });
    expect(sheet.tables).toHaveLength(2);
    for (const table of sheet.tables) expect([table.captain?.code, table.opponent?.code].every(Boolean)).toBe(true);
  });

  it("lists the rounds with their state", async () => {
    const { x } = await tournamentWith(4);
    await caller().round.pair({ tournamentId: x.id, round: 1 });
    const list = await caller().round.list({ tournamentId: x.id });
    expect(list).toEqual([expect.objectContaining({ number: 1, status: "draft", tables: 2, warningCount: 0 })]);
    expect((await caller().tournament.get({ tournamentId: x.id })).rounds).toEqual([
      expect.objectContaining({ number: 1, status: "draft", tables: 2 }),
    ]);
  });

  // Every procedure of the round router, by an organizer of another club and without a session.
  type Caller = ReturnType<typeof callerFor>;
  type Ids = { tournamentId: string; roundId: string; version: number; e1: string; e2: string };
  const calls: [string, (c: Caller, ids: Ids) => Promise<unknown>][] = [
    ["pair", (c, i) => c.round.pair({ tournamentId: i.tournamentId, round: 2 })],
    ["swap", (c, i) => c.round.swap({ roundId: i.roundId, version: i.version, a: i.e1, b: i.e2 })],
    ["discardDraft", (c, i) => c.round.discardDraft({ roundId: i.roundId, version: i.version })],
    ["publish", (c, i) => c.round.publish({ roundId: i.roundId, version: i.version })],
    ["get", (c, i) => c.round.get({ tournamentId: i.tournamentId, round: 1 })],
    ["list", (c, i) => c.round.list({ tournamentId: i.tournamentId })],
  ];

  async function foreignDraft(): Promise<Ids> {
    const x = await callerFor(t.db, b).tournament.create({ clubId: clubB, name: "Pfalzturnier", date: "2025-06-01", roundsPlanned: 3 });
    const es = await addGuestPairs(t.db, b, x.id, 4);
    const { roundId } = await callerFor(t.db, b).round.pair({ tournamentId: x.id, round: 1 });
    return { tournamentId: x.id, roundId, version: (await roundRow(t.db, x.id, 1))!.version, e1: es[0]!.id, e2: es[1]!.id };
  }

  it.each(calls)("refuses round.%s on another club's tournament with FORBIDDEN and changes nothing", async (_n, call) => {
    const ids = await foreignDraft();
    const before = await t.db.select().from(rounds).where(eq(rounds.tournamentId, ids.tournamentId));
    const beforeTables = await t.db.select().from(matches).where(eq(matches.tournamentId, ids.tournamentId));
    const beforeT = await t.db.select().from(tournaments).where(eq(tournaments.id, ids.tournamentId));
    expect((await trpcError(call(callerFor(t.db, a), ids))).code).toBe("FORBIDDEN");
    expect(await t.db.select().from(rounds).where(eq(rounds.tournamentId, ids.tournamentId))).toEqual(before);
    expect(await t.db.select().from(matches).where(eq(matches.tournamentId, ids.tournamentId))).toEqual(beforeTables);
    expect(await t.db.select().from(tournaments).where(eq(tournaments.id, ids.tournamentId))).toEqual(beforeT);
  });

  it.each(calls)("refuses round.%s without a session with UNAUTHORIZED", async (_n, call) => {
    const ids = await foreignDraft();
    expect((await trpcError(call(callerFor(t.db, null), ids))).code).toBe("UNAUTHORIZED");
  });
});
