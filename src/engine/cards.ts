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

/** A table from two-character codes to their positions in `codes` (at first char << 7 | second char; -1 for every
 * other pair), read by codeIndex. Both engines turn card codes into small integers with it. */
export function codeTable(codes: readonly string[]): Int8Array {
  const table = new Int8Array(1 << 14).fill(-1);
  codes.forEach((c, i) => (table[(c.charCodeAt(0) << 7) | c.charCodeAt(1)] = i));
  return table;
}

/** The position of `code` in a codeTable, or -1 for anything else. Two char codes and one load, no branch on the
 * card itself: a switch over the codes ran fewer instructions but mispredicted its exit on nearly every card. */
export function codeIndex(table: Int8Array, code: unknown): number {
  if (typeof code !== "string" || code.length !== 2) return -1;
  const c0 = code.charCodeAt(0);
  const c1 = code.charCodeAt(1);
  if ((c0 | c1) > 127) return -1;
  return table[(c0 << 7) | c1] as number;
}

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
