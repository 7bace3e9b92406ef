// A round's seating list for the wall: table by table, the pairs and who sits where (print and screen).
import { useTranslations } from "next-intl";
import { pairName, playersText, seatName, type Round, type Snapshot } from "../../../public/format";

export function SeatingList({ snapshot, round }: { snapshot: Snapshot; round: Round }) {
  const t = useTranslations("public");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const seatText = (n: number, first: string, second: string) => {
    const p = byNumber.get(n);
    return p ? `${pairName(p, t)}: ${p.players[0]?.name} (${first}), ${p.players[1]?.name} (${second})` : t("format.pair", { number: n });
  };
  // Players look themselves up by pair number, so the list is also given by pair.
  const byPair = [...round.tables.flatMap((x) => [{ n: x.ns, t: x.table, side: t("sides.ns") }, { n: x.ew, t: x.table, side: t("sides.ew") }])].sort((a, b) => a.n - b.n);
  return (
    <section className="print-page" data-testid={`seating-${round.number}`}>
      <h2 className="mb-3 text-2xl font-bold">
        {t("seatingList.title", { name: snapshot.tournament.name, round: round.number })}
      </h2>
      <table className="w-full border-collapse text-base">
        <thead>
          <tr className="border-b-2 border-stone-500 text-left">
            <th className="px-2 py-1">{t("seatingList.table")}</th>
            <th className="px-2 py-1">{t("seatingList.ns")}</th>
            <th className="px-2 py-1">{t("seatingList.ew")}</th>
            <th className="px-2 py-1">{t("seatingList.firstDealer")}</th>
          </tr>
        </thead>
        <tbody>
          {round.tables.map((x) => (
            <tr key={x.table} className="border-b border-stone-300 align-top">
              <td className="px-2 py-1 text-xl font-bold">{x.table}</td>
              <td className="px-2 py-1">{seatText(x.ns, t("seats.north"), t("seats.south"))}</td>
              <td className="px-2 py-1">{seatText(x.ew, t("seats.east"), t("seats.west"))}</td>
              <td className="px-2 py-1">{seatName(t, x.firstDealer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {round.bye !== null ? <p className="mt-2">
          {t("seatingList.bye", { pair: byNumber.get(round.bye) ? pairName(byNumber.get(round.bye)!, t) : t("format.pair", { number: round.bye }) })}
        </p> : null}
      <h3 className="mt-4 text-lg font-bold">{t("seatingList.byPair")}</h3>
      <p className="columns-3 text-sm">
        {byPair.map((x) => (
          <span key={x.n} className="block">
            {t("seatingList.pairLine", { pair: x.n, table: x.t, side: x.side })} {byNumber.get(x.n) ? `· ${playersText(byNumber.get(x.n)!.players)}` : ""}
          </span>
        ))}
      </p>
    </section>
  );
}
