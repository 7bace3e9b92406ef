// The season's standings on its public page: one line per row, each a <details> that opens to the row's reckoning
// (no script: the browser opens it). The name leads to the player's page of the season.
import { LivePart } from "@/components/public/live-part";
import { useLocale, useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import type { PublicSeason } from "@/server/services/seasons/get-public-season";
import { RowReckoning } from "./row-reckoning";
import { seasonColumns, type SeasonColumn } from "./season-columns";

const cellClass = (c: SeasonColumn) => `${c.right ? "text-right" : ""} ${c.secondary ? "hidden sm:block" : ""} ${c.key === "value" ? "font-bold" : ""}`;
/** The grid's columns: place, name wide, the numbers as wide as they need, and the disclosure mark. */
const template = (columns: SeasonColumn[], narrow: boolean) =>
  columns
    .filter((c) => !(narrow && c.secondary))
    .map((c): string => (c.key === "place" ? "2.75rem" : c.key === "name" ? "minmax(0,1fr)" : "auto"))
    .concat("1.25rem")
    .join(" ");

export function SeasonStandings({ data }: { data: PublicSeason }) {
  const t = useTranslations("seasonPages");
  const locale = useLocale();
  const rows = data.view.rows;
  if (rows.length === 0) return <p className="text-lg">{t("standings.empty")}</p>;
  const columns = seasonColumns(t, data, locale, (row) => `/s/${data.season.slug}/spieler/${row.ref}`);
  // Two templates: a phone's without the secondary columns, a wider screen's with them.
  const style = { "--narrow": template(columns, true), "--wide": template(columns, false) } as CSSProperties;
  const grid = "grid gap-x-3 [grid-template-columns:var(--narrow)] sm:[grid-template-columns:var(--wide)]";
  return (
    <div style={style} data-testid="season-standings">
      <div className={`${grid} border-b-2 border-stone-400 px-2 py-1.5 font-semibold`} aria-hidden>
        {columns.map((c) => (
          <span key={c.key} className={cellClass(c)} title={c.title}>
            {c.head}
          </span>
        ))}
        <span />
      </div>
      {/* The line and the reckoning are parts of their own, so an opened row stays open while they change. */}
      {rows.map((row, i) => (
        <details key={row.ref} className="group border-b border-stone-200" data-row={row.ref}>
          <LivePart
            as="summary"
            part={`row:${i}`}
            data-place={row.place ?? ""}
            className={`${grid} min-h-12 cursor-pointer list-none items-center px-2 py-2 tabular-nums hover:bg-stone-50 [&::-webkit-details-marker]:hidden`}
          >
            {columns.map((c) => (
              <span key={c.key} className={cellClass(c)} title={c.title ?? c.head}>
                {c.cell(row)}
              </span>
            ))}
            <span aria-hidden className="text-stone-500 transition-transform group-open:rotate-90">
              ▸
            </span>
          </LivePart>
          <LivePart part={`row:${i}:reckoning`} className="bg-stone-50 px-3 py-3">
            <RowReckoning data={data} row={row} />
          </LivePart>
        </details>
      ))}
      <p className="mt-2 text-sm text-stone-600">
        {t("standings.hint")} {rows.some((r) => r.place === null) ? t("standings.noPlaceLegend") : ""}
      </p>
    </div>
  );
}
