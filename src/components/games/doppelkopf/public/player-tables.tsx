// One round's tables of single players (Doppelkopf) for the public pages: who sits at which position, each
// position's table total once play starts, and each table's progress through its games.
import { useLocale, useTranslations } from "next-intl";
import { gameOf } from "@/games";
import { LivePart } from "@/components/public/live-part";
import { progressShare, progressText, tableState, type Round, type Snapshot } from "@/components/public/format";
import { signedPoints } from "../labels";

export function PlayerRoundTables({ snapshot, round, big = false }: { snapshot: Snapshot; round: Round; big?: boolean }) {
  const m = useTranslations("doppelkopf");
  const tr = useTranslations("public");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const started = round.tables.some((t) => t.deals > 0 || t.status !== "open");
  // Positions by the game's own names ("Position 1"), not "1.", which would read as a ranking.
  const locale = useLocale() === "en" ? "en" : "de";
  const seatLabel = (size: number, position: number) => gameOf(snapshot.tournament.game).seatLabels(size)[position]?.[locale] ?? String(position + 1);
  return (
    <ul className={`grid gap-2 ${big ? "grid-cols-2 text-2xl" : "sm:grid-cols-2"}`} data-testid={`round-${round.number}-tables`}>
      {round.tables.map((t) => (
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
            <span className="font-bold">
              {m("public.tables.table", { table: t.table })}{" "}
              <span className="font-normal text-stone-600">{t.seats.length === 5 ? m("public.tables.sizeFive") : m("public.tables.sizeFour")}</span>
            </span>
            <span className="text-sm text-stone-600">{tableState(t, snapshot.tournament.game, tr)}</span>
          </div>
          <ol className="mt-1 grid grid-cols-[auto_1fr_auto] gap-x-3">
            {t.seats.map((n, position) => (
              <li key={position} className="contents" data-position={position + 1}>
                <span className="text-stone-500 tabular-nums">{seatLabel(t.seats.length, position)}</span>
                <span>
                  {byNumber.get(n)?.players[0]?.name ?? m("public.tables.player", { number: n })} <span className="text-sm text-stone-500">({n})</span>
                </span>
                <span className="text-right font-semibold tabular-nums">{started ? signedPoints(t.points[position] ?? 0) : ""}</span>
              </li>
            ))}
          </ol>
          {round.status === "published" ? (
            <div className="mt-2">
              <div className="h-2 overflow-hidden rounded bg-stone-200" aria-hidden>
                <div className={`h-2 ${t.confirmed ? "bg-green-600" : "bg-brand"}`} style={{ width: `${Math.round(progressShare(t) * 100)}%` }} />
              </div>
              <p className="mt-1 text-sm text-stone-600">
                {progressText(t, tr)} · {m("public.tables.firstDeals", { five: t.seats.length === 5 ? "true" : "false" })}
              </p>
            </div>
          ) : null}
        </LivePart>
      ))}
    </ul>
  );
}
