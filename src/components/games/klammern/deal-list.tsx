"use client";
// The deals so far with the engine's points per side and the running totals; deals still on the device are marked.
// Each names its declarer, trump, how it was chosen, and a Beet or Stehbeet.
import type { KlammernMatchResult } from "@/engine";
import { CHOSEN_LABELS, type TableLabels, type TableT } from "../../table-entry/labels";
import { useTableText } from "../../table-entry/use-labels";
import type { ShownDeal } from "../../table-entry/captain-view";
import type { Suit } from "@/engine";

export function DealList({ deals, evaluated }: { deals: ShownDeal[]; evaluated: KlammernMatchResult | null }) {
  const { t, l } = useTableText();
  if (deals.length === 0) return <p className="text-lg text-stone-600">{t("dealList.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-lg" aria-label={t("dealList.label")}>
        <thead>
          <tr className="border-b border-stone-300 text-base text-stone-600">
            <th className="py-2 pr-2">{t("dealList.number")}</th>
            <th className="pr-2">{t("dealList.deal")}</th>
            <th className="pr-2 text-right">{l.sideShort(0)}</th>
            <th className="pr-2 text-right">{l.sideShort(1)}</th>
            <th className="pr-2 text-right">{t("dealList.total")}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {deals.map((d, i) => {
            const step = evaluated?.deals[i];
            return (
              <tr key={d.number} data-testid={`deal-row-${d.number}`} className="border-b border-stone-100">
                <td className="py-2 pr-2 font-semibold">{d.number}</td>
                <td className="pr-2">{describe(d.record, step?.result.ok ? step.result.detail : null, t, l)}</td>
                <td className="pr-2 text-right tabular-nums">{step?.credited[0] ?? "–"}</td>
                <td className="pr-2 text-right tabular-nums">{step?.credited[1] ?? "–"}</td>
                <td className="pr-2 text-right tabular-nums">{step ? `${step.totals[0]} : ${step.totals[1]}` : ""}</td>
                <td className="text-base">
                  {d.refused ? <span className="text-red-700">{t("dealList.refused")}</span> : d.waiting ? <span className="text-amber-700">{t("dealList.waiting")}</span> : <span className="text-green-700">✓</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type Facts = { void?: boolean; declarer?: number | null; trump?: Suit | null; chosen?: keyof typeof CHOSEN_LABELS | null };
type Outcome = { outcome?: string } | null;

/** Declarer, trump and how it was chosen: from the summary, or from the engine's detail for a card-by-card deal;
 * the outcome from the engine. */
function describe(record: Record<string, unknown>, detail: (Facts & Outcome) | null, t: TableT, l: TableLabels): string {
  const s = (record.summary as Facts | undefined) ?? (record.play ? detail : null);
  if (!s) return "";
  if (!record.summary && s.declarer == null) return t("dealList.thrownIn");
  if (s.void) return t("dealList.thrownIn");
  const outcome = detail?.outcome === "beet" ? " · Beet" : detail?.outcome === "stehbeet" ? " · Stehbeet" : "";
  return `${l.seatName(s.declarer ?? 0)} · ${s.trump ? l.suit(s.trump) : ""} · ${s.chosen ? CHOSEN_LABELS[s.chosen] : ""}${outcome}`;
}
