// The sheet at a glance: each player's total (at four in Klammern the pairs share theirs), who deals next (at five in
// Doppelkopf the dealer sits out), the end it plays to, in Klammern how far each still is from the target and who
// leads, and once over the winners.
import { useTranslations } from "next-intl";
import { points, type SheetView } from "./sheet-view";

export function SheetScores({ view, totals, nextDealer, winners }: { view: SheetView; totals: number[]; nextDealer: number | null; winners: number[] | null }) {
  const t = useTranslations("sheets");
  const end =
    view.game === "klammern" ? t("scores.to", { target: view.target ?? "" }) : view.games ? t("scores.games", { count: view.games }) : t("scores.openEvening");
  const best = Math.max(...totals);
  const toGo = (i: number) => {
    if (view.game !== "klammern" || view.target === null || winners) return null;
    const left = view.target - (totals[i] ?? 0);
    const leads = best > 0 && totals[i] === best && totals.filter((x) => x === best).length < totals.length;
    return `${left > 0 ? t("scores.left", { left }) : t("scores.reached")}${leads ? t("scores.leads") : ""}`;
  };
  return (
    <section aria-label={t("scores.label")} className="space-y-3">
      <p className="text-lg text-stone-700">
        {view.game === "klammern" ? t("games.klammern") : t("games.doppelkopf")} · {end}
        {view.game === "klammern" && view.players.length === 4 ? t("scores.fourPairs") : ""}
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t("scores.players")}>
        {view.players.map((p, i) => (
          <li key={i} className={`rounded-lg border-2 px-3 py-2 ${nextDealer === i ? "border-amber-500 bg-amber-50" : winners?.includes(i) ? "border-green-600 bg-green-50" : "border-stone-200 bg-white"}`}>
            <span className="block text-sm text-stone-600">
              {t("scores.player", { number: i + 1 })}
              {nextDealer === i ? (view.game === "doppelkopf" && view.players.length === 5 ? t("scores.dealsSitsOut") : t("scores.deals")) : ""}
            </span>
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold">{p.name}</span>
              <span className="text-2xl font-bold tabular-nums" data-testid={`sheet-total-${i + 1}`}>
                {points(view, totals[i] ?? 0)}
              </span>
            </span>
            {toGo(i) ? (
              <span className="block text-sm text-stone-600" data-testid={`sheet-to-go-${i + 1}`}>
                {toGo(i)}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {winners ? (
        <p role="status" className="rounded-lg bg-green-100 px-4 py-3 text-xl font-semibold text-green-900" data-testid="sheet-winner">
          {t("scores.winners", { count: winners.length, names: winners.map((w) => view.players[w]?.name).join(t("scores.and")) })}
        </p>
      ) : null}
    </section>
  );
}
