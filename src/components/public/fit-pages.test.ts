import { describe, expect, it } from "vitest";
import { pageStarts } from "./fit-pages";

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
