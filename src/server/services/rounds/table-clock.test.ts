// The Doppelkopf round clock: a table's time runs from publication (or from when the organizer started it) for the
// format's minutes; once it is up the outstanding normal games are struck and the table's device may enter only the
// Pflichtsoli still missing, each vorgeführt (TSR 8.5.1, 8.6); the organizer grants extra time with a reason.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameSeats } from "@/games";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament } from "../../../../test/doppelkopf-fixtures";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { createCaller } from "../../api/root";
import { errorData } from "../../api/errors";
import { auditLog, deals, matches, rounds } from "../../db/schema";
import { captainSignIn } from "../table-entry/captain-sign-in";
import { loadCaptainSession } from "../table-entry/load-captain-session";
import { ofGame } from "../../../../test/fixtures/game-view";

const game = (type: string, dealer: number, re: number[]) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: { re: "none", kontra: "none" }, reAugen: 130, tricksless: null, special: [] },
});

describe.each(drivers)("the Doppelkopf round clock (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  async function publishedTable(gamesFour = 8) {
    const x = await doppelkopfTournament(club, 4, { gamesPerTable: { four: gamesFour, five: 10 }, minutesPerRound: { four: 50, five: 60 } });
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    const sheet = await club.api().table.issueCodes({ tournamentId: x.id, round: 1 });
    const ctx = { db: club.db, user: null, clientAddress: "10.8.0.1" };
    const s = await captainSignIn({ ctx, input: { code: sheet.tables[0]!.captain!.code, deviceId: `device-clock-${crypto.randomUUID()}` } });
    const keeper = createCaller({ ...ctx, captain: await loadCaptainSession(club.db, s.token) });
    const view = await keeper.table.match({});
    const send = async (number: number, record: Record<string, unknown>) =>
      keeper.table.submitDeal({ matchId: view.match.id, matchVersion: (await keeper.table.match({})).match.version, number, record, idempotencyKey: crypto.randomUUID() });
    const table = async () => (await club.db.select().from(matches).where(eq(matches.id, view.match.id)))[0]!;
    return { tournamentId: x.id, roundId, keeper, view, send, table, confirmCode: sheet.tables[0]!.opponent!.code };
  }
  /** Sets the round's start `minutes` ago, as the organizer does (round.startClock). */
  const startedAgo = (roundId: string, minutes: number) =>
    club.api().round.startClock({ roundId, startedAt: new Date(Date.now() - minutes * 60_000).toISOString() });

  it("after time the normal games are struck and the missing Pflichtsoli follow as Vorführungen; extra time opens it again", async () => {
    const { roundId, keeper, view, send, table, confirmCode } = await publishedTable();
    expect(view.clock?.minutes).toBe(50);
    // The round began 51 minutes ago: time is up.
    await startedAgo(roundId, 51);
    const late = await keeper.table.match({});
    expect(new Date(late.clock!.deadline).getTime()).toBeLessThan(Date.now());

    const normal = await trpcError(send(1, game("normal", 0, [0, 2])));
    expect(errorData(normal).fieldErrors?.record?.[0]?.de).toMatch(/Zeit dieses Tisches ist abgelaufen/);
    expect(await club.db.select().from(deals).where(eq(deals.matchId, view.match.id))).toHaveLength(0);
    expect((await table()).struckAfter).toBeNull(); // the refusal rolled the strike back

    // Another club's organizer, a table without a clock, a missing reason: refused.
    const otto = await makeUser(club.db, "Otto");
    expect((await trpcError(callerFor(club.db, otto).round.extendTable({ matchId: view.match.id, minutes: 10, reason: "Tisch spät begonnen" }))).code).toBe("FORBIDDEN");
    expect((await trpcError(callerFor(club.db, otto).round.startClock({ roundId }))).code).toBe("FORBIDDEN");
    const noReason = await trpcError(club.api().round.extendTable({ matchId: view.match.id, minutes: 10, reason: "" }));
    expect(errorData(noReason).fieldErrors).toHaveProperty("reason");
    const k = await club.api().tournament.create({ clubId: club.clubId, name: "Klammerabend", date: "2026-12-12", roundsPlanned: 1 });
    for (let i = 1; i <= 2; i++)
      await club.api().tournament.registerEntrant({ tournamentId: k.id, player1: { kind: "guest", name: `A${i}` }, player2: { kind: "guest", name: `B${i}` }, checkIn: true });
    const kr = await club.api().round.pair({ tournamentId: k.id, round: 1 });
    const km = (await club.api().round.get({ tournamentId: k.id, round: 1 })).tables[0]!;
    await club.api().round.publish({ roundId: kr.roundId, version: (await club.db.select().from(rounds).where(eq(rounds.id, kr.roundId)))[0]!.version });
    const noClock = await trpcError(club.api().round.extendTable({ matchId: km.matchId, minutes: 10, reason: "Tisch spät begonnen" }));
    expect(errorData(noClock).fieldErrors?.matchId?.[0]?.de).toBe("Dieser Tisch spielt ohne Rundenuhr.");
    expect(errorData(await trpcError(club.api().round.startClock({ roundId: kr.roundId }))).fieldErrors?.roundId?.[0]?.de).toBe("Dieses Turnier spielt ohne Rundenuhr.");
    expect(errorData(await trpcError(club.api().round.startClock({ roundId, startedAt: "gestern" }))).fieldErrors).toHaveProperty("startedAt");
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(errorData(await trpcError(club.api().round.startClock({ roundId, startedAt: future }))).fieldErrors?.startedAt?.[0]?.de).toBe("Die Startzeit liegt in der Zukunft.");

    const extended = await club.api().round.extendTable({ matchId: view.match.id, minutes: 10, reason: "Tisch spät begonnen" });
    expect(extended.extraMinutes).toBe(10);
    const [audit] = await club.db.select().from(auditLog).where(eq(auditLog.action, "extend-table-time"));
    expect(audit).toMatchObject({ reason: "Tisch spät begonnen", entityId: view.match.id, after: { extraMinutes: 10 } });
    const again = await keeper.table.match({});
    expect(again.clock?.extraMinutes).toBe(10);
    expect(new Date(again.clock!.deadline).getTime()).toBeGreaterThan(Date.now());
    await send(1, game("normal", 0, [0, 2]));

    // Time is up again (the organizer sets the start two hours back): the next game is a Vorführung of the first
    // player after the dealer (position 3) who lacks his Pflichtsolo; anybody else's solo is refused.
    await startedAgo(roundId, 120);
    const [started] = await club.db.select().from(auditLog).where(eq(auditLog.action, "start-round-clock"));
    expect(started).toMatchObject({ entity: "round", entityId: roundId });
    const wrongPlayer = await trpcError(send(2, game("damen-solo", 1, [1])));
    expect(errorData(wrongPlayer).fieldErrors?.record?.[0]?.de).toMatch(/Zeit dieses Tisches ist abgelaufen/);
    const vorgefuehrt = await send(2, game("damen-solo", 1, [2]));
    expect(vorgefuehrt.number).toBe(2);
    expect((await table()).struckAfter).toBe(1);
    const view2 = ofGame(await keeper.table.match({}), "doppelkopf");
    expect(view2.spielliste?.struckAfter).toBe(1);
    expect(view2.spielliste?.list.games[1]).toMatchObject({ pflichtsolo: true });
    // A vorgeführtes solo passes the deal on (TSR 4.2.5): position 3 deals, three Pflichtsoli still missing.
    expect(view2.spielliste?.list).toMatchObject({ gamesLeft: 3, next: { number: 3, dealer: 2 } });

    // With a Vorführung played after the strike, time can no longer be given back, nor the strike lifted.
    expect(errorData(await trpcError(club.api().round.extendTable({ matchId: view.match.id, minutes: 10, reason: "Unterbrechung" }))).fieldErrors?.matchId?.[0]?.de).toBe(
      "Nach Zeitablauf wurde schon 1 Pflichtsolo gespielt; die Zeit lässt sich nicht mehr verlängern.",
    );
    expect((await trpcError(club.api().result.strikeGames({ matchId: view.match.id, strike: false, reason: "Irrtum" }))).code).toBe("BAD_REQUEST");
    expect(errorData(await trpcError(club.api().round.startClock({ roundId }))).fieldErrors?.roundId?.[0]?.de).toMatch(/Tisch 1 sind die ausstehenden Spiele schon gestrichen/);

    // The remaining Vorführungen: positions 4, 1 and 2 (each the first after the dealer who lacks one).
    for (const [number, dealer, soloist] of [
      [3, 2, 3],
      [4, 3, 0],
      [5, 0, 1],
    ] as const)
      await send(number, game("damen-solo", dealer, [soloist]));
    const done = ofGame(await keeper.table.match({}), "doppelkopf");
    expect(done.spielliste?.list.pflichtsolo).toEqual([true, true, true, true]);
    expect([done.over, done.match.status]).toEqual([true, "complete"]);
    expect((await trpcError(send(6, game("normal", 1, [0, 2])))).code).toBe("BAD_REQUEST");
    await keeper.table.confirm({ matchId: view.match.id, matchVersion: done.match.version, code: confirmCode });
  });

  it("at time with every Pflichtsolo played, confirming strikes the rest and completes the table; the office strikes and lifts with a reason", async () => {
    const { roundId, keeper, view, send, table, confirmCode } = await publishedTable();
    // Four Pflichtsoli before time; each keeps the deal with position 1 (TSR 4.2.5).
    for (const [number, soloist] of [[1, 1], [2, 2], [3, 3], [4, 0]] as const) await send(number, game("damen-solo", 0, [soloist]));
    const playing = ofGame(await keeper.table.match({}), "doppelkopf");
    expect([playing.over, playing.spielliste?.list.gamesLeft]).toEqual([false, 4]);
    // The office strikes the outstanding games (a referee's call, with a reason) and lifts the strike again.
    expect(errorData(await trpcError(club.api().result.strikeGames({ matchId: view.match.id, strike: true, reason: "" }))).fieldErrors).toHaveProperty("reason");
    const struck = await club.api().result.strikeGames({ matchId: view.match.id, strike: true, reason: "Zeit laut Schiedsrichter" });
    expect(struck).toMatchObject({ struckAfter: 4, gamesLeft: 0, status: "complete" });
    expect((await trpcError(club.api().result.strikeGames({ matchId: view.match.id, strike: true, reason: "Zeit laut Schiedsrichter" }))).code).toBe("BAD_REQUEST");
    const lifted = await club.api().result.strikeGames({ matchId: view.match.id, strike: false, reason: "Uhr falsch abgelesen" });
    expect(lifted).toMatchObject({ struckAfter: null, gamesLeft: 4, status: "open" });
    const actions = (await club.db.select().from(auditLog).where(eq(auditLog.entityId, view.match.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["strike-games", "lift-strike"]));

    // Time runs out; the device confirms at once (nothing is missing), and the server strikes the rest with it.
    await startedAgo(roundId, 51);
    const late = await keeper.table.match({});
    expect(late.match.status).toBe("open");
    await keeper.table.confirm({ matchId: view.match.id, matchVersion: late.match.version, code: confirmCode });
    expect(await table()).toMatchObject({ struckAfter: 4, status: "complete" });
    expect((await table()).confirmedAt).not.toBeNull();
  });

  it("a table that played all its games has nothing to strike: refused, and the table stays as it was", async () => {
    const { view, send, table } = await publishedTable(4);
    // Four games for four players: each one a Vorführung, by the seat after the dealer (TSR 4.2.3).
    for (const number of [1, 2, 3, 4]) await send(number, game("damen-solo", number - 1, [number % 4]));
    const done = await table();
    expect(done).toMatchObject({ status: "complete", struckAfter: null });
    const refused = await trpcError(club.api().result.strikeGames({ matchId: view.match.id, strike: true, reason: "Zeit laut Schiedsrichter" }));
    expect([refused.code, refused.message]).toEqual(["BAD_REQUEST", "This table has no games outstanding; there is nothing to strike."]);
    expect(await table()).toEqual(done);
  });

  it("at five, when time is up and only the dealer who sits out lacks his Pflichtsolo, no game follows: refused, and the office sees why", async () => {
    const x = await doppelkopfTournament(club, 5, { gamesPerTable: { four: 8, five: 10 }, minutesPerRound: { four: 50, five: 60 } });
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, roundId));
    const matchId = m!.id;
    const version = async () => (await club.db.select().from(matches).where(eq(matches.id, matchId)))[0]!.version;
    const enter = async (number: number, record: Record<string, unknown>) =>
      club.api().result.submitDeal({ matchId, matchVersion: await version(), number, record });
    // The four players beside the first dealer play their Pflichtsoli; each keeps the deal with him (TSR 4.2.5).
    for (let n = 1; n <= 4; n++) {
      const next = (await club.api().result.getSpielliste({ matchId })).list.next!;
      await enter(n, game("damen-solo", gameSeats(5, next.dealer).engineDealer, [n - 1]));
    }
    await startedAgo(roundId, 61);
    await club.api().result.strikeGames({ matchId, strike: true, reason: "Zeit laut Schiedsrichter" });
    const view = await club.api().result.getSpielliste({ matchId });
    const dealer = view.match.firstDealer;
    expect(view.list).toMatchObject({ gamesLeft: 1, next: null, afterTime: { missing: [dealer], blocked: true } });
    // A normal game (and any other) is refused naming the record; nothing is stored.
    const refused = await trpcError(enter(5, game("normal", gameSeats(5, dealer).engineDealer, [0, 2])));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(errorData(refused).fieldErrors?.record?.[0]?.de).toMatch(new RegExp(`nur Position ${dealer + 1} fehlt noch das Pflichtsolo`));
    expect(await club.db.select().from(deals).where(eq(deals.matchId, matchId))).toHaveLength(4);
    expect((await club.db.select().from(matches).where(eq(matches.id, matchId)))[0]!.status).toBe("open");
  });

  it("taking back games: one after the strike keeps it, the last one before it lifts it", async () => {
    const { roundId, keeper, view, send, table } = await publishedTable();
    await send(1, game("normal", 0, [0, 2]));
    await startedAgo(roundId, 51);
    await send(2, game("damen-solo", 1, [2]));
    expect((await table()).struckAfter).toBe(1);
    const undo = async () => keeper.table.undoDeal({ matchId: view.match.id, matchVersion: (await table()).version });
    await undo();
    expect((await table()).struckAfter).toBe(1);
    await undo();
    expect((await table()).struckAfter).toBeNull();
    expect(ofGame(await keeper.table.match({}), "doppelkopf").spielliste?.list.gamesLeft).toBe(8);
  });
});
