// Dreier's seating (ServerGame.seating): the checked-in players by start number, three to a table, the
// first of each table dealing first; the order starts one player later each round;
// a number that does not divide by three is refused (this game has no byes).
import type { GameSeating } from "@/server/services/rounds/seating/types";
import { DomainError } from "@/server/errors";

export const trioSeating: GameSeating = {
  async seat(_tx, _t, round, _seed, _rows, playing) {
    if (playing.length % 3 !== 0)
      throw new DomainError("BAD_REQUEST", "Dreier braucht eine durch drei teilbare Zahl an Spielern.", "Dreier needs a number of players divisible by three.", "round");
    // Each round starts the order one player later, so that tables change from round to round.
    const byNumber = [...playing].sort((a, b) => a.number - b.number).map((e) => e.id);
    const shift = (round - 1) % byNumber.length;
    const ordered = [...byNumber.slice(shift), ...byNumber.slice(0, shift)];
    const seats = Array.from({ length: ordered.length / 3 }, (_, i) => ordered.slice(3 * i, 3 * i + 3));
    return {
      tables: seats.map((s, i) => ({ table: i + 1, firstDealer: 0, seats: s })),
      bye: null,
      explanations: [],
      warnings: [],
    };
  },
  async swap() {
    throw new DomainError("BAD_REQUEST", "Dreier tauscht keine Plätze.", "Dreier swaps no seats.", "a");
  },
  readsStandings: () => false,
};
