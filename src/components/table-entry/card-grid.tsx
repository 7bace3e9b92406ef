"use client";
// The 32 cards as large buttons, one row per suit (Kreuz, Pik, Herz, Karo), 7 up to As: one tap per card. Each
// button is named as players say it ("Herz Bube"); the caller decides which cards are enabled and marked. Doppelkopf
// passes its own ranks (A 10 K D B 9) and marks a count on a card (its deck holds each card twice).
import { cardName, RANK_NAMES, RANKS, SUIT_NAMES, type Card, type Rank } from "@/engine";
import { useLocale } from "next-intl";
import { SUIT_ORDER, isRed } from "./labels";

export interface CardMark {
  disabled?: boolean;
  /** Drawn as chosen (e.g. in the active seat's hand). */
  on?: boolean;
  /** Small text under the card (e.g. which seat holds it). */
  note?: string;
  /** Drawn faded but still tappable (e.g. a card the rules forbid now: the tap gets the reason). */
  muted?: boolean;
  /** A count in the card's corner (e.g. "2×" for both copies in a hand). */
  badge?: string;
}

// Eight cards a row would leave a phone's buttons under 44 px: there a suit takes two rows of four.
const COLUMNS: Record<number, string> = { 5: "grid-cols-5", 6: "grid-cols-6", 8: "grid-cols-4 min-[480px]:grid-cols-8" };

export function CardGrid({
  label,
  marks,
  onTap,
  only,
  ranks = RANKS,
}: {
  label: string;
  marks: (card: Card) => CardMark;
  onTap: (card: Card) => void;
  /** Show only these cards (e.g. one hand), still in grid order. */
  only?: readonly Card[];
  /** The ranks of a row, in order (default 7 up to As). */
  ranks?: readonly Rank[];
}) {
  const locale = useLocale();
  const rows = SUIT_ORDER.map((s) => ({ suit: s, cards: ranks.map((r) => `${r}${s}` as Card).filter((c) => !only || only.includes(c)) })).filter(
    (row) => row.cards.length > 0,
  );
  return (
    <div role="group" aria-label={label} className="space-y-2">
      {rows.map(({ suit, cards }) => (
        <div key={suit} className={`grid ${COLUMNS[ranks.length] ?? COLUMNS[8]} gap-1 sm:gap-2`}>
          {cards.map((c) => {
            const m = marks(c);
            return (
              <button
                key={c}
                type="button"
                aria-label={cardName(c, locale)}
                aria-pressed={m.on ?? false}
                disabled={m.disabled}
                onClick={() => onTap(c)}
                className={`relative flex min-h-14 min-w-0 flex-col items-center justify-center rounded-lg border-2 leading-tight font-bold transition disabled:opacity-35 sm:min-h-16 ${
                  m.on ? "border-brand bg-brand text-white" : `border-stone-300 bg-white hover:bg-stone-100 ${isRed(suit) ? "text-red-700" : "text-stone-900"}`
                } ${m.muted ? "border-dashed opacity-50" : ""}`}
              >
                {m.badge ? (
                  <span className="absolute top-0.5 right-1 text-xs font-semibold sm:text-sm" aria-hidden="true">
                    {m.badge}
                  </span>
                ) : null}
                <span className="text-lg sm:text-2xl" aria-hidden="true">
                  {SUIT_NAMES[suit].symbol}
                  {RANK_NAMES[c[0] as keyof typeof RANK_NAMES].short}
                </span>
                {m.note ? <span className="text-xs font-normal sm:text-sm">{m.note}</span> : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
