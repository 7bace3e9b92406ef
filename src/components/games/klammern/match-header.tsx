"use client";
// The match at a glance: table, round, both pairs on their seats, who deals now, the running score.
import type { CaptainView } from "../../table-entry/captain-view";

type KlammernView = Extract<CaptainView, { game: "klammern" }>;
import { useTableText } from "../../table-entry/use-labels";

export function MatchHeader({
  view,
  totals,
  dealsPlayed,
  nextDealer,
  seatNames,
}: {
  view: KlammernView;
  totals: number[];
  dealsPlayed: number;
  nextDealer: number | null;
  seatNames: string[];
}) {
  const { t, l } = useTableText();
  const f = view.matchFormat;
  const pair = (p: KlammernView["ns"]) => (p ? (p.name ? t("matchHeader.pairNamed", { number: p.number, name: p.name }) : t("matchHeader.pair", { number: p.number })) : "?");
  const seat = (s: number) => (
    <div className={`rounded-lg border-2 px-3 py-2 text-center ${nextDealer === s ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white"}`}>
      <div className="text-sm text-stone-600">{l.seatName(s)}</div>
      <div className="text-lg font-semibold">{seatNames[s] || "–"}</div>
      {nextDealer === s ? <div className="text-sm font-bold text-amber-800">{t("matchHeader.dealing")}</div> : null}
    </div>
  );
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold">
        {t("matchHeader.title", { table: view.match.tableNumber, round: view.round.number })}
      </h1>
      <p className="text-stone-700">{view.tournament.name}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid grid-cols-3 grid-rows-3 gap-2" aria-label={t("matchHeader.seating")}>
          <div className="col-start-2 row-start-1">{seat(0)}</div>
          <div className="col-start-3 row-start-2">{seat(1)}</div>
          <div className="col-start-2 row-start-3">{seat(2)}</div>
          <div className="col-start-1 row-start-2">{seat(3)}</div>
          <div className="col-start-2 row-start-2 flex items-center justify-center text-sm text-stone-500">
            {f.kind === "deals" ? t("matchHeader.deals", { current: Math.min(dealsPlayed + 1, f.deals), total: f.deals }) : t("matchHeader.target", { target: f.target })}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-1" aria-label={t("matchHeader.scoreLabel")} data-testid="running-score">
          {[0, 1].map((side) => (
            <div key={side} className="rounded-lg bg-stone-900 px-4 py-2 text-white">
              <div className="text-sm">
                {l.sideName(side)} · {pair(side === 0 ? view.ns : view.ew)}
              </div>
              <div className="text-4xl font-bold tabular-nums" data-testid={`total-${side}`}>
                {totals[side] ?? 0}
              </div>
            </div>
          ))}
        </div>
      </div>
    </header>
  );
}
