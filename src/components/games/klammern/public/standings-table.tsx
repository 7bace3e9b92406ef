// The standings with every column and the configured tiebreaks, and each pair's results round by round.
import { useTranslations } from "next-intl";
import { PublicStandingsTable, standingsCell } from "@/components/public/standings-table";
import { outcomeShort, playersText, signed, tiebreakName, type Snapshot } from "../../../public/format";

/** `rows` are the standings' rows from place `first` on (counted from 0): each place is a live part. */
export function StandingsTable({ snapshot, big = false, rows, first = 0 }: { snapshot: Snapshot; big?: boolean; rows?: Snapshot["standings"]["rows"]; first?: number }) {
  const t = useTranslations("public");
  const s = snapshot.standings;
  const swiss = s.tiebreaks.includes("buchholz");
  const cell = standingsCell(big);
  // On a projector narrower than 1280 px the difference gives its room to the names, so a row stays one line high.
  const diff = big ? "hidden xl:table-cell" : "";
  return (
    <PublicStandingsTable
      big={big}
      rows={rows ?? s.rows}
      first={first}
      entrant={(row) => row.pairNumber}
      entrantAttribute="data-pair"
      head={
        <>
          <th className={cell} title={t("standings.rankTitle")}>{t("standings.rank")}</th>
          <th className={cell}>{t("standings.pair")}</th>
          <th className={`${cell} text-right`} title={t("standings.mpTitle")}>{t("standings.mp")}</th>
          <th className={`${cell} text-right`} title={t("standings.spTitle")}>{t("standings.sp")}</th>
          {big ? null : <th className={`${cell} text-right`} title={t("standings.againstTitle")}>{t("standings.against")}</th>}
          <th className={`${cell} ${diff} text-right`} title={t("standings.diffTitle")}>{t("standings.diff")}</th>
          {swiss ? <th className={`${cell} text-right`} title={t("standings.bhzTitle")}>{t("standings.bhz")}</th> : null}
          {big ? null : (
            <th className={`${cell} text-center`} title={t("standings.wdlTitle")}>
              {t("standings.wdl")}
            </th>
          )}
        </>
      }
      cells={(row) => (
        <>
          <td className={`${cell} font-bold`}>{row.rank}.</td>
          <td className={cell}>
            <span className="font-semibold">
              {row.pairNumber}
              {row.pairName ? ` · ${row.pairName}` : ""}
            </span>
            <span className={`block ${big ? "text-base tall:text-xl" : "text-sm"} text-stone-600`}>
              {playersText(row.players)}
              {row.withdrawn ? t("standings.withdrawn") : ""}
            </span>
          </td>
          <td className={`${cell} text-right font-bold`}>{row.matchPoints}</td>
          <td className={`${cell} text-right`}>{row.pointsFor}</td>
          {big ? null : <td className={`${cell} text-right`}>{row.pointsAgainst}</td>}
          <td className={`${cell} ${diff} text-right`}>{signed(row.pointDiff)}</td>
          {swiss ? <td className={`${cell} text-right`}>{row.buchholz}</td> : null}
          {big ? null : (
            <td className={`${cell} text-center whitespace-nowrap`}>
              {row.wins}/{row.draws}/{row.losses}/{row.byes}
            </td>
          )}
        </>
      )}
      rounds={Array.from({ length: s.throughRound }, (_, i) => i + 1)}
      roundHead={(r) => t("standings.roundShort", { round: r })}
      roundCell={(row, r) => {
        const res = row.rounds.find((x) => x.round === r);
        return res ? (
          <span title={res.opponent ? t("standings.against_pair", { pair: res.opponent, table: res.table ?? "" }) : t("standings.bye")}>
            {outcomeShort(res.outcome, t)}
            {res.opponent ? ` ${res.pointsFor}:${res.pointsAgainst} (${res.opponent})` : ""}
            {res.adjusted ? "*" : ""}
          </span>
        ) : null;
      }}
      legend={t("standings.legend", { order: s.tiebreaks.map((x) => tiebreakName(x, t)).join(", ") })}
    />
  );
}
