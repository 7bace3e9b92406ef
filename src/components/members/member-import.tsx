"use client";
// CSV import of members in two steps: preview (the server checks every row and stores nothing), then confirm.
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";
import { CsvImportPanel } from "../csv-import-panel";
import { ImportPreviewTable } from "./import-preview-table";

export function MemberImport({ clubId }: { clubId: string }) {
  const trpc = useTRPC();
  const previewImport = useMutation(trpc.member.previewImport.mutationOptions());
  const runImport = useMutation(trpc.member.import.mutationOptions());
  return (
    <CsvImportPanel
      textLabel="… oder die Liste hier einfügen"
      placeholder={"Nummer;Vorname;Nachname;E-Mail;Ort\n;Anna;Schmidt;anna@example.org;Saarbrücken"}
      previewLabel="Vorschau prüfen"
      fixRowsText="Bitte die markierten Zeilen in der Datei korrigieren und erneut prüfen."
      scopeField="clubId"
      checkPreview={(csv) => previewImport.mutateAsync({ clubId, csv })}
      checking={previewImport.isPending}
      confirmImport={async (csv, preview) => {
        const r = await runImport.mutateAsync({ clubId, csv, fingerprint: preview.fingerprint });
        return `Importiert: ${r.created} neu, ${r.updated} geändert, ${r.unchanged} unverändert.`;
      }}
      confirming={runImport.isPending}
      canConfirm={({ counts }) => counts.error === 0 && counts.new + counts.update > 0}
      renderPreview={(preview) => <ImportPreviewTable preview={preview} />}
    />
  );
}
