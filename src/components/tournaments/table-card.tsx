// One printable table card in two halves, with a cut line between them: the upper half for the captain (tournament,
// round, table, the players by seat, the first dealer, the QR code and the table code), the lower half for the other
// side of the table (the confirmation code), so each code reaches a different player.
import { useLocale, useTranslations } from "next-intl";
import { usePick } from "@/i18n/use-pick";
import type { Bilingual } from "@/lib/bilingual";
import { OpponentCodeSlip } from "../table-entry/opponent-code-slip";
import { TableCodeQr } from "../table-entry/table-code-qr";
import { formatDate, entrantLabel } from "./labels";
import type { RoundView } from "./types";

/** The table's entry link and codes, once the round is published and codes are issued. */
export interface TableEntryCodes {
  url: string;
  code: string;
  opponentCode: string | null;
}

type ListedSeat = Bilingual & { seat: number; entrantId: string; player: { name: string } };

/** A table of single players (Doppelkopf): who sits at which position, position 1 first. With `onPick` (the review
 * of a draft) each player is a button: choose two players to swap them. */
export function SeatList({
  seats,
  onPick,
  picked,
  warned,
}: {
  seats: ListedSeat[];
  onPick?: (entrantId: string) => void;
  picked?: string | null;
  warned?: ReadonlySet<string>;
}) {
  const t = useTranslations("tournaments.tableCard");
  const pick = usePick();
  return (
    <ol className="space-y-1">
      {seats.map((s) => {
        const look = picked === s.entrantId ? "border-brand bg-blue-50 ring-2 ring-brand" : warned?.has(s.entrantId) ? "border-amber-500 bg-amber-50" : "border-stone-300";
        const content = (
          <>
            <span className="w-28 text-stone-600">{pick(s)}</span>
            <strong>{s.player.name}</strong>
          </>
        );
        return (
          <li key={s.seat}>
            {onPick ? (
              <button
                type="button"
                onClick={() => onPick(s.entrantId)}
                aria-pressed={picked === s.entrantId}
                aria-label={t("swapPick", { seat: pick(s), name: s.player.name })}
                className={`flex min-h-12 w-full items-center gap-3 rounded-lg border bg-white px-3 text-left text-lg hover:border-brand ${look}`}
              >
                {content}
              </button>
            ) : (
              <div className={`flex min-h-10 items-center gap-3 rounded-lg border px-3 text-lg ${look}`}>{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function TableCard({
  data,
  table,
  entry,
}: {
  data: RoundView;
  table: RoundView["tables"][number];
  entry?: TableEntryCodes | null;
}) {
  const t = useTranslations("tournaments");
  const pick = usePick();
  const locale = useLocale();
  const { tournament, round } = data;
  const seat = (i: number) => table.seats[i]!;
  const SeatBox = ({ i }: { i: number }) => (
    <div className="rounded-lg border border-stone-300 p-2 text-center">
      <span className="block text-sm font-semibold uppercase tracking-wide text-stone-600">
        {pick(seat(i))} {table.firstDealer.seat === i ? t("tableCard.dealsFirst") : ""}
      </span>
      <span className="block text-lg font-semibold">{seat(i).player.name}</span>
    </div>
  );
  const pairs = Boolean(table.ns && table.ew);
  return (
    <article
      className="table-card mb-6 break-inside-avoid rounded-xl border-2 border-stone-800 bg-white print:mb-4 print:shadow-none"
      data-testid={`table-card-${table.tableNumber}`}
    >
      <section className="p-5" data-testid="captain-half">
        <p className="mb-2 text-sm font-bold uppercase tracking-wide text-stone-700">
          {t("tableCard.top", { kind: pairs ? "pair" : "player" })}
        </p>
        <header className="mb-3 flex items-start gap-3 border-b border-stone-300 pb-2">
          <div className="mr-auto">
            <p className="text-base">
              {tournament.name} · {formatDate(tournament.date, locale)}
              {tournament.venue ? ` · ${tournament.venue}` : ""}
            </p>
            <p className="text-lg font-semibold">
              {t("tableCard.round", { round: round.number, planned: tournament.roundsPlanned })}
              {round.status === "draft" ? t("tableCard.draft") : ""}
            </p>
          </div>
          <p className="text-5xl font-black">{t("tableCard.table", { number: table.tableNumber })}</p>
        </header>
        <div className="flex gap-4">
          <div className="flex-1 space-y-2">
            {table.ns && table.ew ? (
              <>
                <p>
                  <strong>{t("tableCard.ns")}</strong> {entrantLabel(t, table.ns)} – {table.ns.players.map((p) => p.name).join(" & ")}
                </p>
                <p>
                  <strong>{t("tableCard.ew")}</strong> {entrantLabel(t, table.ew)} – {table.ew.players.map((p) => p.name).join(" & ")}
                </p>
                <div className="grid grid-cols-3 gap-2">
                  <div />
                  <SeatBox i={0} />
                  <div />
                  <SeatBox i={3} />
                  <div className="flex items-center justify-center rounded-lg bg-felt/10 text-sm text-stone-600">{t("tableCard.table", { number: table.tableNumber })}</div>
                  <SeatBox i={1} />
                  <div />
                  <SeatBox i={2} />
                  <div />
                </div>
              </>
            ) : (
              <SeatList seats={table.seats} />
            )}
            <p className="text-lg">
              {t.rich("tableCard.firstDealer", { name: table.firstDealer.player.name, seat: pick(table.firstDealer), b: (c) => <strong>{c}</strong> })}
            </p>
            <p className="text-sm text-stone-600">
              {table.goal.kind === "deals" ? t("tableCard.deals", { count: table.goal.deals }) : t("tableCard.target", { target: table.goal.target })}
              {table.dealerSitsOut ? ` ${t("tableCard.dealerSitsOut", { size: table.seats.length })}` : ""}
            </p>
          </div>
          <div
            className="flex w-44 shrink-0 flex-col items-center justify-center rounded-lg border-2 border-dashed border-stone-500 p-2 text-center sm:w-52"
            data-qr-slot={table.matchId}
          >
            {entry ? (
              <TableCodeQr url={entry.url} code={entry.code} tableNumber={table.tableNumber} />
            ) : (
              <>
                <div className="flex h-32 w-32 items-center justify-center bg-stone-100 text-sm text-stone-500">{t("tableCard.qr")}</div>
                <p className="mt-2 text-base">{t("tableCard.codesLater")}</p>
              </>
            )}
          </div>
        </div>
      </section>
      <p className="flex items-center gap-2 px-3 text-sm text-stone-600" data-testid="cut-line">
        <span aria-hidden className="text-xl">
          ✂
        </span>
        <span aria-hidden className="flex-1 border-t-2 border-dashed border-stone-500" />
        {t("tableCard.cut")}
        <span aria-hidden className="flex-1 border-t-2 border-dashed border-stone-500" />
      </p>
      <section className="p-5" data-testid="opponent-half">
        <OpponentCodeSlip
          opponentCode={entry?.opponentCode ?? null}
          pairs={pairs}
          tableNumber={table.tableNumber}
          roundNumber={round.number}
          tournamentName={tournament.name}
          published={round.status === "published"}
        />
      </section>
    </article>
  );
}
