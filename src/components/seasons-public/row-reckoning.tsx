// How one row of a season is computed, in words: each of its events in date order (counted, dropped, or why not;
// running; a missed evening with its charge), then the sum, the divisor and the average or the index, and the
// minimum of rounds. The public page shows it under each row, the player's page on its own.
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { dateText } from "@/components/public/format";
import type { PublicSeason, PublicSeasonRow } from "@/server/services/seasons/get-public-season";
import { amount, decimal, eventName, eventStatus, num, placementAmount } from "./season-format";

export function RowReckoning({ data, row }: { data: PublicSeason; row: PublicSeasonRow }) {
  const t = useTranslations("seasonPages");
  const locale = useLocale();
  const { season } = data;
  const { rankedBy } = data.view;
  const rounds = (n: number) => t("amount.rounds", { count: n });
  // A negative number inside the formula in parentheses: "1 × 6 + (−90) / 10".
  const operand = (n: number) => (n < 0 ? `(${num(n, locale, 2)})` : num(n, locale, 2));
  const index = season.rule.kind === "placement" ? season.rule.options?.index : undefined;
  const lines: string[] = [];
  if (rankedBy === "average" && row.divisor !== null && row.average !== null) {
    lines.push(t("reckoning.average", { total: amount(t, season, row.total, locale), divisor: rounds(row.divisor), average: decimal(row.average, locale) }));
  } else if (rankedBy === "placementPoints" || rankedBy === "index") {
    lines.push(t("reckoning.placement", { pp: placementAmount(t, row.placementPoints ?? 0, locale), total: amount(t, season, row.total, locale), rounds: rounds(row.rounds) }));
    if (rankedBy === "index" && index)
      lines.push(
        t("reckoning.index", {
          pp: operand(row.placementPoints ?? 0),
          factor: num(index.placementFactor, locale),
          total: operand(row.total),
          divisor: num(index.pointsDivisor, locale),
          index: num(row.index ?? row.value, locale, 2),
        }),
      );
  } else {
    lines.push(t("reckoning.total", { total: amount(t, season, row.total, locale), rounds: rounds(row.rounds) }));
  }
  const belowMin = row.minRounds !== null && row.rounds < row.minRounds;
  if (row.minRounds)
    lines.push(belowMin ? t("reckoning.minMissing", { min: num(row.minRounds, locale), rounds: num(row.rounds, locale) }) : t("reckoning.minReached", { min: num(row.minRounds, locale) }));
  if (row.place === null && !belowMin) lines.push(t("reckoning.nothingCounted"));

  return (
    <div className="space-y-2" data-testid="row-reckoning">
      <ol className="space-y-1">
        {row.events.map((e) => (
          <li key={`${e.kind}:${e.event}`} className={e.counted ? "" : "text-stone-500"} data-counted={String(e.counted)} data-kind={e.kind}>
            <span className="tabular-nums">{dateText(e.date, locale)}</span>
            {" · "}
            {e.listed && e.slug ? (
              <Link className="underline" href={`/t/${e.slug}`}>
                {e.name}
              </Link>
            ) : (
              eventName(t, e)
            )}
            {e.kind === "played" ? (
              <>
                {" · "}
                {rounds(e.rounds)} · {amount(t, season, e.total, locale)}
                {e.placementPoints !== undefined ? ` · ${placementAmount(t, e.placementPoints, locale)}` : ""}
              </>
            ) : null}
            {" · "}
            <span className={e.counted && e.kind === "played" ? "font-semibold text-green-800" : "font-semibold"}>{eventStatus(t, e, season, locale)}</span>
            {e.running ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">{t("reckoning.running")}</span> : null}
          </li>
        ))}
      </ol>
      {lines.map((line) => (
        <p key={line} className="font-semibold">
          {line}
        </p>
      ))}
    </div>
  );
}
