// Scoring one Klammern deal (klammern.md "Scoring one deal"): meld comparison, Bella, made / Beet / Stehbeet.
// Shared by summary mode and full-record mode, so both give the same result for the same deal.
import type { Rank, Suit } from "../cards";
import { rankCode, suitCode } from "./card-tables";
import type { KlammernRules } from "./rules";

export const MELD_TERZ = 0;
export const MELD_FUENFZIG = 1;
export const MELD_VALUE = [20, 50] as const;
export const MELD_KINDS = ["terz", "fuenfzig"] as const;
export type MeldKind = (typeof MELD_KINDS)[number];
export const CHOSEN = ["original", "klein", "besser"] as const;
export type Chosen = (typeof CHOSEN)[number];
export type Outcome = "made" | "beet" | "stehbeet" | "void";

/** Melds as parallel integer arrays (no per-meld objects on the hot path). */
export class MeldList {
  count = 0;
  readonly seat = new Int8Array(16);
  readonly kind = new Int8Array(16);
  readonly suit = new Int8Array(16);
  readonly top = new Int8Array(16);
  clear(): void {
    this.count = 0;
  }
  push(seat: number, kind: number, suit: number, top: number): void {
    const i = this.count++;
    this.seat[i] = seat;
    this.kind[i] = kind;
    this.suit[i] = suit;
    this.top[i] = top;
  }
}

export interface KlammernMeldDetail {
  seat: number;
  side: number;
  kind: MeldKind;
  suit: Suit;
  top: Rank;
  /** Points this meld scores (0 when it does not count). */
  points: number;
  /** The best meld of the deal, the one that decided which side scores melds. */
  best: boolean;
}

export interface KlammernDealDetail {
  game: "klammern";
  players: number;
  dealer: number;
  outcome: Outcome;
  declarer: number | null;
  declarerSide: number | null;
  trump: Suit | null;
  chosen: Chosen | null;
  /** Side that won the deal: the declarer side when made, the best-scoring opponent on a Beet, null otherwise. */
  winner: number | null;
  /** Per side: trick points incl. the last trick's 10. */
  cardPoints: number[];
  /** Per side: meld points counted (after the meld comparison). */
  meldPoints: number[];
  /** Per side: 20 for Bella. */
  bellaPoints: number[];
  /** Per side: T = card points + melds + Bella. */
  totals: number[];
  /** Per side: points received from a beaten declarer (Beet). */
  beetPoints: number[];
  /** Points put on hold by a Stehbeet under `stehbeet: "held"` (0 otherwise); match.ts awards them. */
  held: number;
  melds: KlammernMeldDetail[];
  /** Seat that announced Bella, or null. */
  bella: number | null;
  /** Per side: tricks won, when known (full record, or entered in the summary). */
  tricks: number[] | null;
  /** Side that won the last trick, when known. */
  lastTrick: number | null;
}

export interface DealScore {
  score: number[];
  detail: KlammernDealDetail;
}

export const sideCount = (players: number): number => (players === 4 ? 2 : players);
export const sideOfSeat = (players: number, seat: number): number => (players === 4 ? seat & 1 : seat);
/** Position in order after the dealer: forehand 0, then clockwise. */
export const orderAfterDealer = (players: number, dealer: number, seat: number): number =>
  (seat - dealer - 1 + 2 * players) % players;

/** Sort key of a meld: kind, then height, then (variant) trump. Higher wins; ties go to the earlier seat. */
function meldKey(kind: number, top: number, suit: number, trump: number, trumpTie: boolean): number {
  return (kind * 8 + top) * 2 + (trumpTie && suit === trump ? 1 : 0);
}

/** Index of the best meld in `melds` (-1 when empty). */
export function bestMeldIndex(
  melds: MeldList,
  players: number,
  dealer: number,
  trump: number,
  trumpMeldWinsTie: boolean,
): number {
  let best = -1;
  let bestKey = -1;
  let bestPos = 99;
  for (let i = 0; i < melds.count; i++) {
    const key = meldKey(melds.kind[i] as number, melds.top[i] as number, melds.suit[i] as number, trump, trumpMeldWinsTie);
    const pos = orderAfterDealer(players, dealer, melds.seat[i] as number);
    if (key > bestKey || (key === bestKey && pos < bestPos)) {
      best = i;
      bestKey = key;
      bestPos = pos;
    }
  }
  return best;
}

export function voidDealScore(players: number, dealer: number): DealScore {
  const sides = sideCount(players);
  const zeros = () => new Array<number>(sides).fill(0);
  return {
    score: zeros(),
    detail: {
      game: "klammern",
      players,
      dealer,
      outcome: "void",
      declarer: null,
      declarerSide: null,
      trump: null,
      chosen: null,
      winner: null,
      cardPoints: zeros(),
      meldPoints: zeros(),
      bellaPoints: zeros(),
      totals: zeros(),
      beetPoints: zeros(),
      held: 0,
      melds: [],
      bella: null,
      tricks: null,
      lastTrick: null,
    },
  };
}

/**
 * Scores a deal from its facts. `cardPoints` per side; `melds` = the melds that were announced and shown in time;
 * `bella` = seat or -1. Inputs are trusted (validated by summary.ts / replay.ts).
 */
export function scoreDeal(
  players: number,
  dealer: number,
  declarer: number,
  trump: number,
  chosen: number,
  cardPoints: ArrayLike<number>,
  melds: MeldList,
  bella: number,
  rules: KlammernRules,
  tricks: number[] | null,
  lastTrick: number | null,
): DealScore {
  const sides = sideCount(players);
  const dSide = sideOfSeat(players, declarer);
  const cp = new Array<number>(sides);
  const mp = new Array<number>(sides);
  const bp = new Array<number>(sides);
  const totals = new Array<number>(sides);
  const beet = new Array<number>(sides);
  const score = new Array<number>(sides);
  for (let s = 0; s < sides; s++) {
    cp[s] = cardPoints[s] as number;
    mp[s] = 0;
    bp[s] = 0;
    beet[s] = 0;
  }
  // Melds: the side holding the best meld scores all its members' melds (or only the best one).
  const meldDetails: KlammernMeldDetail[] = [];
  if (melds.count > 0) {
    const best = bestMeldIndex(melds, players, dealer, trump, rules.trumpMeldWinsTie);
    const bestSide = sideOfSeat(players, melds.seat[best] as number);
    const bestOnly = rules.meldScoring === "best-only";
    for (let i = 0; i < melds.count; i++) {
      const seat = melds.seat[i] as number;
      const side = sideOfSeat(players, seat);
      const kind = melds.kind[i] as number;
      const counts = bestOnly ? i === best : side === bestSide;
      const pts = counts ? MELD_VALUE[kind as 0 | 1] : 0;
      mp[side] = (mp[side] as number) + pts;
      meldDetails.push({
        seat,
        side,
        kind: MELD_KINDS[kind as 0 | 1],
        suit: suitCode(melds.suit[i] as number),
        top: rankCode(melds.top[i] as number),
        points: pts,
        best: i === best,
      });
    }
  }
  if (bella >= 0) bp[sideOfSeat(players, bella)] = 20;
  let maxOpp = -1;
  for (let s = 0; s < sides; s++) {
    totals[s] = (cp[s] as number) + (mp[s] as number) + (bp[s] as number);
    if (s !== dSide && (totals[s] as number) > maxOpp) maxOpp = totals[s] as number;
  }
  const tD = totals[dSide] as number;
  let outcome: Outcome;
  let winner: number | null = null;
  let held = 0;
  if (tD > maxOpp) {
    outcome = "made";
    winner = dSide;
    for (let s = 0; s < sides; s++) score[s] = totals[s] as number;
  } else if (tD < maxOpp) {
    outcome = "beet";
    // The best opponent: highest T, earlier in order after the dealer on a tie (sides: by their first seat).
    let bestOpp = -1;
    let bestPos = 99;
    for (let s = 0; s < sides; s++) {
      if (s === dSide || totals[s] !== maxOpp) continue;
      const pos = sidePosition(players, dealer, s);
      if (pos < bestPos) {
        bestPos = pos;
        bestOpp = s;
      }
    }
    winner = bestOpp;
    const each = rules.beetThree === "each";
    for (let s = 0; s < sides; s++) {
      if (s === dSide) score[s] = 0;
      else {
        const gets = each || s === bestOpp ? tD : 0;
        beet[s] = gets;
        score[s] = (totals[s] as number) + gets;
      }
    }
  } else {
    outcome = "stehbeet";
    for (let s = 0; s < sides; s++) score[s] = s === dSide ? 0 : (totals[s] as number);
    if (rules.stehbeet === "held") held = tD;
  }
  return {
    score,
    detail: {
      game: "klammern",
      players,
      dealer,
      outcome,
      declarer,
      declarerSide: dSide,
      trump: suitCode(trump),
      chosen: CHOSEN[chosen] as Chosen,
      winner,
      cardPoints: cp,
      meldPoints: mp,
      bellaPoints: bp,
      totals,
      beetPoints: beet,
      held,
      melds: meldDetails,
      bella: bella >= 0 ? bella : null,
      tricks,
      lastTrick,
    },
  };
}

/** A side's position in order after the dealer: that of its earliest seat. */
export function sidePosition(players: number, dealer: number, side: number): number {
  if (players !== 4) return orderAfterDealer(players, dealer, side);
  return Math.min(orderAfterDealer(4, dealer, side), orderAfterDealer(4, dealer, side + 2));
}
