// The standings with every column and the configured tiebreaks, and each pair's results round by round.
import { useTranslations } from "next-intl";
import { LivePart } from "@/components/public/live-part";
import { outcomeShort, playersText, signed, tiebreakName, type Snapshot } from "../../../public/format";

/** `rows` are the standings' rows from place `first` on (counted from 0): each place is a live part. */
export function StandingsTable({ snapshot, big = false, rows, first = 0 }: { snapshot: Snapshot; big?: boolean; rows?: Snapshot["standings"]["rows"]; first?: number }) {
  const t = useTranslations("public");
  const s = snapshot.standings;
  const list = rows ?? s.rows;
  const swiss = s.tiebreaks.includes("buchholz");
  const rounds = Array.from({ length: s.throughRound }, (_, i) => i + 1);
  const cell = big ? "px-3 py-1" : "px-2 py-1.5";
  // On a projector narrower than 1280 px the difference gives its room to the names, so a row stays one line high.
  const diff = big ? "hidden xl:table-cell" : "";
  return (
    <div className="overflow-x-auto">
      <table className={`w-full border-collapse tabular-nums ${big ? "text-2xl tall:text-3xl" : "text-base"}`} data-testid="standings">
        <LivePart as="thead" part="standings-head">
          <tr className="border-b-2 border-stone-400 text-left">
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
            {big ? null : rounds.map((r) => <th key={r} className={`${cell} text-center`}>{t("standings.roundShort", { round: r })}</th>)}
          </tr>
        </LivePart>
        <tbody>
          {list.map((row, i) => (
            <LivePart
              as="tr"
              key={row.pairNumber}
              part={`place:${first + i}`}
              className={`border-b border-stone-200 ${row.withdrawn ? "text-stone-400" : ""}`}
              data-pair={row.pairNumber}
            >
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
              {big
                ? null
                : rounds.map((r) => {
                    const res = row.rounds.find((x) => x.round === r);
                    return (
                      <td key={r} className={`${cell} text-center text-sm whitespace-nowrap`}>
                        {res ? (
                          <span title={res.opponent ? t("standings.against_pair", { pair: res.opponent, table: res.table ?? "" }) : t("standings.bye")}>
                            {outcomeShort(res.outcome, t)}
                            {res.opponent ? ` ${res.pointsFor}:${res.pointsAgainst} (${res.opponent})` : ""}
                            {res.adjusted ? "*" : ""}
                          </span>
                        ) : (
                          "–"
                        )}
                      </td>
                    );
                  })}
            </LivePart>
          ))}
        </tbody>
      </table>
      {big ? null : (
        <LivePart as="p" part="standings-note" className="mt-2 text-sm text-stone-600">
          {t("standings.legend", { order: s.tiebreaks.map((x) => tiebreakName(x, t)).join(", ") })}
        </LivePart>
      )}
    </div>
  );
}
