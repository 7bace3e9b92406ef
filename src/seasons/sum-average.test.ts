import { describe, expect, it } from "vitest";
import { averageRanking, rankSeason, sumRanking } from "./index";
import type { ParticipantResult, SeasonEvent } from "./types";

const year = { kind: "range", from: "2026-01-01", to: "2026-12-31" } as const;

/** One participant's rounds with these values. */
const p = (key: string, ...values: number[]): ParticipantResult => ({ key, rounds: values.map((value, i) => ({ round: i + 1, value })) });
const evening = (id: string, date: string, results: ParticipantResult[], running = false): SeasonEvent => ({
  id,
  date,
  players: results.length,
  rounds: Math.max(...results.map((r) => r.rounds.length)),
  running,
  results,
});

describe("sum of points over the window", () => {
  it("equal totals share the place and the next is skipped (LSV 1873, 13.03.2015: 7. −17, 7. −17, then 9.)", () => {
    // Totals over two evenings: a 90, b 80, c 70, d 60, e 50, f 40, g −17, h −17, i −30.
    const one = evening("e1", "2026-03-13", [p("a", 50), p("b", 40), p("c", 30), p("d", 20), p("e", 10), p("f", 0), p("g", -10), p("h", 3), p("i", -20)]);
    const two = evening("e2", "2026-03-20", [p("a", 40), p("b", 40), p("c", 40), p("d", 40), p("e", 40), p("f", 40), p("g", -7), p("h", -20), p("i", -10)]);
    const { rows, rankedBy } = sumRanking({ events: [two, one] }, {}, year);
    expect(rankedBy).toBe("total");
    expect(rows.map((r) => [r.key, r.total, r.place])).toEqual([
      ["a", 90, 1],
      ["b", 80, 2],
      ["c", 70, 3],
      ["d", 60, 4],
      ["e", 50, 5],
      ["f", 40, 6],
      ["g", -17, 7],
      ["h", -17, 7],
      ["i", -30, 9],
    ]);
    // Each row lists its events in date order, whatever the input's order.
    expect(rows[0]!.events.map((e) => [e.event, e.total, e.counted])).toEqual([
      ["e1", 50, true],
      ["e2", 40, true],
    ]);
  });

  it("events outside the window are listed as such and do not count; a running event counts and is marked", () => {
    const before = evening("dec", "2025-12-18", [p("a", 100), p("b", 0)]);
    const jan = evening("jan", "2026-01-08", [p("a", 10, -5), p("b", 20, 15)]);
    const now = evening("feb", "2026-02-05", [p("a", 30)], true);
    const later = evening("next", "2027-01-07", [p("c", 50)]);
    const { rows } = rankSeason({ events: [before, jan, now, later] }, { kind: "sum" }, year);
    // a: 10 − 5 + 30 = 35 over 3 rounds (dec's 100 outside); b: 20 + 15 = 35 over 2 rounds; c played outside only.
    expect(rows.map((r) => [r.key, r.total, r.rounds, r.place])).toEqual([
      ["a", 35, 3, 1],
      ["b", 35, 2, 1],
    ]);
    expect(rows[0]!.events.map((e) => [e.event, e.counted, e.reason, e.running])).toEqual([
      ["dec", false, "outsideWindow", false],
      ["jan", true, null, false],
      ["feb", true, null, true],
    ]);
  });

  it("Klammern: a player gets his pair's match points each evening, partners changing", () => {
    // Evening 1: pair (anna, ben) 2 + 2 match points, (carl, dora) 0 + 0. Evening 2: (anna, carl) 2 + 0, (ben, dora) 0 + 2.
    // anna 4 + 2 = 6, ben 4 + 2 = 6, carl 0 + 2 = 2, dora 0 + 2 = 2.
    const e1 = evening("k1", "2026-04-01", [p("anna", 2, 2), p("ben", 2, 2), p("carl", 0, 0), p("dora", 0, 0)]);
    const e2 = evening("k2", "2026-04-08", [p("anna", 2, 0), p("carl", 2, 0), p("ben", 0, 2), p("dora", 0, 2)]);
    const { rows } = sumRanking({ events: [e1, e2] }, {}, year);
    expect(rows.map((r) => [r.key, r.total, r.place])).toEqual([
      ["anna", 6, 1],
      ["ben", 6, 1],
      ["carl", 2, 3],
      ["dora", 2, 3],
    ]);
  });

  it("a row with nothing counted gets no place (decision 51), and a minimum of rounds applies to sums too", () => {
    // Events of at least 3 players count. small (2 players) does not: z played only there, so he has a row
    // without a place. a: 10 + 20 = 30 over 2 rounds; b: 40 over 1 round, below the minimum of 2.
    const small = evening("small", "2026-02-01", [p("z", 99), p("a", 5)]);
    const big = evening("big", "2026-02-08", [p("a", 10, 20), p("b", 40), p("c", -5, -5)]);
    const { rows } = sumRanking({ events: [small, big] }, { minRounds: 2, eventFilter: { minPlayers: 3 } }, year);
    expect(rows.map((r) => [r.key, r.place, r.total, r.rounds])).toEqual([
      ["a", 1, 30, 2],
      ["c", 2, -10, 2],
      ["b", null, 40, 1],
      ["z", null, 0, 0],
    ]);
    expect(rows[0]!.events.map((e) => [e.event, e.reason])).toEqual([
      ["small", "tooFewPlayers"],
      ["big", null],
    ]);
  });

  it("refuses a key twice in one event (two rows that played together cannot be one person)", () => {
    expect(() => sumRanking({ events: [evening("x", "2026-05-01", [p("a", 1), p("a", 2)])] }, {}, year)).toThrow(RangeError);
  });
});

describe("average per round with a minimum of rounds (Skat club, Oberreichenbach: at least 26 series)", () => {
  it("ranks from the minimum; below it a row is listed without a place, its rounds against the minimum", () => {
    // Minimum 4 rounds. a: 4 rounds 30 + 10 + 20 − 20 = 40, average 40 / 4 = 10.
    // b: 5 rounds 12 + 12 + 12 + 12 + 12 = 60, average 12. c: 4 rounds 10 + 10 + 10 + 10 = 40, average 10 (shares 2nd with a).
    // d: 2 rounds 50 + 50 = 100, average 50, but 2 < 4: no place.
    const e1 = evening("e1", "2026-06-01", [p("a", 30, 10), p("b", 12, 12, 12), p("c", 10, 10), p("d", 50, 50)]);
    const e2 = evening("e2", "2026-06-08", [p("a", 20, -20), p("b", 12, 12), p("c", 10, 10)]);
    const { rows, rankedBy } = averageRanking({ events: [e1, e2] }, { minRounds: 4 }, year);
    expect(rankedBy).toBe("average");
    expect(rows.map((r) => [r.key, r.place, r.total, r.divisor, r.average, r.rounds, r.minRounds])).toEqual([
      ["b", 1, 60, 5, 12, 5, 4],
      ["a", 2, 40, 4, 10, 4, 4],
      ["c", 2, 40, 4, 10, 4, 4],
      ["d", null, 100, 2, 50, 2, 4],
    ]);
  });

  it("compares averages exactly (1/3 against 0.333…)", () => {
    // a: 1 / 3 rounds; b: 333 / 1000 rounds; a ranks first, though 0.333 rounded would tie them.
    const a = evening("e", "2026-07-01", [p("a", 1, 0, 0), p("b", 333, ...Array<number>(999).fill(0))]);
    const { rows } = averageRanking({ events: [a] }, { minRounds: 1 }, year);
    expect(rows.map((r) => [r.key, r.place])).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });
});
