"use client";
// Steps 2 and 3 of card-by-card entry: the bidding and the play, one event at a time. Only what the engine allows
// the seat to act is offered: its legal bids, the Klein suit, melds to announce or show, Bella, its legal cards;
// with two or three players also the seven exchange, to whoever holds the seven (before his first card).
import { cardName, completedTricks, currentTrick, runningScore, seatView, SUIT_NAMES, type Bid, type Card, type KlammernState } from "@/engine";
import { CardGrid } from "./card-grid";
import type { MeldEvent, Options } from "./full-record-draft";
import { seatLabel, seatShort, sideNames, suitLabel } from "./labels";
import type { KlammernEvent } from "@/engine";

const BID_LABELS: Record<Bid, string> = { pass: "Passen", original: "Original", klein: "Klein", besser: "Besser" };
const MELD_LABELS = { terz: "Terz", fuenfzig: "Fünfzig" } as const;

function meldText(ev: MeldEvent): string {
  const kind = "announce" in ev ? ev.announce : ev.show;
  const what = `${MELD_LABELS[kind]} ${SUIT_NAMES[ev.suit].de} bis ${cardName(`${ev.top}${ev.suit}`).split(" ")[1]}`;
  return "announce" in ev ? `${what} ansagen` : `${what} zeigen`;
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
  const seat = options.seat;
  const who = (s: number) => seatLabel(seatNames, state.players, s);
  const short = (s: number) => seatShort(seatNames, state.players, s);
  const sides = sideNames(seatNames, state.players);
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
        Original: <strong>{cardName(state.original)}</strong>
        {view.exchangedBy !== null ? ` (getauscht von ${short(view.exchangedBy)} gegen ${cardName(`7${state.original[1]}` as Card)})` : ""}
        {view.trump ? (
          <>
            {" "}
            · Trumpf: <strong>{suitLabel(view.trump)}</strong>
          </>
        ) : null}
        {bids.length ? ` · Gebote: ${bids.map((b) => `${short(b.seat)} ${BID_LABELS[b.bid]}`).join(", ")}` : ""}
      </p>
      {options.phase === "play" ? (
        <p className="text-lg" data-testid="full-score">
          Stich {trick?.number ?? done.length + 1} · Augen{" "}
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
          Stich {last.number}: {last.plays.map((p) => `${short(p.seat)} ${cardName(p.card)}`).join(", ")} – geht an{" "}
          <strong>{last.winner === null ? "–" : short(last.winner)}</strong>
        </p>
      ) : null}
      {trick && trick.plays.length > 0 ? (
        <ol aria-label="Aktueller Stich" className="flex flex-wrap gap-2">
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
            {short(exchange.seat)} hält {cardName(exchange.exchange)} und darf sie vor der ersten eigenen Karte gegen das Original tauschen.
          </p>
          <Big onClick={() => onEvent(exchange)}>{`${short(exchange.seat)} tauscht die Sieben`}</Big>
        </div>
      ) : null}
      {seat !== null ? (
        <section aria-label="Am Zug" className="space-y-3 rounded-lg border-2 border-brand p-3">
          <h3 className="text-xl font-bold">Am Zug: {who(seat)}</h3>
          {options.bids.length > 0 ? (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {options.bids.map((b) => (
                <Big key={b} onClick={() => onEvent({ seat, bid: b })}>
                  {BID_LABELS[b]}
                </Big>
              ))}
            </div>
          ) : null}
          {options.suits.length > 0 ? (
            <div className="space-y-2">
              <p className="text-lg">Klein: welche Farbe wird Trumpf?</p>
              <div className="grid grid-cols-3 gap-2">
                {options.suits.map((s) => (
                  <Big key={s} onClick={() => onEvent({ seat, trump: s })}>
                    {suitLabel(s)}
                  </Big>
                ))}
              </div>
            </div>
          ) : null}
          {options.melds.length > 0 || options.bella ? (
            <div className="flex flex-wrap gap-2">
              {options.melds.map((m) => (
                <Big key={JSON.stringify(m)} onClick={() => onEvent(m)}>
                  {meldText(m)}
                </Big>
              ))}
              {options.bella ? <Big onClick={() => onEvent({ seat, bella: true })}>Bella ansagen</Big> : null}
            </div>
          ) : null}
          {options.phase === "play" ? (
            <CardGrid
              label={`Karte von ${short(seat)}`}
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
