import { describe, expect, it } from "vitest";
import { cyclePages, pageStarts } from "./fit-pages";

describe("projector pages", () => {
  it("fills each page with whole rows up to the room there is", () => {
    expect(pageStarts([50, 50, 50, 50, 50], 120)).toEqual([0, 2, 4]);
    expect(pageStarts([50, 100, 50, 50], 150)).toEqual([0, 2]);
    expect(pageStarts([40, 40, 40], 1000)).toEqual([0]);
  });
  it("puts a row taller than the room on a page of its own rather than never", () => {
    expect(pageStarts([30, 200, 30], 100)).toEqual([0, 1, 2]);
  });
  it("a fixed number of rows per page overrides the measure", () => {
    expect(pageStarts([10, 10, 10, 10, 10], 1000, 2)).toEqual([0, 2, 4]);
    expect(pageStarts([], 100)).toEqual([0]);
  });
});

describe("projector sections in turn", () => {
  it("gives each section its own pages, one section after the other", () => {
    expect(cyclePages([[0, 9, 18], [0, 7]], [22, 10])).toEqual([
      { section: 0, from: 0, to: 9 },
      { section: 0, from: 9, to: 18 },
      { section: 0, from: 18, to: 22 },
      { section: 1, from: 0, to: 7 },
      { section: 1, from: 7, to: 10 },
    ]);
    expect(cyclePages([[0]], [0])).toEqual([{ section: 0, from: 0, to: 0 }]);
  });
});
