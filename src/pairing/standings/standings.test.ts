import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, shuffle } from "@/engine";
import { computeStandings } from "./standings";
import type { Entrant, MatchRecord, Tiebreak } from "../types";

const four: Entrant[] = ["A", "B", "C", "D"].map((id) => ({ id }));
const twoRounds: MatchRecord[] = [
  { kind: "played", round: 1, home: "A", away: "B", homePoints: 100, awayPoints: 50 },
  { kind: "played", round: 1, home: "C", away: "D", homePoints: 80, awayPoints: 80 },
  { kind: "played", round: 2, home: "A", away: "C", homePoints: 60, awayPoints: 90 },
  { kind: "played", round: 2, home: "B", away: "D", homePoints: 70, awayPoints: 40 },
];
const summary = (tiebreaks?: Tiebreak[]) =>
  computeStandings(four, twoRounds, tiebreaks ? { tiebreaks } : {}).rows.map((r) => `${r.rank}.${r.entrant}`).join(" ");

describe("standings: examples", () => {
  it("adds up match points, game points, difference and Buchholz", () => {
    const s = computeStandings(four, twoRounds);
    expect(s.throughRound).toBe(2);
    expect(s.rows.map((r) => [r.entrant, r.rank, r.matchPoints, r.pointsFor, r.pointsAgainst, r.pointDiff, r.buchholz, r.wins, r.draws, r.losses])).toEqual([
      ["C", 1, 3, 170, 140, 30, 3, 1, 1, 0],
      ["A", 2, 2, 160, 140, 20, 5, 1, 0, 1],
      ["B", 3, 2, 120, 140, -20, 3, 1, 0, 1],
      ["D", 4, 1, 120, 150, -30, 5, 0, 1, 1],
    ]);
  });

  it.each<[Tiebreak[], string]>([
    [["matchPoints"], "1.C 2.A 2.B 4.D"],
    [["matchPoints", "wins"], "1.C 2.A 2.B 4.D"],
    [["matchPoints", "headToHead"], "1.C 2.A 3.B 4.D"],
    [["matchPoints", "buchholz"], "1.C 2.A 3.B 4.D"],
    [["buchholz", "matchPoints"], "1.A 2.D 3.C 4.B"],
    [[], "1.A 1.B 1.C 1.D"],
  ])("tiebreak order %j ranks %s (ties share a rank)", (tiebreaks, expected) => {
    expect(summary(tiebreaks)).toBe(expected);
  });

  it("keeps rank and cumulative match points per round, ties shared", () => {
    const rows = new Map(computeStandings(four, twoRounds).rows.map((r) => [r.entrant, r.history]));
    expect(rows.get("A")).toEqual([{ round: 1, rank: 1, matchPoints: 2 }, { round: 2, rank: 2, matchPoints: 2 }]);
    expect(rows.get("C")).toEqual([{ round: 1, rank: 2, matchPoints: 1 }, { round: 2, rank: 1, matchPoints: 3 }]);
    expect(rows.get("D")).toEqual([{ round: 1, rank: 2, matchPoints: 1 }, { round: 2, rank: 4, matchPoints: 1 }]);
    expect(rows.get("B")?.[0]).toEqual({ round: 1, rank: 4, matchPoints: 0 });
  });

  it("scores byes and adjusted results as configured, marks withdrawals, ignores later rounds", () => {
    const entrants: Entrant[] = [{ id: "A" }, { id: "B" }, { id: "C", withdrawnAfterRound: 1 }, { id: "D", enteredRound: 2 }];
    const results: MatchRecord[] = [
      { kind: "played", round: 1, home: "A", away: "C", homePoints: 30, awayPoints: 20 },
      { kind: "bye", round: 1, entrant: "B" },
      { kind: "adjusted", round: 2, home: "A", away: "B", homePoints: 0, awayPoints: 0, homeOutcome: "loss", awayOutcome: "loss" },
      { kind: "adjusted", round: 2, home: "D", away: "C", homePoints: 40, awayPoints: 0, homeOutcome: "win", awayOutcome: "loss" },
      { kind: "played", round: 3, home: "A", away: "D", homePoints: 1, awayPoints: 0 },
    ];
    const scoring = { win: 3, draw: 1, loss: 0, bye: { matchPoints: 3, pointsFor: 25, pointsAgainst: 0 } };
    const s = computeStandings(entrants, results, { scoring, throughRound: 2 });
    const row = (id: string) => s.rows.find((r) => r.entrant === id);
    expect(row("A")).toMatchObject({ matchPoints: 3, pointsFor: 30, pointsAgainst: 20, wins: 1, losses: 1, played: 2, byes: 0 });
    expect(row("B")).toMatchObject({ matchPoints: 3, pointsFor: 25, pointsAgainst: 0, wins: 0, losses: 1, played: 1, byes: 1, buchholz: 3 });
    expect(row("C")).toMatchObject({ matchPoints: 0, withdrawn: true });
    expect(row("D")).toMatchObject({ matchPoints: 3, withdrawn: false, played: 1 });
    expect(s.rows.map((r) => r.entrant)).toEqual(["D", "B", "A", "C"]);
  });

  it("throws on programmer errors", () => {
    expect(() => computeStandings(four, [{ kind: "bye", round: 1, entrant: "X" }])).toThrow(/unknown entrant/);
    expect(() => computeStandings(four, twoRounds, { tiebreaks: ["elo" as Tiebreak] })).toThrow(RangeError);
    expect(() => computeStandings(four, [{ kind: "played", round: 1, home: "A", away: "B", homePoints: 1.5, awayPoints: 0 }])).toThrow(RangeError);
  });
});

describe("standings: properties", () => {
  const allTiebreaks: Tiebreak[] = ["matchPoints", "pointDiff", "pointsFor", "buchholz", "headToHead", "wins"];
  const scenario = fc.record({
    n: fc.integer({ min: 1, max: 14 }),
    rounds: fc.integer({ min: 0, max: 6 }),
    seed: fc.integer(),
    tiebreaks: fc.shuffledSubarray(allTiebreaks),
  });
  const build = (n: number, rounds: number, seed: number) => {
    const entrants: Entrant[] = Array.from({ length: n }, (_, i) => ({ id: `e${i}` }));
    const rng = createRng(seed);
    const results: MatchRecord[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = shuffle(entrants, rng);
      for (let k = 0; k + 1 < order.length; k += 2)
        results.push({ kind: "played", round, home: (order[k] as Entrant).id, away: (order[k + 1] as Entrant).id, homePoints: rng.int(4), awayPoints: rng.int(4) });
      if (order.length % 2) results.push({ kind: "bye", round, entrant: (order[order.length - 1] as Entrant).id });
    }
    return { entrants, results };
  };

  it("ranks are consistent: sorted, shared exactly by equal rows, 1 + number of better rows", () => {
    fc.assert(
      fc.property(scenario, ({ n, rounds, seed, tiebreaks }) => {
        const { entrants, results } = build(n, rounds, seed);
        const rows = computeStandings(entrants, results, { tiebreaks: tiebreaks.filter((t) => t !== "headToHead") }).rows;
        const plain = tiebreaks.filter((t) => t !== "headToHead") as Exclude<Tiebreak, "headToHead">[];
        const vec = (r: (typeof rows)[number]) => plain.map((t) => (t === "matchPoints" ? r.matchPoints : t === "pointDiff" ? r.pointDiff : t === "pointsFor" ? r.pointsFor : t === "buchholz" ? r.buchholz : r.wins));
        const cmp = (a: number[], b: number[]) => { for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return (b[k] as number) - (a[k] as number); return 0; };
        rows.forEach((r, i) => {
          const better = rows.filter((o) => cmp(vec(o), vec(r)) < 0).length;
          expect(r.rank).toBe(better + 1);
          if (i > 0) expect(cmp(vec(rows[i - 1] as (typeof rows)[number]), vec(r))).toBeLessThanOrEqual(0);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("with head-to-head too: ranks never decrease down the table and start at 1", () => {
    fc.assert(
      fc.property(scenario, ({ n, rounds, seed, tiebreaks }) => {
        const { entrants, results } = build(n, rounds, seed);
        const rows = computeStandings(entrants, results, { tiebreaks }).rows;
        expect(rows).toHaveLength(n);
        expect(rows[0]?.rank).toBe(1);
        rows.forEach((r, i) => {
          if (i > 0) {
            const prev = rows[i - 1]?.rank as number;
            expect(r.rank === prev || r.rank === i + 1).toBe(true);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it("match points add up, differences cancel, history ends at the final row and matches throughRound", () => {
    fc.assert(
      fc.property(scenario, ({ n, rounds, seed, tiebreaks }) => {
        const { entrants, results } = build(n, rounds, seed);
        const s = computeStandings(entrants, results, { tiebreaks });
        const matches = results.filter((r) => r.kind === "played").length;
        const byes = results.length - matches;
        expect(s.rows.reduce((t, r) => t + r.matchPoints, 0)).toBe(2 * matches + 2 * byes);
        expect(s.rows.reduce((t, r) => t + r.pointDiff, 0)).toBe(0);
        for (const r of s.rows) {
          expect(r.history).toHaveLength(s.throughRound);
          if (s.throughRound > 0) expect(r.history.at(-1)).toEqual({ round: s.throughRound, rank: r.rank, matchPoints: r.matchPoints });
        }
        for (let k = 1; k < s.throughRound; k++) {
          const past = computeStandings(entrants, results, { tiebreaks, throughRound: k, history: false });
          for (const r of past.rows) {
            const now = s.rows.find((x) => x.entrant === r.entrant);
            expect(now?.history[k - 1]).toEqual({ round: k, rank: r.rank, matchPoints: r.matchPoints });
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
