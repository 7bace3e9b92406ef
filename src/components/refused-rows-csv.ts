// The rows an import left out, as a CSV file the organizer can fix and import again: the file's own header and
// rows, exactly as they were (so a fixed file reads as the original did), with one more column naming the errors.
import Papa from "papaparse";

export interface RefusedRowLike {
  line: number;
  /** The row's errors, already in the reader's words ("Vorname: Der Vorname fehlt."). */
  reasons: string[];
}

/** `text` is the imported file, `delimiter` the one the server detected; rows are found by their line (the
 * header is line 1, as in the preview). UTF-8 with BOM and CRLF, like the member export, so Excel reads it. */
export function refusedRowsCsv(text: string, delimiter: string, refused: readonly RefusedRowLike[], errorColumn: string): string {
  const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter, skipEmptyLines: false }).data;
  const header = records[0] ?? [];
  const width = header.length;
  const rows = refused.map((r) => {
    const cells = [...(records[r.line - 1] ?? [])];
    while (cells.length < width) cells.push("");
    return [...cells, r.reasons.join(" ")];
  });
  return `\uFEFF${Papa.unparse([[...header, errorColumn], ...rows], { delimiter, newline: "\r\n" })}\r\n`;
}
