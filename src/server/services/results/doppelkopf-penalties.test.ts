// Penalties at a Doppelkopf table (TSR 9) given by the organizer: the points by position the class gives, the
// table's result with them, the audit trail, refusals by field, and taking one back; a penalty noted on the table's
// device counts only once the organizer countersigned it (TSR 8.2.2).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament } from "../../../../test/doppelkopf-fixtures";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { auditLog, matches, penalties, roundEntrants, rounds } from "../../db/schema";
import { createCaller } from "../../api/root";
import { loadSeats } from "../rounds/table-seats";
import { captainSignIn } from "../table-entry/captain-sign-in";
import { loadCaptainSession } from "../table-entry/load-captain-session";
import { ofGame } from "../../../../test/fixtures/game-view";

const game = (type: string, dealer: number, re: number[], reAugen = 130) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: { re: "none", kontra: "none" }, reAugen, tricksless: null, special: [] },
});

describe.each(drivers)("Doppelkopf penalties (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  /** A table of four (house rules, 4 games) with a normal game 1 and a Damensolo of position 2 in game 2. */
  async function table() {
    const x = await doppelkopfTournament(club, 4, { rules: { preset: "house" }, gamesPerTable: { four: 4, five: 5 } });
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, roundId));
    for (const [i, record] of [game("normal", 0, [0, 2]), game("damen-solo", 1, [1], 150)].entries()) {
      const [now] = await club.db.select().from(matches).where(eq(matches.id, m!.id));
      await club.api().result.submitDeal({ matchId: m!.id, matchVersion: now!.version, number: i + 1, record });
    }
    const seats = (await loadSeats(club.db, [m!.id])).get(m!.id)!;
    return { matchId: m!.id, seats };
  }

  const pointsOf = async (matchId: string, seats: string[]) => {
    const rows = await club.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchId));
    return seats.map((e) => rows.find((r) => r.entrantId === e)!.points);
  };

  it("gives the points of each class by position, counts them in the table's result, and audits them", async () => {
    const { matchId, seats } = await table();
    const games = await pointsOf(matchId, seats);
    // Minor in the normal game 1: -3 to the offender, +1 each.
    await club.api().result.givePenalty({ matchId, game: 1, offender: 2, class: "minor", reason: "Karte vorzeitig gezeigt" });
    // Minor by a Kontra player in the solo of game 2 that could harm the soloist: +3 to the soloist alone.
    await club.api().result.givePenalty({ matchId, game: 2, offender: 3, class: "minor", harmsSoloist: true, reason: "Ausspielen außer der Reihe" });
    // Serious by a Kontra player in the solo with one Absage of the soloist before: soloist +15, offender -15.
    await club.api().result.givePenalty({ matchId, game: 2, offender: 0, class: "serious", absagen: 1, reason: "Karten eingesehen" });
    const view = await club.api().result.getSpielliste({ matchId });
    expect(view.penalties.map((p) => p.points)).toEqual([
      [1, 1, -3, 1],
      [0, 3, 0, -3],
      [-15, 15, 0, 0],
    ]);
    expect(await pointsOf(matchId, seats)).toEqual(games.map((n, p) => n + [1, 4, -3, -2][p]! + [-15, 15, 0, 0][p]!));
    const audits = await club.db.select().from(auditLog).where(eq(auditLog.action, "give-penalty"));
    expect(audits.filter((a) => a.entityId === matchId)).toHaveLength(3);
    expect(audits.find((a) => a.reason === "Karten eingesehen")).toMatchObject({ after: { game: 2, offender: 0, class: "serious", penalty: [-15, 15, 0, 0] } });
  });

  it("refuses by field what the TSR does not allow, and another club's organizer; nothing is stored", async () => {
    const { matchId } = await table();
    const deduction = await trpcError(club.api().result.givePenalty({ matchId, game: 1, offender: 1, class: "unsporting", deduction: 13, reason: "Beleidigung" }));
    expect(errorData(deduction).fieldErrors).toHaveProperty("deduction");
    // TSR 6.3.4: four Absagen at most, so k = 5 does not exist (it would price -27 and +9 each).
    const fiveAbsagen = await trpcError(club.api().result.givePenalty({ matchId, game: 1, offender: 1, class: "serious", absagen: 5, reason: "Karten eingesehen" }));
    expect(errorData(fiveAbsagen).fieldErrors?.absagen?.[0]?.de).toMatch(/4/);
    const noGame = await trpcError(club.api().result.givePenalty({ matchId, game: 9, offender: 1, class: "minor", reason: "Zu spät" }));
    expect(errorData(noGame).fieldErrors?.game?.[0]?.de).toMatch(/Spiel 9 gibt es/);
    const otto = await makeUser(club.db, "Otto");
    const stranger = await trpcError(callerFor(club.db, otto).result.givePenalty({ matchId, game: 1, offender: 1, class: "minor", reason: "Zu spät" }));
    expect(stranger.code).toBe("FORBIDDEN");
    const k = await club.api().tournament.create({ clubId: club.clubId, name: "Klammerabend", date: "2026-12-12", roundsPlanned: 1 });
    for (let i = 1; i <= 2; i++)
      await club.api().tournament.registerEntrant({ tournamentId: k.id, player1: { kind: "guest", name: `A${i}` }, player2: { kind: "guest", name: `B${i}` }, checkIn: true });
    const kr = await club.api().round.pair({ tournamentId: k.id, round: 1 });
    await club.api().round.publish({ roundId: kr.roundId, version: (await club.db.select().from(rounds).where(eq(rounds.id, kr.roundId)))[0]!.version });
    const km = (await club.api().round.get({ tournamentId: k.id, round: 1 })).tables[0]!;
    const pairs = await trpcError(club.api().result.givePenalty({ matchId: km.matchId, game: 1, offender: 1, class: "minor", reason: "Zu spät" }));
    expect(errorData(pairs).fieldErrors?.matchId?.[0]?.de).toMatch(/Doppelkopf-Tischen/);
    expect(await club.db.select().from(penalties).where(eq(penalties.matchId, matchId))).toHaveLength(0);
  });

  it("an unsporting deduction credits nobody; taking it back restores the points, on the audit trail", async () => {
    const { matchId, seats } = await table();
    const games = await pointsOf(matchId, seats);
    const given = await club.api().result.givePenalty({ matchId, game: 2, offender: 1, class: "unsporting", deduction: 6, reason: "Unsportliches Verhalten" });
    expect(await pointsOf(matchId, seats)).toEqual(games.map((n, p) => (p === 1 ? n - 6 : n)));
    await club.api().result.takeBackPenalty({ penaltyId: given.id, reason: "Irrtum der Turnierleitung" });
    expect(await pointsOf(matchId, seats)).toEqual(games);
    const [back] = await club.db.select().from(auditLog).where(eq(auditLog.action, "take-back-penalty"));
    expect(back).toMatchObject({ reason: "Irrtum der Turnierleitung", before: { penalty: [0, -6, 0, 0] } });
  });

  it("a penalty noted at the table waits for the referee's signature, then counts; a refused one is gone; other tables are refused", async () => {
    const { matchId, seats } = await table();
    const [m] = await club.db.select().from(matches).where(eq(matches.id, matchId));
    const [r] = await club.db.select().from(rounds).where(eq(rounds.id, m!.roundId));
    const sheet = await club.api().table.issueCodes({ tournamentId: r!.tournamentId, round: 1 });
    const ctx = { db: club.db, user: null, clientAddress: "10.9.0.1" };
    const s = await captainSignIn({ ctx, input: { code: sheet.tables[0]!.captain!.code, deviceId: `device-penalty-${crypto.randomUUID()}` } });
    const keeper = createCaller({ ...ctx, captain: await loadCaptainSession(club.db, s.token) });
    const games = await pointsOf(matchId, seats);

    const noted = await keeper.table.notePenalty({ matchId, game: 1, offender: 3, class: "minor", reason: "Karte vorzeitig gezeigt" });
    expect(noted.points).toEqual([1, 1, 1, -3]);
    // Waiting: listed as unsigned on the device and in the office, counted nowhere.
    expect(ofGame(await keeper.table.match({}), "doppelkopf").spielliste?.penalties).toMatchObject([{ id: noted.penaltyId, signed: false }]);
    expect(await pointsOf(matchId, seats)).toEqual(games);
    expect((await keeper.table.match({})).totals).toEqual(games);
    const refused = await trpcError(keeper.table.notePenalty({ matchId, game: 1, offender: 1, class: "unsporting", deduction: 20, reason: "Beleidigung" }));
    expect(errorData(refused).fieldErrors).toHaveProperty("deduction");
    // Another table's id with this table's code: refused.
    const other = await doppelkopfTournament(club, 4, { rules: { preset: "house" } });
    const otherRound = await club.api().round.pair({ tournamentId: other.id, round: 1 });
    const [otherMatch] = await club.db.select().from(matches).where(eq(matches.roundId, otherRound.roundId));
    expect((await trpcError(keeper.table.notePenalty({ matchId: otherMatch!.id, game: 1, offender: 1, class: "minor", reason: "Zu spät" }))).code).toBe("FORBIDDEN");

    // Only an organizer of the club signs.
    const otto = await makeUser(club.db, "Otto");
    expect((await trpcError(callerFor(club.db, otto).result.signPenalty({ penaltyId: noted.penaltyId }))).code).toBe("FORBIDDEN");
    await club.api().result.signPenalty({ penaltyId: noted.penaltyId });
    expect(await pointsOf(matchId, seats)).toEqual(games.map((n, p) => n + [1, 1, 1, -3][p]!));
    expect(ofGame(await keeper.table.match({}), "doppelkopf").spielliste?.penalties).toMatchObject([{ signed: true }]);
    expect((await trpcError(club.api().result.signPenalty({ penaltyId: noted.penaltyId }))).code).toBe("BAD_REQUEST");
    const [signed] = await club.db.select().from(auditLog).where(eq(auditLog.action, "sign-penalty"));
    expect(signed).toMatchObject({ entityId: matchId, reason: "Karte vorzeitig gezeigt", after: { penalty: [1, 1, 1, -3] } });
    expect((await club.db.select().from(auditLog).where(eq(auditLog.action, "note-penalty"))).some((a) => a.entityId === matchId)).toBe(true);

    // A second note the referee refuses: taken back, never counted.
    const second = await keeper.table.notePenalty({ matchId, game: 2, offender: 0, class: "unsporting", deduction: 4, reason: "Unsportlich" });
    await club.api().result.takeBackPenalty({ penaltyId: second.penaltyId, reason: "Nicht bestätigt" });
    expect(await pointsOf(matchId, seats)).toEqual(games.map((n, p) => n + [1, 1, 1, -3][p]!));
    expect(await club.db.select().from(penalties).where(eq(penalties.matchId, matchId))).toHaveLength(1);
  });
});
