// The proof that the game seam is real: Dreier, a game that exists only in these tests (single players at tables of
// three, its own engine in test/third-game/trio), plays a whole tournament through the services: register, seat,
// enter at the table, confirm, correct, close, standings, exports and the public snapshot. It plugs in the way a
// third game of the build would, by one entry in each registry (here added by vi.mock), and no shared file knows it.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import { errorData } from "@/server/api/errors";
import { createCaller } from "@/server/api/root";
import { deals, matches, rounds, tournaments } from "@/server/db/schema";
import { loadPublicTournament } from "@/server/services/public/public-tournament-data";
import { captainSignIn } from "@/server/services/table-entry/captain-sign-in";
import { loadCaptainSession } from "@/server/services/table-entry/load-captain-session";
import { drivers } from "../db";
import { doppelkopfClub as clubFixture, tablesOf } from "../doppelkopf-fixtures";
import { trpcError } from "../tournament-fixtures";

// One entry per registry: the pure games (GAMES: the game and its scoring) and the server halves (its seating and
// the captain's view).
vi.mock("@/games", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/games")>();
  const { trio } = await import("./trio/game");
  const GAMES = { ...real.GAMES, trio } as unknown as typeof real.GAMES;
  const isGameId = (id: string): id is keyof typeof GAMES => Object.prototype.hasOwnProperty.call(GAMES, id);
  const asGameId = (id: string) => {
    if (!isGameId(id)) throw new Error(`Unknown game: ${id}`);
    return id;
  };
  return {
    ...real,
    GAMES,
    gameIds: Object.keys(GAMES),
    everyFormatField: { ...real.everyFormatField, ...trio.formatFields },
    isGameId,
    asGameId,
    gameOf: (id: string) => GAMES[asGameId(id)],
  };
});
vi.mock("@/server/games", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/games")>();
  const { trioServer } = await import("./trio/server");
  return { ...real, serverGame: (game: string) => (game === "trio" ? trioServer : real.serverGame(game)) };
});

const deal = (dealer: number, winner: number, points: number) => ({ game: "trio", players: 3, dealer, summary: { winner, points } });

describe.each(drivers)("a tournament of a third game, Dreier (%s)", (driver) => {
  const club = clubFixture(driver);

  async function device(code: string, address: string) {
    const ctx = { db: club.db, user: null, clientAddress: address };
    const s = await captainSignIn({ ctx, input: { code, deviceId: `device-${address}-0123456789abcdef` } });
    return createCaller({ ...ctx, captain: await loadCaptainSession(club.db, s.token) });
  }
  const version = async (roundId: string) => (await club.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!.version;
  const matchVersion = async (matchId: string) => (await club.db.select().from(matches).where(eq(matches.id, matchId)))[0]!.version;

  it("registers, seats, enters, confirms, corrects, closes, ranks, exports and shows a round", async () => {
    const api = club.api();
    const x = await api.tournament.create({ clubId: club.clubId, game: "trio", name: "Dreier-Abend", date: "2026-12-12", roundsPlanned: 2, dealsPerTable: 3 } as never);
    // Its own format, checked by its own fields; another game's format fields are not its.
    const [stored] = await club.db.select().from(tournaments).where(eq(tournaments.id, x.id));
    expect(stored!.format).toEqual({ dealsPerTable: 3 });
    const bad = await trpcError(api.tournament.create({ clubId: club.clubId, game: "trio", name: "D", date: "2026-12-12", roundsPlanned: 1, dealsPerTable: 99 } as never));
    expect(bad.code).toBe("BAD_REQUEST");

    const names = ["Anna", "Bernd", "Clara", "Dirk", "Eva", "Frank"];
    const ids: string[] = [];
    for (const name of names) ids.push((await api.tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name }, checkIn: true })).id);
    // An entrant of this game is one player.
    expect((await trpcError(api.tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: "G" }, player2: { kind: "guest", name: "H" } }))).code).toBe("BAD_REQUEST");

    // Seated by its own seating: two tables of three.
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: await version(roundId) });
    const tables = await tablesOf(club.db, roundId);
    expect(tables.map((t) => t.players)).toEqual([ids.slice(0, 3), ids.slice(3, 6)]);

    // Table 1 at the table: the scorer enters three deals (a wrong dealer refused by its engine), another player
    // confirms with the second code.
    const codes = (await api.table.issueCodes({ tournamentId: x.id, round: 1 })).tables;
    const scorer = await device(codes[0]!.captain!.code, "10.9.0.1");
    const view = await scorer.table.match({});
    expect(view.game).toBe("trio");
    const wrong = await trpcError(scorer.table.submitDeal({ matchId: view.match.id, matchVersion: view.match.version, number: 1, record: deal(1, 0, 5), idempotencyKey: crypto.randomUUID() }));
    expect(wrong.code).toBe("BAD_REQUEST");
    let v = view.match.version;
    for (const [i, d] of [deal(0, 0, 5), deal(1, 1, 2), deal(2, 0, 1)].entries())
      v = (await scorer.table.submitDeal({ matchId: view.match.id, matchVersion: v, number: i + 1, record: d, idempotencyKey: crypto.randomUUID() })).matchVersion;
    const done = await scorer.table.match({});
    expect(done.over).toBe(true);
    const wrongCode = await trpcError(scorer.table.confirm({ matchId: view.match.id, matchVersion: v, code: codes[0]!.captain!.code }));
    expect(errorData(wrongCode).fieldErrors?.code?.[0]?.de).toBe("Das ist nicht der Code des Mitspielers.");
    await scorer.table.confirm({ matchId: view.match.id, matchVersion: v, code: codes[0]!.opponent!.code });

    // Anna +10 −2 +2 = 10, Bernd −5 +4 −1 = −2, Clara −5 −2 −1 = −8.
    let standings = await api.result.playerStandings({ tournamentId: x.id });
    const total = (id: string) => standings.rows.find((r) => r.player.id === id)!.total;
    expect(ids.slice(0, 3).map(total)).toEqual([10, -2, -8]);

    // The office corrects deal 2 (Clara won it, not Bernd) with a reason.
    const [second] = await club.db.select().from(deals).where(eq(deals.matchId, view.match.id)).then((r) => r.filter((d) => d.number === 2));
    await api.result.correctDeal({ dealId: second!.id, version: second!.version, record: deal(1, 2, 2), reason: "Gewinner verwechselt" });
    standings = await api.result.playerStandings({ tournamentId: x.id });
    expect(ids.slice(0, 3).map(total)).toEqual([10, -8, -2]);

    // Table 2 entered in the office, one deal; the round closes with its remaining deals struck.
    const t2 = tables[1]!.id;
    await api.result.submitDeal({ matchId: t2, matchVersion: await matchVersion(t2), number: 1, record: deal(0, 2, 3) });
    await api.result.closeRound({ roundId, version: await version(roundId), adjustments: [{ matchId: t2, reason: "Zeit abgelaufen" }] });
    standings = await api.result.playerStandings({ tournamentId: x.id });
    expect(standings.throughRound).toBe(1);
    expect(ids.slice(3, 6).map(total)).toEqual([-3, -3, 6]);
    expect(standings.rows[0]!.player.id).toBe(ids[0]);

    // Exports and the public snapshot read the same tables.
    const json = JSON.stringify(await (await exportResponse(club.db, stored!.slug, "standings.json")).json());
    expect(names.map((n) => json.indexOf(n)).every((at) => at > 0)).toBe(true);
    expect(json.indexOf("Anna")).toBeLessThan(json.indexOf("Frank"));
    const lines = (await (await exportResponse(club.db, stored!.slug, "deals.jsonl")).text()).trim().split("\n");
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[1]!).summary).toEqual({ winner: 2, points: 2 });
    const exported = (await (await exportResponse(club.db, stored!.slug, "rounds.json")).json()) as { rounds: { tables: { seats: number[]; points: number[] }[] }[] };
    expect(exported.rounds[0]!.tables.map((t) => [t.seats, t.points])).toEqual([
      [[1, 2, 3], [10, -8, -2]],
      [[4, 5, 6], [-3, -3, 6]],
    ]);
    const snapshot = await loadPublicTournament(club.db, x.id);
    const ranked = [["Anna", 10, 1], ["Frank", 6, 2], ["Clara", -2, 3], ["Dirk", -3, 4], ["Eva", -3, 4], ["Bernd", -8, 6]];
    // Dirk and Eva share 4th place (in no particular order).
    const rows = snapshot.standings.players!.rows.map((r) => [r.name, r.total, r.rank] as const);
    expect([...rows].sort((a, b) => (a[2] ?? 0) - (b[2] ?? 0) || a[0].localeCompare(b[0]))).toEqual(ranked);
    expect(snapshot.rounds[0]!.tables.map((t) => t.status)).toEqual(["complete", "adjusted"]);
  });
});
