"use client";
// CSV import of members in two steps: preview (the server checks every row and stores nothing), then confirm.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { CsvImportPanel } from "../csv-import-panel";
import { ImportPreviewTable } from "./import-preview-table";

export function MemberImport({ clubId }: { clubId: string }) {
  const t = useTranslations("members.import");
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
      confirmImport={async (csv, preview) => {
        const r = await runImport.mutateAsync({ clubId, csv, fingerprint: preview.fingerprint });
        return t("done", { created: r.created, updated: r.updated, unchanged: r.unchanged });
      }}
      confirming={runImport.isPending}
      canConfirm={({ counts }) => counts.error === 0 && counts.new + counts.update > 0}
      renderPreview={(preview) => <ImportPreviewTable preview={preview} />}
    />
  );
}
