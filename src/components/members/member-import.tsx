"use client";
// CSV import of members in two steps: preview (the server checks every row and stores nothing), then confirm.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { CsvImportPanel } from "../csv-import-panel";
import { ImportPreviewTable } from "./import-preview-table";

/** The fields a row's error can name (the rest is about the row as a whole). */
const FIELDS = ["playerNumber", "firstName", "lastName", "email", "city", "active", "federationNumber"] as const;
const isField = (f: string): f is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(f);

export function MemberImport({ clubId }: { clubId: string }) {
  const t = useTranslations("members.import");
  const columns = useTranslations("members.preview.columns");
  const trpc = useTRPC();
  const previewImport = useMutation(trpc.member.previewImport.mutationOptions());
  const runImport = useMutation(trpc.member.import.mutationOptions());
  return (
    <CsvImportPanel
      textLabel={t("textLabel")}
      placeholder={t("placeholder")}
      previewLabel={t("previewLabel")}
      fixRowsText={t("fixRows")}
      scopeField="clubId"
      checkPreview={(csv) => previewImport.mutateAsync({ clubId, csv })}
      checking={previewImport.isPending}
      confirmImport={async (csv, preview, partial) => {
        const r = await runImport.mutateAsync({ clubId, csv, fingerprint: preview.fingerprint, partial });
        return { message: t("done", { created: r.created, updated: r.updated, unchanged: r.unchanged }), refused: r.refused };
      }}
      confirming={runImport.isPending}
      canConfirm={({ counts }) => counts.error === 0 && counts.new + counts.update > 0}
      validRows={({ counts }) => (counts.new + counts.update > 0 ? counts.new + counts.update + counts.unchanged : 0)}
      fieldLabel={(field) => (isField(field) ? columns(field) : undefined)}
      renderPreview={(preview) => <ImportPreviewTable preview={preview} />}
    />
  );
}
