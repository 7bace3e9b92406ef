// The one cell rule of every CSV export (OWASP "CSV Injection"), and that the member import reads an export back.
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { escapeCsvCell, unescapeCsvCell, writeCsv } from "./csv-cells";
import { parseMemberCsv, writeMemberCsv, type ExportMember } from "../members/member-csv";

describe("escapeCsvCell", () => {
  it.each([
    // a formula character first
    ["=1+1", "'=1+1"],
    ["+49 170 1234567", "'+49 170 1234567"],
    ["-Anna", "'-Anna"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["\tAnna", "'\tAnna"],
    ["\rAnna", "'\rAnna"],
    // ... after leading whitespace, line breaks, control or invisible characters (papaparse let these through)
    [" =1", "' =1"],
    ["\n=HYPERLINK(\"http://x\")", "'\n=HYPERLINK(\"http://x\")"],
    ["\r\n=1", "'\r\n=1"],
    ["  \n @x", "'  \n @x"],
    ["\u00a0=1", "'\u00a0=1"],
    ["\u200b=1", "'\u200b=1"],
    ["\ufeff=1", "'\ufeff=1"],
    ["\u0000=1", "'\u0000=1"],
    [" \t", "' \t"],
    // full-width forms
    ["\uff1d1+1", "'\uff1d1+1"],
    ["\uff0b1", "'\uff0b1"],
    // harmless text stays as it is
    ["Anna", "Anna"],
    ["O'Brien", "O'Brien"],
    ["'quoted", "'quoted"],
    ["a=b", "a=b"],
    ["Hans-Peter", "Hans-Peter"],
    ["1-2", "1-2"],
    ["\nAnna", "\nAnna"],
    ["", ""],
  ])("%j -> %j", (value, written) => {
    expect(escapeCsvCell(value)).toBe(written);
    expect(unescapeCsvCell(String(escapeCsvCell(value)))).toBe(value);
  });

  it.each([
    [-12, -12],
    [0, 0],
    [3.5, 3.5],
    [null, ""],
    [undefined, ""],
  ])("%j is written as %j (numbers stay numbers)", (value, written) => {
    expect(escapeCsvCell(value)).toBe(written);
  });
});

describe("writeCsv", () => {
  it("BOM, semicolons, CRLF, one line end after the last row; every cell through the rule", () => {
    expect(writeCsv(["a", "b"], [])).toBe("\uFEFFa;b\r\n");
    const text = writeCsv(["name", "diff"], [["\n=cmd", -5], ["Anna", 7]]);
    expect(text).toBe('\uFEFFname;diff\r\n"\'\n=cmd";-5\r\nAnna;7\r\n');
    const cells = Papa.parse<string[]>(text.slice(1), { delimiter: ";" }).data;
    expect(cells[1]).toEqual(["'\n=cmd", "-5"]);
  });
});

describe("members.csv round trip", () => {
  it("an export with formula-like names is defused and re-imports unchanged", () => {
    const list: ExportMember[] = [
      { playerNumber: 1, firstName: "=HYPERLINK(\"http://x\")", lastName: "-Müller", email: null, city: "@home", active: true },
      { playerNumber: 2, firstName: "\u200b=1+1", lastName: "+Weiß", email: "a@example.org", city: "\uff1dx", active: false },
      { playerNumber: 3, firstName: "O'Brien", lastName: "Hans-Peter", email: null, city: null, active: true },
    ];
    const csv = writeMemberCsv(list);
    for (const line of csv.slice(1).split("\r\n").slice(1, -1))
      for (const cell of line.split(";")) expect(cell).not.toMatch(/^"?[\s\u200b]*[=+\-@\uff1d]/u);
    const rows = parseMemberCsv(csv).rows;
    expect(rows.map((r) => r.errors)).toEqual([[], [], []]);
    expect(rows.map((r) => [r.playerNumber, r.firstName, r.lastName, r.email, r.city, r.active])).toEqual(
      list.map((m) => [m.playerNumber, m.firstName, m.lastName, m.email, m.city, m.active]),
    );
  });
});
