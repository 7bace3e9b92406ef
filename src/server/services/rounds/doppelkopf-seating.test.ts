// Seating a Doppelkopf round through the round verbs: 22 players at two tables of five and three of four, each
// player seated once by position, a second round without a repeated table-mate and without a second five.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament, tablesOf } from "../../../../test/doppelkopf-fixtures";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { matches, roundEntrants, rounds } from "../../db/schema";

describe.each(drivers)("Doppelkopf seating (%s)", (driver) => {
  const club = doppelkopfClub(driver);
  const api = () => club.api();

  const tournamentWith = async (players: number) => (await doppelkopfTournament(club, players)).id;

  it("seats 22 players at two tables of five and three of four, each once, position 1 dealing first", async () => {
    const id = await tournamentWith(22);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    expect(drafted.tables).toBe(5);
    const tables = await tablesOf(club.db, drafted.roundId);
    expect(tables.map((tb) => tb.players.length).sort()).toEqual([4, 4, 4, 5, 5]);
    expect(tables.every((tb) => tb.firstDealer === 0)).toBe(true);
    const all = tables.flatMap((tb) => tb.players);
    expect(new Set(all).size).toBe(22);
    const entrantRows = await club.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, drafted.roundId));
    expect(entrantRows).toHaveLength(22);
    const [round] = await club.db.select().from(rounds).where(eq(rounds.id, drafted.roundId));
    expect(JSON.stringify(round!.explanations)).toContain("2 Tische zu fünft, 3 zu viert");
    // Round 1 has no earlier tables to repeat.
    expect(round!.warnings).toEqual([]);
  });

  it("draws round 2 without a repeated table-mate, and as few second fives as that allows", async () => {
    const id = await tournamentWith(22);
    const r1 = await api().round.pair({ tournamentId: id, round: 1 });
    const [row1] = await club.db.select().from(rounds).where(eq(rounds.id, r1.roundId));
    await api().round.publish({ roundId: r1.roundId, version: row1!.version });
    const first = await tablesOf(club.db, r1.roundId);
    // Results as the table entry will store them: points per player, the table complete, the round closed.
    for (const tb of first)
      for (const [position, entrantId] of tb.players.entries())
        await club.db
          .update(roundEntrants)
          .set({ points: 10 * (tb.players.length - position) - 25 })
          .where(and(eq(roundEntrants.matchId, tb.id), eq(roundEntrants.entrantId, entrantId)));
    await club.db.update(matches).set({ status: "complete" }).where(inArray(matches.id, first.map((tb) => tb.id)));
    await club.db.update(rounds).set({ status: "closed" }).where(eq(rounds.id, r1.roundId));

    const r2 = await api().round.pair({ tournamentId: id, round: 2 });
    const second = await tablesOf(club.db, r2.roundId);
    const mates = (tables: { players: string[] }[]) =>
      new Set(tables.flatMap((tb) => tb.players.flatMap((a) => tb.players.filter((b) => a < b).map((b) => `${a}|${b}`))));
    const before = mates(first);
    expect([...mates(second)].filter((pair) => before.has(pair))).toEqual([]);
    const fiveBefore = new Set(first.filter((tb) => tb.players.length === 5).flatMap((tb) => tb.players));
    // Without repeats a table holds at most one player of each round-1 table, so a five has at most three players
    // from the three round-1 fours: the two fives seat at most 6 newcomers and at least 4 players sit at five again.
    // A repeated table-mate weighs more than a second five (docs/doppelkopf-seating.md), so exactly 4.
    expect(second.filter((tb) => tb.players.length === 5).flatMap((tb) => tb.players).filter((p) => fiveBefore.has(p))).toHaveLength(4);
    // The draft says so: one warning for each of them, none for a repeated table-mate.
    const [row2] = await club.db.select().from(rounds).where(eq(rounds.id, r2.roundId));
    const warnings = row2!.warnings as { code: string; entrants: string[] }[];
    expect(warnings.map((w) => w.code)).toEqual(["repeatFive", "repeatFive", "repeatFive", "repeatFive"]);
    expect(warnings.every((w) => fiveBefore.has(w.entrants[0]!))).toBe(true);
  });

  it("says what can be done when the players cannot fill tables of four and five", async () => {
    const id = await tournamentWith(7);
    const refused = errorData(await trpcError(api().round.pair({ tournamentId: id, round: 1 })));
    expect(refused.de).toMatch(/7 Spieler lassen sich nicht .* 1 Spieler nachmelden/);
    expect(await club.db.select().from(rounds).where(eq(rounds.tournamentId, id))).toEqual([]);
  });
});
