// deals.jsonl of a Doppelkopf tournament (format 2): each line carries the context the table's Spielliste gave its
// game (Pflichtsoli done, games left for a Vorführung, who played and who sat out, after time or not), so that the
// engine's command line scores every line alone to the stored score, and the list can be rebuilt from the export.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scoreRecordLine } from "@/engine";
import { gameSeats } from "@/games";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament } from "../../../../test/doppelkopf-fixtures";
import { deals, matches, rounds, tournaments } from "../../db/schema";
import { exportDeals } from "./export-deals";

const game = (type: string, dealer: number, re: number[], reAugen = 150) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: { re: "none", kontra: "none" }, reAugen, tricksless: null, special: [] },
});

describe.each(drivers)("deals.jsonl of a Doppelkopf tournament (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  it("re-scores every line alone: a Pflichtsolo, a Lustsolo, a normal game, then after time the Vorführungen", async () => {
    const x = await doppelkopfTournament(club, 4, { gamesPerTable: { four: 8, five: 10 } });
    await club.db.update(tournaments).set({ visibility: "public" }).where(eq(tournaments.id, x.id));
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, roundId));
    const matchId = m!.id;
    const enter = async (record: Record<string, unknown>) => {
      const view = await club.api().result.getSpielliste({ matchId });
      return club.api().result.submitDeal({ matchId, matchVersion: view.match.version, number: view.records.length + 1, record });
    };
    const nextDealer = async () => gameSeats(4, (await club.api().result.getSpielliste({ matchId })).list.next!.dealer).engineDealer;
    // Seat 1's Pflichtsolo keeps the deal (TSR 4.2.5); his second solo is a Lustsolo; then a normal game.
    await enter(game("damen-solo", await nextDealer(), [(m!.firstDealer + 1) % 4]));
    await enter(game("damen-solo", await nextDealer(), [(m!.firstDealer + 1) % 4]));
    await enter(game("normal", await nextDealer(), [0, 2]));
    // Time is up: the five games left are struck, and the three missing Pflichtsoli follow, each vorgeführt.
    await club.api().result.strikeGames({ matchId, strike: true, reason: "Zeit laut Schiedsrichter" });
    for (let i = 0; i < 3; i++) {
      const view = await club.api().result.getSpielliste({ matchId });
      const next = view.list.next!;
      const due = [1, 2, 3, 4].map((k) => (next.dealer + k) % 4).find((p) => !view.list.pflichtsolo![p])!;
      await enter(game("buben-solo", gameSeats(4, next.dealer).engineDealer, [due]));
    }

    let text = "";
    for await (const chunk of await exportDeals({ ctx: { db: club.db, user: null, clientAddress: "" }, input: { slug: (await club.db.select().from(tournaments).where(eq(tournaments.id, x.id)))[0]!.slug } }))
      text += chunk;
    const lines = text.trim().split("\n");
    const parsed = lines.map((l) => JSON.parse(l));
    const stored = await club.db.select().from(deals).where(eq(deals.matchId, matchId)).orderBy(deals.number);
    expect(parsed).toHaveLength(6);
    expect(parsed.map((l) => [l.format, l.roundNumber, l.table, l.deal])).toEqual([1, 2, 3, 4, 5, 6].map((n) => ["stichfest.deals/2", 1, 1, n]));
    expect(parsed.map((l) => [l.pflichtsolo, l.vorgefuehrt, l.struck])).toEqual([
      [true, false, false],
      [false, false, false],
      [false, false, false],
      [true, true, true],
      [true, true, true],
      [true, true, true],
    ]);
    // The engine's round context, where the round number used to be.
    expect(parsed[1].round).toEqual({ pflichtsoloDone: [(m!.firstDealer + 1) % 4], gamesLeft: 7 });
    expect(parsed[3].round).toMatchObject({ gamesLeft: 3 });

    const totals = [0, 0, 0, 0];
    for (const [i, line] of lines.entries()) {
      // The command line's function, on the line as exported.
      const again = scoreRecordLine(line);
      expect(again.ok, JSON.stringify(again.ok ? null : again.errors)).toBe(true);
      if (!again.ok) continue;
      const l = parsed[i];
      // The engine scores its seats; the line says which position played each.
      const byPosition = [0, 0, 0, 0];
      again.score.forEach((points, seat) => (byPosition[l.active[seat]] = points));
      expect(byPosition).toEqual(l.score);
      expect(l.score).toEqual(stored[i]!.score);
      const detail = again.detail as { pflichtsolo?: boolean; vorgefuehrt?: boolean };
      expect([detail.pflichtsolo === true, detail.vorgefuehrt === true]).toEqual([l.pflichtsolo, l.vorgefuehrt]);
      l.score.forEach((points: number, p: number) => (totals[p]! += points));
    }
    // The list rebuilt from the export alone gives the table's totals.
    expect(totals).toEqual((await club.api().result.getSpielliste({ matchId })).list.totals);
    // Without its context a Vorführung is not one to the engine: the context is what makes the line re-check.
    const bare = { ...parsed[3] };
    delete bare.round;
    const alone = scoreRecordLine(JSON.stringify(bare));
    expect(alone.ok && (alone.detail as { vorgefuehrt?: boolean }).vorgefuehrt).not.toBe(true);
  });

  it("the command line refuses an annotation of the wrong type, naming it", () => {
    const line = { ...game("normal", 0, [0, 2]), rules: { preset: "ddv" }, table: "eins" };
    expect(scoreRecordLine(JSON.stringify(line))).toMatchObject({ ok: false, errors: [{ code: "FIELD_INVALID", path: "table" }] });
  });
});
