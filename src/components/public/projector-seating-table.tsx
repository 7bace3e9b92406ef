// A round's seating on the hall's screen, by name: each player finds the name and reads table and seat from the
// back of the hall (the projector pages the rows, FitPages). `from`/`to` render one chunk of them
// (projector-chunks.ts); the order is the whole round's. Its title is the projector's heading under the name, which
// follows the section on screen. Short screens (1024x768) take tighter rows: the type stays, the line height gives.
import { useLocale, useTranslations } from "next-intl";
import { seatingRows } from "./projector-seating";
import type { Round, Snapshot } from "./format";

export function ProjectorSeatingTable({ snapshot, round, from = 0, to }: { snapshot: Snapshot; round: Round; from?: number; to?: number }) {
  const t = useTranslations("public");
  const locale = useLocale() === "en" ? "en" : "de";
  const rows = seatingRows(snapshot, round, locale).slice(from, to);
  return (
    <div className="rounded-xl bg-white p-4 text-stone-900 short:px-3 short:py-2">
      <table className="w-full border-collapse text-2xl tall:text-3xl" data-testid="projector-seating">
        <thead>
          <tr className="border-b-2 border-stone-400 text-left">
            <th className="px-3 py-1 short:py-0.5">{t("projector.seatingName")}</th>
            <th className="px-3 py-1 short:py-0.5 text-right">{t("projector.seatingTable")}</th>
            <th className="px-3 py-1 short:py-0.5">{t("projector.seatingSeat")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={from + i} className="border-b border-stone-200 short:leading-tight">
              <td className="px-3 py-1 short:py-0.5 font-semibold">{r.name}</td>
              <td className="px-3 py-1 text-right text-3xl leading-none font-bold tabular-nums short:py-0.5 tall:text-4xl">{r.table ?? "–"}</td>
              <td className="px-3 py-1 short:py-0.5">{r.table === null ? t("projector.seatingBye") : r.seat}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
