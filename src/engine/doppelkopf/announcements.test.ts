import { describe, expect, it } from "vitest";
import { applyAnnouncement, levelOf } from "./announcements";

const HOUSE = [9, 8, 7, 6, 5];
const DDV = [11, 10, 9, 8, 7];

/** Runs a list of [party, level, cards] announcements; returns the result code of each. */
function run(steps: [number, number, number][], deadlines = DDV, shift = 0) {
  const level = [0, 0];
  const late = [0, 0];
  return { codes: steps.map(([p, t, c]) => applyAnnouncement(level, late, p, t, c, deadlines, shift) ?? "ok"), level };
}

describe("announcement deadlines by cards in hand", () => {
  it.each([
    // [deadlines, level, least cards]: house 9 8 7 6 5 (the seed), ddv 11 10 9 8 7 (TSR 6.2.2, 6.3.4)
    ...[1, 2, 3, 4, 5].map((l) => [HOUSE, l, HOUSE[0]!] as const), // first Ansage with skipping needs the Ansage deadline
    ...[1, 2, 3, 4, 5].map((l) => [DDV, l, DDV[0]!] as const),
  ])("deadlines %j: level %i from nothing needs %i cards", (d, l, cards) => {
    expect(run([[0, l, cards]], [...d]).codes).toEqual(["ok"]);
    expect(run([[0, l, cards - 1]], [...d]).codes[0]).not.toBe("ok");
  });
  it("each Absage on its own deadline once the Ansage stands (ddv: k90 10, k60 9, k30 8, schwarz 7)", () => {
    expect(run([[0, 1, 11], [0, 2, 10], [0, 3, 9], [0, 4, 8], [0, 5, 7]]).codes).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(run([[0, 1, 11], [0, 2, 9]]).codes).toEqual(["ok", "ANNOUNCE_TOO_LATE"]);
    expect(run([[1, 1, 12], [1, 5, 7]]).codes).toEqual(["ok", "ANNOUNCE_TOO_LATE"]); // skipping k90..k30: k90 no longer in time
    expect(run([[1, 1, 12], [1, 3, 10]]).level).toEqual([0, 3]); // skip k90 while both in time: counts as made
  });
  it("repeating an announcement is illegal (TSR 6.4.7)", () => {
    expect(run([[0, 1, 11], [0, 1, 11]]).codes).toEqual(["ok", "ANNOUNCE_REPEATED"]);
    expect(run([[0, 3, 11], [0, 2, 10]]).codes).toEqual(["ok", "ANNOUNCE_REPEATED"]);
  });
  it("an Absage without the own party's Ansage, when the Ansage is too late", () => {
    expect(run([[0, 2, 10]]).codes).toEqual(["ABSAGE_WITHOUT_ANSAGE"]);
    expect(run([[0, 2, 9]]).codes).toEqual(["ANNOUNCE_TOO_LATE"]);
  });
});

describe("Erwiderung (TSR 6.4.4)", () => {
  it("Kontra against Re with one card fewer than Re needed", () => {
    expect(run([[0, 1, 11], [1, 1, 10]]).codes).toEqual(["ok", "ok"]);
    expect(run([[0, 1, 11], [1, 1, 9]]).codes).toEqual(["ok", "ANNOUNCE_TOO_LATE"]);
  });
  it("against keine 60 (needs 9): Kontra still with 8 cards", () => {
    expect(run([[0, 3, 11], [1, 1, 8]]).codes).toEqual(["ok", "ok"]);
    expect(run([[0, 3, 11], [1, 1, 7]]).codes).toEqual(["ok", "ANNOUNCE_TOO_LATE"]);
  });
  it("the Erwiderung is only Re/Kontra, no Absage", () => {
    expect(run([[0, 3, 11], [1, 2, 8]]).codes).toEqual(["ok", "ANNOUNCE_TOO_LATE"]);
  });
  it("Absagen after an Erwiderung only if it would have been in time as a first Ansage", () => {
    expect(run([[0, 3, 11], [1, 1, 10], [1, 2, 10]]).codes).toEqual(["ok", "ok", "ABSAGE_AFTER_LATE_ERWIDERUNG"]);
    expect(run([[0, 1, 12], [1, 1, 11], [1, 2, 10]]).codes).toEqual(["ok", "ok", "ok"]);
  });
  it("house: Re at 9, Kontra answers at 8", () => {
    expect(run([[0, 1, 9], [1, 1, 8]], HOUSE).codes).toEqual(["ok", "ok"]);
    expect(run([[0, 1, 9], [1, 1, 7]], HOUSE).codes).toEqual(["ok", "ANNOUNCE_TOO_LATE"]);
  });
});

describe("Hochzeit shift (TSR 6.4.2)", () => {
  it("Klärungsstich 2: every deadline drops by 1; 3: by 2", () => {
    expect(run([[0, 1, 10]], DDV, 1).codes).toEqual(["ok"]);
    expect(run([[0, 1, 9]], DDV, 1).codes).toEqual(["ANNOUNCE_TOO_LATE"]);
    expect(run([[0, 1, 9], [0, 2, 8]], DDV, 2).codes).toEqual(["ok", "ok"]);
    expect(run([[0, 1, 9], [1, 1, 8]], DDV, 2).codes).toEqual(["ok", "ok"]); // Erwiderung: one fewer than the shifted need
  });
});

describe("announcement words", () => {
  it("re and kontra belong to their party; Absagen to both", () => {
    expect([levelOf("re", 0), levelOf("re", 1), levelOf("kontra", 1), levelOf("k90", 1), levelOf("schwarz", 0), levelOf("k120", 0)]).toEqual([1, -2, 1, 2, 5, -1]);
  });
});
