import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { individualStandings, tablePlaces, type TableResult } from "./individual";

describe("table places", () => {
  it("gives +3/+1/-1/-3 at four and +4/+2/0/-2/-4 at five; a shared place averages its points", () => {
    expect(tablePlaces([30, 10, -10, -30]).map((p) => p.placementPoints)).toEqual([3, 1, -1, -3]);
    expect(tablePlaces([0, 40, -20, 0, -20]).map((p) => p.placementPoints)).toEqual([1, 4, -3, 1, -3]);
    expect(tablePlaces([5, 5, -5, -5]).map((p) => p.place)).toEqual([1, 1, 3, 3]);
  });

  it("placement points sum to zero at every table", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 4, maxLength: 4 }), fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 5, maxLength: 5 })), (points) => {
        const places = tablePlaces(points);
        expect(places.reduce((s, p) => s + p.placementPoints, 0)).toBe(0);
        for (const p of places) expect(Number.isInteger(p.placementPoints)).toBe(true);
      }),
    );
  });
});

describe("individual standings", () => {
  const tables: TableResult[] = [
    { round: 1, table: 1, players: ["a", "b", "c", "d"], points: [12, 4, -6, -10] },
    { round: 1, table: 2, players: ["e", "f", "g", "h"], points: [12, -4, -4, -4] },
    { round: 2, table: 1, players: ["a", "e", "c", "g"], points: [-2, 2, 10, -10] },
    { round: 2, table: 2, players: ["b", "f", "d", "h"], points: [8, 0, 0, -8] },
  ];
  const players = ["a", "b", "c", "d", "e", "f", "g", "h"];

  it("ranks by total points, then best round; equal rows share a rank", () => {
    const rows = individualStandings(players, tables, "total");
    expect(rows.map((r) => [r.player, r.total, r.rank])).toEqual([
      ["e", 14, 1],
      ["b", 12, 2],
      ["a", 10, 3],
      ["c", 4, 4],
      ["f", -4, 5],
      ["d", -10, 6],
      ["h", -12, 7],
      ["g", -14, 8],
    ]);
    // p and q: equal totals (6), and p has the better best round, so p ranks first.
    const tie = individualStandings(["p", "q", "r", "s"], [
      { round: 1, table: 1, players: ["p", "q", "r", "s"], points: [10, 3, 2, -15] },
      { round: 2, table: 1, players: ["p", "q", "r", "s"], points: [-4, 3, 2, -1] },
    ]);
    expect(tie.map((r) => [r.player, r.rank])).toEqual([["p", 1], ["q", 2], ["r", 3], ["s", 4]]);
    const shared = individualStandings(["r", "s", "t", "u"], [{ round: 1, table: 1, players: ["r", "s", "t", "u"], points: [5, 5, -5, -5] }]);
    expect(shared.map((r) => r.rank)).toEqual([1, 1, 3, 3]);
  });

  it("by placement points the table results count, not the margins", () => {
    const rows = individualStandings(players, tables, "placement");
    const a = rows.find((r) => r.player === "a")!;
    expect(a.rounds.map((r) => r.placementPoints)).toEqual([3, -1]);
    expect(a.placementPoints).toBe(2);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.placementPoints).toBeGreaterThanOrEqual(rows[i]!.placementPoints);
  });

  it("by average a player who missed a round is not behind for it", () => {
    const rows = individualStandings([...players, "late"], [...tables, { round: 2, table: 3, players: ["late", "x1", "x2", "x3"], points: [9, 0, 0, -9] }], "average");
    expect(rows[0]!.player).toBe("late"); // 9 in one round beats e's 14 in two
  });

  it("ranks never decrease down the list, and rows equal on every criterion share theirs", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), fc.constantFrom("total", "average", "placement" as const), (rounds, mode) => {
        // Four players at one table each round; the fourth balances the row to zero.
        const ts = rounds.map((p, i) => ({ round: i + 1, table: 1, players: ["a", "b", "c", "d"], points: [...p, -p.reduce((s, x) => s + x, 0)] }));
        const rows = individualStandings(["a", "b", "c", "d"], ts, mode);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i]!.rank).toBeGreaterThanOrEqual(rows[i - 1]!.rank);
          const same = rows[i]!.total === rows[i - 1]!.total && rows[i]!.bestRound === rows[i - 1]!.bestRound && rows[i]!.placementPoints === rows[i - 1]!.placementPoints;
          if (same) expect(rows[i]!.rank).toBe(rows[i - 1]!.rank);
        }
      }),
    );
  });
});
