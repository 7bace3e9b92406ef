import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestOfRanking, placementRanking, sumRanking } from "./index";
import type { ParticipantResult, SeasonEvent, SeasonRow } from "./types";

const POOL = Array.from({ length: 15 }, (_, i) => `p${String(i).padStart(2, "0")}`);
const window = { kind: "range", from: "2026-01-01", to: "2026-12-31" } as const;

/** An event: 1-3 tables of 4 or 5 players from the pool, 1-3 rounds, each round's points random at every table. */
const eventArb = (id: string) =>
  fc
    .record({
      sizes: fc.array(fc.constantFrom(4, 5), { minLength: 1, maxLength: 3 }),
      order: fc.shuffledSubarray(POOL, { minLength: POOL.length, maxLength: POOL.length }),
      rounds: fc.integer({ min: 1, max: 3 }),
      points: fc.array(fc.integer({ min: -120, max: 120 }), { minLength: 45, maxLength: 45 }),
      month: fc.integer({ min: 1, max: 12 }),
      running: fc.boolean(),
    })
    .map(({ sizes, order, rounds, points, month, running }): SeasonEvent => {
      const results: ParticipantResult[] = [];
      let seat = 0;
      for (const size of sizes) {
        const players = order.slice(seat, seat + size);
        const byRound = Array.from({ length: rounds }, (_, r) => players.map((_, k) => points[(seat + k + r * 15) % points.length]!));
        players.forEach((key, k) => results.push({ key, rounds: byRound.map((table, r) => ({ round: r + 1, value: table[k]!, table: { points: table } })) }));
        seat += size;
      }
      const date = `2026-${String(month).padStart(2, "0")}-15`;
      return { id, date, players: results.length, rounds, running, results };
    });

const seasonArb = fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => eventArb(`e${i}`))));

/** Competition ranking: a placed row's place is one more than the placed rows strictly ahead of it. */
function checkPlaces(rows: SeasonRow[], ahead: (a: SeasonRow, b: SeasonRow) => boolean): void {
  const placed = rows.filter((r) => r.place !== null);
  for (const row of placed) expect(row.place).toBe(1 + placed.filter((o) => ahead(o, row)).length);
  // The rows without a place come after all the placed ones.
  expect(rows.slice(0, placed.length).every((r) => r.place !== null)).toBe(true);
}

describe("season properties", () => {
  it("sum: a row's total is the sum of its values in the window, whatever the order of the events", () => {
    fc.assert(
      fc.property(seasonArb, (events) => {
        const { rows } = sumRanking({ events }, {}, window);
        const { rows: reversed } = sumRanking({ events: [...events].reverse() }, {}, window);
        expect(reversed).toEqual(rows);
        for (const row of rows) {
          const expected = events.flatMap((e) => e.results.filter((r) => r.key === row.key)).flatMap((r) => r.rounds).reduce((s, r) => s + r.value, 0);
          expect(row.total).toBe(expected);
        }
        const all = events.flatMap((e) => e.results.flatMap((r) => r.rounds.map((x) => x.value))).reduce((s, v) => s + v, 0);
        expect(rows.reduce((s, r) => s + r.total, 0)).toBe(all);
        checkPlaces(rows, (a, b) => a.total > b.total);
      }),
    );
  });

  it("placement: the placement points of a season sum to 0 (every table does), and places follow them", () => {
    fc.assert(
      fc.property(seasonArb, (events) => {
        const { rows } = placementRanking({ events }, {}, window);
        expect(rows.reduce((s, r) => s + r.placementPoints!, 0)).toBe(0);
        checkPlaces(rows, (a, b) => a.placementPoints! > b.placementPoints!);
      }),
    );
  });

  it("best N: at most N events count, and no dropped event beats a counted one", () => {
    fc.assert(
      fc.property(seasonArb, fc.integer({ min: 1, max: 4 }), (events, best) => {
        const { rows } = bestOfRanking({ events }, { best }, window);
        for (const row of rows) {
          const counted = row.events.filter((e) => e.counted);
          const dropped = row.events.filter((e) => e.reason === "notBest");
          expect(counted.length).toBe(Math.min(best, row.events.length));
          for (const d of dropped) for (const c of counted) expect(d.total).toBeLessThanOrEqual(c.total);
          expect(row.total).toBe(counted.reduce((s, e) => s + e.total, 0));
        }
      }),
    );
  });
});
