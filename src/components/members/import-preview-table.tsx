"use client";
// The preview of a CSV import: one line per row with what the import would do, and for a bad row why.
import { useTranslations } from "next-intl";
import { IgnoredColumns, RowNotes, useProblemFilter } from "../csv-preview-parts";
import type { ImportPreview, ImportPreviewRow } from "./types";

const STATUS_CLASS = {
  new: "bg-green-100 text-green-900",
  update: "bg-blue-100 text-blue-900",
  unchanged: "bg-stone-100 text-stone-700",
  error: "bg-red-100 text-red-900",
} as const;

/** The columns an update can change (their names are under preview.columns). */
const COLUMNS = ["playerNumber", "firstName", "lastName", "email", "city", "active", "federationNumber"] as const;
const isColumn = (c: string): c is (typeof COLUMNS)[number] => (COLUMNS as readonly string[]).includes(c);

/** Rendering thousands of rows helps nobody; problems are always shown in full. */
const MAX_SHOWN = 300;

function Notes({ row }: { row: ImportPreviewRow }) {
  const t = useTranslations("members.preview");
  return (
    <RowNotes row={row}>
      {row.status === "update" ? (
        <li className="text-blue-900">
          {t("changes", { columns: row.changes.map((c) => (isColumn(c) ? t(`columns.${c}`) : c)).join(", ") })}
        </li>
      ) : null}
    </RowNotes>
  );
}

export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const t = useTranslations("members.preview");
  const { rows, toggle } = useProblemFilter(preview.rows, preview.counts.error);
  const shown = rows.filter((r, i) => i < MAX_SHOWN || r.errors.length > 0);
  const { counts } = preview;
  return (
    <div className="space-y-3" data-testid="import-preview">
      <p className="text-lg">
        {t.rich("summary", {
          newCount: counts.new,
          updateCount: counts.update,
          unchangedCount: counts.unchanged,
          errorCount: counts.error,
          b: (c) => <strong>{c}</strong>,
          err: (c) => <strong className={counts.error ? "text-red-700" : ""}>{c}</strong>,
        })}
      </p>
      <IgnoredColumns headers={preview.ignoredHeaders} />
      {toggle}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-base">
          <thead className="border-b border-stone-300 text-sm text-stone-600">
            <tr>
              <th className="px-2 py-2">{t("line")}</th>
              <th className="px-2 py-2">{t("statusHeader")}</th>
              <th className="px-2 py-2">{t("number")}</th>
              <th className="px-2 py-2">{t("name")}</th>
              <th className="px-2 py-2">{t("emailCity")}</th>
              <th className="px-2 py-2">{t("notes")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {shown.map((row) => (
              <tr key={row.line} className={row.status === "error" ? "bg-red-50" : ""}>
                <td className="px-2 py-2 tabular-nums">{row.line}</td>
                <td className="px-2 py-2">
                  <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS_CLASS[row.status]}`}>
                    {t(`status.${row.status}`)}
                  </span>
                </td>
                <td className="px-2 py-2 font-semibold tabular-nums">
                  {row.playerNumber ?? row.cells.playerNumber ?? ""}
                  {row.numberAssigned ? <span className="block text-xs font-normal text-stone-500">{t("numberAssigned")}</span> : null}
                </td>
                <td className="px-2 py-2">
                  {row.cells.firstName} {row.cells.lastName}
                </td>
                <td className="px-2 py-2 text-sm text-stone-700">
                  {[row.cells.email, row.cells.city, row.cells.federationNumber ? t("federationNumber", { number: row.cells.federationNumber }) : null]
                    .filter(Boolean)
                    .join(" · ")}
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
        <p className="text-sm text-stone-600">{t("more", { count: rows.length - shown.length })}</p>
      ) : null}
    </div>
  );
}
