// The sheet's read-only link for the other players, as text and as a QR code to scan at the table.
import { qrPath } from "../table-entry/table-code-qr";

export function SheetShare({ url }: { url: string }) {
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
      </div>
    </section>
  );
}
