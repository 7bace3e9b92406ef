import { afterEach, describe, expect, it } from "vitest";
import { canonicalTimeZone, dayBefore, timeIn, wallClock, zonedInstant } from "./time-zone";

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

// Node applies a changed TZ at once: each case runs as a server or a browser set to that zone would.
describe.each(["UTC", "America/New_York", "Asia/Tokyo", "Europe/Berlin"])("times in the tournament's zone, the process in %s", (tz) => {
  it("09:30 in Berlin is 08:30Z in winter and 07:30Z in summer, and reads back as 09:30", () => {
    process.env.TZ = tz;
    const winter = zonedInstant("2026-12-06", "09:30", "Europe/Berlin");
    expect(winter.toISOString()).toBe("2026-12-06T08:30:00.000Z");
    expect(timeIn(winter, "Europe/Berlin")).toBe("09:30");
    const summer = zonedInstant("2026-07-04", "09:30", "Europe/Berlin");
    expect(summer.toISOString()).toBe("2026-07-04T07:30:00.000Z");
    expect(wallClock(summer, "Europe/Berlin")).toEqual({ date: "2026-07-04", time: "09:30" });
  });

  it("other zones, the date line and the day summer time begins", () => {
    process.env.TZ = tz;
    expect(zonedInstant("2026-12-06", "09:30", "America/New_York").toISOString()).toBe("2026-12-06T14:30:00.000Z");
    expect(zonedInstant("2026-12-06", "00:15", "Asia/Tokyo").toISOString()).toBe("2026-12-05T15:15:00.000Z");
    expect(wallClock(new Date("2026-12-05T23:30:00Z"), "Europe/Berlin")).toEqual({ date: "2026-12-06", time: "00:30" });
    // 02:30 does not exist in Berlin on 29 March 2026: it counts as 01:30Z (03:30 summer time).
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedInstant("2026-03-29", "04:00", "Europe/Berlin").toISOString()).toBe("2026-03-29T02:00:00.000Z");
  });
});

describe("time zone names", () => {
  it("accepts IANA names in their canonical spelling and refuses offsets and made-up zones", () => {
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("europe/berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["+01:00", "Mars/Olympus", "", "Europe/Berlin ", "../etc"]) expect(canonicalTimeZone(bad), bad).toBeNull();
  });

  it("counts days back across months", () => {
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });
});
