// Card play (klammern.md "Play"): legal plays as a bitmask, the reason a card is illegal, trick winner and points.
// Follow suit; on a trump lead go higher if you can; void: trump, overtrump if you can, else undertrump
// (`undertrump: "required"`) or anything (`"optional"`); only a player without led suit and trump discards freely.
// `partnerException: true`: a void player whose partner holds the trick may play any card.
import { HIGHER_TRUMP, STRENGTH, SUIT_MASK } from "./card-tables";
import { PHASE_DONE, PHASE_PLAY, type KlammernMachine } from "./machine";

/** The cards `seat` may play now, as a mask (0 when it is not his turn to play). */
export function legalMask(m: KlammernMachine, seat: number): number {
  if (m.phase !== PHASE_PLAY || seat !== (m.leader + m.count) % m.players) return 0;
  return legalMaskOf(m, seat, m.hand[seat] as number);
}

function legalMaskOf(m: KlammernMachine, seat: number, hand: number): number {
  if (m.count === 0) return hand;
  const led = m.led;
  const trump = m.trump;
  const follow = hand & (SUIT_MASK[led] as number);
  if (led === trump) {
    if (follow === 0) return hand;
    const higher = follow & (HIGHER_TRUMP[m.winCard] as number);
    return higher !== 0 ? higher : follow;
  }
  if (follow !== 0) return follow;
  if (m.partnerException && m.winSeat === ((seat + 2) & 3)) return hand;
  const trumps = hand & (SUIT_MASK[trump] as number);
  if (trumps === 0) return hand;
  if (m.winCard >> 3 === trump) {
    const higher = trumps & (HIGHER_TRUMP[m.winCard] as number);
    if (higher !== 0) return higher;
    return m.undertrumpRequired ? trumps : hand;
  }
  return trumps;
}

/** Error code for playing `card` (held by `seat`, whose turn it is) when it is not legal; null if legal. */
export function illegalPlayCode(m: KlammernMachine, seat: number, card: number): string | null {
  const hand = m.hand[seat] as number;
  const legal = legalMaskOf(m, seat, hand);
  if ((legal & (1 << card)) !== 0) return null;
  const follow = hand & (SUIT_MASK[m.led] as number);
  if (follow !== 0) return card >> 3 === m.led ? "MUST_OVERTRUMP" : "MUST_FOLLOW";
  const trumps = hand & (SUIT_MASK[m.trump] as number);
  if (m.winCard >> 3 !== m.trump) return "MUST_TRUMP";
  if ((trumps & (HIGHER_TRUMP[m.winCard] as number)) !== 0) return "MUST_OVERTRUMP";
  return "MUST_UNDERTRUMP";
}

/** Plays a card; returns an error code or null. The machine is unchanged on error. */
export function applyPlay(m: KlammernMachine, seat: number, card: number): string | null {
  if (m.phase !== PHASE_PLAY) return m.phase < PHASE_PLAY ? "BIDDING_NOT_OVER" : "DEAL_OVER";
  const n = m.players;
  if (seat !== (m.leader + m.count) % n) return "NOT_YOUR_TURN";
  const bit = 1 << card;
  if (((m.hand[seat] as number) & bit) === 0) return "CARD_NOT_IN_HAND";
  if (m.count !== 0) {
    const code = illegalPlayCode(m, seat, card);
    if (code !== null) return code;
  }
  playUnchecked(m, seat, card);
  return null;
}

/** Hot path: plays `card` for the seat to act if he holds it and it is legal; false (and no change) otherwise. */
export function tryPlay(m: KlammernMachine, seat: number, card: number): boolean {
  const hand = m.hand[seat] as number;
  const bit = 1 << card;
  if ((hand & bit) === 0) return false;
  if (m.count !== 0 && (legalMaskOf(m, seat, hand) & bit) === 0) return false;
  playUnchecked(m, seat, card);
  return true;
}

/** Plays a card known to be legal (used by the replay after checking, and by simulations). */
export function playUnchecked(m: KlammernMachine, seat: number, card: number): void {
  const n = m.players;
  m.hand[seat] = (m.hand[seat] as number) & ~(1 << card);
  m.playedBy[seat] = (m.playedBy[seat] as number) + 1;
  m.history[m.trickNo * n + m.count] = card;
  const trump = m.trump;
  if (m.count === 0) {
    m.led = card >> 3;
    m.winSeat = seat;
    m.winCard = card;
    m.winStr = STRENGTH[trump * 32 + card] as number;
  } else {
    const s = card >> 3;
    if (s === trump || s === m.led) {
      const str = STRENGTH[trump * 32 + card] as number;
      if (str > m.winStr) {
        m.winStr = str;
        m.winSeat = seat;
        m.winCard = card;
      }
    }
  }
  m.trickPts += m.points[card] as number;
  if (++m.count < n) return;
  // Trick complete: points and the lead go to the winner.
  const w = m.winSeat;
  const side = n === 4 ? w & 1 : w;
  m.sidePoints[side] = (m.sidePoints[side] as number) + m.trickPts;
  m.sideTricks[side] = (m.sideTricks[side] as number) + 1;
  m.trickWinners[m.trickNo] = w;
  m.trickNo++;
  m.trickLeaders[m.trickNo] = w;
  m.leader = w;
  m.count = 0;
  m.trickPts = 0;
  if (m.trickNo === m.tricksTotal) {
    m.sidePoints[side] = (m.sidePoints[side] as number) + 10;
    m.lastTrickSide = side;
    m.phase = PHASE_DONE;
  }
}

/** Winner of a complete trick given as card indices in play order, led by `leader` (pure helper). */
export function trickWinner(cards: readonly number[], leader: number, players: number, trump: number): number {
  const led = (cards[0] as number) >> 3;
  let best = 0;
  let bestStr = -1;
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k] as number;
    const s = c >> 3;
    if (s !== trump && s !== led) continue;
    const str = STRENGTH[trump * 32 + c] as number;
    if (str > bestStr) {
      bestStr = str;
      best = k;
    }
  }
  return (leader + best) % players;
}
