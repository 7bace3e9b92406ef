import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { refusedRowsCsv } from "./refused-rows-csv";

describe("refusedRowsCsv", () => {
  it("writes the header and the refused rows as the file had them, with an error column", () => {
    const text = '\uFEFFNummer;Vorname;Nachname\n;Anna;Schäfer\n;;Klein\n\n"7";"Dora; Lang";\n;Bernd;Schmitt\n';
    const out = refusedRowsCsv(text, ";", [{ line: 3, reasons: ["Vorname: Der Vorname fehlt."] }, { line: 5, reasons: ["Eins.", "Zwei."] }], "Fehler");
    expect(out.startsWith("\uFEFF")).toBe(true);
    expect(out.endsWith("\r\n")).toBe(true);
    const back = Papa.parse<string[]>(out.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
    expect(back).toEqual([
      ["Nummer", "Vorname", "Nachname", "Fehler"],
      ["", "", "Klein", "Vorname: Der Vorname fehlt."],
      ["7", "Dora; Lang", "", "Eins. Zwei."],
    ]);
  });

  it("keeps the comma of a comma-separated file and fills short rows", () => {
    const out = refusedRowsCsv("Spieler 1,Spieler 2\n99998\n", ",", [{ line: 2, reasons: ["Spieler 2 fehlt."] }], "Error");
    expect(out).toBe("\uFEFFSpieler 1,Spieler 2,Error\r\n99998,,Spieler 2 fehlt.\r\n");
  });
});
