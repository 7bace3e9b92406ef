// Writing CSV for spreadsheets, for every CSV export (standings.csv, members.csv): one cell rule against formula
// injection and one file shape. No database here.
import Papa from "papaparse";

/**
 * A cell a spreadsheet could read as a formula (OWASP "CSV Injection"): its first character after any leading
 * whitespace, control or invisible format characters (line breaks, NBSP, zero-width space, BOM) is = + - @, a
 * tab or a carriage return, or their full-width forms, which some spreadsheets also accept. papaparse's own
 * `escapeFormulae` checks the very first character only, so "\n=HYPERLINK(…)" got through.
 */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

export type CsvValue = string | number | null | undefined;

/** The cell as written: numbers stay numbers (a negative score is no formula), text that could start a formula
 * gets a leading apostrophe, which spreadsheets show as text and our imports remove again. */
export function escapeCsvCell(value: CsvValue): string | number {
  if (typeof value === "number") return value;
  if (value === null || value === undefined) return "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Reading back a cell we wrote: the apostrophe goes exactly when escapeCsvCell would have added it. */
export function unescapeCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A whole file for Excel: BOM (so umlauts open right), `;`, CRLF, one line end after the last row; every cell
 * through escapeCsvCell. */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const body = Papa.unparse(
    { fields: fields.map((f) => String(escapeCsvCell(f))), data: rows.map((row) => row.map(escapeCsvCell)) },
    { delimiter: ";", newline: "\r\n" },
  );
  return `\uFEFF${body.replace(/\r\n$/, "")}\r\n`;
}
