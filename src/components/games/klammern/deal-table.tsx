// The deals of one table with the engine's breakdown and the running score.
import { useTranslations } from "next-intl";
import type { KlammernDealDetail } from "@/engine";
import { CHOSEN_LABELS, resultNames, SUIT_LABELS, type ResultNames, type ResultsT } from "../../results/names";
import type { DealView } from "../../results/types";

function meldText(t: ResultsT, n: ResultNames, d: KlammernDealDetail): string {
  if (!d.melds?.length) return "—";
  return d.melds
    .map(
      (m) =>
        `${t("dealTable.meld", { seat: n.seat(m.seat), kind: t(`names.meldKinds.${m.kind}`), suit: SUIT_LABELS[m.suit].symbol, rank: n.rank(m.top) })} ${
          m.points ? t("dealTable.meldPoints", { points: m.points }) : t("dealTable.meldNotCounted")
        }`,
    )
    .join(", ");
}

export function DealTable({
  deals,
  selected,
  onSelect,
  selectLabel,
}: {
  deals: DealView[];
  selected?: string | null;
  onSelect?: (deal: DealView) => void;
  selectLabel?: string;
}) {
  const t = useTranslations("results");
  const n = resultNames(t);
  if (deals.length === 0) return <p className="text-stone-600">{t("dealTable.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-base" data-testid="deal-table">
        <thead className="border-b border-stone-300 text-sm text-stone-600">
          <tr>
            <th className="py-2 pr-2">{t("dealTable.number")}</th>
            <th className="pr-2">{t("dealTable.dealer")}</th>
            <th className="pr-2">{t("dealTable.declarer")}</th>
            <th className="pr-2">{t("dealTable.trump")}</th>
            <th className="pr-2">{t("dealTable.meldsBella")}</th>
            <th className="pr-2">{t("dealTable.augen")}</th>
            <th className="pr-2">{t("dealTable.outcome")}</th>
            <th className="pr-2 text-right">{t("dealTable.points")}</th>
            <th className="pr-2 text-right">{t("dealTable.total")}</th>
            {onSelect ? <th /> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {deals.map((deal) => {
            const d = deal.detail as KlammernDealDetail;
            const isVoid = d.outcome === "void";
            return (
              <tr key={deal.id} className={selected === deal.id ? "bg-amber-50" : ""}>
                <td className="py-2 pr-2 font-semibold">{deal.number}</td>
                <td className="pr-2">{n.seat(d.dealer)}</td>
                <td className="pr-2">{isVoid || d.declarer === null ? "—" : n.seat(d.declarer)}</td>
                <td className="pr-2">
                  {d.trump ? `${SUIT_LABELS[d.trump].symbol} ${n.suit(d.trump)}` : "—"}
                  {d.chosen ? <span className="text-sm text-stone-600"> ({CHOSEN_LABELS[d.chosen]})</span> : null}
                </td>
                <td className="pr-2 text-sm">
                  {meldText(t, n, d)}
                  {d.bella !== null ? ` · ${t("dealTable.bella", { seat: n.seat(d.bella) })}` : ""}
                </td>
                <td className="pr-2">{isVoid ? "—" : `${d.cardPoints[0]} : ${d.cardPoints[1]}`}</td>
                <td className="pr-2">{n.outcome(d.outcome)}</td>
                <td className="pr-2 text-right font-semibold tabular-nums">
                  {deal.credited[0]} : {deal.credited[1]}
                  {deal.heldAward ? <span className="block text-xs text-stone-600">{t("dealTable.held", { points: deal.heldAward.points })}</span> : null}
                </td>
                <td className="pr-2 text-right tabular-nums">{deal.totals.length ? `${deal.totals[0]} : ${deal.totals[1]}` : ""}</td>
                {onSelect ? (
                  <td>
                    <button type="button" className="min-h-12 rounded-lg border border-stone-300 px-3 hover:bg-stone-100" onClick={() => onSelect(deal)}>
                      {selectLabel ?? t("dealTable.select")}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
