// Closing a Doppelkopf round with a table that has not played all its games: the organizer strikes the rest with a
// reason, the table counts with the games entered, and a Klammern-shaped result is refused for it; the next round
// seats the players who still play (a withdrawal, a late entry).
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { auditLog, deals, entrants, matches, roundEntrants, rounds } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { loadSeats } from "./table-seats";

const game = (dealer: number, re: [number, number], reAugen: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re, announcements: { re: "none", kontra: "none" }, reAugen, tricksless: null, special: [] },
});

describe.each(drivers)("closing a Doppelkopf round with games struck (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let otto: SessionUser;
  let tournamentId: string;
  let roundId: string;
  let matchIds: string[];

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    otto = await makeUser(t.db, "Otto");
    const api = callerFor(t.db, anna);
    const clubId = (await api.club.create({ name: "Doko-Runde Homburg" })).id;
    await callerFor(t.db, otto).club.create({ name: "Anderer Verein" });
    const x = await api.tournament.create({ clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 2, rules: { preset: "house" }, gamesPerTable: { four: 4, five: 5 } });
    tournamentId = x.id;
    for (let i = 1; i <= 8; i++) await api.tournament.registerEntrant({ tournamentId, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true });
    roundId = (await api.round.pair({ tournamentId, round: 1 })).roundId;
    const [row] = await t.db.select().from(rounds).where(eq(rounds.id, roundId));
    await api.round.publish({ roundId, version: row!.version });
    matchIds = (await t.db.select().from(matches).where(eq(matches.roundId, roundId))).sort((a, b) => a.tableNumber - b.tableNumber).map((m) => m.id);
    // Table 1 plays all four games, table 2 only two.
    for (const [k, g] of [game(0, [0, 2], 130), game(1, [1, 2], 100), game(2, [0, 1], 121), game(3, [2, 3], 150)].entries()) {
      const [m] = await t.db.select().from(matches).where(eq(matches.id, matchIds[0]!));
      await api.result.submitDeal({ matchId: m!.id, matchVersion: m!.version, number: k + 1, record: g });
    }
    for (const [k, g] of [game(0, [0, 2], 130), game(1, [0, 2], 150)].entries()) {
      const [m] = await t.db.select().from(matches).where(eq(matches.id, matchIds[1]!));
      await api.result.submitDeal({ matchId: m!.id, matchVersion: m!.version, number: k + 1, record: g });
    }
  });
  afterAll(async () => t?.dispose());

  const version = async () => (await t.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!.version;

  it("refuses to close while a table is open without a reason, a Klammern result for it, and another club", async () => {
    const api = callerFor(t.db, anna);
    const missing = await trpcError(api.result.closeRound({ roundId, version: await version() }));
    expect(errorData(missing).fieldErrors?.adjustments?.[0]?.de).toMatch(/Noch nicht fertig: Tisch 2/);
    const pairShaped = await trpcError(
      api.result.closeRound({ roundId, version: await version(), adjustments: [{ matchId: matchIds[1]!, nsOutcome: "win", ewOutcome: "loss", nsPoints: 1, ewPoints: 0, reason: "Zeit abgelaufen" }] }),
    );
    expect(errorData(pairShaped).fieldErrors?.["adjustments.0.nsOutcome"]?.[0]?.de).toMatch(/übrigen|nicht gespielten Spiele werden gestrichen/);
    const stranger = await trpcError(callerFor(t.db, otto).result.closeRound({ roundId, version: await version(), adjustments: [{ matchId: matchIds[1]!, reason: "Zeit abgelaufen" }] }));
    expect(stranger.code).toBe("FORBIDDEN");
    const [r] = await t.db.select().from(rounds).where(eq(rounds.id, roundId));
    expect(r!.status).toBe("published");
  });

  it("closes with the open table's remaining games struck: it counts with the games entered, on the audit trail", async () => {
    const api = callerFor(t.db, anna);
    const seats = (await loadSeats(t.db, [matchIds[1]!])).get(matchIds[1]!)!;
    const before = await t.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchIds[1]!));
    await api.result.closeRound({ roundId, version: await version(), adjustments: [{ matchId: matchIds[1]!, reason: "Zeit abgelaufen" }] });
    const [m] = await t.db.select().from(matches).where(eq(matches.id, matchIds[1]!));
    expect(m).toMatchObject({ status: "adjusted", adjusted: { reason: "Zeit abgelaufen" } });
    const after = await t.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchIds[1]!));
    expect(after.map((r) => [r.entrantId, r.points]).sort()).toEqual(before.map((r) => [r.entrantId, r.points]).sort());
    const points = seats.map((id) => after.find((r) => r.entrantId === id)!.points);
    expect(points[0]).toBeGreaterThan(0);
    expect(points.reduce((a, b) => a + b, 0)).toBe(0);
    const standings = await api.result.playerStandings({ tournamentId });
    expect(standings.throughRound).toBe(1);
    for (const id of seats) expect(standings.rows.find((r) => r.player.id === id)!.total).toBe(after.find((r) => r.entrantId === id)!.points);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, matchIds[1]!));
    expect(audit).toMatchObject({ action: "adjust-match", reason: "Zeit abgelaufen", after: { status: "adjusted", deals: 2, struck: true } });
  });

  it("keeps a game of the struck table correctable: the totals follow, the table stays closed with its games", async () => {
    const api = callerFor(t.db, anna);
    const [first] = await t.db.select().from(deals).where(eq(deals.matchId, matchIds[1]!)).orderBy(asc(deals.number));
    const before = await t.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchIds[1]!));
    // Game 1 again, now lost by Re with 100 Augen.
    await api.result.correctDeal({ dealId: first!.id, version: first!.version, record: game(0, [0, 2], 100), reason: "Augen falsch notiert" });
    const [m] = await t.db.select().from(matches).where(eq(matches.id, matchIds[1]!));
    expect(m!.status).toBe("adjusted");
    const after = await t.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchIds[1]!));
    expect(after.map((r) => r.points)).not.toEqual(before.map((r) => r.points));
    expect(after.reduce((n, r) => n + r.points, 0)).toBe(0);
    const stored = await t.db.select().from(deals).where(eq(deals.matchId, matchIds[1]!));
    for (const r of after) {
      const seats = (await loadSeats(t.db, [matchIds[1]!])).get(matchIds[1]!)!;
      expect(r.points).toBe(stored.reduce((n, d) => n + d.score[seats.indexOf(r.entrantId)]!, 0));
    }
  });

  it("round 2 seats the players who still play: a withdrawn one is left out, a late entry drawn in", async () => {
    const api = callerFor(t.db, anna);
    const seated = (await loadSeats(t.db, matchIds)).get(matchIds[0]!)!;
    const [gone] = await t.db.select().from(entrants).where(eq(entrants.id, seated[0]!));
    await api.tournament.withdraw({ entrantId: gone!.id, version: gone!.version });
    const late = await api.tournament.registerEntrant({ tournamentId, player1: { kind: "guest", name: "Spät Kommer" }, checkIn: true });
    const r2 = await api.round.pair({ tournamentId, round: 2 });
    const tables = await t.db.select().from(matches).where(eq(matches.roundId, r2.roundId));
    const players = [...(await loadSeats(t.db, tables.map((m) => m.id))).values()].flat();
    expect(players).toHaveLength(8);
    expect(players).toContain(late.id);
    expect(players).not.toContain(gone!.id);
  });
});
