// Every deal of the sheet: who dealt (G; at five in Doppelkopf the dealer sits out, –), each player's points with
// the running total under them, and the deal explained in a line of its own (readable on a phone too); a deal still
// on this device is marked as waiting. The owner may correct any deal the server holds.
import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { sheetViews } from "../games/sheet-views";
import type { SheetView } from "./sheet-view";

export interface SheetRow {
  number: number;
  dealer: number | null;
  /** The players who played this deal (all but the dealer at five in Doppelkopf). */
  playing: number[];
  score: number[];
  totals: number[];
  waiting: boolean;
  explanation: string;
}

export function SheetDeals({ view, rows, onCorrect }: { view: SheetView; rows: SheetRow[]; onCorrect?: (number: number) => void }) {
  const t = useTranslations("sheets");
  if (!rows.length) return <p className="text-stone-600">{t("deals.none")}</p>;
  const { points } = sheetViews(view.game);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-lg" data-testid="sheet-deals">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th className="px-2 py-1">{t("deals.deal")}</th>
            {view.players.map((p, i) => (
              <th key={i} className="px-2 py-1 text-right">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Fragment key={r.number}>
              <tr className={r.waiting ? "bg-amber-50" : ""} data-testid="sheet-deal-row">
                <td className="px-2 pt-1">
                  {r.number}
                  {r.waiting ? <span className="ml-1 text-sm text-amber-800">{t("deals.waiting")}</span> : null}
                </td>
                {view.players.map((_, i) => (
                  <td key={i} className="px-2 pt-1 text-right tabular-nums">
                    {r.dealer === i ? <span className="mr-1 text-sm text-stone-500">{t("deals.dealer")}</span> : null}
                    {r.playing.includes(i) ? points(r.score[i] ?? 0) : "–"}
                    <span className="block text-sm text-stone-500">{points(r.totals[i] ?? 0)}</span>
                  </td>
                ))}
              </tr>
              <tr className={`border-b border-stone-200 ${r.waiting ? "bg-amber-50" : ""}`}>
                <td colSpan={view.players.length + 1} className="px-2 pb-2 text-base text-stone-700">
                  {r.explanation}
                  {onCorrect && !r.waiting ? (
                    <button
                      type="button"
                      aria-label={t("deals.correctLabel", { number: r.number })}
                      onClick={() => onCorrect(r.number)}
                      className="-ml-2 block min-h-11 px-2 font-semibold text-brand underline underline-offset-2"
                    >
                      {t("deals.correct")}
                    </button>
                  ) : null}
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
