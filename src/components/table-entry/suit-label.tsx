// A suit button's face: the symbol large, the German name below, so it fits four across on a phone.
import { SUIT_NAMES, type Suit } from "@/engine";

export function SuitFace({ suit }: { suit: Suit }) {
  return (
    <span className="flex flex-col items-center leading-tight">
      <span className="text-2xl" aria-hidden="true">
        {SUIT_NAMES[suit].symbol}
      </span>
      <span className="text-base">{SUIT_NAMES[suit].de}</span>
    </span>
  );
}
