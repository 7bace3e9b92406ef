// Seating a Doppelkopf round through the round verbs: 22 players at two tables of five and three of four, each
// player seated once by position, a second round without a repeated table-mate and without a second five.
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { matches, roundEntrants, rounds } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { loadSeats } from "./table-seats";

describe.each(drivers)("Doppelkopf seating (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let clubId: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    clubId = (await callerFor(t.db, anna).club.create({ name: "Doko-Runde Homburg" })).id;
  });
  afterAll(async () => t?.dispose());

  const api = () => callerFor(t.db, anna);

  async function tournamentWith(players: number) {
    const x = await api().tournament.create({ clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 3, rules: { preset: "ddv" } });
    for (let i = 1; i <= players; i++) await api().tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true });
    return x.id;
  }

  async function tablesOf(roundId: string) {
    const rows = await t.db.select().from(matches).where(eq(matches.roundId, roundId)).orderBy(asc(matches.tableNumber));
    const seats = await loadSeats(
      t.db,
      rows.map((m) => m.id),
    );
    return rows.map((m) => ({ ...m, players: seats.get(m.id)! }));
  }

  it("seats 22 players at two tables of five and three of four, each once, position 1 dealing first", async () => {
    const id = await tournamentWith(22);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    expect(drafted.tables).toBe(5);
    const tables = await tablesOf(drafted.roundId);
    expect(tables.map((tb) => tb.players.length).sort()).toEqual([4, 4, 4, 5, 5]);
    expect(tables.every((tb) => tb.firstDealer === 0)).toBe(true);
    const all = tables.flatMap((tb) => tb.players);
    expect(new Set(all).size).toBe(22);
    const entrantRows = await t.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, drafted.roundId));
    expect(entrantRows).toHaveLength(22);
    const [round] = await t.db.select().from(rounds).where(eq(rounds.id, drafted.roundId));
    expect(JSON.stringify(round!.explanations)).toContain("2 Tische zu fünft, 3 zu viert");
    // Round 1 has no earlier tables to repeat.
    expect(round!.warnings).toEqual([]);
  });

  it("draws round 2 without a repeated table-mate, and as few second fives as that allows", async () => {
    const id = await tournamentWith(22);
    const r1 = await api().round.pair({ tournamentId: id, round: 1 });
    const [row1] = await t.db.select().from(rounds).where(eq(rounds.id, r1.roundId));
    await api().round.publish({ roundId: r1.roundId, version: row1!.version });
    const first = await tablesOf(r1.roundId);
    // Results as the table entry will store them: points per player, the table complete, the round closed.
    for (const tb of first)
      for (const [position, entrantId] of tb.players.entries())
        await t.db
          .update(roundEntrants)
          .set({ points: 10 * (tb.players.length - position) - 25 })
          .where(and(eq(roundEntrants.matchId, tb.id), eq(roundEntrants.entrantId, entrantId)));
    await t.db.update(matches).set({ status: "complete" }).where(inArray(matches.id, first.map((tb) => tb.id)));
    await t.db.update(rounds).set({ status: "closed" }).where(eq(rounds.id, r1.roundId));

    const r2 = await api().round.pair({ tournamentId: id, round: 2 });
    const second = await tablesOf(r2.roundId);
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
    const [row2] = await t.db.select().from(rounds).where(eq(rounds.id, r2.roundId));
    const warnings = row2!.warnings as { code: string; entrants: string[] }[];
    expect(warnings.map((w) => w.code)).toEqual(["repeatFive", "repeatFive", "repeatFive", "repeatFive"]);
    expect(warnings.every((w) => fiveBefore.has(w.entrants[0]!))).toBe(true);
  });

  it("says what can be done when the players cannot fill tables of four and five", async () => {
    const id = await tournamentWith(7);
    const refused = errorData(await trpcError(api().round.pair({ tournamentId: id, round: 1 })));
    expect(refused.de).toMatch(/7 Spieler lassen sich nicht .* 1 Spieler nachmelden/);
    expect(await t.db.select().from(rounds).where(eq(rounds.tournamentId, id))).toEqual([]);
  });
});
