// The sheet's read-only link for the other players, as text and as a QR code to scan at the table, and its exports.
import { useTranslations } from "next-intl";
import { qrPath } from "../table-entry/table-code-qr";

export function SheetShare({ url, exports }: { url: string; exports: string }) {
  const t = useTranslations("sheets");
  const { size, d } = qrPath(url);
  return (
    <section aria-label={t("share.label")} className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} width={144} height={144} role="img" aria-label={t("share.qr")} className="bg-white">
        <path d={d} fill="black" />
      </svg>
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-semibold">{t("share.heading")}</h2>
        <p className="text-stone-700">{t("share.text")}</p>
        <a href={url} className="break-all text-lg text-brand underline" data-testid="share-link">
          {url}
        </a>
        <p className="mt-2 flex flex-wrap gap-4 text-base">
          <a href={`${exports}/deals.csv`} className="inline-block min-h-11 py-2 text-brand underline">
            {t("share.csv")}
          </a>
          <a href={`${exports}/deals.jsonl`} className="inline-block min-h-11 py-2 text-brand underline">
            {t("share.jsonl")}
          </a>
        </p>
      </div>
    </section>
  );
}
