import { describe, expect, it } from "vitest";
import { ddvRanking, ddvWindow, rankSeason } from "./index";
import type { ParticipantResult, SeasonEvent } from "./types";

/** `rounds` rounds adding up to `total` (the first round takes the remainder). */
function played(key: string, rounds: number, total: number): ParticipantResult {
  const each = Math.trunc(total / rounds);
  return { key, rounds: Array.from({ length: rounds }, (_, i) => ({ round: i + 1, value: i === 0 ? total - each * (rounds - 1) : each })) };
}
const tournament = (id: string, date: string, players: number, rounds: number, results: ParticipantResult[]): SeasonEvent => ({ id, date, players, rounds, running: false, results });

// The list on 2026-12-06: the 24 months from 2024-12-07 to 2026-12-06 (doko-verband.de, Ranglistenturniere).
const window = ddvWindow("2026-12-06");

describe("the DDV ranking list (24 months, at least 36 rounds, events of 32 players and 3 rounds)", () => {
  const events = [
    // Exactly 24 months before the list's day: outside (decision 51).
    tournament("t0", "2024-12-06", 80, 8, [played("X", 8, 800)]),
    tournament("t1", "2025-03-01", 40, 8, [played("X", 8, 200), played("Y", 8, 120), played("Z", 8, 48), played("W", 8, 60), played("V", 8, 24)]),
    // 31 players: too few.
    tournament("t2", "2025-06-01", 31, 8, [played("X", 8, 400), played("W", 8, 900)]),
    // 2 rounds: too few.
    tournament("t3", "2025-09-01", 48, 2, [played("X", 2, 100)]),
    // Exactly 32 players and 3 rounds: counts.
    tournament("t4", "2026-02-01", 32, 3, [played("X", 3, 30), played("Y", 3, 60), played("V", 3, 9)]),
    tournament("t5", "2026-05-01", 64, 8, [played("X", 8, 160), played("Y", 8, 80), played("Z", 8, 96), played("W", 8, 100), played("V", 8, 24)]),
    tournament("t6", "2026-08-01", 36, 8, [played("X", 8, 80), played("Y", 8, -40), played("Z", 8, 64), played("W", 8, 40), played("V", 8, 24)]),
    tournament("t9", "2026-10-10", 33, 9, [played("V", 9, 27)]),
    tournament("t7", "2026-11-01", 50, 8, [played("X", 8, 40), played("Y", 8, 100), played("Z", 8, 72), played("W", 8, 80)]),
    // On the list's day: inside.
    tournament("t8", "2026-12-06", 40, 8, [played("Y", 8, 110), played("Z", 8, 80), played("W", 8, 80)]),
  ];

  it("ranks by the average from 36 rounds; shares places; below 36 without a place", () => {
    // Y: t1 8 + t4 3 + t5 8 + t6 8 + t7 8 + t8 8 = 43 rounds; 120 + 60 + 80 − 40 + 100 + 110 = 430; 430 / 43 = 10.
    // Z: t1, t5, t6, t7, t8 = 40 rounds; 48 + 96 + 64 + 72 + 80 = 360; 360 / 40 = 9.
    // W: t1, t5, t6, t7, t8 = 40 rounds (t2's 900 does not count); 60 + 100 + 40 + 80 + 80 = 360; 9: shares 2nd with Z.
    // V: t1 8 + t4 3 + t5 8 + t6 8 + t9 9 = 36 rounds, just enough; 24 + 9 + 24 + 24 + 27 = 108; 108 / 36 = 3: 4th.
    // X: t1 8 + t4 3 + t5 8 + t6 8 + t7 8 = 35 rounds (t0 outside, t2 and t3 not counting); 200 + 30 + 160 + 80 + 40
    //    = 510; 510 / 35 ≈ 14.57, the best average, but 35 < 36: no place.
    const { rows, rankedBy, window: bounds } = ddvRanking({ events }, {}, window);
    expect(rankedBy).toBe("average");
    expect(bounds).toEqual({ from: "2024-12-07", to: "2026-12-06" });
    expect(rows.map((r) => [r.key, r.place, r.total, r.divisor, r.average, r.minRounds])).toEqual([
      ["Y", 1, 430, 43, 10, 36],
      ["W", 2, 360, 40, 9, 36],
      ["Z", 2, 360, 40, 9, 36],
      ["V", 4, 108, 36, 3, 36],
      ["X", null, 510, 35, 510 / 35, 36],
    ]);
    const x = rows[4]!;
    expect(x.events.map((e) => [e.event, e.counted, e.reason, e.rounds])).toEqual([
      ["t0", false, "outsideWindow", 8],
      ["t1", true, null, 8],
      ["t2", false, "tooFewPlayers", 8],
      ["t3", false, "tooFewRounds", 2],
      ["t4", true, null, 3],
      ["t5", true, null, 8],
      ["t6", true, null, 8],
      ["t7", true, null, 8],
    ]);
  });

  it("the thresholds are options: from 31 players t2 counts too", () => {
    // With at least 31 players t2 counts: X 35 + 8 = 43 rounds, 510 + 400 = 910 → ranked; W 48 rounds, 360 + 900 = 1260.
    const { rows } = rankSeason({ events }, { kind: "ddv", options: { eventFilter: { minPlayers: 31, minRounds: 3 } } }, window);
    expect(rows.map((r) => [r.key, r.place, r.rounds, r.total])).toEqual([
      ["W", 1, 48, 1260],
      ["X", 2, 43, 910],
      ["Y", 3, 43, 430],
      ["Z", 4, 40, 360],
      ["V", 5, 36, 108],
    ]);
  });

  it("a player whose events all fell out of the window has no row", () => {
    // On 2027-03-02 the window starts 2025-03-03: t1 (2025-03-01) is gone; X keeps t4..t7 = 27 rounds.
    const { rows } = ddvRanking({ events: [tournament("t1", "2025-03-01", 40, 8, [played("Q", 8, 8)]), ...events.slice(4)] }, {}, ddvWindow("2027-03-02"));
    expect(rows.some((r) => r.key === "Q")).toBe(false);
    expect(rows.find((r) => r.key === "X")!.rounds).toBe(27);
  });
});
