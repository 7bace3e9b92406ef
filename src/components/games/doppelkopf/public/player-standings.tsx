// The public standings of single players (Doppelkopf): rank, player, the ranking's figures and each round's table
// total with the table and the place there. `big` is the projector's reduced view.
import { useLocale, useTranslations } from "next-intl";
import { signedDecimal, type Snapshot } from "@/components/public/format";
import { PublicStandingsTable, standingsCell } from "@/components/public/standings-table";
import { signedPoints } from "../labels";
import { PlaceCell, RankingNote } from "../place-cell";

export type PlayerRow = NonNullable<Snapshot["standings"]["players"]>["rows"][number];

/** `rows` are the standings' rows from place `first` on (counted from 0): each place is a live part. */
export function PublicPlayerStandings({ snapshot, big = false, rows, first = 0 }: { snapshot: Snapshot; big?: boolean; rows?: PlayerRow[]; first?: number }) {
  const t = useTranslations("doppelkopf");
  const locale = useLocale();
  const standings = snapshot.standings.players;
  if (!standings) return null;
  const mode = standings.rankingMode;
  const cell = standingsCell(big);
  return (
    <PublicStandingsTable
      big={big}
      rows={rows ?? standings.rows}
      first={first}
      entrant={(row) => row.number}
      entrantAttribute="data-player"
      head={
        <>
          <th className={cell} title={t("public.standings.rankTitle")}>{t("public.standings.rank")}</th>
          <th className={cell}>{t("public.standings.player")}</th>
          <th className={`${cell} text-right`} title={t("public.standings.pointsTitle")}>{t("public.standings.points")}</th>
          {mode === "placement" ? <th className={`${cell} text-right`}>{t("public.standings.placement")}</th> : null}
          {mode === "average" ? <th className={`${cell} text-right`}>{t("public.standings.average")}</th> : null}
        </>
      }
      cells={(row) => (
        <>
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
        </>
      )}
      rounds={[...new Set(standings.rows.flatMap((r) => r.rounds.map((x) => x.round)))].sort((a, b) => a - b)}
      roundHead={(r) => t("public.standings.roundShort", { round: r })}
      roundCell={(row, r) => {
        const x = row.rounds.find((y) => y.round === r);
        return x ? (
          <span title={t("public.standings.roundTitle", { table: x.table, position: x.position + 1, place: x.place })}>
            {t("public.standings.roundCell", { points: signedPoints(x.points), table: x.table })}
          </span>
        ) : null;
      }}
      legend={
        <>
          {t("public.standings.footer", { mode: t(`labels.rankingModes.${mode}`) })}{" "}
          <RankingNote tiebreaks={standings.playerTiebreaks} onlyComplete={standings.rows.some((r) => r.rank === null)} />
          {snapshot.standings.liveRound ? t("public.standings.live", { round: snapshot.standings.liveRound }) : ""}
        </>
      }
    />
  );
}
