import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundRobinRound, roundRobinRoundCount, roundRobinSchedule } from "./round-robin";
import type { Entrant } from "../types";

const field = (n: number): Entrant[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1) }));
const games = (n: number) => roundRobinSchedule(field(n)).map((r) => r.tables.map((t) => `${t.home}-${t.away}`).join(" "));

describe("round robin (Berger tables)", () => {
  it("reproduces the FIDE Berger table for 6 entrants", () => {
    expect(games(6)).toEqual(["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"]);
  });

  it("reproduces the FIDE Berger table for 4 entrants and gives 5 entrants a bye per round", () => {
    expect(games(4)).toEqual(["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
    const five = roundRobinSchedule(field(5));
    expect(five.map((r) => r.bye)).toEqual(["1", "4", "2", "5", "3"]);
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 3],
    [8, 7],
    [9, 9],
  ])("%i entrants play %i rounds", (n, rounds) => {
    expect(roundRobinRoundCount(n)).toBe(rounds);
  });

  it("every pair meets every other exactly once, each entrant once per round, home/away balanced", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.boolean(), fc.integer(), (n, shuffle, seed) => {
        const schedule = roundRobinSchedule(field(n), { shuffle, seed });
        expect(schedule).toHaveLength(roundRobinRoundCount(n));
        const met = new Map<string, number>();
        const home = new Map<string, number>();
        const byes = new Map<string, number>();
        for (const r of schedule) {
          const seen = r.tables.flatMap((t) => [t.home, t.away]).concat(r.bye ? [r.bye] : []);
          expect(new Set(seen).size).toBe(n);
          expect(seen).toHaveLength(n);
          expect(r.tables.map((t) => t.table)).toEqual(r.tables.map((_, i) => i + 1));
          for (const t of r.tables) {
            const key = [t.home, t.away].sort().join("|");
            met.set(key, (met.get(key) ?? 0) + 1);
            home.set(t.home, (home.get(t.home) ?? 0) + 1);
          }
          if (r.bye) byes.set(r.bye, (byes.get(r.bye) ?? 0) + 1);
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((c) => c === 1)).toBe(true);
        if (n % 2 === 1) expect([...byes.values()].filter((c) => c === 1)).toHaveLength(n);
        const gamesEach = n % 2 === 0 ? n - 1 : n - 1;
        for (const e of field(n)) {
          const h = home.get(e.id) ?? 0;
          expect(Math.abs(h - (gamesEach - h))).toBeLessThanOrEqual(n % 2 === 0 ? 1 : 2);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("round k equals the k-th round of the schedule; same seed, same draw", () => {
    const entrants = field(9);
    const schedule = roundRobinSchedule(entrants, { shuffle: true, seed: 77 });
    for (let k = 1; k <= 9; k++) expect(roundRobinRound(entrants, k, { shuffle: true, seed: 77 })).toEqual(schedule[k - 1]);
    expect(roundRobinSchedule([...entrants].reverse(), { shuffle: true, seed: 77 })).toEqual(schedule);
    expect(roundRobinSchedule(entrants, { shuffle: true, seed: 78 })).not.toEqual(schedule);
  });

  it("leaves the opponent of a withdrawn pair idle and explains it", () => {
    const entrants = field(6).map((e) => (e.id === "6" ? { ...e, withdrawnAfterRound: 1 } : e));
    const r2 = roundRobinRound(entrants, 2);
    expect(r2.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["5-3", "1-2"]);
    expect(r2.idle).toEqual(["4"]);
    expect(r2.explanations.some((e) => e.code === "excluded" && e.entrants[0] === "4")).toBe(true);
    expect(() => roundRobinRound(entrants, 6)).toThrow(RangeError);
  });
});
