"use client";
// The preview of an entrants CSV import (pairs, or single players), in the look of the member import's preview:
// one line per row with the entrant it would register (start number, players) or why the row cannot be imported.
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { usePick } from "@/i18n/use-pick";
import type { AppRouter } from "@/server/api/root";
import { IgnoredColumns, RowNotes, useProblemFilter } from "../csv-preview-parts";
import type { ImportEntrant } from "./import-entrant";

export type EntrantImportPreview = inferRouterOutputs<AppRouter>["tournament"]["previewPairImport"];
type PreviewRow = EntrantImportPreview["rows"][number];

const STATUS = {
  ok: "bg-green-100 text-green-900",
  error: "bg-red-100 text-red-900",
} as const;

function Player({ p }: { p: PreviewRow["players"][number] }) {
  const t = useTranslations("tournaments.importPreview");
  if (p.kind === "guest") {
    return (
      <span>
        {p.name} <span className="text-sm text-stone-500">{t("guest")}</span>
        {p.federationNumber ? <span className="block text-sm text-stone-500">{t("federationNumber", { number: p.federationNumber })}</span> : null}
      </span>
    );
  }
  if (p.kind === "member" && p.name) return <span>{p.name} <span className="text-sm text-stone-500">{t("number", { number: p.playerNumber ?? "" })}</span></span>;
  return <span className="text-stone-500">{p.playerNumber !== null ? t("numberOnly", { number: p.playerNumber }) : "–"}</span>;
}

export function EntrantImportPreviewTable({ preview, entrant }: { preview: EntrantImportPreview; entrant: ImportEntrant }) {
  const t = useTranslations("tournaments.importPreview");
  const pick = usePick();
  const { rows, toggle } = useProblemFilter(preview.rows, preview.counts.error);
  const { counts } = preview;
  const { players } = entrant;
  // One column per player, numbered where there are several; the entrant's own column names it by its noun, or by
  // its start number where the entrant is the one player of its row.
  const playerHeads = Array.from({ length: players }, (_, i) =>
    // eslint-disable-next-line stichfest/no-entrant-size-test -- a count: the heads are numbered where there are several
    players > 1 ? t("playerN", { number: i + 1 }) : t("player"),
  );
  const entrantHead = entrant.named ? entrant.noun : t("startNumber");
  return (
    <div className="space-y-3" data-testid="entrant-import-preview">
      <p className="text-lg">
        {t.rich("counts", {
          ok: counts.ok,
          plural: entrant.plural,
          errors: counts.error,
          b: (c) => <strong>{c}</strong>,
          err: (c) => <strong className={counts.error ? "text-red-700" : ""}>{c}</strong>,
        })}
      </p>
      {preview.blocked ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {pick(preview.blocked)}
        </p>
      ) : null}
      <IgnoredColumns headers={preview.ignoredHeaders} />
      {toggle}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-base">
          <thead className="border-b border-stone-300 text-sm text-stone-600">
            <tr>
              <th className="px-2 py-2">{t("line")}</th>
              <th className="px-2 py-2">{t("status")}</th>
              <th className="px-2 py-2">{entrantHead}</th>
              {playerHeads.map((head) => (
                <th key={head} className="px-2 py-2">{head}</th>
              ))}
              <th className="px-2 py-2">{t("checkIn")}</th>
              <th className="px-2 py-2">{t("notes")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row) => (
              <tr key={row.line} className={row.status === "error" ? "bg-red-50" : ""}>
                <td className="px-2 py-2 tabular-nums">{row.line}</td>
                <td className="px-2 py-2">
                  <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS[row.status]}`}>{t(row.status)}</span>
                </td>
                <td className="px-2 py-2">
                  {row.startNumber ? <span className="font-semibold tabular-nums">{entrant.noun} {row.startNumber}</span> : null}
                  {row.name ? <span className="block text-sm">{row.name}</span> : null}
                </td>
                {row.players.map((p) => (
                  <td key={p.slot} className="px-2 py-2"><Player p={p} /></td>
                ))}
                <td className="px-2 py-2">{row.checkedIn ? t("yes") : t("no")}</td>
                <td className="px-2 py-2 text-sm"><RowNotes row={row} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
