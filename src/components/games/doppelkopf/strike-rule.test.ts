import { describe, expect, it } from "vitest";
import { strikeAction } from "./strike-rule";

describe("the office's strike at time", () => {
  it("strikes when nothing is struck, lifts only while no game followed the strike", () => {
    expect(strikeAction(null, 5)).toBe("strike");
    expect(strikeAction(5, 5)).toBe("lift");
    // A Vorführung played after the strike: no lifting offered.
    expect(strikeAction(5, 6)).toBeNull();
    expect(strikeAction(0, 2)).toBeNull();
  });
});
