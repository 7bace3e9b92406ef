// A round's seating on the hall's screen, by name: each player finds the name and reads table and seat from the
// back of the hall (the projector pages the rows, FitPages). `from`/`to` render one chunk of them
// (projector-chunks.ts); the order is the whole round's.
import { useLocale, useTranslations } from "next-intl";
import { seatingRows } from "./projector-seating";
import type { Round, Snapshot } from "./format";

export function ProjectorSeatingTable({ snapshot, round, from = 0, to }: { snapshot: Snapshot; round: Round; from?: number; to?: number }) {
  const t = useTranslations("public");
  const locale = useLocale() === "en" ? "en" : "de";
  const rows = seatingRows(snapshot, round, locale).slice(from, to);
  return (
    <div className="rounded-xl bg-white p-4 text-stone-900">
      <h2 className="mb-2 text-2xl font-bold tall:text-3xl">{t("projector.seatingTitle", { round: round.number })}</h2>
      <table className="w-full border-collapse text-2xl tall:text-3xl" data-testid="projector-seating">
        <thead>
          <tr className="border-b-2 border-stone-400 text-left">
            <th className="px-3 py-1">{t("projector.seatingName")}</th>
            <th className="px-3 py-1 text-right">{t("projector.seatingTable")}</th>
            <th className="px-3 py-1">{t("projector.seatingSeat")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={from + i} className="border-b border-stone-200">
              <td className="px-3 py-1 font-semibold">{r.name}</td>
              <td className="px-3 py-1 text-right text-3xl font-bold tabular-nums tall:text-4xl">{r.table ?? "–"}</td>
              <td className="px-3 py-1">{r.table === null ? t("projector.seatingBye") : r.seat}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
