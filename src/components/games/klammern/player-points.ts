// Card points (Augen) with 2 or 3 players, each playing for himself. Only 9 cards per player are played; the rest (the
// Original and the undealt cards) stays face down. The deal's total (164, or 162 with Jass 20) is therefore split over
// the players' tricks and those cards left out of play, so of these entries the one left empty follows from the
// others: the table types all players but one plus the cards left out, or every player (the rest is then derived).
import type { Bilingual } from "@/lib/bilingual";

/** The points of the cards left out of play stand after the players' entries. */
export const REST = "rest" as const;

export interface PlayerPoints {
  /** Per player, typed or derived; null while unknown. */
  players: (number | null)[];
  /** The points of the cards left out of play, typed or derived; null while unknown. */
  rest: number | null;
  /** Which entry was derived: a player's seat, REST, or null (none). */
  derived: number | typeof REST | null;
  /** The typed entries cannot be right: more than the deal's total, or all typed and not adding up to it. Both
   * languages: the pad and the deal form show it through ErrorText, in the reader's language. */
  sumError: Bilingual | null;
}

const valueOf = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed));

export function playerPointsOf(typed: readonly string[], restTyped: string, total: number): PlayerPoints {
  const entries = [...typed, restTyped].map(valueOf);
  const open = entries.flatMap((v, i) => (v === null ? [i] : []));
  const sum = entries.reduce<number>((a, v) => a + (v ?? 0), 0);
  let sumError: Bilingual | null = null;
  let derived: number | null = null;
  if (open.length === 1 && sum <= total) {
    derived = open[0] as number;
    entries[derived] = total - sum;
  } else if (open.length <= 1 && sum !== total)
    sumError =
      open.length === 1
        ? { de: `Zusammen schon ${sum} Augen, mehr als die ${total} des Spiels.`, en: `Already ${sum} card points together, more than the deal's ${total}.` }
        : {
            de: `Spieler und liegende Karten ergeben zusammen ${sum} Augen, nicht ${total}.`,
            en: `Players and the cards left out add up to ${sum} card points, not ${total}.`,
          };
  const n = typed.length;
  return {
    players: entries.slice(0, n),
    rest: entries[n] ?? null,
    derived: derived === null ? null : derived === n ? REST : derived,
    sumError,
  };
}
