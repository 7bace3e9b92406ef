import { describe, expect, it } from "vitest";
import { reachableSums } from "./subset-sum";

describe("reachableSums", () => {
  it("marks exactly the sums a subset can make", () => {
    const r = reachableSums([2, 3, 7]);
    const sums = [...r.keys()].filter((s) => r[s]);
    expect(sums).toEqual([0, 2, 3, 5, 7, 9, 10, 12]);
  });
  it("handles zero-valued cards", () => {
    expect([...reachableSums([0, 0, 4])]).toEqual([1, 0, 0, 0, 1]);
  });
});
