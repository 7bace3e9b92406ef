import { describe, expect, it } from "vitest";
import { pageHref, pageSlice } from "./page-window";

describe("pageSlice", () => {
  it("cuts 1,000 tables into pages of 40", () => {
    expect(pageSlice(1000, 40, undefined)).toEqual({ page: 1, pages: 25, from: 0, to: 40, total: 1000 });
    expect(pageSlice(1000, 40, "25")).toEqual({ page: 25, pages: 25, from: 960, to: 1000, total: 1000 });
  });

  it("keeps a short list on one page, an empty one too", () => {
    expect(pageSlice(11, 40, "1")).toEqual({ page: 1, pages: 1, from: 0, to: 11, total: 11 });
    expect(pageSlice(0, 40, undefined)).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });

  it("takes anything but a page in range as page 1", () => {
    for (const bad of ["0", "26", "-1", "2.5", "x", "", "1e3", "9999999"]) expect(pageSlice(1000, 40, bad).page).toBe(1);
    expect(pageSlice(1000, 40, ["2", "3"]).page).toBe(1);
  });
});

describe("pageHref", () => {
  it("changes one parameter and keeps the others", () => {
    expect(pageHref("/t/x", { plaetze: "3", tische: "2" }, { tische: 3 }, "current-round")).toBe("/t/x?plaetze=3&tische=3#current-round");
  });

  it("drops page 1 and undefined, keeps round 1", () => {
    expect(pageHref("/t/x", { plaetze: "3", tische: "2" }, { tische: 1, plaetze: undefined }, "x")).toBe("/t/x#x");
    expect(pageHref("/t/x", {}, { runde: 1, tische: 1 }, "current-round")).toBe("/t/x?runde=1#current-round");
  });
});
