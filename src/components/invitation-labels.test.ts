import { describe, expect, it } from "vitest";
import { untilDate } from "./invitation-labels";

describe("an invitation's last day", () => {
  // 23:30 UTC on 31 March is already 1 April in Berlin (summer time).
  const late = new Date("2026-03-31T23:30:00Z");

  it("is the Berlin date, in German", () => {
    expect(untilDate(late, "de")).toBe("1.4.2026");
  });

  it("is the same day in English", () => {
    expect(untilDate(late, "en")).toBe("4/1/2026");
  });
});
