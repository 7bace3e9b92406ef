// The sheet's read-only link for the other players, as text and as a QR code to scan at the table, and its exports.
import { qrPath } from "../table-entry/table-code-qr";

export function SheetShare({ url, exports }: { url: string; exports: string }) {
  const { size, d } = qrPath(url);
  return (
    <section aria-label="Teilen" className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} width={144} height={144} role="img" aria-label="QR-Code des Lesezugangs" className="bg-white">
        <path d={d} fill="black" />
      </svg>
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-semibold">Für die Mitspieler</h2>
        <p className="text-stone-700">Zum Mitlesen, ohne Anmeldung; ändern kann nur, wer den Block angelegt hat.</p>
        <a href={url} className="break-all text-lg text-brand underline" data-testid="share-link">
          {url}
        </a>
        <p className="mt-2 flex flex-wrap gap-4 text-base">
          <a href={`${exports}/deals.csv`} className="inline-block min-h-11 py-2 text-brand underline">
            Als Tabelle (CSV)
          </a>
          <a href={`${exports}/deals.jsonl`} className="inline-block min-h-11 py-2 text-brand underline">
            Spielberichte (JSON-Zeilen)
          </a>
        </p>
      </div>
    </section>
  );
}
