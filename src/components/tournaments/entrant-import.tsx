"use client";
// Entrants (pairs, or single players) by CSV in two steps: preview (the server runs the import and rolls it back,
// so it stores nothing), then confirm. The columns follow the tournament's entrant: two player columns or one.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { CsvImportPanel } from "../csv-import-panel";
import type { ImportEntrant } from "./import-entrant";
import { EntrantImportPreviewTable } from "./entrant-import-preview";

/** An example CSV for entrants of one player and of two (the columns follow the entrant's players). */
const EXAMPLES: Record<ImportEntrant["players"], string> = {
  1: "Spieler;Eingecheckt\n17;ja\nGast: Anna Schmidt;nein",
  2: "Paar;Spieler 1;Spieler 2;Eingecheckt\nDie Asse;17;23;ja\n;42;Gast: Anna Schmidt;nein",
};

function Columns({ players }: { players: number }) {
  const t = useTranslations("tournaments.pairImport");
  return (
    <>
      <p className="text-stone-700">{t.rich("columns", { players, c: (x) => <code>{x}</code> })}</p>
      <p className="text-stone-700">{t.rich("federationColumns", { players, c: (x) => <code>{x}</code> })}</p>
    </>
  );
}

/** A row error's field in the entrant's words ("Spieler 2", "DDV-Nr 1"; the pair's name by its noun); the part
 * after a dot ("player1.federationNumber", from registering) is the player's. */
function useFieldLabel(entrant: ImportEntrant) {
  const t = useTranslations("tournaments.importPreview");
  return (field: string): string | undefined => {
    const [head = ""] = field.split(".");
    const slot = /^(player|federation)([12])$/.exec(head);
    const federation = head.startsWith("federation") || field.endsWith(".federationNumber");
    if (slot || head === "player") {
      const number = Number(slot?.[2] ?? 1);
      // A count: the fields are numbered where there are several.
      const numbered = entrant.players > 1; // eslint-disable-line stichfest/no-entrant-size-test
      if (federation) return numbered ? t("federationN", { number }) : t("federation");
      return numbered ? t("playerN", { number }) : t("player");
    }
    if (head === "pair" || head === "name") return entrant.noun;
    if (head === "checkedIn" || head === "checkIn") return t("checkIn");
    return undefined;
  };
}

export function EntrantImport({ tournamentId, entrant }: { tournamentId: string; entrant: ImportEntrant }) {
  const t = useTranslations("tournaments.pairImport");
  const fieldLabel = useFieldLabel(entrant);
  const trpc = useTRPC();
  const previewImport = useMutation(trpc.tournament.previewPairImport.mutationOptions());
  const runImport = useMutation(trpc.tournament.importPairs.mutationOptions());
  return (
    <CsvImportPanel
      intro={<Columns players={entrant.players} />}
      textLabel={t("textLabel")}
      placeholder={EXAMPLES[entrant.players]}
      previewLabel={t("preview")}
      fixRowsText={t("fixRows")}
      scopeField="tournamentId"
      checkPreview={(csv) => previewImport.mutateAsync({ tournamentId, csv })}
      checking={previewImport.isPending}
      confirmImport={async (csv, preview, partial) => {
        const r = await runImport.mutateAsync({ tournamentId, csv, fingerprint: preview.fingerprint, partial });
        const message = t("done", { count: r.created, plural: entrant.plural, noun: entrant.noun, first: r.firstNumber ?? "", last: r.lastNumber ?? "", checkedIn: r.checkedIn });
        return { message, refused: r.refused };
      }}
      confirming={runImport.isPending}
      canConfirm={(preview) => preview.counts.error === 0 && !preview.blocked && preview.counts.ok > 0}
      validRows={(preview) => (preview.blocked ? 0 : preview.counts.ok)}
      fieldLabel={fieldLabel}
      renderPreview={(preview) => <EntrantImportPreviewTable preview={preview} entrant={entrant} />}
    />
  );
}
