"use client";
// Steps 2 and 3 of card-by-card entry: the bidding and the play, one event at a time. Only what the engine allows
// the seat to act is offered: its legal bids, the Klein suit, melds to announce or show, Bella, its legal cards;
// with two or three players also the seven exchange, to whoever holds the seven (before his first card).
import { completedTricks, currentTrick, RANK_NAMES, runningScore, seatView, type Bid, type Card, type KlammernState } from "@/engine";
import { CardGrid } from "../../../table-entry/card-grid";
import type { MeldEvent, Options } from "./draft";
import type { TableLabels, TableT } from "../../../table-entry/labels";
import { useTableText } from "../../../table-entry/use-labels";
import type { KlammernEvent } from "@/engine";

function meldText(ev: MeldEvent, t: TableT, l: TableLabels): string {
  const kind = "announce" in ev ? ev.announce : ev.show;
  const what = { meld: t(`labels.melds.${kind}`), suit: l.suitName(ev.suit), rank: RANK_NAMES[ev.top][l.locale] };
  return "announce" in ev ? t("fullRecord.announceMeld", what) : t("fullRecord.showMeld", what);
}

function Big({ onClick, children, label }: { onClick: () => void; children: React.ReactNode; label?: string }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="min-h-14 rounded-lg border-2 border-stone-300 bg-white px-3 text-lg font-semibold hover:bg-stone-100 sm:text-xl">
      {children}
    </button>
  );
}

export function FullRecordPlay({
  state,
  options,
  seatNames,
  onEvent,
}: {
  state: KlammernState;
  options: Options;
  seatNames: string[];
  onEvent: (ev: KlammernEvent) => void;
}) {
  const { t, l } = useTableText();
  const cardName = l.card;
  const bidLabel = (b: Bid) => t(`labels.bids.${b}`);
  const seat = options.seat;
  const who = (s: number) => l.seatLabel(seatNames, state.players, s);
  const short = (s: number) => l.seatShort(seatNames, state.players, s);
  const sides = l.sideNames(seatNames, state.players);
  const view = seatView(state, seat ?? 0);
  const exchange = options.exchange;
  const trick = currentTrick(state);
  const done = completedTricks(state);
  /** The trick just taken stays in view until the next card is played. */
  const last = done.at(-1) ?? null;
  const score = runningScore(state);
  const bids = state.events.filter((e): e is Extract<KlammernEvent, { bid: string }> => "bid" in e);

  return (
    <div className="space-y-4">
      <p className="text-lg">
        {t.rich("fullRecord.original", { card: cardName(state.original), b: (c) => <strong>{c}</strong> })}
        {view.exchangedBy !== null ? t("fullRecord.exchanged", { name: short(view.exchangedBy), card: cardName(`7${state.original[1]}` as Card) }) : ""}
        {view.trump ? (
          <>
            {" "}
            · {t.rich("fullRecord.trump", { suit: l.suit(view.trump), b: (c) => <strong>{c}</strong> })}
          </>
        ) : null}
        {bids.length ? t("fullRecord.bids", { bids: bids.map((b) => `${short(b.seat)} ${bidLabel(b.bid)}`).join(", ") }) : ""}
      </p>
      {options.phase === "play" ? (
        <p className="text-lg" data-testid="full-score">
          {t("fullRecord.trickAugen", { number: trick?.number ?? done.length + 1 })}{" "}
          {sides.map((name, i) => (
            <span key={name}>
              {i > 0 ? ", " : ""}
              {name} <strong>{score.cardPoints[i]}</strong>
            </span>
          ))}
        </p>
      ) : null}
      {last && (!trick || trick.plays.length === 0) ? (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-lg" data-testid="last-trick">
          {t.rich("fullRecord.lastTrick", {
            number: last.number,
            plays: last.plays.map((p) => `${short(p.seat)} ${cardName(p.card)}`).join(", "),
            winner: last.winner === null ? "–" : short(last.winner),
            b: (c) => <strong>{c}</strong>,
          })}
        </p>
      ) : null}
      {trick && trick.plays.length > 0 ? (
        <ol aria-label={t("fullRecord.currentTrick")} className="flex flex-wrap gap-2">
          {trick.plays.map((p) => (
            <li key={p.seat} className="rounded-lg bg-stone-100 px-3 py-2 text-lg">
              {short(p.seat)}: <strong>{cardName(p.card)}</strong>
            </li>
          ))}
        </ol>
      ) : null}
      {exchange ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3">
          <p className="text-lg">
            {t("fullRecord.mayExchange", { name: short(exchange.seat), card: cardName(exchange.exchange) })}
          </p>
          <Big onClick={() => onEvent(exchange)}>{t("fullRecord.exchange", { name: short(exchange.seat) })}</Big>
        </div>
      ) : null}
      {seat !== null ? (
        <section aria-label={t("fullRecord.toPlay")} className="space-y-3 rounded-lg border-2 border-brand p-3">
          <h3 className="text-xl font-bold">{t("fullRecord.toPlayWho", { name: who(seat) })}</h3>
          {options.bids.length > 0 ? (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {options.bids.map((b) => (
                <Big key={b} onClick={() => onEvent({ seat, bid: b })}>
                  {bidLabel(b)}
                </Big>
              ))}
            </div>
          ) : null}
          {options.suits.length > 0 ? (
            <div className="space-y-2">
              <p className="text-lg">{t("fullRecord.kleinSuit")}</p>
              <div className="grid grid-cols-3 gap-2">
                {options.suits.map((s) => (
                  <Big key={s} onClick={() => onEvent({ seat, trump: s })}>
                    {l.suit(s)}
                  </Big>
                ))}
              </div>
            </div>
          ) : null}
          {options.melds.length > 0 || options.bella ? (
            <div className="flex flex-wrap gap-2">
              {options.melds.map((m) => (
                <Big key={JSON.stringify(m)} onClick={() => onEvent(m)}>
                  {meldText(m, t, l)}
                </Big>
              ))}
              {options.bella ? <Big onClick={() => onEvent({ seat, bella: true })}>{t("fullRecord.bella")}</Big> : null}
            </div>
          ) : null}
          {options.phase === "play" ? (
            <CardGrid
              label={t("fullRecord.cardOf", { name: short(seat) })}
              only={view.hand}
              onTap={(c) => onEvent({ seat, play: c })}
              marks={(c) => ({ disabled: !options.plays.includes(c) })}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
