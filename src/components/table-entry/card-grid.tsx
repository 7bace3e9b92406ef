"use client";
// The 32 cards as large buttons, one row per suit (Kreuz, Pik, Herz, Karo), 7 up to As: one tap per card. Each
// button is named as players say it ("Herz Bube"); the caller decides which cards are enabled and marked.
import { cardName, RANK_NAMES, RANKS, SUIT_NAMES, type Card } from "@/engine";
import { SUIT_ORDER, isRed } from "./labels";

export interface CardMark {
  disabled?: boolean;
  /** Drawn as chosen (e.g. in the active seat's hand). */
  on?: boolean;
  /** Small text under the card (e.g. which seat holds it). */
  note?: string;
}

export function CardGrid({
  label,
  marks,
  onTap,
  only,
}: {
  label: string;
  marks: (card: Card) => CardMark;
  onTap: (card: Card) => void;
  /** Show only these cards (e.g. one hand), still in grid order. */
  only?: readonly Card[];
}) {
  const rows = SUIT_ORDER.map((s) => ({ suit: s, cards: RANKS.map((r) => `${r}${s}` as Card).filter((c) => !only || only.includes(c)) })).filter(
    (row) => row.cards.length > 0,
  );
  return (
    <div role="group" aria-label={label} className="space-y-2">
      {rows.map(({ suit, cards }) => (
        <div key={suit} className="grid grid-cols-8 gap-1 sm:gap-2">
          {cards.map((c) => {
            const m = marks(c);
            return (
              <button
                key={c}
                type="button"
                aria-label={cardName(c)}
                aria-pressed={m.on ?? false}
                disabled={m.disabled}
                onClick={() => onTap(c)}
                className={`flex min-h-14 min-w-0 flex-col items-center justify-center rounded-lg border-2 leading-tight font-bold transition disabled:opacity-35 sm:min-h-16 ${
                  m.on ? "border-brand bg-brand text-white" : `border-stone-300 bg-white hover:bg-stone-100 ${isRed(suit) ? "text-red-700" : "text-stone-900"}`
                }`}
              >
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
