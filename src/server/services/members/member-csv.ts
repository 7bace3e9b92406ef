// The member list as CSV: reading a file into rows (any delimiter Excel writes, German or English headers,
// with or without BOM) and writing one that Excel opens with its umlauts intact. No database here.
import Papa from "papaparse";
import { z } from "zod";
import { bi, readBi, type Bilingual } from "@/lib/bilingual";
import { DomainError } from "../../errors";
import { unescapeCsvCell, writeCsv } from "../_shared/csv-cells";
import { detectDelimiter, normalizeHeader } from "../_shared/csv-sheet";
import { federationNumberField, firstNameField, lastNameField, memberCityField, memberEmailField, playerNumberField } from "./member-fields";
import { textField } from "../_shared/schemas";

export const MAX_CSV_BYTES = 2 * 1024 * 1024;
export const MAX_CSV_ROWS = 5000;

/** The CSV text as sent by the form: a pasted list or a file read in the browser. */
export const csvTextField = textField({ de: "Die CSV-Datei", en: "The CSV file" })
  .min(1, bi("Bitte eine CSV-Datei wählen oder die Liste einfügen.", "Please choose a CSV file or paste the list."))
  .refine(
    (s) => Buffer.byteLength(s, "utf8") <= MAX_CSV_BYTES,
    bi("Die Datei ist größer als 2 MB. Bitte in kleinere Dateien teilen.", "The file is larger than 2 MB. Please split it."),
  );

export type CsvColumn = "playerNumber" | "firstName" | "lastName" | "email" | "city" | "active" | "federationNumber";

/** Header spellings, compared after lower-casing and dropping spaces, dashes, dots and underscores. */
const HEADER_NAMES: Record<CsvColumn, string[]> = {
  playerNumber: ["nummer", "nr", "spielernummer", "spielernr", "mitgliedsnummer", "number", "no", "playernumber"],
  firstName: ["vorname", "firstname", "givenname"],
  lastName: ["nachname", "familienname", "lastname", "surname", "familyname"],
  email: ["email", "mail", "emailadresse", "emailaddress"],
  city: ["ort", "wohnort", "stadt", "city", "town"],
  active: ["aktiv", "active"],
  federationNumber: [
    "ddvnr",
    "ddvnummer",
    "ddvnumber",
    "ddvno",
    "ddvverbandsnummer",
    "verbandsnummer",
    "verbandsnr",
    "federationnumber",
    "federationno",
    "federationnr",
  ],
};

/** What an export writes, in this order; the import reads the same names. */
export const EXPORT_HEADERS: Record<CsvColumn, string> = {
  playerNumber: "Nummer",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  city: "Ort",
  active: "Aktiv",
  federationNumber: "DDV-Nr",
};

const COLUMN_LABELS: Record<CsvColumn, Bilingual> = {
  playerNumber: { de: "Nummer", en: "number" },
  firstName: { de: "Vorname", en: "first name" },
  lastName: { de: "Nachname", en: "last name" },
  email: { de: "E-Mail", en: "email" },
  city: { de: "Ort", en: "city" },
  active: { de: "Aktiv", en: "active" },
  federationNumber: { de: "DDV-Nr", en: "federation number" },
};

export interface RowIssue extends Bilingual {
  /** A column (CsvColumn) or "row" for the row as a whole. */
  field: CsvColumn | "row";
}

/** One data row, checked on its own (the database and the other rows come later). */
export interface CsvRow {
  /** The row's number as Excel shows it: the header is row 1. */
  line: number;
  /** The cells as read, trimmed, for display. */
  cells: Partial<Record<CsvColumn, string>>;
  playerNumber: number | null;
  firstName: string;
  lastName: string;
  /** null when the file has no such column (the import then leaves the stored value alone). */
  email: string | null | undefined;
  city: string | null | undefined;
  federationNumber: string | null | undefined;
  active: boolean | undefined;
  errors: RowIssue[];
}

export interface ParsedCsv {
  delimiter: string;
  columns: CsvColumn[];
  ignoredHeaders: string[];
  rows: CsvRow[];
}

const fileError = (de: string, en: string) => new DomainError("BAD_REQUEST", de, en, "csv");

function issueOf(field: RowIssue["field"], error: z.ZodError): RowIssue {
  const message = readBi(error.issues[0]?.message);
  const label = COLUMN_LABELS[field as CsvColumn] ?? { de: "Zeile", en: "row" };
  return { field, ...(message ?? { de: `${label.de}: ungültiger Wert.`, en: `${label.en}: invalid value.` }) };
}

export const TRUE_WORDS = new Set(["ja", "j", "yes", "y", "x", "1", "true", "wahr", "aktiv", "active"]);
export const FALSE_WORDS = new Set(["nein", "n", "no", "0", "false", "falsch", "inaktiv", "inactive"]);

function checkRow(line: number, cells: Partial<Record<CsvColumn, string>>, columns: CsvColumn[]): CsvRow {
  const errors: RowIssue[] = [];
  const row: CsvRow = {
    line,
    cells,
    playerNumber: null,
    firstName: "",
    lastName: "",
    email: columns.includes("email") ? null : undefined,
    city: columns.includes("city") ? null : undefined,
    federationNumber: columns.includes("federationNumber") ? null : undefined,
    active: undefined,
    errors,
  };
  const number = cells.playerNumber ?? "";
  if (number !== "") {
    if (!/^\d+$/.test(number)) {
      errors.push({
        field: "playerNumber",
        de: `Die Nummer „${number}“ ist keine positive ganze Zahl.`,
        en: `The number “${number}” is not a positive whole number.`,
      });
    } else {
      const parsed = playerNumberField.safeParse(Number(number));
      if (parsed.success) row.playerNumber = parsed.data;
      else errors.push(issueOf("playerNumber", parsed.error));
    }
  }
  const first = firstNameField.safeParse(cells.firstName ?? "");
  if (first.success) row.firstName = first.data;
  else errors.push(issueOf("firstName", first.error));
  const last = lastNameField.safeParse(cells.lastName ?? "");
  if (last.success) row.lastName = last.data;
  else errors.push(issueOf("lastName", last.error));
  if (row.email !== undefined) {
    const email = memberEmailField.safeParse(cells.email ?? "");
    if (email.success) row.email = email.data || null;
    else errors.push(issueOf("email", email.error));
  }
  if (row.city !== undefined) {
    const city = memberCityField.safeParse(cells.city ?? "");
    if (city.success) row.city = city.data || null;
    else errors.push(issueOf("city", city.error));
  }
  if (row.federationNumber !== undefined) {
    const federationNumber = federationNumberField.safeParse(cells.federationNumber ?? "");
    if (federationNumber.success) row.federationNumber = federationNumber.data || null;
    else errors.push(issueOf("federationNumber", federationNumber.error));
  }
  const active = (cells.active ?? "").toLowerCase();
  if (TRUE_WORDS.has(active)) row.active = true;
  else if (FALSE_WORDS.has(active)) row.active = false;
  else if (active !== "") {
    errors.push({
      field: "active",
      de: `„${cells.active}“ ist kein gültiger Wert für Aktiv (ja oder nein).`,
      en: `“${cells.active}” is not a valid value for active (yes or no).`,
    });
  }
  return row;
}

/** Reads the header and every data row, each with its own problems. Problems of the file as a whole
 * (empty, too many rows, no name columns) are thrown as a BAD_REQUEST on the field "csv". */
export function parseMemberCsv(raw: string): ParsedCsv {
  const text = raw.replace(/^\uFEFF/, "");
  if (!text.trim()) throw fileError("Die Datei ist leer.", "The file is empty.");
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const [header = [], ...records] = parsed.data;

  const columnAt = new Map<number, CsvColumn>();
  const ignoredHeaders: string[] = [];
  header.forEach((h, i) => {
    const name = normalizeHeader(h);
    const column = (Object.keys(HEADER_NAMES) as CsvColumn[]).find((c) => HEADER_NAMES[c].includes(name));
    if (!column) {
      if (h.trim()) ignoredHeaders.push(h.trim());
      return;
    }
    if ([...columnAt.values()].includes(column)) {
      throw fileError(
        `Die Spalte „${COLUMN_LABELS[column].de}“ steht zweimal in der Kopfzeile.`,
        `The column “${COLUMN_LABELS[column].en}” appears twice in the header.`,
      );
    }
    columnAt.set(i, column);
  });
  const columns = [...columnAt.values()];
  if (!columns.includes("firstName") || !columns.includes("lastName")) {
    throw fileError(
      `Die erste Zeile muss die Spaltennamen enthalten, mindestens Vorname und Nachname (gefunden: ${header.join(", ") || "nichts"}).`,
      `The first row must hold the column names, at least first_name and last_name (found: ${header.join(", ") || "nothing"}).`,
    );
  }

  const quoteErrors = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined && !quoteErrors.has(e.row)) quoteErrors.set(e.row, e.code);

  const rows: CsvRow[] = [];
  records.forEach((record, index) => {
    const recordIndex = index + 1; // in parsed.data, where the header is 0
    if (record.every((cell) => !cell.trim())) return; // Excel leaves blank lines and ";;;;" at the end
    if (rows.length >= MAX_CSV_ROWS) {
      throw fileError(
        `Die Datei hat mehr als ${MAX_CSV_ROWS} Zeilen. Bitte in kleinere Dateien teilen.`,
        `The file has more than ${MAX_CSV_ROWS} rows. Please split it.`,
      );
    }
    const cells: Partial<Record<CsvColumn, string>> = {};
    for (const [i, column] of columnAt) cells[column] = unescapeCsvCell((record[i] ?? "").trim());
    const row = checkRow(recordIndex + 1, cells, columns);
    if (quoteErrors.has(recordIndex)) {
      row.errors.unshift({
        field: "row",
        de: "Anführungszeichen sind nicht richtig geschlossen.",
        en: "Quotation marks are not closed properly.",
      });
    } else if (record.slice(header.length).some((cell) => cell.trim())) {
      row.errors.unshift({
        field: "row",
        de: `Die Zeile hat ${record.length} Spalten, die Kopfzeile nur ${header.length}. Steht ein Trennzeichen im Namen?`,
        en: `The row has ${record.length} columns but the header only ${header.length}. Is there a delimiter inside a name?`,
      });
    }
    rows.push(row);
  });
  if (rows.length === 0) throw fileError("Die Datei enthält keine Mitglieder.", "The file contains no members.");
  return { delimiter, columns, ignoredHeaders, rows };
}

export interface ExportMember {
  playerNumber: number;
  firstName: string;
  lastName: string;
  email: string | null;
  city: string | null;
  federationNumber?: string | null;
  active: boolean;
}

/** CSV for Excel in the shape every export has (csv-cells.ts: `;`, CRLF, BOM, formula-like cells defused); the
 * import removes the defusing apostrophe again, so an export re-imports unchanged. */
export function writeMemberCsv(list: ExportMember[]): string {
  // The federation number last: files of earlier versions keep their columns where they were.
  const order: CsvColumn[] = ["playerNumber", "firstName", "lastName", "email", "city", "active", "federationNumber"];
  return writeCsv(
    order.map((c) => EXPORT_HEADERS[c]),
    list.map((m) => [m.playerNumber, m.firstName, m.lastName, m.email, m.city, m.active ? "ja" : "nein", m.federationNumber ?? null]),
  );
}
