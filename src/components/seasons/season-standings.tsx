// A season's ranking for its organizers: place, name (guests marked), rounds against the minimum, the sum, the
// average with its divisor and the placement points where the rule has them; the column the rule ranks by stands
// out. Each row opens to its events: counted or why not (docs/seasons.md, "Every row explains itself").
import { useLocale, useTranslations } from "next-intl";
import { dateText } from "../public/format";
import { seasonNumber } from "./format";
import type { SeasonStandingsRow, SeasonStandingsView } from "./types";

type Column = "total" | "average" | "placementPoints" | "index";

export function SeasonStandings({ view }: { view: SeasonStandingsView }) {
  const t = useTranslations("seasons.standings");
  const locale = useLocale();
  if (view.rows.length === 0) return <p className="text-stone-600">{t("empty")}</p>;
  const has = (pick: (r: SeasonStandingsRow) => unknown) => view.rows.some((r) => pick(r) !== null && pick(r) !== undefined);
  const columns: Column[] = [
    "total",
    ...(has((r) => r.average) ? (["average"] as const) : []),
    ...(has((r) => r.placementPoints) ? (["placementPoints"] as const) : []),
    ...(has((r) => r.index) ? (["index"] as const) : []),
  ];
  const ranks = (c: Column) => c === view.rankedBy;
  const cell = (row: SeasonStandingsRow, c: Column) => {
    if (c === "average") {
      if (row.average === null) return "—";
      return (
        <>
          {seasonNumber(row.average, locale, 2)}
          {row.divisor !== null ? <span className="ml-1 text-sm font-normal text-stone-600">{t("divisor", { divisor: row.divisor })}</span> : null}
        </>
      );
    }
    const n = c === "total" ? row.total : row[c];
    return n === undefined ? "—" : seasonNumber(n, locale);
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-base" data-testid="season-standings">
        <thead className="border-b border-stone-300 text-sm text-stone-600">
          <tr>
            <th className="py-2 pr-3">{t("place")}</th>
            <th className="pr-3">{t("name")}</th>
            <th className="pr-3 text-right">{t("rounds")}</th>
            {columns.map((c) => (
              <th key={c} className={`pr-3 text-right ${ranks(c) ? "font-bold text-stone-900" : ""}`} aria-sort={ranks(c) ? "descending" : undefined}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {view.rows.map((row) => (
            <tr key={row.key} className={`align-top ${row.place === null ? "text-stone-600" : ""}`}>
              <td className="py-2 pr-3 font-semibold tabular-nums">{row.place === null ? "—" : `${row.place}.`}</td>
              <td className="py-2 pr-3">
                <details>
                  <summary className="cursor-pointer py-1">
                    <span className="font-medium">{row.name}</span>
                    {row.guest ? <span className="ml-2 rounded bg-amber-100 px-2 text-sm text-amber-900">{t("guest")}</span> : null}
                  </summary>
                  <ul className="mt-1 space-y-0.5 text-sm text-stone-700">
                    {row.events.map((e) => (
                      <li key={`${e.event}-${e.kind}`}>
                        {dateText(e.date, locale)} · {e.name} ·{" "}
                        {e.kind === "missed"
                          ? t("missed", { total: seasonNumber(e.total, locale) })
                          : t("event", { rounds: e.rounds, total: seasonNumber(e.total, locale) })}
                        {e.placementPoints !== undefined ? ` · ${t("eventPlacement", { points: seasonNumber(e.placementPoints, locale) })}` : ""}
                        {e.running ? ` · ${t("running")}` : ""}
                        {" · "}
                        {e.counted ? t("counted") : <span className="text-stone-500">{e.reason ? t(`reasons.${e.reason}`) : t("notCounted")}</span>}
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {row.minRounds !== null ? t("roundsOf", { rounds: row.rounds, min: row.minRounds }) : row.rounds}
              </td>
              {columns.map((c) => (
                <td key={c} className={`py-2 pr-3 text-right tabular-nums ${ranks(c) ? "font-semibold" : ""}`}>
                  {cell(row, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
