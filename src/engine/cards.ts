// Cards and notation shared by Klammern and Doppelkopf.
// A card code is rank + suit, e.g. "JH" = Herz Bube, "TD" = Karo Zehn (records.md).

export const SUITS = ["C", "S", "H", "D"] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ["7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Rank}${Suit}`;

export const SUIT_NAMES: Record<Suit, { de: string; en: string; symbol: string }> = {
  C: { de: "Kreuz", en: "Clubs", symbol: "♣" },
  S: { de: "Pik", en: "Spades", symbol: "♠" },
  H: { de: "Herz", en: "Hearts", symbol: "♥" },
  D: { de: "Karo", en: "Diamonds", symbol: "♦" },
};

export const RANK_NAMES: Record<Rank, { de: string; en: string; short: string }> = {
  "7": { de: "Sieben", en: "Seven", short: "7" },
  "8": { de: "Acht", en: "Eight", short: "8" },
  "9": { de: "Neun", en: "Nine", short: "9" },
  T: { de: "Zehn", en: "Ten", short: "10" },
  J: { de: "Bube", en: "Jack", short: "B" },
  Q: { de: "Dame", en: "Queen", short: "D" },
  K: { de: "König", en: "King", short: "K" },
  A: { de: "As", en: "Ace", short: "A" },
};

const CARD_RE = /^[789TJQKA][CSHD]$/;

export function isCard(value: unknown): value is Card {
  return typeof value === "string" && CARD_RE.test(value);
}

/** Parses a card code; returns null for anything that is not one (case-sensitive, as in records). */
export function parseCard(value: unknown): Card | null {
  return isCard(value) ? value : null;
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** "Herz Bube" / "Jack of Hearts". */
export function cardName(card: Card, lang: "de" | "en" = "de"): string {
  const r = RANK_NAMES[rankOf(card)];
  const s = SUIT_NAMES[suitOf(card)];
  return lang === "de" ? `${s.de} ${r.de}` : `${r.en} of ${s.en}`;
}

/** Compact label for the UI, e.g. "♥B". */
export function cardLabel(card: Card): string {
  return `${SUIT_NAMES[suitOf(card)].symbol}${RANK_NAMES[rankOf(card)].short}`;
}

/** Cards of the given ranks in all four suits, suit-major (C, S, H, D). */
export function makeDeck(ranks: readonly Rank[] = RANKS): Card[] {
  const deck: Card[] = [];
  for (const s of SUITS) for (const r of ranks) deck.push(`${r}${s}`);
  return deck;
}
