// The deals of one table with the engine's breakdown and the running score.
import type { KlammernDealDetail } from "@/engine";
import { CHOSEN_LABELS, OUTCOME_LABELS, RANK_LABELS, SEAT_NAMES, SUIT_LABELS } from "./names";
import type { DealView } from "./types";

function meldText(d: KlammernDealDetail): string {
  if (!d.melds?.length) return "—";
  return d.melds
    .map((m) => `${SEAT_NAMES[m.seat]}: ${m.kind === "terz" ? "Terz" : "Fünfzig"} ${SUIT_LABELS[m.suit].symbol} bis ${RANK_LABELS[m.top]}${m.points ? ` (${m.points})` : " (zählt nicht)"}`)
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
  if (deals.length === 0) return <p className="text-stone-600">Noch kein Spiel erfasst.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-base" data-testid="deal-table">
        <thead className="border-b border-stone-300 text-sm text-stone-600">
          <tr>
            <th className="py-2 pr-2">Nr.</th>
            <th className="pr-2">Geber</th>
            <th className="pr-2">Spieler</th>
            <th className="pr-2">Trumpf</th>
            <th className="pr-2">Meldungen / Bella</th>
            <th className="pr-2">Augen N/S : O/W</th>
            <th className="pr-2">Ausgang</th>
            <th className="pr-2 text-right">Punkte N/S : O/W</th>
            <th className="pr-2 text-right">Stand</th>
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
                <td className="pr-2">{SEAT_NAMES[d.dealer]}</td>
                <td className="pr-2">{isVoid || d.declarer === null ? "—" : SEAT_NAMES[d.declarer]}</td>
                <td className="pr-2">
                  {d.trump ? `${SUIT_LABELS[d.trump].symbol} ${SUIT_LABELS[d.trump].name}` : "—"}
                  {d.chosen ? <span className="text-sm text-stone-600"> ({CHOSEN_LABELS[d.chosen]})</span> : null}
                </td>
                <td className="pr-2 text-sm">
                  {meldText(d)}
                  {d.bella !== null ? ` · Bella ${SEAT_NAMES[d.bella]}` : ""}
                </td>
                <td className="pr-2">{isVoid ? "—" : `${d.cardPoints[0]} : ${d.cardPoints[1]}`}</td>
                <td className="pr-2">{OUTCOME_LABELS[d.outcome] ?? d.outcome}</td>
                <td className="pr-2 text-right font-semibold tabular-nums">
                  {deal.credited[0]} : {deal.credited[1]}
                  {deal.heldAward ? <span className="block text-xs text-stone-600">inkl. {deal.heldAward.points} gehalten</span> : null}
                </td>
                <td className="pr-2 text-right tabular-nums">{deal.totals.length ? `${deal.totals[0]} : ${deal.totals[1]}` : ""}</td>
                {onSelect ? (
                  <td>
                    <button type="button" className="min-h-12 rounded-lg border border-stone-300 px-3 hover:bg-stone-100" onClick={() => onSelect(deal)}>
                      {selectLabel ?? "Auswählen"}
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
