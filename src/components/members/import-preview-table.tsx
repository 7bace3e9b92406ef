"use client";
// The preview of a CSV import: one line per row with what the import would do, and for a bad row why.
import { IgnoredColumns, RowNotes, useProblemFilter } from "../csv-preview-parts";
import type { ImportPreview, ImportPreviewRow } from "./types";

const STATUS = {
  new: { label: "neu", className: "bg-green-100 text-green-900" },
  update: { label: "ändern", className: "bg-blue-100 text-blue-900" },
  unchanged: { label: "unverändert", className: "bg-stone-100 text-stone-700" },
  error: { label: "Fehler", className: "bg-red-100 text-red-900" },
} as const;

const COLUMN_NAMES: Record<string, string> = {
  playerNumber: "Nummer",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  city: "Ort",
  active: "Aktiv",
};

/** Rendering thousands of rows helps nobody; problems are always shown in full. */
const MAX_SHOWN = 300;

function Notes({ row }: { row: ImportPreviewRow }) {
  return (
    <RowNotes row={row}>
      {row.status === "update" ? (
        <li className="text-blue-900">Ändert: {row.changes.map((c) => COLUMN_NAMES[c] ?? c).join(", ")}</li>
      ) : null}
    </RowNotes>
  );
}

export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { rows, toggle } = useProblemFilter(preview.rows, preview.counts.error);
  const shown = rows.filter((r, i) => i < MAX_SHOWN || r.errors.length > 0);
  const { counts } = preview;
  return (
    <div className="space-y-3" data-testid="import-preview">
      <p className="text-lg">
        <strong>{counts.new}</strong> neu · <strong>{counts.update}</strong> zu ändern · <strong>{counts.unchanged}</strong>{" "}
        unverändert ·{" "}
        <strong className={counts.error ? "text-red-700" : ""}>{counts.error}</strong> mit Fehlern
      </p>
      <IgnoredColumns headers={preview.ignoredHeaders} />
      {toggle}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-base">
          <thead className="border-b border-stone-300 text-sm text-stone-600">
            <tr>
              <th className="px-2 py-2">Zeile</th>
              <th className="px-2 py-2">Status</th>
              <th className="px-2 py-2">Nr.</th>
              <th className="px-2 py-2">Name</th>
              <th className="px-2 py-2">E-Mail · Ort</th>
              <th className="px-2 py-2">Hinweise</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {shown.map((row) => (
              <tr key={row.line} className={row.status === "error" ? "bg-red-50" : ""}>
                <td className="px-2 py-2 tabular-nums">{row.line}</td>
                <td className="px-2 py-2">
                  <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS[row.status].className}`}>
                    {STATUS[row.status].label}
                  </span>
                </td>
                <td className="px-2 py-2 font-semibold tabular-nums">
                  {row.playerNumber ?? row.cells.playerNumber ?? ""}
                  {row.numberAssigned ? <span className="block text-xs font-normal text-stone-500">automatisch</span> : null}
                </td>
                <td className="px-2 py-2">
                  {row.cells.firstName} {row.cells.lastName}
                </td>
                <td className="px-2 py-2 text-sm text-stone-700">
                  {[row.cells.email, row.cells.city].filter(Boolean).join(" · ")}
                </td>
                <td className="px-2 py-2 text-sm">
                  <Notes row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < rows.length ? (
        <p className="text-sm text-stone-600">… und {rows.length - shown.length} weitere Zeilen ohne Fehler.</p>
      ) : null}
    </div>
  );
}
