// Klammern card tables for the hot path: a card is an integer index 0..31 (suit * 8 + rank) and a set of
// cards is a 32-bit mask. Suits in the order of cards.ts (C S H D), ranks in sequence order 7 8 9 T J Q K A
// (the order melds are counted in), so a run of cards is a run of bits.
import { codeIndex as codeIndex_, codeTable, RANKS, SUITS, type Card, type Rank, type Suit } from "../cards";

export const R7 = 0;
export const R8 = 1;
export const R9 = 2;
export const RT = 3;
export const RJ = 4;
export const RQ = 5;
export const RK = 6;
export const RA = 7;

export const SUIT_C = 0;

/** Card code by index. */
export const CARD_CODES: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

/** All cards of one suit as a mask (suit index 3 uses bit 31: masks are signed 32-bit, compare with !== 0). */
export const SUIT_MASK = Int32Array.of(0xff, 0xff00, 0xff0000, 0xff000000 | 0);
export const ALL_CARDS = -1 | 0;

const RANK_OF_CHAR = new Int8Array(128).fill(-1);
const SUIT_OF_CHAR = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_OF_CHAR[r.charCodeAt(0)] = i));
SUITS.forEach((s, i) => (SUIT_OF_CHAR[s.charCodeAt(0)] = i));

const CODE_TABLE = codeTable(CARD_CODES);
const codeIndex = codeIndex_; // a module-local copy: transpilers may turn imported bindings into getters

/** Card code -> index, or -1 for anything that is not a card code. */
export const cardIndexOf = (code: unknown): number => codeIndex(CODE_TABLE, code);

/** Suit code -> 0..3, or -1. */
export function suitIndexOf(code: unknown): number {
  if (typeof code !== "string" || code.length !== 1) return -1;
  const c = code.charCodeAt(0);
  return c > 127 ? -1 : (SUIT_OF_CHAR[c] as number);
}

/** Rank code -> 0..7 (sequence order), or -1. */
export function rankIndexOf(code: unknown): number {
  if (typeof code !== "string" || code.length !== 1) return -1;
  const c = code.charCodeAt(0);
  return c > 127 ? -1 : (RANK_OF_CHAR[c] as number);
}

export const suitCode = (s: number): Suit => SUITS[s] as Suit;
export const rankCode = (r: number): Rank => RANKS[r] as Rank;
export const cardCode = (c: number): Card => CARD_CODES[c] as Card;

/** Plain-suit trick order by rank index: 7 8 9 J Q K T A. */
export const PLAIN_ORDER = Int8Array.of(0, 1, 2, 6, 3, 4, 5, 7);
/** Trump trick order by rank index: 7 8 Q K T A 9 J. */
export const TRUMP_ORDER = Int8Array.of(0, 1, 6, 4, 7, 2, 3, 5);
/** Card points by rank index outside trump: A 11, T 10, K 4, Q 3, J 2. */
export const PLAIN_POINTS = Int8Array.of(0, 0, 0, 10, 2, 3, 4, 11);

/** Card points by rank index in trump: J = jassPoints (Jass), 9 = 14 (Mie). */
export function trumpPoints(jassPoints: number): Int8Array {
  return Int8Array.of(0, 0, 14, 10, jassPoints, 3, 4, 11);
}

/** POINTS[jassVariant][trump * 32 + card]: card points once trump is known (jassVariant 0 = 22, 1 = 20). */
const POINTS_22 = new Int8Array(128);
const POINTS_20 = new Int8Array(128);
for (let t = 0; t < 4; t++) {
  for (let c = 0; c < 32; c++) {
    const trump = c >> 3 === t;
    POINTS_22[t * 32 + c] = trump ? (trumpPoints(22)[c & 7] as number) : (PLAIN_POINTS[c & 7] as number);
    POINTS_20[t * 32 + c] = trump ? (trumpPoints(20)[c & 7] as number) : (PLAIN_POINTS[c & 7] as number);
  }
}
export function pointsTable(jassPoints: number): Int8Array {
  return jassPoints === 20 ? POINTS_20 : POINTS_22;
}
const POINTS_BY_TRUMP = [POINTS_22, POINTS_20].map((t) => [0, 1, 2, 3].map((s) => t.subarray(s * 32, s * 32 + 32)));
/** Card points by card index once trump is known. */
export function pointsForTrump(jassPoints: number, trump: number): Int8Array {
  return POINTS_BY_TRUMP[jassPoints === 20 ? 1 : 0]?.[trump] as Int8Array;
}

/** HIGHER_TRUMP[c]: the cards of c's suit that beat c when that suit is trump. */
export const HIGHER_TRUMP = new Int32Array(32);
for (let c = 0; c < 32; c++) {
  const s = c >> 3;
  let m = 0;
  for (let r = 0; r < 8; r++) if ((TRUMP_ORDER[r] as number) > (TRUMP_ORDER[c & 7] as number)) m |= 1 << (s * 8 + r);
  HIGHER_TRUMP[c] = m;
}

/** STRENGTH[trump * 32 + c]: 16 + trump order for a trump, plain order otherwise (led suit checked by the caller). */
export const STRENGTH = new Int8Array(128);
for (let t = 0; t < 4; t++)
  for (let c = 0; c < 32; c++)
    STRENGTH[t * 32 + c] = c >> 3 === t ? 16 + (TRUMP_ORDER[c & 7] as number) : (PLAIN_ORDER[c & 7] as number);

export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return ((((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24) as number;
}

/** Card codes of a mask, in index order (suit C S H D, rank 7..A). */
export function maskToCards(mask: number): Card[] {
  const out: Card[] = [];
  for (let c = 0; c < 32; c++) if ((mask & (1 << c)) !== 0) out.push(CARD_CODES[c] as Card);
  return out;
}

/** Draw order of the seed for choosing the first dealer: rank 7 < ... < A, ties by suit D < H < S < C. */
export function drawValue(card: Card): number {
  const c = cardIndexOf(card);
  return (c & 7) * 4 + (3 - (c >> 3));
}
