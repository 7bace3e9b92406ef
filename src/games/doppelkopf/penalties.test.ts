// TSR 9's penalty classes, case by case from TSR 9.
import { describe, expect, it } from "vitest";
import { penaltyPoints, type PenaltyInput } from "./penalties";

const at4 = (p: Partial<PenaltyInput>): PenaltyInput => ({ size: 4, sitsOut: null, offender: 0, class: "minor", soloist: null, ...p });
const points = (p: PenaltyInput) => {
  const r = penaltyPoints(p);
  if (!r.ok) throw new Error(r.error.en);
  return r.points;
};

describe("penalty points (TSR 9)", () => {
  it("9.3.2 minor in a normal game: -3 to the offender, +1 to each other player; all odd", () => {
    expect(points(at4({ offender: 2 }))).toEqual([1, 1, -3, 1]);
  });
  it("9.3.3 a minor by the soloist: as in a normal game", () => {
    expect(points(at4({ offender: 1, soloist: 1 }))).toEqual([1, -3, 1, 1]);
  });
  it("9.3.3 b1 minor by a Kontra player that can harm the soloist: +3 to the soloist alone (7.3.3's exception)", () => {
    expect(points(at4({ offender: 3, soloist: 0, harmsSoloist: true }))).toEqual([3, 0, 0, -3]);
  });
  it("9.3.3 b2 minor by a Kontra player that cannot harm the soloist: +1 each", () => {
    expect(points(at4({ offender: 3, soloist: 0, harmsSoloist: false }))).toEqual([1, 1, 1, -3]);
  });
  it("9.4.3 serious in a normal game with k Absagen before: -(12+3k), +(4+k) each", () => {
    expect(points(at4({ offender: 0, class: "serious", absagen: 0 }))).toEqual([-12, 4, 4, 4]);
    expect(points(at4({ offender: 0, class: "serious", absagen: 2 }))).toEqual([-18, 6, 6, 6]);
  });
  it("6.3.4 knows four Absagen: k = 4 is the most 9.4.3 prices, k = 5 is refused naming the field", () => {
    expect(points(at4({ offender: 0, class: "serious", absagen: 4 }))).toEqual([-24, 8, 8, 8]);
    expect(penaltyPoints(at4({ offender: 0, class: "serious", absagen: 5 }))).toMatchObject({ ok: false, error: { field: "absagen" } });
    expect(penaltyPoints(at4({ offender: 0, class: "serious", absagen: 5, soloist: 1 }))).toMatchObject({ ok: false, error: { field: "absagen" } });
  });
  it("9.4.4 serious by a Kontra player in a solo: the soloist alone gets +(12+3k)", () => {
    expect(points(at4({ offender: 2, class: "serious", absagen: 1, soloist: 1 }))).toEqual([0, 15, -15, 0]);
  });
  it("9.7.2 b unsporting: up to 12 off, no credit to the others", () => {
    expect(points(at4({ offender: 1, class: "unsporting", deduction: 12 }))).toEqual([0, -12, 0, 0]);
    expect(penaltyPoints(at4({ class: "unsporting", deduction: 13 }))).toMatchObject({ ok: false, error: { field: "deduction" } });
  });
  it("at five the dealer who sits out neither offends nor gets credit", () => {
    expect(points({ size: 5, sitsOut: 4, offender: 0, class: "minor", soloist: null })).toEqual([-3, 1, 1, 1, 0]);
    expect(penaltyPoints({ size: 5, sitsOut: 4, offender: 4, class: "minor", soloist: null })).toMatchObject({ ok: false, error: { field: "offender" } });
  });
  it("every zero-sum class sums to zero, at four and five, normal game and solo", () => {
    for (const size of [4, 5])
      for (let offender = 0; offender < 4; offender++)
        for (const soloist of [null, 0, 1])
          for (const cls of ["minor", "serious"] as const) {
            const r = penaltyPoints({ size, sitsOut: size === 5 ? 4 : null, offender, class: cls, absagen: 1, soloist, harmsSoloist: true });
            if (r.ok) expect(r.points.reduce((a, b) => a + b, 0)).toBe(0);
          }
  });
});
