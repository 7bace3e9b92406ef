// Which Augen totals can a party's tricks make? A party holds whole tricks of four cards, so its Augen are a sum
// over a card subset whose size is a multiple of 4: the shared subset-sum-by-count table answers it once per deck.
import { reachableSumsByCount } from "../subset-sum";
import { AUGEN, CARD_IDS, inDeck } from "./deck";

const cache = new Map<number, Uint8Array>();

/** possible[a] === 1 when a party can hold exactly `a` Augen (0..240) in a deck of 40 or 48 cards. */
export function possibleAugen(deckSize: 40 | 48): Uint8Array {
  let out = cache.get(deckSize);
  if (out) return out;
  const values: number[] = [];
  for (let c = 0; c < CARD_IDS; c++) if (inDeck(c, deckSize)) values.push(AUGEN[c] as number, AUGEN[c] as number);
  const { table, total } = reachableSumsByCount(values);
  out = new Uint8Array(241);
  for (let a = 0; a <= 240; a++)
    for (let k = 0; k <= deckSize; k += 4)
      if (table[k * (total + 1) + a]) {
        out[a] = 1;
        break;
      }
  cache.set(deckSize, out);
  return out;
}
