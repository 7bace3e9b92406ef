// The sheet at a glance: each player's total, who deals next, the end it plays to, what the game says under a total
// while it runs (Klammern: how far to the target and who leads), and once over the winners. The game's words come
// from its sheet views (components/games/sheet-views.ts).
import { useTranslations } from "next-intl";
import { sheetViews } from "../games/sheet-views";
import type { SheetView } from "./sheet-view";

export function SheetScores({ view, totals, nextDealer, winners }: { view: SheetView; totals: number[]; nextDealer: number | null; winners: number[] | null }) {
  const t = useTranslations("sheets");
  const game = sheetViews(view.game);
  const toGo = (i: number) => (winners ? null : game.toGo(view, totals, i, t));
  return (
    <section aria-label={t("scores.label")} className="space-y-3">
      <p className="text-lg text-stone-700">
        {t(game.name)} · {game.heading(view, t)}
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t("scores.players")}>
        {view.players.map((p, i) => (
          <li key={i} className={`rounded-lg border-2 px-3 py-2 ${nextDealer === i ? "border-amber-500 bg-amber-50" : winners?.includes(i) ? "border-green-600 bg-green-50" : "border-stone-200 bg-white"}`}>
            <span className="block text-sm text-stone-600">
              {t("scores.player", { number: i + 1 })}
              {nextDealer === i ? game.deals(view.players.length, t) : ""}
            </span>
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold">{p.name}</span>
              <span className="text-2xl font-bold tabular-nums" data-testid={`sheet-total-${i + 1}`}>
                {game.points(totals[i] ?? 0)}
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
