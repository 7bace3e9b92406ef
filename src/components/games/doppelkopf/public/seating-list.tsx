// A round's seating list of single players for the wall (print and screen): table by table the players by
// position, and the same list by start number, since players look themselves up by number.
import { useTranslations } from "next-intl";
import type { Round, Snapshot } from "@/components/public/format";

export function PlayerSeatingList({ snapshot, round }: { snapshot: Snapshot; round: Round }) {
  const t = useTranslations("doppelkopf");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const name = (n: number) => byNumber.get(n)?.players[0]?.name ?? t("public.seating.player", { number: n });
  const widest = Math.max(4, ...round.tables.map((x) => x.seats.length));
  const byPlayer = round.tables.flatMap((x) => x.seats.map((n, position) => ({ n, table: x.table, position }))).sort((a, b) => a.n - b.n);
  return (
    <section className="print-page" data-testid={`seating-${round.number}`}>
      <h2 className="mb-3 text-2xl font-bold">
        {t("public.seating.title", { tournament: snapshot.tournament.name, round: round.number })}
      </h2>
      <table className="w-full border-collapse text-base">
        <thead>
          <tr className="border-b-2 border-stone-500 text-left">
            <th className="px-2 py-1">{t("public.seating.table")}</th>
            {Array.from({ length: widest }, (_, i) => (
              <th key={i} className="px-2 py-1">
                {t("public.seating.position", { number: i + 1 })}
                {i === 0 ? t("public.seating.first") : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {round.tables.map((x) => (
            <tr key={x.table} className="border-b border-stone-300 align-top">
              <td className="px-2 py-1 text-xl font-bold">{x.table}</td>
              {Array.from({ length: widest }, (_, i) => (
                <td key={i} className="px-2 py-1">
                  {x.seats[i] !== undefined ? `${name(x.seats[i]!)} (${x.seats[i]})` : "–"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm">{t("public.seating.five")}</p>
      <h3 className="mt-4 text-lg font-bold">{t("public.seating.byNumber")}</h3>
      <p className="columns-3 text-sm">
        {byPlayer.map((x) => (
          <span key={x.n} className="block">
            {t("public.seating.seat", { number: x.n, name: name(x.n), table: x.table, position: x.position + 1 })}
          </span>
        ))}
      </p>
    </section>
  );
}
