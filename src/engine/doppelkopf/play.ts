// Legal plays and the trick winner, on card ids and a trump table.
import type { TrumpTable } from "./trumps";

/** Position 0..3 (in playing order) of the card that wins the trick: the highest trump, else the highest card of
 * the led suit; of two equal cards the first played wins (strictly greater replaces). */
export function trickWinnerPosition(cards: ArrayLike<number>, t: TrumpTable): number {
  const led = t.cls[cards[0] as number] as number;
  let best = 0;
  let bestPower = t.power[cards[0] as number] as number;
  for (let i = 1; i < 4; i++) {
    const c = cards[i] as number;
    const k = t.cls[c] as number;
    if (k !== led && k !== 4) continue;
    const p = t.power[c] as number;
    if (p > bestPower) {
      best = i;
      bestPower = p;
    }
  }
  return best;
}

/** Is `card` a legal play from `hand` (card ids, duplicates allowed) when `led` (card id, or -1 when leading)
 * was led? Follow the led suit, all trumps counting as one suit; no duty to trump. */
export function isLegalPlay(hand: readonly number[], card: number, led: number, t: TrumpTable): boolean {
  if (!hand.includes(card)) return false;
  if (led < 0) return true;
  const want = t.cls[led];
  if (t.cls[card] === want) return true;
  return !hand.some((c) => t.cls[c] === want);
}

/** The distinct legal cards from `hand` (card ids), in hand order. */
export function legalCards(hand: readonly number[], led: number, t: TrumpTable): number[] {
  const out: number[] = [];
  for (const c of hand) if (!out.includes(c) && isLegalPlay(hand, c, led, t)) out.push(c);
  return out;
}
