// Entering a Doppelkopf table's games in the office: the same verbs as Klammern deals, scored through the table's
// Spielliste; each player's points land on his seat in the round, the table is complete with its games.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameSeats } from "@/games";
import { drivers } from "../../../../test/db";
import { doppelkopfClub } from "../../../../test/doppelkopf-fixtures";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import { deals, entrants, matches, roundEntrants, rounds, tournaments } from "../../db/schema";
import { loadSeats } from "../rounds/table-seats";

const none = { re: "none", kontra: "none" };
const normal = (dealer: number, re: [number, number]) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re, announcements: none, reAugen: 130, tricksless: null, special: [] },
});

describe.each(drivers)("Doppelkopf games entered in the office (%s)", (driver) => {
  const club = doppelkopfClub(driver);
  const api = () => club.api();

  /** A running round 1 of `players` checked-in players at one table, `games` games per table. */
  async function seatedTable(players: 4 | 5, games: number) {
    const x = await api().tournament.create({
      clubId: club.clubId,
      game: "doppelkopf",
      name: "Doko-Abend",
      date: "2026-12-12",
      roundsPlanned: 2,
      rules: { preset: "house" },
      gamesPerTable: { four: games, five: games },
    });
    for (let i = 1; i <= players; i++) await api().tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true });
    const r = await api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, r.roundId));
    await api().round.publish({ roundId: r.roundId, version: row!.version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, r.roundId));
    const seats = (await loadSeats(club.db, [m!.id])).get(m!.id)!;
    return { matchId: m!.id, seats };
  }

  async function enter(matchId: string, number: number, record: Record<string, unknown>) {
    const [m] = await club.db.select().from(matches).where(eq(matches.id, matchId));
    return api().result.submitDeal({ matchId, matchVersion: m!.version, number, record });
  }

  async function pointsBySeat(matchId: string, seats: string[]) {
    const rows = await club.db.select().from(roundEntrants).where(eq(roundEntrants.matchId, matchId));
    return seats.map((e) => rows.find((r) => r.entrantId === e)!.points);
  }

  it("at four: each game scored per position, the totals on the players' seats, complete after its games", async () => {
    const { matchId, seats } = await seatedTable(4, 2);
    await enter(matchId, 1, normal(0, [0, 2]));
    expect(await pointsBySeat(matchId, seats)).toEqual([1, -1, 1, -1]);
    await enter(matchId, 2, normal(1, [1, 2]));
    expect(await pointsBySeat(matchId, seats)).toEqual([0, 0, 2, -2]);
    const stored = await club.db.select().from(deals).where(eq(deals.matchId, matchId)).orderBy(asc(deals.number));
    expect(stored.map((d) => d.score)).toEqual([
      [1, -1, 1, -1],
      [-1, 1, 1, -1],
    ]);
    const [m] = await club.db.select().from(matches).where(eq(matches.id, matchId));
    expect(m!.status).toBe("complete");
    // The complete table counts at once; equal rows share a rank.
    const standings = await api().result.playerStandings({ tournamentId: m!.tournamentId });
    const byPlayer = new Map(standings.rows.map((r) => [r.player.id, [r.rank, r.total]]));
    expect(seats.map((e) => byPlayer.get(e))).toEqual([
      [2, 0],
      [2, 0],
      [1, 2],
      [4, -2],
    ]);
  });

  it("the office's Spielliste view: players by position, the games by position, who deals next; only for its organizers", async () => {
    const { matchId, seats } = await seatedTable(5, 5);
    await enter(matchId, 1, normal(gameSeats(5, 0).engineDealer, [0, 2]));
    const view = await api().result.getSpielliste({ matchId });
    expect(view.positions.map((p) => p.entrantId)).toEqual(seats);
    expect(view.list.games).toEqual([expect.objectContaining({ number: 1, dealer: 0, sitsOut: 0, score: [0, 1, -1, 1, -1] })]);
    expect(view.list.next).toMatchObject({ number: 2, dealer: 1, sitsOut: 1, active: [0, 2, 3, 4] });
    expect([view.gamesPlanned, view.list.gamesLeft, view.entryOpen, view.canUndo]).toEqual([5, 4, true, true]);
    const bernd = await makeUser(club.db, "Bernd");
    expect((await trpcError(callerFor(club.db, bernd).result.getSpielliste({ matchId }))).code).toBe("FORBIDDEN");
    expect((await trpcError(callerFor(club.db, null).result.getSpielliste({ matchId }))).code).toBe("UNAUTHORIZED");
    // Undo takes the last game back through the same list.
    await api().result.undoLastDeal({ matchId, matchVersion: view.match.version });
    expect((await api().result.getSpielliste({ matchId })).list.games).toEqual([]);
  });

  it("the four exports name a table of single players by position, with per-position scores", async () => {
    const { matchId, seats } = await seatedTable(4, 2);
    await enter(matchId, 1, normal(0, [0, 2]));
    await enter(matchId, 2, normal(1, [1, 2]));
    const [m] = await club.db.select().from(matches).where(eq(matches.id, matchId));
    const [tour] = await club.db.select().from(tournaments).where(eq(tournaments.id, m!.tournamentId));
    const numbers = await Promise.all(seats.map(async (id) => (await club.db.select().from(entrants).where(eq(entrants.id, id)))[0]!.number));
    const get = async (kind: Parameters<typeof exportResponse>[2]) => (await exportResponse(club.db, tour!.slug, kind)).text();

    const standings = JSON.parse(await get("standings.json"));
    expect(standings.tournament.game).toBe("doppelkopf");
    expect(standings.rows).toEqual([]);
    expect(standings.players.map((r: { player: { number: number }; total: number }) => [r.player.number, r.total])).toEqual(
      expect.arrayContaining([[numbers[2], 2], [numbers[3], -2]]),
    );
    const csv = (await get("standings.csv")).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe("rank;player_number;player;total;placement_points;average;rounds_played;best_round;round_wins;place_rule");
    expect(csv[1]).toMatch(new RegExp(`^1;${numbers[2]};Spieler \\d+;2;`));
    const rounds = JSON.parse(await get("rounds.json"));
    expect(rounds.rounds[0].tables[0]).toMatchObject({ table: 1, seats: numbers, points: [0, 0, 2, -2], deals: 2 });
    expect(rounds.rounds[0].tables[0]).not.toHaveProperty("ns");
    const lines = (await get("deals.jsonl")).trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.deal, l.seats, l.score])).toEqual([
      [1, numbers, [1, -1, 1, -1]],
      [2, numbers, [-1, 1, 1, -1]],
    ]);
  });

  it("verbs that still read a table as two pairs refuse a Doppelkopf table with a clear answer, changing nothing", async () => {
    const { matchId } = await seatedTable(4, 2);
    const [m] = await club.db.select().from(matches).where(eq(matches.id, matchId));
    const [round] = await club.db.select().from(rounds).where(eq(rounds.id, m!.roundId));
    const view = errorData(await trpcError(api().result.getMatch({ matchId })));
    expect(view.de).toBe("Die Eingabe eines Tisches in der Turnierleitung gibt es für Doppelkopf-Turniere noch nicht.");
    const adjust = { matchId, nsOutcome: "win", ewOutcome: "loss", nsPoints: 1, ewPoints: 0, reason: "Zeit abgelaufen" } as const;
    const close = errorData(await trpcError(api().result.closeRound({ roundId: round!.id, version: round!.version, adjustments: [adjust] })));
    expect(close.fieldErrors?.["adjustments.0.nsOutcome"]?.[0]?.de).toMatch(/nicht gespielten Spiele werden gestrichen/);
    const [after] = await club.db.select().from(rounds).where(eq(rounds.id, round!.id));
    expect(after!.status).toBe("published");
  });

  it("standings of single players are refused for a tournament of pairs", async () => {
    const k = await api().tournament.create({ clubId: club.clubId, name: "Klammerabend", date: "2026-12-12", roundsPlanned: 2 });
    const refused = await trpcError(api().result.playerStandings({ tournamentId: k.id }));
    expect(errorData(refused).fieldErrors?.tournamentId?.[0]?.de).toMatch(/wertet Paare/);
  });

  it("at five: the dealer sits out with 0, and a game dealt by the wrong seat is refused with its reason", async () => {
    const { matchId, seats } = await seatedTable(5, 5);
    const first = gameSeats(5, 0);
    const wrong = await trpcError(enter(matchId, 1, normal((first.engineDealer + 1) % 4, [0, 2])));
    expect(errorData(wrong).fieldErrors?.["record.dealer"]?.[0]?.de).toBe("Spiel 1 gibt Position 1.");
    await enter(matchId, 1, normal(first.engineDealer, [0, 2]));
    // Engine seats 0..3 are positions 2..5: Re (seats 0 and 2) are positions 2 and 4.
    expect(await pointsBySeat(matchId, seats)).toEqual([0, 1, -1, 1, -1]);
    const [m] = await club.db.select().from(matches).where(eq(matches.id, matchId));
    expect(m!.status).toBe("open");
    const rows = await club.db.select().from(deals).where(and(eq(deals.matchId, matchId), eq(deals.number, 1)));
    expect(rows[0]!.score).toEqual([0, 1, -1, 1, -1]);
  });
});
