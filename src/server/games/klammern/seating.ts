// Klammern: a Swiss or round-robin pairing of pairs (src/pairing), each table's pairs holding North/South
// (positions 0 and 2) and East/West (1 and 3).
import { klammernFormat } from "@/games";
import { pairSwissRound, roundRobinRound, roundRobinRoundCount, SEATS, type Pairing } from "@/pairing";
import { DomainError } from "../../errors";
import { pairingContext } from "./pairing-context";
import type { SeatRound } from "../../services/rounds/seating/types";

export const seatKlammernRound: SeatRound = async (tx, t, round, seed, rows, playing) => {
  if (playing.length < 2) throw new DomainError("BAD_REQUEST", "Zum Auslosen braucht es mindestens zwei Paare.", "Pairing needs at least two pairs.");
  const context = await pairingContext(tx, t, rows);
  let pairing: Pairing;
  if (klammernFormat(t).scheduleType === "round-robin") {
    const count = roundRobinRoundCount(context.entrants.length);
    if (round > count)
      throw new DomainError(
        "BAD_REQUEST",
        `Ein Rundenturnier mit ${context.entrants.length} Paaren hat nur ${count} Runden.`,
        `A round robin of ${context.entrants.length} pairs has only ${count} rounds.`,
        "round",
      );
    pairing = roundRobinRound(context.entrants, round, { seed });
  } else {
    pairing = pairSwissRound({ round, seed, entrants: context.entrants, results: context.results, options: { scoring: context.scoring } });
  }
  return {
    tables: pairing.tables.map((tb) => ({
      table: tb.table,
      firstDealer: SEATS.indexOf(tb.firstDealer),
      seats: [tb.home, tb.away, tb.home, tb.away],
    })),
    bye: pairing.bye,
    explanations: pairing.explanations,
    warnings: pairing.warnings,
  };
};
