import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTournament, reloadMatch, seatRound, summaryDeal } from "../../../../test/fixtures/tournament";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { errorData } from "../../api/errors";
import { auditLog, deals, rounds } from "../../db/schema";
import type { SessionUser } from "../_shared/context";

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(TRPCError);
    return e as TRPCError;
  }
  throw new Error("expected the call to fail");
}

/** The engine codes a refused deal carried (BAD_REQUEST with one issue per engine error). */
function engineCodes(err: TRPCError): string[] {
  expect(err.code).toBe("BAD_REQUEST");
  expect(err.cause).toBeInstanceOf(z.ZodError);
  return (err.cause as z.ZodError).issues.map((i) => (i as { params?: { engineCode?: string } }).params?.engineCode ?? "");
}

describe.each(drivers)("deal results (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let bernd: SessionUser;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    bernd = await makeUser(t.db, "Bernd");
  });
  afterAll(async () => t?.dispose());

  /** Enters deals through the router, each from the match version just read. */
  async function play(matchId: string, points: number[], firstDealer = 0) {
    const api = callerFor(t.db, anna);
    let last;
    for (const ns of points) {
      const m = await api.result.getMatch({ matchId });
      last = await api.result.submitDeal({
        matchId,
        matchVersion: m.match.version,
        number: m.nextNumber,
        record: summaryDeal((firstDealer + m.nextNumber - 1) % 4, ns),
      });
    }
    return last!;
  }

  it("refuses an impossible deal with the engine's code, field and both languages, and stores nothing", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna);
    const { matches } = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]]);
    const m = matches[0]!;
    const err = await trpcError(
      callerFor(t.db, anna).result.submitDeal({ matchId: m.id, matchVersion: 1, number: 1, record: summaryDeal(0, 163) }),
    );
    expect(engineCodes(err)).toContain("CARD_POINTS_IMPOSSIBLE");
    const sum = await trpcError(
      callerFor(t.db, anna).result.submitDeal({ matchId: m.id, matchVersion: 1, number: 1, record: summaryDeal(0, 100, { cardPoints: [100, 100] }) }),
    );
    expect(engineCodes(sum)).toContain("CARD_POINTS_SUM");
    const data = errorData(err);
    const key = Object.keys(data.fieldErrors ?? {}).find((k) => k.startsWith("record.summary.cardPoints"));
    expect(key).toBeDefined();
    expect(data.fieldErrors![key!]![0]!.de).toMatch(/\S/);
    expect(data.fieldErrors![key!]![0]!.en).toMatch(/\S/);
    expect(data.fieldErrors![key!]![0]!.de).not.toBe(data.fieldErrors![key!]![0]!.en);
    expect(data.fieldErrors![key!]![0]!.code).toBe("CARD_POINTS_IMPOSSIBLE"); // reaches the client
    // A melds claim that cannot exist: a Terz topped by an 8.
    const meld = await trpcError(
      callerFor(t.db, anna).result.submitDeal({
        matchId: m.id,
        matchVersion: 1,
        number: 1,
        record: summaryDeal(0, 100, { melds: [{ seat: 1, kind: "terz", suit: "S", top: "8" }] }),
      }),
    );
    expect(Object.keys(errorData(meld).fieldErrors ?? {}).some((k) => k.startsWith("record.summary.melds.0"))).toBe(true);
    expect(await t.db.select().from(deals).where(eq(deals.matchId, m.id))).toHaveLength(0);
    const after = await reloadMatch(t.db, m.id);
    expect([after.version, after.nsPoints, after.ewPoints, after.status]).toEqual([1, 0, 0, "open"]);
  });

  it("derives the result of a 16-deal match and completes it; a 17th deal is refused", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna);
    const { matches } = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]], { firstDealer: 2 });
    const points = [100, 60, 90, 120, 70, 82, 100, 100, 64, 110, 95, 60, 130, 40, 100, 88];
    await play(matches[0]!.id, points.slice(0, 15), 2);
    let m = await reloadMatch(t.db, matches[0]!.id);
    expect(m.status).toBe("open");
    await play(matches[0]!.id, points.slice(15), 2);
    m = await reloadMatch(t.db, matches[0]!.id);
    const stored = await t.db.select().from(deals).where(eq(deals.matchId, m.id));
    const ns = stored.reduce((s, d) => s + d.score[0]!, 0);
    const ew = stored.reduce((s, d) => s + d.score[1]!, 0);
    expect(stored).toHaveLength(16);
    expect([m.nsPoints, m.ewPoints, m.status]).toEqual([ns, ew, "complete"]);
    // 82:82 is a Stehbeet (the declarer side scores 0), every other deal hands out all 164 points.
    expect(m.nsPoints + m.ewPoints).toBe(15 * 164 + 82);
    const view = await callerFor(t.db, anna).result.getMatch({ matchId: m.id });
    expect(view.over).toBe(true);
    expect(view.matchPoints).toEqual(ns > ew ? [2, 0] : ns < ew ? [0, 2] : [1, 1]);
    expect(view.entryOpen).toBe(false);
    const err = await trpcError(
      callerFor(t.db, anna).result.submitDeal({ matchId: m.id, matchVersion: m.version, number: 17, record: summaryDeal(2, 100) }),
    );
    expect(err.code).toBe("BAD_REQUEST");
    expect(errorData(err).fieldErrors).toHaveProperty("matchId");
    expect(await t.db.select().from(deals).where(eq(deals.matchId, m.id))).toHaveLength(16);
  });

  it("ends a target match when a side reaches 701", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna, { matchFormat: { kind: "target", target: 701 } });
    const { matches } = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]]);
    await play(matches[0]!.id, [100, 100, 100, 100, 100, 100]);
    let m = await reloadMatch(t.db, matches[0]!.id);
    expect([m.nsPoints, m.status]).toEqual([600, "open"]);
    await play(matches[0]!.id, [101]);
    m = await reloadMatch(t.db, matches[0]!.id);
    expect([m.nsPoints, m.ewPoints, m.status]).toEqual([701, 6 * 64 + 63, "complete"]);
    const err = await trpcError(
      callerFor(t.db, anna).result.submitDeal({ matchId: m.id, matchVersion: m.version, number: 8, record: summaryDeal(3, 100) }),
    );
    expect(err.code).toBe("BAD_REQUEST");
  });

  it("requires the next dealer in rotation, starting with the table's first dealer", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna);
    const { matches } = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]], { firstDealer: 1 });
    const api = callerFor(t.db, anna);
    const id = matches[0]!.id;
    const first = await trpcError(api.result.submitDeal({ matchId: id, matchVersion: 1, number: 1, record: summaryDeal(0, 100) }));
    expect(engineCodes(first)).toEqual(["MATCH_DEALER_NOT_NEXT"]);
    expect(Object.keys(errorData(first).fieldErrors ?? {})).toEqual(["record.dealer"]);
    await api.result.submitDeal({ matchId: id, matchVersion: 1, number: 1, record: summaryDeal(1, 100) });
    const second = await trpcError(api.result.submitDeal({ matchId: id, matchVersion: 2, number: 2, record: summaryDeal(1, 100) }));
    expect(engineCodes(second)).toContain("MATCH_DEALER_NOT_NEXT");
    expect((await api.result.getMatch({ matchId: id })).nextDealer).toBe(2);
    await api.result.submitDeal({ matchId: id, matchVersion: 2, number: 2, record: summaryDeal(2, 100) });
  });

  it("refuses a stale version and a wrong deal number with CONFLICT, and replays an idempotent retry", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna);
    const { matches } = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]]);
    const api = callerFor(t.db, anna);
    const id = matches[0]!.id;
    const input = { matchId: id, matchVersion: 1, number: 1, record: summaryDeal(0, 100), idempotencyKey: "tablet-key-0001" };
    const first = await api.result.submitDeal(input);
    const again = await api.result.submitDeal(input);
    expect(again.replayed).toBe(true);
    expect(again.deal.id).toBe(first.deal.id);
    const stale = await trpcError(api.result.submitDeal({ ...input, idempotencyKey: undefined, number: 2, record: summaryDeal(1, 90) }));
    expect(stale.code).toBe("CONFLICT");
    expect(errorData(stale).current).toEqual({ version: 2 }); // the device can catch up without a reload
    const number = await trpcError(api.result.submitDeal({ matchId: id, matchVersion: 2, number: 3, record: summaryDeal(1, 90) }));
    expect(number.code).toBe("CONFLICT");
    expect(errorData(number).fieldErrors).toHaveProperty("number");
    expect(errorData(number).current).toEqual({ version: 2, nextDeal: 2 });
    expect(await t.db.select().from(deals).where(eq(deals.matchId, id))).toHaveLength(1);
  });

  it("undoes the last deal, also the one that completed the match", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna, { matchFormat: { kind: "deals", deals: 2 } });
    const { matches } = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]]);
    const id = matches[0]!.id;
    await play(id, [100, 70]);
    let m = await reloadMatch(t.db, id);
    expect(m.status).toBe("complete");
    const undone = await callerFor(t.db, anna).result.undoLastDeal({ matchId: id, matchVersion: m.version });
    expect(undone.removed.number).toBe(2);
    m = await reloadMatch(t.db, id);
    expect([m.status, m.nsPoints, m.ewPoints]).toEqual(["open", 100, 64]);
    expect((await trpcError(callerFor(t.db, anna).result.undoLastDeal({ matchId: id, matchVersion: 1 }))).code).toBe("CONFLICT");
  });

  it("closes a round when every table is complete, else only with an adjusted result per open table", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna, { matchFormat: { kind: "deals", deals: 2 } });
    const { round, matches } = await seatRound(t.db, tournament, 1, [
      [pairs[0]!, pairs[1]!],
      [pairs[2]!, pairs[3]!],
    ]);
    await play(matches[0]!.id, [100, 100]);
    await play(matches[1]!.id, [100]);
    const api = callerFor(t.db, anna);
    const missing = await trpcError(api.result.closeRound({ roundId: round.id, version: round.version }));
    expect(missing.code).toBe("BAD_REQUEST");
    expect(errorData(missing).fieldErrors).toHaveProperty("adjustments");
    expect(errorData(missing).de).toMatch(/Tisch 2/);
    const noReason = await trpcError(
      api.result.closeRound({
        roundId: round.id,
        version: round.version,
        adjustments: [{ matchId: matches[1]!.id, nsOutcome: "win", ewOutcome: "loss", nsPoints: 200, ewPoints: 100, reason: "" }],
      }),
    );
    expect(errorData(noReason).fieldErrors).toHaveProperty("adjustments.0.reason");
    const complete = await trpcError(
      api.result.closeRound({
        roundId: round.id,
        version: round.version,
        adjustments: [{ matchId: matches[0]!.id, nsOutcome: "win", ewOutcome: "loss", nsPoints: 1, ewPoints: 0, reason: "Versehen" }],
      }),
    );
    expect(errorData(complete).fieldErrors).toHaveProperty("adjustments.0.matchId");
    expect((await t.db.select().from(rounds).where(eq(rounds.id, round.id)))[0]!.status).toBe("published");

    const closed = await api.result.closeRound({
      roundId: round.id,
      version: round.version,
      adjustments: [{ matchId: matches[1]!.id, nsOutcome: "loss", ewOutcome: "win", nsPoints: 164, ewPoints: 300, reason: "Paar 3 musste abbrechen" }],
    });
    expect(closed.round.status).toBe("closed");
    const overview = await api.result.roundResults({ tournamentId: tournament.id });
    expect(overview.round).toMatchObject({ number: 1, status: "closed" });
    expect(overview.tables.map((x) => [x.tableNumber, x.status, x.deals, x.nsPoints, x.ewPoints])).toEqual([
      [1, "complete", 2, 200, 128],
      [2, "adjusted", 1, 164, 300],
    ]);
    const adjusted = await reloadMatch(t.db, matches[1]!.id);
    expect(adjusted.status).toBe("adjusted");
    expect(adjusted.adjusted).toEqual({ nsOutcome: "loss", ewOutcome: "win", reason: "Paar 3 musste abbrechen" });
    const audit = await api.result.auditLog({ tournamentId: tournament.id });
    const adjustments = audit.entries.filter((e) => e.action === "adjust-match");
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ action: "adjust-match", actorName: "Anna", reason: "Paar 3 musste abbrechen" });
    expect(adjustments[0]!.before).toMatchObject({ status: "open", nsPoints: 100, ewPoints: 64, deals: 1 });
    expect(adjustments[0]!.after).toMatchObject({ status: "adjusted", nsPoints: 164, ewPoints: 300 });
    // The close itself is on the trail too, after the adjustment.
    expect(audit.entries[0]).toMatchObject({ action: "close-round", after: { round: 1, status: "closed", adjusted: 1 } });
    // Closed: no more entry, no undo, no second close.
    const late = await trpcError(api.result.submitDeal({ matchId: matches[1]!.id, matchVersion: adjusted.version, number: 2, record: summaryDeal(1, 90) }));
    expect(late.code).toBe("BAD_REQUEST");
    expect((await trpcError(api.result.undoLastDeal({ matchId: matches[0]!.id, matchVersion: 3 }))).code).toBe("BAD_REQUEST");
    expect((await trpcError(api.result.closeRound({ roundId: round.id, version: closed.round.version }))).code).toBe("BAD_REQUEST");

    const standings = await api.result.standings({ tournamentId: tournament.id });
    expect(standings.throughRound).toBe(1);
    const row = (n: number) => standings.rows.find((r) => r.pair.number === n)!;
    expect(row(4)).toMatchObject({ matchPoints: 2, pointsFor: 300, pointsAgainst: 164 });
    expect(row(3)).toMatchObject({ matchPoints: 0, losses: 1 });
    expect(row(4).rounds[0]).toMatchObject({ round: 1, opponent: 3, outcome: "win", adjusted: true, seats: "EW" });
  });

  it("corrects a deal of a closed round with an audit entry and flags the later rounds", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna, { matchFormat: { kind: "deals", deals: 2 } });
    const r1 = await seatRound(t.db, tournament, 1, [
      [pairs[0]!, pairs[1]!],
      [pairs[2]!, pairs[3]!],
    ]);
    await play(r1.matches[0]!.id, [100, 100]);
    await play(r1.matches[1]!.id, [90, 90]);
    const api = callerFor(t.db, anna);
    await api.result.closeRound({ roundId: r1.round.id, version: 1 });
    const r2 = await seatRound(t.db, tournament, 2, [
      [pairs[0]!, pairs[2]!],
      [pairs[1]!, pairs[3]!],
    ]);
    const view = await api.result.getMatch({ matchId: r1.matches[0]!.id });
    expect(view.canCorrect).toBe(true);
    const deal = view.deals[1]!;
    const noReason = await trpcError(api.result.correctDeal({ dealId: deal.id, version: deal.version, record: summaryDeal(1, 60), reason: " " }));
    expect(errorData(noReason).fieldErrors).toHaveProperty("reason");
    const bad = await trpcError(api.result.correctDeal({ dealId: deal.id, version: deal.version, record: summaryDeal(0, 60), reason: "Zahlendreher" }));
    expect(engineCodes(bad)).toContain("MATCH_DEALER_NOT_NEXT");

    const fixed = await api.result.correctDeal({ dealId: deal.id, version: deal.version, record: summaryDeal(1, 60), reason: "Zahlendreher" });
    expect(fixed.flaggedRounds).toEqual([2]);
    // Declarer North/South with 60 of 164: Beet, East/West get everything.
    expect(fixed.deal.score).toEqual([0, 164]);
    expect([fixed.match.nsPoints, fixed.match.ewPoints]).toEqual([100, 64 + 164]);
    const [flagged] = await t.db.select().from(rounds).where(eq(rounds.id, r2.round.id));
    expect(flagged!.flaggedAt).not.toBeNull();
    expect(flagged!.flagReason).toMatch(/Runde 1, Tisch 1, Spiel 2.*Zahlendreher/);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, deal.id), eq(auditLog.action, "correct-deal")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "correct-deal", actorId: anna.id, reason: "Zahlendreher" });
    expect(entries[0]!.before).toMatchObject({ round: 1, table: 1, deal: 2, score: [100, 64], nsPoints: 200, ewPoints: 128 });
    expect(entries[0]!.after).toMatchObject({ score: [0, 164], nsPoints: 100, ewPoints: 228 });
    expect((entries[0]!.after as { record: { summary: { cardPoints: number[] } } }).record.summary.cardPoints).toEqual([60, 104]);
    // The same deal version again is stale.
    expect((await trpcError(api.result.correctDeal({ dealId: deal.id, version: deal.version, record: summaryDeal(1, 70), reason: "nochmal" }))).code).toBe("CONFLICT");
    const standings = await api.result.standings({ tournamentId: tournament.id });
    expect(standings.rows.find((r) => r.pair.number === 2)).toMatchObject({ matchPoints: 2, pointsFor: 228 });
    expect(standings.flaggedRounds.map((r) => r.number)).toEqual([2]);
  });

  it("corrects any deal of a table still playing; a correction that makes a later deal impossible is refused naming it", async () => {
    // All passing keeps the dealer (allPass: same-dealer), so a deal turned void moves every later dealer.
    const { pairs, tournament } = await makeTournament(t.db, anna, { matchFormat: { kind: "deals", deals: 4 }, rules: { preset: "house", allPass: "same-dealer" } });
    const r1 = await seatRound(t.db, tournament, 1, [[pairs[0]!, pairs[1]!]]);
    const matchId = r1.matches[0]!.id;
    await play(matchId, [100, 90]);
    const api = callerFor(t.db, anna);
    const view = await api.result.getMatch({ matchId });
    expect(view.canCorrect).toBe(true); // the round is running
    const [first, second] = view.deals;
    const voided = await trpcError(
      api.result.correctDeal({ dealId: first!.id, version: first!.version, record: { game: "klammern", players: 4, dealer: 0, summary: { void: true } }, reason: "Alle gepasst" }),
    );
    expect(voided.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(errorData(voided).fieldErrors)).toMatch(/Spiel 2/);
    expect((await api.result.getMatch({ matchId })).deals.map((d) => d.score)).toEqual([first!.score, second!.score]); // nothing changed

    const fixed = await api.result.correctDeal({ dealId: first!.id, version: first!.version, record: summaryDeal(0, 110), reason: "Zahlendreher" });
    expect(fixed.deal.score).toEqual([110, 54]);
    expect(fixed.match.status).toBe("open"); // still playing: two deals to go
    expect([fixed.match.nsPoints, fixed.match.ewPoints]).toEqual([110 + 90, 54 + 74]);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, first!.id), eq(auditLog.action, "correct-deal")));
    expect(entries).toMatchObject([{ action: "correct-deal", reason: "Zahlendreher" }]);
  });

  it("ranks from the database with shared ranks and per-round history", async () => {
    const { pairs, tournament } = await makeTournament(t.db, anna, { pairs: 5, matchFormat: { kind: "deals", deals: 1 } });
    const r1 = await seatRound(t.db, tournament, 1, [
      [pairs[0]!, pairs[1]!],
      [pairs[2]!, pairs[3]!],
    ], { bye: pairs[4]! });
    await play(r1.matches[0]!.id, [100]);
    await play(r1.matches[1]!.id, [100]);
    await callerFor(t.db, anna).result.closeRound({ roundId: r1.round.id, version: 1 });
    const s = await callerFor(t.db, anna).result.standings({ tournamentId: tournament.id });
    expect(s.tiebreaks).toEqual(["matchPoints", "pointDiff", "pointsFor", "buchholz"]);
    const byNumber = Object.fromEntries(s.rows.map((r) => [r.pair.number, r]));
    // Pairs 1 and 3 won 100:64 alike and share rank 1; the bye (2 match points, no game points) is 3rd.
    expect([byNumber[1]!.rank, byNumber[3]!.rank, byNumber[5]!.rank, byNumber[2]!.rank, byNumber[4]!.rank]).toEqual([1, 1, 3, 4, 4]);
    expect(byNumber[5]).toMatchObject({ byes: 1, matchPoints: 2, played: 0 });
    expect(byNumber[5]!.rounds).toEqual([expect.objectContaining({ round: 1, outcome: "bye", opponent: null })]);
    expect(byNumber[1]!.history).toEqual([{ round: 1, rank: 1, matchPoints: 2 }]);
    expect(s.rows.map((r) => r.rank)).toEqual([1, 1, 3, 4, 4]);
  });

  describe("another club's organizer", () => {
    let fixture: Awaited<ReturnType<typeof makeTournament>>;
    let matchId: string;
    let roundId: string;
    let dealId: string;
    beforeAll(async () => {
      fixture = await makeTournament(t.db, anna, { matchFormat: { kind: "deals", deals: 1 } });
      const r = await seatRound(t.db, fixture.tournament, 1, [[fixture.pairs[0]!, fixture.pairs[1]!]]);
      matchId = r.matches[0]!.id;
      roundId = r.round.id;
      dealId = (await callerFor(t.db, anna).result.submitDeal({ matchId, matchVersion: 1, number: 1, record: summaryDeal(0, 100) })).deal.id;
    });
    const calls: [string, (c: ReturnType<typeof callerFor>) => Promise<unknown>][] = [
      ["submitDeal", (c) => c.result.submitDeal({ matchId, matchVersion: 2, number: 2, record: summaryDeal(1, 100) })],
      ["undoLastDeal", (c) => c.result.undoLastDeal({ matchId, matchVersion: 2 })],
      ["getMatch", (c) => c.result.getMatch({ matchId })],
      ["closeRound", (c) => c.result.closeRound({ roundId, version: 1 })],
      ["correctDeal", (c) => c.result.correctDeal({ dealId, version: 1, record: summaryDeal(0, 90), reason: "fremd" })],
      ["auditLog", (c) => c.result.auditLog({ tournamentId: fixture.tournament.id })],
      ["standings", (c) => c.result.standings({ tournamentId: fixture.tournament.id })],
      ["roundResults", (c) => c.result.roundResults({ tournamentId: fixture.tournament.id })],
    ];
    it.each(calls)("gets FORBIDDEN for %s and changes nothing", async (_name, call) => {
      await callerFor(t.db, bernd).club.create({ name: "Fremder Verein" });
      expect((await trpcError(call(callerFor(t.db, bernd)))).code).toBe("FORBIDDEN");
      expect((await trpcError(call(callerFor(t.db, null)))).code).toBe("UNAUTHORIZED");
      const m = await reloadMatch(t.db, matchId);
      expect([m.version, m.status, m.nsPoints]).toEqual([2, "complete", 100]);
      expect((await t.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!.status).toBe("published");
    });
    it("gets FORBIDDEN for ids that do not exist", async () => {
      const c = callerFor(t.db, anna);
      expect((await trpcError(c.result.getMatch({ matchId: "00000000-0000-4000-8000-000000000000" }))).code).toBe("FORBIDDEN");
    });
  });
});
