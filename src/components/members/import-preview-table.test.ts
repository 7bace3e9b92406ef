import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ImportPreviewTable } from "./import-preview-table";
import type { ImportPreview } from "./types";
import { renderIn } from "../../../test/render-in";

const row = (line: number, status: string, extra: object = {}) => ({
  line,
  status,
  playerNumber: line,
  numberAssigned: false,
  cells: { firstName: "Anna", lastName: `Schmidt${line}`, email: "", city: "Saarbrücken" },
  changes: [],
  errors: [],
  warnings: [],
  ...extra,
});

const preview = {
  fingerprint: "f",
  counts: { new: 1, update: 1, unchanged: 0, error: 1 },
  ignoredHeaders: ["Bemerkung"],
  rows: [
    row(2, "new", { numberAssigned: true }),
    row(3, "update", { changes: ["city", "email"] }),
    // Rows with a problem are shown first (the filter is on while there are errors).
    row(4, "error", { cells: { firstName: "Anna", lastName: "Schmidt4", city: "Homburg", federationNumber: "DDV-4711" }, errors: [{ de: "Die Nummer „x“ ist keine positive ganze Zahl.", en: "The number “x” is not a positive whole number." }] }),
  ],
} as unknown as ImportPreview;

const render = (locale: "de" | "en") => renderIn(createElement(ImportPreviewTable, { preview }), locale);

describe("the member import preview", () => {
  it("speaks German by default", () => {
    const html = render("de");
    expect(html).toContain("<strong>1</strong> neu · <strong>1</strong> zu ändern · <strong>0</strong> unverändert");
    expect(html).toContain("mit Fehlern");
    expect(html).toContain("Nicht verwendete Spalten: Bemerkung");
    expect(html).toContain("Nur Zeilen mit Fehlern oder Hinweisen zeigen");
    expect(html).toContain("Die Nummer „x“ ist keine positive ganze Zahl.");
    expect(html).not.toContain("positive whole number");
    expect(html).toContain("Homburg · DDV-Nr. DDV-4711");
  });

  it("speaks English only when asked, row errors included", () => {
    const html = render("en");
    expect(html).toContain("Ignored columns: Bemerkung");
    expect(html).toContain("The number “x” is not a positive whole number.");
    expect(html).not.toContain("keine positive ganze Zahl");
    expect(html).not.toContain("Nicht verwendete");
    expect(html).toContain("Homburg · DDV no. DDV-4711");
  });
});
