// The columns of a season's standings, shared by the public page (a row per <details>), the printout and the
// projector (a table): place, name, the number the rule ranks by, then what explains it (placement points and
// points beside an index or an average, rounds against the minimum, the average with its divisor).
import Link from "next/link";
import type { ReactNode } from "react";
import type { PublicSeason, PublicSeasonRow } from "@/server/services/seasons/get-public-season";
import { decimal, num, pointsHeading, rankValue, valueHeading, type SeasonT } from "./season-format";

export interface SeasonColumn {
  key: string;
  head: string;
  title?: string;
  /** Left out on a phone's width (the row's reckoning has it) and on the projector. */
  secondary?: boolean;
  right?: boolean;
  cell: (row: PublicSeasonRow) => ReactNode;
}

export function seasonColumns(t: SeasonT, data: PublicSeason, locale: string, playerHref?: (row: PublicSeasonRow) => string): SeasonColumn[] {
  const { rankedBy } = data.view;
  const averageCell = (row: PublicSeasonRow) =>
    row.average === null ? (
      t("standings.noPlace")
    ) : (
      <>
        {decimal(row.average, locale)}
        {row.divisor !== null ? <span className="ml-1 text-[0.8em] font-normal text-stone-500">{t("standings.divisor", { divisor: num(row.divisor, locale) })}</span> : null}
      </>
    );
  const columns: (SeasonColumn | null)[] = [
    {
      key: "place",
      head: t("standings.place"),
      title: t("standings.placeTitle"),
      cell: (row) => (row.place === null ? t("standings.noPlace") : `${row.place}.`),
    },
    {
      key: "name",
      head: t("standings.name"),
      cell: (row) =>
        playerHref ? (
          <Link className="font-semibold underline decoration-stone-300 underline-offset-2" href={playerHref(row)}>
            {row.name}
          </Link>
        ) : (
          <span className="font-semibold">{row.name}</span>
        ),
    },
    {
      key: "value",
      head: valueHeading(t, rankedBy, data.season),
      right: true,
      cell: (row) => (rankedBy === "average" ? averageCell(row) : rankValue(row, rankedBy, locale)),
    },
    rankedBy === "index"
      ? { key: "pp", head: t("standings.placementPointsShort"), title: t("standings.placementPoints"), right: true, secondary: true, cell: (row) => num(row.placementPoints ?? 0, locale, 2) }
      : null,
    rankedBy !== "total" ? { key: "points", head: pointsHeading(t, data.season), right: true, secondary: true, cell: (row) => num(row.total, locale) } : null,
    {
      key: "rounds",
      head: t("standings.rounds"),
      title: t("standings.roundsTitle"),
      right: true,
      cell: (row) => (row.minRounds ? t("standings.roundsOfMin", { rounds: num(row.rounds, locale), min: num(row.minRounds, locale) }) : num(row.rounds, locale)),
    },
    rankedBy !== "average" ? { key: "average", head: t("standings.average"), right: true, secondary: true, cell: averageCell } : null,
  ];
  return columns.filter((c): c is SeasonColumn => c !== null);
}
