// Correcting a game of a Doppelkopf table, in a closed round or while it runs: the Spielliste is replayed with the
// corrected game, so a correction that makes a later game impossible is refused naming it; totals, standings and
// the audit trail (points per position) follow, and later rounds are flagged when the table's points changed.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub } from "../../../../test/doppelkopf-fixtures";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { auditLog, deals, matches, roundEntrants, rounds } from "../../db/schema";
import { loadSeats } from "../rounds/table-seats";

const none = { re: "none", kontra: "none" };
const game = (type: string, dealer: number, re: number[], reAugen = 130) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: none, reAugen, tricksless: null, special: [] },
});
// DDV, five games at four: a normal game, then the four Pflichtsoli as Vorführungen (the player after the dealer
// plays his, and the deal moves on). Points by position: [1, -1, 1, -1].
const GAMES = [game("normal", 0, [0, 2]), game("damen-solo", 1, [2]), game("damen-solo", 2, [3]), game("damen-solo", 3, [0]), game("damen-solo", 0, [1])];

describe.each(drivers)("Correcting a Doppelkopf game of a closed round (%s)", (driver) => {
  const club = doppelkopfClub(driver);
  const api = () => club.api();
  const roundRow = async (id: string) => (await club.db.select().from(rounds).where(eq(rounds.id, id)))[0]!;

  /** Round 1 of four players played (the five games) and closed; round 2 drafted. */
  async function closedTable() {
    const x = await api().tournament.create({
      clubId: club.clubId,
      game: "doppelkopf",
      name: "Doko-Abend",
      date: "2026-12-12",
      roundsPlanned: 3,
      rules: { preset: "ddv" },
      gamesPerTable: { four: 5, five: 5 },
    });
    for (let i = 1; i <= 4; i++) await api().tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true });
    const r1 = await api().round.pair({ tournamentId: x.id, round: 1 });
    await api().round.publish({ roundId: r1.roundId, version: (await roundRow(r1.roundId)).version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, r1.roundId));
    for (const [i, record] of GAMES.entries()) {
      const [now] = await club.db.select().from(matches).where(eq(matches.id, m!.id));
      await api().result.submitDeal({ matchId: m!.id, matchVersion: now!.version, number: i + 1, record });
    }
    await api().result.closeRound({ roundId: r1.roundId, version: (await roundRow(r1.roundId)).version });
    const r2 = await api().round.pair({ tournamentId: x.id, round: 2 });
    const stored = await club.db.select().from(deals).where(eq(deals.matchId, m!.id)).orderBy(asc(deals.number));
    const seats = (await loadSeats(club.db, [m!.id])).get(m!.id)!;
    return { tournamentId: x.id, matchId: m!.id, round2: r2.roundId, deals: stored, seats };
  }

  async function pointsBySeat(matchId: string, seats: string[]) {
    const rows = await club.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchId));
    return seats.map((e) => rows.find((r) => r.entrantId === e)!.points);
  }

  /** What a refusal must leave as it was. */
  async function snapshot(x: Awaited<ReturnType<typeof closedTable>>) {
    return {
      deals: await club.db.select().from(deals).where(eq(deals.matchId, x.matchId)).orderBy(asc(deals.number)),
      points: await pointsBySeat(x.matchId, x.seats),
      audit: await club.db.select().from(auditLog).where(eq(auditLog.tournamentId, x.tournamentId)),
      round2: (await roundRow(x.round2)).flaggedAt,
    };
  }

  it("a corrected game changes the totals and the standings, is audited with the points per position, and flags round 2", async () => {
    const x = await closedTable();
    expect(await pointsBySeat(x.matchId, x.seats)).toEqual([1, -1, 1, -1]);
    const view = await api().result.getSpielliste({ matchId: x.matchId });
    expect([view.canCorrect, view.canUndo, view.entryOpen]).toEqual([true, false, false]);
    expect(view.deals.map((d) => d.number)).toEqual([1, 2, 3, 4, 5]);

    const first = x.deals[0]!;
    const fixed = await api().result.correctDeal({ dealId: first.id, version: first.version, record: game("normal", 0, [0, 1]), reason: "Re-Partner verwechselt" });
    expect(fixed.deal.score).toEqual([1, 1, -1, -1]);
    expect(fixed.flaggedRounds).toEqual([2]);
    expect(await pointsBySeat(x.matchId, x.seats)).toEqual([1, 1, -1, -1]);
    const after = await api().result.getSpielliste({ matchId: x.matchId });
    expect(after.list.totals).toEqual([1, 1, -1, -1]);
    expect(after.list.games[0]!.score).toEqual([1, 1, -1, -1]);
    const standings = await api().result.playerStandings({ tournamentId: x.tournamentId });
    const total = new Map(standings.rows.map((r) => [r.player.id, r.total]));
    expect(x.seats.map((e) => total.get(e))).toEqual([1, 1, -1, -1]);

    const flagged = await roundRow(x.round2);
    expect(flagged.flaggedAt).not.toBeNull();
    expect(flagged.flagReason).toMatch(/Runde 1, Tisch 1, Spiel 1 korrigiert: Re-Partner verwechselt/);
    const entries = await club.db.select().from(auditLog).where(and(eq(auditLog.entityId, first.id), eq(auditLog.action, "correct-deal")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "correct-deal", actorId: club.anna.id, reason: "Re-Partner verwechselt" });
    expect(entries[0]!.before).toMatchObject({ round: 1, table: 1, deal: 1, score: [1, -1, 1, -1], points: [1, -1, 1, -1] });
    expect(entries[0]!.after).toMatchObject({ score: [1, 1, -1, -1], points: [1, 1, -1, -1] });
    expect(entries[0]!.before).not.toHaveProperty("nsPoints");
    // The version read before the correction is stale now.
    const stale = await trpcError(api().result.correctDeal({ dealId: first.id, version: first.version, record: game("normal", 0, [0, 2]), reason: "zurück" }));
    expect(stale.code).toBe("CONFLICT");
  });

  it("a correction that leaves every player's points as they were flags nothing", async () => {
    const x = await closedTable();
    const first = x.deals[0]!;
    const same = await api().result.correctDeal({ dealId: first.id, version: first.version, record: game("normal", 0, [0, 2], 140), reason: "Augen nachgezählt" });
    expect(same.flaggedRounds).toEqual([]);
    expect((await roundRow(x.round2)).flaggedAt).toBeNull();
    expect(await pointsBySeat(x.matchId, x.seats)).toEqual([1, -1, 1, -1]);
  });

  it("a correction that makes a later game impossible is refused naming that game; one the engine refuses names its field; nothing changes", async () => {
    const x = await closedTable();
    const first = x.deals[0]!;
    const before = await snapshot(x);
    // Game 1 as position 2's Pflichtsolo: the same dealer would deal game 2 again (TSR 4.2.5), but game 2 was dealt
    // by position 2.
    const rotation = errorData(await trpcError(api().result.correctDeal({ dealId: first.id, version: first.version, record: game("damen-solo", 0, [1]), reason: "Solo vergessen" })));
    expect(rotation.fieldErrors?.record?.[0]).toMatchObject({ de: "Spiel 2: Spiel 2 gibt Position 1.", code: "DEALER_ROTATION" });
    const augen = errorData(await trpcError(api().result.correctDeal({ dealId: first.id, version: first.version, record: game("normal", 0, [0, 2], 241), reason: "Tippfehler" })));
    expect(Object.keys(augen.fieldErrors ?? {})).toEqual(["record.summary.reAugen"]);
    const noReason = errorData(await trpcError(api().result.correctDeal({ dealId: first.id, version: first.version, record: game("normal", 0, [0, 1]), reason: " " })));
    expect(noReason.fieldErrors).toHaveProperty("reason");
    expect(await snapshot(x)).toEqual(before);
  });

  it("a game of a round still being played is corrected too: the table stays open, the later games are checked again", async () => {
    const x = await closedTable();
    await api().round.publish({ roundId: x.round2, version: (await roundRow(x.round2)).version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, x.round2));
    // At four the engine's dealer seat is the dealing position.
    const view = await api().result.getSpielliste({ matchId: m!.id });
    const dealer = view.list.next!.dealer;
    const { deal } = await api().result.submitDeal({ matchId: m!.id, matchVersion: m!.version, number: 1, record: game("normal", dealer, [0, 2]) });
    const [now] = await club.db.select().from(matches).where(eq(matches.id, m!.id));
    // Four games left, four Pflichtsoli missing: game 2 is the Vorführung of the player after its dealer.
    await api().result.submitDeal({ matchId: m!.id, matchVersion: now!.version, number: 2, record: game("damen-solo", (dealer + 1) % 4, [(dealer + 2) % 4]) });
    expect((await api().result.getSpielliste({ matchId: m!.id })).canCorrect).toBe(true);
    // Game 1 as a Pflichtsolo would make the same position deal game 2: refused, naming game 2.
    const impossible = errorData(
      await trpcError(api().result.correctDeal({ dealId: deal.id, version: deal.version, record: game("damen-solo", dealer, [1]), reason: "Solo vergessen" })),
    );
    expect(JSON.stringify(impossible.fieldErrors)).toContain("Spiel 2");
    const corrected = await api().result.correctDeal({ dealId: deal.id, version: deal.version, record: game("normal", dealer, [0, 1]), reason: "Re-Partner verwechselt" });
    expect(corrected.match.status).toBe("open");
    const after = await api().result.getSpielliste({ matchId: m!.id });
    expect(after.list.games).toHaveLength(2);
    expect(after.list.games[0]!.score).toEqual(corrected.deal.score);
    expect(after.list.totals.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("another club's organizer gets FORBIDDEN and nobody signed in UNAUTHORIZED; nothing changes", async () => {
    const x = await closedTable();
    const first = x.deals[0]!;
    const before = await snapshot(x);
    const input = { dealId: first.id, version: first.version, record: game("normal", 0, [0, 1]), reason: "fremd" };
    const bernd = await makeUser(club.db, "Bernd");
    await callerFor(club.db, bernd).club.create({ name: "Fremder Verein" });
    expect((await trpcError(callerFor(club.db, bernd).result.correctDeal(input))).code).toBe("FORBIDDEN");
    expect((await trpcError(callerFor(club.db, null).result.correctDeal(input))).code).toBe("UNAUTHORIZED");
    expect(await snapshot(x)).toEqual(before);
  });
});
