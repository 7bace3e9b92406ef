import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placementAt, sharedPlacementPoints } from "./placement";

const pointsAt = (points: number[]) => points.map((p) => placementAt({ points }, p));

describe("placement points per table (reinhold-wolter.de Doppelkopf rules)", () => {
  it("at four: +3/+1/−1/−3; two sharing 2nd average (+1 + −1) / 2 = 0", () => {
    // Points 42, 10, 10, −62: places 1, 2, 2, 4. The two 2nd span places 2 and 3: (+1 + −1) / 2 = 0 each.
    // Sum: 3 + 0 + 0 − 3 = 0.
    expect(pointsAt([42, 10, 10, -62])).toEqual([
      { place: 1, placementPoints: 3 },
      { place: 2, placementPoints: 0 },
      { place: 2, placementPoints: 0 },
      { place: 4, placementPoints: -3 },
    ]);
    expect(pointsAt([30, 10, -10, -30]).map((p) => p.placementPoints)).toEqual([3, 1, -1, -3]);
  });

  it("at five: +4/+2/0/−2/−4; two sharing 1st average (+4 + +2) / 2 = +3, three sharing 2nd (+2 + 0 − 2) / 3 = 0", () => {
    // Points 30, 30, 0, −20, −40: places 1, 1, 3, 4, 5 → +3, +3, 0, −2, −4 (sum 0).
    expect(pointsAt([30, 30, 0, -20, -40]).map((p) => [p.place, p.placementPoints])).toEqual([
      [1, 3],
      [1, 3],
      [3, 0],
      [4, -2],
      [5, -4],
    ]);
    // Points 0, 0, 0, 10, −30: 10 is 1st (+4); the three 0 span places 2-4: (2 + 0 − 2) / 3 = 0; −30 is 5th (−4).
    expect(pointsAt([0, 0, 0, 10, -30]).map((p) => p.placementPoints)).toEqual([0, 0, 0, 4, -4]);
  });

  it("where only the place is stored: the size, the place and how many shared it", () => {
    expect(sharedPlacementPoints(4, 1)).toBe(3);
    expect(sharedPlacementPoints(5, 5)).toBe(-4);
    // Two sharing 2nd at five: (+2 + 0) / 2 = +1.
    expect(placementAt({ size: 5, place: 2, sharedBy: 2 }, 0)).toEqual({ place: 2, placementPoints: 1 });
    expect(() => sharedPlacementPoints(4, 4, 2)).toThrow(RangeError);
    expect(() => placementAt({ points: [1, 2, 3, 4] }, 5)).toThrow(RangeError);
  });

  it("placement points at a table sum to 0 and are whole, whatever the points", () => {
    const table = (n: number) => fc.array(fc.integer({ min: -60, max: 60 }), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(fc.oneof(table(4), table(5)), (points) => {
        const places = pointsAt(points);
        expect(places.reduce((s, p) => s + p.placementPoints, 0)).toBe(0);
        for (const p of places) expect(Number.isInteger(p.placementPoints)).toBe(true);
      }),
    );
  });
});
