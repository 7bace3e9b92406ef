import { describe, expect, it } from "vitest";
import { bestOfRanking } from "./index";
import type { SeasonEvent } from "./types";

const season = { kind: "range", from: "2026-03-01", to: "2026-12-31" } as const;
const dates = ["2026-04-02", "2026-06-04", "2026-09-03", "2026-11-05"];

/** Four tournaments; each player's evening total as one round, or null where he did not play. */
function tournaments(totals: Record<string, (number | null)[]>): SeasonEvent[] {
  return dates.map((date, i) => ({
    id: `t${i + 1}`,
    date,
    players: 24,
    rounds: 1,
    running: false,
    results: Object.entries(totals)
      .filter(([, t]) => t[i] !== null)
      .map(([key, t]) => ({ key, rounds: [{ round: 1, value: t[i]! }] })),
  }));
}

describe("best 3 of 4 tournaments (TuS Westfalia Wethmar: „nur die drei besten Resultate“)", () => {
  it("sums the three best event totals and marks the dropped one", () => {
    // p: 120, −40, 85, 30 → −40 dropped, 120 + 85 + 30 = 235.
    // q: 90, 90, 10, 10 → one 10 dropped (the later, t4), 90 + 90 + 10 = 190.
    // s: 100, 50, 40, 0 → 0 dropped, 190: shares 2nd with q.
    // r: 50, −20, —, 100 → three events only, all count, the negative one too: 50 − 20 + 100 = 130 (4th).
    const events = tournaments({ p: [120, -40, 85, 30], q: [90, 90, 10, 10], r: [50, -20, null, 100], s: [100, 50, 40, 0] });
    const { rows } = bestOfRanking({ events }, { best: 3 }, season);
    expect(rows.map((r) => [r.key, r.total, r.place])).toEqual([
      ["p", 235, 1],
      ["q", 190, 2],
      ["s", 190, 2],
      ["r", 130, 4],
    ]);
    const p = rows[0]!;
    expect(p.events.map((e) => [e.event, e.total, e.counted, e.reason])).toEqual([
      ["t1", 120, true, null],
      ["t2", -40, false, "notBest"],
      ["t3", 85, true, null],
      ["t4", 30, true, null],
    ]);
    expect(rows[1]!.events.filter((e) => !e.counted).map((e) => e.event)).toEqual(["t4"]);
    expect(rows[3]!.events.every((e) => e.counted)).toBe(true);
  });

  it("an event outside the window is not a candidate for the best three", () => {
    // p's best is t1 (500), but the window starts after it: 30 + 20 + 10 = 60 from t2..t4, none dropped.
    const events = tournaments({ p: [500, 30, 20, 10] });
    const { rows } = bestOfRanking({ events }, { best: 3 }, { kind: "range", from: "2026-05-01", to: "2026-12-31" });
    expect(rows[0]!.total).toBe(60);
    expect(rows[0]!.events.map((e) => e.reason)).toEqual(["outsideWindow", null, null, null]);
  });
});
