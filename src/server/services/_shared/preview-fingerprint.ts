// An import runs only what the organizer previewed. The plan's fingerprint is "<hash of the text>.<hash of
// what the import would do>": the first part proves the text is the previewed one, the whole proves nothing
// changed since in a way that changes the result. Shared by the member and the entrant import, as is the choice
// between all rows or none (the default) and the valid rows alone (`partial`, chosen by the organizer).
import { z } from "zod";
import { bi, type Bilingual } from "@/lib/bilingual";
import { DomainError } from "../../errors";
import { textField } from "./schemas";

/** From the preview: proves the organizer saw what this import will do. */
export const previewFingerprintField = textField({ de: "Der Prüfwert", en: "The fingerprint" })
  .min(1, bi("Bitte zuerst die Vorschau prüfen.", "Please check the preview first."))
  .max(200, bi("Ungültiger Prüfwert.", "Invalid fingerprint."));

/** False (the default): every row or none, a row with an error refuses the file. True: the rows without errors
 * are imported and the others are answered as refused; the organizer chose it after the preview. */
export const partialImportField = z.boolean().default(false);

interface CheckedPlan {
  fingerprint: string;
  counts: { error: number };
}

/** A row the import left out, with every reason, as the preview named them. */
export interface RefusedRow {
  line: number;
  errors: (Bilingual & { field: string })[];
}

/** The rows with errors, in the file's order. */
export function refusedRows(rows: readonly { line: number; errors: readonly (Bilingual & { field: string })[] }[]): RefusedRow[] {
  return rows
    .filter((r) => r.errors.length > 0)
    .map((r) => ({ line: r.line, errors: r.errors.map(({ field, de, en }) => ({ field, de, en })) }));
}

/** Refuses the import when the text was not previewed, a row has an error (unless `partial`), or the plan changed
 * since the preview (`changedSincePreview` names what changed, in the import's own words). */
export function requirePreviewedPlan(plan: CheckedPlan, fingerprint: string, changedSincePreview: () => DomainError, partial = false): void {
  const [textHash] = plan.fingerprint.split(".");
  if (!fingerprint.startsWith(`${textHash}.`)) {
    throw new DomainError(
      "BAD_REQUEST",
      "Diese Liste wurde so nicht geprüft. Bitte zuerst die Vorschau erstellen.",
      "This list was not checked as it is. Please preview it first.",
      "fingerprint",
    );
  }
  if (plan.counts.error > 0 && !partial) {
    throw new DomainError(
      "BAD_REQUEST",
      `${plan.counts.error} Zeile(n) haben Fehler. Es wurde nichts importiert.`,
      `${plan.counts.error} row(s) have errors. Nothing was imported.`,
      "csv",
    );
  }
  if (plan.fingerprint !== fingerprint) throw changedSincePreview();
}

/** A partial import with no row left to import: said, rather than answered as an import of nothing. */
export function noValidRows(): DomainError {
  return new DomainError(
    "BAD_REQUEST",
    "Keine Zeile ist fehlerfrei. Es wurde nichts importiert.",
    "No row is free of errors. Nothing was imported.",
    "csv",
  );
}
