"use client";
// The two-step CSV import shared by members and entrants: choose a file or paste the text, check a preview on the
// server, then confirm. Confirming only works for the exact text previewed (the server checks the fingerprint).
// A file with bad rows is refused as a whole, unless the organizer chooses to import its valid rows alone; the
// rows left out are listed and can be downloaded as CSV with an error column, to fix and import again.
// What differs (labels, the server calls, when confirming is allowed, the preview table) is passed in.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Fragment, useState, type ReactNode } from "react";
import { usePick } from "@/i18n/use-pick";
import type { Bilingual } from "@/lib/bilingual";
import { readCsvFile } from "./members/read-csv-file";
import { refusedRowsCsv } from "./refused-rows-csv";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

/** A row the server refuses, with every reason on its field. */
export interface RefusedRow {
  line: number;
  errors: (Bilingual & { field: string })[];
}

interface CheckedImport {
  fingerprint: string;
  delimiter: string;
  counts: { error: number };
  rows: RefusedRow[];
}

/** What an import answers: the message to show, and the rows it left out (none unless partial). */
export interface ImportOutcome {
  message: string;
  refused: RefusedRow[];
}

export interface CsvImportPanelProps<T extends CheckedImport> {
  /** Explanation above the inputs, if any. */
  intro?: ReactNode;
  textLabel: string;
  placeholder: string;
  previewLabel: string;
  /** The request to fix the marked rows, in the reader's language. */
  fixRowsText: string;
  /** The input field naming the club or tournament: its errors are shown with the general ones. */
  scopeField: string;
  checkPreview: (csv: string) => Promise<T>;
  checking: boolean;
  /** Runs the import of the previewed text, every row (or none), or with `partial` the valid rows alone. */
  confirmImport: (csv: string, preview: T, partial: boolean) => Promise<ImportOutcome>;
  confirming: boolean;
  canConfirm: (preview: T) => boolean;
  /** How many valid rows a partial import would take; 0 when it would do nothing. */
  validRows: (preview: T) => number;
  /** A field's name in the reader's language, or nothing for the row as a whole. */
  fieldLabel: (field: string) => string | undefined;
  renderPreview: (preview: T) => ReactNode;
}

interface RefusedRowsProps {
  text: string;
  delimiter: string;
  rows: RefusedRow[];
  fieldLabel: (field: string) => string | undefined;
  /** Only the download: the preview's table already lists the rows. */
  downloadOnly?: boolean;
}

/** The refused rows of one file: listed, and downloadable with an error column. */
function RefusedRows({ text, delimiter, rows, fieldLabel, downloadOnly }: RefusedRowsProps) {
  const t = useTranslations("members.csvImport");
  const pick = usePick();
  const described = rows.map((r) => ({
    line: r.line,
    reasons: r.errors.map((e) => {
      const label = fieldLabel(e.field);
      return label ? `${label}: ${pick(e)}` : pick(e);
    }),
  }));
  function download() {
    const csv = refusedRowsCsv(text, delimiter, described, t("errorColumn"));
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = t("refusedFile");
    a.click();
    URL.revokeObjectURL(url);
  }
  const button = (
    <Button type="button" variant="secondary" onClick={download}>
      {t("downloadRefused")}
    </Button>
  );
  if (downloadOnly) return <div>{button}</div>;
  return (
    <section className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3" data-testid="refused-rows">
      <h3 className="text-lg font-semibold text-red-900">{t("refusedTitle", { count: rows.length })}</h3>
      <ul className="space-y-1 text-base">
        {described.map((r) => (
          <li key={r.line}>
            <span className="font-semibold tabular-nums">{t("refusedLine", { line: r.line })}</span> · {r.reasons.join(" ")}
          </li>
        ))}
      </ul>
      {button}
    </section>
  );
}

export function CsvImportPanel<T extends CheckedImport>(props: CsvImportPanelProps<T>) {
  const t = useTranslations("members.csvImport");
  const router = useRouter();
  const errors = useFormErrors();
  const [csv, setCsv] = useState("");
  const [note, setNote] = useState(false); // the file was read as Windows-1252
  const [preview, setPreview] = useState<{ text: string; result: T } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The rows the last import left out, with the text they came from (the input is cleared after an import).
  const [leftOut, setLeftOut] = useState<{ text: string; delimiter: string; rows: RefusedRow[] } | null>(null);

  function changeText(text: string) {
    setCsv(text);
    setDone(null);
    setLeftOut(null);
    if (preview && preview.text !== text) setPreview(null); // a preview is only good for the text it checked
  }

  async function onFile(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const { text, legacyEncoding } = await readCsvFile(file);
    setNote(legacyEncoding);
    changeText(text);
  }

  async function onPreview() {
    errors.clear();
    setDone(null);
    setLeftOut(null);
    try {
      setPreview({ text: csv, result: await props.checkPreview(csv) });
    } catch (err) {
      setPreview(null);
      errors.fromError(err);
    }
  }

  async function onImport(partial: boolean) {
    if (!preview) return;
    errors.clear();
    try {
      const outcome = await props.confirmImport(preview.text, preview.result, partial);
      setDone(outcome.message);
      setLeftOut(outcome.refused.length ? { text: preview.text, delimiter: preview.result.delimiter, rows: outcome.refused } : null);
      setPreview(null);
      setCsv("");
      setNote(false);
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  const result = preview?.result;
  const canImport = !!result && props.canConfirm(result) && !props.confirming;
  const validRows = result && result.counts.error > 0 ? props.validRows(result) : 0;
  const refusedInPreview = result ? result.rows.filter((r) => r.errors.length > 0) : [];
  const fileError = errors.field("csv");
  return (
    <div className="space-y-4">
      {props.intro}
      <label className="block">
        <span className="mb-1 block text-base font-medium">{t("file")}</span>
        <input type="file" accept=".csv,text/csv,text/plain" onChange={onFile} className="block min-h-12 w-full text-base file:mr-4 file:min-h-12 file:rounded-lg file:border-0 file:bg-stone-200 file:px-4 file:text-base file:font-semibold" />
      </label>
      <label className="block">
        <span className="mb-1 block text-base font-medium">{props.textLabel}</span>
        <textarea
          value={csv}
          onChange={(e) => changeText(e.target.value)}
          rows={6}
          spellCheck={false}
          placeholder={props.placeholder}
          aria-invalid={fileError ? true : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2 font-mono text-base ${fileError ? "border-red-600" : "border-stone-300"}`}
        />
      </label>
      {note ? <p className="text-amber-800">{t("legacyEncoding")}</p> : null}
      <ErrorText error={fileError} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={onPreview} disabled={!csv.trim() || props.checking}>
          {props.previewLabel}
        </Button>
        <Button type="button" onClick={() => onImport(false)} disabled={!canImport}>
          {t("confirm")}
        </Button>
        {validRows > 0 ? (
          <Button type="button" variant="secondary" onClick={() => onImport(true)} disabled={props.confirming}>
            {t("importValid", { count: validRows })}
          </Button>
        ) : null}
      </div>
      {result && result.counts.error > 0 ? (
        <p className="text-red-800">
          {props.fixRowsText} {t("nothingImported")} {validRows > 0 ? t("importValidHint") : null}
        </p>
      ) : null}
      <ErrorText error={errors.field("fingerprint") ?? errors.field(props.scopeField) ?? errors.general} />
      {done ? <p role="status" className="text-lg text-green-800">{done}</p> : null}
      {leftOut ? <RefusedRows {...leftOut} fieldLabel={props.fieldLabel} /> : null}
      {preview && refusedInPreview.length ? (
        <RefusedRows text={preview.text} delimiter={preview.result.delimiter} rows={refusedInPreview} fieldLabel={props.fieldLabel} downloadOnly />
      ) : null}
      {/* keyed so that a new preview starts with its own view state */}
      {result ? <Fragment key={result.fingerprint}>{props.renderPreview(result)}</Fragment> : null}
    </div>
  );
}
