"use client";
// Pieces the member and pair import previews share: a row's errors and warnings, the ignored columns, and the
// switch that shows only the rows with problems.
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { usePick } from "@/i18n/use-pick";
import type { Bilingual } from "@/lib/bilingual";

interface PreviewRowLike {
  errors: Bilingual[];
  warnings: Bilingual[];
}

const hasProblem = (r: PreviewRowLike) => r.errors.length > 0 || r.warnings.length > 0;

/** A row's errors and warnings in the reader's language; `children` adds further lines. */
export function RowNotes({ row, children }: { row: PreviewRowLike; children?: ReactNode }) {
  const pick = usePick();
  return (
    <ul className="space-y-1">
      {row.errors.map((e, i) => (
        <li key={`e${i}`} className="text-red-800">
          {pick(e)}
        </li>
      ))}
      {row.warnings.map((w, i) => (
        <li key={`w${i}`} className="text-amber-800">
          {pick(w)}
        </li>
      ))}
      {children}
    </ul>
  );
}

export function IgnoredColumns({ headers }: { headers: string[] }) {
  const t = useTranslations("members.csvImport");
  if (!headers.length) return null;
  return (
    <p className="text-sm text-stone-600">
      {t("ignoredColumns", { columns: headers.join(", ") })}
    </p>
  );
}

/** The rows to show and the switch for them; it starts on when the preview has errors. */
export function useProblemFilter<R extends PreviewRowLike>(rows: R[], errorCount: number) {
  const t = useTranslations("members.csvImport");
  const [onlyProblems, setOnlyProblems] = useState(errorCount > 0);
  const toggle = rows.some(hasProblem) ? (
    <label className="flex min-h-12 items-center gap-3 text-base">
      <input type="checkbox" className="h-6 w-6" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
      {t("onlyProblems")}
    </label>
  ) : null;
  return { rows: onlyProblems ? rows.filter(hasProblem) : rows, toggle };
}
