import { describe, expect, it } from "vitest";
import { endOf, fromMinutes, isTime, planSchedule, shiftLaterRounds, toMinutes } from "./schedule";

describe("the day's schedule", () => {
  it("reads and writes clock times", () => {
    expect(toMinutes("09:30")).toBe(570);
    expect(fromMinutes(570)).toBe("09:30");
    expect(fromMinutes(24 * 60 + 15)).toBe("00:15");
    expect(isTime("9:30")).toBe(false);
    expect(isTime("24:00")).toBe(false);
    expect(() => toMinutes("25:00")).toThrow(RangeError);
  });

  it("plans rounds back to back with breaks", () => {
    expect(planSchedule(3, "10:00", 75, 15)).toEqual([
      { round: 1, start: "10:00", minutes: 75 },
      { round: 2, start: "11:30", minutes: 75 },
      { round: 3, start: "13:00", minutes: 75 },
    ]);
  });

  it("shifts only the later rounds when a round runs late and lengthens the late round", () => {
    const plan = planSchedule(4, "10:00", 60, 10);
    const shifted = shiftLaterRounds(plan, 2, 25);
    expect(shifted.map((p) => p.start)).toEqual(["10:00", "11:10", "12:45", "13:55"]);
    expect(shifted[1]!.minutes).toBe(85);
    expect(endOf(shifted[1]!)).toBe("12:35");
    // the gap before the next round stays 10 minutes
    expect(toMinutes(shifted[2]!.start) - toMinutes(endOf(shifted[1]!))).toBe(10);
    expect(plan[2]!.start).toBe("12:20"); // input untouched
  });

  it("moves later rounds earlier with a negative delay but never makes a round shorter than a minute", () => {
    const plan = planSchedule(2, "10:00", 30);
    expect(shiftLaterRounds(plan, 1, -10).map((p) => [p.start, p.minutes])).toEqual([
      ["10:00", 20],
      ["10:20", 30],
    ]);
    expect(shiftLaterRounds(plan, 1, -100)[0]!.minutes).toBe(1);
  });
});
