// Reading a CSV file with named columns: the delimiter detection and header normalisation every import shares (the
// member list's own reader in members/member-csv.ts too), and for the other imports the formula unescaping and row
// checks, with the columns and their spellings given by the caller. No database here.
import Papa from "papaparse";
import type { Bilingual } from "@/lib/bilingual";
import { DomainError } from "../../errors";
import { unescapeCsvCell } from "./csv-cells";

export const normalizeHeader = (h: string) => h.trim().toLowerCase().replace(/[\s\-_.]/g, "");

/** Excel writes `;` in German locales and `,` elsewhere: whichever the header line has more of wins
 * (quoted parts do not count); tab for "Unicode text" exports. */
export function detectDelimiter(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? "").replace(/"[^"]*"/g, "");
  const counts = [";", ",", "\t"].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ";";
}

export interface SheetSpec<C extends string> {
  /** Header spellings per column, already normalised (lower case, no spaces, dashes, dots, underscores). */
  headers: Record<C, string[]>;
  labels: Record<C, Bilingual>;
  /** Columns the header must name; their German and English names for the message when one is missing. */
  required: C[];
  maxRows: number;
  /** What the rows are, for "the file contains no …": e.g. { de: "Paare", en: "pairs" }. */
  things: Bilingual;
}

export interface SheetRow<C extends string> {
  /** The row's number as Excel shows it: the header is row 1. */
  line: number;
  /** The cells as read, trimmed. */
  cells: Partial<Record<C, string>>;
  /** Problems of the row as a whole (quotes, too many cells). */
  problems: Bilingual[];
}

export interface Sheet<C extends string> {
  delimiter: string;
  columns: C[];
  ignoredHeaders: string[];
  rows: SheetRow<C>[];
}

const fileError = (de: string, en: string) => new DomainError("BAD_REQUEST", de, en, "csv");

/** Reads the header and every non-blank data row. Problems of the file as a whole (empty, too many rows, a
 * required column missing or a column named twice) are thrown as a BAD_REQUEST on the field "csv". */
export function readCsvSheet<C extends string>(raw: string, spec: SheetSpec<C>): Sheet<C> {
  const text = raw.replace(/^\uFEFF/, "");
  if (!text.trim()) throw fileError("Die Datei ist leer.", "The file is empty.");
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const [header = [], ...records] = parsed.data;
  const names = Object.keys(spec.headers) as C[];

  const columnAt = new Map<number, C>();
  const ignoredHeaders: string[] = [];
  header.forEach((h, i) => {
    const name = normalizeHeader(h);
    const column = names.find((c) => spec.headers[c].includes(name));
    if (!column) {
      if (h.trim()) ignoredHeaders.push(h.trim());
      return;
    }
    if ([...columnAt.values()].includes(column)) {
      throw fileError(
        `Die Spalte „${spec.labels[column].de}“ steht zweimal in der Kopfzeile.`,
        `The column “${spec.labels[column].en}” appears twice in the header.`,
      );
    }
    columnAt.set(i, column);
  });
  const columns = [...columnAt.values()];
  const missing = spec.required.filter((c) => !columns.includes(c));
  if (missing.length) {
    const found = header.join(", ");
    throw fileError(
      `Die erste Zeile muss die Spaltennamen enthalten, mindestens ${spec.required.map((c) => spec.labels[c].de).join(", ")} (gefunden: ${found || "nichts"}).`,
      `The first row must hold the column names, at least ${spec.required.map((c) => spec.labels[c].en).join(", ")} (found: ${found || "nothing"}).`,
    );
  }

  const quoteErrors = new Set(parsed.errors.map((e) => e.row).filter((r): r is number => r !== undefined));
  const rows: SheetRow<C>[] = [];
  records.forEach((record, index) => {
    const recordIndex = index + 1; // in parsed.data, where the header is 0
    if (record.every((cell) => !cell.trim())) return; // Excel leaves blank lines and ";;;" at the end
    if (rows.length >= spec.maxRows) {
      throw fileError(
        `Die Datei hat mehr als ${spec.maxRows} Zeilen. Bitte in kleinere Dateien teilen.`,
        `The file has more than ${spec.maxRows} rows. Please split it.`,
      );
    }
    const cells: Partial<Record<C, string>> = {};
    for (const [i, column] of columnAt) cells[column] = unescapeCsvCell((record[i] ?? "").trim());
    const problems: Bilingual[] = [];
    if (quoteErrors.has(recordIndex)) {
      problems.push({ de: "Anführungszeichen sind nicht richtig geschlossen.", en: "Quotation marks are not closed properly." });
    } else if (record.slice(header.length).some((cell) => cell.trim())) {
      problems.push({
        de: `Die Zeile hat ${record.length} Spalten, die Kopfzeile nur ${header.length}. Steht ein Trennzeichen im Namen?`,
        en: `The row has ${record.length} columns but the header only ${header.length}. Is there a delimiter inside a name?`,
      });
    }
    rows.push({ line: recordIndex + 1, cells, problems });
  });
  if (rows.length === 0) {
    throw fileError(`Die Datei enthält keine ${spec.things.de}.`, `The file contains no ${spec.things.en}.`);
  }
  return { delimiter, columns, ignoredHeaders, rows };
}
