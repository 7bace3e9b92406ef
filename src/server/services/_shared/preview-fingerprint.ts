// An import runs only what the organizer previewed. The plan's fingerprint is "<hash of the text>.<hash of
// what the import would do>": the first part proves the text is the previewed one, the whole proves nothing
// changed since in a way that changes the result. Shared by the member and the pair import.
import { bi } from "@/lib/bilingual";
import { DomainError } from "../../errors";
import { textField } from "./schemas";

/** From the preview: proves the organizer saw what this import will do. */
export const previewFingerprintField = textField({ de: "Der Prüfwert", en: "The fingerprint" })
  .min(1, bi("Bitte zuerst die Vorschau prüfen.", "Please check the preview first."))
  .max(200, bi("Ungültiger Prüfwert.", "Invalid fingerprint."));

interface CheckedPlan {
  fingerprint: string;
  counts: { error: number };
}

/** Refuses the import when the text was not previewed, a row has an error, or the plan changed since the
 * preview (`changedSincePreview` names what changed, in the import's own words). */
export function requirePreviewedPlan(plan: CheckedPlan, fingerprint: string, changedSincePreview: () => DomainError): void {
  const [textHash] = plan.fingerprint.split(".");
  if (!fingerprint.startsWith(`${textHash}.`)) {
    throw new DomainError(
      "BAD_REQUEST",
      "Diese Liste wurde so nicht geprüft. Bitte zuerst die Vorschau erstellen.",
      "This list was not checked as it is. Please preview it first.",
      "fingerprint",
    );
  }
  if (plan.counts.error > 0) {
    throw new DomainError(
      "BAD_REQUEST",
      `${plan.counts.error} Zeile(n) haben Fehler. Es wurde nichts importiert.`,
      `${plan.counts.error} row(s) have errors. Nothing was imported.`,
      "csv",
    );
  }
  if (plan.fingerprint !== fingerprint) throw changedSincePreview();
}
