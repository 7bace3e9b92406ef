// Dealing (klammern.md "Dealing") from a seeded RNG, and the draw for the first dealer.
// 2 or 3 players: 3 each, the Original face up, 3 each; after trump is chosen 3 more each; the rest stays out.
// 4 players: 3 each, 2 each, 3 each; the dealer's middle card of the last packet is the Original (it stays his).
import { makeDeck, type Card } from "../cards";
import { createRng, shuffle, type Rng } from "../rng";
import { drawValue } from "./card-tables";

export interface KlammernDeal {
  players: 2 | 3 | 4;
  dealer: number;
  /** Each seat's cards in dealing order (2/3 players: 9 cards, the last three dealt after trump was chosen). */
  hands: Card[][];
  original: Card;
  /** Cards that stay face down out of play (2/3 players), in deck order. */
  rest: Card[];
  /** The shuffled deck the deal came from. */
  deck: Card[];
}

/** Deals a Klammern hand. `rng` is a seed or a seeded RNG; the same seed always gives the same deal. */
export function dealKlammern(rng: number | Rng, players: 2 | 3 | 4, dealer: number): KlammernDeal {
  if (players !== 2 && players !== 3 && players !== 4) throw new Error(`players must be 2, 3 or 4, got ${players}`);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) throw new Error(`dealer out of range: ${dealer}`);
  const r = typeof rng === "number" ? createRng(rng) : rng;
  const deck = shuffle(makeDeck(), r);
  const hands: Card[][] = Array.from({ length: players }, () => []);
  let pos = 0;
  const packet = (size: number) => {
    for (let k = 1; k <= players; k++) {
      const seat = (dealer + k) % players;
      for (let c = 0; c < size; c++) (hands[seat] as Card[]).push(deck[pos++] as Card);
    }
  };
  let original: Card;
  if (players === 4) {
    packet(3);
    packet(2);
    packet(3);
    original = (hands[dealer] as Card[])[6] as Card; // middle card of the dealer's last packet (his cards 5..7)
  } else {
    packet(3);
    original = deck[pos++] as Card;
    packet(3);
    packet(3);
  }
  return { players, dealer, hands, original, rest: deck.slice(pos), deck };
}

/** The draw for the first dealer: the lowest card deals (7 < 8 < ... < A, ties by suit Karo < Herz < Pik < Kreuz). */
export function firstDealer(drawn: readonly Card[]): number {
  let best = -1;
  let bestValue = 99;
  drawn.forEach((c, seat) => {
    const v = drawValue(c);
    if (v < bestValue) {
      bestValue = v;
      best = seat;
    }
  });
  return best;
}
