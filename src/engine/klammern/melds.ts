// Melds (klammern.md "Melds"): Terz = exactly three in sequence (20), Fünfzig = four or more (50, height = top
// card). Sequence order 7 8 9 T J Q K A = the bit order of a suit, so a run is a run of bits. Announce before
// the holder's first card, show before his second; Bella = trump Q + K, announced before either is played.
import type { Card, Rank, Suit } from "../cards";
import { cardIndexOf, RK, RQ, rankCode, suitCode } from "./card-tables";
import { PHASE_DONE, PHASE_PLAY, PHASE_VOID, type KlammernMachine } from "./machine";
import { MELD_FUENFZIG, MELD_TERZ, MELD_VALUE, type MeldKind } from "./scoring";

export interface Meld {
  kind: MeldKind;
  suit: Suit;
  /** Top card's rank: the meld's height. */
  top: Rank;
  /** The run's cards, low to high. */
  cards: Card[];
  points: number;
}

/** Length of the run of held cards in `suit` ending exactly at `top` (0 if `top` is not held or top+1 is). */
export function runLengthAt(hand: number, suit: number, top: number): number {
  const bits = (hand >>> (suit * 8)) & 0xff;
  if ((bits & (1 << top)) === 0) return 0;
  if (top < 7 && (bits & (1 << (top + 1))) !== 0) return 0;
  let len = 0;
  for (let r = top; r >= 0 && (bits & (1 << r)) !== 0; r--) len++;
  return len;
}

/** Does `hand` hold exactly this meld (a Terz is exactly three cards; a Fünfzig four or more)? Returns its mask or 0. */
export function meldMaskInHand(hand: number, kind: number, suit: number, top: number): number {
  const len = runLengthAt(hand, suit, top);
  if (kind === MELD_TERZ ? len !== 3 : len < 4) return 0;
  return (((1 << len) - 1) << (top - len + 1)) << (suit * 8);
}

/** All melds in a hand (maximal runs of three or more, per suit). */
export function findMelds(hand: readonly Card[]): Meld[] {
  let mask = 0;
  for (const c of hand) {
    const i = cardIndexOf(c);
    if (i >= 0) mask |= 1 << i;
  }
  return findMeldsInMask(mask);
}

export function findMeldsInMask(mask: number): Meld[] {
  const out: Meld[] = [];
  for (let s = 0; s < 4; s++) {
    const bits = (mask >>> (s * 8)) & 0xff;
    let r = 0;
    while (r < 8) {
      if ((bits & (1 << r)) === 0) {
        r++;
        continue;
      }
      let end = r;
      while (end + 1 < 8 && (bits & (1 << (end + 1))) !== 0) end++;
      const len = end - r + 1;
      if (len >= 3) {
        const kind = len === 3 ? MELD_TERZ : MELD_FUENFZIG;
        const cards: Card[] = [];
        for (let k = r; k <= end; k++) cards.push(`${rankCode(k)}${suitCode(s)}` as Card);
        out.push({ kind: kind === MELD_TERZ ? "terz" : "fuenfzig", suit: suitCode(s), top: rankCode(end), cards, points: MELD_VALUE[kind] });
      }
      r = end + 1;
    }
  }
  return out;
}

/**
 * Compares two melds: > 0 when `a` beats `b`. Kind first (Fünfzig beats Terz), then height, then (with
 * `trumpMeldWinsTie`) the trump meld, then the seat earlier in order after the dealer.
 */
export function compareMelds(
  a: { kind: MeldKind; suit: Suit; top: Rank; seat: number },
  b: { kind: MeldKind; suit: Suit; top: Rank; seat: number },
  ctx: { players: number; dealer: number; trump: Suit; trumpMeldWinsTie?: boolean },
): number {
  const key = (m: typeof a) =>
    ((m.kind === "fuenfzig" ? 8 : 0) + "789TJQKA".indexOf(m.top)) * 2 + (ctx.trumpMeldWinsTie && m.suit === ctx.trump ? 1 : 0);
  const d = key(a) - key(b);
  if (d !== 0) return d;
  const pos = (s: number) => (s - ctx.dealer - 1 + 2 * ctx.players) % ctx.players;
  return pos(b.seat) - pos(a.seat);
}

function phaseCode(m: KlammernMachine): string | null {
  if (m.phase === PHASE_PLAY) return null;
  return m.phase === PHASE_DONE || m.phase === PHASE_VOID ? "DEAL_OVER" : "BIDDING_NOT_OVER";
}

/** Announces a meld: before the seat's first card; the hand must hold exactly this run. */
export function applyAnnounce(m: KlammernMachine, seat: number, kind: number, suit: number, top: number): string | null {
  const pc = phaseCode(m);
  if (pc !== null) return pc;
  if ((m.playedBy[seat] as number) > 0) return "MELD_ANNOUNCE_LATE";
  const mask = meldMaskInHand(m.hand[seat] as number, kind, suit, top);
  if (mask === 0) return "MELD_NOT_IN_HAND";
  for (let i = 0; i < m.meldCount; i++) {
    if (m.meldSeat[i] === seat && ((m.meldMask[i] as number) & mask) !== 0) return "MELD_DUPLICATE";
  }
  const i = m.meldCount++;
  m.meldSeat[i] = seat;
  m.meldKind[i] = kind;
  m.meldSuit[i] = suit;
  m.meldTop[i] = top;
  m.meldShown[i] = 0;
  m.meldMask[i] = mask;
  return null;
}

/** Shows an announced meld: before the seat's second card, with every card of it still his (TSR: a meld counts only
 * if the hand holds it when it is shown, after any seven exchange). */
export function applyShow(m: KlammernMachine, seat: number, kind: number, suit: number, top: number): string | null {
  const pc = phaseCode(m);
  if (pc !== null) return pc;
  for (let i = 0; i < m.meldCount; i++) {
    if (m.meldSeat[i] !== seat || m.meldKind[i] !== kind || m.meldSuit[i] !== suit || m.meldTop[i] !== top) continue;
    if (m.meldShown[i] !== 0) return "MELD_DUPLICATE";
    if ((m.playedBy[seat] as number) > 1) return "MELD_SHOW_LATE";
    // Shown from the hand as it is now: a seven exchanged away after the announcement breaks the meld.
    if (((m.owned[seat] as number) & (m.meldMask[i] as number)) !== m.meldMask[i]) return "MELD_NOT_IN_HAND";
    m.meldShown[i] = 1;
    return null;
  }
  return "MELD_NOT_ANNOUNCED";
}

/** Announces Bella: the seat holds trump queen and king, neither played yet. */
export function applyBella(m: KlammernMachine, seat: number): string | null {
  const pc = phaseCode(m);
  if (pc !== null) return pc;
  if (m.bellaSeat === seat) return "BELLA_DUPLICATE";
  const qk = (1 << (m.trump * 8 + RQ)) | (1 << (m.trump * 8 + RK));
  if (((m.hand[seat] as number) & qk) === qk) {
    m.bellaSeat = seat;
    return null;
  }
  return ((m.owned[seat] as number) & qk) === qk ? "BELLA_LATE" : "BELLA_NOT_HELD";
}

/** Melds a seat could still announce now (for the tablet): runs in hand not yet announced. */
export function announceableMelds(m: KlammernMachine, seat: number): Meld[] {
  if (m.phase !== PHASE_PLAY || (m.playedBy[seat] as number) > 0) return [];
  return findMeldsInMask(m.hand[seat] as number).filter((meld) => {
    for (let i = 0; i < m.meldCount; i++) {
      if (m.meldSeat[i] === seat && suitCode(m.meldSuit[i] as number) === meld.suit && rankCode(m.meldTop[i] as number) === meld.top) return false;
    }
    return true;
  });
}
