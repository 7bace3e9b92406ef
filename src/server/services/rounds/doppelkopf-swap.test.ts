// Swapping two players of a drafted Doppelkopf round: across tables they exchange table and position, at one table
// their positions; seats and round_entrants stay consistent, the warnings are recomputed and stored with the round.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament, tablesOf } from "../../../../test/doppelkopf-fixtures";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { matches, roundEntrants, rounds, tableSeats } from "../../db/schema";

describe.each(drivers)("Swapping Doppelkopf players (%s)", (driver) => {
  const club = doppelkopfClub(driver);
  const api = () => club.api();

  const tournamentWith = (players: number) => doppelkopfTournament(club, players);

  const roundRow = async (roundId: string) => (await club.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!;

  /** Every seated player has exactly one round_entrants row, at the table whose seats hold him. */
  async function expectConsistent(roundId: string) {
    const tables = await tablesOf(club.db, roundId);
    const entrantRows = await club.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, roundId));
    const seated = tables.flatMap((tb) => tb.players.map((p) => [p, tb.id]));
    expect(entrantRows.map((r) => [r.entrantId, r.matchId]).sort()).toEqual(seated.sort());
    expect(new Set(seated.map(([p]) => p)).size).toBe(seated.length);
  }

  it("across tables: the two exchange table and position, the round's version goes up, the swap is explained", async () => {
    const { id } = await tournamentWith(22);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    const before = await tablesOf(club.db, drafted.roundId);
    const row = await roundRow(drafted.roundId);
    expect(row.warnings).toEqual([]);
    const [a, b] = [before[0]!.players[1]!, before[3]!.players[2]!];
    const res = await api().round.swap({ roundId: row.id, version: row.version, a, b });
    expect(res).toMatchObject({ version: row.version + 1, warnings: [] });
    const after = await tablesOf(club.db, drafted.roundId);
    expect(after[0]!.players).toEqual(before[0]!.players.map((p) => (p === a ? b : p)));
    expect(after[3]!.players).toEqual(before[3]!.players.map((p) => (p === b ? a : p)));
    for (const i of [1, 2, 4]) expect(after[i]!.players).toEqual(before[i]!.players);
    await expectConsistent(drafted.roundId);
    const view = await api().round.get({ tournamentId: id, round: 1 });
    expect(view.round.explanations.at(-1)).toMatchObject({ code: "swapped", entrants: [a, b] });
    expect(view.round.version).toBe(row.version + 1);
    // The stale version (the one before the swap) is refused; nothing moves.
    const stale = await trpcError(api().round.swap({ roundId: row.id, version: row.version, a, b }));
    expect(stale.code).toBe("CONFLICT");
    expect(await tablesOf(club.db, drafted.roundId)).toEqual(after);
  });

  it("within a table: the two exchange positions, the one now at position 1 deals first", async () => {
    const { id } = await tournamentWith(9);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    const before = await tablesOf(club.db, drafted.roundId);
    const five = before.find((tb) => tb.players.length === 5)!;
    const row = await roundRow(drafted.roundId);
    const [a, b] = [five.players[0]!, five.players[4]!];
    await api().round.swap({ roundId: row.id, version: row.version, a, b });
    const after = (await tablesOf(club.db, drafted.roundId)).find((tb) => tb.id === five.id)!;
    expect(after.players).toEqual([b, ...five.players.slice(1, 4), a]);
    const seatRows = await club.db.select().from(tableSeats).where(eq(tableSeats.matchId, five.id));
    expect(seatRows.map((s) => s.position).sort()).toEqual([0, 1, 2, 3, 4]);
    const view = await api().round.get({ tournamentId: id, round: 1 });
    expect(view.tables.find((tb) => tb.matchId === five.id)!.firstDealer.entrantId).toBe(b);
    await expectConsistent(drafted.roundId);
  });

  it("refuses a withdrawn or unseated player and the same player twice, naming the field; nothing is written", async () => {
    const { id, entrants } = await tournamentWith(22);
    const gone = entrants[21]!;
    const left = await api().tournament.withdraw({ entrantId: gone.id, version: gone.version });
    // Refusals name a player as a player, never as a pair.
    const again = errorData(await trpcError(api().tournament.withdraw({ entrantId: gone.id, version: left.version })));
    // Start numbers follow the registration: the 22nd player is number 22, the first number 1.
    expect([again.de, again.en]).toEqual(["Spieler 22 hat schon zurückgezogen.", "Player 22 has withdrawn already."]);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    const first = entrants[0]!;
    const inDraft = errorData(await trpcError(api().tournament.withdraw({ entrantId: first.id, version: first.version })));
    expect(inDraft.de).toBe("Runde 1 liegt als Entwurf vor und setzt Spieler 1. Bitte den Entwurf erst verwerfen.");
    const before = await tablesOf(club.db, drafted.roundId);
    const row = await roundRow(drafted.roundId);
    const seated = before[0]!.players[0]!;
    const withdrawn = errorData(await trpcError(api().round.swap({ roundId: row.id, version: row.version, a: gone.id, b: seated })));
    expect(withdrawn.fieldErrors?.a?.[0]?.de).toBe("Dieser Spieler sitzt in Runde 1 an keinem Tisch.");
    // A player of another tournament is no player of this round either.
    const other = await tournamentWith(4);
    const stranger = errorData(await trpcError(api().round.swap({ roundId: row.id, version: row.version, a: seated, b: other.entrants[0]!.id })));
    expect(stranger.fieldErrors?.b?.[0]?.en).toBe("This player has no seat in round 1.");
    const self = errorData(await trpcError(api().round.swap({ roundId: row.id, version: row.version, a: seated, b: seated })));
    expect(self.fieldErrors?.b?.[0]?.de).toBe("Bitte zwei verschiedene Spieler wählen.");
    expect(await tablesOf(club.db, drafted.roundId)).toEqual(before);
    expect((await roundRow(drafted.roundId)).version).toBe(row.version);
  });

  it("refuses a published round", async () => {
    const { id } = await tournamentWith(8);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    const row = await roundRow(drafted.roundId);
    await api().round.publish({ roundId: row.id, version: row.version });
    const published = await roundRow(drafted.roundId);
    const before = await tablesOf(club.db, drafted.roundId);
    const [a, b] = [before[0]!.players[0]!, before[1]!.players[0]!];
    const refused = await trpcError(api().round.swap({ roundId: row.id, version: published.version, a, b }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(errorData(refused).fieldErrors?.roundId?.[0]?.de).toBe("Runde 1 ist kein Entwurf mehr.");
    expect(await tablesOf(club.db, drafted.roundId)).toEqual(before);
  });

  it("round 2: a swap that seats round-1 table-mates together again warns, and the warning is stored with the round", async () => {
    const { id } = await tournamentWith(16);
    const r1 = await api().round.pair({ tournamentId: id, round: 1 });
    await api().round.publish({ roundId: r1.roundId, version: (await roundRow(r1.roundId)).version });
    const first = await tablesOf(club.db, r1.roundId);
    // Results as the Spielliste stores them: points per player, the tables complete, the round closed.
    for (const tb of first)
      for (const [position, entrantId] of tb.players.entries())
        await club.db.update(roundEntrants).set({ points: 3 - 2 * position }).where(and(eq(roundEntrants.matchId, tb.id), eq(roundEntrants.entrantId, entrantId)));
    await club.db.update(matches).set({ status: "complete" }).where(inArray(matches.id, first.map((tb) => tb.id)));
    await club.db.update(rounds).set({ status: "closed" }).where(eq(rounds.id, r1.roundId));

    const r2 = await api().round.pair({ tournamentId: id, round: 2 });
    const row = await roundRow(r2.roundId);
    expect(row.warnings).toEqual([]);
    const second = await tablesOf(club.db, r2.roundId);
    // Bring a round-1 table-mate of table 1's first player to table 1, in place of its second player.
    const [p, q] = second[0]!.players;
    const mate = first.find((tb) => tb.players.includes(p!))!.players.find((x) => x !== p)!;
    const res = await api().round.swap({ roundId: row.id, version: row.version, a: q!, b: mate });
    const repeat = res.warnings.find((w) => w.code === "repeatMate" && w.entrants.includes(p!) && w.entrants.includes(mate));
    expect(repeat).toMatchObject({ table: 1 });
    expect(repeat!.de).toMatch(/^Spieler \d+ \(Nr\. \d+\) und Spieler \d+ \(Nr\. \d+\) sitzen wieder zusammen an einem Tisch \(zuvor in Runde 1\)\.$/);
    // Each language numbers the players in its own words.
    expect(repeat!.en).toMatch(/^Spieler \d+ \(no\. \d+\) and Spieler \d+ \(no\. \d+\) sit at one table again \(before in round 1\)\.$/);
    const view = await api().round.get({ tournamentId: id, round: 2 });
    expect(view.round.warnings).toEqual(res.warnings);
    await expectConsistent(r2.roundId);
    // Swapping back clears the warnings again.
    const back = await api().round.swap({ roundId: row.id, version: res.version, a: q!, b: mate });
    expect(back.warnings).toEqual([]);
    expect((await tablesOf(club.db, r2.roundId)).map((tb) => tb.players)).toEqual(second.map((tb) => tb.players));
  });

  it("another club's organizer gets FORBIDDEN, nobody signed in UNAUTHORIZED; nothing moves", async () => {
    const { id } = await tournamentWith(8);
    const drafted = await api().round.pair({ tournamentId: id, round: 1 });
    const row = await roundRow(drafted.roundId);
    const before = await tablesOf(club.db, drafted.roundId);
    const input = { roundId: row.id, version: row.version, a: before[0]!.players[0]!, b: before[1]!.players[0]! };
    const bernd = await makeUser(club.db, "Bernd");
    await callerFor(club.db, bernd).club.create({ name: "Fremder Verein" });
    expect((await trpcError(callerFor(club.db, bernd).round.swap(input))).code).toBe("FORBIDDEN");
    expect((await trpcError(callerFor(club.db, null).round.swap(input))).code).toBe("UNAUTHORIZED");
    expect(await tablesOf(club.db, drafted.roundId)).toEqual(before);
  });
});
