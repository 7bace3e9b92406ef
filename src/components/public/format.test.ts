import { describe, expect, it } from "vitest";
import { signed, signedDecimal, tableStateKey } from "./format";

describe("signed numbers on screen", () => {
  it("carry a plus, the typographic minus (U+2212), or none for zero", () => {
    expect(signed(12)).toBe("+12");
    expect(signed(-4)).toBe("\u22124");
    expect(signed(-4)).not.toContain("-");
    expect(signed(0)).toBe("0");
  });
  it("an average keeps one decimal in the reader's language, with the same minus", () => {
    expect(signedDecimal(12.45, "de")).toBe("+12,5");
    expect(signedDecimal(-3, "de")).toBe("\u22123,0");
    expect(signedDecimal(-3.26, "en")).toBe("\u22123.3");
    expect(signedDecimal(-0.01, "de")).toBe("0,0");
  });
});

describe("a table's state", () => {
  it("is one word for one state, in the office as on the public pages", () => {
    expect(tableStateKey({ status: "open", confirmed: false, deals: 0 }, "klammern")).toBe("stateNotStarted");
    expect(tableStateKey({ status: "open", confirmed: false, deals: 3 }, "klammern")).toBe("stateRunning");
    expect(tableStateKey({ status: "complete", confirmed: false, deals: 12 }, "klammern")).toBe("stateUnconfirmed");
    expect(tableStateKey({ status: "complete", confirmed: true, deals: 12 }, "klammern")).toBe("stateConfirmed");
    expect(tableStateKey({ status: "adjusted", confirmed: true, deals: 2 }, "klammern")).toBe("stateAdjusted");
    // A Doppelkopf table closed early had its remaining games struck.
    expect(tableStateKey({ status: "adjusted", confirmed: true, deals: 2 }, "doppelkopf")).toBe("stateStruck");
  });
});
