// The standings of single players as real events rank (published Doppelkopf and Skat results): equal rows share
// the place by default and say so; a tournament may rank only players who played every round, listing the others
// without a place; a tournament stored before these options ranks with their defaults. Office, standings.json and
// standings.csv agree.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import { drivers } from "../../../../test/db";
import { doppelkopfClub } from "../../../../test/doppelkopf-fixtures";
import { matches, rounds, tournaments } from "../../db/schema";

const normal = (dealer: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re: [0, 2], announcements: { re: "none", kontra: "none" }, reAugen: 130, tricksless: null, special: [] },
});

describe.each(drivers)("standings of single players (%s)", (driver) => {
  const club = doppelkopfClub(driver);
  const api = () => club.api();

  /** Eight players, round 1 at two tables of one game each (every table +1, -1, +1, -1), closed; then a late
   * ninth player registers. */
  async function oneRoundPlayed(format: Record<string, unknown>) {
    const x = await api().tournament.create({
      clubId: club.clubId,
      game: "doppelkopf",
      name: "Doko-Abend",
      date: "2026-12-12",
      roundsPlanned: 2,
      rules: { preset: "house" },
      gamesPerTable: { four: 1, five: 1 },
      ...format,
    } as never);
    for (let i = 1; i <= 8; i++) await api().tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true });
    const { roundId } = await api().round.pair({ tournamentId: x.id, round: 1 });
    const version = async () => (await club.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!.version;
    await api().round.publish({ roundId, version: await version() });
    for (const m of await club.db.select().from(matches).where(eq(matches.roundId, roundId)))
      await api().result.submitDeal({ matchId: m.id, matchVersion: m.version, number: 1, record: normal(m.firstDealer) });
    await api().result.closeRound({ roundId, version: await version() });
    const late = await api().tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: "Spät" }, checkIn: true });
    const [row] = await club.db.select().from(tournaments).where(eq(tournaments.id, x.id));
    return { id: x.id, slug: row!.slug, late: late.id };
  }

  it("equal totals share the place (four 1st, the late player 5th, four 6th), each tied row says so; office, JSON and CSV agree", async () => {
    const x = await oneRoundPlayed({});
    const office = await api().result.playerStandings({ tournamentId: x.id });
    expect(office).toMatchObject({ playerTiebreaks: [], rankOnlyComplete: false });
    const ranked = office.rows.filter((r) => r.player.id !== x.late);
    expect(ranked.map((r) => [r.total, r.rank, r.placeRule])).toEqual([
      ...Array(4).fill([1, 1, "shared"]),
      ...Array(4).fill([-1, 6, "shared"]),
    ]);
    // The late player (0 points, no round) is ranked between them, alone on his total.
    expect(office.rows.find((r) => r.player.id === x.late)).toMatchObject({ rank: 5, placeRule: null, complete: false });
    const json = await (await exportResponse(club.db, x.slug, "standings.json")).json();
    expect(json.players.map((r: { rank: number; placeRule: string | null }) => [r.rank, r.placeRule])).toEqual(office.rows.map((r) => [r.rank, r.placeRule]));
    const csv = (await (await exportResponse(club.db, x.slug, "standings.csv")).text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(csv[1]!.split(";")).toEqual(expect.arrayContaining(["1", "shared"]));
  });

  it("ranking only players who played every round lists the late player last, without a place", async () => {
    const x = await oneRoundPlayed({ rankOnlyComplete: true, playerTiebreaks: ["bestRound"] });
    const office = await api().result.playerStandings({ tournamentId: x.id });
    expect(office.rows.at(-1)).toMatchObject({ player: { id: x.late }, rank: null, placeRule: null });
    // One round: the best round is the total, so the tiebreak cannot tell the tied rows apart.
    expect(office.rows.slice(0, -1).map((r) => [r.rank, r.placeRule])).toEqual([...Array(4).fill([1, "shared"]), ...Array(4).fill([5, "shared"])]);
    const csv = (await (await exportResponse(club.db, x.slug, "standings.csv")).text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(csv.at(-1)!.split(";")[0]).toBe("");
    const json = await (await exportResponse(club.db, x.slug, "standings.json")).json();
    expect(json).toMatchObject({ playerTiebreaks: ["bestRound"], rankOnlyComplete: true });
    expect(json.players.at(-1)).toMatchObject({ rank: null, complete: false });

    // The same tournament as stored before these options: their defaults apply (everyone ranked, places shared).
    const [row] = await club.db.select().from(tournaments).where(eq(tournaments.id, x.id));
    const { playerTiebreaks: _t, rankOnlyComplete: _c, ...old } = row!.format as unknown as Record<string, unknown>;
    await club.db.update(tournaments).set({ format: old as never }).where(eq(tournaments.id, x.id));
    const before = await api().result.playerStandings({ tournamentId: x.id });
    expect(before).toMatchObject({ playerTiebreaks: [], rankOnlyComplete: false });
    expect(before.rows.find((r) => r.player.id === x.late)).toMatchObject({ rank: 5 });
    expect((await api().tournament.get({ tournamentId: x.id })).name).toBe("Doko-Abend");
  });
});
