import { describe, expect, it } from "vitest";
import { firstDealer, higherRankedSitsHome, numberTables, SEATS } from "./seating";
import { mixSeed } from "../seeds";

describe("seating", () => {
  it.each([
    [{ home: 2, away: 1 }, { home: 1, away: 2 }, "balance", false],
    [{ home: 1, away: 2 }, { home: 2, away: 1 }, "balance", true],
    [{ home: 1, away: 1 }, { home: 1, away: 1 }, "balance", true],
    [{ home: 3, away: 0 }, { home: 0, away: 3 }, "higherRankedHome", true],
  ] as const)("higher %j, lower %j, rule %s: higher sits North/South = %s", (higher, lower, rule, expected) => {
    expect(higherRankedSitsHome(higher, lower, rule)).toBe(expected);
  });

  it("draws the first dealer from seed, round and table, deterministically and evenly", () => {
    expect(firstDealer(42, 3, 7)).toBe(firstDealer(42, 3, 7));
    const counts = new Map<string, number>();
    for (let t = 1; t <= 4000; t++) {
      const s = firstDealer(42, 1, t);
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    for (const seat of SEATS) expect(counts.get(seat)).toBeGreaterThan(850);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });

  it("numbers tables top first", () => {
    const rank: Record<string, number> = { a: 3, b: 4, c: 1, d: 5, e: 2, f: 6 };
    const tables = numberTables([{ home: "a", away: "b" }, { home: "d", away: "c" }, { home: "e", away: "f" }], (id) => rank[id] as number);
    expect(tables.map((t) => [t.table, t.home])).toEqual([[1, "d"], [2, "e"], [3, "a"]]);
  });
});
