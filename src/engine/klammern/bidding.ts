// Choosing trump (klammern.md "Choosing trump"): round 1 take the Original or pass; round 2 pass, Klein or Besser;
// after a Klein every opponent of the Klein player, clockwise from him, may still say Besser; then the Klein
// player names his suit. Everyone passing twice makes the deal void.
import { SUIT_C } from "./card-tables";
import {
  CHOSEN_BESSER,
  CHOSEN_KLEIN,
  CHOSEN_ORIGINAL,
  PHASE_BIDDING,
  PHASE_DONE,
  PHASE_NAMING,
  PHASE_VOID,
  type KlammernMachine,
} from "./machine";

export const BID_PASS = 0;
export const BID_ORIGINAL = 1;
export const BID_KLEIN = 2;
export const BID_BESSER = 3;
export const BID_NAMES = ["pass", "original", "klein", "besser"] as const;
export type Bid = (typeof BID_NAMES)[number];

export function bidIndexOf(value: unknown): number {
  switch (value) {
    case "pass":
      return BID_PASS;
    case "original":
      return BID_ORIGINAL;
    case "klein":
      return BID_KLEIN;
    case "besser":
      return BID_BESSER;
    default:
      return -1;
  }
}

/** Bids the seat to act may make now (empty outside bidding). */
export function allowedBids(m: KlammernMachine): number[] {
  if (m.phase !== PHASE_BIDDING) return [];
  if (m.round === 1) return [BID_PASS, BID_ORIGINAL];
  const besser = m.originalSuit !== SUIT_C;
  if (m.kleinSeat >= 0) return [BID_PASS, BID_BESSER];
  return besser ? [BID_PASS, BID_KLEIN, BID_BESSER] : [BID_PASS, BID_KLEIN];
}

/** Applies a bid; returns an error code or null. The machine is unchanged on error. */
export function applyBid(m: KlammernMachine, seat: number, bid: number): string | null {
  if (m.phase !== PHASE_BIDDING) return m.phase >= PHASE_DONE ? "DEAL_OVER" : "BID_NOT_ALLOWED";
  if (seat !== m.toAct()) return "NOT_YOUR_TURN";
  const n = m.players;
  if (m.round === 1) {
    if (bid === BID_ORIGINAL) {
      m.startPlay(seat, m.originalSuit, CHOSEN_ORIGINAL);
      return null;
    }
    if (bid !== BID_PASS) return "BID_NOT_ALLOWED";
    if (++m.bidPos === n) {
      m.round = 2;
      m.bidPos = 0;
    }
    return null;
  }
  if (bid === BID_BESSER) {
    if (m.originalSuit === SUIT_C) return "BID_NOT_ALLOWED";
    m.startPlay(seat, SUIT_C, CHOSEN_BESSER);
    return null;
  }
  if (m.kleinSeat >= 0) {
    // Opponents of the Klein player answer: pass or Besser.
    if (bid !== BID_PASS) return "BID_NOT_ALLOWED";
    if (++m.respPos === m.respLen) m.phase = PHASE_NAMING;
    return null;
  }
  if (bid === BID_KLEIN) {
    m.kleinSeat = seat;
    m.respLen = 0;
    m.respPos = 0;
    if (m.originalSuit !== SUIT_C) {
      for (let k = 1; k < n; k++) {
        const s = (seat + k) % n;
        if (n === 4 && s === (seat + 2) % 4) continue; // the partner is no opponent
        m.respondents[m.respLen++] = s;
      }
    }
    if (m.respLen === 0) m.phase = PHASE_NAMING;
    return null;
  }
  if (bid !== BID_PASS) return "BID_NOT_ALLOWED";
  if (++m.bidPos === n) m.phase = PHASE_VOID;
  return null;
}

/** Why a bid is refused, for the error message. */
export function bidRefusal(m: KlammernMachine, bid: number): [string, string] {
  if (m.phase === PHASE_NAMING) return ["der Klein-Spieler muss jetzt seine Farbe nennen", "the Klein player must name his suit now"];
  if (m.phase !== PHASE_BIDDING) return ["der Trumpf ist schon bestimmt", "trump has already been chosen"];
  if (m.round === 1) return ["in der ersten Runde nur Original oder Passen", "round 1 allows only original or pass"];
  if (bid === BID_BESSER) return ["das Original ist Kreuz, Besser gibt es nicht", "the Original is clubs, there is no Besser"];
  if (m.kleinSeat >= 0) return ["nach einem Klein nur Besser oder Passen", "after a Klein only besser or pass"];
  return ["in der zweiten Runde nur Klein, Besser oder Passen", "round 2 allows only klein, besser or pass"];
}

/** The Klein player names his suit (any but the Original's). */
export function applyNameTrump(m: KlammernMachine, seat: number, suit: number): string | null {
  if (m.phase !== PHASE_NAMING) return m.phase >= PHASE_DONE ? "DEAL_OVER" : "TRUMP_NOT_ALLOWED";
  if (seat !== m.kleinSeat) return "NOT_YOUR_TURN";
  if (suit === m.originalSuit) return "TRUMP_NOT_ALLOWED";
  m.startPlay(seat, suit, CHOSEN_KLEIN);
  return null;
}
