// Statistics per player over one's game sheets: sheets played and won, the average final score, and what players of
// the game ask about, in the game's words (Klammern: how often the declarer made it; Doppelkopf: solos played and
// won).
import type { inferRouterOutputs } from "@trpc/server";
import { useLocale, useTranslations } from "next-intl";
import type { AppRouter } from "@/server/api/root";
import { sheetViews } from "../games/sheet-views";

export type StatsRow = inferRouterOutputs<AppRouter>["sheet"]["stats"][number];

const cell = "whitespace-nowrap px-2 py-1";
const average = (r: StatsRow, locale: string) => (r.points / r.sheets).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

export function SheetStatsTable({ rows }: { rows: StatsRow[] }) {
  const t = useTranslations("sheets");
  const locale = useLocale();
  if (!rows.length) return null;
  return (
    <section aria-label={t("stats.label")} className="space-y-3">
      <h2 className="text-2xl font-bold">{t("stats.label")}</h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-3">
        <table className="w-full text-lg" data-testid="sheet-stats">
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th className={cell}>{t("stats.player")}</th>
              <th className={cell}>{t("stats.game")}</th>
              <th className={`${cell} text-right`}>{t("stats.sheets")}</th>
              <th className={`${cell} text-right`}>{t("stats.wins")}</th>
              <th className={`${cell} text-right`}>{t("stats.average")}</th>
              <th className={cell}>{t("stats.declarer")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.game}:${r.name}`} className="border-b border-stone-200">
                <td className={cell}>{r.name}</td>
                <td className={cell}>{t(sheetViews(r.game).name)}</td>
                <td className={`${cell} text-right tabular-nums`}>{r.sheets}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {t("stats.winsOf", { wins: r.wins, finished: r.finished })}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{average(r, locale)}</td>
                <td className={cell}>{sheetViews(r.game).stats(r.gameStats, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
