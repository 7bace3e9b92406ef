import { describe, expect, it } from "vitest";
import { CLUB_INDEX, CLUB_MISSED_EVENING, placementRanking } from "./index";
import type { ParticipantResult, SeasonEvent } from "./types";

const year = { kind: "range", from: "2026-01-01", to: "2026-12-31" } as const;

/** One round at one table: every player's points, in seat order. */
function table(scores: Record<string, number>): ParticipantResult[] {
  const points = Object.values(scores);
  return Object.entries(scores).map(([key, value]) => ({ key, rounds: [{ round: 1, value, table: { points } }] }));
}
const evening = (id: string, date: string, results: ParticipantResult[], running = false): SeasonEvent => ({ id, date, players: results.length, rounds: 1, running, results });

// Three club evenings of one round each at a table of four.
// E1: A 60 (+3), B 20 (+1), C −20 (−1), D −60 (−3).
// E2: C 50 (+3), D 10 (+1), A −30 and E −30 share 3rd: (−1 + −3) / 2 = −2 each. B is absent.
// E3: B 40 (+3), A 20 (+1), C −20 (−1), D −40 (−3). E is absent.
const e1 = evening("e1", "2026-01-08", table({ A: 60, B: 20, C: -20, D: -60 }));
const e2 = evening("e2", "2026-01-15", table({ A: -30, C: 50, D: 10, E: -30 }));
const e3 = evening("e3", "2026-01-22", table({ A: 20, B: 40, C: -20, D: -40 }));

describe("placement points over a club season (reinhold-wolter.de Doppelkopf rules)", () => {
  it("sums the placement points of every round; a tie at the table averaged", () => {
    // A 3 − 2 + 1 = 2; B 1 + 3 = 4; C −1 + 3 − 1 = 1; D −3 + 1 − 3 = −5; E −2.
    const { rows, rankedBy } = placementRanking({ events: [e1, e2, e3] }, {}, year);
    expect(rankedBy).toBe("placementPoints");
    expect(rows.map((r) => [r.key, r.placementPoints, r.place])).toEqual([
      ["B", 4, 1],
      ["A", 2, 2],
      ["C", 1, 3],
      ["E", -2, 4],
      ["D", -5, 5],
    ]);
    expect(rows[1]!.events.map((e) => e.placementPoints)).toEqual([3, -2, 1]);
  });

  it("the index: placement × 6 + points / 10, a missed evening costing −3 placement points and −150 points", () => {
    // A played all three: pp 2, points 60 − 30 + 20 = 50, index 2 × 6 + 50 / 10 = 12 + 5 = 17.
    // C played all three: pp 1, points −20 + 50 − 20 = 10, index 6 + 1 = 7.
    // B missed E2: pp 1 + 3 − 3 = 1, points 20 + 40 − 150 = −90, index 6 − 9 = −3.
    // D played all three: pp −5, points −60 + 10 − 40 = −90, index −30 − 9 = −39.
    // E missed E1 and E3: pp −2 − 3 − 3 = −8, points −30 − 150 − 150 = −330, index −48 − 33 = −81.
    const { rows, rankedBy } = placementRanking({ events: [e1, e2, e3] }, { index: CLUB_INDEX, missedEvening: CLUB_MISSED_EVENING }, year);
    expect(rankedBy).toBe("index");
    expect(rows.map((r) => [r.key, r.placementPoints, r.total, r.index, r.place])).toEqual([
      ["A", 2, 50, 17, 1],
      ["C", 1, 10, 7, 2],
      ["B", 1, -90, -3, 3],
      ["D", -5, -90, -39, 4],
      ["E", -8, -330, -81, 5],
    ]);
    const b = rows[2]!;
    expect(b.events.map((e) => [e.event, e.kind, e.placementPoints, e.total, e.rounds])).toEqual([
      ["e1", "played", 1, 20, 1],
      ["e2", "missed", -3, -150, 0],
      ["e3", "played", 3, 40, 1],
    ]);
    expect(b.rounds).toBe(2);
  });

  it("equal index values share the place, compared exactly", () => {
    // X: pp 3, points −10 → 18 − 1 = 17; Y: pp 1, points 110 → 6 + 11 = 17. Same index: both 1st.
    const e = evening("e", "2026-02-01", [
      { key: "X", rounds: [{ round: 1, value: -10, table: { size: 4, place: 1 } }] },
      { key: "Y", rounds: [{ round: 1, value: 110, table: { size: 4, place: 2 } }] },
    ]);
    const { rows } = placementRanking({ events: [e] }, { index: CLUB_INDEX }, year);
    expect(rows.map((r) => [r.key, r.index, r.place])).toEqual([
      ["X", 17, 1],
      ["Y", 17, 1],
    ]);
  });

  it("a running evening charges nobody for missing it yet; an evening outside the window neither", () => {
    // E4 is running without B: B keeps his index of −3 (above). An evening in 2025 without anyone charges nothing.
    const e4 = evening("e4", "2026-01-29", table({ A: 10, C: 0, D: -5, E: -5 }), true);
    const old = evening("old", "2025-12-18", table({ A: 10, C: 0, D: -5, E: -5 }));
    const { rows } = placementRanking({ events: [old, e1, e2, e3, e4] }, { index: CLUB_INDEX, missedEvening: CLUB_MISSED_EVENING }, year);
    const b = rows.find((r) => r.key === "B")!;
    expect(b.index).toBe(-3);
    expect(b.events.map((e) => e.event)).toEqual(["e1", "e2", "e3"]);
    const a = rows.find((r) => r.key === "A")!;
    expect(a.events.map((e) => [e.event, e.running, e.counted, e.reason])).toEqual([
      ["old", false, false, "outsideWindow"],
      ["e1", false, true, null],
      ["e2", false, true, null],
      ["e3", false, true, null],
      ["e4", true, true, null],
    ]);
  });

  it("a tournament of tables of five: the place and placement points from the table's points", () => {
    // One round, table of five: P 40 (+4), Q 10 and R 10 share 2nd: (+2 + 0) / 2 = +1 each, S −20 (−2), T −40 (−4).
    const five = evening("five", "2026-03-05", table({ P: 40, Q: 10, R: 10, S: -20, T: -40 }));
    const { rows } = placementRanking({ events: [five] }, {}, year);
    expect(rows.map((r) => [r.key, r.placementPoints, r.place])).toEqual([
      ["P", 4, 1],
      ["Q", 1, 2],
      ["R", 1, 2],
      ["S", -2, 4],
      ["T", -4, 5],
    ]);
  });
});
