// Which Augen totals can a party's tricks make? A party holds whole tricks of four cards, so its Augen are a
// sum over a card subset whose size is a multiple of 4. The shared subset-sum table answers it once per deck:
// each card enters as value * 64 + 1, so a reachable total encodes both the Augen and the card count.
import { reachableSums } from "../subset-sum";
import { AUGEN, CARD_IDS, inDeck } from "./deck";

const cache = new Map<number, Uint8Array>();

/** possible[a] === 1 when a party can hold exactly `a` Augen (0..240) in a deck of 40 or 48 cards. */
export function possibleAugen(deckSize: 40 | 48): Uint8Array {
  let out = cache.get(deckSize);
  if (out) return out;
  const values: number[] = [];
  for (let c = 0; c < CARD_IDS; c++) if (inDeck(c, deckSize)) values.push((AUGEN[c] as number) * 64 + 1, (AUGEN[c] as number) * 64 + 1);
  const reach = reachableSums(values);
  out = new Uint8Array(241);
  for (let a = 0; a <= 240; a++)
    for (let n = 0; n <= deckSize; n += 4)
      if (reach[a * 64 + n]) {
        out[a] = 1;
        break;
      }
  cache.set(deckSize, out);
  return out;
}
