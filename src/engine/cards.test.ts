import { describe, expect, it } from "vitest";
import { codeIndex, codeTable } from "./cards";

describe("codeTable / codeIndex", () => {
  const codes = ["QC", "9D", "AS"];
  const table = codeTable(codes);

  it("finds every code at its position", () => {
    codes.forEach((c, i) => expect(codeIndex(table, c)).toBe(i));
  });

  it("answers -1 for anything else", () => {
    for (const x of ["QD", "qc", "Q", "QCX", "", "\u0151C", "Q\u0143", 3, null, undefined, ["QC"], { 0: "Q", 1: "C" }])
      expect(codeIndex(table, x)).toBe(-1);
  });
});
