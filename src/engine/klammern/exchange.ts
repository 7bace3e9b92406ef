// The seven exchange (2 or 3 players): the holder of the seven of the Original's suit may take the Original
// into his hand and put his seven in the middle, after trump is chosen and before he plays his first card.
// With 4 players the Original stays in the dealer's hand and there is no exchange.
import { PHASE_DONE, PHASE_PLAY, type KlammernMachine } from "./machine";

/** The card a seat gives for the Original: the seven of the Original's suit. */
export const exchangeCard = (m: KlammernMachine): number => m.originalSuit * 8;

export function applyExchange(m: KlammernMachine, seat: number, card: number): string | null {
  if (m.players === 4) return "EXCHANGE_NOT_ALLOWED";
  if (m.phase !== PHASE_PLAY) return m.phase >= PHASE_DONE ? "DEAL_OVER" : "BIDDING_NOT_OVER";
  if (m.exchangedBy >= 0 || card !== exchangeCard(m) || card === m.original) return "EXCHANGE_NOT_ALLOWED";
  if ((m.playedBy[seat] as number) > 0) return "EXCHANGE_LATE";
  const seven = 1 << card;
  if (((m.hand[seat] as number) & seven) === 0) return "EXCHANGE_NOT_HELD";
  const orig = 1 << m.original;
  m.hand[seat] = ((m.hand[seat] as number) & ~seven) | orig;
  m.owned[seat] = ((m.owned[seat] as number) & ~seven) | orig;
  m.exchangedBy = seat;
  return null;
}

/** Can `seat` exchange now (for the tablet)? */
export function canExchange(m: KlammernMachine, seat: number): boolean {
  if (m.players === 4 || m.phase !== PHASE_PLAY || m.exchangedBy >= 0 || (m.original & 7) === 0) return false;
  return (m.playedBy[seat] as number) === 0 && ((m.hand[seat] as number) & (1 << exchangeCard(m))) !== 0;
}
