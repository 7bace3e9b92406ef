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

  it("ranks by total points; equal rows share a rank by default, a chosen best-round tiebreak separates them", () => {
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
    // p and q: equal totals (6). By default they share 1st (gleichauf), the next is 3rd; with the best round as
    // tiebreak p (10) ranks before q (3), and the row says the Stechen decided.
    const twoRounds = [
      { round: 1, table: 1, players: ["p", "q", "r", "s"], points: [10, 3, 2, -15] },
      { round: 2, table: 1, players: ["p", "q", "r", "s"], points: [-4, 3, 2, -1] },
    ];
    const shared = individualStandings(["p", "q", "r", "s"], twoRounds);
    expect(shared.map((r) => [r.player, r.rank, r.placeRule])).toEqual([["p", 1, "shared"], ["q", 1, "shared"], ["r", 3, null], ["s", 4, null]]);
    const tie = individualStandings(["p", "q", "r", "s"], twoRounds, { mode: "total", tiebreaks: ["bestRound"] });
    expect(tie.map((r) => [r.player, r.rank, r.placeRule])).toEqual([["p", 1, "bestRound"], ["q", 2, "bestRound"], ["r", 3, null], ["s", 4, null]]);
    const even = individualStandings(["r", "s", "t", "u"], [{ round: 1, table: 1, players: ["r", "s", "t", "u"], points: [5, 5, -5, -5] }], { mode: "total", tiebreaks: ["bestRound"] });
    expect(even.map((r) => [r.rank, r.placeRule])).toEqual([[1, "shared"], [1, "shared"], [3, "shared"], [3, "shared"]]);
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

  it("as published results: two players 7th on equal totals, the next 9th", () => {
    const names = "abcdefghijkl".split("");
    // One round, three tables of four, each summing to zero: six players above -17, two on it.
    const points = [
      [30, 25, -20, -35],
      [10, 5, -17, 2],
      [-17, -20, 55, -18],
    ];
    const ts = points.map((p, k) => ({ round: 1, table: k + 1, players: names.slice(4 * k, 4 * k + 4), points: p }));
    const rows = individualStandings(names, ts);
    const seventh = rows.filter((r) => r.total === -17);
    expect(seventh.map((r) => [r.rank, r.placeRule])).toEqual([[7, "shared"], [7, "shared"]]);
    expect(rows[rows.indexOf(seventh[1]!) + 1]!.rank).toBe(9);
  });

  it("ranks only players who played every round when asked; the others are listed last, without a place", () => {
    const late = [...tables, { round: 2, table: 3, players: ["late", "x1", "x2", "x3"], points: [30, 0, 0, -30] }];
    const everyone = individualStandings([...players, "late"], late, "total");
    expect(everyone.find((r) => r.player === "late")).toMatchObject({ rank: 1, complete: false });
    const rows = individualStandings([...players, "late"], late, { mode: "total", onlyComplete: true, rounds: [1, 2] });
    expect(rows.at(-1)).toMatchObject({ player: "late", rank: null, placeRule: null, complete: false });
    expect(rows.slice(0, -1).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("tiebreaks apply in the order chosen, and the row names the one that decided", () => {
    // a and b: equal totals and equal best rounds; a won two tables, b one.
    const ts: TableResult[] = [
      { round: 1, table: 1, players: ["a", "c", "d", "e"], points: [5, 4, -4, -5] },
      { round: 1, table: 2, players: ["b", "f", "g", "h"], points: [-5, 6, 0, -1] },
      { round: 2, table: 1, players: ["a", "f", "c", "g"], points: [-5, -4, 4, 5] },
      { round: 2, table: 2, players: ["b", "d", "e", "h"], points: [5, 4, -4, -5] },
      { round: 3, table: 1, players: ["a", "d", "f", "h"], points: [3, 2, -2, -3] },
      { round: 3, table: 2, players: ["b", "c", "e", "g"], points: [3, 4, -3, -4] },
    ];
    const names = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const rows = individualStandings(names, ts, { mode: "total", tiebreaks: ["bestRound", "roundWins"] });
    const [a, b] = ["a", "b"].map((n) => rows.find((r) => r.player === n)!);
    expect([a!.total, b!.total, a!.bestRound, b!.bestRound, a!.roundWins, b!.roundWins]).toEqual([3, 3, 5, 5, 2, 1]);
    expect([a!.rank! + 1, a!.placeRule, b!.placeRule]).toEqual([b!.rank, "roundWins", "roundWins"]);
  });

  it("ranks never decrease down the list, and rows equal on every criterion share theirs", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), fc.constantFrom("total", "average", "placement" as const), (rounds, mode) => {
        // Four players at one table each round; the fourth balances the row to zero.
        const ts = rounds.map((p, i) => ({ round: i + 1, table: 1, players: ["a", "b", "c", "d"], points: [...p, -p.reduce((s, x) => s + x, 0)] }));
        const rows = individualStandings(["a", "b", "c", "d"], ts, mode);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i]!.rank!).toBeGreaterThanOrEqual(rows[i - 1]!.rank!);
          // By default nothing breaks a tie: rows equal on the ranking share the place.
          const primary = mode === "placement" ? "placementPoints" : mode === "average" ? "average" : "total";
          if (rows[i]![primary] === rows[i - 1]![primary]) expect([rows[i]!.rank, rows[i]!.placeRule]).toEqual([rows[i - 1]!.rank, "shared"]);
        }
      }),
    );
  });
});
