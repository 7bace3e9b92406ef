// The organizer's standings of single players (Doppelkopf): rank (shared by equal rows, or decided by a tiebreak,
// which the row says), player, the ranking's figures, each round.
import type { inferRouterOutputs } from "@trpc/server";
import { useLocale, useTranslations } from "next-intl";
import { signed, signedDecimal } from "../../public/format";
import type { AppRouter } from "@/server/api/root";
import { PlaceCell, RankingNote } from "./place-cell";

type PlayerStandings = inferRouterOutputs<AppRouter>["result"]["playerStandings"];

const cell = "px-3 py-2";

export function PlayerStandingsTable({ data }: { data: PlayerStandings }) {
  const t = useTranslations("doppelkopf");
  const locale = useLocale();
  if (!data.rows.length) return <p className="text-stone-600">{t("playerStandings.empty")}</p>;
  const rounds = [...new Set(data.rows.flatMap((r) => r.rounds.map((x) => x.round)))].sort((a, b) => a - b);
  return (
    <div className="overflow-x-auto">
      <p className="mb-2 text-stone-600">
        {t("playerStandings.ranking", { mode: t(`labels.rankingModes.${data.rankingMode}`) })}{" "}
        <RankingNote tiebreaks={data.playerTiebreaks} onlyComplete={data.rankOnlyComplete} />
      </p>
      <table className="w-full text-lg" data-testid="player-standings">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th className={cell}>{t("playerStandings.rank")}</th>
            <th className={cell}>{t("playerStandings.player")}</th>
            <th className={`${cell} text-right`}>{t("playerStandings.points")}</th>
            {data.rankingMode === "placement" ? <th className={`${cell} text-right`}>{t("playerStandings.placementPoints")}</th> : null}
            {data.rankingMode === "average" ? <th className={`${cell} text-right`}>{t("playerStandings.average")}</th> : null}
            {rounds.map((n) => (
              <th key={n} className={`${cell} text-right`}>
                {t("playerStandings.roundShort", { round: n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.player.id} className="border-b border-stone-200">
              <td className={`${cell} font-bold`}>
                <PlaceCell rank={r.rank} placeRule={r.placeRule} />
              </td>
              <td className={cell}>
                {r.player.name} <span className="text-sm text-stone-600">{t("playerStandings.number", { number: r.player.number })}</span>
              </td>
              <td className={`${cell} text-right font-bold`}>{signed(r.total)}</td>
              {data.rankingMode === "placement" ? <td className={`${cell} text-right`}>{signed(r.placementPoints)}</td> : null}
              {data.rankingMode === "average" ? <td className={`${cell} text-right`}>{signedDecimal(r.average, locale)}</td> : null}
              {rounds.map((n) => {
                const x = r.rounds.find((y) => y.round === n);
                return (
                  <td key={n} className={`${cell} text-right`}>
                    {x ? signed(x.points) : "–"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
