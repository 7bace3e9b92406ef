// One round's tables: seating (who sits where, who deals first) and, once play starts, each table's progress
// and result.
import { useTranslations } from "next-intl";
import { LivePart } from "@/components/public/live-part";
import { pairName, playersText, progressShare, progressText, seatName, tableState, type Round, type Snapshot } from "../../../public/format";

export function RoundTables({ snapshot, round, big = false }: { snapshot: Snapshot; round: Round; big?: boolean }) {
  const tr = useTranslations("public");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const started = round.tables.some((t) => t.deals > 0 || t.status !== "open");
  return (
    <ul className={`grid gap-2 ${big ? "grid-cols-2 text-2xl" : "sm:grid-cols-2"}`} data-testid={`round-${round.number}-tables`}>
      {round.tables.map((t) => {
        const ns = byNumber.get(t.ns);
        const ew = byNumber.get(t.ew);
        const share = progressShare(t);
        return (
          <LivePart
            as="li"
            key={t.table}
            part={`table:${round.number}:${t.table}`}
            className="rounded-lg border border-stone-200 bg-white p-3"
            data-table={t.table}
            data-deals={t.deals}
            data-confirmed={t.confirmed}
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-bold">{tr("roundTables.table", { table: t.table })}</span>
              <span className="text-sm text-stone-600">{tableState(t, snapshot.tournament.game, tr)}</span>
            </div>
            <div className="mt-1 grid grid-cols-[1fr_auto] gap-x-3">
              <span>
                <span className="text-stone-500">{tr("sides.ns")}</span> {ns ? pairName(ns, tr) : tr("format.pair", { number: t.ns })}
                {ns && !big ? <span className="block text-sm text-stone-600">{playersText(ns.players)}</span> : null}
              </span>
              <span className="text-right font-semibold tabular-nums">{started ? t.nsPoints : ""}</span>
              <span>
                <span className="text-stone-500">{tr("sides.ew")}</span> {ew ? pairName(ew, tr) : tr("format.pair", { number: t.ew })}
                {ew && !big ? <span className="block text-sm text-stone-600">{playersText(ew.players)}</span> : null}
              </span>
              <span className="text-right font-semibold tabular-nums">{started ? t.ewPoints : ""}</span>
            </div>
            {round.status === "published" ? (
              <div className="mt-2">
                <div className="h-2 overflow-hidden rounded bg-stone-200" aria-hidden>
                  <div className={`h-2 ${t.confirmed ? "bg-green-600" : "bg-brand"}`} style={{ width: `${Math.round(share * 100)}%` }} />
                </div>
                <p className="mt-1 text-sm text-stone-600">
                  {progressText(t, tr)}
                  {t.confirmed ? tr("roundTables.confirmed") : ""}
                  {tr("roundTables.firstDealer", { seat: seatName(tr, t.firstDealer) })}
                </p>
              </div>
            ) : null}
          </LivePart>
        );
      })}
      {round.bye !== null ? (
        <li className="rounded-lg border border-dashed border-stone-300 p-3">
          <span className="font-bold">{tr("roundTables.bye")}</span>{" "}
          {byNumber.get(round.bye) ? pairName(byNumber.get(round.bye)!, tr) : tr("format.pair", { number: round.bye })}
        </li>
      ) : null}
    </ul>
  );
}
