"use client";
// The preview of an entrants CSV import (pairs, or single players), in the look of the member import's preview:
// one line per row with the entrant it would register (start number, players) or why the row cannot be imported.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";
import { IgnoredColumns, RowNotes, useProblemFilter } from "../csv-preview-parts";
import type { ImportEntrant } from "./pair-import";

export type PairImportPreview = inferRouterOutputs<AppRouter>["tournament"]["previewPairImport"];
type PreviewRow = PairImportPreview["rows"][number];

const STATUS = {
  ok: { label: "anmelden", className: "bg-green-100 text-green-900" },
  error: { label: "Fehler", className: "bg-red-100 text-red-900" },
} as const;

function Player({ p }: { p: PreviewRow["players"][number] }) {
  if (p.kind === "guest") return <span>{p.name} <span className="text-sm text-stone-500">(Gast)</span></span>;
  if (p.kind === "member" && p.name) return <span>{p.name} <span className="text-sm text-stone-500">(Nr. {p.playerNumber})</span></span>;
  return <span className="text-stone-500">{p.playerNumber !== null ? `Nr. ${p.playerNumber}` : "–"}</span>;
}

export function PairImportPreviewTable({ preview, entrant }: { preview: PairImportPreview; entrant: ImportEntrant }) {
  const { rows, toggle } = useProblemFilter(preview.rows, preview.counts.error);
  const { counts } = preview;
  const pair = entrant.players === 2;
  const playerHeads = pair ? ["Spieler 1", "Spieler 2"] : ["Spieler"];
  return (
    <div className="space-y-3" data-testid="pair-import-preview">
      <p className="text-lg">
        <strong>{counts.ok}</strong> {entrant.plural} anzumelden ·{" "}
        <strong className={counts.error ? "text-red-700" : ""}>{counts.error}</strong> mit Fehlern
      </p>
      {preview.blocked ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {preview.blocked.de} <span className="block text-sm" lang="en">{preview.blocked.en}</span>
        </p>
      ) : null}
      <IgnoredColumns headers={preview.ignoredHeaders} />
      {toggle}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-base">
          <thead className="border-b border-stone-300 text-sm text-stone-600">
            <tr>
              <th className="px-2 py-2">Zeile</th>
              <th className="px-2 py-2">Status</th>
              <th className="px-2 py-2">{pair ? entrant.noun : "Startnummer"}</th>
              {playerHeads.map((head) => (
                <th key={head} className="px-2 py-2">{head}</th>
              ))}
              <th className="px-2 py-2">Check-in</th>
              <th className="px-2 py-2">Hinweise</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row) => (
              <tr key={row.line} className={row.status === "error" ? "bg-red-50" : ""}>
                <td className="px-2 py-2 tabular-nums">{row.line}</td>
                <td className="px-2 py-2">
                  <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS[row.status].className}`}>{STATUS[row.status].label}</span>
                </td>
                <td className="px-2 py-2">
                  {row.startNumber ? <span className="font-semibold tabular-nums">{entrant.noun} {row.startNumber}</span> : null}
                  {row.name ? <span className="block text-sm">{row.name}</span> : null}
                </td>
                {row.players.map((p) => (
                  <td key={p.slot} className="px-2 py-2"><Player p={p} /></td>
                ))}
                <td className="px-2 py-2">{row.checkedIn ? "ja" : "nein"}</td>
                <td className="px-2 py-2 text-sm"><RowNotes row={row} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
