// Doppelkopf cards as small integers: the engine converts codes once at the edge and works on ids inside.
// id = suit * 6 + rank, suits C S H D (0..3), ranks A T K Q J 9 (0..5). A deck holds each id twice.
import { dealPackets, shuffle, type Rng } from "../rng";
import { codeIndex as codeIndex_, codeTable, type Card } from "../cards";

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
// prettier-ignore
export const CODE: Card[] = [
  "AC", "TC", "KC", "QC", "JC", "9C",
  "AS", "TS", "KS", "QS", "JS", "9S",
  "AH", "TH", "KH", "QH", "JH", "9H",
  "AD", "TD", "KD", "QD", "JD", "9D",
] as Card[];
for (let id = 0; id < CARD_IDS; id++) {
  AUGEN[id] = RANK_AUGEN[rankOfId(id)] as number;
  if (CODE[id] !== `${DK_RANKS[rankOfId(id)]}${DK_SUITS[suitOfId(id)]}`) throw new Error(`CODE[${id}] is wrong`);
}

export const id = (code: string): number => CODE.indexOf(code as Card);
export const QC = id("QC");
export const JC = id("JC");
export const AD = id("AD");
export const TH = id("TH");
export const NINE = 5;

const codeIndex = codeIndex_; // a module-local copy: transpilers may turn imported bindings into getters
const CODE_TABLE = codeTable(CODE);

/** Card id of a code, or -1 when the value is no Doppelkopf card code (nines included; the deck check is separate). */
export const cardId = (code: unknown): number => codeIndex(CODE_TABLE, code);

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
