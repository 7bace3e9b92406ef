// The Doppelkopf round clock: a table's time runs from publication for the format's minutes; once it is up the
// table's device may enter only a Pflichtsolo still missing; the organizer grants extra time with a reason.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament } from "../../../../test/doppelkopf-fixtures";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { createCaller } from "../../api/root";
import { errorData } from "../../api/errors";
import { auditLog, deals, rounds } from "../../db/schema";
import { captainSignIn } from "../table-entry/captain-sign-in";
import { loadCaptainSession } from "../table-entry/load-captain-session";

const game = (type: string, dealer: number, re: number[]) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: { re: "none", kontra: "none" }, reAugen: 130, tricksless: null, special: [] },
});

describe.each(drivers)("the Doppelkopf round clock (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  it("after time only a missing Pflichtsolo is entered at the table; extra time opens it again", async () => {
    const x = await doppelkopfTournament(club, 4, { gamesPerTable: { four: 8, five: 10 }, minutesPerRound: { four: 50, five: 60 } });
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    const sheet = await club.api().table.issueCodes({ tournamentId: x.id, round: 1 });
    const ctx = { db: club.db, user: null, clientAddress: "10.8.0.1" };
    const s = await captainSignIn({ ctx, input: { code: sheet.tables[0]!.captain!.code, deviceId: "device-clock-0123456789abcdef" } });
    const keeper = createCaller({ ...ctx, captain: await loadCaptainSession(club.db, s.token) });

    const fresh = await keeper.table.match({});
    expect(fresh.clock?.minutes).toBe(50);
    // The round was published 51 minutes ago: time is up.
    await club.db.update(rounds).set({ publishedAt: new Date(Date.now() - 51 * 60_000) }).where(eq(rounds.id, roundId));
    const view = await keeper.table.match({});
    expect(new Date(view.clock!.deadline).getTime()).toBeLessThan(Date.now());
    const send = (number: number, record: Record<string, unknown>, version: number) =>
      keeper.table.submitDeal({ matchId: view.match.id, matchVersion: version, number, record, idempotencyKey: crypto.randomUUID() });

    const normal = await trpcError(send(1, game("normal", 0, [0, 2]), view.match.version));
    expect(errorData(normal).fieldErrors?.record?.[0]?.de).toMatch(/Zeit dieses Tisches ist abgelaufen/);
    expect(await club.db.select().from(deals).where(eq(deals.matchId, view.match.id))).toHaveLength(0);
    // A player who lacks his Pflichtsolo still plays it; the same position deals again.
    const solo = await send(1, game("damen-solo", 0, [1]), view.match.version);
    expect(solo.number).toBe(1);

    // Another club's organizer, a table without a clock, a missing reason: refused.
    const otto = await makeUser(club.db, "Otto");
    expect((await trpcError(callerFor(club.db, otto).round.extendTable({ matchId: view.match.id, minutes: 10, reason: "Tisch spät begonnen" }))).code).toBe("FORBIDDEN");
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

    const extended = await club.api().round.extendTable({ matchId: view.match.id, minutes: 10, reason: "Tisch spät begonnen" });
    expect(extended.extraMinutes).toBe(10);
    const [audit] = await club.db.select().from(auditLog).where(eq(auditLog.action, "extend-table-time"));
    expect(audit).toMatchObject({ reason: "Tisch spät begonnen", entityId: view.match.id, after: { extraMinutes: 10 } });
    const again = await keeper.table.match({});
    expect(again.clock?.extraMinutes).toBe(10);
    expect(new Date(again.clock!.deadline).getTime()).toBeGreaterThan(Date.now());
    await send(2, game("normal", 0, [0, 2]), again.match.version);
    expect(await club.db.select().from(deals).where(eq(deals.matchId, view.match.id))).toHaveLength(2);
  });
});
