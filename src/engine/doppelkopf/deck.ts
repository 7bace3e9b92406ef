// Doppelkopf cards as small integers: the engine converts codes once at the edge and works on ids inside.
// id = suit * 6 + rank, suits C S H D (0..3), ranks A T K Q J 9 (0..5). A deck holds each id twice.
import { dealPackets, shuffle, type Rng } from "../rng";
import type { Card } from "../cards";

export const CARD_IDS = 24;
export const DK_SUITS = ["C", "S", "H", "D"] as const;
export const DK_RANKS = ["A", "T", "K", "Q", "J", "9"] as const;
/** Augen per rank index: A 11, T 10, K 4, Q 3, J 2, 9 0. */
const RANK_AUGEN = [11, 10, 4, 3, 2, 0];

export const suitOfId = (id: number): number => (id / 6) | 0;
export const rankOfId = (id: number): number => id % 6;

/** Augen by card id. */
export const AUGEN = new Uint8Array(CARD_IDS);
/** Card code by id, e.g. CODE[13] === "TH". */
export const CODE: Card[] = [];
for (let id = 0; id < CARD_IDS; id++) {
  AUGEN[id] = RANK_AUGEN[rankOfId(id)] as number;
  CODE.push(`${DK_RANKS[rankOfId(id)]}${DK_SUITS[suitOfId(id)]}` as Card);
}

export const id = (code: string): number => CODE.indexOf(code as Card);
export const QC = id("QC");
export const JC = id("JC");
export const AD = id("AD");
export const TH = id("TH");
export const NINE = 5;

// Code -> id without strings in the hot path: two char codes index a small table.
const LOOKUP = new Int8Array(128 * 128).fill(-1);
for (let i = 0; i < CARD_IDS; i++) LOOKUP[CODE[i]!.charCodeAt(0) * 128 + CODE[i]!.charCodeAt(1)] = i;

/** Card id of a code, or -1 when the value is no Doppelkopf card code (nines included; the deck check is separate). */
export function cardId(code: unknown): number {
  if (typeof code !== "string" || code.length !== 2) return -1;
  const a = code.charCodeAt(0);
  const b = code.charCodeAt(1);
  if ((a | b) > 127) return -1;
  return LOOKUP[a * 128 + b] as number;
}

/** Is this id part of a deck of `deckSize` cards (40 without nines, 48 with)? */
export const inDeck = (cardIdValue: number, deckSize: number): boolean => deckSize === 48 || rankOfId(cardIdValue) !== NINE;

/** The full deck as codes: each card twice (40 or 48 cards). */
export function doppelkopfDeck(deckSize: 40 | 48): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < CARD_IDS; i++) if (inDeck(i, deckSize)) out.push(CODE[i]!, CODE[i]!);
  return out;
}

/** Packets per round: 40 cards 3-4-3 (the seed), 48 cards 3-3-3-3 (TSR 3.3.7). */
export const dealPacketsFor = (deckSize: 40 | 48): number[] => (deckSize === 40 ? [3, 4, 3] : [3, 3, 3, 3]);

/** Shuffles with the seeded rng and deals clockwise from the dealer's left. */
export function dealDoppelkopf(rng: Rng, deckSize: 40 | 48, dealer: number): Card[][] {
  const deck = shuffle(doppelkopfDeck(deckSize), rng);
  return dealPackets(deck, 4, dealer, dealPacketsFor(deckSize)).hands;
}
