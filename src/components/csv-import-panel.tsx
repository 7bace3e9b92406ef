"use client";
// The two-step CSV import shared by members and pairs: choose a file or paste the text, check a preview on the
// server, then confirm. Confirming only works for the exact text previewed (the server checks the fingerprint).
// What differs (labels, the server calls, when confirming is allowed, the preview table) is passed in.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Fragment, useState, type ReactNode } from "react";
import { readCsvFile } from "./members/read-csv-file";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

interface CheckedImport {
  fingerprint: string;
  counts: { error: number };
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
  /** Runs the import of the previewed text; answers the message shown afterwards. */
  confirmImport: (csv: string, preview: T) => Promise<string>;
  confirming: boolean;
  canConfirm: (preview: T) => boolean;
  renderPreview: (preview: T) => ReactNode;
}

export function CsvImportPanel<T extends CheckedImport>(props: CsvImportPanelProps<T>) {
  const t = useTranslations("members.csvImport");
  const router = useRouter();
  const errors = useFormErrors();
  const [csv, setCsv] = useState("");
  const [note, setNote] = useState(false); // the file was read as Windows-1252
  const [preview, setPreview] = useState<{ text: string; result: T } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function changeText(text: string) {
    setCsv(text);
    setDone(null);
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
    try {
      setPreview({ text: csv, result: await props.checkPreview(csv) });
    } catch (err) {
      setPreview(null);
      errors.fromError(err);
    }
  }

  async function onImport() {
    if (!preview) return;
    errors.clear();
    try {
      setDone(await props.confirmImport(preview.text, preview.result));
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
        <Button type="button" onClick={onImport} disabled={!canImport}>
          {t("confirm")}
        </Button>
      </div>
      {result && result.counts.error > 0 ? (
        <p className="text-red-800">
          {props.fixRowsText} {t("nothingImported")}
        </p>
      ) : null}
      <ErrorText error={errors.field("fingerprint") ?? errors.field(props.scopeField) ?? errors.general} />
      {done ? <p role="status" className="text-lg text-green-800">{done}</p> : null}
      {/* keyed so that a new preview starts with its own view state */}
      {result ? <Fragment key={result.fingerprint}>{props.renderPreview(result)}</Fragment> : null}
    </div>
  );
}
