import { describe, expect, it } from "vitest";
import { cyclePages, cycleStep, MIN_PAGE_MS, pageMs, pageStarts } from "./fit-pages";

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

describe("the cycle's next step", () => {
  it("counts on through the pages without a next chunk, as ever", () => {
    expect(cycleStep(0, 3)).toBe(1);
    expect(cycleStep(2, 3)).toBe(3);
    expect(cycleStep(7, 3)).toBe(8);
  });
  it("asks for the next chunk after the last page instead of starting over", () => {
    const next = "/t/x/projektor?stand=60&sitz=60";
    expect(cycleStep(0, 3, next)).toBe(1);
    expect(cycleStep(1, 3, next)).toBe(2);
    expect(cycleStep(2, 3, next)).toBe(next);
    // A chunk on a single page moves on at every turn.
    expect(cycleStep(0, 1, next)).toBe(next);
  });
});

describe("each page's time", () => {
  it("a section without its own pace shows each page for the interval", () => {
    expect(pageMs({ section: 0, from: 0, to: 12 }, undefined, 12_000)).toBe(12_000);
  });
  it("a seating page turns faster by its rows, never below the minimum nor above the interval", () => {
    expect(pageMs({ section: 1, from: 0, to: 10 }, 20, 12_000)).toBe(6_000);
    expect(pageMs({ section: 1, from: 10, to: 12 }, 20, 12_000)).toBe(MIN_PAGE_MS);
    expect(pageMs({ section: 1, from: 0, to: 30 }, 20, 12_000)).toBe(12_000);
    // The organizer's slower pace slows it too.
    expect(pageMs({ section: 1, from: 0, to: 10 }, 20, 30_000)).toBe(15_000);
  });
  it("before the first measure (every row on one page) a page shows for the interval", () => {
    expect(pageMs({ section: 0, from: 0, to: Infinity }, 20, 12_000)).toBe(12_000);
  });
});
