import { describe, expect, it } from "vitest";
import { adoptedVersion, isCurrentView } from "./sync-version";

describe("the version a captain's device sends against", () => {
  it("takes the server's version when it has none", () => {
    expect(adoptedVersion(null, 7, 0)).toBe(7);
    expect(adoptedVersion(null, 7, 3)).toBe(7);
  });
  it("ignores a view fetched before its last acknowledged deal (stale: a lower version)", () => {
    expect(adoptedVersion(9, 8, 0)).toBeNull();
    expect(isCurrentView(9, 8)).toBe(false);
  });
  it("moves on to a newer version when nothing waits (another device or the organizer changed the table)", () => {
    expect(adoptedVersion(9, 11, 0)).toBe(11);
    expect(isCurrentView(9, 11)).toBe(true);
    expect(adoptedVersion(9, 9, 0)).toBeNull();
    expect(isCurrentView(9, 9)).toBe(true);
  });
  it("keeps the version its waiting deals were entered against", () => {
    expect(adoptedVersion(9, 11, 2)).toBeNull();
  });
});
