// A suit button's face: the symbol large, the name (in the reader's language) below, so it fits four across on a phone.
import { useLocale } from "next-intl";
import { SUIT_NAMES, type Suit } from "@/engine";

export function SuitFace({ suit }: { suit: Suit }) {
  const locale = useLocale();
  return (
    <span className="flex flex-col items-center leading-tight">
      <span className="text-2xl" aria-hidden="true">
        {SUIT_NAMES[suit].symbol}
      </span>
      <span className="text-base">{SUIT_NAMES[suit][locale]}</span>
    </span>
  );
}
