// The standings with every column and each pair's round-by-round results (server-rendered, print-friendly).
import { useTranslations } from "next-intl";
import { signed } from "../../public/format";
import { resultNames } from "../../results/names";
import type { StandingsView } from "../../results/types";

const TIEBREAKS = ["matchPoints", "pointDiff", "pointsFor", "buchholz", "headToHead", "wins"] as const;
const isTiebreak = (t: string): t is (typeof TIEBREAKS)[number] => (TIEBREAKS as readonly string[]).includes(t);

export function StandingsTable({ data }: { data: StandingsView }) {
  const t = useTranslations("results");
  const n = resultNames(t);
  const rounds = Array.from({ length: data.throughRound }, (_, i) => i + 1);
  return (
    <div className="space-y-3">
      <p className="text-stone-600">{t("standings.order", { order: data.tiebreaks.map((b) => (isTiebreak(b) ? t(`standings.tiebreaks.${b}`) : b)).join(" › ") })}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-left text-base" data-testid="standings">
          <thead className="border-b border-stone-300 text-sm text-stone-600">
            <tr>
              <th className="py-2 pr-2">{t("standings.rank")}</th>
              <th className="pr-2">{t("standings.pair")}</th>
              <th className="pr-2 text-right">{t("standings.mp")}</th>
              <th className="pr-2 text-right">{t("standings.points")}</th>
              <th className="pr-2 text-right">{t("standings.against")}</th>
              <th className="pr-2 text-right">{t("standings.diff")}</th>
              <th className="pr-2 text-right">{t("standings.buchholz")}</th>
              <th className="pr-2 text-right">{t("standings.wdl")}</th>
              <th className="pr-2 text-right">{t("standings.byes")}</th>
              {rounds.map((r) => (
                <th key={r} className="pr-2">
                  {t("standings.roundShort", { round: r })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {data.rows.map((row) => (
              <tr key={row.entrant} className={row.withdrawn ? "text-stone-500" : ""}>
                <td className="py-2 pr-2 font-semibold">{row.rank}.</td>
                <td className="pr-2">
                  <div className="font-medium">{n.pair(row.pair)}</div>
                  <div className="text-sm text-stone-600">
                    {row.pair.players.join(" & ")}
                    {row.withdrawn ? t("standings.withdrawn") : ""}
                  </div>
                </td>
                <td className="pr-2 text-right font-semibold tabular-nums">{row.matchPoints}</td>
                <td className="pr-2 text-right tabular-nums">{row.pointsFor}</td>
                <td className="pr-2 text-right tabular-nums">{row.pointsAgainst}</td>
                <td className="pr-2 text-right tabular-nums">{signed(row.pointDiff)}</td>
                <td className="pr-2 text-right tabular-nums">{row.buchholz}</td>
                <td className="pr-2 text-right tabular-nums">
                  {row.wins}/{row.draws}/{row.losses}
                </td>
                <td className="pr-2 text-right tabular-nums">{row.byes}</td>
                {rounds.map((r) => {
                  const res = row.rounds.find((x) => x.round === r);
                  const snap = row.history.find((h) => h.round === r);
                  return (
                    <td key={r} className="pr-2 text-sm">
                      {res ? (
                        <>
                          <div>
                            {res.opponent === null ? t("standings.bye") : t("standings.against_opponent", { opponent: res.opponent })}: {n.matchOutcome(res.outcome)}
                            {res.adjusted ? "*" : ""}
                          </div>
                          <div className="tabular-nums text-stone-600">
                            {res.pointsFor}:{res.pointsAgainst}
                            {snap ? t("standings.rankAfter", { rank: snap.rank }) : ""}
                          </div>
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-600">{t("standings.footnote")}</p>
    </div>
  );
}
