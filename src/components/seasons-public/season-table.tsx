// The season's standings as a plain table, for the printout (every row) and the projector (the top rows, large).
import { useLocale, useTranslations } from "next-intl";
import { LivePart } from "@/components/public/live-part";
import type { PublicSeason, PublicSeasonRow } from "@/server/services/seasons/get-public-season";
import { seasonColumns } from "./season-columns";

export function SeasonTable({ data, rows, big = false }: { data: PublicSeason; rows?: PublicSeasonRow[]; big?: boolean }) {
  const t = useTranslations("seasonPages");
  const locale = useLocale();
  const list = rows ?? data.view.rows;
  if (list.length === 0) return <p className={big ? "text-3xl" : "text-lg"}>{t("standings.empty")}</p>;
  // The projector keeps the place, the name, the ranking number and the rounds, readable across the hall.
  const columns = seasonColumns(t, data, locale).filter((c) => !(big && c.secondary));
  const cell = big ? "px-3 py-1" : "px-2 py-1";
  return (
    <table className={`w-full border-collapse tabular-nums ${big ? "text-3xl tall:text-4xl" : "text-sm"}`} data-testid="season-table">
      <LivePart as="thead" part="standings-head">
        <tr className="border-b-2 border-stone-400 text-left">
          {columns.map((c) => (
            <th key={c.key} className={`${cell} ${c.right ? "text-right" : ""}`} title={c.title}>
              {c.head}
            </th>
          ))}
        </tr>
      </LivePart>
      <tbody>
        {list.map((row, i) => (
          <LivePart as="tr" key={row.ref} part={`place:${i}`} className="border-b border-stone-200" data-place={row.place ?? ""}>
            {columns.map((c) => (
              <td key={c.key} className={`${cell} ${c.right ? "text-right" : ""} ${c.key === "value" ? "font-bold" : ""}`}>
                {c.cell(row)}
              </td>
            ))}
          </LivePart>
        ))}
      </tbody>
    </table>
  );
}
