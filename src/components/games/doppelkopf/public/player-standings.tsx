// The public standings of single players (Doppelkopf): rank, player, the ranking's figures and each round's table
// total with the table and the place there. `big` is the projector's reduced view.
import { useLocale, useTranslations } from "next-intl";
import { LivePart } from "@/components/public/live-part";
import { signedDecimal, type Snapshot } from "@/components/public/format";
import { signedPoints } from "../labels";
import { PlaceCell, RankingNote } from "../place-cell";

export type PlayerRow = NonNullable<Snapshot["standings"]["players"]>["rows"][number];

/** `rows` are the standings' rows from place `first` on (counted from 0): each place is a live part. */
export function PublicPlayerStandings({ snapshot, big = false, rows, first = 0 }: { snapshot: Snapshot; big?: boolean; rows?: PlayerRow[]; first?: number }) {
  const t = useTranslations("doppelkopf");
  const locale = useLocale();
  const standings = snapshot.standings.players;
  if (!standings) return null;
  const list = rows ?? standings.rows;
  const mode = standings.rankingMode;
  const rounds = [...new Set(standings.rows.flatMap((r) => r.rounds.map((x) => x.round)))].sort((a, b) => a - b);
  const cell = big ? "px-3 py-1" : "px-2 py-1.5";
  return (
    <div className="overflow-x-auto">
      <table className={`w-full border-collapse tabular-nums ${big ? "text-2xl tall:text-3xl" : "text-base"}`} data-testid="standings">
        <LivePart as="thead" part="standings-head">
          <tr className="border-b-2 border-stone-400 text-left">
            <th className={cell} title={t("public.standings.rankTitle")}>{t("public.standings.rank")}</th>
            <th className={cell}>{t("public.standings.player")}</th>
            <th className={`${cell} text-right`} title={t("public.standings.pointsTitle")}>{t("public.standings.points")}</th>
            {mode === "placement" ? <th className={`${cell} text-right`}>{t("public.standings.placement")}</th> : null}
            {mode === "average" ? <th className={`${cell} text-right`}>{t("public.standings.average")}</th> : null}
            {big ? null : rounds.map((r) => <th key={r} className={`${cell} text-center`}>{t("public.standings.roundShort", { round: r })}</th>)}
          </tr>
        </LivePart>
        <tbody>
          {list.map((row, i) => (
            <LivePart
              as="tr"
              key={row.number}
              part={`place:${first + i}`}
              className={`border-b border-stone-200 ${row.withdrawn ? "text-stone-400" : ""}`}
              data-player={row.number}
            >
              <td className={`${cell} font-bold`}>
                <PlaceCell rank={row.rank} placeRule={row.placeRule} />
              </td>
              <td className={cell}>
                <span className="font-semibold">{row.name}</span>
                {big ? null : <span className="text-sm text-stone-600"> ({row.number})</span>}
                {row.withdrawn ? <span className="text-sm">{t("public.standings.withdrawn")}</span> : null}
              </td>
              <td className={`${cell} text-right font-bold`}>{signedPoints(row.total)}</td>
              {mode === "placement" ? <td className={`${cell} text-right`}>{signedPoints(row.placementPoints)}</td> : null}
              {mode === "average" ? <td className={`${cell} text-right`}>{signedDecimal(row.average, locale)}</td> : null}
              {big
                ? null
                : rounds.map((r) => {
                    const x = row.rounds.find((y) => y.round === r);
                    return (
                      <td key={r} className={`${cell} text-center text-sm whitespace-nowrap`}>
                        {x ? <span title={t("public.standings.roundTitle", { table: x.table, position: x.position + 1, place: x.place })}>
                            {t("public.standings.roundCell", { points: signedPoints(x.points), table: x.table })}
                          </span> : "–"}
                      </td>
                    );
                  })}
            </LivePart>
          ))}
        </tbody>
      </table>
      {big ? null : (
        <LivePart as="p" part="standings-note" className="mt-2 text-sm text-stone-600">
          {t("public.standings.footer", { mode: t(`labels.rankingModes.${mode}`) })}{" "}
          <RankingNote tiebreaks={standings.playerTiebreaks} onlyComplete={standings.rows.some((r) => r.rank === null)} />
          {snapshot.standings.liveRound ? t("public.standings.live", { round: snapshot.standings.liveRound }) : ""}
        </LivePart>
      )}
    </div>
  );
}
