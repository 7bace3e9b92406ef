"use client";
// Pairs by CSV in two steps: preview (the server runs the import and rolls it back, so it stores nothing), then
// confirm. Confirming only works for the exact text previewed, and only when no row has an error.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { readCsvFile } from "../members/read-csv-file";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { PairImportPreviewTable, type PairImportPreview } from "./pair-import-preview";

const EXAMPLE = "Paar;Spieler 1;Spieler 2;Eingecheckt\nDie Asse;17;23;ja\n;42;Gast: Anna Schmidt;nein";

export function PairImport({ tournamentId }: { tournamentId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [csv, setCsv] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ text: string; result: PairImportPreview } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const previewImport = useMutation(trpc.tournament.previewPairImport.mutationOptions());
  const runImport = useMutation(trpc.tournament.importPairs.mutationOptions());

  function changeText(text: string) {
    setCsv(text);
    setDone(null);
    if (preview && preview.text !== text) setPreview(null); // a preview is only good for the text it checked
  }

  async function onFile(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const { text, legacyEncoding } = await readCsvFile(file);
    setNote(legacyEncoding ? "Die Datei war nicht in UTF-8 gespeichert; sie wurde als Windows-1252 (Excel) gelesen. Bitte die Umlaute in der Vorschau prüfen." : null);
    changeText(text);
  }

  async function onPreview() {
    errors.clear();
    setDone(null);
    try {
      setPreview({ text: csv, result: await previewImport.mutateAsync({ tournamentId, csv }) });
    } catch (err) {
      setPreview(null);
      errors.fromError(err);
    }
  }

  async function onImport() {
    if (!preview) return;
    errors.clear();
    try {
      const r = await runImport.mutateAsync({ tournamentId, csv: preview.text, fingerprint: preview.result.fingerprint });
      setDone(`${r.created} Paare angemeldet (Paar ${r.firstNumber} bis ${r.lastNumber}), davon ${r.checkedIn} eingecheckt.`);
      setPreview(null);
      setCsv("");
      setNote(null);
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  const result = preview?.result;
  const canImport = !!result && result.counts.error === 0 && !result.blocked && result.counts.ok > 0 && !runImport.isPending;
  const fileError = errors.field("csv");
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        Eine Zeile je Paar: Spalten <code>Paar</code> (freiwillig), <code>Spieler 1</code>, <code>Spieler 2</code>,{" "}
        <code>Eingecheckt</code> (freiwillig, ja/nein). Ein Spieler ist eine Spielernummer des Vereins oder ein Gast
        (<code>Gast: Vorname Nachname</code>).
      </p>
      <label className="block">
        <span className="mb-1 block text-base font-medium">CSV-Datei wählen</span>
        <input type="file" accept=".csv,text/csv,text/plain" onChange={onFile} className="block min-h-12 w-full text-base file:mr-4 file:min-h-12 file:rounded-lg file:border-0 file:bg-stone-200 file:px-4 file:text-base file:font-semibold" />
      </label>
      <label className="block">
        <span className="mb-1 block text-base font-medium">CSV-Text</span>
        <textarea
          value={csv}
          onChange={(e) => changeText(e.target.value)}
          rows={6}
          spellCheck={false}
          placeholder={EXAMPLE}
          aria-invalid={fileError ? true : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2 font-mono text-base ${fileError ? "border-red-600" : "border-stone-300"}`}
        />
      </label>
      {note ? <p className="text-amber-800">{note}</p> : null}
      <ErrorText error={fileError} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={onPreview} disabled={!csv.trim() || previewImport.isPending}>
          Vorschau
        </Button>
        <Button type="button" onClick={onImport} disabled={!canImport}>
          Import bestätigen
        </Button>
      </div>
      {result && result.counts.error > 0 ? (
        <p className="text-red-800">
          Bitte die markierten Zeilen korrigieren und erneut prüfen. Es wird nichts importiert, solange eine Zeile einen Fehler hat.{" "}
          <span className="text-sm" lang="en">(Fix the marked rows and check again; nothing is imported while any row has an error.)</span>
        </p>
      ) : null}
      <ErrorText error={errors.field("fingerprint") ?? errors.field("tournamentId") ?? errors.general} />
      {done ? <p role="status" className="text-lg text-green-800">{done}</p> : null}
      {result ? <PairImportPreviewTable key={result.fingerprint} preview={result} /> : null}
    </div>
  );
}
