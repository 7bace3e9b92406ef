"use client";
// Pieces the member and pair import previews share: a row's errors and warnings, the ignored columns, and the
// switch that shows only the rows with problems.
import { useState, type ReactNode } from "react";
import type { Bilingual } from "@/lib/bilingual";

interface PreviewRowLike {
  errors: Bilingual[];
  warnings: Bilingual[];
}

const hasProblem = (r: PreviewRowLike) => r.errors.length > 0 || r.warnings.length > 0;

/** A row's errors and warnings in German with the English below; `children` adds further lines. */
export function RowNotes({ row, children }: { row: PreviewRowLike; children?: ReactNode }) {
  return (
    <ul className="space-y-1">
      {row.errors.map((e, i) => (
        <li key={`e${i}`} className="text-red-800">
          {e.de} <span className="block text-xs text-red-700/80" lang="en">{e.en}</span>
        </li>
      ))}
      {row.warnings.map((w, i) => (
        <li key={`w${i}`} className="text-amber-800">
          {w.de} <span className="block text-xs text-amber-700/80" lang="en">{w.en}</span>
        </li>
      ))}
      {children}
    </ul>
  );
}

export function IgnoredColumns({ headers }: { headers: string[] }) {
  if (!headers.length) return null;
  return (
    <p className="text-sm text-stone-600">
      Nicht verwendete Spalten: {headers.join(", ")} <span lang="en">(ignored columns)</span>
    </p>
  );
}

/** The rows to show and the switch for them; it starts on when the preview has errors. */
export function useProblemFilter<R extends PreviewRowLike>(rows: R[], errorCount: number) {
  const [onlyProblems, setOnlyProblems] = useState(errorCount > 0);
  const toggle = rows.some(hasProblem) ? (
    <label className="flex min-h-12 items-center gap-3 text-base">
      <input type="checkbox" className="h-6 w-6" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
      Nur Zeilen mit Fehlern oder Hinweisen zeigen
    </label>
  ) : null;
  return { rows: onlyProblems ? rows.filter(hasProblem) : rows, toggle };
}
