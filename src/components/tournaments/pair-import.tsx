"use client";
// Pairs by CSV in two steps: preview (the server runs the import and rolls it back, so it stores nothing), then
// confirm.
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";
import { CsvImportPanel } from "../csv-import-panel";
import { PairImportPreviewTable } from "./pair-import-preview";

const EXAMPLE = "Paar;Spieler 1;Spieler 2;Eingecheckt\nDie Asse;17;23;ja\n;42;Gast: Anna Schmidt;nein";

export function PairImport({ tournamentId }: { tournamentId: string }) {
  const trpc = useTRPC();
  const previewImport = useMutation(trpc.tournament.previewPairImport.mutationOptions());
  const runImport = useMutation(trpc.tournament.importPairs.mutationOptions());
  return (
    <CsvImportPanel
      intro={
        <p className="text-stone-700">
          Eine Zeile je Paar: Spalten <code>Paar</code> (freiwillig), <code>Spieler 1</code>, <code>Spieler 2</code>,{" "}
          <code>Eingecheckt</code> (freiwillig, ja/nein). Ein Spieler ist eine Spielernummer des Vereins oder ein Gast
          (<code>Gast: Vorname Nachname</code>).
        </p>
      }
      textLabel="CSV-Text"
      placeholder={EXAMPLE}
      previewLabel="Vorschau"
      fixRowsText="Bitte die markierten Zeilen korrigieren und erneut prüfen."
      scopeField="tournamentId"
      checkPreview={(csv) => previewImport.mutateAsync({ tournamentId, csv })}
      checking={previewImport.isPending}
      confirmImport={async (csv, preview) => {
        const r = await runImport.mutateAsync({ tournamentId, csv, fingerprint: preview.fingerprint });
        return `${r.created} Paare angemeldet (Paar ${r.firstNumber} bis ${r.lastNumber}), davon ${r.checkedIn} eingecheckt.`;
      }}
      confirming={runImport.isPending}
      canConfirm={(preview) => preview.counts.error === 0 && !preview.blocked && preview.counts.ok > 0}
      renderPreview={(preview) => <PairImportPreviewTable preview={preview} />}
    />
  );
}
