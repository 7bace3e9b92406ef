import { describe, expect, it } from "vitest";
import { checkWindow, ddvWindow, windowBounds } from "./window";

describe("season windows", () => {
  it("a date range includes both days", () => {
    expect(windowBounds({ kind: "range", from: "2026-01-01", to: "2026-12-31" })).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("24 rolling months ending 2026-12-06 start on 2024-12-07: an event exactly 24 months before is outside (decision 51)", () => {
    expect(windowBounds(ddvWindow("2026-12-06"))).toEqual({ from: "2024-12-07", to: "2026-12-06" });
    // Month ends: the 31st minus one month is the last of February; a leap day minus 24 months is 28 February.
    expect(windowBounds({ kind: "rolling", months: 1, end: "2026-03-31" })).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(windowBounds(ddvWindow("2028-02-29"))).toEqual({ from: "2026-03-01", to: "2028-02-29" });
    expect(windowBounds({ kind: "rolling", months: 12, end: "2026-12-31" })).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(windowBounds({ kind: "rolling", months: 1, end: "2026-01-15" })).toEqual({ from: "2025-12-16", to: "2026-01-15" });
  });

  it("refuses a window that ends before it starts, a day that does not exist and months below one", () => {
    expect(checkWindow({ kind: "range", from: "2026-12-31", to: "2026-01-01" })).toEqual(["endsBeforeStart"]);
    expect(checkWindow({ kind: "range", from: "2026-02-29", to: "2026-03-01" })).toEqual(["badDate"]);
    expect(checkWindow({ kind: "rolling", months: 0, end: "2026-13-01" })).toEqual(["badDate", "badMonths"]);
    expect(checkWindow({ kind: "range", from: "2026-05-05", to: "2026-05-05" })).toEqual([]);
    expect(() => windowBounds({ kind: "range", from: "2026-12-31", to: "2026-01-01" })).toThrow(RangeError);
  });
});
