// The blank Spielliste of one table and round (TSR 7.3), names and positions filled in: the list keeper's paper
// when a tablet fails. The office types it in afterwards and the engine checks each game then. Columns after the
// TSR's minimum (TSR 7.3): game, dealer, game value, the winners'
// positions, each position's running total, the Pflichtsolo, notes.
import { useTranslations } from "next-intl";
import type { Round, Snapshot, Table } from "@/components/public/format";

export function BlankSpielliste({ snapshot, round, table }: { snapshot: Snapshot; round: Round; table: Table }) {
  const t = useTranslations("doppelkopf");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const size = table.seats.length;
  const rows = table.goal.kind === "deals" ? table.goal.deals : 24;
  const cell = "border border-stone-500 px-1 h-7";
  return (
    <section className="print-page text-sm" data-testid={`score-sheet-${table.table}`}>
      <div className="flex items-baseline justify-between">
        <h2 className="text-2xl font-bold">
          {t("public.blank.title", { table: table.table, round: round.number })}
        </h2>
        <span>{snapshot.tournament.name}</span>
      </div>
      <p className="mb-2">
        {t("public.blank.intro", { five: size === 5 ? "true" : "false", rows, size, four: size === 4 ? "true" : "false" })}
      </p>
      <table className="w-full border-collapse text-center">
        <thead>
          <tr>
            <th className={cell}>{t("public.blank.number")}</th>
            <th className={cell}>{t("public.blank.dealer")}</th>
            <th className={cell}>{t("public.blank.value")}</th>
            <th className={cell}>{t("public.blank.winners")}</th>
            {table.seats.map((n, position) => (
              <th key={position} className={`${cell} w-[12%]`}>
                {position + 1}. {byNumber.get(n)?.players[0]?.name ?? t("public.blank.player", { number: n })}
              </th>
            ))}
            <th className={cell}>{t("public.blank.pflichtsolo")}</th>
            <th className={cell}>{t("public.blank.note")}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              <td className={cell}>{i + 1}</td>
              <td className={cell}>{i === 0 ? "1" : ""}</td>
              {Array.from({ length: size + 4 }, (_, j) => (
                <td key={j} className={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3">{t("public.blank.office")}</p>
      <div className="mt-6 grid grid-cols-2 gap-8">
        <p className="border-t border-stone-700 pt-1">{t("public.blank.signKeeper", { size })}</p>
        <p className="border-t border-stone-700 pt-1">{t("public.blank.signOther")}</p>
      </div>
    </section>
  );
}
