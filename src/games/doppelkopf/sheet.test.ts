// A Doppelkopf evening on a game sheet (issue 13): a fixed number of games ends with the highest totals named; an
// open evening goes on until its owner finishes it; at five the dealer sits out.
import { describe, expect, it } from "vitest";
import { doppelkopfSheet } from "./sheet";
import { gameSeats } from "./spielliste";

const game = (dealer: number, re: number[], reAugen: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re, announcements: { re: "none", kontra: "none" }, reAugen, tricksless: null, special: [] },
});

describe("Doppelkopf game sheets", () => {
  it("four players, eight games: the sheet ends after the eighth with the best named", () => {
    const setting = { players: 4, rules: { preset: "house" }, firstDealer: 0, target: null, games: 8 };
    const records: Record<string, unknown>[] = [];
    for (let i = 0; i < 8; i++) {
      const now = doppelkopfSheet.replay(setting, records);
      expect([now.over, now.nextDealer]).toEqual([false, i % 4]);
      records.push(game(i % 4, [0, 1], i % 3 === 0 ? 100 : 150));
    }
    const done = doppelkopfSheet.replay(setting, records);
    expect(done.errors).toEqual([]);
    expect(done.over).toBe(true);
    const best = Math.max(...done.totals);
    expect(done.winners).toEqual(done.totals.flatMap((t, p) => (t === best ? [p] : [])));
    expect(doppelkopfSheet.replay(setting, [...records, game(0, [0, 1], 130)]).errors[0]).toMatchObject({ code: "LIST_COMPLETE", path: "deals[8]" });
  });

  it("counts each player's solos played and won by where he sat, exports each game with the rules, ends open only without a number of games", () => {
    const setting = { players: 5, rules: { preset: "house" }, firstDealer: 0, target: null, games: 2 };
    // Game 1: position 1 deals and sits out; the solo's engine seat 1 is position 3 (the second who plays).
    const solo = { ...game(gameSeats(5, 0).engineDealer, [1], 130), summary: { ...game(0, [1], 130).summary, type: "damen-solo" } };
    const lost = { ...game(gameSeats(5, 1).engineDealer, [0], 100), summary: { ...game(0, [0], 100).summary, type: "buben-solo" } };
    const now = doppelkopfSheet.replay(setting, [solo, lost]);
    expect(now.errors).toEqual([]);
    const stats = [0, 1, 2, 3, 4].map((p) => doppelkopfSheet.playerStats(now, p));
    expect(stats).toEqual([
      { solos: 1, solosWon: 0 },
      { solos: 0, solosWon: 0 },
      { solos: 1, solosWon: 1 },
      { solos: 0, solosWon: 0 },
      { solos: 0, solosWon: 0 },
    ]);
    expect(doppelkopfSheet.exportRecord({ number: 1, record: solo }, { preset: "house" })).toEqual({ ...solo, rules: { preset: "house" } });
    expect(now.deals.map((d) => doppelkopfSheet.dealKind(d.detail))).toEqual(["damen-solo", "buben-solo"]);
    expect([doppelkopfSheet.openEnded(setting), doppelkopfSheet.openEnded({ ...setting, games: null })]).toEqual([false, true]);
  });

  it("an open evening never ends by itself; at five the dealer sits out with 0", () => {
    const setting = { players: 5, rules: { preset: "house" }, firstDealer: 2, target: null, games: null };
    const records: Record<string, unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      const next = doppelkopfSheet.replay(setting, records).nextDealer!;
      records.push(game(gameSeats(5, next).engineDealer, [0, 2], 140));
    }
    const now = doppelkopfSheet.replay(setting, records);
    expect(now.errors).toEqual([]);
    expect([now.over, now.winners, now.nextDealer]).toEqual([false, null, (2 + 30) % 5]);
    expect(now.deals[0]!.score[2]).toBe(0); // position 3 dealt game 1 and sat out
  });
});
