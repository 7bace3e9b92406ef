import { describe, expect, it } from "vitest";
import { allTablesDone, overtimeSteps, showsAt, tableEnds } from "./round-time";

const MIN = 60_000;
const start = Date.UTC(2026, 11, 12, 18, 0);
// Doppelkopf-like minutes by size: a table of five plays longer than one of four.
const own = { startedAt: start, bySize: [{ size: 4, minutes: 100 }, { size: 5, minutes: 125 }] };

describe("every table done", () => {
  it("is true only when no table of the round is open", () => {
    expect(allTablesDone([{ status: "complete" }, { status: "adjusted" }])).toBe(true);
    expect(allTablesDone([{ status: "complete" }, { status: "open" }])).toBe(false);
    expect(allTablesDone([])).toBe(false);
  });
});

describe("each open table's end", () => {
  const tables = [
    { table: 1, seats: 4, status: "open" },
    { table: 2, seats: 5, status: "open" },
    { table: 3, seats: 4, status: "complete" },
    { table: 4, seats: 4, status: "open", extraMinutes: 10 },
    { table: 5, seats: 6, status: "open" },
  ];
  it("follows the round's own clock by the table's size, with the minutes granted; a done table has none", () => {
    expect(tableEnds(tables, own, null)).toEqual([
      { table: 1, end: start + 100 * MIN },
      { table: 2, end: start + 125 * MIN },
      { table: 4, end: start + 110 * MIN },
      // A size the format has no minutes for plays the longest.
      { table: 5, end: start + 125 * MIN },
    ]);
  });
  it("without the round's own clock every open table ends with the day's plan, and without either never", () => {
    expect(tableEnds(tables, null, start + 90 * MIN).map((x) => x.end)).toEqual(Array(4).fill(start + 90 * MIN));
    expect(tableEnds(tables, null, null)).toEqual([]);
  });
});

describe("the overtime line", () => {
  const steps = overtimeSteps([
    { table: 7, end: start + 100 * MIN },
    { table: 2, end: start + 125 * MIN },
    { table: 3, end: start + 100 * MIN },
  ]);
  it("grows at each end by the tables past theirs, in table order", () => {
    expect(steps).toEqual([
      { from: start + 100 * MIN, until: start + 125 * MIN, tables: [3, 7] },
      { from: start + 125 * MIN, until: null, tables: [2, 3, 7] },
    ]);
    expect(overtimeSteps([])).toEqual([]);
  });
  it("shows one line at a time, none before the first end", () => {
    const shown = (now: number) => steps.filter((x) => showsAt(x, now)).map((x) => x.tables);
    expect(shown(start + 99 * MIN)).toEqual([]);
    expect(shown(start + 100 * MIN)).toEqual([[3, 7]]);
    expect(shown(start + 124 * MIN)).toEqual([[3, 7]]);
    expect(shown(start + 200 * MIN)).toEqual([[2, 3, 7]]);
  });
});
