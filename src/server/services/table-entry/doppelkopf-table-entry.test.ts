// A Doppelkopf table on its own device: the list keeper signs in with the table's code, sees the players by
// position and the Spielliste, enters the games (each exactly once per key, refused with the engine's reason), and
// another player confirms with the second code. Until then the finished table does not count in the standings.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament } from "../../../../test/doppelkopf-fixtures";
import { trpcError } from "../../../../test/tournament-fixtures";
import { createCaller } from "../../api/root";
import { errorData } from "../../api/errors";
import { deals, rounds } from "../../db/schema";
import { captainSignIn } from "./captain-sign-in";
import { loadCaptainSession } from "./load-captain-session";
import { ofGame } from "../../../../test/fixtures/game-view";

const game = (dealer: number, re: [number, number], reAugen: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re, announcements: { re: "none", kontra: "none" }, reAugen, tricksless: null, special: [] },
});

describe.each(drivers)("Doppelkopf at the table (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  async function device(code: string, address: string) {
    const ctx = { db: club.db, user: null, clientAddress: address };
    const s = await captainSignIn({ ctx, input: { code, deviceId: `device-${address}-0123456789abcdef` } });
    return createCaller({ ...ctx, captain: await loadCaptainSession(club.db, s.token) });
  }

  it("the list keeper enters the games, another player confirms, then the table counts", async () => {
    const x = await doppelkopfTournament(club, 4, { rules: { preset: "house" }, gamesPerTable: { four: 3, five: 3 } });
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    const sheet = await club.api().table.issueCodes({ tournamentId: x.id, round: 1 });
    const codes = sheet.tables[0]!;
    const keeper = await device(codes.captain!.code, "10.7.0.1");

    const view = ofGame(await keeper.table.match({}), "doppelkopf");
    expect(view.spielliste?.positions.map((p) => p.name).sort()).toEqual(["Spieler 1", "Spieler 2", "Spieler 3", "Spieler 4"]);
    expect(view.spielliste?.gamesPlanned).toBe(3);
    expect(view).not.toHaveProperty("ns"); // no pairs at a table of single players

    // A game dealt by the wrong position is refused with its reason; nothing is stored.
    const wrong = await trpcError(
      keeper.table.submitDeal({ matchId: view.match.id, matchVersion: view.match.version, number: 1, record: game(1, [0, 2], 130), idempotencyKey: crypto.randomUUID() }),
    );
    expect(errorData(wrong).fieldErrors?.["record.dealer"]?.[0]?.de).toBe("Spiel 1 gibt Position 1.");
    expect(await club.db.select().from(deals).where(eq(deals.matchId, view.match.id))).toHaveLength(0);

    // Three games; the first is sent twice with its key and stored once.
    let version = view.match.version;
    for (const [i, g] of [game(0, [0, 2], 130), game(1, [1, 3], 100), game(2, [0, 1], 151)].entries()) {
      const key = crypto.randomUUID();
      const sent = { matchId: view.match.id, matchVersion: version, number: i + 1, record: g, idempotencyKey: key };
      const first = await keeper.table.submitDeal(sent);
      if (i === 0) expect((await keeper.table.submitDeal(sent)).replayed).toBe(true);
      version = first.matchVersion;
    }
    const done = ofGame(await keeper.table.match({}), "doppelkopf");
    expect(done.over).toBe(true);
    expect(done.spielliste!.list.totals.reduce((a, b) => a + b, 0)).toBe(0);
    expect(await club.db.select().from(deals).where(eq(deals.matchId, view.match.id))).toHaveLength(3);

    // Entered at the table and not confirmed: the finished table does not count yet.
    const before = await club.api().result.playerStandings({ tournamentId: x.id });
    expect(before.rows.every((r) => r.total === 0)).toBe(true);

    const wrongCode = await trpcError(keeper.table.confirm({ matchId: view.match.id, matchVersion: done.match.version, code: codes.captain!.code }));
    expect(errorData(wrongCode).fieldErrors?.code?.[0]?.de).toBe("Das ist nicht der Bestätigungscode dieses Tisches.");
    await keeper.table.confirm({ matchId: view.match.id, matchVersion: done.match.version, code: codes.opponent!.code });
    const after = await club.api().result.playerStandings({ tournamentId: x.id });
    const totals = done.spielliste!.positions.map((p) => after.rows.find((r) => r.player.id === p.entrantId)!.total);
    expect(totals).toEqual(done.spielliste!.list.totals);

    // Confirmed: the device enters nothing more.
    const late = await trpcError(keeper.table.undoDeal({ matchId: view.match.id, matchVersion: (await keeper.table.match({})).match.version }));
    expect(late.code).toBe("FORBIDDEN");
  });
});
