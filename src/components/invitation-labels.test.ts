import { describe, expect, it } from "vitest";
import { invitationUrl, untilDate } from "./invitation-labels";

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

describe("an invitation's link", () => {
  it("is the invitation page on the given address, with or without a slash at its end", () => {
    expect(invitationUrl("http://192.168.1.10:3000", "abc_-1")).toBe("http://192.168.1.10:3000/einladung/abc_-1");
    expect(invitationUrl("https://turnier.example/", "abc")).toBe("https://turnier.example/einladung/abc");
  });
});
