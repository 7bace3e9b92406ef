// The paper score sheet of one table: the fallback when a tablet fails. The organizer types it in afterwards
// (the engine checks each deal then), so it asks for exactly the facts the entry form asks for.
import { useTranslations } from "next-intl";
import { PaperSheet, sheetCell as cell } from "@/components/public/paper-sheet";
import { pairName, playersText, seatName, type Round, type Snapshot, type Table } from "../../../public/format";

export function ScoreSheet({ snapshot, round, table }: { snapshot: Snapshot; round: Round; table: Table }) {
  const t = useTranslations("public");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const ns = byNumber.get(table.ns);
  const ew = byNumber.get(table.ew);
  return (
    <PaperSheet
      table={table.table}
      title={t("scoreSheet.title", { table: table.table, round: round.number })}
      tournament={snapshot.tournament.name}
      intro={
        <>
          <p className="mt-1">
            <strong>{t("sides.ns")}:</strong> {ns ? `${pairName(ns, t)} – ${playersText(ns.players)}` : t("format.pair", { number: table.ns })}{" "}
            {t("scoreSheet.nsSeats", { north: ns?.players[0]?.name ?? "", south: ns?.players[1]?.name ?? "" })}
          </p>
          <p>
            <strong>{t("sides.ew")}:</strong> {ew ? `${pairName(ew, t)} – ${playersText(ew.players)}` : t("format.pair", { number: table.ew })}{" "}
            {t("scoreSheet.ewSeats", { east: ew?.players[0]?.name ?? "", west: ew?.players[1]?.name ?? "" })}
          </p>
          <p className="mb-2">
            {t.rich("scoreSheet.firstDealer", { seat: seatName(t, table.firstDealer), b: (c) => <strong>{c}</strong> })}{" "}
            {table.goal.kind === "deals" ? t("scoreSheet.deals", { count: table.goal.deals }) : t("scoreSheet.target", { target: table.goal.target })} {t("scoreSheet.rules")}
          </p>
        </>
      }
      head={
        <>
          <tr>
            <th className={cell} rowSpan={2}>{t("scoreSheet.no")}</th>
            <th className={cell} rowSpan={2}>{t("scoreSheet.dealer")}</th>
            <th className={cell} rowSpan={2}>{t("scoreSheet.declarer")}</th>
            <th className={cell} rowSpan={2}>{t("scoreSheet.trump")}</th>
            <th className={cell} colSpan={2}>{t("scoreSheet.melds")}</th>
            <th className={cell} rowSpan={2}>{t("scoreSheet.bella")}</th>
            <th className={cell} colSpan={2}>{t("scoreSheet.tricks")}</th>
            <th className={cell} colSpan={2}>{t("scoreSheet.score")}</th>
            <th className={cell} colSpan={2}>{t("scoreSheet.sum")}</th>
          </tr>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (i % 2 ? t("sides.ew") : t("sides.ns"))).map((h, i) => (
              <th key={i} className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </>
      }
      rows={table.goal.kind === "deals" ? table.goal.deals : 24}
      firstDealer={seatName(t, table.firstDealer)}
      blanks={11}
      signatures={[t("scoreSheet.signNs"), t("scoreSheet.signEw")]}
    />
  );
}
